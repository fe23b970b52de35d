// 603.2: rules events matched against the trigger conditions of the abilities that could see them —
// the waiting triggers each event adds (603.3) and the "ability-triggered" events it reports,
// compared whole, on boards set up for it.
import { describe, expect, it } from 'vitest';
import type { CardDef, TriggeredAbilityDef, TriggerEvent } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameEvent } from '../core/events';
import type { RulesEvent } from '../core/rules-events';
import type { GameSetup } from '../core/setup';
import type { GameState, PendingTrigger } from '../core/state';
import { createGame } from '../play';
import { attackingB, blockingWith, combatAt, creature, game, named, twoPlayers } from '../game/test-kit';
import { matchTriggers } from './match';

const draw = { type: 'draw' as const, count: 1 };
const trig = (trigger: TriggerEvent, more: Partial<TriggeredAbilityDef> = {}): TriggeredAbilityDef => ({
  kind: 'triggered',
  trigger,
  effect: draw,
  ...more,
});
const withAbilities = (name: string, abilities: TriggeredAbilityDef[], more: Partial<CardDef> = {}): CardDef =>
  creature(name, 2, 2, { abilities, ...more });
const artifact = (name: string, abilities: TriggeredAbilityDef[] = []): CardDef => ({
  name,
  types: ['Artifact'],
  colors: [],
  abilities,
});

/** Alice's upkeep of turn 3, with priority: nothing waits to trigger. */
function board(setup: Partial<GameSetup>): GameState {
  const s = game(twoPlayers({ turn: 3, activePlayer: 'A', step: 'upkeep', priority: 'A', ...setup }));
  s.pendingTriggers = [];
  return s;
}

/** Match one event against a copy of `s` (seen as it is: the event's object still where it was). */
function match(
  s: GameState,
  ev: RulesEvent,
  prepare: (s: GameState) => void = () => {},
): { pending: PendingTrigger[]; events: GameEvent[]; s: GameState } {
  const ctx: Ctx = { s: structuredClone(s), events: [] };
  prepare(ctx.s);
  matchTriggers(ctx, ev, ctx.s);
  return { pending: ctx.s.pendingTriggers, events: ctx.events, s: ctx.s };
}

/** The ids the next waiting triggers get. */
const ids = (s: GameState, n: number) => Array.from({ length: n }, (_, i) => `t${s.nextId + 1 + i}`);

/**
 * A leave-the-battlefield case: the board, then each event matched against it as set up, with the
 * triggers that wait (their ids in order left out: the next ones) and the events reported, compared whole.
 */
interface LeaveCase {
  name: string;
  setup: Partial<GameSetup>;
  seen: { event: RulesEvent; pending: Omit<PendingTrigger, 'id'>[]; events: GameEvent[] }[];
}

const left = { rules: ['603.6c', '603.10a'], effect: draw, relatedPlayer: null };
const triggered = { type: 'ability-triggered', delayed: false } as const;
/** Leaving the battlefield (603.6c, 603.10a) and, to a graveyard, dying (700.4). */
const leaves = ['603.2', '603.6c', '603.10a'];
const dies = [...leaves, '700.4'];
const text = { en: 'When X leaves, draw a card.', zh: '当X离开时，抓一张牌。' };

describe('603.6c, 603.10a, 700.4: leaving the battlefield', () => {
  it.each(
    named<LeaveCase>([
      {
        name: '700.4: a creature destroyed dies: its own "when this dies" waits, naming it, and is reported with 700.4',
        setup: { battlefield: [{ id: 'x', card: withAbilities('X', [trig('dies')]), controller: 'A' }] },
        seen: [
          {
            event: { type: 'destroy', rules: ['701.7'], object: 'x' },
            pending: [{ ...left, controller: 'A', source: 'x', ability: 0, related: 'x' }],
            events: [{ ...triggered, rules: dies, source: 'x', object: 'x' }],
          },
        ],
      },
      {
        name: '603.6c: sacrificed, it leaves the battlefield and dies; its rules text is carried and reported',
        setup: {
          battlefield: [
            {
              id: 'x',
              card: withAbilities('X', [trig('dies'), trig('leaves the battlefield', { text })]),
              controller: 'B',
            },
          ],
        },
        seen: [
          {
            event: { type: 'sacrifice', rules: ['701.17'], object: 'x' },
            pending: [
              { ...left, controller: 'B', source: 'x', ability: 1, related: 'x', text },
              { ...left, controller: 'B', source: 'x', ability: 0, related: 'x' },
            ],
            events: [
              { ...triggered, rules: leaves, source: 'x', object: 'x', text },
              { ...triggered, rules: dies, source: 'x', object: 'x' },
            ],
          },
        ],
      },
      {
        name: '603.6c: exiled, it leaves the battlefield but does not die (700.4: to a graveyard)',
        setup: {
          battlefield: [
            { id: 'x', card: withAbilities('X', [trig('dies'), trig('leaves the battlefield')]), controller: 'A' },
          ],
        },
        seen: [
          {
            event: { type: 'move', rules: ['406.3'], object: 'x', to: 'exile' },
            pending: [{ ...left, controller: 'A', source: 'x', ability: 1, related: 'x' }],
            events: [{ ...triggered, rules: leaves, source: 'x', object: 'x' }],
          },
          // Moved to a graveyard, it does both.
          {
            event: { type: 'move', rules: ['704.5g'], object: 'x', to: 'graveyard' },
            pending: [
              { ...left, controller: 'A', source: 'x', ability: 1, related: 'x' },
              { ...left, controller: 'A', source: 'x', ability: 0, related: 'x' },
            ],
            events: [
              { ...triggered, rules: leaves, source: 'x', object: 'x' },
              { ...triggered, rules: dies, source: 'x', object: 'x' },
            ],
          },
        ],
      },
      {
        name: '700.4: a card going to the graveyard from anywhere but the battlefield does not die',
        setup: {
          battlefield: [
            { id: 'w', card: withAbilities('Watcher', [trig('dies', { subject: 'a creature' })]), controller: 'A' },
          ],
          players: [
            { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'h', card: creature('H', 1, 1) }] },
            { id: 'B', name: 'Bob', library: 20 },
          ],
        },
        seen: [{ event: { type: 'move', rules: ['701.8'], object: 'h', to: 'graveyard' }, pending: [], events: [] }],
      },
      {
        name: '700.4: "whenever a creature dies" does not see a noncreature permanent die',
        setup: {
          battlefield: [
            { id: 'w', card: withAbilities('Watcher', [trig('dies', { subject: 'a creature' })]), controller: 'A' },
            { id: 'r', card: artifact('Rock'), controller: 'A' },
            { id: 'c', card: creature('C', 1, 1), controller: 'B' },
          ],
        },
        seen: [
          { event: { type: 'destroy', rules: ['701.7'], object: 'r' }, pending: [], events: [] },
          {
            event: { type: 'destroy', rules: ['701.7'], object: 'c' },
            pending: [{ ...left, controller: 'A', source: 'w', ability: 0, related: 'c' }],
            events: [{ ...triggered, rules: dies, source: 'w', object: 'c' }],
          },
        ],
      },
    ]),
  )('%s', (_, { setup, seen }) => {
    const s = board(setup);
    for (const { event, pending, events } of seen) {
      const r = match(s, event);
      const next = ids(s, pending.length);
      expect({ pending: r.pending, events: r.events }).toStrictEqual({
        pending: pending.map((p, i) => ({ id: next[i], ...p })),
        events,
      });
    }
  });
});

describe('704.5d: an object that no longer exists', () => {
  it('a token that ceased to exist leaves no battlefield: nothing triggers', () => {
    const s = board({
      battlefield: [
        {
          id: 'w',
          card: withAbilities('Watcher', [trig('leaves the battlefield', { subject: 'a creature' })]),
          controller: 'A',
        },
      ],
    });
    expect(match(s, { type: 'destroy', rules: ['701.7'], object: 'gone' })).toMatchObject({ pending: [], events: [] });
  });
});

describe('603.2: "for the first time each turn"', () => {
  it("each ability triggers once a turn, another permanent's as well", () => {
    const once = withAbilities('Once', [trig('dies', { subject: 'a creature', firstTimeEachTurn: true })]);
    const s = board({
      battlefield: [
        { id: 'x', card: once, controller: 'A' },
        { id: 'y', card: once, controller: 'B' },
        { id: 'c', card: creature('C', 1, 1), controller: 'B' },
        { id: 'd', card: creature('D', 1, 1), controller: 'B' },
      ],
    });
    const r = match(s, { type: 'destroy', rules: ['701.7'], object: 'c' });
    expect(r.pending.map((t) => [t.source, t.related])).toEqual([
      ['x', 'c'],
      ['y', 'c'],
    ]);
    const again = match(r.s, { type: 'destroy', rules: ['701.7'], object: 'd' }, (s2) => (s2.pendingTriggers = []));
    expect(again.pending).toEqual([]);
  });
});

describe('311.5, 314.4, 800.4a: command-zone abilities', () => {
  it("314.4: a face-up scheme's ability is the archenemy's, even on another player's turn", () => {
    const scheme: CardDef = {
      name: 'Plot',
      types: ['Scheme'],
      colors: [],
      ongoing: true,
      abilities: [trig('dies', { subject: 'a creature' })],
    };
    const s = board({
      activePlayer: 'B',
      priority: 'B',
      variant: { archenemy: 'A' },
      schemeDeck: [{ id: 'sc', card: scheme }],
      battlefield: [{ id: 'c', card: creature('C', 1, 1), controller: 'B' }],
    });
    const r = match(s, { type: 'destroy', rules: ['701.7'], object: 'c' }, (s2) => {
      // Set in motion on an earlier turn (505.3): face up in the archenemy's command zone.
      const a = s2.players[0];
      a.schemeDeck = a.schemeDeck!.filter((x) => x !== 'sc');
      a.command = [...(a.command ?? []), 'sc'];
    });
    expect(r.pending).toMatchObject([{ source: 'sc', controller: 'A', related: 'c' }]);
  });

  it('800.4a: the planes of a player who left the game trigger no more', () => {
    const plane: CardDef = {
      name: 'Plain',
      types: ['Plane'],
      colors: [],
      abilities: [trig('dies', { subject: 'a creature' })],
    };
    const s = board({
      players: [
        { id: 'A', name: 'Alice', library: 20 },
        { id: 'B', name: 'Bob', library: 20, planes: [{ id: 'pl', card: plane }] },
      ],
      battlefield: [{ id: 'c', card: creature('C', 1, 1), controller: 'A' }],
    });
    const destroy: RulesEvent = { type: 'destroy', rules: ['701.7'], object: 'c' };
    expect(match(s, destroy).pending).toMatchObject([{ source: 'pl', controller: 'A' }]);
    expect(match(s, destroy, (s2) => (s2.players[1].lost = true)).pending).toEqual([]);
  });
});

describe("505.5, 505.3, 714.2b: an object's own abilities", () => {
  it("505.5: visiting an Attraction triggers its visit ability only, citing the event's rules", () => {
    const ride: CardDef = {
      name: 'Ride',
      types: ['Artifact'],
      subtypes: ['Attraction'],
      colors: [],
      litUp: [1],
      abilities: [trig('becomes untapped'), trig('visit')],
    };
    const s = board({ battlefield: [{ id: 'r', card: ride, controller: 'A' }] });
    const [id] = ids(s, 1);
    const r = match(s, { type: 'visit', rules: ['505.5', '701.49'], object: 'r' });
    expect(r.pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'r',
        ability: 1,
        effect: draw,
        related: null,
        relatedPlayer: null,
        rules: ['505.5', '701.49'],
      },
    ]);
  });

  const saga: CardDef = {
    name: 'Saga',
    types: ['Enchantment'],
    subtypes: ['Saga'],
    colors: [],
    abilities: [trig('chapter', { chapter: 1 }), trig('chapter', { chapter: 2 }), trig('chapter', { chapter: 3 })],
  };

  it('714.2b: a lore counter triggers the chapter with that number, citing 714.2b', () => {
    const s = board({ battlefield: [{ id: 'g', card: saga, controller: 'A', counters: { lore: 1 } }] });
    const r = match(s, { type: 'counters', rules: ['714.3b'], object: 'g', counter: 'lore', amount: 1 }, (s2) => {
      s2.objects.g.counters.lore = 2;
    });
    expect(r.pending).toMatchObject([{ source: 'g', ability: 1, rules: ['714.3b', '714.2b'] }]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', '714.3b', '714.2b'], source: 'g', delayed: false },
    ]);
  });

  it('714.2b: other counters on a Saga trigger no chapter', () => {
    const s = board({ battlefield: [{ id: 'g', card: saga, controller: 'A', counters: { lore: 1 } }] });
    expect(match(s, { type: 'counters', rules: ['122.1'], object: 'g', counter: '+1/+1', amount: 1 }).pending).toEqual(
      [],
    );
  });
});

describe('601.2i: "whenever a player casts a [filter] spell"', () => {
  const spells = [
    { id: 'bolt', card: { name: 'Bolt', types: ['Instant'], colors: ['R' as const] } },
    { id: 'bear', card: creature('Bear', 2, 2, { colors: ['G'] }) },
  ];
  const s = () =>
    board({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand: spells },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      battlefield: [
        {
          id: 'w',
          card: artifact('Creature watcher', [trig('a player casts a spell', { filter: { type: 'Creature' } })]),
          controller: 'B',
        },
        {
          id: 'v',
          card: artifact('Any watcher', [trig('a player casts a spell', { filter: { colors: [] } })]),
          controller: 'B',
        },
        {
          id: 'k',
          card: artifact('Black watcher', [trig('a player casts a spell', { filter: { colors: ['B'] } })]),
          controller: 'B',
        },
      ],
    });

  it('a creature filter sees a creature spell, not an instant; an empty colour list filters nothing', () => {
    const st = s();
    const [id] = ids(st, 1);
    expect(match(st, { type: 'cast', rules: ['601.2i'], player: 'A', object: 'bolt' }).pending).toStrictEqual([
      {
        id,
        controller: 'B',
        source: 'v',
        ability: 0,
        effect: draw,
        related: 'bolt',
        relatedPlayer: 'A',
        rules: ['601.2i'],
      },
    ]);
    expect(
      match(st, { type: 'cast', rules: ['601.2i'], player: 'A', object: 'bear' }).pending.map((t) => t.source),
    ).toEqual(['w', 'v']);
  });
});

describe('508.3, 509.5: combat declarations', () => {
  it('508.3a, 508.3c, 508.2a, 508.4: "whenever a [white] creature you control attacks" — the defending player and what it attacks', () => {
    const s = combatAt('declare blockers', [
      attackingB('a', creature('A1', 2, 2, { colors: ['W'] })),
      {
        id: 'w',
        card: artifact('Banner', [trig('attacks', { subject: 'a creature you control', filter: { colors: ['W'] } })]),
        controller: 'A',
      },
    ]);
    s.pendingTriggers = [];
    const [id] = ids(s, 1);
    const r = match(s, { type: 'attacks', rules: ['508.1m'], creature: 'a', defending: 'B' });
    const rules = ['508.1m', '508.3a', '508.2a', '508.3c'];
    expect(r.pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'w',
        ability: 0,
        effect: draw,
        related: 'a',
        relatedPlayer: 'B',
        rules,
        attacked: 'B',
      },
    ]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', ...rules], source: 'w', object: 'a', delayed: false },
    ]);
  });

  it('508.3a: "whenever an artifact creature attacks" (a type filter, no colours); a creature\'s own "attacks"', () => {
    const s = combatAt('declare blockers', [
      attackingB('a', creature('A1', 2, 2, { types: ['Artifact', 'Creature'], abilities: [trig('attacks')] })),
      {
        id: 'w',
        card: artifact('Forge', [trig('attacks', { subject: 'a creature', filter: { type: 'Artifact' } })]),
        controller: 'B',
      },
    ]);
    s.pendingTriggers = [];
    const r = match(s, { type: 'attacks', rules: ['508.1m'], creature: 'a', defending: 'B' });
    expect(r.pending.map((t) => [t.source, t.rules, t.relatedPlayer, t.attacked])).toEqual([
      ['a', ['508.1m', '508.3a'], 'B', 'B'],
      ['w', ['508.1m', '508.3a'], 'B', 'B'],
    ]);
  });

  it('509.5c, 509.5f: "becomes blocked by a [white] creature" — the filter is on the blocker', () => {
    const s = combatAt('combat damage', [
      attackingB(
        'a',
        creature('A1', 2, 2, {
          abilities: [trig('becomes blocked by a creature', { filter: { colors: ['W'] } }), trig('becomes blocked')],
        }),
      ),
      blockingWith('b', creature('B1', 1, 1, { colors: ['W'] }), ['a']),
      blockingWith('g', creature('G1', 1, 1, { colors: ['G'] }), ['a']),
    ]);
    s.pendingTriggers = [];
    const [id] = ids(s, 1);
    const byWhite = match(s, { type: 'becomes blocked by a creature', rules: ['509.1h'], creature: 'a', blocker: 'b' });
    expect(byWhite.pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'a',
        ability: 0,
        effect: draw,
        related: 'b',
        relatedPlayer: null,
        rules: ['509.1i', '509.5d', '509.5f'],
      },
    ]);
    expect(
      match(s, { type: 'becomes blocked by a creature', rules: ['509.1h'], creature: 'a', blocker: 'g' }).pending,
    ).toEqual([]);
    expect(match(s, { type: 'becomes blocked', rules: ['509.1h'], creature: 'a' }).pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'a',
        ability: 1,
        effect: draw,
        related: 'a',
        relatedPlayer: null,
        rules: ['509.1i', '509.5c'],
      },
    ]);
  });

  it('509.5e: "blocks [two or more] creatures" and "becomes blocked by [two or more] creatures" count at declaration', () => {
    const twoOrMore = { atLeast: 2 };
    const s = combatAt('combat damage', [
      attackingB('a1', creature('A1', 2, 2, { abilities: [trig('becomes blocked', twoOrMore)] })),
      attackingB('a2', creature('A2', 2, 2, { abilities: [trig('becomes blocked', twoOrMore)] })),
      blockingWith('one', creature('One', 1, 1, { abilities: [trig('blocks', twoOrMore)] }), ['a1']),
      blockingWith(
        'two',
        creature('Two', 1, 1, {
          abilities: [trig('blocks', twoOrMore)],
          keywords: ['can block an additional creature'],
        }),
        ['a1', 'a2'],
      ),
      {
        id: 'w',
        card: artifact('Wall banner', [trig('blocks', { subject: 'a creature you control', ...twoOrMore })]),
        controller: 'B',
      },
    ]);
    s.pendingTriggers = [];
    const blocks = (c: string) => match(s, { type: 'blocks', rules: ['509.1g'], creature: c }).pending;
    expect(blocks('one')).toEqual([]);
    expect(blocks('two').map((t) => [t.source, t.related, t.rules])).toEqual([
      ['two', 'two', ['509.1i', '509.5a', '509.5e']],
      ['w', 'two', ['509.1i', '509.5a', '509.5e']],
    ]);
    const blocked = (c: string) => match(s, { type: 'becomes blocked', rules: ['509.1h'], creature: c }).pending;
    expect(blocked('a2')).toEqual([]);
    expect(blocked('a1').map((t) => [t.source, t.rules])).toEqual([['a1', ['509.1i', '509.5c', '509.5e']]]);
  });
});

describe('509.5e: a count of blockers is a "blocks" or "becomes blocked" condition\'s', () => {
  it('setup refuses it on another trigger condition, or when it is not a whole number of at least 1', () => {
    const refused = (a: TriggeredAbilityDef) => {
      const r = createGame(twoPlayers({ battlefield: [{ id: 'x', card: withAbilities('X', [a]), controller: 'A' }] }));
      return r.ok ? null : r.error;
    };
    const field = 'battlefield[0].card.abilities[0].atLeast';
    expect(refused(trig('attacks', { atLeast: 2 }))).toEqual({
      code: 'setup/invalid-card',
      field,
      params: { problem: 'blocking count', value: '2' },
    });
    expect(refused(trig('becomes blocked by a creature', { atLeast: 2 }))?.field).toBe(field);
    expect(refused(trig('blocks', { atLeast: 0 }))?.field).toBe(field);
    expect(refused(trig('becomes blocked', { atLeast: 1.5 }))?.field).toBe(field);
    expect(refused(trig('blocks', { atLeast: 1 }))).toBeNull();
    expect(refused(trig('becomes blocked', { atLeast: 3 }))).toBeNull();
  });
});

describe('603.2c: discarding', () => {
  it('"whenever you discard a card" once per card; "one or more cards" once, counting them; only the discarding player\'s', () => {
    const abilities = [trig('discard'), trig('discards one or more cards')];
    const s = board({
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: 20,
          hand: [
            { id: 'h1', card: creature('H1', 1, 1) },
            { id: 'h2', card: creature('H2', 1, 1) },
          ],
        },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      battlefield: [
        { id: 'x', card: artifact('Mine', abilities), controller: 'A' },
        { id: 'y', card: artifact('Theirs', abilities), controller: 'B' },
      ],
    });
    const [t1, t2, t3] = ids(s, 3);
    const r = match(s, { type: 'discard', rules: ['701.8'], player: 'A', cards: ['h1', 'h2'] });
    const common = { controller: 'A', source: 'x', effect: draw, relatedPlayer: 'A', rules: ['603.2'] };
    expect(r.pending).toStrictEqual([
      { id: t1, ...common, ability: 0, related: 'h1' },
      { id: t2, ...common, ability: 0, related: 'h2' },
      { id: t3, ...common, ability: 1, related: null, amount: 2 },
    ]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', '603.2c'], source: 'x', object: 'h1', delayed: false },
      { type: 'ability-triggered', rules: ['603.2', '603.2c'], source: 'x', object: 'h2', delayed: false },
      { type: 'ability-triggered', rules: ['603.2', '603.2c'], source: 'x', delayed: false },
    ]);
  });
});

describe('510.3a: combat damage', () => {
  it('each source once; "to a player" only for a source that dealt damage to a player, naming that player', () => {
    const abilities = [trig('deals combat damage'), trig('deals combat damage to a player')];
    const s = combatAt('combat damage', [
      attackingB('a', creature('A1', 2, 2, { abilities, types: ['Artifact', 'Creature'] })),
      attackingB('b', creature('B1', 2, 2, { abilities, colors: ['R'] })),
      blockingWith('k', creature('K', 0, 5), ['b']),
      { id: 'idle', card: creature('Idle', 1, 1, { abilities }), controller: 'A' },
      {
        id: 'w',
        card: artifact('Banner', [trig('deals combat damage', { subject: 'a creature', filter: { colors: ['R'] } })]),
        controller: 'B',
      },
      {
        id: 'v',
        card: artifact('Forge', [trig('deals combat damage', { subject: 'a creature', filter: { type: 'Artifact' } })]),
        controller: 'B',
      },
    ]);
    s.pendingTriggers = [];
    const src = (id: string) => ({ id, controller: 'A', colors: [], deathtouch: false, lifelink: false });
    const r = match(s, {
      type: 'damage',
      rules: ['510.2'],
      combat: true,
      items: [
        { source: src('b'), target: 'k', amount: 2 },
        { source: src('a'), target: 'B', amount: 2 },
      ],
    });
    expect(r.pending.map((t) => [t.source, t.ability, t.related, t.relatedPlayer, t.rules])).toEqual([
      ['b', 0, 'b', null, ['510.3a']],
      ['w', 0, 'b', null, ['510.3a', '509.5f']],
      ['a', 0, 'a', 'B', ['510.3a']],
      ['v', 0, 'a', 'B', ['510.3a']],
      ['a', 1, 'a', 'B', ['510.3a']],
    ]);
  });
});

describe('603.2f, 502.3: becoming untapped', () => {
  it('only the permanent that untapped triggers, citing 502.3 and reporting 603.2f', () => {
    const s = board({
      battlefield: [
        { id: 'x', card: artifact('X', [trig('becomes untapped')]), controller: 'A' },
        { id: 'y', card: artifact('Y', [trig('becomes untapped')]), controller: 'A' },
      ],
    });
    const [id] = ids(s, 1);
    const r = match(s, { type: 'untap', rules: ['502.3'], objects: ['x'], player: 'A' });
    expect(r.pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'x',
        ability: 0,
        effect: draw,
        related: null,
        relatedPlayer: null,
        rules: ['603.2', '502.3'],
      },
    ]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', '502.3', '603.2f'], source: 'x', delayed: false },
    ]);
  });
});

describe('508.3b, 508.3d, 508.3e: attacking', () => {
  const s = () =>
    combatAt('declare blockers', [
      attackingB('a', creature('A1', 2, 2)),
      { id: 'x', card: artifact('X', [trig('you attack'), trig('you attack a player')]), controller: 'A' },
      {
        id: 'y',
        card: artifact('Y', [trig('you attack'), trig('you attack a player'), trig('you are attacked')]),
        controller: 'B',
      },
    ]);

  it('508.3d, 603.2c: "whenever you attack" once for the whole attack, counting the attackers', () => {
    const st = s();
    st.pendingTriggers = [];
    const [id] = ids(st, 1);
    const r = match(st, { type: 'you attack', rules: ['508.1m'], player: 'A', count: 1 });
    expect(r.pending).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'x',
        ability: 0,
        effect: draw,
        related: null,
        relatedPlayer: 'A',
        rules: ['508.3d'],
        amount: 1,
      },
    ]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', '508.3d', '603.2c'], source: 'x', delayed: false },
    ]);
  });

  it('508.3e: "whenever you attack a player" is the attacking player\'s, naming the player attacked', () => {
    const st = s();
    st.pendingTriggers = [];
    const [id] = ids(st, 1);
    expect(
      match(st, { type: 'you attack a player', rules: ['508.1m'], player: 'A', defending: 'B' }).pending,
    ).toStrictEqual([
      {
        id,
        controller: 'A',
        source: 'x',
        ability: 1,
        effect: draw,
        related: null,
        relatedPlayer: 'B',
        rules: ['508.3e'],
      },
    ]);
  });
});

describe('500.6, 603.2b, 511.2: beginning of a step', () => {
  const upkeep = (whose?: 'yours' | 'each') =>
    trig('beginning of step', { step: 'upkeep', ...(whose ? { whose } : {}) });
  it('"at the beginning of your upkeep" is the active player\'s alone; "each upkeep" everyone\'s — naming the active player', () => {
    const s = board({
      battlefield: [
        { id: 'mine', card: artifact('Mine', [upkeep()]), controller: 'A' },
        { id: 'theirs', card: artifact('Theirs', [upkeep(), upkeep('yours')]), controller: 'B' },
        { id: 'each', card: artifact('Each', [upkeep('each')]), controller: 'B' },
      ],
    });
    const [t1, t2] = ids(s, 2);
    const r = match(s, { type: 'step begins', rules: ['500.6'] });
    const common = { ability: 0, effect: draw, related: null, relatedPlayer: 'A', rules: ['500.6'] };
    expect(r.pending).toStrictEqual([
      { id: t1, controller: 'A', source: 'mine', ...common },
      { id: t2, controller: 'B', source: 'each', ...common },
    ]);
    expect(r.events).toEqual([
      { type: 'ability-triggered', rules: ['603.2', '500.6', '603.2b'], source: 'mine', delayed: false },
      { type: 'ability-triggered', rules: ['603.2', '500.6', '603.2b'], source: 'each', delayed: false },
    ]);
  });

  it('511.2: "at end of combat" triggers as the end of combat step begins', () => {
    const s = combatAt('end of combat', [{ id: 'x', card: artifact('X', [trig('end of combat')]), controller: 'B' }]);
    s.pendingTriggers = [];
    const [id] = ids(s, 1);
    const r = match(s, { type: 'step begins', rules: ['500.6'] });
    expect(r.pending).toStrictEqual([
      {
        id,
        controller: 'B',
        source: 'x',
        ability: 0,
        effect: draw,
        related: null,
        relatedPlayer: null,
        rules: ['511.2'],
      },
    ]);
    expect(r.events).toStrictEqual([
      { type: 'ability-triggered', rules: ['603.2', '511.2', '603.2b'], source: 'x', delayed: false },
    ]);
  });
});

describe('615.13: damage is prevented', () => {
  it('to this object, or to its controller ("you") — naming that player — counting the damage prevented', () => {
    const s = board({
      battlefield: [
        { id: 'x', card: creature('X', 2, 2, { abilities: [trig('damage is prevented')] }), controller: 'A' },
        { id: 'y', card: artifact('Y', [trig('damage is prevented', { to: 'you' })]), controller: 'A' },
      ],
    });
    const [t1, t2] = ids(s, 2);
    const src = { id: 'z', controller: 'B', colors: [], deathtouch: false, lifelink: false };
    const r = match(s, {
      type: 'damage prevented',
      rules: ['615.1'],
      combat: false,
      items: [
        { source: src, target: 'x', amount: 2 },
        { source: src, target: 'A', amount: 3 },
      ],
    });
    const common = { controller: 'A', ability: 0, effect: draw, related: null, rules: ['615.13'] };
    expect(r.pending).toStrictEqual([
      { id: t1, source: 'x', ...common, relatedPlayer: null, amount: 2 },
      { id: t2, source: 'y', ...common, relatedPlayer: 'A', amount: 3 },
    ]);
  });
});
