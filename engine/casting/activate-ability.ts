// Activating an ability (602.2): the same checks and payments as casting a spell; a mana ability
// doesn't use the stack and resolves at once (605.3b).

import type { CostDef, EffectDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { StackItem } from '../core/state';
import type { ManaPool, ObjectId, PlayerId } from '../core/vocabulary';
import { colors, isCreature } from '../objects/characteristics';
import { newId } from '../objects/objects';
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
    refuse('activate-ability/no-source', ['602.2'], { object: source });
  if (o.controller !== who) refuse('activate-ability/not-controller', ['602.2'], { object: source });
  const ab = o.card.abilities?.[index];
  // 602.1c: only an activated ability can be activated (a triggered or static one never is).
  if (ab && ab.kind !== 'activated')
    refuse('activate-ability/not-activated', ['602.1c'], { object: source, index, kind: ab.kind });
  if (!ab) refuse('activate-ability/no-such-ability', ['602.1c'], { object: source, index });
  const when = timingAllows(s, ab.activateOnly);
  if (!when.ok)
    refuse('activate-ability/timing-restriction', [...when.rules, '506.7g', '602.1b', '602.5'], { when: when.when });
  const srcColors = colors(s, o);
  const ts = checkTargets(ctx, ab.effect, targets, who, srcColors, 'activate-ability');
  // 602.2b / 601.2h: determine and pay the total cost; partial payments are not allowed.
  let pool: ManaPool | null = null;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      if (o.tapped) refuse('activate-ability/already-tapped', ['602.2b', '601.2h'], { object: source });
      if (isCreature(o) && o.summoningSick && !(o.card.keywords ?? []).includes('haste')) {
        refuse('activate-ability/summoning-sick', ['302.6', '602.5a'], { object: source });
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
        refuse('activate-ability/choose-discards', ['602.2b', '601.2h'], { count: c.count });
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
    ...(ab.text ? { text: ab.text } : {}),
    sourceColors: srcColors,
    sourceName: o.card.name,
  };
  if (pool) player(s, who).manaPool = pool;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      o.tapped = true;
      emit(ctx, { type: 'tapped', rules: ['602.2b'], object: source, cause: 'cost' });
    }
    if (c.type === 'sacrifice this') sacrifice(ctx, source, ['602.2b', '701.17']);
    if (c.type === 'discard') discard(ctx, who, [...(discards as string[])], ['602.2b', '701.8']);
  }
  if (mana) {
    // 605.3: activated like any other ability (the checks and costs above), except that it
    // doesn't use the stack (605.3b).
    emit(ctx, { type: 'mana-ability-activated', rules: ['605.3', '605.3b', '602.1a'], player: who, source });
    resolveEffects(ctx, item); // 605.3b: resolves immediately, doesn't use the stack
    return;
  }
  s.stack.push(item);
  // 602.2a: a new non-card object on top of the stack, with the ability's text, controlled by the
  // activator, who paid the activation cost (602.1a); 605.5a: with a target it is no mana ability.
  const targetedMana = ts.length > 0 && effectList(ab.effect).some((e) => e.type === 'add mana');
  emit(ctx, {
    type: 'ability-activated',
    rules: ['602.2', '602.2a', '602.1a', ...(targetedMana ? ['605.5', '605.5a'] : [])],
    player: who,
    source,
    object: item.id,
    objects: ts,
  });
}
