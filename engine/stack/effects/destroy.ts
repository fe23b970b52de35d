// "Destroy …" (701.7), now or — "at end of combat" — by a delayed triggered ability created as it
// resolves (603.7a).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { newId } from '../../objects/objects';
import { selfReplacement } from '../../replacement/self';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function destroyEffect(ctx: Ctx, item: StackItem, e: EffectOf<'destroy'>, index: number): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (e.at === 'end of combat') {
      s.delayedTriggers.push({
        id: newId(s, 'd'),
        when: 'end of combat',
        controller: item.controller,
        source: item.source,
        effect: { type: 'destroy', target: 'that creature' },
        related: id,
      });
      // 603.7a / 610.2: created as the spell or ability resolves; 603.7d–e: its source and controller are the resolving one's.
      emit(ctx, {
        type: 'delayed-trigger-created',
        rules: ['603.7', '511.2', '603.7a', '610.2', item.kind === 'spell' ? '603.7d' : '603.7e'],
        object: id,
      });
    } else happen(ctx, { type: 'destroy', rules: ['701.7'], object: id }, selfReplacement(item, index, e.instead));
  }
}
