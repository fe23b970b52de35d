// 508.7: "… attacks [another player or planeswalker] instead" — the controller of the resolving
// spell or ability reselects what the attacking creature attacks; the resolution pauses for it.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, act, creature, mainPhase, threeInCombat } from '../../game/test-kit';
import type { Ctx } from '../../core/context';
import { PAUSED, type EffectOf } from './handler';
import { reselectAttackEffect } from './reselect-attack';

const reselect = { type: 'reselect attack', target: 'target creature' } as const;
const item = (targets: string[], more: Partial<StackItem> = {}) =>
  abilityOnStack(reselect, { id: 'ability', targets, ...more });

/** Runs the handler; what it returns, the events and the questions it asked (the frames it added). */
function run(s: GameState, targets: string[], e: EffectOf<'reselect attack'> = reselect) {
  const ctx: Ctx = { s, events: [] };
  const before = s.frames.length;
  const result = reselectAttackEffect(ctx, item(targets, { effect: e }), e);
  return { result, events: ctx.events, asked: s.frames.slice(before) };
}

/** A, B and C; A's Bear attacks B, her Ox attacks C; her Elk stays home. */
const battlefield = [
  { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
  { id: 'bear', card: creature('Bear', 2, 2), controller: 'A', attacking: 'B', tapped: true },
  { id: 'ox', card: creature('Ox', 2, 4), controller: 'A', attacking: 'C', tapped: true },
  { id: 'elk', card: creature('Elk', 2, 3), controller: 'A' },
];

describe('508.7: reselect attack handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = threeInCombat('declare blockers', battlefield, { priority: 'A' });
  });

  it("508.7, 508.7c: the resolving ability's controller is asked what the attacking creature attacks now — any opponent", () => {
    expect(run(s, ['bear'])).toEqual({
      result: PAUSED,
      events: [],
      asked: [
        {
          kind: 'decision',
          decision: { player: 'A', kind: 'reselect-attack', rules: ['508.7'], object: 'bear', targets: ['B', 'C'] },
        },
      ],
    });
  });

  it('with no target word, "this" — the attacking source itself — is reselected (card-check lets a card omit `target`)', () => {
    const e = { type: 'reselect attack' } as unknown as EffectOf<'reselect attack'>;
    const ctx: Ctx = { s, events: [] };
    expect(reselectAttackEffect(ctx, item([], { effect: e, source: 'ox' }), e)).toBe(PAUSED);
    expect(s.frames.at(-1)).toEqual({
      kind: 'decision',
      decision: { player: 'A', kind: 'reselect-attack', rules: ['508.7'], object: 'ox', targets: ['B', 'C'] },
    });
  });

  it('508.7: a creature that is not attacking has nothing to reselect — no question', () => {
    expect(run(s, ['elk'])).toEqual({ result: undefined, events: [], asked: [] });
  });

  it('608.2b: a target gone by resolution — no question', () => {
    expect(run(s, ['gone'])).toEqual({ result: undefined, events: [], asked: [] });
  });

  it('508.7d, 800.4a: with one chosen defending player who has left the game, there is nothing to choose — no question', () => {
    // Alice chose Bob as the one defending player; the Bear and the Ox attack him.
    const atB = battlefield.map((x) => (x.id === 'ox' ? { ...x, attacking: 'B' } : x));
    let g = threeInCombat('declare blockers', atB, {
      priority: 'A',
      variant: { attackOption: 'choose one opponent' },
    });
    g.combat!.defendingPlayers = ['B'];
    g = act(g, { type: 'concede', player: 'B' }).state;
    expect(g.combat!.attackers.find((a) => a.attacker === 'bear')).toMatchObject({ target: null });
    expect(run(g, ['bear'])).toEqual({ result: undefined, events: [], asked: [] });
  });
});

describe('508.7: reselect attack handler, out of combat', () => {
  it('506.1: in a main phase no creature is attacking — no question', () => {
    const s = mainPhase([{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }]);
    expect(run(s, ['bear'])).toEqual({ result: undefined, events: [], asked: [] });
  });
});
