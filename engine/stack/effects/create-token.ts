// "Create a … token" (111.1, 701.6), possibly tapped, attacking (508.4) or blocking (509.7).

import { attackByEffect, attackedChoice, specifiedAttack } from '../../combat/attacking-by-effect';
import { placeBlockerFromEffect } from '../../combat/damage-assignment-order';
import { emit, type Ctx } from '../../core/context';
import { ask } from '../../core/frames';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function createToken(ctx: Ctx, item: StackItem, e: EffectOf<'create token'>): Paused {
  const s = ctx.s;
  // 614.16: replacement effects may change how many are created; each enters the battlefield (616.1g).
  const made = happen(ctx, {
    type: 'create',
    rules: ['111.1', '701.6'],
    player: item.controller,
    count: 1,
    source: item.source,
    card: e.card,
  });
  for (const id of made?.type === 'create' ? (made.objects ?? []) : []) {
    emit(ctx, { type: 'token-created', rules: ['111.1', '701.6'], object: id, source: item.source });
    if (e.tapped || e.attacking || e.attackingSpecified) s.objects[id].tapped = true;
    if (e.blocking) {
      // 509.7a: a creature it was to block that is gone is no longer attacking: the token enters, not blocking.
      const [att] = refer(ctx, item, e.blocking, 'this');
      placeBlockerFromEffect(ctx, id, att);
    }
    const placed =
      e.attackingSpecified || e.attacking
        ? attackByEffect(ctx, id, { enters: true, specified: specifiedAttack(item, e.attackingSpecified) }) // 508.4
        : 'done';
    if (placed === 'choose') {
      // 508.4: its controller chooses what it attacks as it enters the battlefield (for the first
      // token that needs it; more than one token entering attacking with a choice is not modelled).
      ask(ctx, attackedChoice(s, id, item.controller, true));
      return PAUSED;
    }
  }
}
