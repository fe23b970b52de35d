// Attractions (505.5, 701.49): an Attraction is an artifact with some of the numbers 1–6 lit up and
// a "Visit — …" triggered ability. Rolling to visit is one six-sided die roll (706) with the game's
// seeded PRNG, so a replay rolls the same; every Attraction of the player with that number lit up
// is visited and its visit ability triggers (on the stack when a player next would get priority).

import { emit, type Ctx } from '../core/context';
import { nextRandom } from '../core/random';
import { happen } from '../events/happen';
import { characteristics, subtypesOf } from '../objects/characteristics';

/** 505.5: third in the precombat main phase, if the active player controls an Attraction, they roll to visit. */
export function rollToVisitAttractions(ctx: Ctx): void {
  const s = ctx.s;
  const ap = s.turn.activePlayer;
  const attractions = s.battlefield.filter((id) => {
    const o = s.objects[id];
    return o.controller === ap && !o.phasedOut && subtypesOf(s, o).includes('Attraction');
  });
  if (attractions.length === 0) return;
  const roll = 1 + Math.floor(nextRandom(s) * 6);
  emit(ctx, { type: 'rolled-to-visit', rules: ['505.5', '701.49', '706'], player: ap, amount: roll });
  for (const id of attractions) {
    const o = s.objects[id];
    if (!(characteristics(s, o).litUp ?? []).includes(roll)) continue;
    emit(ctx, { type: 'attraction-visited', rules: ['701.49'], object: id, amount: roll });
    happen(ctx, { type: 'visit', rules: ['505.5', '701.49'], object: id });
  }
}
