// Triggered abilities (603): an event matching a trigger condition makes the ability trigger
// (603.2); it waits until a player would next receive priority, then goes on the stack, each
// player's in the order they choose, in APNAP order (603.3b). Trigger conditions are checked
// against characteristics at the moment of the event only (508.2a, 509.5f).
import { emit, type Ctx } from './events';
import { apnap, colors, hasType, inGame, isCreature, nameEn, nameZh, newId, player } from './objects';
import { primaryPlayer } from './teams';
import type { Decision, GameObject, GameState, ObjectId, PlayerId, TriggerEvent, TriggeredAbilityDef } from './types';
import { beyondRange, isLegalTarget, legalTargetChoices, targetSpecs } from './targets';
import { refuse } from './refusal';
import { TARGET_ZH } from './names';

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

function abilityText(o: GameObject, a: TriggeredAbilityDef): { en: string; zh: string } {
  return a.text ?? { en: `${o.card.name}: ${a.trigger} trigger`, zh: `${o.card.nameZh ?? o.card.name}：触发式异能` };
}

/** `why`: rules cited only as it triggers (not again as it goes on the stack). */
function addTrigger(ctx: Ctx, o: GameObject, index: number, a: TriggeredAbilityDef, related: ObjectId | null, relatedPlayer: PlayerId | null, rules: string[], amount?: number, attacked?: string | null, why: string[] = []): void {
  if (a.firstTimeEachTurn) {
    const key = `${o.id}#${index}`;
    const once = (ctx.s.turn.onceTriggers ??= []);
    if (once.includes(key)) return;
    once.push(key);
  }
  const id = newId(ctx.s, 't');
  ctx.s.pendingTriggers.push({ id, controller: o.controller, source: o.id, ability: index, effect: a.effect, text: abilityText(o, a), related, relatedPlayer, rules, ...(amount !== undefined ? { amount } : {}), ...(attacked ? { attacked } : {}) });
  emit(ctx, 'ability-triggered', [...new Set(['603.2', ...rules, ...why])], `${o.card.name}'s ability triggers.`, `${o.card.nameZh ?? o.card.name}的异能触发。`, { source: o.id, object: related ?? undefined });
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
    occ.event === 'deals combat damage' && occ.toPlayer ? ['deals combat damage', 'deals combat damage to a player'] : occ.event === 'is attacked' ? ['is attacked', 'you are attacked'] : [occ.event];
  for (const trig of events) {
    for (const [o, i, a] of triggeredAbilities(ctx, trig)) {
      if (occ.event === 'discard') {
        if (o.controller === occ.player) addTrigger(ctx, o, i, a, occ.card, occ.player, rules, undefined, null, ['603.2c']); // 603.2c: once per card discarded
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
        if (trig === 'is attacked' ? o.id === occ.target : o.controller === occ.target) addTrigger(ctx, o, i, a, null, null, rules, occ.count);
        continue;
      }
      if (occ.event === 'blocks a creature') {
        if (o.id === occ.creature) addTrigger(ctx, o, i, a, occ.attacker, null, rules);
        continue;
      }
      // 509.5e: "blocks / becomes blocked by [N or more] creatures" counts at declaration.
      if (a.atLeast !== undefined && (occ.event === 'blocks' || occ.event === 'becomes blocked')) {
        const n = occ.event === 'blocks' ? (ctx.s.combat?.blockers.find((b) => b.blocker === occ.creature)?.blocking.length ?? 0) : (ctx.s.combat?.blockers.filter((b) => b.blocking.includes(occ.creature)).length ?? 0);
        if (n < a.atLeast) continue;
      }
      const subject = a.subject ?? 'this';
      const watchedCreature = ctx.s.objects[occ.creature];
      const subjectOk = subject === 'this' ? o.id === occ.creature : hasType(ctx.s, watchedCreature, 'Creature') && (subject === 'a creature' || watchedCreature.controller === o.controller);
      if (!subjectOk) continue;
      // "…becomes blocked by a [white] creature": the filter is on the blocker (509.5f).
      const watched = occ.event === 'becomes blocked by a creature' ? occ.blocker : occ.creature;
      if (!matchesFilter(ctx, a, watched)) continue;
      const related = occ.event === 'becomes blocked by a creature' ? occ.blocker : occ.creature;
      const relatedPlayer = 'defending' in occ ? occ.defending : occ.event === 'deals combat damage' && occ.toPlayer ? occ.to : null;
      // 508.2a / 509.5f: characteristics are checked as the event happens, never later.
      const filtered = a.filter?.colors?.length ? [occ.event === 'attacks' ? '508.2a' : '509.5f'] : [];
      if (occ.event === 'attacks' && subject === 'a creature you control') filtered.push('508.3c');
      if (a.atLeast !== undefined) filtered.push('509.5e');
      // 508.4: what the attacking creature attacks as the ability triggers ("attacking that player or planeswalker").
      const attacked = occ.event === 'attacks' ? (ctx.s.combat?.attackers.find((x) => x.attacker === occ.creature)?.target ?? null) : null;
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
    for (const [o, i, a] of triggeredAbilities(ctx, 'end of combat')) addTrigger(ctx, o, i, a, null, null, ['511.2'], undefined, null, ['603.2b']);
  }
}

/** 511.2 / 603.7: delayed "at end of combat" triggers (e.g. "destroy that creature at end of combat"). */
export function fireDelayedEndOfCombat(ctx: Ctx): void {
  const due = ctx.s.delayedTriggers.filter((d) => d.when === 'end of combat');
  ctx.s.delayedTriggers = ctx.s.delayedTriggers.filter((d) => d.when !== 'end of combat');
  for (const d of due) {
    const id = newId(ctx.s, 't');
    ctx.s.pendingTriggers.push({ id, controller: d.controller, source: d.source, ability: -1, effect: d.effect, related: d.related, relatedPlayer: null, rules: ['511.2', '603.7'],
      text: { en: `${nameEn(ctx.s, d.source)}: delayed trigger at end of combat`, zh: `${nameZh(ctx.s, d.source)}：战斗结束时的延迟触发式异能` } });
    // 603.7b: it triggers only once, the next time its event occurs (it is removed from delayedTriggers above).
    emit(ctx, 'ability-triggered', ['511.2', '603.7', '603.7b'], `A delayed ability of ${nameEn(ctx.s, d.source)} triggers at end of combat.`, `${nameZh(ctx.s, d.source)}的延迟触发式异能于战斗结束时触发。`, { source: d.source, object: d.related ?? undefined });
  }
}

/** 714.2b: adding a lore counter triggers the Saga's chapter ability with that number. */
export function fireChapterTriggers(ctx: Ctx, saga: ObjectId, lore: number): void {
  const o = ctx.s.objects[saga];
  (o.card.abilities ?? []).forEach((a, i) => {
    if (a.kind === 'triggered' && a.trigger === 'chapter' && a.chapter === lore) addTrigger(ctx, o, i, a, null, null, ['505.4', '714.2b']);
  });
}

/** An event that happens to one object makes its own abilities with that trigger trigger (505.3 schemes, 505.5 Attractions). */
export function fireOwnTriggers(ctx: Ctx, id: ObjectId, trigger: TriggerEvent, rules: string[]): void {
  const o = ctx.s.objects[id];
  (o.card.abilities ?? []).forEach((a, i) => {
    if (a.kind === 'triggered' && a.trigger === trigger) addTrigger(ctx, o, i, a, null, null, rules);
  });
}

/**
 * 603.3b: put waiting triggers on the stack, APNAP. A player with two or more must choose their
 * order; the decision is returned and the rest waits for their answer (orderTriggers).
 */
export function putTriggersOnStack(ctx: Ctx, stepRule?: string): { placed: number; decision: Decision | null } {
  let placed = 0;
  for (const p of orderingPlayers(ctx.s)) {
    const team = orderingTeam(ctx.s, p);
    const mine = ctx.s.pendingTriggers.filter((t) => team.includes(t.controller));
    if (mine.length === 0) continue;
    if (mine.length > 1) {
      return {
        placed,
        decision: {
          player: p, kind: 'order-triggers', rules: ctx.s.sharedTeamTurns ? ['603.3b', '805.7'] : ['603.3b'],
          message: { en: 'Choose the order in which your triggered abilities go on the stack (the first listed goes on first).', zh: '选择你的触发式异能放进堆叠的顺序（列在最前者最先放进堆叠）。' },
          triggers: mine.map((t) => ({ id: t.id, source: t.source, text: t.text })),
        },
      };
    }
    placeTriggers(ctx, p, [mine[0].id], stepRule);
    placed += 1;
  }
  // Triggers of players who left the game cease to exist (800.4a).
  ctx.s.pendingTriggers = [];
  return { placed, decision: null };
}

/**
 * Who orders triggers, APNAP: each player — or with shared team turns each team, in turn order
 * from the active team, by its primary player for all its members' triggers (805.7, 805.2).
 */
function orderingPlayers(s: GameState): PlayerId[] {
  const order = apnap(s);
  if (!s.sharedTeamTurns) return order;
  return [...new Set(order.map((p) => primaryPlayer(s, player(s, p).team!)))];
}

function orderingTeam(s: GameState, p: PlayerId): PlayerId[] {
  return s.sharedTeamTurns ? s.players.filter((q) => q.team === player(s, p).team).map((q) => q.id) : [p];
}

/** Put a player's (or team's, 805.7) waiting triggers on the stack in the given order (603.3, 603.3b). */
export function placeTriggers(ctx: Ctx, p: PlayerId, order: string[], stepRule?: string): void {
  const team = orderingTeam(ctx.s, p);
  for (const id of order) {
    const t = ctx.s.pendingTriggers.find((x) => x.id === id && team.includes(x.controller));
    if (!t) continue;
    ctx.s.pendingTriggers = ctx.s.pendingTriggers.filter((x) => x.id !== id);
    const src = ctx.s.objects[t.source];
    ctx.s.stack.push({ id: t.id, kind: 'triggered ability', controller: t.controller, source: t.source, ability: t.ability, effect: t.effect, targets: [],
      related: t.related, relatedPlayer: t.relatedPlayer, text: t.text, sourceColors: src ? colors(ctx.s, src) : [], sourceName: src?.card.name ?? t.source,
      ...(t.amount !== undefined ? { amount: t.amount } : {}), ...(t.attacked !== undefined ? { attacked: t.attacked } : {}) });
    // 603.3a: its controller is whoever controlled its source as it triggered (a delayed one's: 603.7d–e).
    const who = t.ability >= 0 ? ['603.3a'] : [];
    emit(ctx, 'trigger-put-on-stack', ['603.3', '603.3b', ...who, ...(ctx.s.sharedTeamTurns ? ['805.7'] : []), ...t.rules, ...(stepRule ? [stepRule] : [])], `${t.text.en} goes on the stack.`, `${t.text.zh}放进堆叠。`, { source: t.source, object: t.id, player: t.controller });
    const item = ctx.s.stack[ctx.s.stack.length - 1];
    const specs = targetSpecs(t.effect);
    if (specs.length === 0) continue;
    // 603.3d: its controller chooses targets as it goes on the stack; with no legal choice it is removed.
    if (specs.some((spec) => legalTargetChoices(ctx.s, spec, t.controller, item.sourceColors).length === 0)) {
      ctx.s.stack.pop();
      emit(ctx, 'trigger-removed', ['603.3d'], `${t.text.en} has no legal target and is removed from the stack.`, `${t.text.zh}没有合法目标，从堆叠上移除。`, { source: t.source, object: t.id });
    } else item.awaitingTargets = true;
  }
}

/** The next triggered ability on the stack whose targets must be chosen (603.3d), as a decision. */
export function targetDecision(ctx: Ctx): Decision | null {
  const item = ctx.s.stack.find((i) => i.awaitingTargets);
  if (!item) return null;
  return {
    player: item.controller, kind: 'choose-targets', rules: ['603.3d'], object: item.id,
    message: { en: `Choose targets for ${item.text.en}.`, zh: `为${item.text.zh}选择目标。` },
    targetChoices: targetSpecs(item.effect).map((spec) => ({ spec, choices: legalTargetChoices(ctx.s, spec, item.controller, item.sourceColors) })),
  };
}

/** The controller's answer: one legal choice per target word (603.3d, 601.2c). */
export function chooseTargets(ctx: Ctx, who: PlayerId, itemId: ObjectId, targets: unknown): void {
  const item = ctx.s.stack.find((i) => i.id === itemId && i.awaitingTargets);
  if (!item || item.controller !== who) refuse('choose-targets/no-such-ability', ['603.3d'], `${itemId} is not your triggered ability awaiting targets.`, `${itemId} 不是你正在等待选择目标的触发式异能。`);
  const specs = targetSpecs(item.effect);
  if (!Array.isArray(targets) || targets.length !== specs.length) refuse('choose-targets/wrong-number-of-targets', ['603.3d', '601.2c'], `Choose exactly ${specs.length} target(s).`, `须恰好选择 ${specs.length} 个目标。`);
  specs.forEach((spec, i) => {
    const t = (targets as unknown[])[i];
    if (typeof t !== 'string' || !isLegalTarget(ctx.s, spec, t, who, item.sourceColors)) {
      refuse('choose-targets/illegal-target', beyondRange(ctx.s, t, who) ? ['603.3d', '601.2c', '801.4'] : ['603.3d', '601.2c'], `${String(t)} is not a legal choice for "${spec}".`, `${String(t)} 不是“${TARGET_ZH[spec] ?? spec}”的合法选择。`);
    }
  });
  item.targets = [...(targets as string[])];
  delete item.awaitingTargets;
  emit(ctx, 'targets-chosen', ['603.3d'], `Targets for ${item.text.en}: ${item.targets.map((x) => nameEn(ctx.s, x)).join(', ')}.`, `${item.text.zh}的目标：${item.targets.map((x) => nameZh(ctx.s, x)).join('、')}。`, { object: item.id, objects: [...item.targets] });
}
