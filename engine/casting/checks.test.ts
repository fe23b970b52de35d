// What casting a spell and activating an ability share (601.2c, 601.2h, 602.2b): the number of
// targets and each target's legality, named with the rule that makes it illegal (702.16b
// protection, 801.4 range of influence); a mana cost this engine cannot read. And which spells
// become permanents as they resolve (608.3, 110.4).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { GameSetup, ObjectSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, game, passUntil, refusal, twoPlayers } from '../game/test-kit';
import { createGame } from '../play';

/** Alice (A) has priority in her precombat main phase of turn 2 with `hand`, `battlefield` and `graveyard`. */
function board(
  hand: ObjectSetup[],
  battlefield: PermanentSetup[] = [],
  graveyard: ObjectSetup[] = [],
  more: Partial<GameSetup> = {},
): GameState {
  return game(
    twoPlayers({
      turn: 2,
      step: 'main',
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5, hand, graveyard },
        { id: 'B', name: 'Bob', library: 5 },
      ],
      battlefield,
      ...more,
    }),
  );
}

/** "Deal 2 damage to target creature", of these colours. */
const zap = (colors: CardDef['colors']): CardDef => ({
  name: 'Zap',
  types: ['Instant'],
  colors,
  spell: { type: 'deal damage', amount: 2, target: 'target creature' },
});

const cast = (card: string, targets?: string[]) =>
  ({ type: 'cast-spell', player: 'A', card, ...(targets ? { targets } : {}) }) as const;

describe('601.2c: the targets announced', () => {
  it('as many targets as the spell has target words: none given for one', () => {
    const s = board([{ id: 'zap', card: zap(['R']) }], [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'B' }]);
    expect(refusal(s, cast('zap'))).toEqual({
      code: 'cast-spell/wrong-number-of-targets',
      rules: ['601.2c'],
      params: { count: 1 },
    });
    expect(refusal(s, cast('zap', ['bear', 'bear']))).toEqual({
      code: 'cast-spell/wrong-number-of-targets',
      rules: ['601.2c'],
      params: { count: 1 },
    });
  });
  it('targets that are not a list of ids are refused before any step of casting (the action is malformed)', () => {
    const s = board([{ id: 'zap', card: zap(['R']) }], [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'B' }]);
    for (const targets of ['bear', [1], [null], { 0: 'bear' }])
      expect(refusal(s, { ...cast('zap'), targets } as unknown as Action)).toEqual({
        code: 'action/malformed',
        rules: [],
        params: { field: 'targets' },
      });
  });
  it('a player is no legal "target creature"', () => {
    const s = board([{ id: 'zap', card: zap(['R']) }]);
    expect(refusal(s, cast('zap', ['B']))).toEqual({
      code: 'cast-spell/illegal-target',
      rules: ['601.2c'],
      params: { target: 'B', spec: 'target creature', outOfRange: false },
    });
  });
  it('702.16b: a creature with protection from red is no legal target of a red and green spell', () => {
    const guard = creature('Guard', 2, 2, { keywords: [{ protection: 'R' }] });
    const s = board([{ id: 'zap', card: zap(['R', 'G']) }], [{ id: 'guard', card: guard, controller: 'B' }]);
    expect(refusal(s, cast('zap', ['guard']))).toEqual({
      code: 'cast-spell/illegal-target',
      rules: ['601.2c', '702.16b'],
      params: { target: 'guard', spec: 'target creature', outOfRange: false },
    });
  });
  it('a creature card in a graveyard is no "target creature" (a permanent, 115.1, 109.2), protection or not', () => {
    const guard = creature('Guard', 2, 2, { keywords: [{ protection: 'R' }] });
    const s = board([{ id: 'zap', card: zap(['R']) }], [], [{ id: 'guard', card: guard }]);
    expect(refusal(s, cast('zap', ['guard']))).toEqual({
      code: 'cast-spell/illegal-target',
      rules: ['601.2c'],
      params: { target: 'guard', spec: 'target creature', outOfRange: false },
    });
  });
  it('801.4: a creature beyond the range of influence is no legal target', () => {
    const s = game({
      players: ['A', 'B', 'C', 'D', 'E'].map((id) => ({
        id,
        name: id,
        library: 5,
        hand: id === 'A' ? [{ id: 'zap', card: zap(['R']) }] : [],
      })),
      variant: { rangeOfInfluence: 1 },
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'ox', card: creature('Ox', 2, 4), controller: 'C' }],
    });
    expect(refusal(s, cast('zap', ['ox']))).toEqual({
      code: 'cast-spell/illegal-target',
      rules: ['601.2c', '801.4'],
      params: { target: 'ox', spec: 'target creature', outOfRange: true },
    });
  });
});

describe('602.2b, 107.4: a mana cost', () => {
  it('in a notation this engine does not read is refused by setup, named', () => {
    const relic: CardDef = {
      name: 'Relic',
      types: ['Artifact'],
      colors: [],
      abilities: [{ kind: 'activated', cost: [{ type: 'mana', mana: '{Q}' }], effect: { type: 'draw', count: 1 } }],
    };
    const r = createGame(
      twoPlayers({ turn: 2, step: 'main', priority: 'A', battlefield: [{ id: 'r', card: relic, controller: 'A' }] }),
    );
    if (r.ok) throw new Error('expected setup to refuse the cost');
    expect(r.error).toEqual({
      code: 'setup/invalid-card',
      field: 'battlefield[0].card.abilities[0].cost[0].mana',
      params: { problem: 'mana cost', value: '"{Q}"' },
    });
  });
});

describe('608.3, 110.4: a permanent spell becomes a permanent as it resolves', () => {
  it.each([
    ['a planeswalker', { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 } as CardDef],
    ['a battle', { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 } as CardDef],
  ])('%s', (_, card) => {
    const s = act(board([{ id: 'x', card }]), cast('x')).state;
    const r = passUntil(s, (t) => t.stack.length === 0);
    expect(r.events.find((e) => e.type === 'resolved')).toEqual({
      type: 'resolved',
      rules: ['608.2'],
      kind: 'spell',
      object: 'x',
      source: 'x',
    });
    expect(r.events.find((e) => e.type === 'zone-change')).toEqual({
      type: 'zone-change',
      rules: ['608.3', '608.3a'],
      object: 'x',
      from: 'stack',
      to: 'battlefield',
    });
  });
});

describe('306.5b, 310.4b: a planeswalker or battle spell enters with its loyalty or defense counters (614.1c)', () => {
  it.each([
    [
      'a planeswalker',
      { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 } as CardDef,
      'loyalty',
      3,
      '306.5b',
    ],
    [
      'a battle',
      { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 } as CardDef,
      'defense',
      5,
      '310.4b',
    ],
  ] as const)('%s', (_, card, counter, amount, rule) => {
    const s = act(board([{ id: 'x', card }]), cast('x')).state;
    const r = passUntil(s, (t) => t.stack.length === 0);
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([
      {
        type: 'replaced',
        rules: [rule, '614.1c', '614.12'],
        effect: 'enters with counters',
        source: 'x',
        object: 'x',
        counter,
        amount,
      },
    ]);
    // With its counters, state-based actions leave it on the battlefield (704.5i, 704.5v).
    expect(r.state.objects.x.zone).toBe('battlefield');
    expect(r.state.objects.x.counters).toEqual({ [counter]: amount });
  });
});

describe('310.8a: a battle enters with a protector', () => {
  it.each([
    ['a Siege: an opponent of its controller (310.11a)', ['Siege'], 'B'],
    ['a battle with no battle type: its controller', [], 'A'],
  ] as const)('%s', (_, subtypes, protector) => {
    const card: CardDef = { name: 'Siege', types: ['Battle'], subtypes: [...subtypes], colors: [], defense: 5 };
    const s = act(board([{ id: 'x', card }]), cast('x')).state;
    const r = passUntil(s, (t) => t.stack.length === 0);
    expect(r.state.objects.x.protector).toBe(protector);
  });
});
