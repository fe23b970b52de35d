// "Tap / untap …" (701.21); an untapped permanent that untaps triggers "becomes untapped" (603.2f);
// a tapped creature stays in combat (506.4b).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { fireTriggers } from '../../triggers/fire';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function tapOrUntap(ctx: Ctx, item: StackItem, e: EffectOf<'tap' | 'untap'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(s, id)) continue;
    const was = s.objects[id].tapped;
    s.objects[id].tapped = e.type === 'tap';
    if (was && e.type === 'untap') fireTriggers(ctx, { event: 'becomes untapped', permanent: id });
    const inCombat =
      !!s.combat &&
      (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
    if (inCombat) emit(ctx, { type: 'still-in-combat', rules: ['506.4b'], object: id, reason: 'tapped' });
    emit(
      ctx,
      e.type === 'tap'
        ? { type: 'tapped', rules: ['701.21'], object: id, cause: 'effect' }
        : { type: 'untapped', rules: ['701.21'], object: id },
    );
  }
}
