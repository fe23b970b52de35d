// checkSetup called on its own (engine/play.ts exports it): a setup it cannot even read is refused
// with 'setup/malformed' and what went wrong, not thrown — createGame's own build would refuse it
// too, so only a direct call shows checkSetup's answer.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../core/setup';
import { checkSetup } from './check-setup';
import { game } from './test-setup-problems';

describe('checkSetup on its own', () => {
  it('refuses a setup that is no JSON (a BigInt seed) with what went wrong', () => {
    expect(checkSetup(game({ seed: BigInt(7) }) as unknown as GameSetup)).toStrictEqual({
      code: 'setup/malformed',
      field: 'setup',
      params: { detail: 'TypeError: Do not know how to serialize a BigInt' },
    });
  });

  it('accepts a setup that can start (null)', () => {
    expect(checkSetup(game() as GameSetup)).toBeNull();
  });
});
