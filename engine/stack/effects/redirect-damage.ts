// "The next N damage that would be dealt to [from] this turn is dealt to [to] instead" (614.9): a
// redirection effect the resolving spell or ability leaves in the game until used up or the turn
// ends (614.3; replacement/redirection.ts).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { newId } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function redirectDamage(ctx: Ctx, item: StackItem, e: EffectOf<'redirect damage'>): void {
  const s = ctx.s;
  const [from] = refer(ctx, item, e.from, 'this');
  const [to] = refer(ctx, item, e.to, 'you');
  if (from === undefined || to === undefined) return; // 608.2b: an illegal target is not affected
  s.timestamp += 1;
  const remaining = e.amount === 'all' ? null : e.amount;
  (s.replacementShields ??= []).push({
    id: newId(s, 'r'),
    kind: 'redirection',
    object: from,
    to,
    remaining,
    source: item.source,
    controller: item.controller,
    timestamp: s.timestamp,
    duration: 'end of turn',
  });
  emit(ctx, { type: 'redirection-shield', rules: ['614.9'], object: from, target: to, amount: remaining });
}
