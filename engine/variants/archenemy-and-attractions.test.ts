// The main phase's variant turn-based actions: Archenemy schemes (505.3) and Attractions (505.5)
// — setup validation, ongoing schemes, a scheme deck that cycles, and rolls that replay.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { GameSetup } from '../core/setup';
import { apply, createGame, type CardDef, type GameState } from '..';
import { creature, game, passUntil, twoPlayers } from '../game/test-kit';
import { schemesToBottom } from './archenemy';

const refused = (setup: GameSetup) => {
  const r = createGame(setup);
  if (r.ok) throw new Error('expected a setup error');
  return r.error;
};

const burn: CardDef = {
  name: 'Burn',
  types: ['Scheme'],
  colors: [],
  abilities: [
    { kind: 'triggered', trigger: 'set in motion', effect: { type: 'lose life', amount: 1, target: 'each opponent' } },
  ],
};
const drain: CardDef = { ...burn, name: 'Drain', ongoing: true };
const attraction = (litUp: number[]): CardDef => ({
  name: 'Ride',
  types: ['Artifact'],
  subtypes: ['Attraction'],
  colors: [],
  litUp,
  abilities: [{ kind: 'triggered', trigger: 'visit', effect: { type: 'gain life', amount: 1 } }],
});

const inMain = (s: GameState, turn: number) => s.turn.number === turn && s.turn.phase === 'precombat main';

describe('Archenemy setup (505.3)', () => {
  it('refuses a bad archenemy or scheme deck, naming the field', () => {
    expect(refused(twoPlayers({ variant: { archenemy: 'Z' }, schemeDeck: [{ card: burn }] }))).toMatchObject({
      code: 'setup/unknown-archenemy',
      field: 'variant.archenemy',
    });
    expect(refused(twoPlayers({ schemeDeck: [{ card: burn }] })).field).toBe('variant.archenemy');
    expect(refused(twoPlayers({ variant: { archenemy: 'A' } }))).toMatchObject({
      code: 'setup/no-scheme-deck',
      field: 'schemeDeck',
    });
    expect(
      refused(twoPlayers({ variant: { archenemy: 'A' }, schemeDeck: [{ card: burn }, { card: attraction([1]) }] })),
    ).toMatchObject({ code: 'setup/not-a-scheme', field: 'schemeDeck[1].card.types', rules: ['701.25a'] });
    expect(refused(twoPlayers({ battlefield: [{ card: burn, controller: 'A' }] }))).toMatchObject({
      code: 'setup/scheme-outside-command-zone',
      field: 'battlefield[0].card.types',
    });
    expect(refused(twoPlayers({ variant: { archenemy: 'A' }, schemeDeck: 'burn' as never })).field).toBe('schemeDeck');
    expect(refused(twoPlayers({ variant: { archenemy: 3 as never }, schemeDeck: [{ card: burn }] })).field).toBe(
      'variant.archenemy',
    );
    expect(
      refused(twoPlayers({ variant: { archenemy: 'A' }, schemeDeck: [{ card: { ...burn, ongoing: 'yes' as never } }] }))
        .field,
    ).toBe('schemeDeck[0].card.ongoing');
  });
  it('refuses a malformed Attraction', () => {
    const bad = (card: CardDef) => refused(twoPlayers({ battlefield: [{ card, controller: 'A' }] }));
    expect(bad(attraction([0, 7])).field).toBe('battlefield[0].card.litUp');
    expect(bad(attraction([]))).toMatchObject({ code: 'setup/invalid-card', field: 'battlefield[0].card.litUp' });
    expect(bad({ ...attraction([1]), litUp: undefined }).field).toBe('battlefield[0].card.litUp');
    expect(bad({ ...attraction([1]), types: ['Enchantment'] }).field).toBe('battlefield[0].card.types');
    expect(bad({ name: 'X', types: ['Artifact'], colors: [], ongoing: true }).field).toBe(
      'battlefield[0].card.ongoing',
    );
  });
});

describe('schemes in motion (505.3, 701.25, 704.6e)', () => {
  it('an ongoing scheme stays face up; the deck goes on cycling', () => {
    let s = game(
      twoPlayers({
        variant: { archenemy: 'A' },
        schemeDeck: [
          { id: 'd', card: drain },
          { id: 'b', card: burn },
        ],
        turn: 2,
        activePlayer: 'A',
        step: 'upkeep',
      }),
    );
    s = passUntil(
      s,
      (x) => inMain(x, 2) && x.stack.length === 0 && x.turn.number === 2 && x.players[1].life < 20,
    ).state;
    expect(s.players[0].command).toEqual(['d']);
    expect(s.players[0].schemeDeck).toEqual(['b']);
    s = passUntil(s, (x) => inMain(x, 4) && x.players[1].life === 18).state;
    // Turn 4: Burn was set in motion and went under the deck; Drain is still face up (904.11).
    expect(s.players[0].command).toEqual(['d']);
    expect(s.players[0].schemeDeck).toEqual(['b']);
    expect(s.objects.d.zone).toBe('command');
  });
  it("only in the archenemy's turns", () => {
    let s = game(
      twoPlayers({
        variant: { archenemy: 'B' },
        schemeDeck: [{ card: burn }],
        turn: 2,
        activePlayer: 'A',
        step: 'upkeep',
      }),
    );
    const r = passUntil(s, (x) => x.turn.number === 2 && x.turn.phase === 'postcombat main');
    s = r.state;
    expect(r.events.some((e) => e.type === 'scheme-set-in-motion')).toBe(false);
    expect(s.players[1].schemeDeck?.length).toBe(1);
  });
});

describe('rolling to visit (505.5, 701.49)', () => {
  it('uses the seeded generator in the state: the action log replays the same roll', () => {
    const setup = twoPlayers({
      seed: 9,
      turn: 2,
      activePlayer: 'A',
      step: 'upkeep',
      battlefield: [{ id: 'ride', card: attraction([2]), controller: 'A' }],
    });
    const r = passUntil(game(setup), (x) => inMain(x, 2));
    expect(r.events.filter((e) => e.type === 'rolled-to-visit' || e.type === 'attraction-visited')).toEqual([
      { type: 'rolled-to-visit', rules: ['505.5', '701.49', '706'], player: 'A', amount: 2 },
      { type: 'attraction-visited', rules: ['701.49'], object: 'ride', amount: 2 },
    ]);
    expect(r.events.some((e) => e.type === 'ability-triggered' && e.rules.includes('701.49'))).toBe(true);
    let s = game(setup);
    for (const a of r.state.log) {
      const x = apply(s, a);
      if (!x.ok) throw new Error(x.error.code);
      s = x.value.state;
    }
    expect(s).toStrictEqual(r.state);
  });
});

describe('setting a scheme in motion (505.3, 701.25, 613.7h)', () => {
  const start = (schemes: CardDef[], creatures = true) =>
    game(
      twoPlayers({
        variant: { archenemy: 'A' },
        schemeDeck: schemes.map((card, i) => ({ id: `s${i}`, card })),
        turn: 2,
        activePlayer: 'A',
        step: 'upkeep',
        battlefield: creatures ? [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }] : [],
      }),
    );

  it('505.3, 701.25: the top scheme moves off the deck, face up in the command zone; its "set in motion" ability triggers', () => {
    const r = passUntil(start([burn, drain]), (x) => inMain(x, 2));
    expect(r.events.filter((e) => e.type === 'scheme-set-in-motion')).toEqual([
      {
        type: 'scheme-set-in-motion',
        rules: ['505.3', '701.25', '613.7h'],
        player: 'A',
        object: 's0',
        from: 'command',
        to: 'command',
      },
    ]);
    expect(r.events.filter((e) => e.type === 'ability-triggered')).toEqual([
      { type: 'ability-triggered', rules: ['603.2', '505.3', '701.25'], source: 's0', delayed: false },
    ]);
    expect(r.state.players[0].command).toEqual(['s0']);
    expect(r.state.players[0].schemeDeck).toEqual(['s1']);
  });

  it('613.7h: the scheme turned face up gets a timestamp newer than every other object', () => {
    const s = passUntil(start([burn]), (x) => inMain(x, 2)).state;
    const others = Object.values(s.objects).filter((o) => o.id !== 's0');
    for (const o of others) expect(s.objects.s0.timestamp).toBeGreaterThan(o.timestamp);
  });

  it('an empty scheme deck: nothing is set in motion (an ongoing scheme stays face up, 904.11)', () => {
    let s = passUntil(
      start([drain], false),
      (x) => inMain(x, 2) && x.stack.length === 0 && x.players[1].life === 19,
    ).state;
    expect(s.players[0].schemeDeck).toEqual([]);
    const r = passUntil(s, (x) => inMain(x, 4));
    s = r.state;
    expect([s.turn.number, s.turn.phase, s.turn.activePlayer]).toEqual([4, 'precombat main', 'A']);
    expect(r.events.some((e) => e.type === 'scheme-set-in-motion')).toBe(false);
    expect(s.players[0].command).toEqual(['s0']);
    expect(s.players[1].life).toBe(19);
  });
});

describe('704.6e, 314.6: a face-up non-ongoing scheme goes under its scheme deck', () => {
  const ramble: CardDef = {
    name: 'Ramble',
    types: ['Scheme'],
    colors: [],
    abilities: [{ kind: 'triggered', trigger: 'set in motion', effect: { type: 'draw', count: 1 } }],
  };
  const pinger = creature('Pinger', 1, 1, {
    abilities: [{ kind: 'triggered', trigger: 'dies', effect: { type: 'gain life', amount: 1 } }],
  });
  /** A (the archenemy) with the scheme `m` face up, a plane face up in their command zone too, and B, C. */
  function faceUp(extra: Partial<GameSetup> = {}): GameState {
    const s = game({
      players: [
        {
          id: 'A',
          name: 'A',
          library: 10,
          planes: [{ id: 'pl', card: { name: 'Plane', types: ['Plane'], colors: [] } }],
        },
        { id: 'B', name: 'B', library: 10 },
        { id: 'C', name: 'C', library: 10 },
      ],
      variant: { archenemy: 'A' },
      schemeDeck: [
        { id: 'm', card: ramble },
        { id: 'n', card: ramble },
      ],
      turn: 3,
      activePlayer: 'A',
      step: 'upkeep',
      priority: 'A',
      battlefield: [{ id: 'p', card: pinger, controller: 'B' }],
      ...extra,
    });
    s.players[0].schemeDeck = ['n'];
    s.players[0].command = ['pl', 'm'];
    return s;
  }
  const run = (s: GameState) => {
    const ctx: Ctx = { s: structuredClone(s), events: [] };
    const moved = schemesToBottom(ctx);
    return { moved, events: ctx.events, s: ctx.s };
  };

  it('turned face down under the deck; a face-up plane beside it stays where it is', () => {
    const r = run(faceUp());
    expect(r.moved).toBe(true);
    expect(r.events).toEqual([
      {
        type: 'scheme-put-on-bottom',
        rules: ['704.6e', '314.6', '704.3'],
        player: 'A',
        object: 'm',
        from: 'command',
        to: 'command',
      },
    ]);
    expect(r.s.players[0].command).toEqual(['pl']);
    expect(r.s.players[0].schemeDeck).toEqual(['n', 'm']);
  });

  it("only a scheme's triggered ability holds it back: not another permanent's, nor an activated ability of a scheme (314.4)", () => {
    const s = faceUp({ stack: [{ source: 'p', ability: 0, controller: 'B' }] });
    expect(s.stack.map((it) => it.kind)).toEqual(['triggered ability']);
    expect(run(s).moved).toBe(true);
    const waiting = faceUp();
    waiting.pendingTriggers = [
      { id: 't', controller: 'B', source: 'p', ability: 0, effect: [], related: null, relatedPlayer: null, rules: [] },
    ];
    expect(run(waiting).moved).toBe(true);
    const activated = faceUp();
    activated.stack = [{ ...structuredClone(s.stack[0]), kind: 'activated ability', source: 'n' }];
    expect(run(activated).moved).toBe(true);
    const own = faceUp();
    own.stack = [{ ...structuredClone(s.stack[0]), source: 'n' }];
    expect(run(own)).toMatchObject({ moved: false, events: [] });
  });

  it('800.4a: an archenemy who left the game took their schemes with them: none goes under the deck', () => {
    const s = faceUp();
    s.players[0].lost = true;
    expect(run(s)).toMatchObject({ moved: false, events: [] });
  });
});
