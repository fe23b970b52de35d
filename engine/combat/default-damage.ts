// A legal combat damage assignment chosen without asking the player (auto-play, a widget's
// starting point). It follows the rules' own procedure: walk the damage assignment order, give
// each creature lethal damage (counting what is marked and what other creatures are already
// assigning it, 510.1c–d; 1 with deathtouch, 702.2c), then pass the rest on — to the attacked
// player, planeswalker or battle with trample (702.19b), otherwise to the last creature given
// damage. Because each creature earlier in an order ends with lethal damage before anything goes
// further, the result is legal under both profiles.
import { hasKeyword } from './characteristics';
import { damageRecipients, damageToAssign } from './damage-assignment';
import { lethalDamage } from './lethal-damage';
import type { DamageAssignment, DamageAssignmentInput, DamageProfile, ObjectId } from './types';

export function defaultDamageAssignment(
  input: DamageAssignmentInput,
  _profile: DamageProfile = 'classic',
): DamageAssignment[] {
  const creatures = new Map(input.creatures.map((c) => [c.id, c]));
  // Damage being assigned to each creature so far, and whether a deathtouch source is among it.
  const planned = new Map<ObjectId, { amount: number; deathtouch: boolean }>();
  const plan = (to: ObjectId, amount: number, deathtouch: boolean) => {
    const p = planned.get(to) ?? { amount: 0, deathtouch: false };
    planned.set(to, { amount: p.amount + amount, deathtouch: p.deathtouch || (deathtouch && amount > 0) });
  };
  for (const a of input.otherAssignments ?? []) {
    const s = creatures.get(a.source);
    for (const part of a.assignment) plan(part.to, part.amount, s !== undefined && hasKeyword(s, 'deathtouch'));
  }
  const out: DamageAssignment[] = [];
  for (const source of input.sources) {
    const creature = creatures.get(source);
    const recipients = damageRecipients(input, source);
    if (!creature || !recipients) continue;
    let left = damageToAssign(creature, recipients);
    const deathtouch = hasKeyword(creature, 'deathtouch');
    const parts = new Map<ObjectId, number>();
    const give = (to: ObjectId, n: number) => {
      if (n <= 0) return;
      parts.set(to, (parts.get(to) ?? 0) + n);
      plan(to, n, deathtouch);
      left -= n;
    };
    let last: ObjectId | null = null;
    for (const id of recipients.creatures) {
      if (left === 0) break;
      const p = planned.get(id);
      const need = lethalDamage(creatures.get(id)!, {
        assignedByOthers: p?.amount ?? 0,
        deathtouchFromOthers: p?.deathtouch ?? false,
        deathtouch,
      });
      give(id, Math.min(need, left));
      last = id;
    }
    // Anything left goes on with trample, or else to the last creature of the order (there is
    // one: damageToAssign is 0 with no one to assign to).
    if (left > 0) give(recipients.attacked ?? last!, left);
    out.push({ source, assignment: [...parts].map(([to, amount]) => ({ to, amount })) });
  }
  return out;
}
