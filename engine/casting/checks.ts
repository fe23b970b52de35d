// What casting and activating share: sorcery timing (307.1, 505.6a), the targets chosen (601.2c;
// an Aura spell's, 303.4a) and paying a mana cost from the pool (601.2h, 602.2b).

import type { EffectDef, TargetSpec } from '../core/cards';
import type { Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { Color, ManaPool, ObjectId, PlayerId } from '../core/vocabulary';
import { protections, colors } from '../objects/characteristics';
import { player } from '../objects/players';
import { isActivePlayer } from '../variants/shared-team-turns';
import { auraTargetChoices } from './enchant';
import { parseManaCost, payFromPool } from './mana';
import { beyondRange, isLegalTarget, targetSpecs } from './targets';

/** 307.1 / 505.6a / 117.1a: main phase of your own turn with an empty stack. */
export function sorceryTiming(ctx: Ctx, who: PlayerId): boolean {
  const s = ctx.s;
  return isActivePlayer(s, who) && s.turn.step === 'main' && s.stack.length === 0; // 805.4c, 805.5a: your team's turn
}

export function checkTargets(
  ctx: Ctx,
  effect: EffectDef | EffectDef[],
  targets: unknown,
  controller: PlayerId,
  sourceColors: ReturnType<typeof colors>,
  code: 'cast-spell' | 'activate-ability',
): string[] {
  const specs = targetSpecs(effect);
  // A list of ids, or none given: apply() refused any other shape first (its malformedField).
  const ts = targets === undefined ? [] : (targets as string[]);
  if (ts.length !== specs.length) {
    refuse(`${code}/wrong-number-of-targets`, ['601.2c'], { count: specs.length });
  }
  specs.forEach((spec, i) => {
    if (!isLegalTarget(ctx.s, spec, ts[i], controller, sourceColors))
      refuseTarget(ctx, code, ts[i], spec, controller, sourceColors, []);
  });
  return ts;
}

/** 601.2c: `id` is no legal choice for `spec` — and why: protection (702.16b), range of influence (801.4). */
function refuseTarget(
  ctx: Ctx,
  code: 'cast-spell' | 'activate-ability',
  id: string,
  spec: TargetSpec,
  controller: PlayerId,
  sourceColors: Color[],
  also: string[],
): never {
  const o = ctx.s.objects[id];
  const prot = o && o.zone === 'battlefield' && sourceColors.some((c) => protections(ctx.s, o).includes(c)); // printed or granted (702.16b)
  const far = beyondRange(ctx.s, id, controller); // 801.4
  const rules = far ? ['601.2c', '801.4'] : prot ? ['601.2c', '702.16b'] : ['601.2c'];
  refuse(`${code}/illegal-target`, [...rules, ...also], { target: id, spec, outOfRange: far });
}

/**
 * 303.4a: an Aura spell requires a target, which its enchant abilities define (702.5c: the one
 * target satisfies all of them). With no legal choice at all — or no enchant ability — it can't be
 * cast (601.2c: there is no appropriate object to announce).
 */
export function checkAuraTarget(
  ctx: Ctx,
  object: ObjectId,
  specs: TargetSpec[],
  targets: unknown,
  controller: PlayerId,
  sourceColors: Color[],
): string[] {
  const s = ctx.s;
  if (auraTargetChoices(s, specs, controller, sourceColors).length === 0)
    refuse('cast-spell/nothing-to-enchant', ['303.4a', '601.2c'], { object, spec: specs[0] ?? null });
  const ts = targets === undefined ? [] : (targets as string[]);
  if (ts.length !== 1) refuse('cast-spell/wrong-number-of-targets', ['601.2c', '303.4a'], { count: 1 });
  const broken = specs.find((spec) => !isLegalTarget(s, spec, ts[0], controller, sourceColors));
  if (broken) refuseTarget(ctx, 'cast-spell', ts[0], broken, controller, sourceColors, ['303.4a']);
  return ts;
}

export function payMana(
  ctx: Ctx,
  who: PlayerId,
  text: string,
  code: 'cast-spell' | 'activate-ability',
  rule: string,
): ManaPool {
  // Setup refused any cost this engine does not read (setup/card-check.ts), a card's or an ability's.
  const cost = parseManaCost(text)!;
  const next = payFromPool(player(ctx.s, who).manaPool, cost);
  if (!next) refuse(`${code}/cannot-pay`, [rule], { cost: text });
  return next;
}
