// "Lethal damage" as combat damage assignment counts it (510.1c–d, 702.2c, 702.19b).
// Assignment looks only at numbers: toughness, damage already marked, and damage that other
// creatures are assigning in the same combat damage step — never at prevention, protection or
// indestructible (510.1c: "not any abilities or effects that might change the amount of damage
// that's actually dealt"; the commentary's Brash Taunter / Cerulean Drake case). A source with
// deathtouch makes any nonzero amount lethal (702.2c).

export interface LethalOptions {
  /** Damage other creatures are assigning to it in this step (510.1c). */
  assignedByOthers?: number;
  /** Another source with deathtouch is assigning it a nonzero amount: already lethal (702.2c). */
  deathtouchFromOthers?: boolean;
  /** The assigning source has deathtouch: 1 is lethal if anything is still needed (702.2c). */
  deathtouch?: boolean;
}

/** The least damage this source must assign for the creature to be "assigned lethal damage". */
export function lethalDamage(creature: { toughness: number; damage: number }, options: LethalOptions = {}): number {
  if (options.deathtouchFromOthers) return 0;
  const remaining = Math.max(0, creature.toughness - creature.damage - (options.assignedByOthers ?? 0));
  if (remaining > 0 && options.deathtouch) return 1;
  return remaining;
}

/** One source's share of the damage being assigned to a creature. */
export interface Contribution {
  amount: number;
  deathtouch: boolean;
}

/** Whether, once assignments are complete, the creature has been assigned lethal damage (510.1c–d, 702.2c). */
export function isAssignedLethal(
  creature: { toughness: number; damage: number },
  contributions: readonly Contribution[],
): boolean {
  let total = creature.damage;
  for (const c of contributions) {
    if (c.deathtouch && c.amount > 0) return true;
    total += c.amount;
  }
  return total >= creature.toughness;
}
