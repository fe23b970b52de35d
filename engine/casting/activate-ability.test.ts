// 602 activating an ability, on a board set up for it: the refusals (602.2, 602.1c, 602.2b, 601.2h),
// the costs' events (602.2b: tapping 701.26, sacrificing 701.17, discarding 701.8), the object put
// on the stack (602.2a, 602.2i) and the mana abilities that don't use it (605).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { ActivatedAbilityDef, CardDef } from '../core/cards';
import type { ObjectSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, game, refusal, twoPlayers } from '../game/test-kit';
import { isManaAbility } from './activate-ability';

const draw = { type: 'draw', count: 1 } as const;
const shock = { type: 'deal damage', amount: 1, target: 'any target' } as const;
const addG = { type: 'add mana', mana: 'G' } as const;

/** A non-creature artifact with these activated abilities (no summoning sickness to think of). */
const artifact = (abilities: ActivatedAbilityDef[], more: Partial<CardDef> = {}): CardDef => ({
  name: 'Relic',
  types: ['Artifact'],
  colors: [],
  abilities,
  ...more,
});

/** Alice (A) has priority in her precombat main phase of turn 2, with `hand` and `battlefield`. */
function board(battlefield: PermanentSetup[], hand: ObjectSetup[] = []): GameState {
  return game(
    twoPlayers({
      turn: 2,
      step: 'main',
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5, hand },
        { id: 'B', name: 'Bob', library: 5 },
      ],
      battlefield,
    }),
  );
}

const activate = (more: Partial<Extract<Action, { type: 'activate-ability' }>> = {}): Action => ({
  type: 'activate-ability',
  player: 'A',
  source: 'r',
  ability: 0,
  ...more,
});

const cards = (...ids: string[]): ObjectSetup[] => ids.map((id) => ({ id, card: creature(id, 1, 1) }));

describe('605.1a: which abilities are mana abilities', () => {
  it('an ability that adds mana and has no target is one', () => {
    expect(isManaAbility(addG)).toBe(true);
    expect(isManaAbility([addG, { type: 'add mana', mana: 'R' }])).toBe(true);
  });
  it('an ability with no effect could add no mana: it is none', () => {
    expect(isManaAbility([])).toBe(false);
  });
  it('an ability that could add no mana is none', () => {
    expect(isManaAbility(draw)).toBe(false);
    expect(isManaAbility([draw, shock])).toBe(false);
  });
});

describe('602.2, 602.1c: what can be activated, and by whom', () => {
  it('602.2: only an ability of a permanent on the battlefield', () => {
    const relic = artifact([{ kind: 'activated', cost: [], effect: draw }]);
    const s = board([], [{ id: 'r', card: relic }]);
    expect(refusal(s, activate())).toEqual({
      code: 'activate-ability/no-source',
      rules: ['602.2'],
      params: { object: 'r' },
    });
  });
  it("602.2: only by the permanent's controller", () => {
    const relic = artifact([{ kind: 'activated', cost: [], effect: draw }]);
    const s = board([{ id: 'r', card: relic, controller: 'B' }]);
    expect(refusal(s, activate())).toEqual({
      code: 'activate-ability/not-controller',
      rules: ['602.2'],
      params: { object: 'r' },
    });
  });
  it('602.1c: only an ability the object has', () => {
    const relic = artifact([{ kind: 'activated', cost: [], effect: draw }]);
    const s = board([{ id: 'r', card: relic, controller: 'A' }]);
    expect(refusal(s, activate({ ability: 3 }))).toEqual({
      code: 'activate-ability/no-such-ability',
      rules: ['602.1c'],
      params: { object: 'r', index: 3 },
    });
  });
});

describe('602.2a, 602.2i: the ability becomes an object on the stack', () => {
  it('controlled by its activator, with its source, effect, text and targets; its cost paid (602.1a)', () => {
    const text = { en: '{T}: Relic deals 1 damage to any target.', zh: '{T}：圣物对任意一个目标造成1点伤害。' };
    const relic = artifact([{ kind: 'activated', cost: [{ type: 'tap' }], effect: shock, text }], { colors: ['R'] });
    const s = board([{ id: 'r', card: relic, controller: 'A' }]);
    const r = act(s, activate({ targets: ['B'] }));
    const id = r.state.stack[0]?.id;
    expect(r.state.stack).toEqual([
      {
        id,
        kind: 'activated ability',
        controller: 'A',
        source: 'r',
        ability: 0,
        effect: shock,
        targets: ['B'],
        related: null,
        relatedPlayer: null,
        text,
        sourceColors: ['R'],
        sourceName: 'Relic',
      },
    ]);
    expect(r.events).toEqual([
      { type: 'tapped', rules: ['602.2b'], object: 'r', cause: 'cost' },
      {
        type: 'ability-activated',
        rules: ['602.2', '602.2a', '602.1a'],
        player: 'A',
        source: 'r',
        object: id,
        objects: ['B'],
      },
    ]);
  });
  it('605.5a: an ability with a target that could add mana is no mana ability, and uses the stack', () => {
    const pump = { type: 'pump', power: 1, toughness: 1, target: 'target creature', duration: 'end of turn' } as const;
    const druid = creature('Druid', 1, 1, {
      abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: [addG, pump] }],
    });
    const s = board([{ id: 'r', card: druid, controller: 'A' }]);
    const r = act(s, activate({ targets: ['r'] }));
    const id = r.state.stack[0]?.id;
    expect(r.state.stack).toHaveLength(1);
    expect(r.events).toEqual([
      { type: 'tapped', rules: ['602.2b'], object: 'r', cause: 'cost' },
      {
        type: 'ability-activated',
        rules: ['602.2', '602.2a', '602.1a', '605.5', '605.5a'],
        player: 'A',
        source: 'r',
        object: id,
        objects: ['r'],
      },
    ]);
    expect(r.state.players[0].manaPool.G).toBe(0);
  });
  it('605.5a is about an ability that could add mana: one with no target that draws is not said to be one', () => {
    const relic = artifact([{ kind: 'activated', cost: [{ type: 'tap' }], effect: draw }]);
    const s = board([{ id: 'r', card: relic, controller: 'A' }]);
    const cited = act(s, activate()).events.flatMap((e) => e.rules);
    expect(cited).not.toContain('605.5a');
    expect(cited).not.toContain('605.5');
  });
});

describe('605.3: a mana ability', () => {
  it("605.3b: is activated like any other, its cost paid, and doesn't use the stack: it resolves at once", () => {
    const s = board([
      { id: 'r', card: artifact([{ kind: 'activated', cost: [{ type: 'tap' }], effect: addG }]), controller: 'A' },
    ]);
    const r = act(s, activate());
    expect(r.state.stack).toEqual([]);
    expect(r.events).toEqual([
      { type: 'tapped', rules: ['602.2b'], object: 'r', cause: 'cost' },
      { type: 'mana-ability-activated', rules: ['605.3', '605.3b', '602.1a'], player: 'A', source: 'r' },
      { type: 'mana-added', rules: ['106.4'], player: 'A', amount: 1, mana: 'G' },
    ]);
  });

  it('605.3b, 608.2c: with two instructions ("Add {G}. Add {R}."), both are carried out at once, in order', () => {
    const both = artifact([
      { kind: 'activated', cost: [{ type: 'tap' }], effect: [addG, { type: 'add mana', mana: 'R' }] },
    ]);
    const r = act(board([{ id: 'r', card: both, controller: 'A' }]), activate());
    expect(r.state.stack).toEqual([]);
    expect(r.events.filter((e) => e.type === 'mana-added')).toEqual([
      { type: 'mana-added', rules: ['106.4'], player: 'A', amount: 1, mana: 'G' },
      { type: 'mana-added', rules: ['106.4'], player: 'A', amount: 1, mana: 'R' },
    ]);
  });
});

describe('602.2b: paying the costs', () => {
  it('701.17: "sacrifice this" sacrifices the source, and taps nothing', () => {
    const relic = artifact([{ kind: 'activated', cost: [{ type: 'sacrifice this' }], effect: shock }]);
    const s = board([{ id: 'r', card: relic, controller: 'A' }]);
    const r = act(s, activate({ targets: ['B'] }));
    expect(r.events).toEqual([
      { type: 'sacrificed', rules: ['602.2b', '701.17'], object: 'r', from: 'battlefield', to: 'graveyard' },
      {
        type: 'ability-activated',
        rules: ['602.2', '602.2a', '602.1a'],
        player: 'A',
        source: 'r',
        object: r.state.stack[0]?.id,
        objects: ['B'],
      },
    ]);
  });
  it('601.2h: a tapped permanent cannot pay {T}', () => {
    const relic = artifact([{ kind: 'activated', cost: [{ type: 'tap' }], effect: draw }]);
    const s = board([{ id: 'r', card: relic, controller: 'A', tapped: true }]);
    expect(refusal(s, activate())).toEqual({
      code: 'activate-ability/already-tapped',
      rules: ['602.2b', '601.2h'],
      params: { object: 'r' },
    });
  });
  it('302.6, 602.5a: nor a creature that came under its controller’s control this turn', () => {
    const tim = creature('Tim', 1, 1, { abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: shock }] });
    const s = board([{ id: 'r', card: tim, controller: 'A', summoningSick: true }]);
    expect(refusal(s, activate({ targets: ['B'] }))).toEqual({
      code: 'activate-ability/summoning-sick',
      rules: ['302.6', '602.5a'],
      params: { object: 'r' },
    });
  });
});

describe('602.2b, 701.8: a discard cost, the cards chosen from the hand', () => {
  const looter = (count: number) =>
    artifact([{ kind: 'activated', cost: [{ type: 'tap' }, { type: 'discard', count }], effect: draw }]);
  const refused = (count: number) => ({
    code: 'activate-ability/choose-discards',
    rules: ['602.2b', '601.2h'],
    params: { count },
  });

  it('the chosen cards are discarded', () => {
    const s = board([{ id: 'r', card: looter(1), controller: 'A' }], cards('h1', 'h2'));
    const r = act(s, activate({ discards: ['h2'] }));
    expect(r.events).toEqual([
      { type: 'tapped', rules: ['602.2b'], object: 'r', cause: 'cost' },
      { type: 'discarded', rules: ['602.2b', '701.8'], player: 'A', object: 'h2', from: 'hand', to: 'graveyard' },
      {
        type: 'ability-activated',
        rules: ['602.2', '602.2a', '602.1a'],
        player: 'A',
        source: 'r',
        object: r.state.stack[0]?.id,
        objects: [],
      },
    ]);
  });
  it('with exactly as many cards in hand as the cost asks, they are the ones discarded, unnamed', () => {
    const s = board([{ id: 'r', card: looter(2), controller: 'A' }], cards('h1', 'h2'));
    const r = act(s, activate());
    expect(r.events.filter((e) => e.type === 'discarded').map((e) => 'object' in e && e.object)).toEqual(['h1', 'h2']);
    expect(r.state.players[0].hand).toEqual([]);
  });
  it('with more cards in hand, they must be named', () => {
    const s = board([{ id: 'r', card: looter(1), controller: 'A' }], cards('h1', 'h2'));
    expect(refusal(s, activate())).toEqual(refused(1));
  });
  it('as many as the cost asks, neither fewer nor more', () => {
    const s = board([{ id: 'r', card: looter(1), controller: 'A' }], cards('h1', 'h2'));
    expect(refusal(s, activate({ discards: ['h1', 'h2'] }))).toEqual(refused(1));
    expect(refusal(s, activate({ discards: [] }))).toEqual(refused(1));
  });
  it('each a different card', () => {
    const s = board([{ id: 'r', card: looter(2), controller: 'A' }], cards('h1', 'h2', 'h3'));
    expect(refusal(s, activate({ discards: ['h1', 'h1'] }))).toEqual(refused(2));
  });
  it('each a card in the hand: not one elsewhere', () => {
    const s = board(
      [
        { id: 'r', card: looter(2), controller: 'A' },
        { id: 'x', card: creature('X', 1, 1), controller: 'A' },
      ],
      cards('h1', 'h2', 'h3'),
    );
    expect(refusal(s, activate({ discards: ['h1', 'x'] }))).toEqual(refused(2));
    expect(refusal(s, activate({ discards: ['x', 'h1'] }))).toEqual(refused(2));
    expect(refusal(s, activate({ discards: ['r', 'h1'] }))).toEqual(refused(2)); // the source itself
  });
  it('named cards are checked even when the hand holds exactly as many', () => {
    const s = board(
      [
        { id: 'r', card: looter(1), controller: 'A' },
        { id: 'x', card: creature('X', 1, 1), controller: 'A' },
      ],
      cards('h1'),
    );
    expect(refusal(s, activate({ discards: ['x'] }))).toEqual(refused(1));
  });
});
