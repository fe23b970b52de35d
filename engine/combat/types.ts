// The vocabulary of combat legality (506–510), as plain data. The engine core builds these views
// from its GameState; widgets can build them by hand. Nothing here knows about game flow: the
// combat modules only answer "is this declaration / assignment legal, and if not, why".
import type { Bilingual, Color, Keyword, MessageParams, ObjectId, PlayerId, ProfileId, RefusalCode } from '../types';

export type { Bilingual, Color, Keyword, MessageParams, ObjectId, PlayerId, ProfileId, RefusalCode };

/** A permanent as combat sees it: its characteristics and the status that 508.1a/509.1a check. */
export interface CombatPermanent {
  id: ObjectId;
  name?: string;
  nameZh?: string;
  controller: PlayerId;
  /** Card types in the rules' words ('Creature', 'Planeswalker', 'Battle', …) (506.3). */
  types: string[];
  colors: Color[];
  power: number;
  toughness: number;
  /** Damage marked on it (120.3, 510.1c). */
  damage: number;
  /** Keywords and combat words, one entry per instance ("attacks each combat if able" twice = two requirements). */
  keywords: Keyword[];
  tapped: boolean;
  /** Not controlled continuously since its controller's most recent turn began (302.6, 508.1a). */
  summoningSick: boolean;
  /** Battles: the player who protects it (310.8); it can't be attacked by its protector (508.1b). */
  protector?: PlayerId;
  /**
   * It can't attack unless its controller pays a cost (e.g. Propaganda). Paying is never
   * required, even to obey more requirements (508.1d): the maximum is counted as if it couldn't
   * attack, unless the declaration attacks with it (its controller chose to pay).
   */
  costToAttack?: boolean;
  /** It can't block unless its controller pays a cost; as costToAttack, for 509.1c. */
  costToBlock?: boolean;
}

/** One attack of a declaration: a creature and the player, planeswalker or battle it attacks (508.1b). */
export interface Attack {
  attacker: ObjectId;
  target: PlayerId | ObjectId;
}

/** One block of a declaration: a creature and one attacker it blocks (509.1a). */
export interface Block {
  blocker: ObjectId;
  attacker: ObjectId;
}

/** Effects that restrict a whole declaration, not one creature (508.1c and 509.1b Examples). */
export interface CombatLimits {
  /** "No more than N creatures can attack each combat" (508.1d Example: N = 1). */
  maxAttackers?: number;
  /** "No more than N creatures can block each combat". */
  maxBlockers?: number;
}

/** Everything declaring attackers or blockers depends on. */
export interface CombatView {
  /** The active player, who attacks (506.2). */
  attackingPlayer: PlayerId;
  /** Defending players (506.2, 506.2a); they, their planeswalkers and the battles they protect may be attacked. */
  defendingPlayers: PlayerId[];
  /** Permanents on the battlefield that matter: creatures of both sides, planeswalkers, battles. */
  permanents: CombatPermanent[];
  limits?: CombatLimits;
  /** For declaring blockers: the attacking creatures and what each attacks (508.1k). */
  attacks?: Attack[];
  /** For declaring blockers: the defending player who declares (509.1); default defendingPlayers[0]. */
  blockingPlayer?: PlayerId;
  /** Shared team turns: the defending team's players declare one combined block (805.10d); default [blockingPlayer]. */
  blockingPlayers?: PlayerId[];
  /** Shared team turns: every player of the active team is an attacking player (805.10a); default [attackingPlayer]. */
  attackingPlayers?: PlayerId[];
  /** Limited range of influence: per attacking player, the defending players within their range (801.3). */
  reach?: Record<PlayerId, PlayerId[]>;
}

/** A refusal: a namespaced code, the rules it breaks, the parameters messages/ says it with (engine contract). */
export interface Refusal<D = unknown> {
  ok: false;
  code: RefusalCode;
  rules: string[];
  params: MessageParams;
  detail?: D;
}

/** What one creature does wrong, or leaves undone, in a declaration. */
export interface CreatureFinding {
  /** The creature concerned; null for the declaration as a whole (e.g. "no more than one creature can attack"). */
  creature: ObjectId | null;
  kind: 'restriction' | 'requirement';
  /** Restriction broken (kind 'restriction') or requirement not obeyed (kind 'requirement'). */
  code: RefusalCode;
  rules: string[];
  params: MessageParams;
}

/**
 * Per-creature reasons, for a widget's "why not". Requirement findings are reported even when
 * the declaration is legal (the maximum may leave some unobeyed); they make it illegal only when
 * `obeyed < maximum` (508.1d, 509.1c).
 */
export interface DeclarationExplanation<T extends Attack | Block = Attack | Block> {
  /** Restrictions broken and requirements left unobeyed, creature by creature. */
  findings: CreatureFinding[];
  /** Requirements this declaration obeys (508.1d, 509.1c). */
  obeyed: number;
  /** The most requirements any restriction-legal declaration obeys (declaring none is always one). */
  maximum: number;
  /** A declaration obeying the maximum (the empty one when nothing is required), if any. */
  witness: T[] | null;
}

export type DeclarationCheck = { ok: true; obeyed: number; maximum: number } | Refusal<DeclarationExplanation>;

/** Legal declarations, enumerated (508.1d/509.1c: only those obeying the maximum). */
export interface LegalDeclarations<T> {
  maximum: number;
  declarations: T[][];
  /** True when the enumeration stopped at the limit. */
  truncated: boolean;
}

// ---------------------------------------------------------------------------------------------
// Combat damage (510.1)

/** A creature that deals or is dealt combat damage. */
export interface DamageCreature {
  id: ObjectId;
  name?: string;
  nameZh?: string;
  power: number;
  toughness: number;
  /** Damage already marked (510.1c: counts toward lethal). */
  damage: number;
  keywords: Keyword[];
}

/** An attacking creature in the combat damage step (aligned with engine CombatState). */
export interface DamageAttacker {
  attacker: ObjectId;
  /** What it attacks; null if that planeswalker/battle was removed from combat (506.4c, 510.1b). */
  target: PlayerId | ObjectId | null;
  /** Blocked status (509.1h): stays true even if all its blockers are removed. */
  blocked: boolean;
  /** The creatures still blocking it; classic: in its damage assignment order (509.2). */
  order: ObjectId[];
  /** Blocked by a creature with banding: the defending player divides its damage as they choose, no order (702.22j). */
  divideFreely?: boolean;
}

/** A blocking creature in the combat damage step. */
export interface DamageBlocker {
  blocker: ObjectId;
  /** The attackers it still blocks; classic: in its damage assignment order (509.3). */
  order: ObjectId[];
  /** Blocking a creature with banding: the active player divides its damage as they choose, no order (702.22k). */
  divideFreely?: boolean;
}

/** How one creature assigns its combat damage (510.1). */
export interface DamageAssignment {
  source: ObjectId;
  assignment: { to: PlayerId | ObjectId; amount: number }[];
}

export interface DamageAssignmentInput {
  /** Every creature in combat (attackers and blockers) with its current characteristics. */
  creatures: DamageCreature[];
  attackers: DamageAttacker[];
  blockers: DamageBlocker[];
  /**
   * The creatures whose assignment is being checked: one player's attackers or blockers that
   * assign combat damage in this step (510.1, 510.4). 510.1e checks them all together.
   */
  sources: ObjectId[];
  assignments: DamageAssignment[];
  /** Combat damage already assigned in this step by the other player (counts toward lethal, 510.1c). */
  otherAssignments?: DamageAssignment[];
}

export type DamageCheck = { ok: true } | Refusal<{ source?: ObjectId; to?: PlayerId | ObjectId }>;

export type DamageProfile = ProfileId;
