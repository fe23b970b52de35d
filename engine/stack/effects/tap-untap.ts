// "Tap / untap …" (701.21); an untapped permanent that untaps triggers "becomes untapped" (603.2f);
// a tapped creature stays in combat (506.4b).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { isPlayer } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function tapOrUntap(ctx: Ctx, item: StackItem, e: EffectOf<'tap' | 'untap'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(s, id)) continue;
    const inCombat =
      !!s.combat &&
      (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
    if (inCombat) emit(ctx, { type: 'still-in-combat', rules: ['506.4b'], object: id, reason: 'tapped' });
    happen(
      ctx,
      e.type === 'tap'
        ? { type: 'tap', rules: ['701.21'], objects: [id], cause: 'effect' }
        : { type: 'untap', rules: ['701.21'], objects: [id] },
    );
  }
}
