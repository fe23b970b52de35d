// "Discard N cards" (701.8): with more cards than that in hand the player chooses — the resolution
// pauses for it (608.2d); with fewer, the whole hand (609.3); or at random.

import type { Ctx } from '../../core/context';
import { ask } from '../../core/frames';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { player } from '../../objects/players';
import { discard, discardAtRandom } from '../../objects/zones';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function discardEffect(ctx: Ctx, item: StackItem, e: EffectOf<'discard'>, index: number): Paused {
  const s = ctx.s;
  const discards: { player: string; count: number }[] = [];
  for (const id of refer(ctx, item, e.target, 'you')) {
    if (!isPlayer(s, id)) continue;
    const hand = player(s, id).hand;
    if (e.atRandom) discardAtRandom(ctx, id, e.count);
    else if (hand.length <= e.count)
      discard(ctx, id, [...hand], hand.length < e.count ? ['701.8', '609.3'] : ['701.8']); // nothing to choose; 609.3: fewer cards, as many as possible
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
