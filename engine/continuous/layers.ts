// The layer system (613): an object's characteristics as the game sees them now, computed from
// its printed values (its card) by the continuous effects that apply to it — copy effects (layer
// 1a, 707.2) and face-down status (1b, 708.2), control (2), text (3: colour words, 612.2), types
// (4), colours (5), abilities (6), and power and toughness: characteristic-defining abilities
// (7a), setting (7b), modifying, with counters (7c), and switching (7d). This is the only code
// that reads a card's printed characteristics (engine/architecture.test.ts): everything else asks
// characteristics().
//
// Within a layer, effects from characteristic-defining abilities apply first (613.3), then the
// others in timestamp order (613.7) unless one depends on another (613.8: applying the other would
// change whether it exists, what it applies to or what it does) — then it waits until those have
// applied (613.8b), dependencies being checked again after each (613.8c); effects in a dependency
// loop apply in timestamp order. An effect that has begun to apply in one layer goes on applying
// to the same objects in later ones (613.6). A static ability's effect applies to the objects its
// rule describes as the game looks now (611.3a); a resolved spell's or ability's to the objects it
// found as it began (611.2c). A static ability an effect grants generates its effect with the
// later of its object's timestamp and the granting effect's, keeping its order after the
// object's own abilities when the object gets a new timestamp (613.7a).

import type { AbilityDef, AbilityKey, AffectedRule, CardDef, Keyword, Quantity } from '../core/cards';
import { LAYERS, type Affected, type Layer, type Modification } from '../core/continuous';
import type { GameObject, GameState } from '../core/state';
import type { Color, ObjectId, PlayerId } from '../core/vocabulary';

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

export type Working = Map<ObjectId, Characteristics>;

/**
 * What the layer system does, for a watcher (continuous/layer-trace.ts): the printed values it
 * starts from; face-down status applied (1b); counters applied (7c); each effect chosen next in its layer among those `left`
 * (timestamp order), with a way to ask whether one of those depends on another now (613.8a);
 * then the objects it applied to (absent: it did not exist, 613.8a) and the values after it.
 */
export type LayerEvent =
  | { kind: 'start'; w: Working }
  | { kind: 'face-down'; w: Working }
  | { kind: 'counters'; w: Working }
  | { kind: 'next'; layer: Layer; effect: Instance; left: Instance[]; dependsOn: (a: Instance, b: Instance) => boolean }
  | { kind: 'applied'; layer: Layer; effect: Instance; objects?: ObjectId[]; w: Working };

/** What the layer functions read and write: the working characteristics, or a trial over them. */
interface View {
  get(id: ObjectId): Characteristics | undefined;
  has(id: ObjectId): boolean;
  set(id: ObjectId, c: Characteristics): unknown;
  keys(): Iterable<ObjectId>;
}

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

/** 613.6: the objects each effect began applying to. */
type Locked = Map<string, ObjectId[]>;

/** What one computation keeps besides the characteristics. */
interface Run {
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

/** A card's values as characteristics: its abilities keyed by their index. */
function fromCard(card: CardDef, controller: PlayerId): Characteristics {
  const { subtypes, keywords, abilities, ...rest } = card;
  return {
    ...rest,
    types: [...card.types],
    subtypes: [...(subtypes ?? [])],
    colors: [...card.colors],
    keywords: [...(keywords ?? [])],
    abilities: (abilities ?? []).map((def, key) => ({ key, def })),
    controller,
  };
}

/** The printed values: the card, its abilities keyed by their index. */
function printed(o: GameObject): Characteristics {
  return fromCard(o.card, o.baseController ?? o.controller);
}

/** Characteristics back as a card: copiable values (707.2) a copy effect keeps. */
function asCard(c: Characteristics): CardDef {
  const { controller: _, abilities, ...rest } = c;
  return { ...rest, abilities: abilities.map((a) => a.def) };
}

/** A static ability with a continuous effect (611.3): its changes are a non-empty list, and no other ability has any (setup/card-check.ts). */
const isContinuous = (def: AbilityDef) => def.kind === 'static' && def.rule === 'continuous';

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

function sameKeyword(k: Keyword, kw: Keyword): boolean {
  return typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection;
}

function hasKeyword(list: Keyword[], kw: Keyword): boolean {
  return list.some((k) => sameKeyword(k, kw));
}

function inPlay(s: GameState, id: ObjectId): boolean {
  const o = s.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

function newRun(s: GameState, w: Working): Run {
  const here = new Set([...w.keys()].filter((id) => inPlay(s, id)));
  return { s, w, locked: new Map(), statics: new Map(), grantedAt: new Map(), here };
}

/** "You": the controller of the object with the ability, as the layers have it so far. */
function controllerOf(r: Run, w: View, source: ObjectId): PlayerId | undefined {
  return w.get(source)?.controller ?? r.s.objects[source]?.controller;
}

/** 303.4b, 301.5a: is `x` what the Aura or Equipment `source` is attached to? */
function attachedTo(r: Run, source: ObjectId, x: ObjectId): boolean {
  return r.s.objects[source]?.attachedTo === x && r.here.has(source);
}

/** 611.3a: does the rule describe object `x` now (`source` has the ability)? */
function described(r: Run, w: View, rule: AffectedRule, x: ObjectId, source: ObjectId): boolean {
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
function affectedNow(r: Run, w: View, inst: Instance): ObjectId[] {
  if ('objects' in inst.affected) return inst.affected.objects.filter((id) => w.has(id));
  const rule = inst.affected.rule;
  const source = inst.source!;
  return [...w.keys()].filter((x) => described(r, w, rule, x, source));
}

/** 613.8a: a static ability's effect exists while its source has the ability — or once it has begun to apply (613.6). */
function exists(w: View, inst: Instance, locked: Locked): boolean {
  if (inst.ability === undefined || locked.has(inst.id)) return true;
  const src = w.get(inst.source!);
  return !src || src.abilities.some((a) => a.key === inst.ability);
}

/** A number counted as the game looks now (604.3, 613.4b), from the point of view of `id`'s controller. */
function quantity(r: Run, w: View, id: ObjectId, q: Quantity): number {
  if (typeof q === 'number') return q;
  const s = r.s;
  const you = w.get(id)!.controller;
  const player = s.players.find((p) => p.id === you);
  if (q === 'cards in your hand') return player?.hand.length ?? 0;
  if (q === 'creature cards in your graveyard')
    return (player?.graveyard ?? []).filter((x) =>
      (w.get(x) ?? (s.objects[x] ? printedOnce(s.objects[x]) : null))?.types.includes('Creature'),
    ).length;
  let n = 0;
  for (const x of w.keys()) {
    const c = w.get(x)!;
    if (r.here.has(x) && c.controller === you && c.types.includes('Creature')) n++;
  }
  return n;
}

/**
 * 612.2: a colour word in rules text changed from one colour to another — only a value under a
 * colour field (color, colors, protection): never a mana symbol ('mana', 'manaCost') or a name.
 */
function recolour<T>(value: T, from: Color, to: Color, key = ''): T {
  if (typeof value === 'string')
    return (value === from && (key === 'color' || key === 'colors' || key === 'protection') ? to : value) as T;
  if (Array.isArray(value)) return value.map((v) => recolour(v, from, to, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = recolour(v, from, to, k);
    return out as T;
  }
  return value;
}

/** 708.2a: a face-down permanent is a 2/2 creature with no text, no name, no subtypes and no mana cost. */
function faceDown(c: Characteristics): Characteristics {
  return {
    name: '',
    types: ['Creature'],
    subtypes: [],
    colors: [],
    power: 2,
    toughness: 2,
    keywords: [],
    abilities: [],
    controller: c.controller,
  };
}

/** Apply one effect's changes of this layer to one object. */
function change(r: Run, w: View, id: ObjectId, m: Modification, inst: Instance): void {
  const s = r.s;
  const c = w.get(id)!;
  switch (m.layer) {
    case '1a':
      // 707.2: the copiable values of the original as the effect began (707.2b: kept by
      // continuous/create.ts as every copy effect is made; none if the original was gone); not its controller.
      if (m.values) w.set(id, fromCard(m.values, c.controller));
      return;
    case '2':
      if ('controller' in m) c.controller = m.controller;
      else if (inst.source) c.controller = w.get(inst.source)?.controller ?? s.objects[inst.source].controller;
      return;
    case '3':
      // 612.2: colour words used as colour words, in the rules text (its abilities and keywords).
      c.keywords = recolour(c.keywords, m.from, m.to);
      c.abilities = c.abilities.map((a) => ({ key: a.key, def: recolour(a.def, m.from, m.to) }));
      return;
    case '4':
      c.types = c.types.filter((t) => !(m.remove ?? []).includes(t));
      for (const t of m.add ?? []) if (!c.types.includes(t)) c.types.push(t);
      c.subtypes = c.subtypes.filter((t) => !(m.removeSubtypes ?? []).includes(t));
      for (const t of m.addSubtypes ?? []) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return;
    case '5':
      if (m.colors !== 'chosen') c.colors = [...m.colors];
      return;
    case '6':
      if (m.loseAll) {
        c.keywords = [];
        c.abilities = [];
      }
      if (m.lose?.length) c.keywords = c.keywords.filter((k) => !m.lose!.some((l) => sameKeyword(k, l)));
      c.keywords.push(...(m.gain ?? []));
      (m.grant ?? []).forEach((def, n) => {
        const key = `${inst.id}:${n}`;
        c.abilities.push({ key, def });
        r.grantedAt.set(key, inst.timestamp);
      });
      return;
    case '7a':
    case '7b':
      if (m.power !== undefined) c.power = quantity(r, w, id, m.power);
      if (m.toughness !== undefined) c.toughness = quantity(r, w, id, m.toughness);
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
function applyEffect(r: Run, w: View, layer: Layer, inst: Instance, locked: Locked): void {
  if (!exists(w, inst, locked)) return;
  const objects = locked.get(inst.id) ?? affectedNow(r, w, inst);
  locked.set(inst.id, objects);
  for (const m of inst.changes)
    if (m.layer === layer) for (const id of objects) if (w.has(id)) change(r, w, id, m, inst);
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
function mayDepend(r: Run, a: Instance, layer: Layer): boolean {
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
function dependsOn(r: Run, layer: Layer, a: Instance, b: Instance): boolean {
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
type Candidates = Map<string, Set<string>>;

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
function next(r: Run, layer: Layer, left: Instance[], could: Candidates): Instance {
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
function refreshStatics(r: Run): Instance[] {
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
 * order (613.7a). Ties keep the order effects are listed in (the sort is stable): resolved effects
 * as created, then static abilities by object, each object's as it has them (printed, then granted).
 */
function byTimestamp(a: Instance, b: Instance): number {
  return Number(b.cda) - Number(a.cda) || a.timestamp - b.timestamp || a.order - b.order;
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

const has = (inst: Instance, layer: Layer) => inst.layers.has(layer);
const grantsStatics = (inst: Instance) =>
  inst.changes.some((m) => m.layer === '6' && (m.grant ?? []).some(isContinuous));

/**
 * The characteristics of the objects `ids`, through every layer (or through layer `through`);
 * `watch` is told each step (continuous/layer-trace.ts).
 */
export function compute(
  s: GameState,
  ids: ObjectId[],
  through: Layer = '7d',
  watch?: (e: LayerEvent) => void,
): Working {
  const w: Working = new Map(
    ids.map((id) => {
      const o = s.objects[id];
      return [id, clone({ ...printedOnce(o), controller: o.baseController ?? o.controller })];
    }),
  );
  watch?.({ kind: 'start', w });
  const r = newRun(s, w);
  const resolved: Instance[] = s.effects.map((e) => ({
    id: e.id,
    timestamp: e.timestamp,
    order: 0,
    source: e.source,
    cda: false,
    affected: e.affected,
    changes: e.changes,
    layers: new Set(e.changes.map((m) => m.layer)),
  }));
  for (const layer of LAYERS) {
    if (layer === '1b') {
      for (const [id, c] of w) if (s.objects[id].faceDown) w.set(id, faceDown(c)); // 613.2b, 708.2
      watch?.({ kind: 'face-down', w });
    }
    if (layer === '7c') {
      counters(s, w);
      watch?.({ kind: 'counters', w });
    }
    // Static abilities as layer 1 left them (613.2c), then as layer 3 (text) and layer 6 (abilities) did.
    if (layer === '2' || layer === '4' || layer === '7a') refreshStatics(r);
    let left = [...resolved, ...r.statics.values()].filter((inst) => has(inst, layer)).sort(byTimestamp);
    const done = new Set<string>();
    const could: Candidates = new Map();
    while (left.length > 0) {
      const inst = next(r, layer, left, could);
      watch?.({
        kind: 'next',
        layer,
        effect: inst,
        left,
        // 613.8a(c): only between two characteristic-defining abilities' effects, or two others'.
        dependsOn: (a, b) => a.cda === b.cda && mayDepend(r, a, layer) && dependsOn(r, layer, a, b),
      });
      left = left.filter((x) => x !== inst);
      done.add(inst.id);
      applyEffect(r, w, layer, inst, r.locked);
      watch?.({ kind: 'applied', layer, effect: inst, objects: r.locked.get(inst.id), w });
      // 613.7a, 613.8a: a static ability just granted generates its effect from now on, in this layer too.
      if (layer === '6' && grantsStatics(inst)) {
        const fresh = refreshStatics(r).filter((x) => has(x, layer) && !done.has(x.id));
        if (fresh.length) {
          left = [...left, ...fresh].sort(byTimestamp);
          could.clear(); // new effects: candidates looked for anew
        }
      }
    }
    if (layer === through) break;
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

/** An effect that gives objects static abilities with continuous effects: by copying (1a) or granting (6). */
function bringsStatics(m: Modification): boolean {
  if (m.layer === '1a') return !!m.values && hasContinuous(m.values);
  return m.layer === '6' && (m.grant ?? []).some(isContinuous);
}

/** Whether the whole battlefield must be computed together: static abilities' effects (which may depend on other objects). */
function together(s: GameState, o: GameObject): boolean {
  if (hasContinuous(o.card)) return true;
  if (s.effects.some((e) => e.changes.some(bringsStatics))) return true;
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
  if (!touched && !counted && !o.faceDown) return { ...printedOnce(o), controller: o.baseController ?? o.controller };
  return compute(s, [o.id]).get(o.id)!;
}

/** 707.2, 613.2c: the copiable values of `o` now — its characteristics after layer 1 — as a card. */
export function copiableValues(s: GameState, o: GameObject): CardDef {
  return asCard(compute(s, [o.id], '1b').get(o.id)!);
}

/** The characteristics of every permanent at once (one computation). */
export function battlefieldCharacteristics(s: GameState): Map<ObjectId, Characteristics> {
  const all = s.battlefield.map((id) => s.objects[id]);
  if (all.some((o) => together(s, o))) return compute(s, [...s.battlefield]);
  return new Map(all.map((o) => [o.id, characteristics(s, o)]));
}

/** 611.2c: the permanents `rule` describes now, for a resolving spell or ability whose source is `source` ("you": its controller). */
export function permanentsDescribed(s: GameState, rule: AffectedRule, source: ObjectId): ObjectId[] {
  const w = battlefieldCharacteristics(s);
  const r = newRun(s, w);
  return s.battlefield.filter((x) => described(r, w, rule, x, source));
}
