// A GameSetup describes a position (what a fixture, widget or test gives createGame); it is not
// yet a legal one: setup/check-setup.ts checks it field by field.

import type { MessageParams } from './messages';
import type { CardDef } from './cards';
import type { ManaPool, ObjectId, PhaseName, PlayerId, ProfileId, StepName } from './vocabulary';

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
  /**
   * Face-up plane cards in the command zone (Planechase, 901; 311.2: a plane stays there; 311.4:
   * face up, its abilities work). No planar deck, planar die or planeswalking.
   */
  planes?: ObjectSetup[];
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
  /** An Aura or Equipment: the id of another permanent of the battlefield list it is attached to (701.3). */
  attachedTo?: ObjectId;
  /** Face down (708.2): a 2/2 creature with no text, name, subtypes or mana cost. */
  faceDown?: boolean;
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
  /** The variant the game is played under (multiplayer options, Archenemy); absent: a two-player game's rules. */
  variant?: VariantSetup;
  /** The archenemy's scheme deck, top first: cards of type 'Scheme', kept in the command zone (314.2). */
  schemeDeck?: ObjectSetup[];
}

/** The variant chosen at setup: one record (it becomes the state's `variant`). */
export interface VariantSetup {
  /**
   * Multiplayer: 'attack multiple players' (default; every opponent is a defending player, 802)
   * or 'choose one opponent' (the active player chooses the defending player, 506.2a, 507.1).
   */
  attackOption?: 'attack multiple players' | 'choose one opponent';
  /** Multiplayer, teams: the shared team turns option (805). Every player needs a `team`; teammates sit together (805.1). */
  sharedTeamTurns?: boolean;
  /** Multiplayer: the limited range of influence option (801), in seats (801.2). */
  rangeOfInfluence?: number;
  /** An Archenemy game (904): the player who is the archenemy (505.3); give `schemeDeck` too. */
  archenemy?: PlayerId;
}

/** The codes of a refused setup (checkSetup); messages/ says each in words, prefixed by the field. */
export type SetupErrorCode =
  | 'setup/not-an-object'
  | 'setup/malformed'
  | 'setup/engine-error'
  | 'setup/malformed-field'
  | 'setup/invalid-card'
  | 'setup/unknown-profile'
  | 'setup/too-few-players'
  | 'setup/player-id'
  | 'setup/player-name'
  | 'setup/object-id'
  | 'setup/duplicate-id'
  | 'setup/unknown-controller'
  | 'setup/unknown-owner'
  | 'setup/unknown-protector'
  | 'setup/protector-not-battle'
  | 'setup/unknown-active-player'
  | 'setup/unknown-priority-player'
  | 'setup/unknown-archenemy'
  | 'setup/no-scheme-deck'
  | 'setup/not-a-scheme'
  | 'setup/scheme-outside-command-zone'
  | 'setup/not-a-plane'
  | 'setup/plane-outside-command-zone'
  | 'setup/unknown-step'
  | 'setup/step-not-in-phase'
  | 'setup/turn'
  | 'setup/stack-ability'
  | 'setup/no-priority-in-step'
  | 'setup/stack-without-priority'
  | 'setup/combat-outside-combat'
  | 'setup/attacker-not-creature'
  | 'setup/attacker-not-active-players'
  | 'setup/bad-attack-target'
  | 'setup/attackers-not-declared-yet'
  | 'setup/several-defending-players'
  | 'setup/blockers-not-declared-yet'
  | 'setup/blocking-non-attacker'
  | 'setup/blocking-other-players-attacker'
  | 'setup/bad-damage-assignment-order'
  | 'setup/bad-blocker-damage-assignment-order'
  | 'setup/attack-option'
  | 'setup/range-of-influence'
  | 'setup/range-of-influence-players'
  | 'setup/shared-team-turns-players'
  | 'setup/attack-option-shared-turns'
  | 'setup/team-required'
  | 'setup/one-team'
  | 'setup/team-not-adjacent'
  | 'setup/active-not-primary'
  | 'setup/bad-attachment';

/**
 * What is wrong with a card given as data (setup/card-check.ts, setup/replacement-check.ts): the
 * `problem` of a 'setup/invalid-card' error, which messages/ says in each language.
 */
export type CardProblem =
  | 'integer'
  | 'target word'
  | 'step'
  | 'card types'
  | 'keyword'
  | 'color'
  | 'mana'
  | 'skip what'
  | 'skip name'
  | 'duration'
  | 'effect'
  | 'card object'
  | 'name'
  | 'colors'
  | 'power and toughness'
  | 'attraction artifact'
  | 'lit up only attraction'
  | 'lit up numbers'
  | 'ongoing'
  | 'mana cost'
  | 'trigger'
  | 'trigger step'
  | 'blocking count'
  | 'mana ability does more'
  | 'costs'
  | 'ability kind'
  | 'cost mana'
  | 'affected objects'
  | 'layer changes'
  /** A change in layer 4, 6 or 7b that changes nothing (613.1d, 613.1f, 613.4b). */
  | 'change of nothing'
  | 'changes only continuous'
  | 'replacement only replacement'
  | 'layer'
  | 'layer as text'
  | 'control'
  | 'quantity'
  | 'counter kind'
  | 'abilities'
  | 'replacement'
  | 'replacement event'
  | 'replacement field'
  | 'watched'
  | 'watched objects'
  | 'watched players'
  | 'counters'
  | 'choose color'
  | 'enters how'
  | 'under your control'
  | 'exile from graveyard'
  | 'amount'
  | 'instead'
  | 'damage source'
  | 'life amount'
  | 'prevented damage to'
  | 'properties of a chosen source'
  | 'source properties'
  | 'card type'
  | 'cant event'
  | 'cant players'
  | 'redirect amount'
  | 'prevent amount'
  | 'self-replacement'
  | 'condition'
  | 'self-replacement destroy'
  | 'self-replacement damage'
  | 'self-replacement where'
  | 'boolean'
  | 'return what'
  | 'optional cost'
  | 'enchant';

/**
 * What a malformed field should have been (setup/setup-shapes.ts, setup/variant-checks.ts): the
 * `expected` of a 'setup/malformed-field' error, which messages/ says in each language.
 */
export type ShapeExpected =
  'list' | 'count' | 'boolean' | 'string' | 'counts' | 'object' | 'integer' | 'library size' | 'mana type';

export interface SetupError {
  code: SetupErrorCode;
  /** Path of the offending field, e.g. 'battlefield[2].controller'. */
  field: string;
  rules?: string[];
  /** What messages/ says it with (e.g. the value found, what was expected). */
  params: MessageParams;
}
