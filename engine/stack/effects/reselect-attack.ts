// "… attacks [another player or planeswalker] instead" (508.7): its controller reselects what it
// attacks — the resolution pauses for it.

import { reselectChoice, reselectChoices } from '../../combat/reselect-attack';
import type { Ctx } from '../../core/context';
import { ask } from '../../core/frames';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function reselectAttackEffect(ctx: Ctx, item: StackItem, e: EffectOf<'reselect attack'>): Paused {
  const s = ctx.s;
  const [attacker] = refer(ctx, item, e.target, 'this');
  if (attacker && s.combat?.attackers.some((a) => a.attacker === attacker) && reselectChoices(s, attacker).length > 0) {
    ask(ctx, reselectChoice(s, attacker, item.controller));
    return PAUSED;
  }
}
