// Casting spells (601.2), activating abilities (602.2; mana abilities don't use the stack,
// 605.3b), playing lands (505.6b, 305.1) and resolving the top of the stack (608). Each
// action is checked in full before anything changes; a failed check refuses the action and the
// game returns to the moment before (601.2e, 730).
import { emit, type Ctx } from './events';
import { resolveEffects } from './effects';
import { parseManaCost, payFromPool } from './mana';
import { colors, isCreature, isType, nameEn, nameZh, newId, player, protections } from './objects';
import { refuse } from './refusal';
import { timingAllows } from './timing';
import { onDemand } from './on-demand';
import { isActivePlayer } from './teams';
import { defendingChoiceDecision } from './defending-player';
import { TARGET_ZH } from './names';
import { beyondRange, isLegalTarget, targetSpecs, effectList } from './targets';
import { moveObject, sacrifice, discard } from './zones';
import type { CostDef, Decision, EffectDef, ManaPool, ObjectId, PlayerId, StackItem } from './types';

const SORCERY_SPEED = ['Creature', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Battle'];

/** 307.1 / 505.6a / 117.1a: main phase of your own turn with an empty stack. */
function sorceryTiming(ctx: Ctx, who: PlayerId): boolean {
  const s = ctx.s;
  return isActivePlayer(s, who) && s.turn.step === 'main' && s.stack.length === 0; // 805.4c, 805.5a: your team's turn
}

function checkTargets(ctx: Ctx, effect: EffectDef | EffectDef[], targets: unknown, controller: PlayerId, sourceColors: ReturnType<typeof colors>, code: string): (string)[] {
  const specs = targetSpecs(effect);
  const list = targets === undefined ? [] : targets;
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) refuse(`${code}/malformed-targets`, ['601.2c'], 'targets must be a list of ids', 'targets 必须是标识的列表');
  const ts = list as string[];
  if (ts.length !== specs.length) {
    refuse(`${code}/wrong-number-of-targets`, ['601.2c'], `Choose exactly ${specs.length} target(s) (${specs.join(', ') || 'none'}).`, `须恰好选择 ${specs.length} 个目标。`);
  }
  specs.forEach((spec, i) => {
    if (!isLegalTarget(ctx.s, spec, ts[i], controller, sourceColors)) {
      const o = ctx.s.objects[ts[i]];
      const prot = o && o.zone === 'battlefield' && sourceColors.some((c) => protections(ctx.s, o).includes(c)); // printed or granted (702.16b)
      const far = beyondRange(ctx.s, ts[i], controller); // 801.4
      const rules = far ? ['601.2c', '801.4'] : prot ? ['601.2c', '702.16b'] : ['601.2c'];
      const why = far ? { en: ' (out of your range of influence)', zh: '（不在你的影响范围内）' } : { en: '', zh: '' };
      refuse(`${code}/illegal-target`, rules, `${nameEn(ctx.s, ts[i])} is not a legal choice for "${spec}"${why.en}.`, `${nameZh(ctx.s, ts[i])}不是“${TARGET_ZH[spec] ?? spec}”的合法选择${why.zh}。`);
    }
  });
  return ts;
}

function payMana(ctx: Ctx, who: PlayerId, text: string, code: string, rule: string): ManaPool {
  const cost = parseManaCost(text);
  if (!cost) refuse(`${code}/unknown-cost`, [rule], `Unknown mana cost ${text}.`, `未知的法术力费用 ${text}。`);
  const next = payFromPool(player(ctx.s, who).manaPool, cost);
  if (!next) refuse(`${code}/cannot-pay`, [rule], `Not enough mana in the pool to pay ${text} (activate mana abilities first, 605.3a).`, `法术力池中的法术力不足以支付 ${text}（请先起动法术力异能，605.3a）。`);
  return next;
}

export function castSpell(ctx: Ctx, who: PlayerId, card: ObjectId, targets: unknown): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who) refuse('cast-spell/not-in-hand', ['601.2a'], `${card} is not a card in your hand.`, `${card} 不是你手牌中的牌。`);
  if (isType(o, 'Land')) refuse('cast-spell/land', ['305.9'], 'A land is played, not cast (505.6b).', '地是使用而非施放的（505.6b）。');
  if (!isType(o, 'Instant') && !sorceryTiming(ctx, who)) {
    refuse('cast-spell/timing', ['505.6a', '307.1', '601.3'], `${o.card.name} can be cast only in your main phase while the stack is empty.`, `${o.card.nameZh ?? o.card.name}只能在你的行动阶段且堆叠为空时施放。`);
  }
  const when = timingAllows(s, o.card.castOnly);
  if (!when.ok) refuse('cast-spell/timing-restriction', [...when.rules, '601.3'], `${o.card.name} may be cast ${when.en}.`, `${o.card.nameZh ?? o.card.name}${when.zh}施放。`);
  const effect = o.card.spell ?? [];
  const ts = checkTargets(ctx, effect, targets, who, o.card.colors, 'cast-spell');
  const pool = o.card.manaCost ? payMana(ctx, who, o.card.manaCost, 'cast-spell', '601.2h') : null;
  if (pool) player(s, who).manaPool = pool;
  moveObject(ctx, card, 'stack', ['601.2a'], { quiet: true });
  o.controller = who;
  s.stack.push({ id: card, kind: 'spell', controller: who, source: card, ability: null, effect, targets: ts, related: null, relatedPlayer: null,
    text: o.card.text ?? { en: o.card.name, zh: o.card.nameZh ?? o.card.name }, sourceColors: [...o.card.colors], sourceName: o.card.name });
  player(s, who).spellsCastThisTurn += 1;
  // 601.2a: the card is now the topmost object of the stack, controlled by its caster; 605.5b: a
  // spell that adds mana is still cast and resolves like any other spell.
  const castRules = ['601.2', '601.2a', '601.2i', ...(effectList(effect).some((e) => e.type === 'add mana') ? ['605.5', '605.5b'] : [])];
  emit(ctx, 'spell-cast', castRules, `${player(s, who).name} casts ${o.card.name}${ts.length ? ` targeting ${ts.map((t) => nameEn(s, t)).join(', ')}` : ''}.`, `${player(s, who).nameZh ?? player(s, who).name}施放${o.card.nameZh ?? o.card.name}${ts.length ? `，目标为${ts.map((t) => nameZh(s, t)).join('、')}` : ''}。`, { player: who, object: card, objects: ts });
}

export function isManaAbility(effect: EffectDef | EffectDef[]): boolean {
  const list = effectList(effect);
  return targetSpecs(effect).length === 0 && list.some((e) => e.type === 'add mana') && list.every((e) => e.type === 'add mana');
}

export function activateAbility(ctx: Ctx, who: PlayerId, source: ObjectId, index: number, targets: unknown, discards?: unknown): void {
  const s = ctx.s;
  const o = s.objects[source];
  if (!o || o.zone !== 'battlefield' || o.phasedOut) refuse('activate-ability/no-source', ['602.2'], `${source} is not a permanent on the battlefield.`, `${source} 不是战场上的永久物。`);
  if (o.controller !== who) refuse('activate-ability/not-controller', ['602.2'], `Only ${o.card.name}'s controller can activate its abilities.`, `只有${o.card.nameZh ?? o.card.name}的操控者能起动其异能。`);
  const ab = o.card.abilities?.[index];
  // 602.1c: only an activated ability can be activated (a triggered or static one never is).
  if (ab && ab.kind !== 'activated') refuse('activate-ability/not-activated', ['602.1c'], `${o.card.name}'s ability #${index} is a ${ab.kind} ability: only activated abilities can be activated.`, `${o.card.nameZh ?? o.card.name}的第 ${index} 个异能是${ab.kind === 'triggered' ? '触发式' : '静止式'}异能：只有起动式异能能被起动。`);
  if (!ab) refuse('activate-ability/no-such-ability', ['602.1c'], `${o.card.name} has no activated ability #${index}.`, `${o.card.nameZh ?? o.card.name}没有第 ${index} 个起动式异能。`);
  const when = timingAllows(s, ab.activateOnly);
  if (!when.ok) refuse('activate-ability/timing-restriction', [...when.rules, '506.7g', '602.1b', '602.5'], `This ability may be activated ${when.en}.`, `此异能${when.zh}起动。`);
  const srcColors = colors(s, o);
  const ts = checkTargets(ctx, ab.effect, targets, who, srcColors, 'activate-ability');
  // 602.2b / 601.2h: determine and pay the total cost; partial payments are not allowed.
  let pool: ManaPool | null = null;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      if (o.tapped) refuse('activate-ability/already-tapped', ['602.2b', '601.2h'], `${o.card.name} is already tapped.`, `${o.card.nameZh ?? o.card.name}已横置。`);
      if (isCreature(o) && o.summoningSick && !(o.card.keywords ?? []).includes('haste')) {
        refuse('activate-ability/summoning-sick', ['302.6', '602.5a'], `${o.card.name} hasn't been under your control since your most recent turn began; it can't pay {T}.`, `${o.card.nameZh ?? o.card.name}并非自你最近一个回合开始时便受你操控；不能支付{T}。`);
      }
    }
    if (c.type === 'mana') pool = payMana(ctx, who, c.mana, 'activate-ability', '602.2b');
    if (c.type === 'discard') {
      const hand = player(s, who).hand;
      const chosen = discards === undefined && hand.length === c.count ? [...hand] : discards;
      if (!Array.isArray(chosen) || chosen.length !== c.count || new Set(chosen).size !== chosen.length || chosen.some((x) => !hand.includes(x) || x === source)) {
        refuse('activate-ability/choose-discards', ['602.2b', '601.2h'], `Name exactly ${c.count} card(s) from your hand to discard as the cost (discards).`, `须用 discards 恰好指定 ${c.count} 张手牌作为费用弃掉。`);
      }
      discards = chosen;
    }
  }
  const mana = isManaAbility(ab.effect);
  const item: StackItem = { id: newId(s, 'ab'), kind: 'activated ability', controller: who, source, ability: index, effect: ab.effect, targets: ts, related: null, relatedPlayer: null,
    text: ab.text ?? { en: `${o.card.name}'s ability`, zh: `${o.card.nameZh ?? o.card.name}的异能` }, sourceColors: srcColors, sourceName: o.card.name };
  if (pool) player(s, who).manaPool = pool;
  for (const c of ab.cost as CostDef[]) {
    if (c.type === 'tap') {
      o.tapped = true;
      emit(ctx, 'tapped', ['602.2b'], `${o.card.name} is tapped to pay a cost.`, `横置${o.card.nameZh ?? o.card.name}以支付费用。`, { object: source });
    }
    if (c.type === 'sacrifice this') sacrifice(ctx, source, ['602.2b', '701.17']);
    if (c.type === 'discard') discard(ctx, who, [...(discards as string[])], ['602.2b', '701.8']);
  }
  if (mana) {
    // 605.3: activated like any other ability (the checks and costs above), except that it
    // doesn't use the stack (605.3b).
    emit(ctx, 'mana-ability-activated', ['605.3', '605.3b', '602.1a'], `${player(s, who).name} activates ${o.card.name}'s mana ability.`, `${player(s, who).nameZh ?? player(s, who).name}起动${o.card.nameZh ?? o.card.name}的法术力异能。`, { player: who, source });
    resolveEffects(ctx, item); // 605.3b: resolves immediately, doesn't use the stack
    return;
  }
  s.stack.push(item);
  // 602.2a: a new non-card object on top of the stack, with the ability's text, controlled by the
  // activator, who paid the activation cost (602.1a); 605.5a: with a target it is no mana ability.
  const targetedMana = ts.length > 0 && effectList(ab.effect).some((e) => e.type === 'add mana');
  emit(ctx, 'ability-activated', ['602.2', '602.2a', '602.1a', ...(targetedMana ? ['605.5', '605.5a'] : [])], `${player(s, who).name} activates ${o.card.name}'s ability${ts.length ? ` targeting ${ts.map((t) => nameEn(s, t)).join(', ')}` : ''}.`, `${player(s, who).nameZh ?? player(s, who).name}起动${o.card.nameZh ?? o.card.name}的异能${ts.length ? `，目标为${ts.map((t) => nameZh(s, t)).join('、')}` : ''}。`, { player: who, source, object: item.id, objects: ts });
}

export function playLand(ctx: Ctx, who: PlayerId, card: ObjectId): void {
  const s = ctx.s;
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== who) refuse('play-land/not-in-hand', ['305.1'], `${card} is not a card in your hand.`, `${card} 不是你手牌中的牌。`);
  if (!isType(o, 'Land')) refuse('play-land/not-a-land', ['305.1'], `${o.card.name} is not a land.`, `${o.card.nameZh ?? o.card.name}不是地。`);
  if (!sorceryTiming(ctx, who)) refuse('play-land/timing', ['505.6b'], 'A land can be played only in your main phase while the stack is empty.', '只能在你的行动阶段且堆叠为空时使用地。');
  if (player(s, who).landsPlayedThisTurn >= 1) refuse('play-land/one-per-turn', ['505.6b', '305.2'], "You've already played a land this turn.", '你本回合已经使用过地。');
  moveObject(ctx, card, 'battlefield', ['505.6b'], { quiet: true });
  o.controller = who;
  player(s, who).landsPlayedThisTurn += 1;
  emit(ctx, 'land-played', s.sharedTeamTurns ? ['505.6b', '305.1', '805.4c'] : ['505.6b', '305.1'], `${player(s, who).name} plays ${o.card.name}.`, `${player(s, who).nameZh ?? player(s, who).name}使用${o.card.nameZh ?? o.card.name}。`, { player: who, object: card, from: 'hand', to: 'battlefield' });
}

/** 608: resolve the top object of the stack. */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const item = s.stack[s.stack.length - 1];
  if (!item) return;
  const specs = targetSpecs(item.effect);
  const allIllegal = specs.length > 0 && specs.every((spec, i) => !isLegalTarget(s, spec, item.targets[i], item.controller, item.sourceColors));
  if (allIllegal) {
    // 608.2b: every target illegal — it doesn't resolve.
    if (item.kind === 'spell') moveObject(ctx, item.source, 'graveyard', ['608.2b'], { quiet: true });
    else s.stack.pop();
    emit(ctx, 'did-not-resolve', ['608.2b'], `${item.text.en} doesn't resolve: all its targets are illegal.`, `${item.text.zh}不会结算：其所有目标均不合法。`, { object: item.id });
    return;
  }
  if (item.kind !== 'spell') s.stack.pop();
  const o = item.kind === 'spell' ? s.objects[item.source] : null;
  const permanent = !!o && (SORCERY_SPEED.some((t) => t !== 'Sorcery' && isType(o, t)) || isType(o, 'Land'));
  // 608.2c: an instant, sorcery or ability follows its instructions in the order written (resolveEffects).
  emit(ctx, 'resolved', permanent ? ['608.2'] : ['608.2', '608.2c'], `${item.text.en} resolves.`, `${item.text.zh}结算。`, { object: item.id, source: item.source });
  if (o && permanent) {
    o.controller = item.controller;
    // 608.3a: with no targets, it becomes a permanent under the control of the spell's controller.
    moveObject(ctx, item.source, 'battlefield', specs.length === 0 ? ['608.3', '608.3a'] : ['608.3'], { quiet: false });
    o.controller = item.controller;
    return;
  }
  if (!resolveEffects(ctx, item)) finishResolution(ctx, item);
}

/** 608.2m: an instant or sorcery goes to its owner's graveyard as the final part of its resolution. */
export function finishResolution(ctx: Ctx, item: StackItem): void {
  if (item.kind !== 'spell') return;
  const o = ctx.s.objects[item.source];
  if (o && o.zone === 'stack') moveObject(ctx, item.source, 'graveyard', ['608.2m']);
}

/** Go on with a paused resolution once nothing is awaited any more (608.2c). */
export function continueResolution(ctx: Ctx): void {
  const s = ctx.s;
  const r = s.resolving;
  if (!r || r.discards.length > 0 || r.reselect || r.enterAttacking || r.defending) return;
  delete s.resolving;
  if (!resolveEffects(ctx, r.item, r.next)) finishResolution(ctx, r.item);
}

/** The choice a paused resolution waits for (608.2d), if any. */
export function resolutionDecision(ctx: Ctx): Decision | null {
  const r = ctx.s.resolving;
  const defending = defendingChoiceDecision(ctx.s);
  if (defending) return defending;
  if (r?.reselect && r.discards.length === 0) {
    const { attacker, chooser } = r.reselect;
    return {
      player: chooser, kind: 'reselect-attack', rules: ctx.s.rangeOfInfluence !== undefined ? ['508.7', '508.7e'] : ['508.7'], object: attacker, targets: onDemand('reselect').reselectChoices(ctx.s, attacker),
      message: { en: `Choose what ${ctx.s.objects[attacker].card.name} attacks now.`, zh: `选择${ctx.s.objects[attacker].card.nameZh ?? ctx.s.objects[attacker].card.name}现在攻击的对象。` },
    };
  }
  if (r?.enterAttacking && r.discards.length === 0) {
    const { attacker, chooser, enters } = r.enterAttacking;
    const name = { en: ctx.s.objects[attacker].card.name, zh: ctx.s.objects[attacker].card.nameZh ?? ctx.s.objects[attacker].card.name };
    return {
      player: chooser, kind: 'choose-attacked', rules: ['508.4'], object: attacker, targets: onDemand('attackingByEffect').attackChoices(ctx.s),
      message: enters
        ? { en: `${name.en} enters the battlefield attacking: choose what it attacks.`, zh: `${name.zh}进入战场并进行攻击：选择它所攻击的对象。` }
        : { en: `${name.en} is attacking: choose what it attacks.`, zh: `${name.zh}正在攻击：选择它所攻击的对象。` },
    };
  }
  const next = r?.discards[0];
  if (!r || !next) return null;
  const p = player(ctx.s, next.player);
  return {
    player: next.player, kind: 'choose-discard', rules: ['701.8', '608.2d'], count: next.count, candidates: [...p.hand],
    message: { en: `${r.item.text.en}: choose ${next.count} card(s) to discard.`, zh: `${r.item.text.zh}：选择 ${next.count} 张要弃掉的牌。` },
  };
}

/** The player's discard for a paused resolution; then the rest of the spell or ability (608.2c). */
export function chooseDiscard(ctx: Ctx, who: PlayerId, cards: unknown): void {
  const s = ctx.s;
  const r = s.resolving;
  const next = r?.discards[0];
  if (!r || !next || next.player !== who) refuse('discard/not-awaited', ['608.2d'], 'No discard of yours is awaited.', '并未等待你弃牌。');
  const hand = player(s, who).hand;
  if (!Array.isArray(cards) || cards.length !== next.count || new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c))) {
    refuse('discard/wrong-cards', ['701.8', '608.2d'], `Discard exactly ${next.count} different card(s) from your hand.`, `须从你的手牌中恰好弃掉 ${next.count} 张不同的牌。`);
  }
  discard(ctx, who, [...(cards as string[])], ['701.8', '608.2d']);
  r.discards.shift();
  continueResolution(ctx);
}
