// Prevention effects (615): protection prevents damage from sources of the stated colour
// (702.16e); a "prevent the next N damage" shield absorbs what it can and wears down (615.7).
// Prevented damage never happens: no damage event, no trigger, no lifelink (615.6).

import { emit, type Ctx } from '../core/context';
import { protections } from '../objects/characteristics';
import type { DamageSource } from '../core/events';
import { nameEn, nameZh } from '../objects/objects';

/** Apply prevention to one would-be damage event; returns what is still dealt. */
export function prevent(ctx: Ctx, src: DamageSource, target: string, amount: number, combat: boolean): number {
  const s = ctx.s;
  const o = s.objects[target];
  if (o && src.colors.some((c) => protections(s, o).includes(c))) {
    // 615.6: prevented damage never happens (no damage event, no trigger, no lifelink).
    emit(
      ctx,
      'damage-prevented',
      ['702.16e', '615.1', '615.6'],
      `Protection prevents ${amount} damage from ${nameEn(s, src.id)} to ${o.card.name}.`,
      `保护防止了${nameZh(s, src.id)}对${o.card.nameZh ?? o.card.name}造成的 ${amount} 点伤害。`,
      { source: src.id, target, amount, combat },
    );
    return 0;
  }
  let left = amount;
  for (const e of s.effects) {
    if (left <= 0) break;
    if (e.kind !== 'prevent' || e.object !== target || e.remaining <= 0) continue;
    const absorbed = Math.min(e.remaining, left);
    e.remaining -= absorbed;
    left -= absorbed;
    emit(
      ctx,
      'damage-prevented',
      left > 0 ? ['615.1', '615.7'] : ['615.1', '615.7', '615.6'],
      `${absorbed} damage to ${nameEn(s, target)} is prevented.`,
      `对${nameZh(s, target)}的 ${absorbed} 点伤害被防止。`,
      { source: src.id, target, amount: absorbed, combat },
    );
  }
  s.effects = s.effects.filter((e) => !(e.kind === 'prevent' && e.remaining <= 0));
  return left;
}
