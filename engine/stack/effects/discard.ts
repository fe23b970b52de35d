// "Discard N cards" (701.8): with more cards than that in hand the player chooses — the resolution
// pauses for it (608.2d); with fewer, the whole hand (609.3); or at random.

import type { Ctx } from '../../core/context';
import { ask } from '../../core/frames';
import { nextRandom } from '../../core/random';
import type { StackItem } from '../../core/state';
import type { ObjectId, PlayerId } from '../../core/vocabulary';
import { happen } from '../../events/happen';
import { isPlayer } from '../../objects/objects';
import { player } from '../../objects/players';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function discardEffect(ctx: Ctx, item: StackItem, e: EffectOf<'discard'>): Paused {
  const s = ctx.s;
  const discards: { player: string; count: number }[] = [];
  for (const id of refer(ctx, item, e.target, 'you')) {
    if (!isPlayer(s, id)) continue;
    const hand = player(s, id).hand;
    if (e.atRandom) happen(ctx, { type: 'discard', rules: ['701.8'], player: id, cards: atRandom(ctx, id, e.count) });
    else if (hand.length <= e.count)
      // Nothing to choose; 609.3: fewer cards, as many as possible.
      happen(ctx, {
        type: 'discard',
        rules: hand.length < e.count ? ['701.8', '609.3'] : ['701.8'],
        player: id,
        cards: [...hand],
      });
    else discards.push({ player: id, count: e.count });
  }
  if (discards.length > 0) {
    // 608.2d: each player chooses; the first one asked is on top of the questions.
    for (const d of [...discards].reverse()) {
      ask(ctx, {
        player: d.player,
        kind: 'choose-discard',
        rules: ['701.8', '608.2d'],
        count: d.count,
        candidates: [...player(s, d.player).hand],
        object: item.id,
        source: item.source,
      });
    }
    return PAUSED;
  }
}

/** "Discard N cards at random": chosen with the game's seeded PRNG, so a replay discards the same. */
function atRandom(ctx: Ctx, who: PlayerId, n: number): ObjectId[] {
  const p = player(ctx.s, who);
  const picked: ObjectId[] = [];
  for (let i = 0; i < n && p.hand.length > picked.length; i++) {
    const left = p.hand.filter((id) => !picked.includes(id));
    picked.push(left[Math.floor(nextRandom(ctx.s) * left.length)]);
  }
  return picked;
}
