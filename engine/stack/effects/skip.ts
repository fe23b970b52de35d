// "Skip your next …" (500.10, 614.10): a replacement effect waiting for that step, phase or turn.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function skip(ctx: Ctx, item: StackItem, e: EffectOf<'skip'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you')) {
    s.skips.push({ player: id, what: e.what, name: e.name ?? null });
    emit(ctx, {
      type: 'skip-scheduled',
      rules: ['500.10', '614.10', '614.1b'],
      player: id,
      what: e.what,
      name: e.name ?? null,
    });
  }
}
