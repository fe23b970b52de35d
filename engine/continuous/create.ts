// A resolving spell or ability creates a continuous effect (611.2): it gets a timestamp (613.7b)
// and applies to the objects it finds now (611.2c).
import type { Duration } from '../core/cards';
import type { Ctx } from '../core/context';
import type { ContinuousEffect, Modification } from '../core/continuous';
import type { GameState, StackItem } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { newId } from '../objects/objects';
import { settleControl } from './control';
import { copiableValues } from './layers';

/**
 * 707.2b: a copy effect keeps the copiable values its original has now — later changes to them
 * don't carry over. Every copy effect is made through this (a resolving spell or ability's, an
 * object entering as a copy, 616.1c, a token that's a copy, 707.2); the layer system applies the
 * values kept here (an original gone by then leaves nothing to copy).
 */
export function withCopiableValues(s: GameState, m: Modification): Modification {
  return m.layer === '1a' && !m.values && s.objects[m.copy]
    ? { ...m, values: copiableValues(s, s.objects[m.copy]) }
    : m;
}

export function createEffect(
  ctx: Ctx,
  item: Pick<StackItem, 'source' | 'controller'> | null,
  objects: ObjectId[],
  changes: Modification[],
  duration: Duration,
): ContinuousEffect {
  const s = ctx.s;
  changes = changes.map((m) => withCopiableValues(s, m));
  s.timestamp += 1;
  const effect: ContinuousEffect = {
    id: newId(s, 'e'),
    source: item?.source ?? null,
    controller: item?.controller ?? null,
    timestamp: s.timestamp,
    duration,
    affected: { objects },
    changes,
  };
  s.effects.push(effect);
  if (changes.some((m) => m.layer === '2')) settleControl(ctx); // 613.1b
  return effect;
}
