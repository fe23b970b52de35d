// How long a continuous effect lasts (611.2a): effects end when their stated duration runs out —
// "until end of combat" (500.5, 511.2), "until end of turn" (514.2).

import type { Duration } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { GameState } from '../core/state';
import { settleControl } from './control';

/** How many "damage can't be prevented" effects (615.12) and "can't" effects (614.17) end with `duration`. */
function unpreventable(s: GameState, duration: Duration): number {
  return duration === 'end of turn' ? (s.unpreventable ?? []).length + (s.cants ?? []).length : 0;
}

/** End every effect (and prevention shield) of the given duration; returns how many ended. */
export function endEffects(ctx: Ctx, duration: Duration): number {
  const s = ctx.s;
  const ending = s.effects.filter((e) => e.duration === duration);
  const shields = s.shields.filter((e) => e.duration === duration).length + unpreventable(s, duration);
  // 614.3: a replacement effect a resolved spell or ability left ends with its duration (regeneration: this turn).
  if (s.replacementShields && duration === 'end of turn') delete s.replacementShields;
  // 615.12: "damage can't be prevented this turn" ends with the turn.
  if (s.unpreventable && duration === 'end of turn') delete s.unpreventable;
  // 614.17: "… can't gain life this turn" ends with the turn too.
  if (s.cants && duration === 'end of turn') delete s.cants;
  if (ending.length + shields === 0) return 0;
  // No effect ends while there is a combat: "until end of combat" effects end once everything has
  // left combat (511.3), "until end of turn" ones in the cleanup step (514.2). So a type-changing
  // effect ending never takes a permanent out of combat (506.4) here.
  s.effects = s.effects.filter((e) => e.duration !== duration);
  s.shields = s.shields.filter((e) => e.duration !== duration);
  if (ending.some((e) => e.changes.some((m) => m.layer === '2'))) settleControl(ctx); // 613.1b: control returns
  return ending.length + shields;
}

/** End every effect of the given duration (500.5, 511.2), reported. */
export function expireEffects(ctx: Ctx, duration: Duration, rules: string[]): void {
  const s = ctx.s;
  const ending =
    s.effects.filter((e) => e.duration === duration).length +
    s.shields.filter((e) => e.duration === duration).length +
    unpreventable(s, duration);
  if (ending === 0) return;
  // 611.2a: an effect from a resolved spell or ability lasts as long as it states.
  emit(ctx, { type: 'effects-ended', rules: [...rules, '611.2a'], amount: ending, duration });
  endEffects(ctx, duration);
}
