// Prevention effects (615) as replacement effects met one by one (616.1): protection (702.16e),
// "prevent the next N damage" shields (615.7), "the next time a source would deal damage" (615.8)
// and "prevent all damage a source would deal" (615.9) — the whole events they report compared.
import { describe, expect, it } from 'vitest';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { act, creature, decision, game, twoPlayers } from '../game/test-kit';

const instant = (name: string, spell: EffectDef | EffectDef[], colors: CardDef['colors'] = ['W']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});

const shield3 = instant('Shield', { type: 'prevent damage', amount: 3, target: 'any target' });
const shield0 = instant('Shield 0', { type: 'prevent damage', amount: 0, target: 'any target' });
const nextTime = instant('Next time', { type: 'prevent the next time', source: 'target creature' });
const allRed = instant('All red', {
  type: 'prevent all damage from a source',
  source: 'a source of your choice',
  properties: { color: 'R' },
});
const sweep = instant('Sweep', { type: 'deal damage', amount: 2, target: 'each creature' }, ['R']);
const shock = instant('Shock', { type: 'deal damage', amount: 2, target: 'any target' }, ['R']);
/** A red instant whose own static ability says its damage can't be prevented (615.12), while it is a spell. */
const unstoppable: CardDef = {
  ...instant('Unstoppable', { type: 'deal damage', amount: 2, target: 'any target' }, ['R']),
  abilities: [{ kind: 'static', rule: "damage can't be prevented" }],
};
/** "{R}: [this] deals 2 damage to any target" (ability 0). */
const pyro = creature('Pyromancer', 1, 5, {
  colors: ['R'],
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'mana', mana: '{R}' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});
const knight = creature('Knight', 2, 9, { colors: ['W'], keywords: [{ protection: 'R' }] });

function board(): GameState {
  return game(
    twoPlayers({
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: 20,
          hand: [
            { id: 'shield', card: shield3 },
            { id: 'shield0', card: shield0 },
            { id: 'next', card: nextTime },
            { id: 'all', card: allRed },
            { id: 'shock', card: shock },
            { id: 'sweep', card: sweep },
            { id: 'bolt', card: unstoppable },
          ],
          manaPool: { R: 3 },
        },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [
        { id: 'pyro', card: pyro, controller: 'A' },
        { id: 'bear', card: creature('Bear', 2, 9), controller: 'B' },
        { id: 'knight', card: knight, controller: 'B' },
      ],
    }),
  );
}

/** Both players pass: the top of the stack resolves. */
function settle(s: GameState): { state: GameState; events: GameEvent[] } {
  const first = act(s, { type: 'pass-priority', player: 'A' });
  const second = act(first.state, { type: 'pass-priority', player: 'B' });
  return { state: second.state, events: [...first.events, ...second.events] };
}
const cast = (s: GameState, card: string, targets: string[] = []) =>
  settle(act(s, { type: 'cast-spell', player: 'A', card, targets }).state);
const fire = (s: GameState, target: string) =>
  settle(act(s, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets: [target] }).state);
const ofType = (events: GameEvent[], type: GameEvent['type']) => events.filter((e) => e.type === type);

describe('615.7: a "prevent the next N damage" shield', () => {
  it('615.6, 615.7: it absorbs all it can — the whole of 2, then 1 of the next 2, and wears out', () => {
    const s = cast(board(), 'shield', ['bear']).state;
    const first = fire(s, 'bear');
    expect(ofType(first.events, 'damage-prevented')).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1', '615.7', '615.6'],
        source: 'pyro',
        target: 'bear',
        amount: 2,
        combat: false,
        by: 'shield',
      },
    ]);
    expect(first.state.objects.bear.damage).toBe(0);
    const second = fire(first.state, 'bear');
    expect(ofType(second.events, 'damage-prevented')).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1', '615.7'],
        source: 'pyro',
        target: 'bear',
        amount: 1,
        combat: false,
        by: 'shield',
      },
    ]);
    expect(second.state.objects.bear.damage).toBe(1);
    expect(second.state.shields).toEqual([]);
  });

  it('615.7: "prevent the next 0 damage" prevents nothing: no prevention effect applies', () => {
    const s = cast(board(), 'shield0', ['bear']).state;
    const r = fire(s, 'bear');
    expect(ofType(r.events, 'damage-prevented')).toEqual([]);
    expect(r.state.objects.bear.damage).toBe(2);
  });
});

describe('702.16e: protection prevents damage from a source of the stated colour', () => {
  it('the damage is prevented whole (615.6), reported with its rules', () => {
    const r = cast(board(), 'sweep');
    expect(ofType(r.events, 'damage-prevented')).toEqual([
      {
        type: 'damage-prevented',
        rules: ['702.16e', '615.1', '615.6'],
        source: 'sweep',
        target: 'knight',
        amount: 2,
        combat: false,
        by: 'protection',
      },
    ]);
    expect(r.state.objects.knight.damage).toBe(0);
  });

  it('616.1: with a shield too, the controller of the affected permanent chooses which applies first', () => {
    const s = cast(board(), 'shield', ['knight']).state;
    const x = act(s, { type: 'cast-spell', player: 'A', card: 'sweep', targets: [] }).state;
    const asked = act(x, { type: 'pass-priority', player: 'A' }).state;
    const y = act(asked, { type: 'pass-priority', player: 'B' }).state;
    const d = decision(y);
    expect(d).toMatchObject({
      kind: 'choose-replacement',
      player: 'B',
      options: [
        { key: 'protection:knight', source: 'knight', effect: 'protection' },
        { key: expect.stringMatching(/^shield:/), source: 'shield', effect: 'prevention shield' },
      ],
    });
  });
});

describe('615.8, 615.9: shields keyed to a source', () => {
  it('616.1: a next-time shield and a "prevent the next 3" shield: Bob chooses; the one chosen alone is used up', () => {
    let s = cast(board(), 'shield', ['bear']).state;
    s = cast(s, 'next', ['pyro']).state;
    const x = act(s, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets: ['bear'] }).state;
    const y = act(act(x, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    const d = decision(y);
    if (d.kind !== 'choose-replacement') throw new Error('expected the 616.1 question');
    expect(d.options.map((o) => [o.source, o.effect])).toEqual([
      ['next', 'prevent the next time'],
      ['shield', 'prevention shield'],
    ]);
    const nextKey = `shield:${s.shields.find((e) => e.from === 'pyro')!.id}`;
    expect(d.options[0].key).toBe(nextKey);
    const r = act(y, { type: 'choose-replacement', player: 'B', effect: nextKey });
    expect(ofType(r.events, 'damage-prevented')).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1', '615.8', '615.6'],
        source: 'pyro',
        target: 'bear',
        amount: 2,
        combat: false,
        by: 'shield',
      },
    ]);
    // The next-time shield is used up; the other is untouched.
    expect(r.state.shields).toEqual([expect.objectContaining({ source: 'shield', object: 'bear', remaining: 3 })]);
  });

  it('615.8: the shield watches its own source: another source’s damage is dealt', () => {
    const s = cast(board(), 'next', ['pyro']).state;
    const r = cast(s, 'shock', ['bear']);
    expect(ofType(r.events, 'damage-prevented')).toEqual([]);
    expect(r.state.objects.bear.damage).toBe(2);
    expect(r.state.shields).toHaveLength(1);
  });

  it('615.9, 609.7b, 616.1: "prevent all damage a red source of your choice would deal", beside a shield: Bob chooses', () => {
    const s = cast(board(), 'shield', ['bear']).state;
    const chosen = act(settle(act(s, { type: 'cast-spell', player: 'A', card: 'all', targets: [] }).state).state, {
      type: 'choose-objects',
      player: 'A',
      objects: ['pyro'],
    }).state;
    const x = act(chosen, {
      type: 'activate-ability',
      player: 'A',
      source: 'pyro',
      ability: 0,
      targets: ['bear'],
    }).state;
    const y = act(act(x, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    const d = decision(y);
    if (d.kind !== 'choose-replacement') throw new Error('expected the 616.1 question');
    expect(d.options.map((o) => [o.source, o.effect])).toEqual([
      ['all', 'prevent all from a source'],
      ['shield', 'prevention shield'],
    ]);
    const r = act(y, { type: 'choose-replacement', player: 'B', effect: d.options[0].key });
    expect(ofType(r.events, 'damage-prevented')).toEqual([
      {
        type: 'damage-prevented',
        rules: ['615.1', '615.9', '609.7b', '615.6'],
        source: 'pyro',
        target: 'bear',
        amount: 2,
        combat: false,
        by: 'shield',
      },
    ]);
    expect(r.state.shields).toHaveLength(2); // 615.9: never used up; the other shield untouched
    expect(r.state.shields.find((e) => e.source === 'shield')?.remaining).toBe(3);
  });
});

describe("615.12: the spell's own static ability", () => {
  it("its damage can't be prevented while it is a spell on the stack: the shield prevents none of it", () => {
    const s = cast(board(), 'shield', ['bear']).state;
    const r = cast(s, 'bolt', ['bear']);
    expect(ofType(r.events, 'damage-prevented')).toEqual([]);
    expect(r.state.objects.bear.damage).toBe(2);
    expect(r.state.shields[0].remaining).toBe(3);
  });
});
