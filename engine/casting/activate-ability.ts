// Activating an ability (602.2): the same checks and payments as casting a spell; a mana ability
// doesn't use the stack and resolves at once (605.3b).

import type { CostDef, EffectDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { StackItem } from '../core/state';
import type { ManaPool, ObjectId, PlayerId } from '../core/vocabulary';
import { colors, isCreature } from '../objects/characteristics';
import { nameEn, nameZh, newId } from '../objects/objects';
import { player } from '../objects/players';
import { discard, sacrifice } from '../objects/zones';
import { resolveEffects } from '../stack/resolve-effects';
import { timingAllows } from '../turn/timing-restrictions';
import { checkTargets, payMana } from './checks';
import { effectList, targetSpecs } from './targets';

export function isManaAbility(effect: EffectDef | EffectDef[]): boolean {
  const list = effectList(effect);
  return (
    targetSpecs(effect).length === 0 &&
    list.some((e) => e.type === 'add mana') &&
    list.every((e) => e.type === 'add mana')
  );
}

export function activateAbility(
  ctx: Ctx,
  who: PlayerId,
  source: ObjectId,
  index: number,
  targets: unknown,
  discards?: unknown,
): void {
  const s = ctx.s;
  const o = s.objects[source];
  if (!o || o.zone !== 'battlefield' || o.phasedOut)
    refuse(
      'activate-ability/no-source',
      ['602.2'],
      `${source} is not a permanent on the battlefield.`,
      `${source} 不是战场上的永久物。`,
    );
  if (o.controller !== who)
    refuse(
      'activate-ability/not-controller',
      ['602.2'],
      `Only ${o.card.name}'s controller can activate its abilities.`,
      `只有${o.card.nameZh ?? o.card.name}的操控者能起动其异能。`,
    );
  const ab = o.card.abilities?.[index];
  // 602.1c: only an activated ability can be activated (a triggered or static one never is).
  if (ab && ab.kind !== 'activated')
    refuse(
      'activate-ability/not-activated',
      ['602.1c'],
      `${o.card.name}'s ability #${index} is a ${ab.kind} ability: only activated abilities can be activated.`,
      `${o.card.nameZh ?? o.card.name}的第 ${index} 个异能是${ab.kind === 'triggered' ? '触发式' : '静止式'}异能：只有起动式异能能被起动。`,
    );
  if (!ab)
    refuse(
      'activate-ability/no-such-ability',
      ['602.1c'],
      `${o.card.name} has no activated ability #${index}.`,
      `${o.card.nameZh ?? o.card.name}没有第 ${index} 个起动式异能。`,
    );
  const when = timingAllows(s, ab.activateOnly);
  if (!when.ok)
    refuse(
      'activate-ability/timing-restriction',
      [...when.rules, '506.7g', '602.1b', '602.5'],
      `This ability may be activated ${when.en}.`,
      `此异能${when.zh}起动。`,
    );
  const srcColors = colors(s, o);
  const ts = checkTargets(ctx, ab.effect, targets, who, srcColors, 'activate-ability');
  // 602.2b / 601.2h: determine and pay the total cost; partial payments are not allowed.
  let pool: ManaPool | null = null;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      if (o.tapped)
        refuse(
          'activate-ability/already-tapped',
          ['602.2b', '601.2h'],
          `${o.card.name} is already tapped.`,
          `${o.card.nameZh ?? o.card.name}已横置。`,
        );
      if (isCreature(o) && o.summoningSick && !(o.card.keywords ?? []).includes('haste')) {
        refuse(
          'activate-ability/summoning-sick',
          ['302.6', '602.5a'],
          `${o.card.name} hasn't been under your control since your most recent turn began; it can't pay {T}.`,
          `${o.card.nameZh ?? o.card.name}并非自你最近一个回合开始时便受你操控；不能支付{T}。`,
        );
      }
    }
    if (c.type === 'mana') pool = payMana(ctx, who, c.mana, 'activate-ability', '602.2b');
    if (c.type === 'discard') {
      const hand = player(s, who).hand;
      const chosen = discards === undefined && hand.length === c.count ? [...hand] : discards;
      if (
        !Array.isArray(chosen) ||
        chosen.length !== c.count ||
        new Set(chosen).size !== chosen.length ||
        chosen.some((x) => !hand.includes(x) || x === source)
      ) {
        refuse(
          'activate-ability/choose-discards',
          ['602.2b', '601.2h'],
          `Name exactly ${c.count} card(s) from your hand to discard as the cost (discards).`,
          `须用 discards 恰好指定 ${c.count} 张手牌作为费用弃掉。`,
        );
      }
      discards = chosen;
    }
  }
  const mana = isManaAbility(ab.effect);
  const item: StackItem = {
    id: newId(s, 'ab'),
    kind: 'activated ability',
    controller: who,
    source,
    ability: index,
    effect: ab.effect,
    targets: ts,
    related: null,
    relatedPlayer: null,
    text: ab.text ?? { en: `${o.card.name}'s ability`, zh: `${o.card.nameZh ?? o.card.name}的异能` },
    sourceColors: srcColors,
    sourceName: o.card.name,
  };
  if (pool) player(s, who).manaPool = pool;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      o.tapped = true;
      emit(
        ctx,
        'tapped',
        ['602.2b'],
        `${o.card.name} is tapped to pay a cost.`,
        `横置${o.card.nameZh ?? o.card.name}以支付费用。`,
        { object: source },
      );
    }
    if (c.type === 'sacrifice this') sacrifice(ctx, source, ['602.2b', '701.17']);
    if (c.type === 'discard') discard(ctx, who, [...(discards as string[])], ['602.2b', '701.8']);
  }
  if (mana) {
    // 605.3: activated like any other ability (the checks and costs above), except that it
    // doesn't use the stack (605.3b).
    emit(
      ctx,
      'mana-ability-activated',
      ['605.3', '605.3b', '602.1a'],
      `${player(s, who).name} activates ${o.card.name}'s mana ability.`,
      `${player(s, who).nameZh ?? player(s, who).name}起动${o.card.nameZh ?? o.card.name}的法术力异能。`,
      { player: who, source },
    );
    resolveEffects(ctx, item); // 605.3b: resolves immediately, doesn't use the stack
    return;
  }
  s.stack.push(item);
  // 602.2a: a new non-card object on top of the stack, with the ability's text, controlled by the
  // activator, who paid the activation cost (602.1a); 605.5a: with a target it is no mana ability.
  const targetedMana = ts.length > 0 && effectList(ab.effect).some((e) => e.type === 'add mana');
  emit(
    ctx,
    'ability-activated',
    ['602.2', '602.2a', '602.1a', ...(targetedMana ? ['605.5', '605.5a'] : [])],
    `${player(s, who).name} activates ${o.card.name}'s ability${ts.length ? ` targeting ${ts.map((t) => nameEn(s, t)).join(', ')}` : ''}.`,
    `${player(s, who).nameZh ?? player(s, who).name}起动${o.card.nameZh ?? o.card.name}的异能${ts.length ? `，目标为${ts.map((t) => nameZh(s, t)).join('、')}` : ''}。`,
    { player: who, source, object: item.id, objects: ts },
  );
}
