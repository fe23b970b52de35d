// Cards as data: keywords, target words, effects, triggers, costs and abilities — the small card
// vocabulary fixtures and widgets describe cards with. Only ever added to, never renamed.

import type { ReplacementDef, SelfReplacement, Watched } from './replacements';
import type { Bilingual, Color, ManaType, PhaseName, StepName } from './vocabulary';

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
  | 'can block an additional creature'
  | "doesn't untap during your untap step"
  /** Banding (702.22): may attack in a band (508.1e, 702.22c); see engine/bands.ts. */
  | 'banding';

/** A keyword that is a word: every keyword but protection, which names a quality (702.16a). */
export type WordKeyword = Exclude<Keyword, { protection: Color }>;

/** Who or what an effect points at. 'target …' forms are chosen when cast/activated (601.2c). */
export type TargetSpec =
  | 'any target'
  | 'target creature'
  | 'target player'
  | 'target attacking creature'
  | 'target blocking creature'
  | 'target creature attacking you'
  | 'target permanent'
  /** A land (613.6's Svogthos Example: "target land becomes a 3/3 creature"). */
  | 'target land'
  /** A creature the spell's or ability's controller controls (702.6a: equip). */
  | 'target creature you control'
  | 'this'
  | 'you'
  | 'each opponent'
  | 'defending player'
  | 'that creature'
  | 'that player'
  /** Every creature that "had to attack" in this combat (506.6), as recorded when attackers were declared. */
  | 'each creature that had to attack'
  /** Every creature on the battlefield (untargeted). */
  | 'each creature'
  /** The spell whose casting triggered the ability ("it gains …": 601.2i, 603.2), while on the stack. */
  | 'that spell';

/**
 * What a creature put onto the battlefield attacking (or stated to be attacking) attacks, when the
 * effect specifies it (508.4): 'what that creature attacks' is what the creature whose attack
 * triggered the ability was attacking as it triggered; a target word names a player or permanent.
 */
export type AttackedSpec = 'what that creature attacks' | TargetSpec;

/** How long a continuous effect lasts (500.5, 511.2, 514.2). */
export type Duration = 'end of turn' | 'end of combat' | 'permanent';

/** One instruction of a spell or ability (608.2c: done in the order written). */
export type EffectDef =
  | { type: 'pump'; power: number; toughness: number; target: TargetSpec; duration?: Duration }
  | {
      type: 'prevent damage';
      amount: number;
      target: TargetSpec;
      /** "… and each other creature that shares a color with it": a shield for each, found as it resolves (615.11). */
      alsoSharingColor?: boolean;
    }
  | {
      type: 'deal damage';
      amount: number;
      target: TargetSpec;
      /** A self-replacement effect (614.15): "… If [condition], it deals N damage instead." */
      instead?: SelfReplacement;
    }
  | {
      type: 'gain life';
      /** 'that much': the amount the trigger event counted ("you gain that much life", e.g. the damage prevented, 615.13). */
      amount: number | 'that much';
      target?: TargetSpec;
    }
  | { type: 'lose life'; amount: number; target?: TargetSpec }
  | {
      type: 'draw';
      count: number;
      target?: TargetSpec;
      /** Draw as many as the trigger event counted ("draw that many cards"). */ thatMany?: boolean;
    }
  | {
      type: 'discard';
      count: number;
      target?: TargetSpec;
      /** "discards N cards at random" (the seeded PRNG) instead of the player's choice. */ atRandom?: boolean;
    }
  | {
      type: 'destroy';
      target: TargetSpec;
      at?: 'end of combat';
      /** A self-replacement effect (614.15): "… If [condition], exile it instead." */
      instead?: SelfReplacement;
    }
  /** "Regenerate [permanent]" (701.15, 614.8): the next time it would be destroyed this turn, it regenerates instead. */
  | { type: 'regenerate'; target: TargetSpec }
  /** "Create a token that's a copy of [permanent]" (707.2: its copiable values; 111.1). */
  | { type: 'create a token copy'; target: TargetSpec }
  /** "Return all creature cards from your graveyard to the battlefield": they enter at the same time. */
  | {
      type: 'return to the battlefield';
      what: 'all creature cards from your graveyard' | 'all creature cards with power 2 or less from your graveyard';
    }
  | { type: 'extra turn'; target?: TargetSpec }
  | { type: 'additional combat phase' }
  | { type: 'additional step'; step: StepName; after: StepName }
  | { type: 'skip'; what: 'step' | 'phase' | 'turn'; name?: StepName | PhaseName; target?: TargetSpec }
  | { type: 'add mana'; mana: ManaType; amount?: number }
  | {
      type: 'create token';
      card: CardDef;
      /** Enters blocking this attacker (509.7). */
      blocking?: TargetSpec;
      /** Enters tapped and attacking (508.4): what the source attacks, else the first defending player. */
      attacking?: boolean;
      /** Enters attacking this player, planeswalker or battle, as the effect specifies (508.4, 508.4a). */
      attackingSpecified?: AttackedSpec;
      tapped?: boolean;
    }
  | { type: 'remove from combat'; target: TargetSpec }
  /** The controller reselects what the (target) attacking creature attacks (508.7). */
  | { type: 'reselect attack'; target: TargetSpec }
  /** The creature (target) blocks the attacker (509.6). */
  | { type: 'block'; target: TargetSpec; attacker: TargetSpec }
  /** "(target) creature is attacking [what]" (508.4, 508.4b): it becomes an attacking creature. */
  | { type: 'is attacking'; target: TargetSpec; attackingSpecified?: AttackedSpec }
  /** Type-changing (613.1d): becomes `add` in addition to its other types, stops being `remove`. */
  | { type: 'change types'; target: TargetSpec; add?: string[]; remove?: string[]; duration?: Duration }
  | { type: 'tap' | 'untap'; target: TargetSpec }
  | { type: 'set color'; color: Color; target: TargetSpec; duration?: Duration }
  | { type: 'gain keyword'; keyword: Keyword; target: TargetSpec; duration?: Duration }
  /**
   * One continuous effect from a resolving spell or ability (611.2) that may apply in several layers
   * (613.6): `changes` to the (target) object — or, with `affects`, to every object that rule
   * describes as it resolves (611.2c: the set is fixed then) — "becomes a 2/2 artifact creature",
   * "switch its power and toughness", "gain control of", "loses all abilities"…
   */
  | {
      type: 'continuous effect';
      target?: TargetSpec;
      affects?: AffectedRule;
      changes: LayerChange[];
      duration?: Duration;
    }
  /** "Put N [kind] counters on (target)" (122.1); +1/+1 and -1/-1 counters change power and toughness in layer 7c (613.4c). */
  | { type: 'put counters'; counter: string; amount: number; target: TargetSpec }
  /**
   * "(target) becomes a copy of (target creature)" (707.2): a copy effect, layer 1a (613.2a), with the
   * copiable values the original has as the effect begins (707.2b: later changes to them don't carry over).
   */
  | { type: 'become a copy'; target: TargetSpec; of: TargetSpec; duration?: Duration }
  /** Attach this Aura, Equipment or Fortification to (target) (701.3; 702.6a: equip); it gets a new timestamp (613.7e). */
  | { type: 'attach'; target: TargetSpec }
  /**
   * "Damage can't be prevented this turn" (615.12): until end of turn, prevention effects still
   * apply to damage but prevent none of it, and prevention shields are not reduced.
   */
  | { type: "damage can't be prevented" }
  /**
   * "The next time [source] would deal damage [to recipient] this turn, prevent that damage"
   * (615.8): a shield that prevents the whole next instance of damage from that source, however
   * much, then is used up. `source`: a target word naming an object ('target creature', 'target
   * permanent', 'this', 'that creature'…) or 'a source of your choice' (609.7a: chosen as it
   * resolves); `to`: the recipient (a target word, 'you'…) — absent: to any recipient.
   */
  | {
      type: 'prevent the next time';
      source: TargetSpec | 'a source of your choice';
      to?: TargetSpec;
      /** "a red source of your choice" (609.7, 615.9): the properties the source must have, rechecked as it would deal damage. */
      properties?: SourceProperties;
    }
  /**
   * "Prevent all damage [source] would deal [to recipient] this turn" (615.9, 609.7b): a shield
   * keyed to a source, never used up; with `properties` ("a red source of your choice", "a creature
   * source of your choice") the source is chosen among those that have them, and the shield
   * rechecks them each time the source would deal damage — damage from a source that no longer
   * has them is not prevented, and the shield stays.
   */
  | {
      type: 'prevent all damage from a source';
      source: TargetSpec | 'a source of your choice';
      to?: TargetSpec;
      properties?: SourceProperties;
    }
  /**
   * A redirection effect (614.9): "The next `amount` damage that would be dealt to [from] this turn
   * is dealt to [to] instead" — or, with `amount: 'all'`, "All damage that would be dealt to [from]
   * this turn is dealt to [to] instead". `from` and `to` are target words naming a battle, creature,
   * planeswalker or player ('this', 'you', 'target creature you control'…).
   */
  | { type: 'redirect damage'; amount: number | 'all'; from: TargetSpec; to: TargetSpec }
  /**
   * A "can't" effect (614.17) until end of turn: "[target player / you / each opponent] can't gain
   * (lose) life this turn" — `target` absent: every player ("Players can't gain life this turn").
   * Not a replacement effect: it changes nothing that has already happened (614.17a).
   */
  | { type: "can't"; cant: CantEvent; target?: TargetSpec };

/** What a "can't" effect (614.17) says can't happen to a player: gaining life (119.7), losing life (119.8). */
export type CantEvent = 'gain life' | 'lose life';

/** Properties a source of damage must have (609.7b, 615.9): a colour, a card type ("a red source", "a creature source"). */
export interface SourceProperties {
  color?: Color;
  type?: string;
}

/** A number a characteristic-defining ability counts (604.3), or a fixed one. */
export type Quantity = number | 'cards in your hand' | 'creatures you control' | 'creature cards in your graveyard';

/**
 * The objects a static ability's continuous effect applies to: a rule, checked again whenever
 * the game looks (611.3a) — "creatures you control", "other white creatures"… `you` is the
 * ability's controller; `this`, the object that has the ability.
 */
export interface AffectedRule {
  objects:
    | 'this'
    | 'creatures'
    | 'other creatures'
    | 'creatures you control'
    | 'other creatures you control'
    | 'permanents'
    /** The object an Aura is attached to (303.4b), if a creature / a permanent; an Equipment's (301.5a). */
    | 'enchanted creature'
    | 'enchanted permanent'
    | 'equipped creature'
    /** Cards in graveyards (not permanents): "Cards in graveyards lose all abilities." */
    | 'cards in graveyards';
  /** Only those of this colour (105), with this keyword, of this card type or subtype; `notType`: without it ("noncreature"). */
  color?: Color;
  keyword?: Keyword;
  type?: string;
  subtype?: string;
  notType?: string;
}

/**
 * What a continuous effect does in one layer (613.1, 613.4): type-changing (layer 4: card types
 * and subtypes added or removed), colour-changing (5: the colours it becomes), ability-adding and
 * -removing (6: keywords gained, abilities granted, all abilities lost), and power/toughness:
 * characteristic-defining (7a), setting (7b), modifying (7c) and switching (7d).
 */
export type LayerChange =
  /** Layer 2 (613.1b): "you control it" — the controller of the spell, ability or static ability's source. */
  | { layer: '2'; control: 'you' }
  /** Layer 3 (613.1c, 612.2): every colour word `from` in its rules text becomes `to` (mana symbols and names stay). */
  | { layer: '3'; from: Color; to: Color }
  | { layer: '4'; add?: string[]; remove?: string[]; addSubtypes?: string[]; removeSubtypes?: string[] }
  /** Layer 5 (613.1e): the colours it becomes; 'chosen': the colour its controller chooses as it resolves (608.2d). */
  | { layer: '5'; colors: Color[] | 'chosen' }
  /** Layer 6 (613.1f): keywords gained or lost, abilities granted, all abilities lost. */
  | { layer: '6'; gain?: Keyword[]; lose?: Keyword[]; grant?: AbilityDef[]; loseAll?: boolean }
  | { layer: '7a'; power: Quantity; toughness: Quantity }
  /** Layer 7b (613.4b): set to a number, or to a value counted as the game looks ("equal to the number of …"). */
  | { layer: '7b'; power?: Quantity; toughness?: Quantity }
  | { layer: '7c'; power: number; toughness: number }
  | { layer: '7d' };

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
  | 'you attack'
  | 'you attack a player'
  | 'blocks a creature'
  | 'is attacked'
  | 'you are attacked'
  | 'chapter'
  /** A scheme's "When you set this scheme in motion, …" (505.3, 701.25). */
  | 'set in motion'
  /** An Attraction's "Visit — …": rolled one of its lit-up numbers (505.5, 701.49). */
  | 'visit'
  /** "When … dies": put into a graveyard from the battlefield (700.4); it looks back in time (603.10a). */
  | 'dies'
  /** "When … leaves the battlefield" (603.6c); it looks back in time (603.10a). */
  | 'leaves the battlefield'
  /** "Whenever a player casts a [filter] spell" (601.2i: as the spell becomes cast); `filter` on the spell. */
  | 'a player casts a spell'
  /**
   * "Whenever damage that would be dealt to [this / you] is prevented" (615.13): once each time a
   * prevention effect is applied to simultaneous damage and prevents some or all of it; `to` says
   * whose damage, and the trigger counts the damage prevented ("that much").
   */
  | 'damage is prevented';

export interface TriggeredAbilityDef {
  kind: 'triggered';
  trigger: TriggerEvent;
  /** For 'beginning of step': which step. */
  step?: StepName;
  /** For 'beginning of step': on whose turns ('yours' by default, or 'each'). */
  whose?: 'yours' | 'each';
  /** Whose creature the trigger watches: this object (default) or any creature ('a creature'). */
  subject?: 'this' | 'a creature' | 'a creature you control' | 'another creature';
  /** Characteristics the watched creature (or, for '… by a creature', the other one) must have. */
  filter?: { colors?: Color[]; type?: string };
  /** For 'chapter' (Sagas, 714.2b): the chapter number. */
  chapter?: number;
  /** 'blocks' / 'becomes blocked': only when blocking or blocked by at least this many creatures (509.5e). */
  atLeast?: number;
  /** "… for the first time each turn": triggers at most once per turn. */
  firstTimeEachTurn?: boolean;
  /** For 'damage is prevented' (615.13): damage that would be dealt to this object (default) or to its controller ('you'). */
  to?: 'this' | 'you';
  effect: EffectDef | EffectDef[];
  text?: Bilingual;
}

export type CostDef =
  { type: 'tap' } | { type: 'sacrifice this' } | { type: 'mana'; mana: string } | { type: 'discard'; count: number };

/** "May be cast (activated) only …" with respect to combat (506.7a–g) or the upkeep (503.2). */
export type TimingRestriction =
  | 'before attackers are declared'
  | 'before blockers are declared'
  | 'during combat'
  | 'during combat before blockers are declared'
  | 'during combat after blockers are declared'
  | 'after upkeep';

export interface ActivatedAbilityDef {
  kind: 'activated';
  cost: CostDef[];
  effect: EffectDef | EffectDef[];
  /** Activate only at this time (506.7g). */
  activateOnly?: TimingRestriction;
  text?: Bilingual;
}

/**
 * Static abilities as combat rules: restrictions that name no single creature (508.1c, 509.1b),
 * and costs to attack or block — 'attack cost': "creatures can't attack you or planeswalkers you
 * control unless their controller pays [mana] for each" (508.1g–j); 'block cost': "creatures your
 * opponents control can't block unless their controller pays [mana] for each" (509.1d–f).
 */
export interface StaticAbilityDef {
  kind: 'static';
  rule:
    | 'no more than one creature can attack each turn'
    | 'no more than one creature can block each turn'
    | 'attack cost'
    | 'block cost'
    | 'optional attack cost'
    /**
     * A continuous effect (604.1, 611.3): `changes` to the objects `affects` describes, while the
     * object with this ability is on the battlefield (611.3b); one that changes only its own
     * power and toughness in layer 7a is a characteristic-defining ability and works everywhere
     * (604.3).
     */
    | 'continuous'
    /** A replacement or prevention effect (614.1, 615.1): `replacement` says what it watches for and does. */
    | 'replacement'
    /**
     * "You may play lands from the top of your library": its controller may play the top card of
     * their library if it is a land (305.1's land play, from another zone than the hand).
     */
    | 'play lands from the top of your library'
    /**
     * "Damage that would be dealt by [source] can't be prevented" (615.12): `source` says which
     * damage (default: this object's); prevention effects apply to it but prevent none of it.
     */
    | "damage can't be prevented"
    /**
     * A "can't" effect (614.17): "[players] can't gain life", "You can't lose life" — `cant` says
     * what can't happen, `players` to whom (default: every player).
     */
    | "can't"
    /**
     * Enchant (702.5a): "Enchant [object]" — what an Aura spell can target (303.4a, 115.1b) and what
     * the Aura can enchant (303.4c); `enchant` names it. Several on one Aura all apply (702.5c).
     */
    | 'enchant';
  /** For 'enchant': the objects it allows, as the Aura's target and as what it enchants (702.5a). */
  enchant?: EnchantWord;
  /** For "can't": what can't happen (614.17). */
  cant?: CantEvent;
  /** For "can't": the players it speaks of — its controller, their opponents, or every player (default). */
  players?: 'you' | 'your opponents' | 'players';
  /** For "damage can't be prevented": whose damage ("this": the object with the ability; "a creature you control"…). */
  source?: Watched;
  /** For 'continuous': what it applies to (default: this object) and what it does. */
  affects?: AffectedRule;
  /** For 'replacement': the event it watches for and what happens instead (614, 615). */
  replacement?: ReplacementDef;
  changes?: LayerChange[];
  /** For 'attack cost' / 'block cost': the mana paid for each creature, e.g. '{2}'. */
  mana?: string;
  /**
   * For 'optional attack cost' (508.1g): "As this creature attacks, you may [cost]. If you do,
   * [effect]" — the cost (pay N life, sacrifice another creature, tap an untapped creature you
   * control) and what paying it does ('this' is the attacking creature).
   */
  cost?: OptionalAttackCost;
  effect?: EffectDef | EffectDef[];
  text?: Bilingual;
}

/**
 * What an enchant ability (702.5a) allows: "Enchant creature", "Enchant creature you control",
 * "Enchant land", "Enchant permanent" ("you": the Aura's controller). Not "Enchant player": no
 * Aura is attached to a player here.
 */
export type EnchantWord = 'creature' | 'creature you control' | 'land' | 'permanent';

/** An optional cost to attack (508.1g), paid as the creature attacks (508.1j). */
export type OptionalAttackCost =
  | { type: 'pay life'; amount: number }
  | { type: 'sacrifice another creature' }
  | { type: 'tap an untapped creature you control' };

export type AbilityDef = TriggeredAbilityDef | ActivatedAbilityDef | StaticAbilityDef;

/**
 * How the game refers to an ability an object has (a stable key): a printed ability by its index
 * among its card's abilities, an ability an effect grants (613.1f) by that effect and a number.
 */
export type AbilityKey = number | string;

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
  /** A Saga's final chapter number (714.2c), when it is not the highest chapter ability given. */
  finalChapter?: number;
  /** A scheme (type 'Scheme') with the supertype ongoing: it stays face up once set in motion (904.11). */
  ongoing?: boolean;
  /** An Attraction's lit-up numbers, among 1–6: rolling one visits it (505.5, 701.49). */
  litUp?: number[];
  /** What an instant or sorcery does as it resolves (608.2c). */
  spell?: EffectDef | EffectDef[];
  /** Cast only at this time (506.7a–f, 503.2). */
  castOnly?: TimingRestriction;
  /** Rules text shown to readers, if any. */
  text?: Bilingual;
  /** A card nothing is known of (a library given as a number of cards): messages call it "a card". */
  anonymous?: boolean;
}
