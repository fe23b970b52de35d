// The shape of a game in progress: plain JSON (no classes, Maps or Sets), so a state round-trips
// through JSON.stringify/parse and replaying the action log from the setup reproduces it.

import type { Action, DamageAssignment } from './actions';
import type { AbilityKey, CantEvent, CardDef, EffectDef } from './cards';
import type { ContinuousEffect, PreventionShield, UnpreventableDamage } from './continuous';
import type { Decision } from './decisions';
import type { ReplacementShield } from './replacements';
import type {
  Bilingual,
  Color,
  ManaPool,
  ObjectId,
  PhaseName,
  PlayerId,
  ProfileId,
  StepName,
  ZoneName,
} from './vocabulary';

// ---------------------------------------------------------------------------------------------
// State

export interface PlayerState {
  id: PlayerId;
  name: string;
  nameZh: string | null;
  team: string | null;
  life: number;
  maxHandSize: number;
  manaPool: ManaPool;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
  /** Face-up objects this player owns in the command zone (408), e.g. schemes set in motion. */
  command?: ObjectId[];
  /** The archenemy's scheme deck, face down in the command zone, top first (314.2, 701.25). */
  schemeDeck?: ObjectId[];
  landsPlayedThisTurn: number;
  spellsCastThisTurn: number;
  /** Drew from an empty library since the last state-based action check (704.5b). */
  drewFromEmptyLibrary: boolean;
  lost: boolean;
  conceded: boolean;
}

export interface GameObject {
  id: ObjectId;
  card: CardDef;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  token: boolean;
  tapped: boolean;
  damage: number;
  /** Dealt damage by a source with deathtouch since the last SBA check (704.5h). */
  deathtouchDamage: boolean;
  counters: Record<string, number>;
  summoningSick: boolean;
  phasedOut: boolean;
  protector: PlayerId | null;
  /** Timestamp of entering its current zone (613.7). */
  timestamp: number;
  /** While a control-changing effect applies (613.1b): the controller it would have without one. */
  baseController?: PlayerId;
  /** An Aura, Equipment or Fortification: the object it is attached to (701.3, 303.4b, 301.5a). */
  attachedTo?: ObjectId;
  /** A face-down permanent (708.2): a 2/2 creature with no text, name, subtypes or mana cost (layer 1b, 613.2b). */
  faceDown?: boolean;
}

export interface CombatAttacker {
  attacker: ObjectId;
  /** What it attacks; null once that planeswalker/battle was removed from combat (506.4c). */
  target: PlayerId | ObjectId | null;
  /** The defending player for this attacker (508.5). */
  defendingPlayer: PlayerId;
  /** Blocked/unblocked status (509.1h): null until blockers are declared. */
  blocked: boolean | null;
  /** Damage assignment order (509.2), classic profile. */
  order: ObjectId[];
  /** Declared as an attacker (vs. put onto the battlefield attacking, 508.4). */
  declared: boolean;
}

export interface CombatBlocker {
  blocker: ObjectId;
  blocking: ObjectId[];
  /** Damage assignment order (509.3), classic profile. */
  order: ObjectId[];
  declared: boolean;
}

export interface CombatState {
  attackersDeclared: boolean;
  blockersDeclared: boolean;
  attackers: CombatAttacker[];
  blockers: CombatBlocker[];
  /** Players who are defending players in this combat (506.2). */
  defendingPlayers: PlayerId[];
  /** Creatures that had first or double strike as the first combat damage step began (510.4). */
  firstStrikers: ObjectId[] | null;
  /** The declare blockers step of this combat has begun (506.7b, 506.7f). */
  blockersStepBegan?: boolean;
  /** Defending players who have declared blockers this combat (509.1). */
  blockersDeclaredBy?: PlayerId[];
  /** Attackers/blockers whose damage assignment order has been announced (509.2, 509.3). */
  ordersAnnounced?: ObjectId[];
  /** Blockers put into combat by an effect, awaiting their place in an attacker's order (509.6–509.7). */
  pendingPlacements?: { attacker: ObjectId; blocker: ObjectId; rule?: '509.6' | '509.7' }[];
  /** Attackers an effect made a creature block, awaiting their place in its order (509.6). */
  pendingAttackerPlacements?: { blocker: ObjectId; attacker: ObjectId }[];
  /** Bands of attacking creatures announced as attackers were declared (508.1e, 702.22c). */
  bands?: ObjectId[][];
  /** The active player's creatures that one or more effects required to attack when attackers were declared (506.6). */
  hadToAttack?: ObjectId[];
  /** Combat damage assigned so far in the current combat damage step (510.1), by player. */
  assignments?: DamageAssignment[];
  assignedBy?: PlayerId[];
}

export type { ContinuousEffect, PreventionShield, UnpreventableDamage } from './continuous';

export interface DelayedTrigger {
  id: string;
  when: 'end of combat';
  controller: PlayerId;
  source: ObjectId;
  effect: EffectDef;
  related: ObjectId | null;
}

/** A triggered ability that has triggered but is not yet on the stack (603.2–603.3). */
export interface PendingTrigger {
  id: string;
  controller: PlayerId;
  source: ObjectId;
  /** The source's ability (its stable key), or -1 for a delayed trigger. */
  ability: AbilityKey;
  effect: EffectDef | EffectDef[];
  /** The rules text its card gives it, if any (messages name it by its source otherwise). */
  text?: Bilingual;
  /** The other object of the event ("that creature"), if any. */
  related: ObjectId | null;
  relatedPlayer: PlayerId | null;
  rules: string[];
  /** A number the trigger event counted ("that many"), if any. */
  amount?: number;
  /** For an "attacks" trigger: what that creature was attacking as it triggered (508.4). */
  attacked?: PlayerId | ObjectId;
}

export interface StackItem {
  id: ObjectId;
  kind: 'spell' | 'activated ability' | 'triggered ability';
  controller: PlayerId;
  /** For a spell: the card object (in the 'stack' zone). For an ability: its source. */
  source: ObjectId;
  ability: AbilityKey | null;
  effect: EffectDef | EffectDef[];
  targets: (PlayerId | ObjectId)[];
  related: ObjectId | null;
  relatedPlayer: PlayerId | null;
  /** The rules text its card gives it, if any (messages name it by its source otherwise). */
  text?: Bilingual;
  /** Last known information of a sacrificed/left source (608.2h): its colours. */
  sourceColors: Color[];
  sourceName: string;
  /** A number the trigger event counted ("that many"), if any. */
  amount?: number;
  /** A triggered ability put on the stack whose controller has yet to choose its targets (603.3d). */
  awaitingTargets?: boolean;
  /** For an "attacks" trigger: what that creature was attacking as it triggered (508.4). */
  attacked?: PlayerId | ObjectId;
  /** The defending player its controller chose for it (508.5a), when several could be meant. */
  defendingPlayer?: PlayerId;
  /** "The colour of your choice": the colour its controller chose as it resolves (608.2d), until the instruction uses it. */
  chosenColor?: Color;
}

/** One slot of the turn's remaining schedule (500.8–500.9 insert slots; 500.10 skips them). */
export interface ScheduleSlot {
  phase: PhaseName;
  step: StepName;
  /** Identifies the phase instance, so extra phases insert after the right one. */
  phaseId: number;
}

export type SkipEffect = { player: PlayerId; what: 'step' | 'phase' | 'turn'; name: StepName | PhaseName | null };

export interface TurnState {
  number: number;
  activePlayer: PlayerId;
  phase: PhaseName;
  step: StepName;
  phaseId: number;
  /** The slots still to come this turn, in order. */
  schedule: ScheduleSlot[];
  /** Players who began this turn already skipping the draw (103.8). */
  firstTurn: boolean;
  combatPhasesThisTurn: number;
  attackedThisTurn: ObjectId[];
  /** The seat whose regular turn was last taken (extra turns do not move it, 500.7). */
  regularTurnPlayer: PlayerId;
  /** Spells cast by the previous turn's active player(s) (502.2). */
  previousTurnSpells: number;
  /** Shared team turns: spells cast by each player of the previous turn's active team (502.2a). */
  previousTurnTeamSpells?: number[];
  /** "First time each turn" triggers that already triggered this turn (source#ability). */
  onceTriggers?: string[];
  /** The current cleanup step gave players priority (514.3a). */
  cleanupHadPriority?: boolean;
  /** With a limited range of influence: the players in the game, in seat order, as this turn began (801.2c). */
  seatedAtStart?: PlayerId[];
  /** Points this turn has passed, for timing restrictions (503.2, 506.7): e.g. 'upkeep ended'. */
  marks?: string[];
}

/**
 * Where a spell being cast (601.2) or an ability being activated (602.2) is: the step to do next
 * (casting/casting-steps.ts). Modes (601.2b), dividing (601.2d) and activating mana abilities while
 * paying (601.2g) join the list when a card needs them.
 */
export type CastingStep = 'announce' | 'targets' | 'total cost' | 'pay' | 'done';

/**
 * A continuation: something the game is in the middle of. `GameState.frames` is a stack of them,
 * innermost last; the automatic queue (game/flow.ts) runs the top one, and `pendingDecision` reads
 * it. The bottom frame is always where the turn is (a step beginning, its turn-based actions,
 * priority, the step ending) or the end of the game; casting, resolving and questions to players
 * go on top and, once done, hand the game back to the frame below.
 */
export type Frame =
  /** 500.1: the current step (or phase) is to begin. */
  | { kind: 'begin-step' }
  /** The current step's turn-based actions: run (again, after a question) until they give priority or end the step. */
  | { kind: 'turn-based actions' }
  /** 117: `player` is to receive priority (`checked` once the checks of 117.5 are done); `passes` in succession so far. */
  | {
      kind: 'priority';
      player: PlayerId;
      passes: number;
      checked: boolean;
      /** The step's first priority (triggers put on the stack before it cite e.g. 503.1a). */
      first?: boolean;
    }
  /** 500.2–500.3: the current step is to end. */
  | { kind: 'end-step' }
  /**
   * 601.2 / 602.2: `player` casting the spell `object`, or activating the ability `ability` of the
   * permanent `object`, with the choices given when they announced it; `at` is the next step.
   */
  | {
      kind: 'casting';
      player: PlayerId;
      object: ObjectId;
      ability?: AbilityKey;
      at: CastingStep;
      /** The targets chosen (601.2c), as given. */
      targets: unknown;
      /** The cards discarded to pay a discard cost (602.2b, 601.2h), as given. */
      discards?: unknown;
      /** The spell or ability being put together (601.2a, 602.2a); it goes on the stack once cast or activated (601.2i). */
      item?: StackItem;
    }
  /** 608.2c: a spell or ability resolving, its instructions from `next` on. */
  | { kind: 'resolving'; item: StackItem; next: number }
  /** A question a player must answer; then the frame below goes on. */
  | { kind: 'decision'; decision: Decision }
  /**
   * A question asked in the middle of an event (616.1's choice among replacement effects, 614.12a's
   * choices as a permanent enters) — the decision on top of this frame asks it. The game goes on
   * by replaying `action` from `state` (the game just before that action) with the answers given
   * so far and then this one: the engine is deterministic, so the replay comes back to each
   * question and takes its answer (game/mid-event.ts). `reported`: how many of the replay's events
   * were already reported.
   */
  | { kind: 'mid-event'; state: GameState; action: Action; answers: Action[]; reported: number }
  /** 104: the game is over. */
  | { kind: 'game-over'; winners: PlayerId[] };

/** The ways a game's turns are taken (variants/turn-order.ts): each player in seat order, or each team together (805). */
export type TurnOrderName = 'each player' | 'each team';

/** The variant a game is played under: the multiplayer options (800–805) and Archenemy (904), chosen at setup. */
export interface Variant {
  /** Who defends in a combat: every opponent ('attack multiple players', 802) or the one the active player chooses (506.2a). */
  attackOption: 'attack multiple players' | 'choose one opponent';
  /** Turn order as data: 'each team' is the shared team turns option (805). */
  turnOrder: TurnOrderName;
  /** The limited range of influence option (801.2), in seats; null: unlimited. */
  rangeOfInfluence: number | null;
  /** An Archenemy game's archenemy (505.3, 904), or null. */
  archenemy: PlayerId | null;
}

/** A "can't" effect of a resolved spell or ability (614.17), on one player. */
export interface CantEffect {
  id: string;
  cant: CantEvent;
  player: PlayerId;
  source: ObjectId;
  timestamp: number;
  duration: 'end of turn';
}

export interface GameState {
  schema: 4;
  profile: ProfileId;
  rng: number;
  nextId: number;
  timestamp: number;
  players: PlayerState[];
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  stack: StackItem[];
  turn: TurnState;
  /** What the game is in the middle of, innermost last (a stack of continuations). */
  frames: Frame[];
  combat: CombatState | null;
  /** Continuous effects from resolved spells and abilities (611.2); static abilities' are made as the game looks (611.3). */
  effects: ContinuousEffect[];
  /** Prevention shields (615.7). */
  shields: PreventionShield[];
  /** Replacement effects resolved spells and abilities left, until used or ended (614.3): regeneration (614.8). */
  replacementShields?: ReplacementShield[];
  /** "Damage can't be prevented this turn" effects of resolved spells and abilities (615.12), until end of turn. */
  unpreventable?: UnpreventableDamage[];
  /** "Can't" effects of resolved spells and abilities (614.17): `player` can't gain or lose life, until end of turn. */
  cants?: CantEffect[];
  delayedTriggers: DelayedTrigger[];
  pendingTriggers: PendingTrigger[];
  extraTurns: PlayerId[];
  skips: SkipEffect[];
  dayNight: 'day' | 'night' | null;
  /** Every accepted action, in order (replaying them from the setup reproduces this state). */
  log: Action[];
  /** The variant the game is played under, chosen at setup (variants/). */
  variant: Variant;
}
