// A triggered ability's controller chooses its targets as it goes on the stack (603.3d); one
// with no legal choice is removed from the stack.

import { beyondRange, isLegalTarget, legalTargetChoices, targetSpecs } from '../casting/targets';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { TARGET_ZH } from '../messages/names';
import { nameEn, nameZh } from '../objects/objects';

/** The next triggered ability on the stack whose targets must be chosen (603.3d), as a decision. */
export function targetDecision(ctx: Ctx): Decision | null {
  const item = ctx.s.stack.find((i) => i.awaitingTargets);
  if (!item) return null;
  return {
    player: item.controller,
    kind: 'choose-targets',
    rules: ['603.3d'],
    object: item.id,
    message: { en: `Choose targets for ${item.text.en}.`, zh: `为${item.text.zh}选择目标。` },
    targetChoices: targetSpecs(item.effect).map((spec) => ({
      spec,
      choices: legalTargetChoices(ctx.s, spec, item.controller, item.sourceColors),
    })),
  };
}

/** The controller's answer: one legal choice per target word (603.3d, 601.2c). */
export function chooseTargets(ctx: Ctx, who: PlayerId, itemId: ObjectId, targets: unknown): void {
  const item = ctx.s.stack.find((i) => i.id === itemId && i.awaitingTargets);
  if (!item || item.controller !== who)
    refuse(
      'choose-targets/no-such-ability',
      ['603.3d'],
      `${itemId} is not your triggered ability awaiting targets.`,
      `${itemId} 不是你正在等待选择目标的触发式异能。`,
    );
  const specs = targetSpecs(item.effect);
  if (!Array.isArray(targets) || targets.length !== specs.length)
    refuse(
      'choose-targets/wrong-number-of-targets',
      ['603.3d', '601.2c'],
      `Choose exactly ${specs.length} target(s).`,
      `须恰好选择 ${specs.length} 个目标。`,
    );
  specs.forEach((spec, i) => {
    const t = (targets as unknown[])[i];
    if (typeof t !== 'string' || !isLegalTarget(ctx.s, spec, t, who, item.sourceColors)) {
      refuse(
        'choose-targets/illegal-target',
        beyondRange(ctx.s, t, who) ? ['603.3d', '601.2c', '801.4'] : ['603.3d', '601.2c'],
        `${String(t)} is not a legal choice for "${spec}".`,
        `${String(t)} 不是“${TARGET_ZH[spec] ?? spec}”的合法选择。`,
      );
    }
  });
  item.targets = [...(targets as string[])];
  delete item.awaitingTargets;
  emit(
    ctx,
    'targets-chosen',
    ['603.3d'],
    `Targets for ${item.text.en}: ${item.targets.map((x) => nameEn(ctx.s, x)).join(', ')}.`,
    `${item.text.zh}的目标：${item.targets.map((x) => nameZh(ctx.s, x)).join('、')}。`,
    { object: item.id, objects: [...item.targets] },
  );
}
