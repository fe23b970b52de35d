// Casting a spell (601.2): checked in full before anything changes; a failed check refuses the
// action and the game returns to the moment before (601.2e, 730).

import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { isType } from '../objects/characteristics';
import { player } from '../objects/players';
import { moveObject } from '../objects/zones';
import { timingAllows } from '../turn/timing-restrictions';
import { checkTargets, payMana, sorceryTiming } from './checks';
import { effectList } from './targets';

export function castSpell(ctx: Ctx, who: PlayerId, card: ObjectId, targets: unknown): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who) refuse('cast-spell/not-in-hand', ['601.2a'], { object: card });
  if (isType(o, 'Land')) refuse('cast-spell/land', ['305.9']);
  if (!isType(o, 'Instant') && !sorceryTiming(ctx, who)) {
    refuse('cast-spell/timing', ['505.6a', '307.1', '601.3'], { object: card });
  }
  const when = timingAllows(s, o.card.castOnly);
  if (!when.ok) refuse('cast-spell/timing-restriction', [...when.rules, '601.3'], { object: card, when: when.when });
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
    ...(o.card.text ? { text: o.card.text } : {}),
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
  emit(ctx, { type: 'spell-cast', rules: castRules, player: who, object: card, objects: ts });
}
