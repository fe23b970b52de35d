// "Damage can't be prevented this turn" (615.12): an effect of the resolving spell or ability
// (611.2) that lasts until end of turn; prevention effects then apply to damage but prevent none
// of it (replacement/prevention.ts).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { newId } from '../../objects/objects';
import type { EffectOf } from './handler';

export function damageCantBePrevented(ctx: Ctx, item: StackItem, _e: EffectOf<"damage can't be prevented">): void {
  const s = ctx.s;
  s.timestamp += 1;
  (s.unpreventable ??= []).push({
    id: newId(s, 'u'),
    source: item.source,
    controller: item.controller,
    timestamp: s.timestamp,
    duration: 'end of turn',
  });
  emit(ctx, { type: 'damage-unpreventable', rules: ['615.12', '611.2'], object: item.source });
}
