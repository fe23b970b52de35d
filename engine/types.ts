// The engine's vocabulary, declared before any logic (chessops style): the words of chapter 5
// (phases, steps), the shapes of cards, setups, states, actions, events and decisions.
// Everything here is plain JSON data: no classes, Maps or Sets, so a state round-trips through
// JSON.stringify/parse and a replay of the action log reproduces it exactly.
// Stability promise: names here are only ever added to, never renamed (other modules code
// against them: engine/combat, engine/fixtures, the widgets in src/).

/** A text in both languages of the site. */
export interface Bilingual {
  en: string;
  zh: string;
}

// ---------------------------------------------------------------------------------------------
// Turn structure (500.1, 501.1, 505.1, 506.1, 512.1)

/** The five phases of a turn, in order (500.1). Main phases are named by 505.1a. */
export const PHASES = ['beginning', 'precombat main', 'combat', 'postcombat main', 'ending'] as const;
export type PhaseName = (typeof PHASES)[number];

/**
 * Steps, named in the rules' own words. A main phase has no steps (505.2); its single "step"
 * is called 'main'. The first of two combat damage steps (510.4) is 'first strike combat damage'.
 */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main',
  'beginning of combat',
  'declare attackers',
  'declare blockers',
  'first strike combat damage',
  'combat damage',
  'end of combat',
  'end',
  'cleanup',
] as const;
export type StepName = (typeof STEPS)[number];

/** The steps of each phase, in order, as a normal turn has them (501.1, 505.2, 506.1, 512.1). */
export const PHASE_STEPS: Readonly<Record<PhaseName, readonly StepName[]>> = {
  beginning: ['untap', 'upkeep', 'draw'],
  'precombat main': ['main'],
  combat: ['beginning of combat', 'declare attackers', 'declare blockers', 'combat damage', 'end of combat'],
  'postcombat main': ['main'],
  ending: ['end', 'cleanup'],
};

// ---------------------------------------------------------------------------------------------
// Ids, colours, zones

export type PlayerId = string;
export type ObjectId = string;
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];
export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type ManaType = (typeof MANA_TYPES)[number];
/** A mana pool: amounts by type (106.4). */
export type ManaPool = Record<ManaType, number>;

export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'] as const;
export type ZoneName = (typeof ZONES)[number];

export type ProfileId = 'classic' | 'foundations';
export const PROFILES: readonly ProfileId[] = ['classic', 'foundations'];

// ---------------------------------------------------------------------------------------------
// Cards as data

/** Evergreen keywords (702) and the combat requirement/restriction words of 508.1c–d, 509.1b–c. */
export type Keyword =
  | 'flying'
  | 'reach'
  | 'first strike'
  | 'double strike'
  | 'deathtouch'
  | 'trample'
  | 'haste'
  | 'vigilance'
  | 'menace'
  | 'defender'
  | 'indestructible'
  | 'shadow'
  | 'lifelink'
  | 'phasing'
  | { protection: Color }
  | 'attacks each combat if able'
  | "can't attack alone"
  | 'can only attack alone'
  | 'blocks each combat if able'
  | 'must be blocked if able'
  | "can't block"
  | "can't attack"
  | 'can block an additional creature';

/** Who or what an effect points at. 'target …' forms are chosen when cast/activated (601.2c). */
export type TargetSpec =
  | 'any target'
  | 'target creature'
  | 'target player'
  | 'target attacking creature'
  | 'target blocking creature'
  | 'target creature attacking you'
  | 'this'
  | 'you'
  | 'each opponent'
  | 'defending player'
  | 'that creature'
  | 'that player';

/** How long a continuous effect lasts (500.5, 511.2, 514.2). */
export type Duration = 'end of turn' | 'end of combat' | 'permanent';

/** One instruction of a spell or ability (608.2c: done in the order written). */
export type EffectDef =
  | { type: 'pump'; power: number; toughness: number; target: TargetSpec; duration?: Duration }
  | { type: 'prevent damage'; amount: number; target: TargetSpec }
  | { type: 'deal damage'; amount: number; target: TargetSpec }
  | { type: 'gain life'; amount: number; target?: TargetSpec }
  | { type: 'lose life'; amount: number; target?: TargetSpec }
  | { type: 'draw'; count: number; target?: TargetSpec; /** Draw as many as the trigger event counted ("draw that many cards"). */ thatMany?: boolean }
  | { type: 'discard'; count: number; target?: TargetSpec }
  | { type: 'destroy'; target: TargetSpec; at?: 'end of combat' }
  | { type: 'extra turn'; target?: TargetSpec }
  | { type: 'additional combat phase' }
  | { type: 'additional step'; step: StepName; after: StepName }
  | { type: 'skip'; what: 'step' | 'phase' | 'turn'; name?: StepName | PhaseName; target?: TargetSpec }
  | { type: 'add mana'; mana: ManaType; amount?: number }
  | { type: 'create token'; card: CardDef; blocking?: TargetSpec }
  | { type: 'remove from combat'; target: TargetSpec }
  | { type: 'tap' | 'untap'; target: TargetSpec }
  | { type: 'set color'; color: Color; target: TargetSpec; duration?: Duration }
  | { type: 'gain keyword'; keyword: Keyword; target: TargetSpec; duration?: Duration };

/** Trigger events this engine knows (500.6, 508.3a, 509.5a–d, 509.5g, 510.3a, 511.2, 714.2b). */
export type TriggerEvent =
  | 'beginning of step'
  | 'attacks'
  | 'blocks'
  | 'becomes blocked'
  | 'becomes blocked by a creature'
  | "attacks and isn't blocked"
  | 'deals combat damage'
  | 'deals combat damage to a player'
  | 'end of combat'
  | 'discard'
  | 'discards one or more cards'
  | 'becomes untapped'
  | 'chapter';

export interface TriggeredAbilityDef {
  kind: 'triggered';
  trigger: TriggerEvent;
  /** For 'beginning of step': which step. */
  step?: StepName;
  /** For 'beginning of step': on whose turns ('yours' by default, or 'each'). */
  whose?: 'yours' | 'each';
  /** Whose creature the trigger watches: this object (default) or any creature ('a creature'). */
  subject?: 'this' | 'a creature';
  /** Characteristics the watched creature (or, for '… by a creature', the other one) must have. */
  filter?: { colors?: Color[] };
  /** For 'chapter' (Sagas, 714.2b): the chapter number. */
  chapter?: number;
  /** "… for the first time each turn": triggers at most once per turn. */
  firstTimeEachTurn?: boolean;
  effect: EffectDef | EffectDef[];
  text?: Bilingual;
}

export type CostDef =
  | { type: 'tap' }
  | { type: 'sacrifice this' }
  | { type: 'mana'; mana: string }
  | { type: 'discard'; count: number };

export interface ActivatedAbilityDef {
  kind: 'activated';
  cost: CostDef[];
  effect: EffectDef | EffectDef[];
  text?: Bilingual;
}

/** Static abilities as combat rules (508.1c/509.1b restrictions that name no single creature). */
export interface StaticAbilityDef {
  kind: 'static';
  rule: 'no more than one creature can attack each turn' | 'no more than one creature can block each turn';
  text?: Bilingual;
}

export type AbilityDef = TriggeredAbilityDef | ActivatedAbilityDef | StaticAbilityDef;

/** A card as data. Types in the rules' words: 'Creature', 'Land', 'Instant', 'Planeswalker', … */
export interface CardDef {
  name: string;
  nameZh?: string;
  types: string[];
  subtypes?: string[];
  colors: Color[];
  /** Mana cost in the usual notation, e.g. '{1}{G}' (a land or token has none). */
  manaCost?: string;
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  keywords?: Keyword[];
  abilities?: AbilityDef[];
  /** What an instant or sorcery does as it resolves (608.2c). */
  spell?: EffectDef | EffectDef[];
  /** Rules text shown to readers, if any. */
  text?: Bilingual;
}

// ---------------------------------------------------------------------------------------------
// Setup: a description of a position; not yet a legal one (createGame validates it)

export interface ObjectSetup {
  id?: ObjectId;
  card: CardDef;
}

export interface PlayerSetup {
  id: PlayerId;
  name: string;
  nameZh?: string;
  life?: number;
  /** Library: a number of anonymous cards, or the cards top first. */
  library?: number | ObjectSetup[];
  hand?: ObjectSetup[];
  graveyard?: ObjectSetup[];
  maxHandSize?: number;
  team?: string;
  manaPool?: Partial<ManaPool>;
  landsPlayedThisTurn?: number;
  spellsCastThisTurn?: number;
}

export interface PermanentSetup extends ObjectSetup {
  controller: PlayerId;
  owner?: PlayerId;
  token?: boolean;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  /** Not controlled continuously since the turn began (302.6 / 508.1a). Default false. */
  summoningSick?: boolean;
  phasedOut?: boolean;
  /** Battles: the protector (310.8). Defaults to an opponent of the controller. */
  protector?: PlayerId;
  /** In combat: what this creature is attacking (a player or a planeswalker/battle id). */
  attacking?: PlayerId | ObjectId;
  /** In combat: the attackers this creature is blocking. */
  blocking?: ObjectId[];
  /** Damage assignment order (509.2 for an attacker, 509.3 for a blocker), classic profile. */
  damageAssignmentOrder?: ObjectId[];
}

export interface StackSetup {
  id?: ObjectId;
  /** A spell: the card; an ability: the source object's id and ability index. */
  card?: CardDef;
  source?: ObjectId;
  ability?: number;
  controller: PlayerId;
  targets?: (PlayerId | ObjectId)[];
}

export interface GameSetup {
  profile?: ProfileId;
  seed?: number;
  /** Players in seat order; turns proceed in this order (101.4, 103). At least two. */
  players: PlayerSetup[];
  activePlayer?: PlayerId;
  turn?: number;
  /** Where the game stands. Default: the beginning of the untap step. */
  phase?: PhaseName;
  step?: StepName;
  /** Who has priority; set to start inside a step that has priority. */
  priority?: PlayerId;
  battlefield?: PermanentSetup[];
  stack?: StackSetup[];
  dayNight?: 'day' | 'night' | null;
}

export interface SetupError {
  code: string;
  /** Path of the offending field, e.g. 'battlefield[2].controller'. */
  field: string;
  message: Bilingual;
  rules?: string[];
}

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
  /** Creatures that have dealt combat damage in the first-strike step. */
  dealtFirstStrikeDamage: ObjectId[];
  /** Defending players who have declared blockers this combat (509.1). */
  blockersDeclaredBy?: PlayerId[];
  /** Attackers/blockers whose damage assignment order has been announced (509.2, 509.3). */
  ordersAnnounced?: ObjectId[];
  /** Blockers put into combat by an effect, awaiting their place in an attacker's order (509.6–509.7). */
  pendingPlacements?: { attacker: ObjectId; blocker: ObjectId }[];
  /** Combat damage assigned so far in the current combat damage step (510.1), by player. */
  assignments?: DamageAssignment[];
  assignedBy?: PlayerId[];
}

/** A continuous effect from a resolved spell or ability (611, 613) or a prevention shield (615). */
export type ContinuousEffect =
  | { id: string; kind: 'pump'; object: ObjectId; power: number; toughness: number; duration: Duration; timestamp: number }
  | { id: string; kind: 'prevent'; object: PlayerId | ObjectId; remaining: number; duration: Duration }
  | { id: string; kind: 'set color'; object: ObjectId; color: Color; duration: Duration; timestamp: number }
  | { id: string; kind: 'gain keyword'; object: ObjectId; keyword: Keyword; duration: Duration };

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
  /** Index into the source card's abilities, or -1 for a delayed trigger. */
  ability: number;
  effect: EffectDef | EffectDef[];
  text: Bilingual;
  /** The other object of the event ("that creature"), if any. */
  related: ObjectId | null;
  relatedPlayer: PlayerId | null;
  rules: string[];
  /** A number the trigger event counted ("that many"), if any. */
  amount?: number;
}

export interface StackItem {
  id: ObjectId;
  kind: 'spell' | 'activated ability' | 'triggered ability';
  controller: PlayerId;
  /** For a spell: the card object (in the 'stack' zone). For an ability: its source. */
  source: ObjectId;
  ability: number | null;
  effect: EffectDef | EffectDef[];
  targets: (PlayerId | ObjectId)[];
  related: ObjectId | null;
  relatedPlayer: PlayerId | null;
  text: Bilingual;
  /** Last known information of a sacrificed/left source (608.2h): its colours. */
  sourceColors: Color[];
  sourceName: string;
  /** A number the trigger event counted ("that many"), if any. */
  amount?: number;
  /** A triggered ability put on the stack whose controller has yet to choose its targets (603.3d). */
  awaitingTargets?: boolean;
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
  /** "First time each turn" triggers that already triggered this turn (source#ability). */
  onceTriggers?: string[];
}

/** What the engine is doing between player inputs (the automatic queue, DESIGN.md). */
export type Flow =
  | { kind: 'begin-step' }
  | { kind: 'turn-based actions'; stage: number }
  | { kind: 'priority'; player: PlayerId; passes: number; checked: boolean }
  | { kind: 'decision'; decision: Decision; resume: number; then?: PlayerId }
  | { kind: 'end-step' }
  | { kind: 'game-over'; winners: PlayerId[] };

export interface GameState {
  schema: 1;
  profile: ProfileId;
  rng: number;
  nextId: number;
  timestamp: number;
  players: PlayerState[];
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  stack: StackItem[];
  turn: TurnState;
  flow: Flow;
  combat: CombatState | null;
  effects: ContinuousEffect[];
  delayedTriggers: DelayedTrigger[];
  pendingTriggers: PendingTrigger[];
  extraTurns: PlayerId[];
  skips: SkipEffect[];
  dayNight: 'day' | 'night' | null;
  /** Every accepted action, in order (replaying them from the setup reproduces this state). */
  log: Action[];
}

// ---------------------------------------------------------------------------------------------
// Actions: what players do (all carry the acting player)

export interface DamageAssignment {
  source: ObjectId;
  assignment: { to: PlayerId | ObjectId; amount: number }[];
}

export type Action =
  | { type: 'pass-priority'; player: PlayerId }
  | { type: 'declare-attackers'; player: PlayerId; attacks: { attacker: ObjectId; target: PlayerId | ObjectId }[] }
  | { type: 'declare-blockers'; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { type: 'order-blockers'; player: PlayerId; attacker: ObjectId; order: ObjectId[] }
  | { type: 'order-attackers'; player: PlayerId; blocker: ObjectId; order: ObjectId[] }
  | { type: 'assign-combat-damage'; player: PlayerId; assignments: DamageAssignment[] }
  | { type: 'cast-spell'; player: PlayerId; card: ObjectId; targets?: (PlayerId | ObjectId)[] }
  | { type: 'activate-ability'; player: PlayerId; source: ObjectId; ability: number; targets?: (PlayerId | ObjectId)[] }
  | { type: 'play-land'; player: PlayerId; card: ObjectId }
  | { type: 'order-triggers'; player: PlayerId; order: string[] }
  | { type: 'discard'; player: PlayerId; cards: ObjectId[] }
  | { type: 'choose-targets'; player: PlayerId; item: ObjectId; targets: (PlayerId | ObjectId)[] }
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
  | 'choose-targets';

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
  /** discard-to-hand-size: how many cards to discard. */
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
