// "Attach this to (target)" (701.3a; the equip ability, 702.6a): the Aura or Equipment becomes
// attached to the object and, attached to a different one, receives a new timestamp (701.3c,
// 613.7e) — the static abilities it has then apply after effects that began before (613.7a).

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { isPlayer, onBattlefield } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function attach(ctx: Ctx, item: StackItem, e: EffectOf<'attach'>): void {
  const s = ctx.s;
  const [to] = refer(ctx, item, e.target, 'this');
  // 701.3b: attaching to what it can't be attached to (itself) or already is attached to does nothing
  // (the latter: performAttach).
  if (to === undefined || isPlayer(s, to) || !onBattlefield(s, item.source) || to === item.source) return;
  happen(ctx, { type: 'attach', rules: ['701.3a', '701.3c', '613.7e'], object: item.source, target: to });
}
