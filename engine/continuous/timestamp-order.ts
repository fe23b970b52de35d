// Timestamp order (613.7): a resolved effect has its own timestamp (613.7b); a static ability's
// effect its object's, or the granting effect's if later, keeping its place after the object's
// own abilities (613.7a). Characteristic-defining abilities' effects come first (613.3).

import type { AbilityDef } from '../core/cards';
import type { ObjectId } from '../core/vocabulary';
import type { Instance, Run } from './layer-run';
import { isContinuous, type Ability } from './printed';

/**
 * 604.3a: a characteristic-defining ability — printed on the object (or acquired by a copy effect),
 * about that object alone, defining its colours (layer 5), subtypes (4) or power and toughness (7a).
 */
function isCda(a: Ability): boolean {
  const def = a.def;
  if (typeof a.key !== 'number' || def.kind !== 'static' || !isContinuous(def)) return false;
  if ((def.affects?.objects ?? 'this') !== 'this') return false;
  return def.changes!.every(
    (c) =>
      c.layer === '7a' ||
      c.layer === '5' ||
      (c.layer === '4' && !c.add?.length && !c.remove?.length && !c.removeSubtypes?.length),
  );
}

/** The effect of one static ability of object `id`, with its timestamp (613.7a). */
function staticInstance(r: Run, id: ObjectId, a: Ability): Instance {
  const def = a.def as Extract<AbilityDef, { kind: 'static' }>;
  const own = r.s.objects[id].timestamp;
  const granted = r.grantedAt.get(a.key);
  return {
    id: `static:${id}:${a.key}`,
    // 613.7a: the object's timestamp, or the granting effect's if later; after the object's own abilities.
    timestamp: granted === undefined ? own : Math.max(own, granted),
    order: granted ?? 0,
    source: id,
    ability: a.key,
    cda: isCda(a),
    affected: { rule: def.affects ?? { objects: 'this' } },
    changes: def.changes!,
    layers: new Set(def.changes!.map((m) => m.layer)),
  };
}

/** 611.3: the effects of the static abilities the objects have now; returns those not met before. */
export function refreshStatics(r: Run): Instance[] {
  const fresh: Instance[] = [];
  for (const [id, c] of r.w) {
    const here = r.here.has(id);
    for (const a of c.abilities) {
      if (!isContinuous(a.def) || (!here && !isCda(a))) continue; // 604.3: only CDAs work outside the battlefield
      const inst = staticInstance(r, id, a);
      if (!r.statics.has(inst.id)) fresh.push(inst);
      r.statics.set(inst.id, inst); // its text as it is now (layer 3 may have changed it)
    }
  }
  return fresh;
}

/**
 * 613.3: characteristic-defining abilities first; then timestamps (613.7), a static ability's
 * order (613.7a). Static abilities of different objects with one timestamp (one effect granted
 * them to both) are ordered by their objects' ids: 613.7m leaves it to the active player; the
 * engine's choice must not hang on the order the battlefield happens to be listed in. Other ties
 * keep the order effects are listed in (the sort is stable): resolved effects as created, each
 * object's abilities as it has them (printed, then granted).
 */
export function byTimestamp(a: Instance, b: Instance): number {
  return Number(b.cda) - Number(a.cda) || a.timestamp - b.timestamp || a.order - b.order || bySource(a, b);
}

function bySource(a: Instance, b: Instance): number {
  if (a.ability === undefined || b.ability === undefined || a.source === b.source) return 0;
  return (a.source ?? '') < (b.source ?? '') ? -1 : 1;
}
