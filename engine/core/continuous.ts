// Continuous effects as data (611, 613): what the layer system (continuous/layers.ts) applies.
import type { AffectedRule, CardDef, Duration, LayerChange, SourceProperties } from './cards';
import type { ObjectId, PlayerId } from './vocabulary';

/**
 * The layers and sublayers of 613.1, 613.2 and 613.4, in the order they apply. Layer 1 is copy
 * effects (1a) and face-down status (1b, 708.2), 2 control, 3 text (colour words, 612.2), 4 types,
 * 5 colours, 6 abilities, 7a–7d power and toughness.
 */
export const LAYERS = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
export type Layer = (typeof LAYERS)[number];

/**
 * What a continuous effect does, layer by layer (613.6: an effect may apply in several): a card's
 * layer changes, or — from a resolving spell or ability — becoming a copy of an object's copiable
 * values (layer 1a, 707.2) or a change of control (layer 2, 613.1b).
 */
export type Modification =
  | LayerChange
  /** 707.2: becoming a copy of `copy`, whose copiable values were `values` as the effect began (707.2b). */
  | { layer: '1a'; copy: ObjectId; values?: CardDef }
  | { layer: '2'; controller: PlayerId };

/**
 * The objects an effect applies to: fixed as it began — an effect from a resolving spell or
 * ability changes only the objects it found then (611.2c) — or a rule checked again whenever the
 * game looks, for a static ability (611.3a).
 */
export type Affected = { objects: ObjectId[] } | { rule: AffectedRule };

/** A continuous effect from a resolved spell or ability (611.2). Static abilities' effects are made on the fly (611.3). */
export interface ContinuousEffect {
  id: string;
  /** The object whose spell or ability created it, and its controller then (611.2). */
  source: ObjectId | null;
  controller: PlayerId | null;
  /** 613.7b: when it was created. */
  timestamp: number;
  duration: Duration;
  affected: Affected;
  changes: Modification[];
}

/**
 * "Prevent the next N damage that would be dealt to …" (615.7): a prevention effect, worn down as it
 * prevents. With `from`, "the next time [from] would deal damage [to object] this turn, prevent that
 * damage" (615.8): it prevents the whole next instance of damage from `from`, whatever the amount,
 * then is used up (`remaining` 1: the one instance).
 */
export interface PreventionShield {
  id: string;
  /** The shielded permanent or player; null: any recipient (615.8 only). */
  object: PlayerId | ObjectId | null;
  remaining: number;
  duration: Duration;
  source: ObjectId | null;
  timestamp: number;
  /** 615.8: the source whose next instance of damage it prevents. */
  from?: ObjectId;
  /** 615.8: it prevented part of the damage event being dealt now — used up once that event has been replaced. */
  used?: boolean;
  /** 615.9: "prevent all damage [from] would deal this turn" — it prevents every instance and is never used up. */
  all?: boolean;
  /** 615.9, 609.7b: the properties `from` must still have when it would deal damage, or the shield doesn't apply. */
  properties?: SourceProperties;
}

/**
 * "Damage can't be prevented this turn" (615.12): an effect of a resolved spell or ability (611.2)
 * that lasts until end of turn — prevention effects still apply to damage, but prevent none of it.
 */
export interface UnpreventableDamage {
  id: string;
  /** The object whose spell or ability created it, and its controller then. */
  source: ObjectId | null;
  controller: PlayerId;
  timestamp: number;
  duration: 'end of turn';
}
