// 614.17, 611.2: "[players / target player] can't gain (lose) life this turn" — a "can't" effect
// of the resolving spell or ability, until end of turn.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, game, runHandler } from '../../game/test-kit';
import { cant } from './cant';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack({ type: "can't", cant: 'gain life' }, { id: 'spell', kind: 'spell', ...more });

describe("614.17: can't handler", () => {
  let s: GameState;
  beforeEach(() => {
    s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, nameZh: id, library: 10 })),
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }],
    });
  });

  it('119.7, 611.2: "players can\'t gain life this turn": every player still in the game, one timestamp, until end of turn', () => {
    s.players[2].lost = true; // 800.4a: a player who left the game is no longer a player it affects
    const before = s.timestamp;
    const ctx = runHandler(s, cant, item(), { type: "can't", cant: 'gain life' });
    expect(s.timestamp).toBe(before + 1);
    expect(s.cants).toEqual(
      ['A', 'B'].map((player) => ({
        id: expect.stringMatching(/^c\d+$/),
        cant: 'gain life',
        player,
        source: 'src',
        timestamp: before + 1,
        duration: 'end of turn',
      })),
    );
    expect(ctx.events).toEqual([
      {
        type: 'cant-effect',
        rules: ['614.17', '614.17a', '119.7', '611.2'],
        object: 'src',
        objects: ['A', 'B'],
        cant: 'gain life',
      },
    ]);
  });

  it('119.8: "target player can\'t lose life this turn": only that player', () => {
    const e = { type: "can't", cant: 'lose life', target: 'target player' } as const;
    const ctx = runHandler(s, cant, item({ effect: e, targets: ['B'] }), e);
    expect(s.cants).toEqual([
      {
        id: expect.stringMatching(/^c\d+$/),
        cant: 'lose life',
        player: 'B',
        source: 'src',
        timestamp: s.timestamp,
        duration: 'end of turn',
      },
    ]);
    expect(ctx.events).toEqual([
      {
        type: 'cant-effect',
        rules: ['614.17', '614.17a', '119.8', '611.2'],
        object: 'src',
        objects: ['B'],
        cant: 'lose life',
      },
    ]);
  });

  it('608.2b: a target player gone by resolution: no effect, no new timestamp', () => {
    s.players[1].lost = true;
    const before = s.timestamp;
    const e = { type: "can't", cant: 'lose life', target: 'target player' } as const;
    const ctx = runHandler(s, cant, item({ effect: e, targets: ['B'] }), e);
    expect(s.timestamp).toBe(before);
    expect(s.cants ?? []).toEqual([]);
    expect(ctx.events).toEqual([]);
  });

  it('119.7, 119.8: only players gain or lose life — a permanent the words name is no player it affects', () => {
    const before = s.timestamp;
    const e = { type: "can't", cant: 'gain life', target: 'any target' } as const;
    const ctx = runHandler(s, cant, item({ effect: e, targets: ['bear'] }), e);
    expect(s.timestamp).toBe(before);
    expect(s.cants ?? []).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});
