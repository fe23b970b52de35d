// Actions: what players do. Every action names the acting player.

import type { AbilityKey } from './cards';
import type { Color, ObjectId, PlayerId } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Actions: what players do (all carry the acting player)

export interface DamageAssignment {
  source: ObjectId;
  assignment: { to: PlayerId | ObjectId; amount: number }[];
}

export type Action =
  | { type: 'pass-priority'; player: PlayerId }
  | {
      type: 'declare-attackers';
      player: PlayerId;
      attacks: { attacker: ObjectId; target: PlayerId | ObjectId }[];
      /** Mana abilities to activate to pay costs to attack (508.1i), before paying (508.1j). */
      manaAbilities?: { source: ObjectId; ability: AbilityKey }[];
      /** Bands announced (508.1e, 702.22c): each a list of attacking creatures banded together. */
      bands?: ObjectId[][];
      /**
       * Optional costs to attack the player chooses to pay (508.1g): the attacking creature with
       * the 'optional attack cost' ability, which of its abilities (default: its first such), and
       * the permanent the cost sacrifices or taps, if any.
       */
      optionalCosts?: { source: ObjectId; ability?: AbilityKey; choice?: ObjectId }[];
    }
  | {
      type: 'declare-blockers';
      player: PlayerId;
      blocks: { blocker: ObjectId; attacker: ObjectId }[];
      /** Mana abilities to activate to pay costs to block (509.1e), before paying (509.1f). */
      manaAbilities?: { source: ObjectId; ability: AbilityKey }[];
    }
  | { type: 'order-blockers'; player: PlayerId; attacker: ObjectId; order: ObjectId[] }
  | { type: 'order-attackers'; player: PlayerId; blocker: ObjectId; order: ObjectId[] }
  | { type: 'assign-combat-damage'; player: PlayerId; assignments: DamageAssignment[] }
  | { type: 'cast-spell'; player: PlayerId; card: ObjectId; targets?: (PlayerId | ObjectId)[] }
  | {
      type: 'activate-ability';
      player: PlayerId;
      source: ObjectId;
      /** The ability's stable key: a printed ability's index on its card, or a granted ability's key (613.1f). */
      ability: AbilityKey;
      targets?: (PlayerId | ObjectId)[];
      /** The cards discarded to pay a discard cost (602.2b, 601.2h). */
      discards?: ObjectId[];
    }
  | { type: 'play-land'; player: PlayerId; card: ObjectId }
  | { type: 'order-triggers'; player: PlayerId; order: string[] }
  | { type: 'discard'; player: PlayerId; cards: ObjectId[] }
  | { type: 'choose-targets'; player: PlayerId; item: ObjectId; targets: (PlayerId | ObjectId)[] }
  | { type: 'choose-defending-player'; player: PlayerId; defending: PlayerId }
  | { type: 'reselect-attack'; player: PlayerId; attacker: ObjectId; target: PlayerId | ObjectId }
  /** 508.4: what a creature put onto the battlefield attacking (or stated to be attacking) attacks. */
  | { type: 'choose-attacked'; player: PlayerId; attacker: ObjectId; target: PlayerId | ObjectId }
  /** 616.1: the replacement or prevention effect (an option's key) that applies first. */
  | { type: 'choose-replacement'; player: PlayerId; effect: string }
  /**
   * A colour chosen: as a permanent enters the battlefield (614.12a, answered mid-event), or for a
   * resolving spell or ability's "the colour of your choice" (608.2d).
   */
  | { type: 'choose-color'; player: PlayerId; color: Color }
  /** The objects chosen for a replacement effect (616.2). */
  | { type: 'choose-objects'; player: PlayerId; objects: ObjectId[] }
  | { type: 'concede'; player: PlayerId };

export type ActionType = Action['type'];
