// Events: what happened, each citing the rule(s) that made it happen. An event is a code (its
// `type`) and parameters — ids of players and objects, numbers, words of the card vocabulary —
// never prose: messages/ renders it in English or Chinese. Fixtures match events by type, rule
// and fields, so the fields below are only ever added to.
import type { CantEvent, Duration, Keyword, LayerChange, OptionalAttackCost } from './cards';
import type { ReplacementWord } from './replacements';
import type { Bilingual, Color, ManaType, ObjectId, PhaseName, PlayerId, StepName, ZoneName } from './vocabulary';

/** A player, or a permanent (a planeswalker or battle) that can be dealt damage or attacked. */
type Target = PlayerId | ObjectId;

/** A zone change's ends. */
interface Move {
  object: ObjectId;
  from: ZoneName;
  to: ZoneName;
}

/**
 * A spell or ability on the stack, as messages refer to it after it has left: its stack id
 * (`object`), what it is, its source, and the rules text its card gives it (when it gives one).
 */
export interface StackItemRef {
  object: ObjectId;
  kind: 'spell' | 'activated ability' | 'triggered ability';
  source: ObjectId;
  text?: Bilingual;
}

/** Why a permanent became tapped. */
export type TapCause = 'cost' | 'attack' | 'attack cost' | 'effect';

/** Why a creature stays in combat (506.4). */
export type StaysInCombat =
  | 'declared'
  | 'tapped'
  | 'still a planeswalker being attacked'
  | 'still blocking'
  | 'still a planeswalker controlled by its protector'
  | 'still a battle being attacked';

/** The parameters of every event, by type. */
export interface EventParams {
  // The turn (500–514)
  'turn-began': { player: PlayerId; turn: number; extra: boolean };
  'turn-skipped': { player: PlayerId };
  'phase-began': { phase: PhaseName; turn: number };
  'phase-skipped': { phase: PhaseName };
  'step-began': { phase: PhaseName; step: StepName; turn: number };
  'step-ended': { phase: PhaseName; step: StepName; turn: number };
  'step-skipped': { phase: PhaseName; step: StepName };
  'steps-skipped': Record<never, never>;
  'phases-added': Record<never, never>;
  'step-added': { step: StepName };
  'extra-turn-added': { player: PlayerId };
  'skip-scheduled': { player: PlayerId; what: 'step' | 'phase' | 'turn'; name: StepName | PhaseName | null };
  'another-cleanup': Record<never, never>;
  'cleanup-priority': Record<never, never>;
  /** 514.2: damage removed from `objects`; `amount` "until end of turn" effects ended. */
  'damage-removed': { objects: ObjectId[]; amount: number };
  'effects-ended': { amount: number; duration: Duration };
  'mana-emptied': { player: PlayerId; amount: number };
  'became-day': Record<never, never>;
  'became-night': Record<never, never>;
  'phased-in': { objects: ObjectId[] };
  'phased-out': { objects: ObjectId[] };
  /** The untap step's untapping (player and objects) or an effect's (object). */
  untapped: { player?: PlayerId; objects?: ObjectId[]; object?: ObjectId };
  'counter-added': { object: ObjectId; amount: number; counter: string; total: number };
  // Priority and the game (104, 117, 704, 800)
  'priority-passed': { player: PlayerId; team: string | null };
  'priority-given': { player: PlayerId; step: StepName };
  conceded: { player: PlayerId };
  'player-lost': { player: PlayerId; reason: 'no life' | 'empty library' };
  'game-over': { objects: PlayerId[] };
  'objects-left-game': { objects: ObjectId[]; players: PlayerId[] };
  /**
   * 800.4j: the active player (`player`) left the game during their turn, and the turn goes on to
   * its completion without them; with shared team turns, led by `leader`, the team's player still
   * in the game who is its primary player now (805.2).
   */
  'turn-continues': { player: PlayerId; leader?: PlayerId };
  /** 800.4j: a turn-based action of `step` that the active player would perform (504.1, 506.2, 508.1, 514.1); there is none. */
  'no-active-player': { step: StepName };
  /**
   * 800.4a: `player` left the game in the middle of casting the spell `object` (601.2) or, with
   * `ability`, activating an ability of `object` (602.2): the spell leaves the game with them, the
   * ability ceases to exist; neither becomes cast or activated.
   */
  'casting-stopped': { player: PlayerId; object: ObjectId; ability: boolean };
  // Objects and zones (400, 121, 701)
  'zone-change': Move;
  'card-drawn': Move & { player: PlayerId };
  'draw-from-empty-library': { player: PlayerId };
  discarded: Move & { player: PlayerId };
  destroyed: Move;
  'not-destroyed': { object: ObjectId };
  sacrificed: Move;
  'put-into-graveyard': Move;
  'token-created': { object: ObjectId; source: ObjectId };
  /** 704.5d: the token is gone from the state, so its name travels with the event. */
  'token-ceased': { object: ObjectId; card: Bilingual };
  'trigger-waits': { object: ObjectId };
  // Damage and life (119, 120, 615)
  'damage-dealt': { source: ObjectId; target: Target; amount: number; combat: boolean };
  'damage-prevented': {
    source: ObjectId;
    target: Target;
    amount: number;
    combat: boolean;
    by: 'protection' | 'shield' | 'effect';
  };
  'prevention-shield': { object: Target; amount: number };
  /**
   * 615.12: a prevention effect applied to damage that can't be prevented — it prevents none of
   * it (a shield is not reduced). `by`: protection (702.16e), a shield (615.7, 615.8) or a static
   * ability's effect (615.1a, 615.10); `from`: the object whose effect it is.
   */
  'damage-not-prevented': {
    source: ObjectId;
    target: Target;
    amount: number;
    combat: boolean;
    by: 'protection' | 'shield' | 'effect';
    from: ObjectId | null;
  };
  /**
   * 615.8: the next time `object` would deal damage this turn — to `target`, or to anything without
   * it — that damage will be prevented.
   */
  'next-time-shield': { object: ObjectId; target?: Target; color?: Color; cardType?: string };
  /**
   * 615.9: all damage `object` would deal this turn — to `target`, or to anything without it — will
   * be prevented; with `color` / `cardType`, only while it has them (609.7b).
   */
  'source-shield': { object: ObjectId; target?: Target; color?: Color; cardType?: string };
  /**
   * 615.9, 609.7b: a shield watching damage from a source with certain properties rechecked them
   * as `source` would deal `amount` damage to `target`: it no longer is `color` / a `cardType`, so
   * the damage isn't prevented and the shield (of `from`'s spell or ability) isn't used up.
   */
  'shield-rechecked': {
    source: ObjectId;
    target: Target;
    amount: number;
    from: ObjectId | null;
    color?: Color;
    cardType?: string;
  };
  /**
   * 614.9: the next `amount` damage (null: all damage) that would be dealt to `object` this turn
   * will be dealt to `target` instead.
   */
  /**
   * 609.7a, 400.7c: the permanent spell `object`, watched by a shield of `from`'s spell or ability
   * (615.8, 615.9), resolved and became a permanent: the shield goes on watching the permanent's damage.
   */
  'shield-follows': { object: ObjectId; from: ObjectId | null };
  'redirection-shield': { object: Target; target: Target; amount: number | null };
  /**
   * 614.9: a redirection effect does nothing — `which` (the one damage would be redirected from,
   * `object`, or to, `target`) is no longer on the battlefield, is no longer a battle, creature
   * or planeswalker, or is a player who has left the game. The damage is dealt as it would be.
   */
  'redirection-does-nothing': {
    object: Target;
    target: Target;
    which: Target;
    reason: 'left the battlefield' | 'not a battle, creature or planeswalker' | 'left the game';
    from: ObjectId | null;
  };
  /** 614.17: `object`'s spell or ability says the players `objects` can't gain (lose) life this turn. */
  'cant-effect': { object: ObjectId; objects: PlayerId[]; cant: CantEvent };
  /**
   * 614.17: `player` would gain (lose) `amount` life, but `from`'s "can't" effect says that can't
   * happen (119.7, 119.8): it doesn't, and no replacement effect but a self-replacement one
   * modified it (614.17c); `cause`: what would have made it happen.
   */
  'cant-happen': {
    player: PlayerId;
    amount: number;
    cant: CantEvent;
    from: ObjectId | null;
    cause: 'effect' | 'payment' | 'lifelink' | 'damage';
  };
  /** 615.12: `object`'s spell or ability made damage unpreventable until end of turn. */
  'damage-unpreventable': { object: ObjectId };
  /**
   * A replacement effect applied to an event (614.6: the event is modified, or replaced by
   * another): `effect` says what it did, `source` whose effect it is; `object` or `player` is
   * affected; `amount`, `to`, `counter`, `color` and `target` say how.
   */
  replaced: {
    effect: ReplacementWord;
    source: ObjectId | null;
    object?: ObjectId;
    player?: PlayerId;
    amount?: number;
    to?: ZoneName;
    counter?: string;
    color?: Color;
    target?: Target;
    /** Devour N (702.82a): the N. */
    devour?: number;
  };
  /** 701.15: the permanent will regenerate the next time it would be destroyed this turn (a regeneration shield, 614.8). */
  'regeneration-shield': { object: ObjectId };
  /**
   * 616.1: of the effects that apply to an event, `source`'s goes first — `player`'s choice
   * (`asked`), or the order of 616.1a–d (a self-replacement, control or copy effect before others).
   */
  'replacement-chosen': { player: PlayerId; source: ObjectId | null; effect: ReplacementWord; asked: boolean };
  'life-gained': { player: PlayerId; amount: number; life: number; cause: 'lifelink' | 'effect' };
  'life-lost': { player: PlayerId; amount: number; life: number; cause: 'damage' | 'effect' | 'payment' };
  // Casting, activating, playing lands (305, 601, 602, 605)
  'spell-cast': { player: PlayerId; object: ObjectId; objects: Target[] };
  'land-played': Move & { player: PlayerId };
  'ability-activated': { player: PlayerId; source: ObjectId; object: ObjectId; objects: Target[] };
  'mana-ability-activated': { player: PlayerId; source: ObjectId };
  'mana-added': { player: PlayerId; amount: number; mana: ManaType };
  'attack-cost-paid': { player: PlayerId; cost: string };
  'block-cost-paid': { player: PlayerId; cost: string };
  tapped: { object?: ObjectId; objects?: ObjectId[]; cause: TapCause };
  // The stack and triggered abilities (603, 608)
  resolved: StackItemRef;
  'did-not-resolve': StackItemRef;
  'ability-triggered': { source: ObjectId; object?: ObjectId; delayed: boolean; text?: Bilingual };
  'trigger-put-on-stack': StackItemRef & { player: PlayerId };
  'trigger-removed': StackItemRef;
  'targets-chosen': StackItemRef & { objects: Target[] };
  'delayed-trigger-created': { object: ObjectId };
  'out-of-range': { objects: PlayerId[] };
  // Continuous effects (611, 613)
  pumped: { object: ObjectId; power: number; toughness: number; duration: Duration };
  'color-changed': { object: ObjectId; color: Color };
  'keyword-gained': { object: ObjectId; keyword: Keyword };
  'types-changed': { object: ObjectId; add: string[]; remove: string[]; duration: Duration };
  /** 613.1b: a control-changing effect began or ended: `player` controls `object` now. */
  'control-changed': { object: ObjectId; player: PlayerId };
  /** 611.2, 613.6: a resolving spell or ability's continuous effect began to apply to `object`, in these layers. */
  'effect-began': { object: ObjectId; changes: LayerChange[]; duration: Duration; player: PlayerId };
  /** 707.2: `object` became a copy of `target`. */
  'became-copy': { object: ObjectId; target: ObjectId; duration: Duration };
  /** 701.3: the Aura or Equipment `object` became attached to `target` (a new timestamp, 613.7e). */
  attached: { object: ObjectId; target: ObjectId };
  /** 701.3d: `object` became unattached from `from` and stays on the battlefield (704.5n, 704.5p). */
  unattached: { object: ObjectId; from: ObjectId };
  /** 608.2d: `player` chose `color` for the resolving spell or ability `object` (from `source`). */
  'color-chosen': { player: PlayerId; object: ObjectId; source: ObjectId; color: Color };
  // Combat (506–511)
  /** The defending players of this combat; `chooser` chose `player` (506.2a). */
  'defending-players': { objects: PlayerId[]; player?: PlayerId; chooser?: PlayerId };
  'attackers-declared': { player: PlayerId; objects: ObjectId[]; obeyed?: number; maximum?: number; forced: boolean };
  'blockers-declared': { player: PlayerId; objects: ObjectId[]; obeyed?: number; maximum?: number; forced: boolean };
  'band-announced': { player: PlayerId; objects: ObjectId[] };
  /** 702.22h–i: `object` blocks `attacker`, and so the other members of its band, `objects`. */
  'band-blocked': { object: ObjectId; objects: ObjectId[]; attacker: ObjectId; byEffect: boolean };
  'became-blocked': { object: ObjectId };
  unblocked: { object: ObjectId };
  'damage-assignment-order': { object: ObjectId; objects: ObjectId[] };
  'combat-damage-assigned': { source: ObjectId; amount: number; assignment: { to: Target; amount: number }[] };
  'removed-from-combat': { object: ObjectId };
  blocking: { object: ObjectId; target: ObjectId; entered: boolean };
  'not-blocking': { object: ObjectId; reason: 'entered' | 'battle' | 'cannot block'; attacker?: ObjectId };
  attacking: { object: ObjectId; target: Target; entered: boolean };
  'not-attacking': { object: ObjectId; entered: boolean };
  'attack-reselected': { object: ObjectId; target: Target };
  /** 508.5: `player` is the defending player for `object` (an attacker), or — chosen by `chooser` — for the item `object`. */
  'defending-player': { object: ObjectId; player: PlayerId; chooser?: PlayerId; source?: ObjectId };
  'had-to-attack-checked': { objects: ObjectId[] };
  'optional-attack-cost-paid': { player: PlayerId; source: ObjectId; object?: ObjectId; cost: OptionalAttackCost };
  'still-in-combat': { object: ObjectId; reason: StaysInCombat };
  'stops-being-attacked': { object: ObjectId };
  'stops-blocking': { object: ObjectId };
  // Variants (505.3, 505.5, 704.6e)
  'scheme-set-in-motion': Move & { player: PlayerId };
  'scheme-put-on-bottom': Move & { player: PlayerId };
  'rolled-to-visit': { player: PlayerId; amount: number };
  'attraction-visited': { object: ObjectId; amount: number };
}

export type EventType = keyof EventParams;

/** One event: its type, the rules that made it happen, and its parameters. */
export type GameEvent = { [K in EventType]: { type: K; rules: string[] } & EventParams[K] }[EventType];

/** The event of one type. */
export type EventOf<K extends EventType> = Extract<GameEvent, { type: K }>;

/** What the game knows of a damage source as the damage is dealt (its last known information). */
export interface DamageSource {
  id: ObjectId;
  controller: PlayerId;
  colors: Color[];
  deathtouch: boolean;
  lifelink: boolean;
}

export interface DamageDealt {
  source: ObjectId;
  target: string;
  amount: number;
}
