// Optional costs to attack (508.1g–j), compared whole: which ability a choice names, the
// refusals of a choice that isn't one or can't be paid (with their rules and parameters), and
// what paying changes.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef, OptionalAttackCost, StaticAbilityDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { apply } from '../game/apply';
import { act, creature, game, refusal } from '../game/test-kit';

const optional = (cost: OptionalAttackCost, power: number, toughness: number): StaticAbilityDef => ({
  kind: 'static',
  rule: 'optional attack cost',
  cost,
  effect: { type: 'pump', power, toughness, target: 'this' },
});

/** "As this creature attacks, you may pay 3 life. If you do, it gets +2/+0." */
const raider: CardDef = creature('Raider', 2, 2, {
  colors: ['B'],
  abilities: [optional({ type: 'pay life', amount: 3 }, 2, 0)],
});
/** "As this creature attacks, you may sacrifice another creature. If you do, it gets +2/+2." */
const warlord = (name: string): CardDef =>
  creature(name, 3, 3, { abilities: [optional({ type: 'sacrifice another creature' }, 2, 2)] });
/** "As this creature attacks, you may tap an untapped creature you control. If you do, it gets +1/+1." */
const captain: CardDef = creature('Captain', 2, 2, {
  abilities: [optional({ type: 'tap an untapped creature you control' }, 1, 1)],
});
/** A static ability of another kind first, then two optional costs: pay 1 life (+1/+0), pay 2 life (+0/+2). */
const twin: CardDef = creature('Twin', 1, 1, {
  abilities: [
    { kind: 'static', rule: 'no more than one creature can block each turn' },
    optional({ type: 'pay life', amount: 1 }, 1, 0),
    optional({ type: 'pay life', amount: 2 }, 0, 2),
  ],
});
const rock: CardDef = { name: 'Rock', types: ['Artifact'], colors: [] };

const attackersStep = (battlefield: PermanentSetup[], lifeA = 20): GameState =>
  game({
    players: [
      { id: 'A', name: 'Alice', library: 20, life: lifeA, graveyard: [{ id: 'dead', card: creature('Dead', 1, 1) }] },
      { id: 'B', name: 'Bob', library: 20 },
    ],
    turn: 3,
    activePlayer: 'A',
    phase: 'combat',
    step: 'declare attackers',
    battlefield,
  });

const attack = (attackers: string[], optionalCosts: unknown): Action =>
  ({
    type: 'declare-attackers',
    player: 'A',
    attacks: attackers.map((attacker) => ({ attacker, target: 'B' })),
    optionalCosts,
  }) as Action;

const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;
const paid = (events: GameEvent[]) => events.filter((e) => e.type === 'optional-attack-cost-paid');

describe('508.1g: the optional costs chosen with the declaration', () => {
  it('508.1g: a choice that is not a list of {source, ability?, choice?} is refused, and nothing changes', () => {
    const s = attackersStep([{ id: 'raider', card: raider, controller: 'A' }]);
    for (const given of [
      'raider',
      [null],
      [1],
      [{}],
      [{ source: 3 }],
      [{ source: 'raider', ability: 1.5 }],
      [{ source: 'raider', ability: null }],
      [{ source: 'raider', choice: 2 }],
      [{ source: 'raider' }, 1],
    ])
      expect(apply(s, attack(['raider'], given))).toStrictEqual({
        ok: false,
        error: { code: 'declare-attackers/malformed-optional-costs', rules: ['508.1g'], params: {} },
      });
  });
  it('508.1g: a creature not chosen to attack has no optional cost to pay', () => {
    const s = attackersStep([
      { id: 'raider', card: raider, controller: 'A' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    ]);
    expect(refusal(s, attack(['bear'], [{ source: 'raider' }]))).toStrictEqual({
      code: 'declare-attackers/optional-cost-not-attacking',
      rules: ['508.1g'],
      params: { object: 'raider' },
    });
  });
  it('508.1g: without an ability named, the first optional cost of the creature is chosen, not its other abilities', () => {
    const s = attackersStep([{ id: 'twin', card: twin, controller: 'A' }]);
    const r = act(s, attack(['twin'], [{ source: 'twin' }]));
    expect(life(r.state, 'A')).toBe(19);
    expect(paid(r.events)).toStrictEqual([
      {
        type: 'optional-attack-cost-paid',
        rules: ['508.1g', '508.1h', '508.1j'],
        player: 'A',
        source: 'twin',
        cost: { type: 'pay life', amount: 1 },
      },
    ]);
  });
  it('508.1g: the ability named is the one paid for, and one creature may pay each of its optional costs once', () => {
    const s = attackersStep([{ id: 'twin', card: twin, controller: 'A' }]);
    const r = act(
      s,
      attack(
        ['twin'],
        [
          { source: 'twin', ability: 2 },
          { source: 'twin', ability: 1 },
        ],
      ),
    );
    expect(life(r.state, 'A')).toBe(17);
    expect(paid(r.events).map((e) => e.type === 'optional-attack-cost-paid' && e.cost)).toStrictEqual([
      { type: 'pay life', amount: 2 },
      { type: 'pay life', amount: 1 },
    ]);
    expect(
      r.events.filter((e) => e.type === 'pumped').map((e) => e.type === 'pumped' && [e.power, e.toughness]),
    ).toEqual([
      [0, 2],
      [1, 0],
    ]);
  });
  it('508.1g: an ability that is not an optional cost to attack, or no ability at all, is refused', () => {
    const s = attackersStep([{ id: 'twin', card: twin, controller: 'A' }]);
    for (const ability of [0, 3, 'granted-1'])
      expect(refusal(s, attack(['twin'], [{ source: 'twin', ability }]))).toStrictEqual({
        code: 'declare-attackers/not-an-optional-cost',
        rules: ['508.1g'],
        params: { object: 'twin' },
      });
  });
  it('508.1g: the same optional cost chosen twice is refused', () => {
    const s = attackersStep([{ id: 'twin', card: twin, controller: 'A' }]);
    expect(refusal(s, attack(['twin'], [{ source: 'twin' }, { source: 'twin', ability: 1 }]))).toStrictEqual({
      code: 'declare-attackers/optional-cost-twice',
      rules: ['508.1g'],
      params: { object: 'twin' },
    });
  });
});

describe('508.1g: choosing none', () => {
  it('508.1g: optional costs are optional: a declaration that names none pays none', () => {
    const s = attackersStep([{ id: 'raider', card: raider, controller: 'A' }]);
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'raider', target: 'B' }] });
    expect(life(r.state, 'A')).toBe(20);
    expect(paid(r.events)).toEqual([]);
  });
});

describe('"If you do": the effect of a paid optional cost', () => {
  it("113.7, 702.16e: its source is the attacking creature, with the creature's colours (protection from black prevents its damage)", () => {
    /** "As this creature attacks, you may pay 1 life. If you do, it deals 1 damage to each creature." */
    const shade = creature('Shade', 1, 3, {
      colors: ['B'],
      abilities: [
        {
          kind: 'static',
          rule: 'optional attack cost',
          cost: { type: 'pay life', amount: 1 },
          effect: { type: 'deal damage', amount: 1, target: 'each creature' },
        },
      ],
    });
    const s = attackersStep([
      { id: 'shade', card: shade, controller: 'A' },
      { id: 'knight', card: creature('Knight', 2, 2, { keywords: [{ protection: 'B' }] }), controller: 'B' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
    ]);
    const r = act(s, attack(['shade'], [{ source: 'shade' }]));
    expect(r.events.flatMap((e) => (e.type === 'damage-dealt' ? [[e.source, e.target, e.amount]] : []))).toEqual([
      ['shade', 'shade', 1],
      ['shade', 'bear', 1],
    ]);
  });
});

describe('508.1j, 119.4: paying life', () => {
  it('119.4: a player can pay life equal to their life total', () => {
    const s = attackersStep([{ id: 'raider', card: raider, controller: 'A' }], 3);
    const r = act(s, attack(['raider'], [{ source: 'raider' }]));
    expect(life(r.state, 'A')).toBe(0);
    expect(r.events.slice(0, 4)).toStrictEqual([
      { type: 'tapped', rules: ['508.1f'], objects: ['raider'], cause: 'attack' },
      { type: 'life-lost', rules: ['119.4', '508.1j'], player: 'A', amount: 3, life: 0, cause: 'payment' },
      {
        type: 'optional-attack-cost-paid',
        rules: ['508.1g', '508.1h', '508.1j'],
        player: 'A',
        source: 'raider',
        cost: { type: 'pay life', amount: 3 },
      },
      { type: 'pumped', rules: ['611.2', '613.4c'], object: 'raider', power: 2, toughness: 0, duration: 'end of turn' },
    ]);
  });
  it('119.4, 508.1j: a player can not pay more life than they have, and the declaration is illegal', () => {
    const s = attackersStep([{ id: 'raider', card: raider, controller: 'A' }], 2);
    expect(refusal(s, attack(['raider'], [{ source: 'raider' }]))).toStrictEqual({
      code: 'declare-attackers/cannot-pay-optional-cost',
      rules: ['508.1j', '119.4'],
      params: { object: 'raider', cost: 'pay life', amount: 3, why: 'life', player: 'A', life: 2 },
    });
  });
});

describe('508.1g, 508.1j: sacrificing or tapping another creature', () => {
  const board: PermanentSetup[] = [
    { id: 'warlord', card: warlord('Warlord'), controller: 'A' },
    { id: 'captain', card: captain, controller: 'A', summoningSick: false },
    { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    { id: 'elf', card: creature('Elf', 1, 1), controller: 'A' },
    { id: 'tired', card: creature('Tired', 2, 2), controller: 'A', tapped: true },
    { id: 'faded', card: creature('Faded', 2, 2), controller: 'A', phasedOut: true },
    { id: 'theirs', card: creature('Theirs', 2, 2), controller: 'B' },
    { id: 'rock', card: rock, controller: 'A' },
  ];
  it('508.1g: a cost that names a creature needs one chosen', () => {
    const s = attackersStep(board);
    expect(refusal(s, attack(['warlord'], [{ source: 'warlord' }]))).toStrictEqual({
      code: 'declare-attackers/optional-cost-needs-choice',
      rules: ['508.1g'],
      params: { object: 'warlord' },
    });
  });
  it('508.1j, 701.17: only another creature its controller controls on the battlefield can be sacrificed', () => {
    const s = attackersStep(board);
    for (const choice of ['warlord', 'nothing', 'dead', 'faded', 'theirs', 'rock'])
      expect(refusal(s, attack(['warlord'], [{ source: 'warlord', choice }]))).toStrictEqual({
        code: 'declare-attackers/cannot-pay-optional-cost',
        rules: ['508.1j'],
        params: { object: 'warlord', cost: 'sacrifice another creature', why: 'not another creature', choice },
      });
  });
  it('508.1j: only an untapped creature its controller controls on the battlefield can be tapped', () => {
    const s = attackersStep(board);
    for (const choice of ['tired', 'nothing', 'dead', 'faded', 'theirs', 'rock'])
      expect(refusal(s, attack(['captain'], [{ source: 'captain', choice }]))).toStrictEqual({
        code: 'declare-attackers/cannot-pay-optional-cost',
        rules: ['508.1j'],
        params: {
          object: 'captain',
          cost: 'tap an untapped creature you control',
          why: 'not an untapped creature',
          choice,
        },
      });
  });
  it('508.1j: the chosen creatures are sacrificed and tapped as the costs are paid', () => {
    const s = attackersStep(board);
    const r = act(
      s,
      attack(
        ['warlord', 'captain'],
        [
          { source: 'warlord', choice: 'bear' },
          { source: 'captain', choice: 'elf' },
        ],
      ),
    );
    const attack508 = { player: 'A', obeyed: 0, maximum: 0, forced: false };
    expect(r.events.slice(0, -1)).toStrictEqual([
      { type: 'tapped', rules: ['508.1f'], objects: ['warlord', 'captain'], cause: 'attack' },
      { type: 'sacrificed', rules: ['508.1j', '701.17'], object: 'bear', from: 'battlefield', to: 'graveyard' },
      {
        type: 'optional-attack-cost-paid',
        rules: ['508.1g', '508.1h', '508.1j'],
        player: 'A',
        source: 'warlord',
        object: 'bear',
        cost: { type: 'sacrifice another creature' },
      },
      { type: 'tapped', rules: ['508.1j'], object: 'elf', cause: 'attack cost' },
      {
        type: 'optional-attack-cost-paid',
        rules: ['508.1g', '508.1h', '508.1j'],
        player: 'A',
        source: 'captain',
        object: 'elf',
        cost: { type: 'tap an untapped creature you control' },
      },
      {
        type: 'pumped',
        rules: ['611.2', '613.4c'],
        object: 'warlord',
        power: 2,
        toughness: 2,
        duration: 'end of turn',
      },
      {
        type: 'pumped',
        rules: ['611.2', '613.4c'],
        object: 'captain',
        power: 1,
        toughness: 1,
        duration: 'end of turn',
      },
      {
        type: 'attackers-declared',
        rules: ['508.1', '508.1a', '508.1k'],
        objects: ['warlord', 'captain'],
        ...attack508,
      },
    ]);
  });
  it('508.1j, 508.1k: two attackers may sacrifice each other; neither gets its "if you do" effect, having left the battlefield', () => {
    const s = attackersStep([
      { id: 'w1', card: warlord('Warlord 1'), controller: 'A' },
      { id: 'w2', card: warlord('Warlord 2'), controller: 'A' },
    ]);
    const r = act(
      s,
      attack(
        ['w1', 'w2'],
        [
          { source: 'w1', choice: 'w2' },
          { source: 'w2', choice: 'w1' },
        ],
      ),
    );
    expect(r.events.filter((e) => e.type === 'sacrificed' || e.type === 'pumped')).toStrictEqual([
      { type: 'sacrificed', rules: ['508.1j', '701.17'], object: 'w2', from: 'battlefield', to: 'graveyard' },
      { type: 'sacrificed', rules: ['508.1j', '701.17'], object: 'w1', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(r.state.combat!.attackers).toEqual([]);
  });
  it('113.6, 508.1j: the "if you do" of a creature sacrificed for another\'s cost does nothing: its ability left the battlefield with it', () => {
    /** "As this creature attacks, you may sacrifice another creature. If you do, it deals 1 damage to each opponent." */
    const fiend = (name: string) =>
      creature(name, 2, 2, {
        abilities: [
          {
            kind: 'static',
            rule: 'optional attack cost',
            cost: { type: 'sacrifice another creature' },
            effect: { type: 'deal damage', amount: 1, target: 'each opponent' },
          },
        ],
      });
    const s = attackersStep([
      { id: 'f1', card: fiend('Fiend 1'), controller: 'A' },
      { id: 'f2', card: fiend('Fiend 2'), controller: 'A' },
      { id: 'f3', card: fiend('Fiend 3'), controller: 'A' },
    ]);
    const r = act(
      s,
      attack(
        ['f1', 'f2'],
        [
          { source: 'f1', choice: 'f2' },
          { source: 'f2', choice: 'f3' },
        ],
      ),
    );
    expect(life(r.state, 'B')).toBe(19);
  });
});
