// "… deals N damage to …" (120.3): the resolving object is the source, with its last known
// characteristics (608.2h).

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { hasKeyword } from '../../objects/characteristics';
import { selfReplacement } from '../../replacement/self';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function dealDamageEffect(ctx: Ctx, item: StackItem, e: EffectOf<'deal damage'>, index: number): void {
  const s = ctx.s;
  const src = s.objects[item.source];
  const source = {
    id: item.source,
    controller: item.controller,
    colors: item.sourceColors,
    deathtouch: !!src && hasKeyword(s, src, 'deathtouch'),
    lifelink: !!src && hasKeyword(s, src, 'lifelink'),
  };
  happen(
    ctx,
    {
      type: 'damage',
      rules: ['120.3'],
      items: refer(ctx, item, e.target, 'this').map((t) => ({ source, target: t, amount: e.amount })),
      combat: false,
    },
    selfReplacement(item, index, e.instead),
  );
}
