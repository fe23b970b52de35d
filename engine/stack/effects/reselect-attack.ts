// "… attacks [another player or planeswalker] instead" (508.7): its controller reselects what it
// attacks — the resolution pauses for it.

import { reselectChoices } from '../../combat/reselect-attack';
import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function reselectAttackEffect(ctx: Ctx, item: StackItem, e: EffectOf<'reselect attack'>, index: number): Paused {
  const s = ctx.s;
  const [attacker] = refer(ctx, item, e.target, 'this');
  if (attacker && s.combat?.attackers.some((a) => a.attacker === attacker) && reselectChoices(s, attacker).length > 0) {
    s.resolving = { item, next: index + 1, discards: [], reselect: { attacker, chooser: item.controller } };
    return PAUSED;
  }
}
