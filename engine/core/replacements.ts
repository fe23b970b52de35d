// Replacement and prevention effects as data (614, 615): what a static ability's replacement or
// prevention effect watches for and what happens instead, a resolving instruction's own
// self-replacement effect (614.15), and the replacement effects resolved spells and abilities leave
// in the game (regeneration, 614.8). The card vocabulary (core/cards.ts) refers to these; like it,
// they are only ever added to.
import type { Color, ObjectId, PlayerId } from './vocabulary';

/**
 * Who or what an effect's words watch, as the ability says it ("you" is the ability's controller,
 * "this" the object that has it), narrowed by card type, subtype or colour.
 */
export interface Watched {
  objects:
    | 'this'
    | 'a permanent'
    | 'a creature'
    | 'a creature you control'
    /** A creature an opponent of the ability's controller controls (entering: would enter under their control, 614.12). */
    | 'a creature an opponent controls'
    | 'a card'
    | 'a source'
    | 'you'
    | 'a player';
  type?: string;
  subtype?: string;
  color?: Color;
}

/**
 * A replacement or prevention effect of a static ability (614.1, 615.1): the event it watches
 * for ("if … would …", "[this] enters …") and what happens instead. It exists while the object
 * with the ability is on the battlefield, except that an object's own "enters" effects apply as
 * it enters (614.12).
 */
export type ReplacementDef =
  /**
   * 614.1c–d, 614.12: "[objects] enter the battlefield tapped", "… with N counters", "… as a copy
   * of [this]" (616.1c); "As [this] enters the battlefield, choose a color" (614.12a) — with the
   * linked "[this] has protection from the chosen color".
   */
  | {
      would: 'enter the battlefield';
      objects?: Watched;
      /**
       * 614.1d, 616.1b: "If a creature would enter the battlefield under an opponent's control, it
       * enters the battlefield under your control instead" (with `objects` 'a creature an opponent
       * controls'): an effect that modifies under whose control it enters (110.2).
       */
      underYourControl?: boolean;
      tapped?: boolean;
      counters?: Record<string, number>;
      asCopyOfThis?: boolean;
      chooseColor?: 'protection from the chosen color';
      /** 614.13: "As [this] enters the battlefield, exile any number of creature cards from your graveyard." */
      exileFromYourGraveyard?: 'any number of creature cards';
      /**
       * 702.82a: devour N — "As this object enters, you may sacrifice any number of creatures. This
       * permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
       */
      devour?: number;
      /**
       * "As [this] enters the battlefield, you may pay N life. If you don't, it enters the
       * battlefield tapped." (614.12a: chosen before it enters; 119.4: paying life.)
       */
      mayPayLifeElseTapped?: number;
    }
  /** 614.1a: "If [objects] would die, [put it elsewhere] instead" (700.4: put into a graveyard from the battlefield). */
  | { would: 'die'; objects?: Watched; instead: ZoneInstead }
  /** 614.1a: "If [objects] would be put into a graveyard from anywhere, [put it elsewhere] instead." */
  | { would: 'be put into a graveyard'; objects?: Watched; instead: ZoneInstead }
  /**
   * "If [source] would deal damage [to recipient], it deals double that damage instead" (614.1a),
   * "… prevent N of that damage" (615.10), "… prevent that damage" (615.1a).
   */
  | {
      would: 'deal damage';
      source?: Watched;
      recipient?: Watched;
      instead: 'double that damage' | { prevent: number | 'all' };
    }
  /** 614.11: "If [player] would draw a card, [something else] instead." */
  | { would: 'draw a card'; player?: Watched; instead: 'return a card from your graveyard to your hand' | 'nothing' }
  /** "If [player] would gain life, [something else] instead." */
  | { would: 'gain life'; player?: Watched; instead: 'draw that many cards' | 'gain twice that much life' }
  /** 614.16: "If an effect would create one or more tokens under your control, it creates twice that many instead." */
  | { would: 'create tokens'; player?: Watched; instead: 'twice that many' }
  /**
   * 119.4, 614.1a: "If [player] would pay life while [their] library has at least that many cards in
   * it, exile that many cards from the top of [their] library instead." (614.13c: a card entering
   * the battlefield from that library is not among them.)
   */
  | { would: 'pay life'; player?: Watched; instead: 'exile that many cards from the top of your library' };

/** Where an object goes instead of a graveyard. */
export type ZoneInstead = 'exile it' | "shuffle it into its owner's library" | "put it into its owner's hand";

/**
 * A self-replacement effect (614.15): part of a resolving instruction's own effect replaced, if the
 * condition holds ("… If that creature is green, exile it instead"; "… deals 4 damage instead").
 * Applied before any other replacement effect (616.1a).
 */
export interface SelfReplacement {
  /** The object the instruction affects has this card type, subtype or colour. */
  if?: { type?: string; subtype?: string; color?: Color };
  /** Instead of putting it into a graveyard (destroying it), exile it. */
  exile?: boolean;
  /** Instead of the damage stated, this much. */
  amount?: number;
}

/**
 * A replacement effect a resolved spell or ability left in the game (614.3: it lasts until used up
 * or its duration ends): regeneration, "the next time [object] would be destroyed this turn,
 * instead …" (614.8, 701.15); redirection of damage dealt to `object` (614.9).
 */
export interface ReplacementShield {
  id: string;
  /** 'redirection': "the next N (all) damage that would be dealt to [object] this turn is dealt to [to] instead" (614.9). */
  kind: 'regeneration' | 'redirection';
  object: ObjectId | PlayerId;
  /** Redirection (614.9): the battle, creature, planeswalker or player the damage is dealt to instead. */
  to?: ObjectId | PlayerId;
  /** Redirection (614.9): how much more damage it redirects; null: all of it, this turn. */
  remaining?: number | null;
  source: ObjectId | null;
  controller: PlayerId;
  timestamp: number;
  duration: 'end of turn';
}

/**
 * What a replacement or prevention effect does to the event it applies to, as the game reports it
 * (event 'replaced', the 616.1 choice): a word of the catalogues.
 */
export type ReplacementWord =
  | 'protection'
  | 'prevention shield'
  | 'prevent the next time'
  | 'prevent all from a source'
  | 'redirect damage'
  | 'prevent some'
  | 'prevent all'
  | 'double damage'
  | 'exile instead'
  | 'library instead'
  | 'hand instead'
  | 'enters tapped'
  | 'enters with counters'
  | 'enters as a copy'
  | 'enters under your control'
  | 'choose a color'
  | 'exile cards as it enters'
  | 'devour'
  | 'pay life as it enters'
  | 'enters tapped unless life is paid'
  | 'exile from library instead of paying life'
  | 'return instead of drawing'
  | 'skip the draw'
  | 'draw instead of gaining life'
  | 'gain twice that much'
  | 'twice that many tokens'
  | 'regenerate'
  | 'self-replacement';
