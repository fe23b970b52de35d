// Timing restrictions: 506.7a–g (combat) and 503.2 (upkeep).
import { describe, expect, it } from 'vitest';
import type { CardDef, TimingRestriction } from '../core/cards';
import type { GameState } from '../core/state';
import { act, creature, game, passUntil, refusal, twoPlayers } from '../game/test-kit';
import { topFrame } from '../core/frames';
import { pendingDecision } from '../game/pending-decision';

const trick = (castOnly: TimingRestriction): CardDef => ({
  name: 'Trick',
  types: ['Instant'],
  colors: [],
  castOnly,
  spell: { type: 'gain life', amount: 1 },
});
const cast = (_s: GameState) => ({ type: 'cast-spell' as const, player: 'A', card: 'trick' });
function start(
  castOnly: TimingRestriction,
  attack: boolean,
  step: 'upkeep' | 'beginning of combat' = 'beginning of combat',
): GameState {
  return game(
    twoPlayers({
      turn: 3,
      step,
      phase: step === 'upkeep' ? 'beginning' : 'combat',
      priority: 'A',
      players: [
        { id: 'A', name: 'A', library: 5, hand: [{ id: 'trick', card: trick(castOnly) }] },
        { id: 'B', name: 'B', library: 5 },
      ],
      battlefield: attack
        ? [
            { id: 'x', card: creature('X', 1, 1), controller: 'A' },
            { id: 'y', card: creature('Y', 1, 1), controller: 'B' },
          ]
        : [],
    }),
  );
}
function toStep(s: GameState, step: string, attacks: boolean): GameState {
  let t = passUntil(s, (x) => x.turn.step === step || x.turn.step === 'declare attackers').state;
  if (t.turn.step === 'declare attackers' && topFrame(t).kind === 'decision')
    t = act(t, {
      type: 'declare-attackers',
      player: 'A',
      attacks: attacks ? [{ attacker: 'x', target: 'B' }] : [],
    }).state;
  t = passUntil(t, (x) => x.turn.step === step).state;
  if (pendingDecision(t)?.kind === 'declare-blockers')
    t = act(t, { type: 'declare-blockers', player: 'B', blocks: [] }).state;
  return t;
}

describe('506.7 combat timing restrictions', () => {
  it('506.7b/d: "only before blockers are declared"', () => {
    const s = start('before blockers are declared', true);
    expect(act(toStep(s, 'declare attackers', true), cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'declare blockers', true), cast(s)).rules).toEqual(['506.7b', '506.7d', '601.3']);
  });
  it('506.7e: with no attackers, only until the declare attackers step ends', () => {
    const s = start('before blockers are declared', true);
    const da = toStep(s, 'declare attackers', false);
    expect(act(da, cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'end of combat', false), cast(s)).rules).toEqual(['506.7b', '506.7e', '601.3']);
  });
  it('506.7a: "only before attackers are declared"', () => {
    const s = start('before attackers are declared', true);
    expect(act(s, cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'declare attackers', true), cast(s)).rules).toContain('506.7a');
  });
  it('506.7c/f: "only during combat after blockers are declared" — never when the blockers step is skipped', () => {
    const s = start('during combat after blockers are declared', true);
    expect(refusal(toStep(s, 'declare attackers', true), cast(s)).rules).toContain('506.7f');
    expect(act(toStep(s, 'declare blockers', true), cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'end of combat', false), cast(s)).rules).toContain('506.7f');
  });
  it('506.7c: "only during combat"', () => {
    const s = start('during combat', true);
    expect(act(s, cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'main', false), cast(s)).rules).toEqual(['506.7c', '601.3']);
  });
  it('506.7g: abilities too', () => {
    const pinger = creature('Pinger', 1, 1, {
      abilities: [
        { kind: 'activated', cost: [], activateOnly: 'during combat', effect: { type: 'gain life', amount: 1 } },
      ],
    });
    const s = game(
      twoPlayers({ turn: 3, step: 'main', priority: 'A', battlefield: [{ id: 'p', card: pinger, controller: 'A' }] }),
    );
    expect(refusal(s, { type: 'activate-ability', player: 'A', source: 'p', ability: 0 }).rules).toEqual([
      '506.7c',
      '506.7g',
      '602.1b',
      '602.5',
    ]);
  });
});

describe('503.2 "only after the upkeep step"', () => {
  it('not during the upkeep, but in the draw step', () => {
    const s = start('after upkeep', false, 'upkeep');
    expect(refusal(s, cast(s)).rules).toEqual(['503.2', '601.3']);
    expect(act(passUntil(s, (x) => x.turn.step === 'draw').state, cast(s)).state.stack).toHaveLength(1);
  });
});

describe('506.7b–c, 506.7e: "only during combat before blockers are declared"', () => {
  it('506.7c: outside combat the spell is refused for not being during combat, citing 506.7c alone', () => {
    const s = start('during combat before blockers are declared', true);
    expect(act(s, cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'main', false), cast(s)).rules).toEqual(['506.7c', '601.3']);
  });
  it('506.7e: in a combat without attackers the declare blockers step is skipped, so by the end of combat step it is too late', () => {
    const s = start('during combat before blockers are declared', true);
    expect(act(toStep(s, 'declare attackers', false), cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'end of combat', false), cast(s)).rules).toEqual(['506.7b', '506.7c', '506.7e', '601.3']);
  });
});

describe('506.7a, 506.7d: the first combat phase of a turn played from its beginning', () => {
  it('the beginning and main phases are not combat phases: attackers declared in the first combat close "before attackers are declared"', () => {
    const s = start('before attackers are declared', true, 'upkeep');
    expect(act(toStep(s, 'beginning of combat', true), cast(s)).state.stack).toHaveLength(1);
    expect(refusal(toStep(s, 'declare attackers', true), cast(s)).rules).toEqual(['506.7a', '506.7d', '601.3']);
  });
});
