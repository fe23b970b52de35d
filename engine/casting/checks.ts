// What casting and activating share: sorcery timing (307.1, 505.6a), the targets chosen (601.2c)
// and paying a mana cost from the pool (601.2h, 602.2b).

import type { EffectDef } from '../core/cards';
import type { Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ManaPool, PlayerId } from '../core/vocabulary';
import { TARGET_ZH } from '../messages/names';
import { protections, colors } from '../objects/characteristics';
import { nameEn, nameZh } from '../objects/objects';
import { player } from '../objects/players';
import { isActivePlayer } from '../variants/shared-team-turns';
import { parseManaCost, payFromPool } from './mana';
import { beyondRange, isLegalTarget, targetSpecs } from './targets';

export const SORCERY_SPEED = ['Creature', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Battle'];

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
  code: string,
): string[] {
  const specs = targetSpecs(effect);
  const list = targets === undefined ? [] : targets;
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string'))
    refuse(`${code}/malformed-targets`, ['601.2c'], 'targets must be a list of ids', 'targets 必须是标识的列表');
  const ts = list as string[];
  if (ts.length !== specs.length) {
    refuse(
      `${code}/wrong-number-of-targets`,
      ['601.2c'],
      `Choose exactly ${specs.length} target(s) (${specs.join(', ') || 'none'}).`,
      `须恰好选择 ${specs.length} 个目标。`,
    );
  }
  specs.forEach((spec, i) => {
    if (!isLegalTarget(ctx.s, spec, ts[i], controller, sourceColors)) {
      const o = ctx.s.objects[ts[i]];
      const prot = o && o.zone === 'battlefield' && sourceColors.some((c) => protections(ctx.s, o).includes(c)); // printed or granted (702.16b)
      const far = beyondRange(ctx.s, ts[i], controller); // 801.4
      const rules = far ? ['601.2c', '801.4'] : prot ? ['601.2c', '702.16b'] : ['601.2c'];
      const why = far ? { en: ' (out of your range of influence)', zh: '（不在你的影响范围内）' } : { en: '', zh: '' };
      refuse(
        `${code}/illegal-target`,
        rules,
        `${nameEn(ctx.s, ts[i])} is not a legal choice for "${spec}"${why.en}.`,
        `${nameZh(ctx.s, ts[i])}不是“${TARGET_ZH[spec] ?? spec}”的合法选择${why.zh}。`,
      );
    }
  });
  return ts;
}

export function payMana(ctx: Ctx, who: PlayerId, text: string, code: string, rule: string): ManaPool {
  const cost = parseManaCost(text);
  if (!cost) refuse(`${code}/unknown-cost`, [rule], `Unknown mana cost ${text}.`, `未知的法术力费用 ${text}。`);
  const next = payFromPool(player(ctx.s, who).manaPool, cost);
  if (!next)
    refuse(
      `${code}/cannot-pay`,
      [rule],
      `Not enough mana in the pool to pay ${text} (activate mana abilities first, 605.3a).`,
      `法术力池中的法术力不足以支付 ${text}（请先起动法术力异能，605.3a）。`,
    );
  return next;
}
