// The stack of continuations (GameState.frames): its invariant over random games, and a
// resolution that pauses for a question and goes on from where it was once answered.
import { describe, expect, it } from 'vitest';
import { createGame } from '..';
import type { CardDef } from './cards';
import type { Frame, GameState } from './state';
import { playRandom, randomSetup, mulberry } from '../game/random-play';
import { act, creature, decision, game, mainPhase, twoPlayers } from '../game/test-kit';
import { nearestFrame, popFrame, pushFrame } from './frames';

const TURN_FRAMES: Frame['kind'][] = ['begin-step', 'turn-based actions', 'priority', 'end-step', 'game-over'];
const ON_TOP: Frame['kind'][] = ['casting', 'resolving', 'decision'];

/** Between two actions: the turn's frame at the bottom, continuations above, a question or priority on top. */
function checkFrames(s: GameState): void {
  expect(s.frames.length).toBeGreaterThan(0);
  expect(TURN_FRAMES).toContain(s.frames[0].kind);
  for (const f of s.frames.slice(1)) expect(ON_TOP).toContain(f.kind);
  const top = s.frames[s.frames.length - 1];
  const settled = top.kind === 'decision' || top.kind === 'game-over' || (top.kind === 'priority' && top.checked);
  expect(settled).toBe(true);
}

describe('GameState.frames', () => {
  it('keeps its shape between actions in random games', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = createGame(randomSetup(seed, 2 + (seed % 3)));
      if (!r.ok) throw new Error(r.error.code);
      checkFrames(r.value);
      const pick = mulberry(seed);
      playRandom(
        r.value,
        (n) => Math.floor(pick() * n),
        150,
        (_, __, after) => checkFrames(after),
      );
    }
  });

  it('a resolution asks (608.2d), waits on its frame, and goes on from the next instruction', () => {
    const rot: CardDef = {
      name: 'Mind Rot',
      types: ['Sorcery'],
      colors: ['B'],
      spell: [
        { type: 'discard', count: 1, target: 'target player' },
        { type: 'gain life', amount: 1 },
      ],
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'rot', card: rot }] },
          {
            id: 'B',
            name: 'B',
            library: 5,
            hand: [
              { id: 'h1', card: creature('One', 1, 1) },
              { id: 'h2', card: creature('Two', 1, 1) },
            ],
          },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'rot', targets: ['B'] }).state;
    expect(s.frames.map((f) => f.kind)).toEqual(['priority']); // casting asked nothing: its frame is gone
    s = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    expect(s.frames.map((f) => f.kind)).toEqual(['priority', 'resolving', 'decision']);
    expect(s.frames[1]).toMatchObject({ kind: 'resolving', next: 1 });
    expect(decision(s)).toMatchObject({ kind: 'choose-discard', player: 'B' });
    s = act(s, { type: 'discard', player: 'B', cards: ['h2'] }).state;
    expect(s.frames.map((f) => f.kind)).toEqual(['priority']);
    expect(s.players[0].life).toBe(21); // the instruction after the question
    expect(decision(s)).toMatchObject({ kind: 'priority', player: 'A' }); // 117.3b
  });
});

describe('nearestFrame, popFrame', () => {
  it('the nearest frame of a kind, down to the turn’s frame at the bottom', () => {
    const s = mainPhase([]);
    const bottom = s.frames[0];
    pushFrame(s, {
      kind: 'decision',
      decision: { player: 'A', rules: ['614.12a'], kind: 'choose-color', object: 'x', source: 'x', colors: ['W'] },
    });
    expect(nearestFrame(s, bottom.kind)).toBe(bottom);
    expect(nearestFrame(s, 'resolving')).toBeUndefined();
  });

  it('the turn’s frame is never popped: trying is an engine bug', () => {
    const s = mainPhase([]);
    expect(s.frames).toHaveLength(1);
    expect(() => popFrame(s)).toThrow("engine bug: the turn's frame is never popped");
  });
});
