// "[Players / target player] can't gain (lose) life this turn" (614.17): a "can't" effect of the
// resolving spell or ability (611.2) that lasts until end of turn. It is no replacement effect: it
// applies to events from now on and changes nothing that has already happened (614.17a).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer, newId } from '../../objects/objects';
import { inGame } from '../../objects/players';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function cant(ctx: Ctx, item: StackItem, e: EffectOf<"can't">): void {
  const s = ctx.s;
  // Without a target word: every player in the game.
  const players =
    e.target === undefined
      ? s.players.filter(inGame).map((p) => p.id)
      : refer(ctx, item, e.target, 'you').filter((id) => isPlayer(s, id));
  if (players.length === 0) return;
  s.timestamp += 1;
  for (const player of players)
    (s.cants ??= []).push({
      id: newId(s, 'c'),
      cant: e.cant,
      player,
      source: item.source,
      timestamp: s.timestamp,
      duration: 'end of turn',
    });
  emit(ctx, {
    type: 'cant-effect',
    rules: ['614.17', '614.17a', e.cant === 'gain life' ? '119.7' : '119.8', '611.2'],
    object: item.source,
    objects: players,
    cant: e.cant,
  });
}
