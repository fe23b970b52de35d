// Optional costs to attack (508.1g): "As this creature attacks, you may [pay N life / sacrifice
// another creature / tap an untapped creature you control]. If you do, [effect]." The active
// player says which they pay as part of the declaration (508.1g); with any mandatory costs they
// form the total cost, locked in (508.1h), paid in full after the chosen creatures are tapped
// (508.1f, 508.1j) — so an attacker without vigilance can't be tapped for such a cost. A cost
// that can't be paid makes the whole declaration illegal (508.1, 508.1j: no partial payments).

import type { OptionalAttackCost, StaticAbilityDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { StackItem } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { nameEn, nameZh } from '../objects/objects';
import { player } from '../objects/players';
import { sacrifice } from '../objects/zones';
import { resolveEffects } from '../stack/resolve-effects';
import { isCreature } from '../objects/characteristics';

export interface ChosenOptionalCost {
  source: ObjectId;
  ability: number;
  choice?: ObjectId;
}

function optionalCostAbility(
  ctx: Ctx,
  source: ObjectId,
  ability: number | undefined,
): { index: number; def: StaticAbilityDef } | null {
  const list = ctx.s.objects[source]?.card.abilities ?? [];
  const index = ability ?? list.findIndex((a) => a.kind === 'static' && a.rule === 'optional attack cost');
  const def = list[index];
  return def && def.kind === 'static' && def.rule === 'optional attack cost' && def.cost ? { index, def } : null;
}

/** 508.1g: which optional costs the player chose; refused if one isn't an optional cost of a chosen attacker. */
export function chooseOptionalCosts(ctx: Ctx, attackers: ObjectId[], given: unknown): ChosenOptionalCost[] {
  if (given === undefined) return [];
  const shaped =
    Array.isArray(given) &&
    given.every(
      (g) =>
        g &&
        typeof g === 'object' &&
        typeof g.source === 'string' &&
        (g.ability === undefined || Number.isInteger(g.ability)) &&
        (g.choice === undefined || typeof g.choice === 'string'),
    );
  if (!shaped)
    refuse(
      'declare-attackers/malformed-optional-costs',
      ['508.1g'],
      'optionalCosts must be a list of {source, ability?, choice?}',
      'optionalCosts 必须是 {source, ability?, choice?} 的列表',
    );
  const out: ChosenOptionalCost[] = [];
  for (const g of given as { source: ObjectId; ability?: number; choice?: ObjectId }[]) {
    if (!attackers.includes(g.source)) {
      refuse(
        'declare-attackers/optional-cost-not-attacking',
        ['508.1g'],
        `${nameEn(ctx.s, g.source)} isn't a chosen attacker: its optional cost to attack can't be paid.`,
        `${nameZh(ctx.s, g.source)}不是被选择的攻击者：无法支付其攻击的可选费用。`,
      );
    }
    const found = optionalCostAbility(ctx, g.source, g.ability);
    if (!found)
      refuse(
        'declare-attackers/not-an-optional-cost',
        ['508.1g'],
        `${nameEn(ctx.s, g.source)} has no such optional cost to attack.`,
        `${nameZh(ctx.s, g.source)}没有这样的攻击可选费用。`,
      );
    if (out.some((x) => x.source === g.source && x.ability === found.index)) {
      refuse(
        'declare-attackers/optional-cost-twice',
        ['508.1g'],
        `${nameEn(ctx.s, g.source)}'s optional cost is chosen twice.`,
        `${nameZh(ctx.s, g.source)}的可选费用被选择了两次。`,
      );
    }
    const c: ChosenOptionalCost = { source: g.source, ability: found.index };
    if (g.choice !== undefined) c.choice = g.choice;
    out.push(c);
  }
  return out;
}

function describe(cost: OptionalAttackCost): { en: string; zh: string } {
  if (cost.type === 'pay life') return { en: `pay ${cost.amount} life`, zh: `支付 ${cost.amount} 点生命` };
  if (cost.type === 'sacrifice another creature') return { en: 'sacrifice another creature', zh: '牺牲另一个生物' };
  return { en: 'tap an untapped creature you control', zh: '横置一个由你操控且未横置的生物' };
}

function cannotPay(
  ctx: Ctx,
  source: ObjectId,
  cost: OptionalAttackCost,
  whyEn: string,
  whyZh: string,
  extra: string[] = [],
): never {
  const d = describe(cost);
  return refuse(
    'declare-attackers/cannot-pay-optional-cost',
    ['508.1j', ...extra],
    `The optional cost of ${nameEn(ctx.s, source)} (${d.en}) can't be paid: ${whyEn}; partial payments are not allowed.`,
    `${nameZh(ctx.s, source)}的可选费用（${d.zh}）无法支付：${whyZh}；不能只支付部分费用。`,
  );
}

/** 508.1h–j: pay each chosen optional cost in full. */
export function payOptionalCosts(ctx: Ctx, who: PlayerId, chosen: ChosenOptionalCost[]): void {
  const s = ctx.s;
  for (const c of chosen) {
    const def = s.objects[c.source].card.abilities![c.ability] as StaticAbilityDef;
    const cost = def.cost!;
    const p = player(s, who);
    if (cost.type === 'pay life') {
      // 119.4: a player can pay life only if their life total is at least the payment.
      if (p.life < cost.amount)
        cannotPay(
          ctx,
          c.source,
          cost,
          `${p.name} has only ${p.life} life`,
          `${p.nameZh ?? p.name}只有 ${p.life} 点生命`,
          ['119.4'],
        );
      p.life -= cost.amount;
      emit(
        ctx,
        'life-lost',
        ['119.4', '508.1j'],
        `${p.name} pays ${cost.amount} life (${p.life}).`,
        `${p.nameZh ?? p.name}支付 ${cost.amount} 点生命（${p.life}）。`,
        { player: who, amount: cost.amount },
      );
    } else {
      const o = c.choice === undefined ? undefined : s.objects[c.choice];
      if (c.choice === undefined) {
        refuse(
          'declare-attackers/optional-cost-needs-choice',
          ['508.1g'],
          `Say which creature pays the optional cost of ${nameEn(s, c.source)}.`,
          `须指明以哪个生物支付${nameZh(s, c.source)}的可选费用。`,
        );
      }
      const mine = !!o && o.zone === 'battlefield' && !o.phasedOut && o.controller === who && isCreature(o);
      if (cost.type === 'sacrifice another creature') {
        if (!mine || o!.id === c.source)
          cannotPay(
            ctx,
            c.source,
            cost,
            `${nameEn(s, c.choice)} isn't another creature you control`,
            `${nameZh(s, c.choice)}不是由你操控的另一个生物`,
          );
        sacrifice(ctx, o!.id, ['508.1j', '701.17']);
      } else {
        if (!mine || o!.tapped)
          cannotPay(
            ctx,
            c.source,
            cost,
            `${nameEn(s, c.choice)} isn't an untapped creature you control`,
            `${nameZh(s, c.choice)}不是由你操控且未横置的生物`,
          );
        o!.tapped = true;
        emit(
          ctx,
          'tapped',
          ['508.1j'],
          `${nameEn(s, o!.id)} becomes tapped to pay a cost to attack.`,
          `${nameZh(s, o!.id)}被横置以支付攻击的费用。`,
          { object: o!.id },
        );
      }
    }
    const paid =
      cost.type === 'pay life'
        ? { en: `${cost.amount} life`, zh: `${cost.amount} 点生命` }
        : cost.type === 'sacrifice another creature'
          ? { en: `sacrificing ${nameEn(s, c.choice!)}`, zh: `牺牲${nameZh(s, c.choice!)}` }
          : { en: `tapping ${nameEn(s, c.choice!)}`, zh: `横置${nameZh(s, c.choice!)}` };
    emit(
      ctx,
      'optional-attack-cost-paid',
      ['508.1g', '508.1h', '508.1j'],
      `${p.name} pays the optional cost to attack with ${nameEn(s, c.source)}: ${paid.en}.`,
      `${p.nameZh ?? p.name}支付以${nameZh(s, c.source)}攻击的可选费用：${paid.zh}。`,
      { player: who, source: c.source, ...(c.choice ? { object: c.choice } : {}) },
    );
  }
}

/** "If you do": what each paid cost does, once every cost to attack is paid (508.1j). */
export function optionalCostEffects(ctx: Ctx, who: PlayerId, chosen: ChosenOptionalCost[]): void {
  const s = ctx.s;
  for (const c of chosen) {
    const def = s.objects[c.source].card.abilities![c.ability] as StaticAbilityDef;
    if (!def.effect || s.objects[c.source].zone !== 'battlefield') continue;
    const o = s.objects[c.source];
    const item: StackItem = {
      id: c.source,
      kind: 'triggered ability',
      controller: who,
      source: c.source,
      ability: c.ability,
      effect: def.effect,
      targets: [],
      related: c.source,
      relatedPlayer: null,
      text: def.text ?? { en: '', zh: '' },
      sourceColors: [...o.card.colors],
      sourceName: o.card.name,
    };
    resolveEffects(ctx, item);
  }
}
