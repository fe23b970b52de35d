// The layer system (613): an object's characteristics as the game sees them now, computed from
// its printed values (its card) by the continuous effects that apply to it — copy effects (layer
// 1a, 707.2) and face-down status (1b, 708.2), control (2), text (3: colour words, 612.2), types
// (4), colours (5), abilities (6), and power and toughness: characteristic-defining abilities
// (7a), setting (7b), modifying, with counters (7c), and switching (7d). Only the layer system
// reads a card's printed characteristics (printed.ts; engine/architecture.test.ts): everything
// else asks characteristics().
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
//
// The parts, in rule 613's words: printed.ts (the values it starts from), layer-run.ts (one
// computation), affected.ts (what an effect applies to, 611.3a), modifications.ts (what it does in
// each layer, 613.1–613.4), timestamp-order.ts (613.7), dependency.ts (613.8); here, the layers in
// their order and the questions the rest of the engine asks.

import type { AffectedRule, CardDef } from '../core/cards';
import { LAYERS, type Layer, type Modification } from '../core/continuous';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { described } from './affected';
import { dependsOn, mayDepend, next, type Candidates } from './dependency';
import { newRun, type Instance } from './layer-run';
import { applyEffect } from './modifications';
import {
  asCard,
  clone,
  faceDown,
  hasContinuous,
  isContinuous,
  printedOnce,
  type Characteristics,
  type Working,
} from './printed';
import { byTimestamp, refreshStatics } from './timestamp-order';

export type { Ability, Characteristics, Working } from './printed';
export type { Instance } from './layer-run';

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
