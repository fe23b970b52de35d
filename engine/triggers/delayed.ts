// Delayed triggered abilities (603.7): created as a spell or ability resolves, they trigger
// only once, the next time their event occurs (603.7b) — here "at end of combat" (511.2).

import { emit, type Ctx } from '../core/context';
import { newId } from '../objects/objects';

/** 511.2 / 603.7: the delayed triggers waiting for this moment (e.g. "destroy that creature at end of combat"). */
export function delayedTriggersAt(ctx: Ctx, when: 'end of combat'): void {
  const due = ctx.s.delayedTriggers.filter((d) => d.when === when);
  ctx.s.delayedTriggers = ctx.s.delayedTriggers.filter((d) => d.when !== when);
  for (const d of due) {
    const id = newId(ctx.s, 't');
    ctx.s.pendingTriggers.push({
      id,
      controller: d.controller,
      source: d.source,
      ability: -1,
      effect: d.effect,
      related: d.related,
      relatedPlayer: null,
      rules: ['511.2', '603.7'],
    });
    // 603.7b: it triggers only once, the next time its event occurs (it is removed from delayedTriggers above).
    emit(ctx, {
      type: 'ability-triggered',
      rules: ['511.2', '603.7', '603.7b'],
      source: d.source,
      ...(d.related ? { object: d.related } : {}),
      delayed: true,
    });
  }
}
