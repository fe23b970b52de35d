// Playing a land (305.1, 505.6b): a special action, in your main phase with an empty stack, once
// a turn.

import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { isType } from '../objects/characteristics';
import { player } from '../objects/players';
import { moveObject } from '../objects/zones';
import { teamTurns } from '../variants/variant';
import { sorceryTiming } from './checks';

export function playLand(ctx: Ctx, who: PlayerId, card: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who)
    refuse('play-land/not-in-hand', ['305.1'], `${card} is not a card in your hand.`, `${card} 不是你手牌中的牌。`);
  if (!isType(o, 'Land'))
    refuse(
      'play-land/not-a-land',
      ['305.1'],
      `${o.card.name} is not a land.`,
      `${o.card.nameZh ?? o.card.name}不是地。`,
    );
  if (!sorceryTiming(ctx, who))
    refuse(
      'play-land/timing',
      ['505.6b'],
      'A land can be played only in your main phase while the stack is empty.',
      '只能在你的行动阶段且堆叠为空时使用地。',
    );
  if (player(s, who).landsPlayedThisTurn >= 1)
    refuse(
      'play-land/one-per-turn',
      ['505.6b', '305.2'],
      "You've already played a land this turn.",
      '你本回合已经使用过地。',
    );
  moveObject(ctx, card, 'battlefield', ['505.6b'], { quiet: true });
  o.controller = who;
  player(s, who).landsPlayedThisTurn += 1;
  emit(
    ctx,
    'land-played',
    teamTurns(s) ? ['505.6b', '305.1', '805.4c'] : ['505.6b', '305.1'],
    `${player(s, who).name} plays ${o.card.name}.`,
    `${player(s, who).nameZh ?? player(s, who).name}使用${o.card.nameZh ?? o.card.name}。`,
    { player: who, object: card, from: 'hand', to: 'battlefield' },
  );
}
