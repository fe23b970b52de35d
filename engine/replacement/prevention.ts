// Prevention effects (615): protection prevents damage from sources of the stated colour
// (702.16e); a "prevent the next N damage" shield absorbs what it can and wears down (615.7).
// Prevented damage never happens: no damage event, no trigger, no lifelink (615.6).

import { emit, type Ctx } from '../core/context';
import { protections } from '../objects/characteristics';
import type { DamageSource } from '../core/events';

/** Apply prevention to one would-be damage event; returns what is still dealt. */
export function prevent(ctx: Ctx, src: DamageSource, target: string, amount: number, combat: boolean): number {
  const s = ctx.s;
  const o = s.objects[target];
  if (o && src.colors.some((c) => protections(s, o).includes(c))) {
    // 615.6: prevented damage never happens (no damage event, no trigger, no lifelink).
    emit(ctx, {
      type: 'damage-prevented',
      rules: ['702.16e', '615.1', '615.6'],
      source: src.id,
      target,
      amount,
      combat,
      by: 'protection',
    });
    return 0;
  }
  let left = amount;
  for (const e of s.effects) {
    if (left <= 0) break;
    if (e.kind !== 'prevent' || e.object !== target || e.remaining <= 0) continue;
    const absorbed = Math.min(e.remaining, left);
    e.remaining -= absorbed;
    left -= absorbed;
    emit(ctx, {
      type: 'damage-prevented',
      rules: left > 0 ? ['615.1', '615.7'] : ['615.1', '615.7', '615.6'],
      source: src.id,
      target,
      amount: absorbed,
      combat,
      by: 'shield',
    });
  }
  s.effects = s.effects.filter((e) => !(e.kind === 'prevent' && e.remaining <= 0));
  return left;
}
