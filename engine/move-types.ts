// The shapes of play: actions (what players do), decisions (what the engine asks), events (what
// happened, each citing its rules), refusals and results. Re-exported by types.ts; only ever
// added to, never renamed.
import type { Bilingual, ObjectId, PhaseName, PlayerId, StepName, TargetSpec, ZoneName } from './vocabulary';

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
      manaAbilities?: { source: ObjectId; ability: number }[];
      /** Bands announced (508.1e, 702.22c): each a list of attacking creatures banded together. */
      bands?: ObjectId[][];
      /**
       * Optional costs to attack the player chooses to pay (508.1g): the attacking creature with
       * the 'optional attack cost' ability, which of its abilities (default: its first such), and
       * the permanent the cost sacrifices or taps, if any.
       */
      optionalCosts?: { source: ObjectId; ability?: number; choice?: ObjectId }[];
    }
  | {
      type: 'declare-blockers';
      player: PlayerId;
      blocks: { blocker: ObjectId; attacker: ObjectId }[];
      /** Mana abilities to activate to pay costs to block (509.1e), before paying (509.1f). */
      manaAbilities?: { source: ObjectId; ability: number }[];
    }
  | { type: 'order-blockers'; player: PlayerId; attacker: ObjectId; order: ObjectId[] }
  | { type: 'order-attackers'; player: PlayerId; blocker: ObjectId; order: ObjectId[] }
  | { type: 'assign-combat-damage'; player: PlayerId; assignments: DamageAssignment[] }
  | { type: 'cast-spell'; player: PlayerId; card: ObjectId; targets?: (PlayerId | ObjectId)[] }
  | {
      type: 'activate-ability';
      player: PlayerId;
      source: ObjectId;
      ability: number;
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
  | { type: 'concede'; player: PlayerId };

export type ActionType = Action['type'];

// ---------------------------------------------------------------------------------------------
// Decisions: who must decide what now

export type DecisionKind =
  | 'priority'
  | 'declare-attackers'
  | 'declare-blockers'
  | 'order-blockers'
  | 'order-attackers'
  | 'assign-combat-damage'
  | 'order-triggers'
  | 'discard-to-hand-size'
  | 'choose-targets'
  | 'choose-discard'
  | 'choose-defending-player'
  | 'reselect-attack'
  | 'choose-attacked';

export interface Decision {
  player: PlayerId;
  kind: DecisionKind;
  rules: string[];
  message: Bilingual;
  /** Kind-specific context (all optional; present where it applies). */
  /** declare-attackers / declare-blockers: creatures that could be chosen. */
  candidates?: ObjectId[];
  /** declare-attackers: what may be attacked. declare-blockers: the attackers to block. */
  targets?: (PlayerId | ObjectId)[];
  /** order-blockers: the attacker; order-attackers: the blocker. */
  object?: ObjectId;
  /** order-blockers / order-attackers: the creatures to put in order. */
  toOrder?: ObjectId[];
  /** assign-combat-damage: the sources whose assignment the player chooses. */
  sources?: { source: ObjectId; power: number; recipients: (PlayerId | ObjectId)[] }[];
  /** order-triggers: the player's waiting triggers. */
  triggers?: { id: string; source: ObjectId; text: Bilingual }[];
  /** discard-to-hand-size / choose-discard (answered with a 'discard' action): how many cards. */
  count?: number;
  /** choose-targets: each target word of the ability (the item is `object`) and its legal choices. */
  targetChoices?: { spec: TargetSpec; choices: (PlayerId | ObjectId)[] }[];
}

// ---------------------------------------------------------------------------------------------
// Events: every event cites the rule(s) that made it happen

export interface GameEvent {
  type: string;
  rules: string[];
  message: Bilingual;
  player?: PlayerId;
  object?: ObjectId;
  source?: ObjectId;
  target?: PlayerId | ObjectId;
  amount?: number;
  from?: ZoneName;
  to?: ZoneName;
  turn?: number;
  phase?: PhaseName;
  step?: StepName;
  combat?: boolean;
  objects?: ObjectId[];
}

export interface RuleViolation {
  code: string;
  rules: string[];
  message: Bilingual;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
