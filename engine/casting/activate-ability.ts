// Activating an ability (602.2), step by step (casting/casting-steps.ts): the same checks and
// payments as casting a spell; a mana ability doesn't use the stack and resolves at once (605.3b).

import type { CostDef, EffectDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { ManaPool } from '../core/vocabulary';
import { happen } from '../events/happen';
import { abilityOf, characteristics, colors, hasKeyword, isCreature } from '../objects/characteristics';
import { newId } from '../objects/objects';
import { player } from '../objects/players';
import { carryOutAtOnce } from '../stack/resolve-effects';
import { timingAllows } from '../turn/timing-restrictions';
import { type CastingFrame, type CastingSteps, itemOf } from './casting-steps';
import { checkTargets, payMana } from './checks';
import { effectList, targetSpecs } from './targets';

/**
 * 605.1a: an activated ability is a mana ability if it doesn't require a target and could add mana
 * as it resolves (this engine has no loyalty abilities). Setup refuses a mana ability that does more
 * than add mana (setup/card-check.ts), so one resolving at once (605.3b) never stops to ask.
 */
export function isManaAbility(effect: EffectDef | EffectDef[]): boolean {
  return targetSpecs(effect).length === 0 && effectList(effect).some((e) => e.type === 'add mana');
}

/** The activated ability a frame is activating (the announce step checked it exists). */
function activatedAbility(ctx: Ctx, f: CastingFrame) {
  const ab = abilityOf(ctx.s, ctx.s.objects[f.object], f.ability!)!;
  if (ab.kind !== 'activated') throw new Error('engine bug: activating an ability that is not an activated one');
  return ab;
}

/** 602.2b / 601.2f–h: the total cost, checked in the order it is written; returns the mana pool once paid. */
function checkCosts(ctx: Ctx, f: CastingFrame): ManaPool | null {
  const s = ctx.s;
  const o = s.objects[f.object];
  let pool: ManaPool | null = null;
  for (const c of activatedAbility(ctx, f).cost as CostDef[]) {
    if (c.type === 'tap') {
      if (o.tapped) refuse('activate-ability/already-tapped', ['602.2b', '601.2h'], { object: f.object });
      // 302.6: a creature — as it is now: granted haste counts, and so does having become a creature.
      if (isCreature(s, o) && o.summoningSick && !hasKeyword(s, o, 'haste')) {
        refuse('activate-ability/summoning-sick', ['302.6', '602.5a'], { object: f.object });
      }
    }
    if (c.type === 'mana') pool = payMana(ctx, f.player, c.mana, 'activate-ability', '602.2b');
    if (c.type === 'discard') {
      const hand = player(s, f.player).hand;
      // With exactly as many cards in hand as the cost asks for, there is nothing to choose.
      const chosen = f.discards === undefined && hand.length === c.count ? [...hand] : f.discards;
      if (
        !Array.isArray(chosen) ||
        chosen.length !== c.count ||
        new Set(chosen).size !== chosen.length ||
        chosen.some((x) => !hand.includes(x))
      ) {
        refuse('activate-ability/choose-discards', ['602.2b', '601.2h'], { count: c.count });
      }
      f.discards = chosen;
    }
  }
  return pool;
}

export const ACTIVATING_AN_ABILITY: CastingSteps = {
  announce(ctx, f) {
    const s = ctx.s;
    const source = f.object;
    const index = f.ability!;
    const o = s.objects[source];
    if (!o || o.zone !== 'battlefield' || o.phasedOut)
      refuse('activate-ability/no-source', ['602.2'], { object: source });
    if (o.controller !== f.player) refuse('activate-ability/not-controller', ['602.2'], { object: source });
    const ab = abilityOf(s, o, index);
    // 602.1c: only an activated ability can be activated (a triggered or static one never is).
    if (ab && ab.kind !== 'activated')
      refuse('activate-ability/not-activated', ['602.1c'], { object: source, index, kind: ab.kind });
    if (!ab) refuse('activate-ability/no-such-ability', ['602.1c'], { object: source, index });
    // 602.5: a restriction on when the ability may be activated.
    const when = timingAllows(s, ab.activateOnly);
    if (!when.ok)
      refuse('activate-ability/timing-restriction', [...when.rules, '506.7g', '602.1b', '602.5'], {
        when: when.when,
      });
    // 602.2a: a new object, with the ability's text, controlled by the activator.
    f.item = {
      id: newId(s, 'ab'),
      kind: 'activated ability',
      controller: f.player,
      source,
      ability: index,
      effect: ab.effect,
      targets: [],
      related: null,
      relatedPlayer: null,
      ...(ab.text ? { text: ab.text } : {}),
      sourceColors: colors(s, o),
      sourceName: characteristics(s, o).name,
    };
  },
  targets(ctx, f) {
    // 601.2c (602.2b): the targets, chosen when the player announced the activation.
    const item = itemOf(f);
    item.targets = checkTargets(ctx, item.effect, f.targets, f.player, item.sourceColors, 'activate-ability');
  },
  'total cost'(ctx, f) {
    checkCosts(ctx, f);
  },
  pay(ctx, f) {
    // 602.2b / 601.2h: the total cost is paid, all of it (partial payments are not allowed).
    const s = ctx.s;
    const pool = checkCosts(ctx, f);
    if (pool) player(s, f.player).manaPool = pool;
    for (const c of activatedAbility(ctx, f).cost as CostDef[]) {
      if (c.type === 'tap') happen(ctx, { type: 'tap', rules: ['602.2b'], objects: [f.object], cause: 'cost' });
      if (c.type === 'sacrifice this')
        happen(ctx, { type: 'sacrifice', rules: ['602.2b', '701.17'], object: f.object });
      if (c.type === 'discard')
        happen(ctx, {
          type: 'discard',
          rules: ['602.2b', '701.8'],
          player: f.player,
          cards: [...(f.discards as string[])],
        });
    }
  },
  done(ctx, f) {
    const s = ctx.s;
    const item = itemOf(f);
    if (isManaAbility(item.effect)) {
      // 605.3: activated like any other ability (the steps above), except that it doesn't use the
      // stack: it resolves immediately (605.3b).
      emit(ctx, {
        type: 'mana-ability-activated',
        rules: ['605.3', '605.3b', '602.1a'],
        player: f.player,
        source: f.object,
      });
      carryOutAtOnce(ctx, item);
      return;
    }
    // 602.2i (601.2i): the ability becomes activated — on top of the stack, its cost paid (602.1a);
    // 605.5a: one that could add mana and is not a mana ability has a target (605.1a).
    s.stack.push(item);
    const targetedMana = effectList(item.effect).some((e) => e.type === 'add mana');
    emit(ctx, {
      type: 'ability-activated',
      rules: ['602.2', '602.2a', '602.1a', ...(targetedMana ? ['605.5', '605.5a'] : [])],
      player: f.player,
      source: f.object,
      object: item.id,
      objects: item.targets,
    });
  },
};
