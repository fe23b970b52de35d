// "Return all creature cards [with power 2 or less] from your graveyard to the battlefield": they enter the battlefield at
// the same time (replacement effects modifying how each enters apply to each, 614.12, checking it
// as it would exist on the battlefield; 614.13a: none may choose another of them).

import type { Ctx } from '../../core/context';
import type { RulesEvent } from '../../core/rules-events';
import type { StackItem } from '../../core/state';
import { happenTogether } from '../../events/happen';
import { hasType, power } from '../../objects/characteristics';
import { player } from '../../objects/players';
import type { EffectOf } from './handler';

export function returnToBattlefield(ctx: Ctx, item: StackItem, e: EffectOf<'return to the battlefield'>): void {
  const s = ctx.s;
  const small = e.what === 'all creature cards with power 2 or less from your graveyard';
  const cards = player(s, item.controller).graveyard.filter(
    (id) => hasType(s, s.objects[id], 'Creature') && (!small || power(s, s.objects[id]) <= 2),
  );
  const moves: RulesEvent[] = cards.map((object) => ({ type: 'move', rules: ['608.2c'], object, to: 'battlefield' }));
  happenTogether(ctx, moves);
}
