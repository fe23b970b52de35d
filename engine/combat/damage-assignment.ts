// Checking a player's combat damage assignment (510.1a–e) under either profile.
//
// 510.1e: the TOTAL assignment of all the player's creatures is checked, not each creature alone —
// which is why the Enormous Baloth Example works: the Baloth's 1 damage to Foriysian Brigade is
// enough to move on because Durkwood Boars assigns the Brigade 3 more in the same step.
//  - 'classic' (the corpus edition): a creature assigns to its blockers (or blocked attackers) in
//    its damage assignment order (509.2–509.3) and can't give any to one until each earlier one
//    is assigned lethal damage (510.1c–d).
//  - 'foundations' (2024): no damage assignment order; damage is divided freely among them.
// In both, trample needs lethal on every blocker before any goes to the player, planeswalker or
// battle attacked (702.19b), and with no blockers left a trampler assigns it all there (702.19e).
import { hasKeyword } from './characteristics';
import { isAssignedLethal, type Contribution } from './lethal-damage';
import { refusal } from './refusal';
import type {
  DamageAssignment,
  DamageAssignmentInput,
  DamageCheck,
  DamageCreature,
  DamageProfile,
  ObjectId,
  PlayerId,
} from './types';

const NS = 'combat-damage';

/** Who a source may assign combat damage to, and in which role (510.1b–d, 702.19b, 702.19e). */
export interface Recipients {
  role: 'unblocked attacker' | 'blocked attacker' | 'blocker';
  /** Creatures in damage assignment order (classic) — blockers, or attackers blocked. */
  creatures: ObjectId[];
  /** The player, planeswalker or battle it may also (trample) or only (unblocked) assign to. */
  attacked: PlayerId | ObjectId | null;
}

export function damageRecipients(input: DamageAssignmentInput, source: ObjectId): Recipients | null {
  const creature = input.creatures.find((c) => c.id === source);
  // A creature of an order that is not described has left combat: it is no longer blocking or
  // blocked, so nothing is assigned to it (510.1c–d, 506.4).
  const inCombat = (ids: ObjectId[]) => ids.filter((id) => input.creatures.some((c) => c.id === id));
  const attacker = input.attackers.find((a) => a.attacker === source);
  if (attacker && creature) {
    // 510.1b: an unblocked creature assigns to what it attacks (nothing if that left combat).
    if (!attacker.blocked) return { role: 'unblocked attacker', creatures: [], attacked: attacker.target };
    // 510.1c: a blocked creature assigns to its blockers; trample may go on to what it attacks
    // (702.19b), and with no blockers left it assigns everything there (702.19e).
    const trample = hasKeyword(creature, 'trample');
    return {
      role: 'blocked attacker',
      creatures: inCombat(attacker.order),
      attacked: trample ? attacker.target : null,
    };
  }
  const blocker = input.blockers.find((b) => b.blocker === source);
  if (blocker && creature) return { role: 'blocker', creatures: inCombat(blocker.order), attacked: null };
  return null;
}

/** The combat damage a creature assigns: its power, or none at 0 or less power (510.1a) or with no one to assign to. */
export function damageToAssign(creature: DamageCreature, recipients: Recipients): number {
  if (creature.power <= 0) return 0;
  if (recipients.creatures.length === 0 && recipients.attacked === null) return 0;
  return creature.power;
}

function ruleFor(role: Recipients['role']): string {
  return role === 'unblocked attacker' ? '510.1b' : role === 'blocked attacker' ? '510.1c' : '510.1d';
}

/** 510.1e: is this player's whole combat damage assignment legal under the profile? */
export function checkDamageAssignment(input: DamageAssignmentInput, profile: DamageProfile): DamageCheck {
  const creatures = new Map(input.creatures.map((c) => [c.id, c]));
  // A creature described is named as content; anything else (a player, a planeswalker, a creature
  // not in combat) by its id, which the messages look up in the game's names.
  const name = (id: string) => {
    const c = creatures.get(id);
    return c ? { en: c.name ?? id, zh: c.nameZh ?? c.name ?? id } : id;
  };
  const bySource = new Map<ObjectId, DamageAssignment>();
  for (const a of input.assignments) {
    if (!input.sources.includes(a.source))
      return refusal(`${NS}/not-assigning`, ['510.1'], { creature: name(a.source) }, { source: a.source });
    if (bySource.has(a.source))
      return refusal(`${NS}/duplicate-source`, ['510.1'], { creature: name(a.source) }, { source: a.source });
    bySource.set(a.source, a);
  }

  // Each source on its own: amounts, recipients, total (510.1a–d).
  const recipientsOf = new Map<ObjectId, Recipients>();
  for (const source of input.sources) {
    const creature = creatures.get(source);
    const recipients = damageRecipients(input, source);
    if (!creature || !recipients)
      return refusal(`${NS}/not-in-combat`, ['510.1'], { creature: name(source) }, { source });
    recipientsOf.set(source, recipients);
    const parts = bySource.get(source)?.assignment ?? [];
    const seen = new Set<string>();
    let total = 0;
    for (const part of parts) {
      const n = name(source);
      const to = name(part.to);
      if (!Number.isInteger(part.amount) || part.amount < 0)
        return refusal(
          `${NS}/invalid-amount`,
          ['510.1a'],
          { creature: n, amount: part.amount, to },
          { source, to: part.to },
        );
      if (seen.has(part.to))
        return refusal(`${NS}/duplicate-recipient`, ['510.1'], { creature: n, to }, { source, to: part.to });
      seen.add(part.to);
      total += part.amount;
      const allowed =
        recipients.creatures.includes(part.to) || (recipients.attacked !== null && part.to === recipients.attacked);
      if (!allowed && part.amount > 0) {
        const rule = ruleFor(recipients.role);
        const toAttacked =
          recipients.role === 'blocked attacker' &&
          input.attackers.some((a) => a.attacker === source && a.target === part.to);
        const rules = toAttacked ? [rule, '702.19b'] : [rule];
        const why = toAttacked
          ? 'no trample'
          : recipients.role === 'unblocked attacker'
            ? 'unblocked'
            : recipients.role === 'blocked attacker'
              ? 'blocked'
              : 'blocker';
        return refusal(`${NS}/illegal-recipient`, rules, { creature: n, to, why }, { source, to: part.to });
      }
    }
    const expected = damageToAssign(creature, recipients);
    if (total !== expected) {
      const n = name(source);
      // A creature with power but no one to assign to is refused above, at its first damage to
      // anyone; so a total of 0 expected is wrong here only for want of power.
      const why = creature.power <= 0 ? 'power' : 'nothing';
      return refusal(`${NS}/wrong-total`, ['510.1a'], { creature: n, expected, total, why }, { source });
    }
  }

  // The whole assignment: lethal damage as 510.1c–d count it, including other creatures' shares.
  const contributions = new Map<ObjectId, Contribution[]>();
  for (const a of [...input.assignments, ...(input.otherAssignments ?? [])]) {
    const source = creatures.get(a.source);
    const deathtouch = source !== undefined && hasKeyword(source, 'deathtouch');
    for (const part of a.assignment) {
      const list = contributions.get(part.to) ?? [];
      list.push({ amount: part.amount, deathtouch });
      contributions.set(part.to, list);
    }
  }
  const lethal = (id: ObjectId) => {
    const c = creatures.get(id);
    return c !== undefined && isAssignedLethal(c, contributions.get(id) ?? []);
  };
  for (const source of input.sources) {
    const recipients = recipientsOf.get(source)!;
    const creature = creatures.get(source)!;
    const amountTo = (id: string) => bySource.get(source)?.assignment.find((p) => p.to === id)?.amount ?? 0;
    const deathtouch = hasKeyword(creature, 'deathtouch') ? ['702.2c'] : [];
    const n = name(source);
    // Banding (702.22j–k): the other player divides it as they choose among the creatures, no order.
    const free =
      recipients.role === 'blocker'
        ? input.blockers.find((b) => b.blocker === source)?.divideFreely
        : input.attackers.find((a) => a.attacker === source)?.divideFreely;
    if (profile === 'classic' && recipients.creatures.length > 1 && !free) {
      const order = recipients.creatures;
      for (let j = 1; j < order.length; j++) {
        if (amountTo(order[j]) === 0) continue;
        const short = order.slice(0, j).find((k) => !lethal(k));
        if (short === undefined) continue;
        const orderRule = recipients.role === 'blocker' ? ['510.1d', '509.3'] : ['510.1c', '509.2'];
        const rules = [...orderRule, ...deathtouch];
        return refusal(
          `${NS}/lethal-damage-first`,
          rules,
          { creature: n, to: name(order[j]), short: name(short) },
          { source, to: order[j] },
        );
      }
    }
    if (recipients.role === 'blocked attacker' && recipients.attacked !== null && amountTo(recipients.attacked) > 0) {
      const short = recipients.creatures.find((k) => !lethal(k));
      if (short !== undefined) {
        const rules = ['702.19b', ...deathtouch];
        return refusal(
          `${NS}/trample-lethal-first`,
          rules,
          { creature: n, to: name(recipients.attacked), short: name(short) },
          { source, to: recipients.attacked },
        );
      }
    }
  }
  return { ok: true };
}
