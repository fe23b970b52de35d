// "Prevent the next N damage that would be dealt to …": a prevention shield (615.7), used up as it
// prevents.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { colors, isCreature } from '../../objects/characteristics';
import { newId, onBattlefield } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function preventDamage(ctx: Ctx, item: StackItem, e: EffectOf<'prevent damage'>): void {
  const s = ctx.s;
  const shielded = refer(ctx, item, e.target, 'this');
  if (e.alsoSharingColor && shielded.length === 1 && s.objects[shielded[0]]) {
    // 615.11: a shield for each other creature sharing a colour with it now; none for later ones.
    const hue = colors(s, s.objects[shielded[0]]);
    for (const id of s.battlefield)
      if (id !== shielded[0] && onBattlefield(s, id) && isCreature(s, s.objects[id]))
        if (colors(s, s.objects[id]).some((c) => hue.includes(c))) shielded.push(id);
  }
  for (const id of shielded) {
    s.timestamp += 1;
    s.shields.push({
      id: newId(s, 'e'),
      object: id,
      remaining: e.amount,
      duration: 'end of turn',
      source: item.source,
      timestamp: s.timestamp,
    });
    emit(ctx, {
      type: 'prevention-shield',
      rules: e.alsoSharingColor ? ['615.1', '615.7', '615.11'] : ['615.1', '615.7'],
      object: id,
      amount: e.amount,
    });
  }
}
