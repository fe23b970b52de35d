// "After this phase, there is an additional combat phase followed by an additional main phase"
// (500.8, 505.1a).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { addPhasesAfterCurrent } from '../../turn/schedule';
import type { EffectOf } from './handler';

export function additionalCombatPhase(ctx: Ctx, item: StackItem, e: EffectOf<'additional combat phase'>): void {
  const s = ctx.s;
  addPhasesAfterCurrent(s.turn, ['combat', 'postcombat main']);
  emit(
    ctx,
    'phases-added',
    ['500.8', '505.1a'],
    'After this phase there is an additional combat phase followed by an additional main phase.',
    '此阶段之后有一个额外的战斗阶段，接着是一个额外的行动阶段。',
  );
}
