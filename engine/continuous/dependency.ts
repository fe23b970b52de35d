// Dependency (613.8): within a layer an effect waits for another whose applying would change its
// existence, what it applies to or what it does (613.8a), found by applying the other to a trial
// copy; effects in a dependency loop go in timestamp order (613.8b), and the order is looked at
// again after each effect applies (613.8c).

import type { AffectedRule } from '../core/cards';
import type { Layer } from '../core/continuous';
import type { ObjectId } from '../core/vocabulary';
import { affectedNow, described, exists } from './affected';
import type { Instance, Run, View } from './layer-run';
import { applyEffect } from './modifications';
import { clone, sameKeyword, type Characteristics, type Working } from './printed';

/** A trial (613.8a): some objects' characteristics replaced by copies to change, the rest read from below. */
class Trial implements View {
  private readonly over = new Map<ObjectId, Characteristics>();
  constructor(private readonly base: Working) {}
  get(id: ObjectId) {
    return this.over.get(id) ?? this.base.get(id);
  }
  has(id: ObjectId) {
    return this.base.has(id);
  }
  set(id: ObjectId, c: Characteristics) {
    this.over.set(id, c);
  }
  keys() {
    return this.base.keys();
  }
}

/**
 * Whether an effect of this layer could change what `rule` describes (the characteristics it reads).
 * Not layer 2: only a static ability's effect has a rule, and a static ability changes no control
 * (setup/card-check.ts refuses it: control changes come from resolving spells and abilities, 613.1b).
 */
function ruleReads(rule: AffectedRule, layer: Layer): boolean {
  switch (layer) {
    case '3':
      return false;
    case '4':
      return (
        !!rule.type ||
        !!rule.subtype ||
        !!rule.notType ||
        !['this', 'permanents', 'enchanted permanent'].includes(rule.objects)
      );
    case '5':
      return !!rule.color;
    case '6':
      return !!rule.keyword;
    default:
      return false; // power and toughness decide no rule's objects
  }
}

/** Whether `a` could depend on anything in this layer (613.8a): what it applies to, or its existence. */
export function mayDepend(r: Run, a: Instance, layer: Layer): boolean {
  const open = !r.locked.has(a.id);
  if (!open) return false;
  if ('rule' in a.affected && ruleReads(a.affected.rule, layer)) return true;
  return a.ability !== undefined && layer === '6';
}

/** Could `b`'s changes in this layer touch what `a` reads: the characteristics its rule names, or its abilities? */
function mayChange(layer: Layer, a: Instance, b: Instance): boolean {
  const rule = 'rule' in a.affected ? a.affected.rule : null;
  for (const m of b.changes) {
    if (m.layer !== layer) continue;
    if (m.layer === '4') {
      if (!rule) continue;
      const types = (t: string | undefined) => !!t && (!!m.add?.includes(t) || !!m.remove?.includes(t));
      if (types('Creature') && !['this', 'permanents', 'enchanted permanent'].includes(rule.objects)) return true;
      if (types(rule.type) || types(rule.notType)) return true;
      if (rule.subtype && (m.addSubtypes?.includes(rule.subtype) || m.removeSubtypes?.includes(rule.subtype)))
        return true;
    } else if (m.layer === '6') {
      if (m.loseAll) return true; // existence, or a keyword the rule names
      const kw = rule?.keyword;
      if (kw && (m.gain?.some((k) => sameKeyword(k, kw)) || m.lose?.some((k) => sameKeyword(k, kw)))) return true;
    } else return true; // colours (5): the rule reads them (ruleReads)
  }
  return false;
}

/** 613.8a: would applying `b` change whether `a` exists, what it applies to, or what it does? */
export function dependsOn(r: Run, layer: Layer, a: Instance, b: Instance): boolean {
  const w = r.w;
  const touched = (r.locked.get(b.id) ?? affectedNow(r, w, b)).filter((id) => w.has(id));
  if (touched.length === 0) return false;
  // A trial: b applied to copies of the objects it touches (the others are shared, unchanged).
  const trial = new Trial(w);
  for (const id of touched) trial.set(id, clone(w.get(id)!));
  applyEffect(r, trial, layer, b, new Map(r.locked));
  if (a.ability !== undefined && layer === '6' && exists(w, a, r.locked) !== exists(trial, a, r.locked)) return true;
  if ('rule' in a.affected && ruleReads(a.affected.rule, layer)) {
    const rule = a.affected.rule;
    const source = a.source!;
    // Its source changed: the whole set may change; otherwise only the objects b touched can.
    const look = touched.includes(source) ? [...w.keys()] : touched;
    return look.some((x) => described(r, w, rule, x, source) !== described(r, trial, rule, x, source));
  }
  return false;
}

/** For each effect of a layer, the ids of the others that could change what it reads there (mayChange): fixed by their text. */
export type Candidates = Map<string, Set<string>>;

/** Whether `to` is reached from `from` by following dependencies (a loop, 613.8b). */
function reaches(deps: Map<Instance, Instance[]>, from: Instance, to: Instance): boolean {
  const seen = new Set<Instance>();
  const todo = [from];
  while (todo.length) {
    const x = todo.pop()!;
    if (x === to) return true;
    if (seen.has(x)) continue;
    seen.add(x);
    todo.push(...(deps.get(x) ?? []));
  }
  return false;
}

/** 613.3, 613.7, 613.8b–c: the effect to apply next among those left in this layer (sorted). */
export function next(r: Run, layer: Layer, left: Instance[], could: Candidates): Instance {
  if (left.length === 1) return left[0];
  let deps: Map<Instance, Instance[]> | null = null;
  for (const a of left) {
    if (!mayDepend(r, a, layer)) continue;
    let cands = could.get(a.id);
    if (!cands) {
      // 613.8a(c): only between two characteristic-defining abilities' effects, or two others'.
      cands = new Set(left.filter((b) => b !== a && b.cda === a.cda && mayChange(layer, a, b)).map((b) => b.id));
      could.set(a.id, cands);
    }
    if (cands.size === 0) continue;
    for (const b of left)
      if (cands.has(b.id) && dependsOn(r, layer, a, b)) {
        deps ??= new Map();
        deps.set(a, [...(deps.get(a) ?? []), b]);
      }
  }
  if (!deps) return left[0];
  const d = deps;
  // The first effect that waits for none (an effect it depends on that depends back on it is a loop: ignored).
  return left.find((a) => (d.get(a) ?? []).every((b) => reaches(d, b, a))) ?? left[0];
}
