// 601.2 casting a spell, on a board set up for it: the refusals at announcement (601.2a, 305.9,
// 307.1), the object put on the stack (601.2a) and the events of a spell becoming cast (601.2i,
// 605.5b).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { ObjectSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import type { ManaPool } from '../core/vocabulary';
import { act, creature, game, refusal, twoPlayers } from '../game/test-kit';

/** Alice (A) has priority in her precombat main phase of turn 2 with `hand`; Bob (B) holds a Bear. */
function board(
  hand: ObjectSetup[],
  more: { battlefield?: PermanentSetup[]; manaPool?: Partial<ManaPool>; step?: 'main' | 'upkeep' } = {},
): GameState {
  return game(
    twoPlayers({
      turn: 2,
      step: more.step ?? 'main',
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5, hand, manaPool: more.manaPool ?? {} },
        { id: 'B', name: 'Bob', library: 5, hand: [{ id: 'bear', card: creature('Bear', 2, 2) }] },
      ],
      battlefield: more.battlefield ?? [],
    }),
  );
}

const bolt: CardDef = {
  name: 'Bolt',
  types: ['Instant'],
  colors: ['R'],
  manaCost: '{R}',
  spell: { type: 'deal damage', amount: 3, target: 'any target' },
};

describe('601.2a, 305.9, 307.1: what can be cast, and when', () => {
  it("601.2a: only a card in the caster's own hand", () => {
    const s = board([]);
    expect(refusal(s, { type: 'cast-spell', player: 'A', card: 'bear' })).toEqual({
      code: 'cast-spell/not-in-hand',
      rules: ['601.2a'],
      params: { object: 'bear' },
    });
  });
  it('305.9: a land is played, never cast', () => {
    const s = board([{ id: 'forest', card: { name: 'Forest', types: ['Land'], colors: [] } }]);
    expect(refusal(s, { type: 'cast-spell', player: 'A', card: 'forest' })).toEqual({
      code: 'cast-spell/land',
      rules: ['305.9'],
      params: {},
    });
  });
  it('307.1, 505.6a: a sorcery only in a main phase of its caster’s turn, with an empty stack', () => {
    const rite: CardDef = { name: 'Rite', types: ['Sorcery'], colors: [], spell: { type: 'draw', count: 1 } };
    const s = board([{ id: 'rite', card: rite }], { step: 'upkeep' });
    expect(refusal(s, { type: 'cast-spell', player: 'A', card: 'rite' })).toEqual({
      code: 'cast-spell/timing',
      rules: ['505.6a', '307.1', '601.3'],
      params: { object: 'rite' },
    });
  });
});

describe('601.2a, 601.2i: the spell becomes cast', () => {
  it('on the stack, controlled by its caster, with its effect, text, colours, name and targets; one event', () => {
    const text = { en: 'Bolt deals 3 damage to any target.', zh: '闪电对任意一个目标造成3点伤害。' };
    const s = board([{ id: 'bolt', card: { ...bolt, text } }], { manaPool: { R: 1 } });
    const r = act(s, { type: 'cast-spell', player: 'A', card: 'bolt', targets: ['B'] });
    expect(r.state.stack).toEqual([
      {
        id: 'bolt',
        kind: 'spell',
        controller: 'A',
        source: 'bolt',
        ability: null,
        effect: bolt.spell,
        targets: ['B'],
        related: null,
        relatedPlayer: null,
        text,
        sourceColors: ['R'],
        sourceName: 'Bolt',
      },
    ]);
    // 601.2h: its mana cost was paid from the pool.
    expect(r.state.players[0].manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(r.events).toEqual([
      { type: 'spell-cast', rules: ['601.2', '601.2a', '601.2i'], player: 'A', object: 'bolt', objects: ['B'] },
    ]);
  });
  it('605.5b: a spell that adds mana is no mana ability: it is cast like any other (605.5)', () => {
    const ritual: CardDef = {
      name: 'Ritual',
      types: ['Instant'],
      colors: ['B'],
      spell: { type: 'add mana', mana: 'B' },
    };
    const s = board([{ id: 'ritual', card: ritual }]);
    const r = act(s, { type: 'cast-spell', player: 'A', card: 'ritual' });
    expect(r.state.stack.map((i) => i.id)).toEqual(['ritual']);
    expect(r.events).toEqual([
      {
        type: 'spell-cast',
        rules: ['601.2', '601.2a', '601.2i', '605.5', '605.5b'],
        player: 'A',
        object: 'ritual',
        objects: [],
      },
    ]);
  });
});
