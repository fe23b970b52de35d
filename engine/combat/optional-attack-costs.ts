// Optional costs to attack (508.1g): "As this creature attacks, you may [pay N life / sacrifice
// another creature / tap an untapped creature you control]. If you do, [effect]." The active
// player says which they pay as part of the declaration (508.1g); with any mandatory costs they
// form the total cost, locked in (508.1h), paid in full after the chosen creatures are tapped
// (508.1f, 508.1j) — so an attacker without vigilance can't be tapped for such a cost. A cost
// that can't be paid makes the whole declaration illegal (508.1, 508.1j: no partial payments).

import type { AbilityKey, OptionalAttackCost, StaticAbilityDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { StackItem } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { player } from '../objects/players';
import { cantChangeLife } from '../replacement/cant';
import { carryOutAtOnce } from '../stack/resolve-effects';
import { abilitiesOf, abilityOf, characteristics, colors, isCreature } from '../objects/characteristics';
import { happen } from '../events/happen';

export interface ChosenOptionalCost {
  source: ObjectId;
  ability: AbilityKey;
  choice?: ObjectId;
}

function optionalCostAbility(
  ctx: Ctx,
  source: ObjectId,
  ability: AbilityKey | undefined,
): { index: AbilityKey; def: StaticAbilityDef } | null {
  const list = abilitiesOf(ctx.s, ctx.s.objects[source]); // an attacker: it exists (checked with the declaration)
  const found =
    ability === undefined
      ? list.find((a) => a.def.kind === 'static' && a.def.rule === 'optional attack cost')
      : list.find((a) => a.key === ability);
  const def = found?.def;
  return found && def && def.kind === 'static' && def.rule === 'optional attack cost' && def.cost
    ? { index: found.key, def }
    : null;
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
        (g.ability === undefined || Number.isInteger(g.ability) || typeof g.ability === 'string') &&
        (g.choice === undefined || typeof g.choice === 'string'),
    );
  if (!shaped) refuse('declare-attackers/malformed-optional-costs', ['508.1g']);
  const out: ChosenOptionalCost[] = [];
  for (const g of given as { source: ObjectId; ability?: AbilityKey; choice?: ObjectId }[]) {
    if (!attackers.includes(g.source)) {
      refuse('declare-attackers/optional-cost-not-attacking', ['508.1g'], { object: g.source });
    }
    const found = optionalCostAbility(ctx, g.source, g.ability);
    if (!found) refuse('declare-attackers/not-an-optional-cost', ['508.1g'], { object: g.source });
    if (out.some((x) => x.source === g.source && x.ability === found.index)) {
      refuse('declare-attackers/optional-cost-twice', ['508.1g'], { object: g.source });
    }
    const c: ChosenOptionalCost = { source: g.source, ability: found.index };
    if (g.choice !== undefined) c.choice = g.choice;
    out.push(c);
  }
  return out;
}

/** 508.1j: a chosen optional cost can't be paid; `why` says what is missing (messages/ says it). */
function cannotPay(
  source: ObjectId,
  cost: OptionalAttackCost,
  why: Record<string, string | number>,
  extra: string[] = [],
): never {
  return refuse('declare-attackers/cannot-pay-optional-cost', ['508.1j', ...extra], {
    object: source,
    cost: cost.type,
    ...(cost.type === 'pay life' ? { amount: cost.amount } : {}),
    ...why,
  });
}

/** 508.1h–j: pay each chosen optional cost in full. */
export function payOptionalCosts(ctx: Ctx, who: PlayerId, chosen: ChosenOptionalCost[]): void {
  const s = ctx.s;
  for (const c of chosen) {
    const def = abilityOf(s, s.objects[c.source], c.ability) as StaticAbilityDef;
    const cost = def.cost!;
    const p = player(s, who);
    if (cost.type === 'pay life') {
      // 119.4: a player can pay life only if their life total is at least the payment.
      if (p.life < cost.amount) cannotPay(c.source, cost, { why: 'life', player: p.id, life: p.life }, ['119.4']);
      // 614.17b, 119.8: a player who can't lose life can't pay life (119.4b: 0 life can always be paid).
      if (cost.amount > 0 && cantChangeLife(s, who, 'lose life'))
        cannotPay(c.source, cost, { why: "can't lose life", player: p.id }, ['614.17b', '119.8']);
      happen(ctx, { type: 'life', rules: ['119.4', '508.1j'], player: who, amount: -cost.amount, cause: 'payment' });
    } else {
      const o = c.choice === undefined ? undefined : s.objects[c.choice];
      if (c.choice === undefined) {
        refuse('declare-attackers/optional-cost-needs-choice', ['508.1g'], { object: c.source });
      }
      const mine = !!o && o.zone === 'battlefield' && !o.phasedOut && o.controller === who && isCreature(s, o);
      if (cost.type === 'sacrifice another creature') {
        if (!mine || o!.id === c.source) cannotPay(c.source, cost, { why: 'not another creature', choice: c.choice! });
        happen(ctx, { type: 'sacrifice', rules: ['508.1j', '701.17'], object: o!.id });
      } else {
        if (!mine || o!.tapped) cannotPay(c.source, cost, { why: 'not an untapped creature', choice: c.choice! });
        happen(ctx, { type: 'tap', rules: ['508.1j'], objects: [o!.id], cause: 'attack cost' });
      }
    }
    emit(ctx, {
      type: 'optional-attack-cost-paid',
      rules: ['508.1g', '508.1h', '508.1j'],
      player: who,
      source: c.source,
      ...(c.choice ? { object: c.choice } : {}),
      cost,
    });
  }
}

/** "If you do": what each paid cost does, once every cost to attack is paid (508.1j). */
export function optionalCostEffects(ctx: Ctx, who: PlayerId, chosen: ChosenOptionalCost[]): void {
  const s = ctx.s;
  for (const c of chosen) {
    const def = abilityOf(s, s.objects[c.source], c.ability) as StaticAbilityDef;
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
      ...(def.text ? { text: def.text } : {}),
      sourceColors: [...colors(s, o)],
      sourceName: characteristics(s, o).name,
    };
    carryOutAtOnce(ctx, item);
  }
}
