// Playing a land (305.1, 505.6b): a special action, in your main phase with an empty stack, once
// a turn — from the hand, or from the top of the library while an effect allows it ("You may play
// lands from the top of your library").

import { type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { happen } from '../events/happen';
import type { GameState } from '../core/state';
import { abilitiesOf, hasType } from '../objects/characteristics';
import { player } from '../objects/players';
import { teamTurns } from '../variants/variant';
import { sorceryTiming } from './checks';

/** The permanent whose static ability lets `who` play lands from the top of their library, if any. */
export function landsFromTopOfLibrary(s: GameState, who: PlayerId): ObjectId | null {
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.controller !== who || o.phasedOut) continue;
    if (
      abilitiesOf(s, o).some(
        ({ def }) => def.kind === 'static' && def.rule === 'play lands from the top of your library',
      )
    )
      return id;
  }
  return null;
}

export function playLand(ctx: Ctx, who: PlayerId, card: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[card];
  // 305.1: from the hand; or the top card of the library, while an effect allows it.
  const permission = o && o.zone === 'library' && o.owner === who ? landsFromTopOfLibrary(s, who) : null;
  if (permission && player(s, who).library[0] !== card)
    refuse('play-land/not-top-of-library', ['305.1'], { object: card, source: permission });
  if (!o || (o.zone !== 'hand' && !permission) || o.owner !== who)
    refuse('play-land/not-in-hand', ['305.1'], { object: card });
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
