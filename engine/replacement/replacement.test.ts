// 616.1a–e: among the replacement effects that would apply to one event, self-replacement effects
// (616.1a), then control effects (616.1b), then copy effects (616.1c), then back-face effects
// (616.1d) must be chosen before any other (616.1e); the affected player is not asked.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { RulesEvent } from '../core/rules-events';
import { game, twoPlayers } from '../game/test-kit';
import { replace } from './replace';
import type { Replacement, ReplacementSource } from './replacement';

/** A test-only effect on Alice's life gain, of `kind`, from the object `source`: the amount becomes `to(amount)`. */
const effect =
  (key: string, kind: Replacement['kind'], source: string, to: (n: number) => number): ReplacementSource =>
  (_s, ev) =>
    ev.type === 'life' && ev.player === 'A' && ev.amount > 0
      ? [
          {
            key,
            chooser: 'A',
            kind,
            whole: false,
            timestamp: 1,
            source,
            effect: 'gain twice that much',
            apply: (_ctx, now) => ({ ...(now as typeof ev), amount: to((now as typeof ev).amount) }),
          },
        ]
      : [];

describe('616.1a–e: the kinds of replacement effect chosen first', () => {
  it.each([
    ['self-replacement', '616.1a'],
    ['control', '616.1b'],
    ['copy', '616.1c'],
    ['back face', '616.1d'],
  ] as const)('%s effect: applied before the other one, the player not asked (%s)', (kind, rule) => {
    const ctx: Ctx = { s: game(twoPlayers({ turn: 2, step: 'main', priority: 'A' })), events: [] };
    const gain: RulesEvent = { type: 'life', rules: ['119.3'], player: 'A', amount: 1, cause: 'effect' };
    const out = replace(ctx, gain, [
      effect('other', 'other', 'o', (n) => n + 10),
      effect('first', kind, 'f', (n) => n * 2),
    ]);
    expect(ctx.events).toEqual([
      {
        type: 'replacement-chosen',
        rules: ['616.1', rule],
        player: 'A',
        source: 'f',
        effect: 'gain twice that much',
        asked: false,
      },
    ]);
    // Both apply, each once (614.5): the other effect to the event the first one made (1 × 2 + 10, not (1 + 10) × 2), not asked either (616.1f: it is the only one left).
    expect(out).toEqual([{ ...gain, amount: 12 }]);
  });
});
