// apply()'s guards, in their fixed order (game/apply.ts): a malformed action, an unknown player,
// a game that is over (104.1), a player who left it (104.3a, 800.4a), the answer to a question
// asked in the middle of an event (only its player, with the action it awaits), and an engine
// error — each is refused with a violation, never thrown, and the state given is never touched.
import { describe, expect, it } from 'vitest';
import { askedWhichReplacementFirst } from './test-boards';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import { apply } from './apply';
import { act, decision, deepFreeze, mainPhase, named, refusal } from './test-kit';

/** Alice, Bob and Carol; Alice (the active player) has priority in her main phase. */
const threePlayers = () =>
  mainPhase([], {
    players: [
      { id: 'A', name: 'Alice', library: 20 },
      { id: 'B', name: 'Bob', library: 20 },
      { id: 'C', name: 'Carol', library: 20 },
    ],
  });

describe('malformed input is refused, never thrown', () => {
  const malformed = { code: 'action/malformed', rules: [], params: {} };
  it.each(
    named([
      { name: 'no action', action: null },
      { name: 'a string', action: 'pass-priority' },
      { name: 'a type that is not a string', action: { type: 1, player: 'A' } },
      { name: 'no player', action: { type: 'pass-priority' } },
      { name: 'a player that is not a string', action: { type: 'pass-priority', player: 7 } },
    ]),
  )('%s', (_, c) => {
    const s = deepFreeze(mainPhase([]));
    expect(refusal(s, c.action as unknown as Action)).toEqual(malformed);
  });
});

it('a player not in the game is refused, named', () => {
  expect(refusal(mainPhase([]), { type: 'pass-priority', player: 'Z' })).toEqual({
    code: 'action/unknown-player',
    rules: [],
    params: { player: 'Z' },
  });
});

describe('104.1: once the game is over, no one acts', () => {
  /** Alice concedes: Bob wins (104.3a, 104.2a). */
  const over = () => deepFreeze(act(mainPhase([]), { type: 'concede', player: 'A' }).state);

  it('the winner is refused', () => {
    const s = over();
    expect(s.frames.at(-1)).toEqual({ kind: 'game-over', winners: ['B'] });
    expect(refusal(s, { type: 'pass-priority', player: 'B' })).toEqual({
      code: 'action/game-over',
      rules: ['104.1'],
      params: {},
    });
  });

  it('the player who conceded too: the game being over is said first', () => {
    expect(refusal(over(), { type: 'concede', player: 'A' })).toEqual({
      code: 'action/game-over',
      rules: ['104.1'],
      params: {},
    });
  });
});

describe('104.3a, 800.4a: a player who left a game that goes on can’t act in it', () => {
  it.each(
    named([
      { name: 'passing priority', action: { type: 'pass-priority', player: 'A' } as Action },
      { name: 'conceding again', action: { type: 'concede', player: 'A' } as Action },
    ]),
  )('%s', (_, c) => {
    const s = deepFreeze(act(threePlayers(), { type: 'concede', player: 'A' }).state);
    expect(refusal(s, c.action)).toEqual({
      code: 'action/left-game',
      rules: ['104.3a', '800.4a'],
      params: { player: 'A' },
    });
  });
});

const paused = askedWhichReplacementFirst;

describe('616.1: paused on a question, only its player answers it, with the action it awaits', () => {
  const notAwaited = {
    code: 'action/not-awaited',
    rules: ['616.1', '616.1e'],
    params: { player: 'A', kind: 'choose-replacement' },
  };

  it('Bob answering Alice’s question is refused', () => {
    const s = deepFreeze(paused());
    expect(decision(s)).toMatchObject({ kind: 'choose-replacement', player: 'A', rules: ['616.1', '616.1e'] });
    expect(refusal(s, { type: 'choose-replacement', player: 'B', effect: 'shuffler:0' })).toEqual(notAwaited);
  });

  it.each(
    named([
      { name: 'Alice passing priority instead is refused', action: { type: 'pass-priority', player: 'A' } as Action },
      {
        name: 'Alice choosing a colour instead is refused',
        action: { type: 'choose-color', player: 'A', color: 'R' } as Action,
      },
    ]),
  )('%s', (_, c) => {
    expect(refusal(deepFreeze(paused()), c.action)).toEqual(notAwaited);
  });
});

describe('an engine error is reported as engine/internal-error with its message, never thrown', () => {
  // Neither state can come out of createGame and apply(): each is edited by hand to reach an engine bug.
  const choosingRed = (): Extract<GameState['frames'][number], { kind: 'decision' }> => ({
    kind: 'decision',
    decision: {
      kind: 'choose-color',
      player: 'A',
      rules: ['614.12a'],
      object: 'bomb',
      source: 'returner',
      colors: ['R'],
    },
  });

  it('an answer popping the turn’s own frame', () => {
    const s = mainPhase([]);
    s.frames = [choosingRed()];
    deepFreeze(s);
    const before = JSON.stringify(s);
    expect(apply(s, { type: 'choose-color', player: 'A', color: 'R' })).toEqual({
      ok: false,
      error: {
        code: 'engine/internal-error',
        rules: [],
        params: { detail: "engine bug: the turn's frame is never popped" },
      },
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a replay asked another question than the one answered (616.1’s, not a colour)', () => {
    const s = paused();
    s.frames[s.frames.length - 1] = choosingRed();
    deepFreeze(s);
    const before = JSON.stringify(s);
    expect(apply(s, { type: 'choose-color', player: 'A', color: 'R' })).toEqual({
      ok: false,
      error: {
        code: 'engine/internal-error',
        rules: [],
        params: { detail: 'engine bug: a replay asked another question' },
      },
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});
