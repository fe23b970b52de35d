// "Take an extra turn after this one" (500.7): the most recently created extra turn is taken first.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function extraTurn(ctx: Ctx, item: StackItem, e: EffectOf<'extra turn'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you')) {
    s.extraTurns.unshift(id); // 500.7: the most recently created turn is taken first
    emit(ctx, { type: 'extra-turn-added', rules: ['500.7'], player: id });
  }
}
