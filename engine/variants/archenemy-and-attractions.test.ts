// The main phase's variant turn-based actions: Archenemy schemes (505.3) and Attractions (505.5)
// — setup validation, ongoing schemes, a scheme deck that cycles, and rolls that replay.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../core/setup';
import { apply, createGame, type CardDef, type GameState } from '..';
import { game, passUntil, twoPlayers } from '../game/test-kit';

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
      battlefield: [{ card: attraction([2]), controller: 'A' }],
    });
    const r = passUntil(game(setup), (x) => inMain(x, 2));
    const rolled = r.events.find((e) => e.type === 'rolled-to-visit');
    expect(rolled?.amount).toBe(2);
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
