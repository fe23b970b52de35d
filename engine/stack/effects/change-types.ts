// Type-changing effects (613.1d, layer 4): becomes an artifact, stops being a creature…; a
// permanent in combat may leave it (506.4).

import { checkCombatTypes, combatTypes } from '../../combat/type-changes';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { DURATION_ZH, TYPE_ZH } from '../../messages/names';
import { isPlayer, nameEn, nameZh, newId } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function changeTypes(ctx: Ctx, item: StackItem, e: EffectOf<'change types'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(s, id)) continue;
    const before = combatTypes(s);
    s.timestamp += 1;
    s.effects.push({
      id: newId(s, 'e'),
      kind: 'change types',
      object: id,
      add: [...(e.add ?? [])],
      remove: [...(e.remove ?? [])],
      duration: durationOf(e.duration),
      timestamp: s.timestamp,
    });
    const what = [
      ...(e.add ?? []).map((t) => ({ en: `becomes a ${t}`, zh: `成为${TYPE_ZH[t] ?? t}` })),
      ...(e.remove ?? []).map((t) => ({ en: `stops being a ${t}`, zh: `不再是${TYPE_ZH[t] ?? t}` })),
    ];
    emit(
      ctx,
      'types-changed',
      ['613.1d'],
      `${nameEn(s, id)} ${what.map((w) => w.en).join(' and ')} until ${durationOf(e.duration)}.`,
      `${nameZh(s, id)}${what.map((w) => w.zh).join('并')}，${DURATION_ZH[durationOf(e.duration)]}。`,
      { object: id },
    );
    checkCombatTypes(ctx, before); // 506.4
  }
}
