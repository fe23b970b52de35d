// A triggered ability's controller chooses its targets as it goes on the stack (603.3d); one
// with no legal choice is removed from the stack.

import { beyondRange, isLegalTarget, legalTargetChoices, targetSpecs } from '../casting/targets';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { itemRef } from '../stack/item-ref';

/** The next triggered ability on the stack whose targets must be chosen (603.3d), as a decision. */
export function targetDecision(ctx: Ctx): Decision | null {
  const item = ctx.s.stack.find((i) => i.awaitingTargets);
  if (!item) return null;
  return {
    player: item.controller,
    kind: 'choose-targets',
    rules: ['603.3d'],
    object: item.id,
    targetChoices: targetSpecs(item.effect).map((spec) => ({
      spec,
      choices: legalTargetChoices(ctx.s, spec, item.controller, item.sourceColors),
    })),
  };
}

/**
 * The controller's answer: one legal choice per target word (603.3d, 601.2c). apply() has already
 * checked that it answers targetDecision's question: `itemId` is the ability awaiting targets and
 * `who` its controller. `targets` is a list of ids, or missing (apply's shape check).
 */
export function chooseTargets(ctx: Ctx, who: PlayerId, itemId: ObjectId, targets: unknown): void {
  const item = ctx.s.stack.find((i) => i.id === itemId)!;
  const specs = targetSpecs(item.effect);
  if (!Array.isArray(targets) || targets.length !== specs.length)
    refuse('choose-targets/wrong-number-of-targets', ['603.3d', '601.2c'], { count: specs.length });
  specs.forEach((spec, i) => {
    const t = (targets as string[])[i];
    if (!isLegalTarget(ctx.s, spec, t, who, item.sourceColors)) {
      refuse(
        'choose-targets/illegal-target',
        beyondRange(ctx.s, t, who) ? ['603.3d', '601.2c', '801.4'] : ['603.3d', '601.2c'],
        { target: t, spec, outOfRange: beyondRange(ctx.s, t, who) },
      );
    }
  });
  item.targets = [...(targets as string[])];
  delete item.awaitingTargets;
  emit(ctx, { type: 'targets-chosen', rules: ['603.3d'], ...itemRef(item), objects: [...item.targets] });
}
