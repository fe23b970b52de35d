// apply()'s concession (game/apply.ts, concede): 104.3a, 800.4a — the player leaves the game with
// their objects; questions put to the others stay, and priority held by the player passes to the
// next player in turn order once the checks of 117.5 are done.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameSetup, PlayerSetup } from '../core/setup';
import { act, creature, decision, game } from './test-kit';

const seat = (id: string, more: Partial<PlayerSetup> = {}): PlayerSetup => ({ id, name: id, library: 10, ...more });

/** Alice (active), Bob and Carol; Alice holds priority in her precombat main phase of turn 2. */
const three = (extra: Partial<GameSetup> = {}): GameSetup => ({
  players: [seat('A'), seat('B'), seat('C')],
  turn: 2,
  activePlayer: 'A',
  phase: 'precombat main',
  step: 'main',
  priority: 'A',
  ...extra,
});

const aura: CardDef = { name: 'Shield of Faith', types: ['Enchantment'], subtypes: ['Aura'], colors: [] };

describe('104.3a, 800.4a: conceding', () => {
  it('Alice concedes holding priority: before Bob, next in turn order, receives it, Bob’s Aura on her creature goes (117.5, 704.5m)', () => {
    const s = game(
      three({
        battlefield: [
          { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
          { id: 'aura', card: aura, controller: 'B', attachedTo: 'bear' },
        ],
      }),
    );
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events).toEqual([
      { type: 'conceded', rules: ['104.3a'], player: 'A' },
      { type: 'objects-left-game', rules: ['800.4a'], objects: ['bear'], players: ['A'] },
      { type: 'turn-continues', rules: ['800.4j'], player: 'A' },
      { type: 'put-into-graveyard', rules: ['704.5m', '704.3'], object: 'aura', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(r.state.frames).toEqual([{ kind: 'priority', player: 'B', passes: 0, checked: true }]);
    expect(r.state.players[1].graveyard).toEqual(['aura']);
  });

  it('Carol concedes while Alice is asked to discard to hand size: Alice is still asked (514.1)', () => {
    const filler = creature('Filler', 1, 1);
    let s = game(
      three({
        phase: 'ending',
        step: 'end',
        players: [seat('A', { hand: Array.from({ length: 9 }, () => ({ card: filler })) }), seat('B'), seat('C')],
      }),
    );
    for (const p of ['A', 'B', 'C']) s = act(s, { type: 'pass-priority', player: p }).state;
    const asked = decision(s);
    expect(asked).toMatchObject({ kind: 'discard-to-hand-size', player: 'A', rules: ['514.1'], count: 2 });
    const r = act(s, { type: 'concede', player: 'C' });
    expect(r.events).toEqual([{ type: 'conceded', rules: ['104.3a'], player: 'C' }]);
    expect(r.state.frames).toEqual([{ kind: 'turn-based actions' }, { kind: 'decision', decision: asked }]);
  });

  it('Carol concedes while Bob chooses his discard for Alice’s resolving spell: Bob is still asked (608.2d)', () => {
    const mindRot: CardDef = {
      name: 'Mind Rot',
      types: ['Sorcery'],
      colors: ['B'],
      spell: { type: 'discard', count: 1, target: 'target player' },
    };
    let s = game(
      three({
        players: [
          seat('A', { hand: [{ id: 'rot', card: mindRot }] }),
          seat('B', {
            hand: [
              { id: 'b1', card: creature('Elf', 1, 1) },
              { id: 'b2', card: creature('Orc', 2, 2) },
            ],
          }),
          seat('C'),
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'rot', targets: ['B'] }).state;
    for (const p of ['A', 'B', 'C']) s = act(s, { type: 'pass-priority', player: p }).state;
    expect(decision(s)).toMatchObject({ kind: 'choose-discard', player: 'B', rules: ['701.8', '608.2d'], count: 1 });
    const r = act(s, { type: 'concede', player: 'C' });
    expect(r.events).toEqual([{ type: 'conceded', rules: ['104.3a'], player: 'C' }]);
    // The spell still resolving, Bob still asked: the frames are as they were.
    expect(r.state.frames).toEqual(s.frames);
  });
});
