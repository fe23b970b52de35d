// The layer system (613): an object's characteristics as the game sees them now, computed from
// its printed values (its card) by the continuous effects that apply to it — copy effects (layer
// 1, 707.2), control (2), types (4), colours (5), abilities (6), and power and toughness:
// characteristic-defining abilities (7a), setting (7b), modifying, with counters (7c), and
// switching (7d). This is the only code that reads a card's printed characteristics
// (engine/architecture.test.ts): everything else asks characteristics().
//
// Within a layer, effects apply in timestamp order (613.7) unless one depends on another (613.8:
// applying the other would change whether it exists, what it applies to or what it does) — then it
// waits until those have applied (613.8b), dependencies being checked again after each (613.8c);
// effects in a dependency loop apply in timestamp order. An effect that has begun to apply in one
// layer goes on applying to the same objects in later ones (613.6). A static ability's effect
// applies to the objects its rule describes as the game looks now (611.3a); a resolved spell's or
// ability's to the objects it found as it began (611.2c).

import type { AbilityDef, AbilityKey, AffectedRule, CardDef, Keyword, Quantity } from '../core/cards';
import { LAYERS, type Affected, type Layer, type Modification } from '../core/continuous';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';

/** An ability an object has, by its stable key: a printed one's index on its card, a granted one's `effect:n`. */
export interface Ability {
  key: AbilityKey;
  def: AbilityDef;
}

/** An object's characteristics now (and, for a permanent, its controller: 613.1b). */
export interface Characteristics extends Omit<CardDef, 'subtypes' | 'keywords' | 'abilities'> {
  subtypes: string[];
  keywords: Keyword[];
  abilities: Ability[];
  controller: PlayerId;
}

/** One continuous effect as the layer system applies it: a resolved spell's or ability's, or a static ability's. */
export interface Instance {
  id: string;
  timestamp: number;
  source: ObjectId | null;
  /** A static ability's effect: the ability generating it (it exists only while the source has it, 613.8a). */
  ability?: AbilityKey;
  affected: Affected;
  changes: Modification[];
}

export type Working = Map<ObjectId, Characteristics>;

/**
 * What the layer system does, for a watcher (continuous/layer-trace.ts): the printed values it
 * starts from; counters applied (7c); each effect chosen next in its layer among those `left`
 * (timestamp order), with a way to ask whether one of those depends on another now (613.8a);
 * then the objects it applied to (absent: it did not exist, 613.8a) and the values after it.
 */
export type LayerEvent =
  | { kind: 'start'; w: Working }
  | { kind: 'counters'; w: Working }
  | { kind: 'next'; layer: Layer; effect: Instance; left: Instance[]; dependsOn: (a: Instance, b: Instance) => boolean }
  | { kind: 'applied'; layer: Layer; effect: Instance; objects?: ObjectId[]; w: Working };

/** 613.6: the objects each effect began applying to. */
type Locked = Map<string, ObjectId[]>;

function clone(c: Characteristics): Characteristics {
  return {
    ...c,
    types: [...c.types],
    subtypes: [...c.subtypes],
    colors: [...c.colors],
    keywords: [...c.keywords],
    abilities: [...c.abilities],
  };
}

/** The printed values: the card, its abilities keyed by their index. */
function printed(o: GameObject): Characteristics {
  const { subtypes, keywords, abilities, ...card } = o.card;
  return {
    ...card,
    types: [...card.types],
    subtypes: [...(subtypes ?? [])],
    colors: [...card.colors],
    keywords: [...(keywords ?? [])],
    abilities: (abilities ?? []).map((def, key) => ({ key, def })),
    controller: o.baseController ?? o.controller,
  };
}

const isContinuous = (def: AbilityDef) => def.kind === 'static' && def.rule === 'continuous' && !!def.changes?.length;

/** A characteristic-defining ability (604.3): it defines only its own object's power and toughness, and works in every zone. */
const definesItself = (def: AbilityDef) =>
  def.kind === 'static' &&
  (def.affects?.objects ?? 'this') === 'this' &&
  !!def.changes?.length &&
  def.changes.every((c) => c.layer === '7a');

function hasKeyword(list: Keyword[], kw: Keyword): boolean {
  return list.some((k) =>
    typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection,
  );
}

function inPlay(s: GameState, id: ObjectId): boolean {
  const o = s.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

/** 611.3a: does the rule describe object `x` now (`source` has the ability)? */
function described(s: GameState, w: Working, rule: AffectedRule, x: ObjectId, source: ObjectId): boolean {
  const c = w.get(x);
  if (!c) return false;
  if (rule.objects === 'this') {
    if (x !== source) return false;
  } else if (rule.objects === 'cards in graveyards') {
    if (s.objects[x]?.zone !== 'graveyard') return false;
  } else {
    if (!inPlay(s, x)) return false;
    const creature = c.types.includes('Creature');
    const you = w.get(source)?.controller ?? s.objects[source]?.controller;
    const other = x !== source;
    const ok = {
      creatures: creature,
      'other creatures': creature && other,
      'creatures you control': creature && c.controller === you,
      'other creatures you control': creature && other && c.controller === you,
      permanents: true,
    }[rule.objects as Exclude<AffectedRule['objects'], 'this' | 'cards in graveyards'>];
    if (!ok) return false;
  }
  if (rule.color && !c.colors.includes(rule.color)) return false;
  if (rule.keyword && !hasKeyword(c.keywords, rule.keyword)) return false;
  if (rule.type && !c.types.includes(rule.type)) return false;
  return true;
}

/** The objects an effect applies to, as the game looks now (before it has begun to apply). */
function affectedNow(s: GameState, w: Working, inst: Instance): ObjectId[] {
  if ('objects' in inst.affected) return inst.affected.objects.filter((id) => w.has(id));
  const rule = inst.affected.rule;
  const source = inst.source!;
  return [...w.keys()].filter((x) => described(s, w, rule, x, source));
}

/** 613.8a: a static ability's effect exists while its source has the ability — or once it has begun to apply (613.6). */
function exists(w: Working, inst: Instance, locked: Locked): boolean {
  if (inst.ability === undefined || locked.has(inst.id)) return true;
  const src = w.get(inst.source!);
  return !src || src.abilities.some((a) => a.key === inst.ability);
}

function quantity(s: GameState, w: Working, id: ObjectId, q: Quantity): number {
  if (typeof q === 'number') return q;
  const you = w.get(id)!.controller;
  if (q === 'cards in your hand') return s.players.find((p) => p.id === you)?.hand.length ?? 0;
  return [...w.entries()].filter(([x, c]) => inPlay(s, x) && c.controller === you && c.types.includes('Creature'))
    .length;
}

/** Apply one effect's changes of this layer to one object. */
function change(s: GameState, w: Working, id: ObjectId, m: Modification, inst: Instance): void {
  const c = w.get(id)!;
  switch (m.layer) {
    case '1a': {
      // 707.2: the copiable values of the original (as its own copy effects left them); not its controller.
      const original = w.get(m.copy) ?? (s.objects[m.copy] ? printed(s.objects[m.copy]) : null);
      if (original) w.set(id, { ...clone(original), controller: c.controller });
      return;
    }
    case '2':
      c.controller = m.controller;
      return;
    case '4':
      c.types = c.types.filter((t) => !(m.remove ?? []).includes(t));
      for (const t of m.add ?? []) if (!c.types.includes(t)) c.types.push(t);
      c.subtypes = c.subtypes.filter((t) => !(m.removeSubtypes ?? []).includes(t));
      for (const t of m.addSubtypes ?? []) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return;
    case '5':
      c.colors = [...m.colors];
      return;
    case '6':
      if (m.loseAll) {
        c.keywords = [];
        c.abilities = [];
      }
      c.keywords.push(...(m.gain ?? []));
      c.abilities.push(...(m.grant ?? []).map((def, n) => ({ key: `${inst.id}:${n}`, def })));
      return;
    case '7a':
      c.power = quantity(s, w, id, m.power);
      c.toughness = quantity(s, w, id, m.toughness);
      return;
    case '7b':
      if (m.power !== undefined) c.power = m.power;
      if (m.toughness !== undefined) c.toughness = m.toughness;
      return;
    case '7c':
      c.power = (c.power ?? 0) + m.power;
      c.toughness = (c.toughness ?? 0) + m.toughness;
      return;
    case '7d':
      [c.power, c.toughness] = [c.toughness, c.power];
      return;
  }
}

/** Apply an effect in this layer: to the objects it began applying to, or those it applies to now (then locked, 613.6). */
function applyEffect(s: GameState, w: Working, layer: Layer, inst: Instance, locked: Locked): void {
  if (!exists(w, inst, locked)) return;
  const objects = locked.get(inst.id) ?? affectedNow(s, w, inst);
  locked.set(inst.id, objects);
  for (const m of inst.changes)
    if (m.layer === layer) for (const id of objects) if (w.has(id)) change(s, w, id, m, inst);
}

function copyWorking(w: Working): Working {
  return new Map([...w].map(([id, c]) => [id, clone(c)]));
}

/** 613.8a: would applying `b` change whether `a` exists, what it applies to, or what it does? */
function dependsOn(s: GameState, w: Working, layer: Layer, a: Instance, b: Instance, locked: Locked): boolean {
  const copyOf = a.changes.find((m) => m.layer === '1a');
  const open = !locked.has(a.id);
  const byRule = 'rule' in a.affected && open;
  const existence = a.ability !== undefined && open;
  if (!byRule && !existence && !copyOf) return false;
  const trial = copyWorking(w);
  applyEffect(s, trial, layer, b, new Map(locked));
  const bTouched = locked.get(b.id) ?? affectedNow(s, w, b);
  // What it does: a copy effect copies values another copy effect changes.
  if (copyOf && copyOf.layer === '1a' && bTouched.includes(copyOf.copy)) return true;
  if (existence && exists(w, a, locked) !== exists(trial, a, locked)) return true;
  if (byRule) {
    const before = affectedNow(s, w, a).join();
    return before !== affectedNow(s, trial, a).join();
  }
  return false;
}

/** 613.7, 613.8b–c: the effect to apply next among those left in this layer. */
function next(s: GameState, w: Working, layer: Layer, left: Instance[], locked: Locked): Instance {
  if (left.length === 1) return left[0];
  const deps = new Map(left.map((a) => [a, left.filter((b) => b !== a && dependsOn(s, w, layer, a, b, locked))]));
  const reaches = (from: Instance, to: Instance): boolean => {
    const seen = new Set<Instance>();
    const todo = [from];
    while (todo.length) {
      const x = todo.pop()!;
      if (x === to) return true;
      if (seen.has(x)) continue;
      seen.add(x);
      todo.push(...deps.get(x)!);
    }
    return false;
  };
  // The earliest effect that waits for none (an effect it depends on that depends back on it is a loop: ignored).
  return left.find((a) => deps.get(a)!.every((b) => reaches(b, a))) ?? left[0];
}

/** The effects of static abilities of the objects considered (611.3), as they are after copy effects. */
function staticEffects(s: GameState, w: Working): Instance[] {
  const out: Instance[] = [];
  for (const [id, c] of w) {
    const here = inPlay(s, id);
    for (const a of c.abilities) {
      if (!isContinuous(a.def) || (!here && !definesItself(a.def))) continue;
      const def = a.def as Extract<AbilityDef, { kind: 'static' }>;
      out.push({
        id: `static:${id}:${a.key}`,
        timestamp: s.objects[id].timestamp, // 613.7a: the object's timestamp
        source: id,
        ability: a.key,
        affected: { rule: def.affects ?? { objects: 'this' } },
        changes: def.changes!,
      });
    }
  }
  return out;
}

function byTimestamp(a: Instance, b: Instance): number {
  return a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Counters that modify power and toughness apply in layer 7c (613.4c). */
function counters(s: GameState, w: Working): void {
  for (const [id, c] of w) {
    const o = s.objects[id];
    const plus = (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
    if (plus === 0) continue;
    c.power = (c.power ?? 0) + plus;
    c.toughness = (c.toughness ?? 0) + plus;
  }
}

/** The characteristics of the objects `ids`, through every layer (`watch` is told each step). */
export function compute(s: GameState, ids: ObjectId[], watch?: (e: LayerEvent) => void): Working {
  const w: Working = new Map(ids.map((id) => [id, printed(s.objects[id])]));
  watch?.({ kind: 'start', w });
  const locked: Locked = new Map();
  const resolved: Instance[] = s.effects.map((e) => ({ ...e }));
  let all = resolved;
  for (const layer of LAYERS) {
    if (layer === '2') all = [...resolved, ...staticEffects(s, w)].sort(byTimestamp); // after copy effects (613.2)
    if (layer === '7c') {
      counters(s, w);
      watch?.({ kind: 'counters', w });
    }
    let left = all.filter((inst) => inst.changes.some((m) => m.layer === layer)).sort(byTimestamp);
    while (left.length > 0) {
      const inst = next(s, w, layer, left, locked);
      watch?.({ kind: 'next', layer, effect: inst, left, dependsOn: (a, b) => dependsOn(s, w, layer, a, b, locked) });
      left = left.filter((x) => x !== inst);
      applyEffect(s, w, layer, inst, locked);
      watch?.({ kind: 'applied', layer, effect: inst, objects: locked.get(inst.id), w });
    }
  }
  return w;
}

/** Whether a card has a static ability with a continuous effect (remembered per card: cards are never changed). */
const continuousCards = new WeakMap<CardDef, boolean>();
function hasContinuous(card: CardDef): boolean {
  let yes = continuousCards.get(card);
  if (yes === undefined) continuousCards.set(card, (yes = (card.abilities ?? []).some(isContinuous)));
  return yes;
}

/** Whether the whole battlefield must be computed together: static abilities' effects or copy effects (which may depend on other objects). */
function together(s: GameState, o: GameObject): boolean {
  if (hasContinuous(o.card)) return true;
  if (s.effects.some((e) => e.changes.some((m) => m.layer === '1a'))) return true;
  return s.battlefield.some((id) => hasContinuous(s.objects[id].card));
}

/** The printed values of a card, computed once and frozen (nobody may change them). */
const printedCards = new WeakMap<CardDef, Omit<Characteristics, 'controller'>>();
function printedOnce(o: GameObject): Omit<Characteristics, 'controller'> {
  let c = printedCards.get(o.card);
  if (!c) {
    const { controller: _, ...rest } = printed(o);
    for (const list of [rest.types, rest.subtypes, rest.colors, rest.keywords, rest.abilities]) Object.freeze(list);
    printedCards.set(o.card, (c = Object.freeze(rest)));
  }
  return c;
}

/** 613: the characteristics of `o` now. */
export function characteristics(s: GameState, o: GameObject): Characteristics {
  if (together(s, o)) return compute(s, [...new Set([...s.battlefield, o.id])]).get(o.id)!;
  const touched = s.effects.some((e) => !('objects' in e.affected) || e.affected.objects.includes(o.id));
  const counted = (o.counters['+1/+1'] ?? 0) !== 0 || (o.counters['-1/-1'] ?? 0) !== 0;
  // Nothing applies to it: its printed values (the common case, kept fast).
  if (!touched && !counted) return { ...printedOnce(o), controller: o.baseController ?? o.controller };
  return compute(s, [o.id]).get(o.id)!;
}

/** The characteristics of every permanent at once (one computation). */
export function battlefieldCharacteristics(s: GameState): Map<ObjectId, Characteristics> {
  const all = s.battlefield.map((id) => s.objects[id]);
  if (all.some((o) => together(s, o))) return compute(s, [...s.battlefield]);
  return new Map(all.map((o) => [o.id, characteristics(s, o)]));
}
