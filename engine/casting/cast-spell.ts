// Casting a spell (601.2): checked in full before anything changes; a failed check refuses the
// action and the game returns to the moment before (601.2e, 730).

import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { isType } from '../objects/characteristics';
import { nameEn, nameZh } from '../objects/objects';
import { player } from '../objects/players';
import { moveObject } from '../objects/zones';
import { timingAllows } from '../turn/timing-restrictions';
import { checkTargets, payMana, sorceryTiming } from './checks';
import { effectList } from './targets';

export function castSpell(ctx: Ctx, who: PlayerId, card: ObjectId, targets: unknown): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who)
    refuse('cast-spell/not-in-hand', ['601.2a'], `${card} is not a card in your hand.`, `${card} 不是你手牌中的牌。`);
  if (isType(o, 'Land'))
    refuse('cast-spell/land', ['305.9'], 'A land is played, not cast (505.6b).', '地是使用而非施放的（505.6b）。');
  if (!isType(o, 'Instant') && !sorceryTiming(ctx, who)) {
    refuse(
      'cast-spell/timing',
      ['505.6a', '307.1', '601.3'],
      `${o.card.name} can be cast only in your main phase while the stack is empty.`,
      `${o.card.nameZh ?? o.card.name}只能在你的行动阶段且堆叠为空时施放。`,
    );
  }
  const when = timingAllows(s, o.card.castOnly);
  if (!when.ok)
    refuse(
      'cast-spell/timing-restriction',
      [...when.rules, '601.3'],
      `${o.card.name} may be cast ${when.en}.`,
      `${o.card.nameZh ?? o.card.name}${when.zh}施放。`,
    );
  const effect = o.card.spell ?? [];
  const ts = checkTargets(ctx, effect, targets, who, o.card.colors, 'cast-spell');
  const pool = o.card.manaCost ? payMana(ctx, who, o.card.manaCost, 'cast-spell', '601.2h') : null;
  if (pool) player(s, who).manaPool = pool;
  moveObject(ctx, card, 'stack', ['601.2a'], { quiet: true });
  o.controller = who;
  s.stack.push({
    id: card,
    kind: 'spell',
    controller: who,
    source: card,
    ability: null,
    effect,
    targets: ts,
    related: null,
    relatedPlayer: null,
    text: o.card.text ?? { en: o.card.name, zh: o.card.nameZh ?? o.card.name },
    sourceColors: [...o.card.colors],
    sourceName: o.card.name,
  });
  player(s, who).spellsCastThisTurn += 1;
  // 601.2a: the card is now the topmost object of the stack, controlled by its caster; 605.5b: a
  // spell that adds mana is still cast and resolves like any other spell.
  const castRules = [
    '601.2',
    '601.2a',
    '601.2i',
    ...(effectList(effect).some((e) => e.type === 'add mana') ? ['605.5', '605.5b'] : []),
  ];
  emit(
    ctx,
    'spell-cast',
    castRules,
    `${player(s, who).name} casts ${o.card.name}${ts.length ? ` targeting ${ts.map((t) => nameEn(s, t)).join(', ')}` : ''}.`,
    `${player(s, who).nameZh ?? player(s, who).name}施放${o.card.nameZh ?? o.card.name}${ts.length ? `，目标为${ts.map((t) => nameZh(s, t)).join('、')}` : ''}。`,
    { player: who, object: card, objects: ts },
  );
}
