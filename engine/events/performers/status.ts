// Life (119.3), tapping and untapping (701.21, 502.3) and counters (122): the smaller changes of
// the game state, each applied here and reported.

import { emit, type Ctx } from '../../core/context';
import type { RulesEventOf } from '../../core/rules-events';
import { player } from '../../objects/players';

export function performLife(ctx: Ctx, ev: RulesEventOf<'life'>): RulesEventOf<'life'> | null {
  if (ev.amount === 0) return null;
  const p = player(ctx.s, ev.player);
  p.life += ev.amount;
  const amount = Math.abs(ev.amount);
  emit(
    ctx,
    ev.amount > 0
      ? { type: 'life-gained', rules: ev.rules, player: ev.player, amount, life: p.life, cause: 'effect' }
      : { type: 'life-lost', rules: ev.rules, player: ev.player, amount, life: p.life, cause: ev.cause },
  );
  return ev;
}

/**
 * Permanents become tapped: reported as one event for attackers (508.1f), one per permanent
 * otherwise. Only those that were untapped can be tapped (701.21a): the event as it happened.
 */
export function performTap(ctx: Ctx, ev: RulesEventOf<'tap'>): RulesEventOf<'tap'> | null {
  const s = ctx.s;
  const tapped = ev.objects.filter((id) => !s.objects[id].tapped);
  if (tapped.length === 0) return null;
  for (const id of tapped) s.objects[id].tapped = true;
  if (ev.cause === 'attack') emit(ctx, { type: 'tapped', rules: ev.rules, objects: tapped, cause: ev.cause });
  else for (const id of tapped) emit(ctx, { type: 'tapped', rules: ev.rules, object: id, cause: ev.cause });
  return { ...ev, objects: tapped };
}

/**
 * Permanents untap: the untap step's as one event naming its player (502.3), an effect's one per
 * permanent. Only those that were tapped can be untapped (701.21b) and "become untapped" (603.2f):
 * the event as it happened.
 */
export function performUntap(ctx: Ctx, ev: RulesEventOf<'untap'>): RulesEventOf<'untap'> | null {
  const s = ctx.s;
  const untapped = ev.objects.filter((id) => s.objects[id].tapped);
  for (const id of untapped) s.objects[id].tapped = false;
  if (ev.player !== undefined) emit(ctx, { type: 'untapped', rules: ev.rules, player: ev.player, objects: untapped });
  else for (const id of untapped) emit(ctx, { type: 'untapped', rules: ev.rules, object: id });
  return untapped.length > 0 ? { ...ev, objects: untapped } : null;
}

/**
 * 701.3a: attached to another object, it receives a new timestamp (701.3c, 613.7e); attaching it
 * to what it is already attached to does nothing (701.3b).
 */
export function performAttach(ctx: Ctx, ev: RulesEventOf<'attach'>): RulesEventOf<'attach'> | null {
  const s = ctx.s;
  const o = s.objects[ev.object];
  if (o.attachedTo === ev.target) return null;
  o.attachedTo = ev.target;
  s.timestamp += 1;
  o.timestamp = s.timestamp;
  emit(ctx, { type: 'attached', rules: ev.rules, object: ev.object, target: ev.target });
  return ev;
}

/** 701.3d: it becomes unattached and stays on the battlefield (no new timestamp: 613.7e speaks of attaching). */
export function performUnattach(ctx: Ctx, ev: RulesEventOf<'unattach'>): RulesEventOf<'unattach'> | null {
  const o = ctx.s.objects[ev.object];
  if (o.attachedTo !== ev.from) return null;
  delete o.attachedTo;
  emit(ctx, { type: 'unattached', rules: ev.rules, object: ev.object, from: ev.from });
  return ev;
}

export function performCounters(ctx: Ctx, ev: RulesEventOf<'counters'>): RulesEventOf<'counters'> | null {
  if (ev.amount <= 0) return null;
  const o = ctx.s.objects[ev.object];
  o.counters[ev.counter] = (o.counters[ev.counter] ?? 0) + ev.amount;
  emit(ctx, {
    type: 'counter-added',
    rules: ev.rules,
    object: ev.object,
    amount: ev.amount,
    counter: ev.counter,
    total: o.counters[ev.counter],
  });
  return ev;
}
