// "Prevent the next N damage that would be dealt to …": a prevention shield (615.7), used up as it
// prevents.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { newId } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function preventDamage(ctx: Ctx, item: StackItem, e: EffectOf<'prevent damage'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    s.timestamp += 1;
    s.shields.push({
      id: newId(s, 'e'),
      object: id,
      remaining: e.amount,
      duration: 'end of turn',
      source: item.source,
      timestamp: s.timestamp,
    });
    emit(ctx, { type: 'prevention-shield', rules: ['615.1', '615.7'], object: id, amount: e.amount });
  }
}
