// How long a continuous effect lasts (611.2a): effects end when their stated duration runs out —
// "until end of combat" (500.5, 511.2), "until end of turn" (514.2).

import { checkCombatTypes, combatTypes } from '../combat/type-changes';
import type { Duration } from '../core/cards';
import { emit, type Ctx } from '../core/context';

/** End every effect of the given duration (500.5, 511.2, 514.2). */
export function expireEffects(ctx: Ctx, duration: Duration, rules: string[]): void {
  const s = ctx.s;
  const ending = s.effects.filter((e) => e.duration === duration);
  if (ending.length === 0) return;
  // 506.4: only a type-changing effect ending can take a permanent out of combat.
  const typeChange = ending.some((e) => e.kind === 'change types');
  const before = typeChange ? combatTypes(s) : null;
  s.effects = s.effects.filter((e) => e.duration !== duration);
  // 611.2a: an effect from a resolved spell or ability lasts as long as it states.
  emit(ctx, { type: 'effects-ended', rules: [...rules, '611.2a'], amount: ending.length, duration });
  if (before) checkCombatTypes(ctx, before); // 506.4: a type-changing effect ended
}
