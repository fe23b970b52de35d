// "Put N [kind] counters on (target)" (122.1): the counters event (events/happen.ts); +1/+1 and
// -1/-1 counters change power and toughness in layer 7c (613.4c). Zero or fewer counters put none:
// the event's performer does nothing (107.1b).

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { isPlayer } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function putCounters(ctx: Ctx, item: StackItem, e: EffectOf<'put counters'>): void {
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(ctx.s, id)) continue;
    happen(ctx, { type: 'counters', rules: ['122.1'], object: id, counter: e.counter, amount: e.amount });
  }
}
