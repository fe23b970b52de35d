// The layer system step by step (613), for one object: what it was printed as, then every effect
// in the order the layer system (continuous/layers.ts) applied it — layer by layer and, within a
// layer, characteristic-defining abilities' effects first (613.3), then in timestamp order (613.7)
// unless a dependency (613.8) changed it — with its values after
// each step and the rules that placed the step there. It computes nothing of its own: it watches
// compute(), so its last values are characteristics(state, object). No words: codes and rule
// numbers, which the site says in English or Chinese.

import type { AbilityKey } from '../core/cards';
import type { Layer, Modification } from '../core/continuous';
import type { GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { compute, type Characteristics, type Instance, type LayerEvent } from './layers';
import { clone } from './printed';

/** Why an effect applied when it did, within its layer. */
export type LayerOrder =
  /** The only effect left in its layer (nothing to order). */
  | 'alone'
  /** The earliest timestamp among those left (613.7). */
  | 'timestamp'
  /** A characteristic-defining ability's effect: ahead of the others left, whatever their timestamps (613.3). */
  | 'characteristic-defining'
  /** Ahead of effects with earlier timestamps, which depend on it or on another effect left (613.8a–b). */
  | 'dependency'
  /** It depends on an effect that depends on it: a loop, applied in timestamp order (613.8b). */
  | 'loop';

/** One effect the layer system applied in a layer (to this object or not). */
export interface LayerEffectStep {
  kind: 'effect';
  layer: Layer;
  /** A resolved spell's or ability's effect: its id in `GameState.effects`; a static ability's: `static:<object>:<ability>`. */
  effect: string;
  source: ObjectId | null;
  /** A static ability's effect: the ability (613.7a: it has its object's timestamp). */
  ability?: AbilityKey;
  timestamp: number;
  /** What it does in this layer. */
  changes: Modification[];
  /** It did not exist here: its source no longer had the ability generating it (613.8a). */
  gone: boolean;
  /** It applied to this object. */
  applies: boolean;
  /** It began to apply in an earlier layer and goes on applying to the same objects (613.6). */
  continued: boolean;
  order: LayerOrder;
  /** 'dependency': the effects with earlier timestamps it went ahead of, and what each waited for (effect ids). */
  ahead?: { effect: string; waitsFor: string[] }[];
  /** 'loop': the effects it depends on, which depend on it. */
  loop?: string[];
  /** The object's values after this step. */
  after: Characteristics;
  /** The layer's rule, then the ones that ordered the step and chose its objects. */
  rules: string[];
}

/** 613.2b: the object is face down, its characteristics those of 708.2 (layer 1b). */
export interface LayerFaceDownStep {
  kind: 'face-down';
  layer: '1b';
  after: Characteristics;
  rules: string[];
}

/** Counters that modify power and toughness, applied in layer 7c (613.4c). */
export interface LayerCountersStep {
  kind: 'counters';
  layer: '7c';
  /** Net +1/+1 counters (−1/−1 counters count as minus). */
  net: number;
  after: Characteristics;
  rules: string[];
}

export type LayerStep = LayerEffectStep | LayerFaceDownStep | LayerCountersStep;

export interface LayerTrace {
  object: ObjectId;
  /** The printed values (613.1): where the layers start. */
  printed: Characteristics;
  /** In the order applied; only layers with something to apply appear. */
  steps: LayerStep[];
  /** The characteristics after every layer: equal to characteristics(state, object). */
  result: Characteristics;
}

/** The rule of each layer and sublayer (613.1, 613.2, 613.4). */
export const LAYER_RULES: Record<Layer, string> = {
  '1a': '613.2a',
  '1b': '613.2b',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/** Why `inst` was next among `left` (timestamp order), asking which of them depended on which (613.8a). */
function orderOf(
  inst: Instance,
  left: Instance[],
  dependsOn: (a: Instance, b: Instance) => boolean,
): Pick<LayerEffectStep, 'order' | 'ahead' | 'loop'> {
  if (left.length === 1) return { order: 'alone' };
  const waitsFor = (a: Instance) => left.filter((b) => b !== a && dependsOn(a, b));
  const mine = waitsFor(inst);
  if (mine.length > 0) return { order: 'loop', loop: mine.map((x) => x.id) };
  // 613.3: characteristic-defining abilities' effects come first in `left` and are applied first (they
  // depend only on each other, 613.8a): the effects before `inst` are of its own kind.
  const passed = left.slice(0, left.indexOf(inst));
  if (passed.length === 0)
    return inst.cda && left.some((b) => !b.cda && b.timestamp < inst.timestamp)
      ? { order: 'characteristic-defining' }
      : { order: 'timestamp' };
  return { order: 'dependency', ahead: passed.map((x) => ({ effect: x.id, waitsFor: waitsFor(x).map((y) => y.id) })) };
}

/** 613: how the layer system arrives at `object`'s characteristics, step by step (null: no such object). */
export function layerTrace(s: GameState, object: ObjectId): LayerTrace | null {
  if (!s.objects[object]) return null;
  const steps: LayerStep[] = [];
  const begun = new Set<string>();
  let printed: Characteristics | undefined;
  let order: Pick<LayerEffectStep, 'order' | 'ahead' | 'loop'> = { order: 'alone' };
  const watch = (e: LayerEvent) => {
    if (e.kind === 'next') {
      order = orderOf(e.effect, e.left, e.dependsOn);
      return;
    }
    const now = e.w.get(object)!;
    if (e.kind === 'start') {
      printed = clone(now);
      return;
    }
    if (e.kind === 'face-down') {
      if (s.objects[object].faceDown)
        steps.push({ kind: 'face-down', layer: '1b', after: clone(now), rules: ['613.2b', '708.2'] });
      return;
    }
    if (e.kind === 'counters') {
      const counters = s.objects[object].counters;
      const net = (counters['+1/+1'] ?? 0) - (counters['-1/-1'] ?? 0);
      if (net !== 0) steps.push({ kind: 'counters', layer: '7c', net, after: clone(now), rules: ['613.4c'] });
      return;
    }
    const inst = e.effect;
    const continued = begun.has(inst.id);
    if (e.objects) begun.add(inst.id);
    const isStatic = inst.ability !== undefined;
    const rules = [LAYER_RULES[e.layer]];
    if (order.order === 'timestamp') rules.push('613.7', isStatic ? '613.7a' : '613.7b');
    else if (order.order === 'characteristic-defining') rules.push('613.3');
    else if (order.order === 'dependency') rules.push('613.8a', '613.8b');
    else if (order.order === 'loop') rules.push('613.8b');
    if (!e.objects) rules.push('613.8a');
    else if (continued) rules.push('613.6');
    else rules.push(isStatic ? '611.3a' : '611.2c');
    steps.push({
      kind: 'effect',
      layer: e.layer,
      effect: inst.id,
      source: inst.source,
      ...(isStatic ? { ability: inst.ability } : {}),
      timestamp: inst.timestamp,
      changes: inst.changes.filter((m) => m.layer === e.layer),
      gone: !e.objects,
      applies: !!e.objects?.includes(object),
      continued,
      ...order,
      after: clone(now),
      rules: [...new Set(rules)],
    });
  };
  const w = compute(s, [...new Set([...s.battlefield, object])], '7d', watch);
  return { object, printed: printed!, steps, result: w.get(object)! };
}
