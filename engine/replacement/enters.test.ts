// Effects that modify how a permanent enters the battlefield and move other objects (614.13):
// devour (702.82a), paying life as it enters (119.4) and what replaces it (614.13c); and the setup
// of the planes whose abilities grant devour (311).
import { describe, expect, it } from 'vitest';
import { checkSetup } from '..';
import type { CardDef } from '../core/cards';
import type { GameSetup } from '../core/setup';
import { act, creature, decision, game, twoPlayers } from '../game/test-kit';

const devourer = (n: number): CardDef =>
  creature('Devourer', 1, 1, {
    colors: ['R'],
    manaCost: '{R}',
    abilities: [{ kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', devour: n } }],
  });

const casting = (battlefield: GameSetup['battlefield']) =>
  game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'd', card: devourer(2) }], manaPool: { R: 1 } },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield,
    }),
  );

function resolve(s: ReturnType<typeof game>) {
  let state = act(s, { type: 'cast-spell', player: 'A', card: 'd', targets: [] }).state;
  state = act(state, { type: 'pass-priority', player: 'A' }).state;
  return act(state, { type: 'pass-priority', player: 'B' });
}

describe('devour (702.82a)', () => {
  it('with no creature to sacrifice, asks nothing and enters with no counters', () => {
    const { state, events } = resolve(casting([]));
    expect(state.objects.d.zone).toBe('battlefield');
    expect(state.objects.d.counters['+1/+1'] ?? 0).toBe(0);
    expect(events.find((e) => e.type === 'replaced')).toMatchObject({ effect: 'devour', amount: 0 });
  });

  it('N +1/+1 counters for each creature sacrificed; an opponent’s creature is not offered (701.17a)', () => {
    const bear = creature('Bear', 2, 2);
    const s = resolve(
      casting([
        { id: 'x', card: bear, controller: 'A' },
        { id: 'y', card: bear, controller: 'A' },
        { id: 'z', card: bear, controller: 'B' },
      ]),
    ).state;
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'choose-objects', purpose: 'sacrifice as it enters', devour: 2 });
    expect(d.candidates).toEqual(['x', 'y']);
    const after = act(s, { type: 'choose-objects', player: 'A', objects: ['x', 'y'] }).state;
    expect(after.objects.d.counters['+1/+1']).toBe(4);
    expect([after.objects.x.zone, after.objects.y.zone, after.objects.z.zone]).toEqual([
      'graveyard',
      'graveyard',
      'battlefield',
    ]);
  });
});

describe('planes in the command zone (311.1, 311.2)', () => {
  const plane: CardDef = { name: 'Some Plane', types: ['Plane'], colors: [] };
  it('a player’s planes are plane cards', () => {
    const e = checkSetup(
      twoPlayers({
        players: [
          { id: 'A', name: 'A', planes: [{ card: creature('Bear', 2, 2) }] },
          { id: 'B', name: 'B' },
        ],
      }),
    );
    expect(e).toMatchObject({ code: 'setup/not-a-plane', field: 'players[0].planes[0].card.types' });
  });
  it('a plane stays in the command zone', () => {
    const e = checkSetup(
      twoPlayers({
        players: [
          { id: 'A', name: 'A', hand: [{ card: plane }] },
          { id: 'B', name: 'B' },
        ],
      }),
    );
    expect(e).toMatchObject({ code: 'setup/plane-outside-command-zone', rules: ['311.2'] });
  });
  it('a face-up plane is in its owner’s command zone', () => {
    const s = game(
      twoPlayers({
        players: [
          { id: 'A', name: 'A', planes: [{ id: 'p', card: plane }] },
          { id: 'B', name: 'B' },
        ],
      }),
    );
    expect(s.objects.p.zone).toBe('command');
    expect(s.players[0].command).toEqual(['p']);
  });
});
