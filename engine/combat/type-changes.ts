// Card types and combat (506.4, 506.4c–e): when a type-changing effect starts or ends, a
// permanent in combat may stop being what combat needs it to be. An attacking or blocking
// creature that stops being a creature or becomes a battle is removed from combat; a planeswalker
// or battle being attacked that stops being one stops being attacked (its attackers stay,
// 506.4c). 506.4d–e: a permanent that is two of these at once stays as whichever it still is.

import { emit, type Ctx } from '../core/context';
import type { StaysInCombat } from '../core/events';
import type { GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { typesOf } from '../objects/characteristics';
import { removeFromCombat } from './combat-state';

export type TypeSnapshot = Record<ObjectId, string[]>;

/** The types of every permanent in combat now (before an effect starts or ends). */
export function combatTypes(s: GameState): TypeSnapshot {
  const out: TypeSnapshot = {};
  const c = s.combat;
  if (!c) return out;
  const ids = [
    ...c.attackers.map((a) => a.attacker),
    ...c.blockers.map((b) => b.blocker),
    ...c.attackers.flatMap((a) => (a.target && s.objects[a.target] ? [a.target] : [])),
  ];
  for (const id of ids) if (s.objects[id]) out[id] = typesOf(s, s.objects[id]);
  return out;
}

/** Stop being attacked, without leaving combat otherwise (506.4c–e): its attackers attack nothing. */
function stopBeingAttacked(ctx: Ctx, id: ObjectId, rules: string[]): void {
  for (const a of ctx.s.combat!.attackers) if (a.target === id) a.target = null;
  emit(ctx, { type: 'stops-being-attacked', rules, object: id });
}

/** Stop being a blocking creature while staying in combat as a planeswalker being attacked (506.4d). */
function stopBlocking(ctx: Ctx, id: ObjectId, rules: string[]): void {
  const c = ctx.s.combat!;
  c.blockers = c.blockers.filter((b) => b.blocker !== id);
  for (const a of c.attackers) a.order = a.order.filter((x) => x !== id); // 509.2a; still blocked (509.1h)
  emit(ctx, { type: 'stops-blocking', rules, object: id });
}

function still(ctx: Ctx, id: ObjectId, rules: string[], reason: StaysInCombat): void {
  emit(ctx, { type: 'still-in-combat', rules, object: id, reason });
}

/** Apply 506.4 to every permanent whose types changed since `before`. */
export function checkCombatTypes(ctx: Ctx, before: TypeSnapshot): void {
  const s = ctx.s;
  for (const [id, was] of Object.entries(before)) {
    const c = s.combat;
    const o = s.objects[id];
    if (!c || !o || o.zone !== 'battlefield') continue;
    const now = typesOf(s, o);
    const had = (t: string) => was.includes(t);
    const has = (t: string) => now.includes(t);
    if (was.length === now.length && was.every(has)) continue;
    const attacking = c.attackers.some((a) => a.attacker === id);
    const blocking = c.blockers.some((b) => b.blocker === id);
    const attacked = c.attackers.some((a) => a.target === id);
    if (attacking && (!has('Creature') || (has('Battle') && !had('Battle')))) {
      removeFromCombat(ctx, id, ['506.4']);
      continue;
    }
    if (blocking && attacked && had('Creature') && had('Planeswalker')) {
      // 506.4d: a blocking creature that is also a planeswalker being attacked.
      if (!has('Creature') && !has('Planeswalker')) removeFromCombat(ctx, id, ['506.4', '506.4d']);
      else if (!has('Creature')) {
        stopBlocking(ctx, id, ['506.4d']);
        still(ctx, id, ['506.4d'], 'still a planeswalker being attacked');
      } else if (!has('Planeswalker')) {
        // A creature that becomes a battle can't go on blocking (506.4): then it is neither.
        if (has('Battle') && !had('Battle')) removeFromCombat(ctx, id, ['506.4', '506.4d']);
        else {
          stopBeingAttacked(ctx, id, ['506.4d', '506.4c']);
          still(ctx, id, ['506.4d'], 'still blocking');
        }
      }
      if (has('Battle') && !had('Battle') && c.blockers.some((b) => b.blocker === id)) stopBlocking(ctx, id, ['506.4']);
      continue;
    }
    if (blocking && (!has('Creature') || (has('Battle') && !had('Battle')))) {
      removeFromCombat(ctx, id, ['506.4']);
      continue;
    }
    if (!attacked) continue;
    if (had('Planeswalker') && had('Battle')) {
      // 506.4e: a planeswalker that is also a battle, being attacked.
      if (!has('Planeswalker') && !has('Battle')) removeFromCombat(ctx, id, ['506.4', '506.4e']);
      else if (!has('Battle')) {
        if (o.controller !== o.protector) removeFromCombat(ctx, id, ['506.4', '506.4e']);
        else still(ctx, id, ['506.4e'], 'still a planeswalker controlled by its protector');
      } else if (!has('Planeswalker')) still(ctx, id, ['506.4e'], 'still a battle being attacked');
      continue;
    }
    // 506.4: a planeswalker being attacked that stops being one, or such a battle, is removed from
    // combat even if it becomes the other (only one that was both is kept, 506.4e, above).
    if ((had('Planeswalker') && !has('Planeswalker')) || (had('Battle') && !has('Battle'))) {
      removeFromCombat(ctx, id, ['506.4']);
    }
  }
}
