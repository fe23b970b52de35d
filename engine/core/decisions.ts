// Decisions: who must decide what now (pendingDecision reads them from the state).

import type { TargetSpec } from './cards';
import type { Bilingual, ObjectId, PlayerId } from './vocabulary';

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

/** What a step's turn-based actions lead to: priority, the end of the step, or a decision to wait for (resumed at stage `resume`). */
export type TbaResult =
  { kind: 'priority' } | { kind: 'end' } | { kind: 'decision'; decision: Decision; resume: number };
