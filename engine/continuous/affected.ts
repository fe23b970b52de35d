// What an effect applies to (611.2c, 611.3a): the objects a static ability's rule describes as the
// game looks now, those a resolved spell or ability found as it began; and whether a static
// ability's effect exists at all (613.8a).

import type { AffectedRule } from '../core/cards';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import type { Instance, Locked, Run, View } from './layer-run';
import { hasKeyword } from './printed';

/** "You": the controller of the object with the ability, as the layers have it so far. */
function controllerOf(r: Run, w: View, source: ObjectId): PlayerId | undefined {
  return w.get(source)?.controller ?? r.s.objects[source]?.controller;
}

/** 303.4b, 301.5a: is `x` what the Aura or Equipment `source` is attached to? */
function attachedTo(r: Run, source: ObjectId, x: ObjectId): boolean {
  return r.s.objects[source]?.attachedTo === x && r.here.has(source);
}

/** 611.3a: does the rule describe object `x` now (`source` has the ability)? */
export function described(r: Run, w: View, rule: AffectedRule, x: ObjectId, source: ObjectId): boolean {
  const s = r.s;
  const c = w.get(x)!; // x is always one of the view's objects (its keys, or a battlefield all computed)
  if (rule.objects === 'this') {
    if (x !== source) return false;
  } else if (rule.objects === 'cards in graveyards') {
    if (s.objects[x]?.zone !== 'graveyard') return false;
  } else {
    if (!r.here.has(x)) return false;
    const creature = c.types.includes('Creature');
    // (No closures here: this runs for every object and every rule.)
    let ok: boolean;
    switch (rule.objects) {
      case 'creatures':
        ok = creature;
        break;
      case 'other creatures':
        ok = creature && x !== source;
        break;
      case 'creatures you control':
        ok = creature && c.controller === controllerOf(r, w, source);
        break;
      case 'other creatures you control':
        ok = creature && x !== source && c.controller === controllerOf(r, w, source);
        break;
      case 'permanents':
        ok = true;
        break;
      case 'enchanted permanent':
        ok = attachedTo(r, source, x);
        break;
      case 'enchanted creature':
      case 'equipped creature':
        ok = creature && attachedTo(r, source, x);
        break;
    }
    if (!ok) return false;
  }
  if (rule.color && !c.colors.includes(rule.color)) return false;
  if (rule.keyword && !hasKeyword(c.keywords, rule.keyword)) return false;
  if (rule.type && !c.types.includes(rule.type)) return false;
  if (rule.subtype && !c.subtypes.includes(rule.subtype)) return false;
  if (rule.notType && c.types.includes(rule.notType)) return false;
  return true;
}

/** The objects an effect applies to, as the game looks now (before it has begun to apply). */
export function affectedNow(r: Run, w: View, inst: Instance): ObjectId[] {
  if ('objects' in inst.affected) return inst.affected.objects.filter((id) => w.has(id));
  const rule = inst.affected.rule;
  const source = inst.source!;
  return [...w.keys()].filter((x) => described(r, w, rule, x, source));
}

/** 613.8a: a static ability's effect exists while its source has the ability — or once it has begun to apply (613.6). */
export function exists(w: View, inst: Instance, locked: Locked): boolean {
  if (inst.ability === undefined || locked.has(inst.id)) return true;
  const src = w.get(inst.source!);
  return !src || src.abilities.some((a) => a.key === inst.ability);
}
