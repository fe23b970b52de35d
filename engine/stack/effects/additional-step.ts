// An additional step right after the current one (500.9).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { addStepAfterCurrent } from '../../turn/schedule';
import type { EffectOf } from './handler';

export function additionalStep(ctx: Ctx, _item: StackItem, e: EffectOf<'additional step'>): void {
  const s = ctx.s;
  if (s.turn.step === e.after) {
    addStepAfterCurrent(s.turn, e.step);
    emit(ctx, { type: 'step-added', rules: ['500.9'], step: e.step });
  }
}
