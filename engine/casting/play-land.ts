// Playing a land (305.1, 505.6b): a special action, in your main phase with an empty stack, once
// a turn.

import { type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { happen } from '../events/happen';
import { hasType } from '../objects/characteristics';
import { player } from '../objects/players';
import { teamTurns } from '../variants/variant';
import { sorceryTiming } from './checks';

export function playLand(ctx: Ctx, who: PlayerId, card: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who) refuse('play-land/not-in-hand', ['305.1'], { object: card });
  if (!hasType(s, o, 'Land')) refuse('play-land/not-a-land', ['305.1'], { object: card });
  if (!sorceryTiming(ctx, who)) refuse('play-land/timing', ['505.6b']);
  if (player(s, who).landsPlayedThisTurn >= 1) refuse('play-land/one-per-turn', ['505.6b', '305.2']);
  o.controller = who;
  player(s, who).landsPlayedThisTurn += 1;
  happen(ctx, {
    type: 'move',
    rules: teamTurns(s) ? ['505.6b', '305.1', '805.4c'] : ['505.6b', '305.1'],
    object: card,
    to: 'battlefield',
    as: 'land-played',
  });
}
