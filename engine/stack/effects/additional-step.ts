// An additional step right after the current one (500.9).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { STEP_ZH } from '../../messages/names';
import { addStepAfterCurrent } from '../../turn/schedule';
import type { EffectOf } from './handler';

export function additionalStep(ctx: Ctx, item: StackItem, e: EffectOf<'additional step'>): void {
  const s = ctx.s;
  if (s.turn.step === e.after) {
    addStepAfterCurrent(s.turn, e.step);
    emit(
      ctx,
      'step-added',
      ['500.9'],
      `An additional ${e.step} step follows this step.`,
      `此步骤之后有一个额外的${STEP_ZH[e.step]}。`,
      { step: e.step },
    );
  }
}
