// 615.12 "Damage can't be prevented this turn": the effect a resolving spell or ability leaves in
// the game (611.2), carried out on a board set up for it.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { damageCantBePrevented } from './damage-cant-be-prevented';

const effect = { type: "damage can't be prevented" } as const;

/** Alice (A) has priority in her main phase of turn 3; Bob (B) controls the Sorcerer whose ability resolves. */
function board(): GameState {
  return mainPhase([{ id: 'src', card: creature('Sorcerer', 1, 1), controller: 'B' }]);
}

const item = abilityOnStack(effect, { id: 'i1', controller: 'B', sourceName: 'Sorcerer' });

describe("615.12: damage can't be prevented this turn", () => {
  it('611.2, 613.7: an effect of the ability until end of turn, with a timestamp later than every earlier one', () => {
    const s = board();
    const t = s.timestamp;
    const ctx = runHandler(s, damageCantBePrevented, item, effect);
    expect(s.timestamp).toBe(t + 1);
    expect(s.unpreventable).toEqual([
      { id: expect.any(String), source: 'src', controller: 'B', timestamp: t + 1, duration: 'end of turn' },
    ]);
    expect(ctx.events).toEqual([{ type: 'damage-unpreventable', rules: ['615.12', '611.2'], object: 'src' }]);
  });
});
