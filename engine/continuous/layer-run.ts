// One computation through the layers: each continuous effect as it applies it (a resolved spell's
// or ability's, 611.2, or a static ability's, 611.3), what the computation keeps as it goes, and
// the view the layer functions read and write (the working characteristics, or a trial, 613.8a).

import type { AbilityKey } from '../core/cards';
import type { Affected, Layer, Modification } from '../core/continuous';
import type { GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import type { Characteristics, Working } from './printed';

/** One continuous effect as the layer system applies it: a resolved spell's or ability's, or a static ability's. */
export interface Instance {
  id: string;
  timestamp: number;
  /** 613.7a: among effects sharing a timestamp, a granted static ability's comes after its object's own (the granting effect's timestamp). */
  order: number;
  source: ObjectId | null;
  /** A static ability's effect: the ability generating it (it exists only while the source has it, 613.8a). */
  ability?: AbilityKey;
  /** From a characteristic-defining ability (604.3): applied first in its layer (613.3, 613.4a). */
  cda: boolean;
  /** The layers it applies in (613.6). */
  layers: Set<Layer>;
  affected: Affected;
  changes: Modification[];
}

/** What the layer functions read and write: the working characteristics, or a trial over them. */
export interface View {
  get(id: ObjectId): Characteristics | undefined;
  has(id: ObjectId): boolean;
  set(id: ObjectId, c: Characteristics): unknown;
  keys(): Iterable<ObjectId>;
}

/** 613.6: the objects each effect began applying to. */
export type Locked = Map<string, ObjectId[]>;

/** What one computation keeps besides the characteristics. */
export interface Run {
  s: GameState;
  w: Working;
  locked: Locked;
  /** Static abilities' effects met so far, by id (an ability removed later stays known: 613.6). */
  statics: Map<string, Instance>;
  /** 613.7a: the timestamp of the effect that granted an ability, by the ability's key. */
  grantedAt: Map<AbilityKey, number>;
  /** The objects on the battlefield (and phased in) among those computed. */
  here: Set<ObjectId>;
}

/** On the battlefield and phased in (702.26b: a phased-out permanent is treated as though it does not exist). */
function inPlay(s: GameState, id: ObjectId): boolean {
  const o = s.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

/** A computation's start: nothing locked or met yet. */
export function newRun(s: GameState, w: Working): Run {
  const here = new Set([...w.keys()].filter((id) => inPlay(s, id)));
  return { s, w, locked: new Map(), statics: new Map(), grantedAt: new Map(), here };
}
