// "Skip your next …" (500.10, 614.10): a replacement effect waiting for that step, phase or turn.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import type { PhaseName, StepName } from '../../core/vocabulary';
import { PHASE_ZH, STEP_ZH } from '../../messages/names';
import { player } from '../../objects/players';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function skip(ctx: Ctx, item: StackItem, e: EffectOf<'skip'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you')) {
    s.skips.push({ player: id, what: e.what, name: e.name ?? null });
    emit(
      ctx,
      'skip-scheduled',
      ['500.10', '614.10', '614.1b'],
      `${player(s, id).name} will skip their next ${e.name ?? ''} ${e.what}.`,
      `${player(s, id).nameZh ?? player(s, id).name}将略过其下一个${e.what === 'turn' ? '回合' : e.what === 'phase' ? (e.name ? (PHASE_ZH[e.name as PhaseName] ?? '阶段') : '阶段') : e.name ? (STEP_ZH[e.name as StepName] ?? '步骤') : '步骤'}。`,
      { player: id },
    );
  }
}
