// "After this phase, there is an additional combat phase followed by an additional main phase"
// (500.8, 505.1a).

import { emit, type Ctx } from '../../core/context';
import { addPhasesAfterCurrent } from '../../turn/schedule';

export function additionalCombatPhase(ctx: Ctx): void {
  const s = ctx.s;
  addPhasesAfterCurrent(s.turn, ['combat', 'postcombat main']);
  emit(ctx, { type: 'phases-added', rules: ['500.8', '505.1a'] });
}
