// Costs to attack and to block (508.1d, 508.1h–j, 509.1c, 509.1d–f), compared whole: the total
// cost a declaration has, what a declaration that can't pay it gets, which requirements a cost
// leaves out, and the mana abilities named to pay.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef, Keyword } from '../core/cards';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, decision, game, passUntil, refusal, teamsInCombat } from '../game/test-kit';

/** "Creatures can't attack you unless their controller pays [mana] for each creature they control that's attacking you." */
const attackToll = (mana: string): CardDef => ({
  name: `Attack Toll ${mana}`,
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule: 'attack cost', mana }],
});
/** "Creatures can't block unless their controller pays [mana] for each blocking creature they control." */
const blockToll = (mana: string): CardDef => ({
  name: `Block Toll ${mana}`,
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule: 'block cost', mana }],
});
const land = (color: 'G' | 'W'): CardDef => ({
  name: `Land ${color}`,
  types: ['Land'],
  colors: [],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: color } }],
});
const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
const with_ = (name: string, keywords: Keyword[]) => creature(name, 2, 2, { keywords });

const seats = (n: number) => ['A', 'B', 'C', 'D'].slice(0, n).map((id) => ({ id, name: id, library: 10 }));

const attackersStep = (battlefield: PermanentSetup[], players = 2): GameState =>
  game({
    players: seats(players),
    turn: 3,
    activePlayer: 'A',
    phase: 'combat',
    step: 'declare attackers',
    battlefield,
  });

const attack = (attacks: [string, string][], manaAbilities?: unknown): Action =>
  ({
    type: 'declare-attackers',
    player: 'A',
    attacks: attacks.map(([attacker, target]) => ({ attacker, target })),
    ...(manaAbilities === undefined ? {} : { manaAbilities }),
  }) as Action;

/** A's 1/1 creature x, not attacking yet. */
const attackerX: PermanentSetup = { id: 'x', card: creature('X', 1, 1), controller: 'A' };
/** `controller`'s permanent making each creature attacking them cost `mana`. */
const toll = (mana: string, controller: string): PermanentSetup => ({ id: 'toll', card: attackToll(mana), controller });

const cannotPay = (cost: string) => ({
  code: 'declare-attackers/cannot-pay-cost',
  rules: ['508.1j', '508.1h'],
  params: { cost },
});

describe('508.1h, 508.1j: the total cost to attack', () => {
  // [test, battlefield, [cost refused, ...the attacks declared][]]
  for (const [name, battlefield, costs] of [
    [
      '508.1h: each creature attacking a taxed player adds the cost, generic and coloured, to the total',
      [attackerX, { id: 'y', card: creature('Y', 1, 1), controller: 'A' }, toll('{1}{W}', 'B')],
      [
        ['{1}{W}', ['x', 'B']],
        ['{2}{W}{W}', ['x', 'B'], ['y', 'B']],
      ],
    ],
    [
      '508.1h: a cost of coloured mana alone is said without a generic part',
      [attackerX, toll('{W}', 'B')],
      [['{W}', ['x', 'B']]],
    ],
    [
      "508.1h: attacking a planeswalker is taxed by its controller's cost",
      [attackerX, { id: 'pw', card: walker, controller: 'B' }, toll('{2}', 'B')],
      [['{2}', ['x', 'pw']]],
    ],
  ] as [string, PermanentSetup[], [string, ...[string, string][]][]][])
    it(name, () => {
      const s = attackersStep(battlefield);
      for (const [cost, ...attacks] of costs) expect(refusal(s, attack(attacks))).toStrictEqual(cannotPay(cost));
    });
  const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
  // [test, battlefield, what x attacks, for no cost]
  for (const [name, battlefield, target] of [
    [
      '508.1h: attacking a battle is not attacking its controller: their cost to attack them does not apply',
      [attackerX, { id: 'siege', card: siege, controller: 'A', protector: 'B' }, toll('{2}', 'A')],
      'siege',
    ],
    [
      "508.1h: a player's own cost to attack them does not tax their attacks, and a declaration with no cost pays nothing",
      [attackerX, toll('{2}', 'A')],
      'B',
    ],
  ] as [string, PermanentSetup[], string][])
    it(name, () => {
      const r = act(attackersStep(battlefield), attack([['x', target]]));
      expect(r.events.map((e) => e.type)).toEqual(['tapped', 'attackers-declared', 'priority-given']);
    });
  it('508.1i, 508.1j: the mana abilities named are activated and the cost is paid from the pool', () => {
    const s = attackersStep([
      attackerX,
      { id: 'g', card: land('G'), controller: 'A' },
      { id: 'w', card: land('W'), controller: 'A' },
      toll('{1}{W}', 'B'),
    ]);
    const r = act(
      s,
      attack(
        [['x', 'B']],
        [
          { source: 'g', ability: 0 },
          { source: 'w', ability: 0 },
        ],
      ),
    );
    expect(r.events.find((e) => e.type === 'attack-cost-paid')).toStrictEqual({
      type: 'attack-cost-paid',
      rules: ['508.1h', '508.1j'],
      player: 'A',
      cost: '{1}{W}',
    });
  });
  it('508.1i, 605.1a: only an activated mana ability can be named to pay', () => {
    const triggeredMana: CardDef = {
      name: 'Chime',
      types: ['Artifact'],
      colors: [],
      abilities: [{ kind: 'triggered', trigger: 'you attack', effect: { type: 'add mana', mana: 'G' } }],
    };
    const s = attackersStep([attackerX, { id: 'chime', card: triggeredMana, controller: 'A' }, toll('{1}', 'B')]);
    for (const m of [
      { source: 'chime', ability: 0 },
      { source: 'x', ability: 0 },
      { source: 'nothing', ability: 0 },
    ])
      expect(refusal(s, attack([['x', 'B']], [m]))).toStrictEqual({
        code: 'declare-attackers/not-a-mana-ability',
        rules: ['508.1i', '605.1a'],
        params: { source: m.source, ability: '0' },
      });
  });
});

describe('508.1d: a requirement that needs a cost to obey is left out', () => {
  const eager = with_('Eager', ['attacks each combat if able']);
  it('508.1d: with every player and planeswalker it could attack taxed, a creature that attacks each combat if able may stay home', () => {
    const s = attackersStep(
      [
        { id: 'eager', card: eager, controller: 'A' },
        { id: 'toll-b', card: attackToll('{1}'), controller: 'B' },
        { id: 'toll-c', card: attackToll('{1}'), controller: 'C' },
      ],
      3,
    );
    expect(act(s, attack([])).events.find((e) => e.type === 'attackers-declared')).toMatchObject({ objects: [] });
  });
  it('508.1d: with one player it could attack for free, the requirement stands', () => {
    const s = attackersStep(
      [
        { id: 'eager', card: eager, controller: 'A' },
        { id: 'toll-b', card: attackToll('{1}'), controller: 'B' },
      ],
      3,
    );
    expect(refusal(s, attack([]))).toStrictEqual({
      code: 'declare-attackers/requirement-not-maximised',
      rules: ['508.1d'],
      params: { obeyed: 0, maximum: 1, example: [{ en: 'Eager', zh: 'Eager' }] },
    });
  });
  it("508.1c, 508.1d: only the requirement is left out; the creature's restrictions stay", () => {
    const s = attackersStep([
      { id: 'wall', card: with_('Wall', ['attacks each combat if able', 'defender']), controller: 'A' },
      attackerX,
      toll('{0}', 'B'),
    ]);
    expect(refusal(s, attack([['wall', 'B']]))).toStrictEqual({
      code: 'declare-attackers/defender',
      rules: ['508.1c', '702.3b'],
      params: { creature: { en: 'Wall', zh: 'Wall' } },
    });
  });
});

describe('509.1c–f: a cost to block', () => {
  /** A attacks B with a flyer that must be blocked if able; A's permanent makes each blocker cost {1}. */
  const blockersStep = (): GameState => {
    const s = attackersStep([
      { id: 'flyer', card: with_('Flyer', ['flying', 'must be blocked if able']), controller: 'A' },
      { id: 'toll', card: blockToll('{1}'), controller: 'A' },
      { id: 'spider', card: with_('Spider', ['reach', 'blocks each combat if able']), controller: 'B' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
      { id: 'g', card: land('G'), controller: 'B' },
    ]);
    return passUntil(act(s, attack([['flyer', 'B']])).state, () => false).state;
  };
  const block = (blocks: [string, string][], manaAbilities?: unknown): Action =>
    ({
      type: 'declare-blockers',
      player: 'B',
      blocks: blocks.map(([blocker, attacker]) => ({ blocker, attacker })),
      ...(manaAbilities === undefined ? {} : { manaAbilities }),
    }) as Action;
  it('509.1c: neither "blocks each combat if able" nor "must be blocked if able" requires a block that needs a cost', () => {
    const r = act(blockersStep(), block([]));
    expect(r.events.find((e) => e.type === 'blockers-declared')).toMatchObject({ objects: [] });
  });
  it('509.1d–f: a block is declared by paying its cost, and only the requirements are left out (reach still lets it block a flyer)', () => {
    const r = act(blockersStep(), block([['spider', 'flyer']], [{ source: 'g', ability: 0 }]));
    expect(r.events.find((e) => e.type === 'block-cost-paid')).toStrictEqual({
      type: 'block-cost-paid',
      rules: ['509.1d', '509.1f'],
      player: 'B',
      cost: '{1}',
    });
  });
  // [test, the creature blocking the flyer, the mana abilities named, the refusal]
  for (const [name, blocker, manaAbilities, refused] of [
    [
      '509.1f: a cost to block that can not be paid makes the declaration illegal',
      'spider',
      undefined,
      { code: 'declare-blockers/cannot-pay-cost', rules: ['509.1f', '509.1d'], params: { cost: '{1}' } },
    ],
    [
      "509.1b, 509.1c: the attacker's restrictions stay: a creature without flying or reach can't block it",
      'bear',
      [{ source: 'g', ability: 0 }],
      {
        code: 'declare-blockers/flying',
        rules: ['509.1b', '702.9b'],
        params: { attacker: { en: 'Flyer', zh: 'Flyer' }, creature: { en: 'Bear', zh: 'Bear' } },
      },
    ],
  ] as const)
    it(name, () => {
      expect(refusal(blockersStep(), block([[blocker, 'flyer']], manaAbilities))).toStrictEqual(refused);
    });
  it('509.1c: the requirements left out are those of the player declaring blockers, the one the cost taxes', () => {
    let s = attackersStep(
      [
        attackerX,
        { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
        { id: 'toll', card: blockToll('{1}'), controller: 'A' },
        { id: 'eager', card: with_('Eager', ['blocks each combat if able']), controller: 'C' },
      ],
      3,
    );
    s = passUntil(
      act(
        s,
        attack([
          ['x', 'B'],
          ['y', 'C'],
        ]),
      ).state,
      () => false,
    ).state;
    const r = act(s, { type: 'declare-blockers', player: 'C', blocks: [] });
    expect(r.events.find((e) => e.type === 'blockers-declared')).toMatchObject({ player: 'C', objects: [] });
  });
});

describe('805.10a, 508.1d: shared team turns', () => {
  it("508.1d, 805.10a: a teammate's creature that attacks each combat if able need not attack when every target is taxed", () => {
    const s = teamsInCombat([
      { id: 'eager', card: with_('Eager', ['attacks each combat if able']), controller: 'B' },
      { id: 'toll-c', card: attackToll('{1}'), controller: 'C' },
      { id: 'toll-d', card: attackToll('{1}'), controller: 'D' },
    ]);
    expect(act(s, attack([])).events.find((e) => e.type === 'attackers-declared')).toMatchObject({ objects: [] });
  });
  it('509.1c, 805.10d: a creature of either defending teammate that blocks each combat if able need not block when blocking is taxed', () => {
    let s = teamsInCombat([
      { id: 'x', card: creature('X', 2, 2), controller: 'A' },
      { id: 'toll', card: blockToll('{1}'), controller: 'A' },
      { id: 'c1', card: with_('C1', ['blocks each combat if able']), controller: 'C' },
      { id: 'd1', card: with_('D1', ['blocks each combat if able']), controller: 'D' },
    ]);
    s = passUntil(act(s, attack([['x', 'C']])).state, () => false).state;
    const who = (decision(s) as { player: string }).player;
    const r = act(s, { type: 'declare-blockers', player: who, blocks: [] });
    expect(r.events.find((e) => e.type === 'blockers-declared')).toMatchObject({ objects: [] });
  });
});
