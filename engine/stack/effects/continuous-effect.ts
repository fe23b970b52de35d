// "… becomes a 2/2 artifact creature", "switch its power and toughness", "gain control of …",
// "… loses all abilities": one continuous effect from a resolving spell or ability (611.2), with
// one timestamp (613.7b), that applies in each of its layers (613.6) to the (target) object — or
// to the objects a rule describes as it resolves, fixed then (611.2c).

import { checkCombatTypes, combatTypes } from '../../combat/type-changes';
import { createEffect } from '../../continuous/create';
import { permanentsDescribed } from '../../continuous/layers';
import type { EffectDef, LayerChange } from '../../core/cards';
import { emit, type Ctx } from '../../core/context';
import type { Modification } from '../../core/continuous';
import type { DecisionOf } from '../../core/decisions';
import { nearestFrame } from '../../core/frames';
import { refuse } from '../../core/results';
import type { StackItem } from '../../core/state';
import { COLORS, type Color } from '../../core/vocabulary';
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
  // 608.2d: the colour chosen for "the colour of your choice" — always chosen by now: the
  // instruction is carried out only once needsColorChoice no longer asks (resolve-effects.ts).
  const chosen = item.chosenColor!;
  delete item.chosenColor;
  const said: LayerChange[] = e.changes.map((m) =>
    m.layer === '5' && m.colors === 'chosen' ? { layer: '5', colors: [chosen] } : m,
  );
  if (objects.length === 0) return;
  // "You control …" (613.1b): the controller of the spell or ability.
  const changes: Modification[] = said.map((m) => (m.layer === '2' ? { layer: '2', controller: item.controller } : m));
  const duration = durationOf(e.duration);
  const before = e.changes.some((m) => m.layer === '4') ? combatTypes(s) : null;
  const layers = [...new Set(e.changes.map((m) => m.layer))];
  // 613.6: one effect in several layers applies in each of them, to the same objects.
  // 613.7b: it gets its timestamp as it is created; 612.1: a text-changing effect.
  const rules = [
    '611.2',
    '613.7b',
    ...layers.map((l) => LAYER_RULES[l]),
    ...(layers.length > 1 ? ['613.6'] : []),
    ...(layers.includes('3') ? ['612.1'] : []),
  ];
  // 400.7a: an effect from a spell or ability that changes a permanent spell on the stack goes on applying to the permanent it becomes.
  for (const id of objects)
    emit(ctx, {
      type: 'effect-began',
      rules: s.objects[id]?.zone === 'stack' ? [...rules, '400.7a'] : rules,
      object: id,
      changes: said,
      duration,
      player: item.controller,
    });
  createEffect(ctx, item, objects, changes, duration);
  if (before) checkCombatTypes(ctx, before); // 506.4
}

/** 608.2d: an instruction that makes its object "the colour of your choice", not chosen yet. */
export function needsColorChoice(item: StackItem, e: EffectDef): boolean {
  return (
    e.type === 'continuous effect' &&
    item.chosenColor === undefined &&
    e.changes.some((m) => m.layer === '5' && m.colors === 'chosen')
  );
}

/** The question: the controller of the resolving spell or ability chooses a colour (105.1, 608.2d). */
export function colorChoice(item: StackItem): DecisionOf<'choose-color'> {
  return {
    player: item.controller,
    kind: 'choose-color',
    rules: ['608.2d'],
    object: item.id,
    source: item.source,
    colors: [...COLORS],
  };
}

/** The controller's answer; the resolution then goes on with the instruction that asked (608.2c). */
export function chooseColor(ctx: Ctx, color: unknown, d: DecisionOf<'choose-color'>): void {
  if (!(COLORS as readonly unknown[]).includes(color))
    refuse('choose-color/not-a-color', ['105.1', '608.2d'], { value: String(color) });
  // Only resolve-effects.ts asks this question outside an event (a 'choose-color' asked in the middle
  // of an event is answered by replaying it, game/mid-event.ts), right above the resolving frame of
  // the item `d.object`: the nearest resolving frame is that item's.
  nearestFrame(ctx.s, 'resolving')!.item.chosenColor = color as Color;
  emit(ctx, {
    type: 'color-chosen',
    rules: ['608.2d'],
    player: d.player,
    object: d.object,
    source: d.source,
    color: color as Color,
  });
}
