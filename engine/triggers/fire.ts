// Triggered abilities trigger (603.2): an event matching a trigger condition makes the ability
// trigger; it waits until a player would next receive priority (603.3). Trigger conditions are
// checked against characteristics at the moment of the event only (508.2a, 509.5f).

import type { TriggeredAbilityDef, TriggerEvent } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { GameObject } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { colors, hasType } from '../objects/characteristics';
import { newId } from '../objects/objects';
import { inGame } from '../objects/players';

export type TriggerOccasion =
  | { event: 'attacks'; creature: ObjectId; defending: PlayerId }
  | { event: 'blocks'; creature: ObjectId }
  | { event: 'becomes blocked'; creature: ObjectId }
  | { event: 'becomes blocked by a creature'; creature: ObjectId; blocker: ObjectId }
  | { event: "attacks and isn't blocked"; creature: ObjectId; defending: PlayerId }
  | { event: 'deals combat damage'; creature: ObjectId; to: string; toPlayer: boolean }
  | { event: 'discard'; player: PlayerId; card: ObjectId }
  | { event: 'discards one or more cards'; player: PlayerId; count: number }
  | { event: 'becomes untapped'; permanent: ObjectId }
  | { event: 'you attack'; player: PlayerId; count: number }
  | { event: 'you attack a player'; player: PlayerId; defending: PlayerId }
  | { event: 'blocks a creature'; creature: ObjectId; attacker: ObjectId }
  | { event: 'is attacked'; target: string; count: number };

const OCCASION_RULES: Record<string, string[]> = {
  attacks: ['508.1m', '508.3a'],
  blocks: ['509.1i', '509.5a'],
  'becomes blocked': ['509.1i', '509.5c'],
  'becomes blocked by a creature': ['509.1i', '509.5d'],
  "attacks and isn't blocked": ['509.1i', '509.5g', '508.3f'],
  'deals combat damage': ['510.3a'],
  'deals combat damage to a player': ['510.3a'],
  discard: ['603.2'],
  'discards one or more cards': ['603.2'],
  'becomes untapped': ['603.2', '502.3'],
  'you attack': ['508.3d'],
  'you attack a player': ['508.3e'],
  'blocks a creature': ['509.1i', '509.5b'],
  'is attacked': ['508.3b'],
};

/** `why`: rules cited only as it triggers (not again as it goes on the stack). */
function addTrigger(
  ctx: Ctx,
  o: GameObject,
  index: number,
  a: TriggeredAbilityDef,
  related: ObjectId | null,
  relatedPlayer: PlayerId | null,
  rules: string[],
  amount?: number,
  attacked?: string | null,
  why: string[] = [],
): void {
  if (a.firstTimeEachTurn) {
    const key = `${o.id}#${index}`;
    const once = (ctx.s.turn.onceTriggers ??= []);
    if (once.includes(key)) return;
    once.push(key);
  }
  const id = newId(ctx.s, 't');
  ctx.s.pendingTriggers.push({
    id,
    controller: o.controller,
    source: o.id,
    ability: index,
    effect: a.effect,
    ...(a.text ? { text: a.text } : {}),
    related,
    relatedPlayer,
    rules,
    ...(amount !== undefined ? { amount } : {}),
    ...(attacked ? { attacked } : {}),
  });
  emit(ctx, {
    type: 'ability-triggered',
    rules: [...new Set(['603.2', ...rules, ...why])],
    source: o.id,
    ...(related ? { object: related } : {}),
    delayed: false,
    ...(a.text ? { text: a.text } : {}),
  });
}

function* triggeredAbilities(ctx: Ctx, trigger: TriggerEvent): Generator<[GameObject, number, TriggeredAbilityDef]> {
  // Permanents, and face-up schemes in the command zone (their triggered abilities may trigger, 314.4).
  for (const id of [...ctx.s.battlefield, ...ctx.s.players.filter(inGame).flatMap((p) => p.command ?? [])]) {
    const o = ctx.s.objects[id];
    if (o.phasedOut) continue;
    const abilities = o.card.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i];
      if (a.kind === 'triggered' && a.trigger === trigger) yield [o, i, a];
    }
  }
}

function matchesFilter(ctx: Ctx, a: TriggeredAbilityDef, watched: ObjectId): boolean {
  const want = a.filter?.colors;
  if (!want || want.length === 0) return true;
  const have = colors(ctx.s, ctx.s.objects[watched]);
  return want.some((c) => have.includes(c));
}

/** Fire the triggers for a game event (508.3, 509.5, 510.3a). */
export function fireTriggers(ctx: Ctx, occ: TriggerOccasion): void {
  const rules = OCCASION_RULES[occ.event];
  const events: TriggerEvent[] =
    occ.event === 'deals combat damage' && occ.toPlayer
      ? ['deals combat damage', 'deals combat damage to a player']
      : occ.event === 'is attacked'
        ? ['is attacked', 'you are attacked']
        : [occ.event];
  for (const trig of events) {
    for (const [o, i, a] of triggeredAbilities(ctx, trig)) {
      if (occ.event === 'discard') {
        if (o.controller === occ.player)
          addTrigger(ctx, o, i, a, occ.card, occ.player, rules, undefined, null, ['603.2c']); // 603.2c: once per card discarded
        continue;
      }
      if (occ.event === 'discards one or more cards') {
        if (o.controller === occ.player) addTrigger(ctx, o, i, a, null, occ.player, rules, occ.count, null, ['603.2c']); // 603.2c: once for the whole discard
        continue;
      }
      if (occ.event === 'becomes untapped') {
        if (o.id === occ.permanent) addTrigger(ctx, o, i, a, null, null, rules, undefined, null, ['603.2f']); // 603.2f: only a tapped permanent untapping
        continue;
      }
      if (occ.event === 'you attack a player') {
        if (o.controller === occ.player) addTrigger(ctx, o, i, a, null, occ.defending, rules);
        continue;
      }
      if (occ.event === 'you attack') {
        if (o.controller === occ.player) addTrigger(ctx, o, i, a, null, occ.player, rules, occ.count, null, ['603.2c']); // 603.2c: once for the whole discard
        continue;
      }
      if (occ.event === 'is attacked') {
        if (trig === 'is attacked' ? o.id === occ.target : o.controller === occ.target)
          addTrigger(ctx, o, i, a, null, null, rules, occ.count);
        continue;
      }
      if (occ.event === 'blocks a creature') {
        if (o.id === occ.creature) addTrigger(ctx, o, i, a, occ.attacker, null, rules);
        continue;
      }
      // 509.5e: "blocks / becomes blocked by [N or more] creatures" counts at declaration.
      if (a.atLeast !== undefined && (occ.event === 'blocks' || occ.event === 'becomes blocked')) {
        const n =
          occ.event === 'blocks'
            ? (ctx.s.combat?.blockers.find((b) => b.blocker === occ.creature)?.blocking.length ?? 0)
            : (ctx.s.combat?.blockers.filter((b) => b.blocking.includes(occ.creature)).length ?? 0);
        if (n < a.atLeast) continue;
      }
      const subject = a.subject ?? 'this';
      const watchedCreature = ctx.s.objects[occ.creature];
      const subjectOk =
        subject === 'this'
          ? o.id === occ.creature
          : hasType(ctx.s, watchedCreature, 'Creature') &&
            (subject === 'a creature' || watchedCreature.controller === o.controller);
      if (!subjectOk) continue;
      // "…becomes blocked by a [white] creature": the filter is on the blocker (509.5f).
      const watched = occ.event === 'becomes blocked by a creature' ? occ.blocker : occ.creature;
      if (!matchesFilter(ctx, a, watched)) continue;
      const related = occ.event === 'becomes blocked by a creature' ? occ.blocker : occ.creature;
      const relatedPlayer =
        'defending' in occ ? occ.defending : occ.event === 'deals combat damage' && occ.toPlayer ? occ.to : null;
      // 508.2a / 509.5f: characteristics are checked as the event happens, never later.
      const filtered = a.filter?.colors?.length ? [occ.event === 'attacks' ? '508.2a' : '509.5f'] : [];
      if (occ.event === 'attacks' && subject === 'a creature you control') filtered.push('508.3c');
      if (a.atLeast !== undefined) filtered.push('509.5e');
      // 508.4: what the attacking creature attacks as the ability triggers ("attacking that player or planeswalker").
      const attacked =
        occ.event === 'attacks'
          ? (ctx.s.combat?.attackers.find((x) => x.attacker === occ.creature)?.target ?? null)
          : null;
      addTrigger(ctx, o, i, a, related, relatedPlayer, [...rules, ...filtered], undefined, attacked);
    }
  }
}

/** 500.6: "at the beginning of" triggers of the step (or phase) that just began. */
export function fireStepTriggers(ctx: Ctx): void {
  const t = ctx.s.turn;
  for (const [o, i, a] of triggeredAbilities(ctx, 'beginning of step')) {
    if (a.step !== t.step) continue;
    if ((a.whose ?? 'yours') === 'yours' && o.controller !== t.activePlayer) continue;
    addTrigger(ctx, o, i, a, null, t.activePlayer, ['500.6'], undefined, null, ['603.2b']);
  }
  if (t.step === 'end of combat') {
    for (const [o, i, a] of triggeredAbilities(ctx, 'end of combat'))
      addTrigger(ctx, o, i, a, null, null, ['511.2'], undefined, null, ['603.2b']);
  }
}

/** 714.2b: adding a lore counter triggers the Saga's chapter ability with that number. */
export function fireChapterTriggers(ctx: Ctx, saga: ObjectId, lore: number): void {
  const o = ctx.s.objects[saga];
  (o.card.abilities ?? []).forEach((a, i) => {
    if (a.kind === 'triggered' && a.trigger === 'chapter' && a.chapter === lore)
      addTrigger(ctx, o, i, a, null, null, ['505.4', '714.2b']);
  });
}

/** An event that happens to one object makes its own abilities with that trigger trigger (505.3 schemes, 505.5 Attractions). */
export function fireOwnTriggers(ctx: Ctx, id: ObjectId, trigger: TriggerEvent, rules: string[]): void {
  const o = ctx.s.objects[id];
  (o.card.abilities ?? []).forEach((a, i) => {
    if (a.kind === 'triggered' && a.trigger === trigger) addTrigger(ctx, o, i, a, null, null, rules);
  });
}
