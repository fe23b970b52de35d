// "… becomes a 2/2 artifact creature", "switch its power and toughness", "gain control of …",
// "… loses all abilities": one continuous effect from a resolving spell or ability (611.2), with
// one timestamp (613.7b), that applies in each of its layers (613.6) to the (target) object — or
// to the objects a rule describes as it resolves, fixed then (611.2c).

import { checkCombatTypes, combatTypes } from '../../combat/type-changes';
import { createEffect } from '../../continuous/create';
import { permanentsDescribed } from '../../continuous/layers';
import type { LayerChange } from '../../core/cards';
import { emit, type Ctx } from '../../core/context';
import type { Modification } from '../../core/continuous';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

/** The rule each layer's part of an effect follows (613.1b–f, 613.4a–d). */
export const LAYER_RULES: Record<LayerChange['layer'], string> = {
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

export function continuousEffect(ctx: Ctx, item: StackItem, e: EffectOf<'continuous effect'>): void {
  const s = ctx.s;
  const objects = (
    e.affects ? permanentsDescribed(s, e.affects, item.source) : refer(ctx, item, e.target, 'this')
  ).filter((id) => !isPlayer(s, id));
  if (objects.length === 0) return;
  // "You control …" (613.1b): the controller of the spell or ability.
  const changes: Modification[] = e.changes.map((m) =>
    m.layer === '2' ? { layer: '2', controller: item.controller } : m,
  );
  const duration = durationOf(e.duration);
  const before = e.changes.some((m) => m.layer === '4') ? combatTypes(s) : null;
  const layers = [...new Set(e.changes.map((m) => m.layer))];
  // 613.6: one effect in several layers applies in each of them, to the same objects.
  const rules = ['611.2', ...layers.map((l) => LAYER_RULES[l]), ...(layers.length > 1 ? ['613.6'] : [])];
  for (const id of objects)
    emit(ctx, { type: 'effect-began', rules, object: id, changes: e.changes, duration, player: item.controller });
  createEffect(ctx, item, objects, changes, duration);
  if (before) checkCombatTypes(ctx, before); // 506.4
}
