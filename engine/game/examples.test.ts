// The thirteen `Example:` paragraphs of chapter 5, reproduced by driving the engine (the fixture
// helper's YAML fixtures say the same in data; these check the engine can say it at all).
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermanentSetup } from '../core/setup';
import { act, creature, decision, game, passUntil, refusal, twoPlayers } from './test-kit';
import type { CardDef } from '../core/cards';
import type { GameState } from '../core/state';

const combatAt = (
  step: 'declare attackers' | 'declare blockers' | 'combat damage',
  battlefield: PermanentSetup[],
  priority?: string,
) =>
  game(
    twoPlayers({ turn: 3, activePlayer: 'A', phase: 'combat', step, battlefield, ...(priority ? { priority } : {}) }),
  );

describe('508.1c Example: two creatures that "can\'t attack alone"', () => {
  let s: GameState;
  beforeEach(() => {
    s = combatAt('declare attackers', [
      { id: 'x', card: creature('X', 2, 2, { keywords: ["can't attack alone"] }), controller: 'A' },
      { id: 'y', card: creature('Y', 2, 2, { keywords: ["can't attack alone"] }), controller: 'A' },
    ]);
  });
  it('may attack together', () => {
    expect(decision(s).kind).toBe('declare-attackers');
    const r = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'x', target: 'B' },
        { attacker: 'y', target: 'B' },
      ],
    });
    expect(r.state.combat!.attackers.map((a) => a.attacker)).toEqual(['x', 'y']);
  });
  it('may not attack alone', () => {
    const v = refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'x', target: 'B' }] });
    expect(v.rules).toContain('508.1c');
  });
});

describe('508.1d Example: "attacks if able" under "no more than one creature can attack each turn"', () => {
  const limiter: CardDef = {
    name: 'Limiter',
    types: ['Enchantment'],
    colors: [],
    abilities: [{ kind: 'static', rule: 'no more than one creature can attack each turn' }],
  };
  let s: GameState;
  beforeEach(() => {
    s = combatAt('declare attackers', [
      { id: 'eager', card: creature('Eager', 2, 2, { keywords: ['attacks each combat if able'] }), controller: 'A' },
      { id: 'plain', card: creature('Plain', 2, 2), controller: 'A' },
      { id: 'lim', card: limiter, controller: 'B' },
    ]);
  });
  it('only the creature that attacks if able, alone, is legal', () => {
    expect(
      act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'eager', target: 'B' }] }).state.combat!
        .attackers,
    ).toHaveLength(1);
    for (const attacks of [
      [{ attacker: 'plain', target: 'B' }],
      [
        { attacker: 'eager', target: 'B' },
        { attacker: 'plain', target: 'B' },
      ],
      [],
    ]) {
      const v = refusal(s, { type: 'declare-attackers', player: 'A', attacks });
      expect(v.rules.some((r) => r.startsWith('508.1'))).toBe(true);
    }
  });
});

describe('508.2a Example: "Whenever a green creature attacks, destroy that creature at end of combat"', () => {
  const watcher: CardDef = {
    name: 'Watcher',
    types: ['Enchantment'],
    colors: [],
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attacks',
        subject: 'a creature',
        filter: { colors: ['G'] },
        effect: { type: 'destroy', target: 'that creature', at: 'end of combat' },
      },
    ],
  };
  const paint: CardDef = {
    name: 'Paint Green',
    types: ['Instant'],
    colors: [],
    spell: { type: 'set color', color: 'G', target: 'target creature' },
  };
  const setup = (color: 'U' | 'G') =>
    game(
      twoPlayers({
        turn: 3,
        activePlayer: 'A',
        phase: 'combat',
        step: 'declare attackers',
        players: [
          { id: 'A', name: 'Alice', library: 5, hand: [{ id: 'paint', card: paint }] },
          { id: 'B', name: 'Bob', library: 5 },
        ],
        battlefield: [
          { id: 'w', card: watcher, controller: 'B' },
          { id: 'c', card: creature('Bird', 2, 2, { colors: [color] }), controller: 'A' },
        ],
      }),
    );
  it('a blue creature that attacks and is later turned green does not trigger it', () => {
    let s = act(setup('U'), {
      type: 'declare-attackers',
      player: 'A',
      attacks: [{ attacker: 'c', target: 'B' }],
    }).state;
    expect(s.stack).toHaveLength(0);
    s = act(s, { type: 'cast-spell', player: 'A', card: 'paint', targets: ['c'] }).state;
    s = passUntil(s, (x) => x.turn.phase === 'postcombat main').state;
    expect(s.objects.c.zone).toBe('battlefield');
    expect(s.players[1].life).toBe(18);
  });
  it('a green attacker is destroyed at end of combat', () => {
    const r = act(setup('G'), { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'c', target: 'B' }] });
    expect(r.events.some((e) => e.type === 'ability-triggered' && e.rules.includes('508.3a'))).toBe(true);
    const end = passUntil(r.state, (x) => x.turn.phase === 'postcombat main');
    expect(end.state.objects.c.zone).toBe('graveyard');
    expect(end.events.some((e) => e.type === 'ability-triggered' && e.rules.includes('511.2'))).toBe(true);
  });
});

describe('509.1b Example: flying and shadow', () => {
  it("can't be blocked by a creature with flying but without shadow", () => {
    const s = combatAt('declare blockers', [
      {
        id: 'att',
        card: creature('Shade', 2, 2, { keywords: ['flying', 'shadow'] }),
        controller: 'A',
        attacking: 'B',
        tapped: true,
      },
      { id: 'flier', card: creature('Flier', 2, 2, { keywords: ['flying'] }), controller: 'B' },
      { id: 'both', card: creature('Both', 2, 2, { keywords: ['flying', 'shadow'] }), controller: 'B' },
    ]);
    expect(decision(s).kind).toBe('declare-blockers');
    expect(
      refusal(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'flier', attacker: 'att' }] }).rules,
    ).toContain('509.1b');
    expect(
      act(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'both', attacker: 'att' }] }).state.combat!
        .blockers,
    ).toHaveLength(1);
  });
});

describe('509.1c Example: menace and "blocks if able"', () => {
  let s: GameState;
  beforeEach(() => {
    s = combatAt('declare blockers', [
      {
        id: 'm',
        card: creature('Menace', 3, 3, { keywords: ['menace'] }),
        controller: 'A',
        attacking: 'B',
        tapped: true,
      },
      { id: 'req', card: creature('Eager', 1, 1, { keywords: ['blocks each combat if able'] }), controller: 'B' },
      { id: 'plain', card: creature('Plain', 1, 1), controller: 'B' },
    ]);
  });
  it('the player must block with both', () => {
    expect(
      act(s, {
        type: 'declare-blockers',
        player: 'B',
        blocks: [
          { blocker: 'req', attacker: 'm' },
          { blocker: 'plain', attacker: 'm' },
        ],
      }).state.combat!.blockers,
    ).toHaveLength(2);
    for (const blocks of [[{ blocker: 'req', attacker: 'm' }], [{ blocker: 'plain', attacker: 'm' }], []]) {
      expect(
        refusal(s, { type: 'declare-blockers', player: 'B', blocks }).rules.some((r) => r.startsWith('509.1')),
      ).toBe(true);
    }
  });
});

const gorger = creature('Vastwood Gorger', 5, 6, { colors: ['G'] });
const elves = creature('Llanowar Elves', 1, 1, { colors: ['G'] });
const guardian = creature('Pride Guardian', 0, 3, { colors: ['W'] });

describe('509.2 Example: Vastwood Gorger announces its damage assignment order', () => {
  it('orders Serra Angel, Llanowar Elves, Runeclaw Bear', () => {
    let s = combatAt('declare blockers', [
      { id: 'gorger', card: gorger, controller: 'A', attacking: 'B', tapped: true },
      { id: 'elves', card: elves, controller: 'B' },
      { id: 'bear', card: creature('Runeclaw Bear', 2, 2, { colors: ['G'] }), controller: 'B' },
      {
        id: 'angel',
        card: creature('Serra Angel', 4, 4, { colors: ['W'], keywords: ['flying', 'vigilance'] }),
        controller: 'B',
      },
    ]);
    s = act(s, {
      type: 'declare-blockers',
      player: 'B',
      blocks: ['elves', 'bear', 'angel'].map((b) => ({ blocker: b, attacker: 'gorger' })),
    }).state;
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'order-blockers', player: 'A', object: 'gorger' });
    expect(
      refusal(s, { type: 'order-blockers', player: 'A', attacker: 'gorger', order: ['angel', 'elves'] }).rules,
    ).toContain('509.2');
    s = act(s, { type: 'order-blockers', player: 'A', attacker: 'gorger', order: ['angel', 'elves', 'bear'] }).state;
    expect(s.combat!.attackers[0].order).toEqual(['angel', 'elves', 'bear']);
    expect(decision(s).kind).toBe('priority');
  });
  it('has no order under the foundations profile', () => {
    let s = game(
      twoPlayers({
        profile: 'foundations',
        turn: 3,
        phase: 'combat',
        step: 'declare blockers',
        battlefield: [
          { id: 'gorger', card: gorger, controller: 'A', attacking: 'B', tapped: true },
          { id: 'elves', card: elves, controller: 'B' },
          { id: 'g2', card: guardian, controller: 'B' },
        ],
      }),
    );
    s = act(s, {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'elves', attacker: 'gorger' },
        { blocker: 'g2', attacker: 'gorger' },
      ],
    }).state;
    expect(decision(s).kind).toBe('priority');
  });
});

describe('509.5f Example: "becomes blocked by a white creature"', () => {
  const att = creature('Knight', 2, 5, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'becomes blocked by a creature',
        filter: { colors: ['W'] },
        effect: { type: 'destroy', target: 'that creature', at: 'end of combat' },
      },
    ],
  });
  const whiten: CardDef = {
    name: 'Whiten',
    types: ['Instant'],
    colors: [],
    spell: { type: 'set color', color: 'W', target: 'target creature' },
  };
  it('a black blocker later turned white does not trigger it', () => {
    let s = game(
      twoPlayers({
        turn: 3,
        phase: 'combat',
        step: 'declare blockers',
        players: [
          { id: 'A', name: 'Alice', library: 5 },
          { id: 'B', name: 'Bob', library: 5, hand: [{ id: 'whiten', card: whiten }] },
        ],
        battlefield: [
          { id: 'k', card: att, controller: 'A', attacking: 'B', tapped: true },
          { id: 'blk', card: creature('Shade', 1, 4, { colors: ['B'] }), controller: 'B' },
        ],
      }),
    );
    s = act(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'blk', attacker: 'k' }] }).state;
    expect(s.stack).toHaveLength(0);
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'whiten', targets: ['blk'] }).state;
    s = passUntil(s, (x) => x.turn.phase === 'postcombat main').state;
    expect(s.objects.blk.zone).toBe('battlefield');
  });
});

describe('509.7 Example: Giant Spider, Canyon Minotaur and a Saproling from Flash Foliage', () => {
  it('the active player places the Saproling first in the order', () => {
    const foliage: CardDef = {
      name: 'Flash Foliage',
      types: ['Instant'],
      colors: ['G'],
      spell: {
        type: 'create token',
        card: {
          name: 'Saproling',
          types: ['Creature'],
          subtypes: ['Saproling'],
          colors: ['G'],
          power: 1,
          toughness: 1,
        },
        blocking: 'target creature attacking you',
      },
    };
    let s = game(
      twoPlayers({
        turn: 3,
        phase: 'combat',
        step: 'declare blockers',
        priority: 'A',
        players: [
          { id: 'A', name: 'Alice', library: 5 },
          { id: 'B', name: 'Bob', library: 5, hand: [{ id: 'ff', card: foliage }] },
        ],
        battlefield: [
          {
            id: 'spider',
            card: creature('Giant Spider', 2, 4, { colors: ['G'], keywords: ['reach'] }),
            controller: 'A',
            attacking: 'B',
            tapped: true,
          },
          {
            id: 'mino',
            card: creature('Canyon Minotaur', 3, 3, { colors: ['R'] }),
            controller: 'B',
            blocking: ['spider'],
          },
        ],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'ff', targets: ['spider'] }).state;
    s = act(s, { type: 'pass-priority', player: 'B' }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'order-blockers', player: 'A', object: 'spider', rules: ['509.7'] });
    const token = s.combat!.blockers.find((b) => b.blocker !== 'mino')!.blocker;
    s = act(s, { type: 'order-blockers', player: 'A', attacker: 'spider', order: [token, 'mino'] }).state;
    expect(s.combat!.attackers[0].order).toEqual([token, 'mino']);
  });
});

function gorgerAssigning(extraHandB: CardDef | null): GameState {
  return game(
    twoPlayers({
      turn: 3,
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5 },
        { id: 'B', name: 'Bob', library: 5, hand: extraHandB ? [{ id: 'trick', card: extraHandB }] : [] },
      ],
      battlefield: [
        {
          id: 'gorger',
          card: gorger,
          controller: 'A',
          attacking: 'B',
          tapped: true,
          damageAssignmentOrder: ['guardian', 'elves'],
        },
        { id: 'guardian', card: guardian, controller: 'B', blocking: ['gorger'] },
        { id: 'elves', card: elves, controller: 'B', blocking: ['gorger'] },
      ],
    }),
  );
}
const assign = (g: number, e: number) => ({
  type: 'assign-combat-damage' as const,
  player: 'A',
  assignments: [
    {
      source: 'gorger',
      assignment: [
        { to: 'guardian', amount: g },
        { to: 'elves', amount: e },
      ],
    },
  ],
});

describe('510.1c Examples: Vastwood Gorger, Pride Guardian, Llanowar Elves', () => {
  it('3/2, 4/1 or 5/0 — not 2/3', () => {
    const s = passUntil(gorgerAssigning(null), () => false).state;
    expect(decision(s).kind).toBe('assign-combat-damage');
    for (const [g, e] of [
      [3, 2],
      [4, 1],
      [5, 0],
    ])
      expect(act(s, assign(g, e)).state.objects.guardian.zone).toBe(g >= 3 ? 'graveyard' : 'battlefield');
    expect(refusal(s, assign(2, 3)).rules).toContain('510.1c');
  });
  it('after Giant Growth on the Guardian, all 5 must go to it', () => {
    const growth: CardDef = {
      name: 'Giant Growth',
      types: ['Instant'],
      colors: ['G'],
      spell: { type: 'pump', power: 3, toughness: 3, target: 'target creature' },
    };
    let s = act(gorgerAssigning(growth), { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['guardian'] }).state;
    s = passUntil(s, () => false).state;
    expect(decision(s).kind).toBe('assign-combat-damage');
    expect(refusal(s, assign(4, 1)).rules).toContain('510.1c');
    expect(act(s, assign(5, 0)).state.objects.elves.zone).toBe('battlefield');
  });
  it('after Mending Hands on the Guardian, 3/2 is still legal (prevention is not counted)', () => {
    const hands: CardDef = {
      name: 'Mending Hands',
      types: ['Instant'],
      colors: ['W'],
      spell: { type: 'prevent damage', amount: 4, target: 'target creature' },
    };
    let s = act(gorgerAssigning(hands), { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['guardian'] }).state;
    s = passUntil(s, () => false).state;
    const r = act(s, assign(3, 2));
    expect(r.state.objects.guardian.damage).toBe(0);
    expect(r.state.objects.elves.zone).toBe('graveyard');
    expect(r.events.some((e) => e.type === 'damage-prevented')).toBe(true);
  });
});

describe('510.1c Example: Enormous Baloth and Durkwood Boars share Foriysian Brigade', () => {
  it('lethal counts what the other attacker assigns in the same step', () => {
    let s = game(
      twoPlayers({
        turn: 3,
        phase: 'combat',
        step: 'combat damage',
        battlefield: [
          {
            id: 'baloth',
            card: creature('Enormous Baloth', 7, 7),
            controller: 'A',
            attacking: 'B',
            tapped: true,
            damageAssignmentOrder: ['armodon', 'brigade', 'ape'],
          },
          {
            id: 'boars',
            card: creature('Durkwood Boars', 4, 4),
            controller: 'A',
            attacking: 'B',
            tapped: true,
            damageAssignmentOrder: ['brigade', 'piker'],
          },
          { id: 'armodon', card: creature('Trained Armodon', 3, 3), controller: 'B', damage: 2, blocking: ['baloth'] },
          {
            id: 'brigade',
            card: creature('Foriysian Brigade', 2, 4, { keywords: ['can block an additional creature'] }),
            controller: 'B',
            blocking: ['baloth', 'boars'],
            damageAssignmentOrder: ['baloth', 'boars'],
          },
          { id: 'ape', card: creature('Silverback Ape', 5, 5), controller: 'B', blocking: ['baloth'] },
          { id: 'piker', card: creature('Goblin Piker', 2, 1), controller: 'B', blocking: ['boars'] },
        ],
      }),
    );
    expect(decision(s).kind).toBe('assign-combat-damage');
    s = act(s, {
      type: 'assign-combat-damage',
      player: 'A',
      assignments: [
        {
          source: 'baloth',
          assignment: [
            { to: 'armodon', amount: 1 },
            { to: 'brigade', amount: 1 },
            { to: 'ape', amount: 5 },
          ],
        },
        {
          source: 'boars',
          assignment: [
            { to: 'brigade', amount: 3 },
            { to: 'piker', amount: 1 },
          ],
        },
      ],
    }).state;
    // The Brigade blocks two attackers: its controller assigns its 2 damage.
    expect(decision(s)).toMatchObject({ kind: 'assign-combat-damage', player: 'B' });
    s = act(s, {
      type: 'assign-combat-damage',
      player: 'B',
      assignments: [{ source: 'brigade', assignment: [{ to: 'baloth', amount: 2 }] }],
    }).state;
    for (const id of ['armodon', 'brigade', 'ape', 'piker']) expect(s.objects[id].zone).toBe('graveyard');
  });
});

describe('510.1c Example: Mogg Fanatic, Squadron Hawk and Goblin Piker', () => {
  it('the Fanatic is sacrificed to kill the Hawk; the Piker deals and is dealt no damage', () => {
    const fanatic = creature('Mogg Fanatic', 1, 1, {
      colors: ['R'],
      abilities: [
        {
          kind: 'activated',
          cost: [{ type: 'sacrifice this' }],
          effect: { type: 'deal damage', amount: 1, target: 'any target' },
        },
      ],
    });
    let s = game(
      twoPlayers({
        turn: 3,
        phase: 'combat',
        step: 'declare blockers',
        priority: 'A',
        battlefield: [
          {
            id: 'hawk',
            card: creature('Squadron Hawk', 1, 1, { colors: ['W'], keywords: ['flying'] }),
            controller: 'A',
            attacking: 'B',
            tapped: true,
          },
          {
            id: 'piker',
            card: creature('Goblin Piker', 2, 1, { colors: ['R'] }),
            controller: 'A',
            attacking: 'B',
            tapped: true,
          },
          { id: 'fanatic', card: fanatic, controller: 'B', blocking: ['piker'] },
        ],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'activate-ability', player: 'B', source: 'fanatic', ability: 0, targets: ['hawk'] }).state;
    const r = passUntil(s, (x) => x.turn.step === 'end of combat');
    expect(r.state.objects.hawk.zone).toBe('graveyard');
    expect(r.state.objects.piker.zone).toBe('battlefield');
    expect(r.state.objects.piker.damage).toBe(0);
    expect(r.state.players[1].life).toBe(20);
  });
});
