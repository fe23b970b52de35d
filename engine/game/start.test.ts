// startValidatedGame: a game from a setup that passed checkSetup, run to its first decision. It
// checks nothing, so a setup that did not pass comes back as a coded SetupError rather than a throw:
// 'setup/malformed' when the state cannot be built, 'setup/engine-error' when the game cannot run.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../core/setup';
import { setupErrorText } from '../messages/index';
import { pendingDecision } from './pending-decision';
import { startValidatedGame } from './start';
import { twoPlayers } from './test-kit';

describe('startValidatedGame', () => {
  it('a checked setup: the game at its first decision, with the events of its start', () => {
    const r = startValidatedGame(twoPlayers({ turn: 3, activePlayer: 'A', phase: 'precombat main', step: 'main' }));
    if (!r.ok) throw new Error(r.error.code);
    expect(pendingDecision(r.value.state)).toEqual({ player: 'A', kind: 'priority', rules: ['117.3'] });
    expect(r.value.events.map((e) => e.type)).toEqual(['step-began', 'priority-given']);
  });

  it('a setup whose state cannot be built: setup/malformed, with what went wrong', () => {
    expect(startValidatedGame({} as GameSetup)).toEqual({
      ok: false,
      error: {
        code: 'setup/malformed',
        field: 'setup',
        params: { detail: expect.stringMatching(/^TypeError: /) },
      },
    });
  });

  it('a setup the game cannot run from (priority to nobody in the game): setup/engine-error, said with what went wrong', () => {
    const r = startValidatedGame(twoPlayers({ step: 'main', phase: 'precombat main', priority: 'Z' }));
    expect(r).toEqual({
      ok: false,
      error: { code: 'setup/engine-error', field: 'setup', params: { detail: 'Error: engine bug: no player Z' } },
    });
    if (r.ok) return;
    expect([setupErrorText(r.error, 'en'), setupErrorText(r.error, 'zh')]).toEqual([
      'setup: the game couldn’t start from this setup: Error: engine bug: no player Z',
      'setup：无法从此设定开始游戏：Error: engine bug: no player Z',
    ]);
  });
});
