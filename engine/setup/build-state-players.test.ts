// buildState (build-state.ts), the game and its players: beginBuild's defaults and the given
// profile, seed, day/night and variant; addPlayer's record; the cards of each zone (libraryOf, the
// planes, the scheme deck) and their ids, given or generated (allocId skips every id given, reserveIds).
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../core/setup';
import type { GameState, PlayerState } from '../core/state';
import { named } from '../game/test-kit';
import { ANONYMOUS_CARD, buildState } from './build-state';
import { bear, built, island, objectRecord, plane, playerRecord, scheme, shock, three, two } from './test-build-state';

describe('the state of a setup giving only two players', () => {
  it('is a game in the untap step of turn 1, the first player active, nothing anywhere (500.1, 103.8)', () => {
    expect(built(two())).toStrictEqual({
      schema: 4,
      profile: 'classic',
      rng: 1,
      nextId: 0,
      timestamp: 0,
      players: [playerRecord('A', 'Alice'), playerRecord('B', 'Bob')],
      objects: {},
      battlefield: [],
      stack: [],
      turn: {
        number: 1,
        activePlayer: 'A',
        phase: 'beginning',
        step: 'untap',
        phaseId: 1,
        schedule: [
          { phase: 'beginning', step: 'upkeep', phaseId: 1 },
          { phase: 'beginning', step: 'draw', phaseId: 1 },
          { phase: 'precombat main', step: 'main', phaseId: 2 },
          { phase: 'combat', step: 'beginning of combat', phaseId: 3 },
          { phase: 'combat', step: 'declare attackers', phaseId: 3 },
          { phase: 'combat', step: 'declare blockers', phaseId: 3 },
          { phase: 'combat', step: 'combat damage', phaseId: 3 },
          { phase: 'combat', step: 'end of combat', phaseId: 3 },
          { phase: 'postcombat main', step: 'main', phaseId: 4 },
          { phase: 'ending', step: 'end', phaseId: 5 },
          { phase: 'ending', step: 'cleanup', phaseId: 5 },
        ],
        firstTurn: true,
        combatPhasesThisTurn: 0,
        attackedThisTurn: [],
        regularTurnPlayer: 'A',
        previousTurnSpells: 0,
        marks: [],
      },
      frames: [{ kind: 'begin-step' }],
      combat: null,
      effects: [],
      shields: [],
      delayedTriggers: [],
      pendingTriggers: [],
      extraTurns: [],
      skips: [],
      dayNight: null,
      log: [],
      variant: {
        attackOption: 'attack multiple players',
        turnOrder: 'each player',
        rangeOfInfluence: null,
        archenemy: null,
      },
    });
  });
});

const gameFields = (s: GameState) => ({ profile: s.profile, rng: s.rng, dayNight: s.dayNight, variant: s.variant });
const noVariant = {
  attackOption: 'attack multiple players',
  turnOrder: 'each player',
  rangeOfInfluence: null,
  archenemy: null,
};

describe('beginBuild: what the setup says of the whole game', () => {
  it.each(
    named([
      { name: 'nothing: classic, seed 1, neither day nor night', setup: two(), profile: 'classic', rng: 1 },
      { name: 'the foundations profile', setup: two({ profile: 'foundations' }), profile: 'foundations', rng: 1 },
      { name: 'seed 42', setup: two({ seed: 42 }), profile: 'classic', rng: 42 },
      { name: 'seed 0 (kept, not the default)', setup: two({ seed: 0 }), profile: 'classic', rng: 0 },
      { name: 'day (726)', setup: two({ dayNight: 'day' }), profile: 'classic', rng: 1, dayNight: 'day' },
      { name: 'night (726)', setup: two({ dayNight: 'night' }), profile: 'classic', rng: 1, dayNight: 'night' },
      {
        name: 'choose one opponent (506.2a)',
        setup: three({ variant: { attackOption: 'choose one opponent' } }),
        profile: 'classic',
        rng: 1,
        variant: { ...noVariant, attackOption: 'choose one opponent' },
      },
      {
        name: 'shared team turns (805)',
        setup: {
          players: ['A', 'B', 'C', 'D'].map((id, i) => ({ id, name: id, team: i < 2 ? 'x' : 'y' })),
          variant: { sharedTeamTurns: true },
        },
        profile: 'classic',
        rng: 1,
        variant: { ...noVariant, turnOrder: 'each team' },
      },
      {
        name: 'a range of influence of 1 (801.2)',
        setup: three({ variant: { rangeOfInfluence: 1 } }),
        profile: 'classic',
        rng: 1,
        variant: { ...noVariant, rangeOfInfluence: 1 },
      },
    ] as { name: string; setup: GameSetup; profile: string; rng: number; dayNight?: string; variant?: object }[]),
  )('%s', (_, { setup, profile, rng, dayNight, variant }) => {
    expect(gameFields(built(setup))).toStrictEqual({
      profile,
      rng,
      dayNight: dayNight ?? null,
      variant: variant ?? noVariant,
    });
  });
});

describe('addPlayer: a player record', () => {
  it.each(
    named([
      { name: 'only an id and a name: 20 life (103.4), hand size 7 (402.2)', more: {}, record: {} },
      { name: 'a Chinese name', more: { nameZh: '爱丽丝' }, record: { nameZh: '爱丽丝' } },
      { name: 'a team', more: { team: 'x' }, record: { team: 'x' } },
      { name: '7 life', more: { life: 7 }, record: { life: 7 } },
      { name: '0 life (kept: not the default)', more: { life: 0 }, record: { life: 0 } },
      { name: 'a maximum hand size of 3', more: { maxHandSize: 3 }, record: { maxHandSize: 3 } },
      {
        name: 'mana in the pool (the rest empty)',
        more: { manaPool: { G: 2, C: 1 } },
        record: { manaPool: { W: 0, U: 0, B: 0, R: 0, G: 2, C: 1 } },
      },
      { name: 'a land played this turn', more: { landsPlayedThisTurn: 1 }, record: { landsPlayedThisTurn: 1 } },
      { name: 'two spells cast this turn', more: { spellsCastThisTurn: 2 }, record: { spellsCastThisTurn: 2 } },
    ] as { name: string; more: object; record: Partial<PlayerState> }[]),
  )('%s', (_, { more, record }) => {
    const s = built({
      players: [
        { id: 'A', name: 'Alice', ...more },
        { id: 'B', name: 'Bob' },
      ],
    });
    expect(s.players).toStrictEqual([playerRecord('A', 'Alice', record), playerRecord('B', 'Bob')]);
  });
});

const card = (name: string) => ({ ...island, name });

describe("the cards of a player's zones, each an object they own with its timestamp (613.7)", () => {
  it('a library of 2 cards: anonymous cards c1, c2, top first', () => {
    const s = built(
      two({
        players: [
          { id: 'A', name: 'Alice', library: 2 },
          { id: 'B', name: 'Bob' },
        ],
      }),
    );
    expect(s.players[0]).toStrictEqual(playerRecord('A', 'Alice', { library: ['c1', 'c2'] }));
    expect(s.objects).toStrictEqual({
      c1: objectRecord('c1', { name: 'Card', nameZh: '牌', types: [], colors: [], anonymous: true }, 'A', 'library', 1),
      c2: objectRecord('c2', ANONYMOUS_CARD, 'A', 'library', 2),
    });
    expect([s.timestamp, s.nextId]).toEqual([2, 2]);
  });
  it('a library of 0 cards, and no library: empty', () => {
    const s = built(
      two({
        players: [
          { id: 'A', name: 'Alice', library: 0 },
          { id: 'B', name: 'Bob' },
        ],
      }),
    );
    expect([s.players[0].library, s.players[1].library, s.objects]).toStrictEqual([[], [], {}]);
  });
  it('every zone given, in the order library, hand, graveyard, planes; ids generated in that order', () => {
    const s = built({
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: [{ card: card('L1') }, { card: card('L2') }],
          hand: [{ card: shock }],
          graveyard: [{ card: bear }],
          planes: [{ card: plane }],
        },
        { id: 'B', name: 'Bob', hand: [{ card: card('H') }], library: 1 },
      ],
    });
    expect(s.players).toStrictEqual([
      playerRecord('A', 'Alice', {
        library: ['c1', 'c2'],
        hand: ['c3'],
        graveyard: ['c4'],
        command: ['c5'], // 311.2, 311.4: a face-up plane stays in the command zone
      }),
      playerRecord('B', 'Bob', { library: ['c6'], hand: ['c7'] }),
    ]);
    expect(s.objects).toStrictEqual({
      c1: objectRecord('c1', card('L1'), 'A', 'library', 1),
      c2: objectRecord('c2', card('L2'), 'A', 'library', 2),
      c3: objectRecord('c3', shock, 'A', 'hand', 3),
      c4: objectRecord('c4', bear, 'A', 'graveyard', 4),
      c5: objectRecord('c5', plane, 'A', 'command', 5),
      c6: objectRecord('c6', ANONYMOUS_CARD, 'B', 'library', 6),
      c7: objectRecord('c7', card('H'), 'B', 'hand', 7),
    });
    expect([s.timestamp, s.nextId]).toEqual([7, 7]);
  });
  it('ids given are kept, and the counter of generated ids does not move (nextId 0)', () => {
    const s = built({
      players: [
        { id: 'A', name: 'Alice', library: [{ id: 'top', card: card('L') }], hand: [{ id: 'h', card: shock }] },
        {
          id: 'B',
          name: 'Bob',
          graveyard: [{ id: 'g', card: bear }],
          planes: [
            { id: 'p', card: plane },
            { id: 'q', card: plane },
          ],
        },
      ],
    });
    expect(s.players).toStrictEqual([
      playerRecord('A', 'Alice', { library: ['top'], hand: ['h'] }),
      playerRecord('B', 'Bob', { graveyard: ['g'], command: ['p', 'q'] }),
    ]);
    expect(Object.keys(s.objects)).toEqual(['top', 'h', 'g', 'p', 'q']);
    expect(s.nextId).toBe(0);
  });
  it("an Archenemy game (904): the archenemy's scheme deck, face down in the command zone, top first (314.2)", () => {
    const s = built(
      three({
        variant: { archenemy: 'B' },
        schemeDeck: [{ card: { ...scheme, name: 'S1' } }, { id: 's2', card: { ...scheme, name: 'S2' } }],
      }),
    );
    expect(s.players).toStrictEqual([
      playerRecord('A', 'A'),
      playerRecord('B', 'B', { schemeDeck: ['c1', 's2'] }),
      playerRecord('C', 'C'),
    ]);
    expect(s.objects).toStrictEqual({
      c1: objectRecord('c1', { ...scheme, name: 'S1' }, 'B', 'command', 1),
      s2: objectRecord('s2', { ...scheme, name: 'S2' }, 'B', 'command', 2),
    });
    expect(s.variant.archenemy).toBe('B');
  });
});

/** Where a given id `c1` sits in the setup, after an unnamed card that would otherwise take it. */
const laterC1: { name: string; setup: GameSetup; generated: string[]; library?: string[] }[] = [
  {
    name: 'later in the same library',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: [{ card: island }, { id: 'c1', card: island }] },
        { id: 'B', name: 'B' },
      ],
    }),
    generated: ['c2'],
    library: ['c2', 'c1'],
  },
  {
    name: 'in a hand',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1, hand: [{ id: 'c1', card: island }] },
        { id: 'B', name: 'B' },
      ],
    }),
    generated: ['c2'],
  },
  {
    name: 'in a graveyard',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1, graveyard: [{ id: 'c1', card: island }] },
        { id: 'B', name: 'B' },
      ],
    }),
    generated: ['c2'],
  },
  {
    name: 'among the planes',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1, planes: [{ id: 'c1', card: plane }] },
        { id: 'B', name: 'B' },
      ],
    }),
    generated: ['c2'],
  },
  {
    name: 'on the battlefield',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1 },
        { id: 'B', name: 'B' },
      ],
      battlefield: [{ id: 'c1', card: island, controller: 'A' }],
    }),
    generated: ['c2'],
  },
  {
    name: 'on the stack',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1 },
        { id: 'B', name: 'B' },
      ],
      stack: [{ id: 'c1', card: shock, controller: 'A', targets: ['B'] }],
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
    }),
    generated: ['c2'],
  },
  {
    name: 'in the scheme deck',
    setup: two({
      players: [
        { id: 'A', name: 'A', library: 1 },
        { id: 'B', name: 'B' },
      ],
      variant: { archenemy: 'A' },
      schemeDeck: [{ id: 'c1', card: scheme }],
    }),
    generated: ['c2'],
  },
  {
    name: 'a player called c1 (a generated id skips ids taken too)',
    setup: {
      players: [
        { id: 'c1', name: 'A', library: 2 },
        { id: 'B', name: 'B' },
      ],
    },
    generated: ['c2', 'c3'],
  },
];

describe('allocId, reserveIds: a generated id skips every id the setup gives, wherever it is given', () => {
  it.each(named(laterC1))('c1 given %s', (_, { setup, generated, library }) => {
    const s = built(setup);
    expect(s.players[0].library).toStrictEqual(library ?? generated);
    expect(s.nextId).toBe(generated.length + 1);
    expect(Object.keys(s.objects).sort()).toStrictEqual(
      [...generated, ...(setup.players[0].id === 'c1' ? [] : ['c1'])].sort(),
    );
  });
});

describe('building copies the setup', () => {
  it('changing the setup or its cards afterwards changes nothing in the state', () => {
    const setup = two({
      players: [
        { id: 'A', name: 'Alice', hand: [{ id: 'h', card: { ...bear, colors: ['G'] } }], manaPool: { G: 1 } },
        { id: 'B', name: 'Bob' },
      ],
      battlefield: [{ id: 'x', card: { ...bear }, controller: 'B', counters: { '+1/+1': 1 } }],
    });
    const s = buildState(setup);
    const before = JSON.parse(JSON.stringify(s));
    setup.players[0].hand![0].card.name = 'Changed';
    setup.players[0].hand![0].card.colors.push('B');
    setup.players[0].manaPool!.G = 5;
    setup.battlefield![0].card.name = 'Changed';
    setup.battlefield![0].counters!['+1/+1'] = 9;
    setup.players.push({ id: 'C', name: 'C' });
    expect(s).toStrictEqual(before);
    expect(s.objects.h.card).toStrictEqual({ ...bear, colors: ['G'] });
  });
});
