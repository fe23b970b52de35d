// Events in the rules' sense (603.2, 614.1): what happens in the game, before anyone reports it.
// Each change of the game state below is applied in one place, events/happen.ts: replacement
// and prevention effects modify it first (614–616), then its performer changes the state and
// reports it (core/events.ts GameEvent, the trace), then triggered abilities look at it (603.2).
// The combat declarations' events ("attacks", "blocks", "becomes blocked"…) are made so by the
// declaration itself (508.1k, 509.1g–h); they pass through the same place to be replaced or
// trigger.
import type { CardDef } from './cards';
import type { DamageSource, TapCause } from './events';
import type { Color, ObjectId, PlayerId, ZoneName } from './vocabulary';

/** One source's damage to one recipient, as it would be dealt. */
export interface DamageItem {
  source: DamageSource;
  target: PlayerId | ObjectId;
  amount: number;
}

/** The parameters of each rules event, by type; `rules` are the rules that make it happen. */
export interface RulesEventParams {
  /**
   * An object moves to another zone (400.7). `as`: how it is reported — a plain zone change by
   * default, 'put-into-graveyard' (704), 'land-played' (305.1), or null when the caller reports it
   * in its own terms (a spell cast, 601.2a; a token created; objects leaving the game, 800.4a).
   */
  move: {
    object: ObjectId;
    to: ZoneName;
    top?: boolean;
    as?: 'put-into-graveyard' | 'land-played' | null;
    /**
     * 701.20: its owner's library is then shuffled ("shuffle it into its owner's library") — 701.20c:
     * even if it is put elsewhere instead.
     */
    shuffle?: boolean;
    /**
     * How it enters the battlefield, as replacement effects modified it (614.1c–d, 614.12): tapped,
     * with counters, as a copy of an object (616.1c), with a colour chosen (614.12a) for the linked
     * "protection from the chosen color".
     */
    tapped?: boolean;
    counters?: Record<string, number>;
    copyOf?: ObjectId;
    chosenColor?: Color;
    /**
     * 110.2, 616.1b: the player under whose control it enters the battlefield, once a replacement
     * effect changed it (absent: its controller as it would enter — a spell's, or its owner).
     */
    controller?: PlayerId;
    /** 608.3c: an Aura spell resolving enters attached to the object it was targeting. */
    attachedTo?: ObjectId;
    /** 614.13a: the other objects entering the battlefield at the same time. */
    together?: ObjectId[];
    /**
     * 614.13b: the objects already chosen to change zones by the replacement effects that modified
     * how it enters (exiled, sacrificed): none may be chosen again by another of them.
     */
    alsoMoving?: ObjectId[];
  };
  /** A player draws one card (121.2: each card drawn is one event). */
  draw: { player: PlayerId };
  /** 701.8: a player discards these cards together. */
  discard: { player: PlayerId; cards: ObjectId[] };
  /** 701.7 (or a state-based action, 704.5g–h). */
  destroy: { object: ObjectId };
  /** 701.17. */
  sacrifice: { object: ObjectId };
  /** 120.3: damage dealt simultaneously (510.2 for combat damage). */
  damage: { items: DamageItem[]; combat: boolean };
  /**
   * 615.13: one prevention effect was applied to simultaneous damage and prevented `items` (each
   * the damage prevented from one source to one recipient). Not a change of the game state: what
   * the prevention did, for the abilities that trigger on it.
   */
  'damage prevented': { items: DamageItem[]; combat: boolean };
  /** 119.3: a player gains (amount > 0) or loses (amount < 0) life, by an effect or paying a cost. */
  life: {
    player: PlayerId;
    amount: number;
    cause: 'effect' | 'payment';
    /** 614.13c: paid as these objects enter the battlefield — an effect on a library leaves them out. */
    entering?: ObjectId[];
  };
  /** 701.21: permanents become tapped. */
  tap: { objects: ObjectId[]; cause: TapCause };
  /** 701.21, 502.3: permanents untap; `player`: the untap step's active player. */
  untap: { objects: ObjectId[]; player?: PlayerId };
  /**
   * 111.1, 701.6: `player` creates `count` tokens — of the card `card`, or copies of the object
   * `copyOf` (707.2) — for the spell or ability of `source`. Performed, `objects` are the tokens;
   * each then enters the battlefield, an event contained in this one (616.1g).
   */
  create: {
    player: PlayerId;
    count: number;
    source: ObjectId;
    card?: CardDef;
    copyOf?: ObjectId;
    objects?: ObjectId[];
  };
  /** 701.15, 614.8: a permanent regenerates: its damage is removed, it is tapped and removed from combat. */
  regenerate: { object: ObjectId; source: ObjectId | null };
  /** 122: counters are put on an object. */
  counters: { object: ObjectId; counter: string; amount: number };
  /** 701.3a: the Aura, Equipment or Fortification `object` becomes attached to `target`. */
  attach: { object: ObjectId; target: ObjectId };
  /** 701.3d, 704.5n, 704.5p: `object` becomes unattached from `from` (it stays on the battlefield). */
  unattach: { object: ObjectId; from: ObjectId };
  // What a declaration made so (508.1k, 508.3, 509.1g–h, 509.5), and what a step or variant does.
  attacks: { creature: ObjectId; defending: PlayerId };
  'you attack': { player: PlayerId; count: number };
  'you attack a player': { player: PlayerId; defending: PlayerId };
  'is attacked': { target: PlayerId | ObjectId; count: number };
  blocks: { creature: ObjectId };
  'blocks a creature': { creature: ObjectId; attacker: ObjectId };
  'becomes blocked': { creature: ObjectId };
  'becomes blocked by a creature': { creature: ObjectId; blocker: ObjectId };
  "attacks and isn't blocked": { creature: ObjectId; defending: PlayerId };
  /** 500.6: the current step (or phase) began. */
  'step begins': Record<never, never>;
  /** 505.3, 701.25: a scheme was set in motion. */
  'set in motion': { object: ObjectId };
  /** 505.5, 701.49: an Attraction was visited. */
  visit: { object: ObjectId };
  /** 601.2i: `player` cast the spell `object` (it became cast; "whenever a player casts" triggers). */
  cast: { player: PlayerId; object: ObjectId };
}

export type RulesEventType = keyof RulesEventParams;

export type RulesEvent = { [K in RulesEventType]: { type: K; rules: string[] } & RulesEventParams[K] }[RulesEventType];

export type RulesEventOf<K extends RulesEventType> = Extract<RulesEvent, { type: K }>;
