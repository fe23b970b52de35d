// Carrying out a spell's or ability's instructions in the order written (608.2c): each instruction
// is handed to its effect's handler (stack/effects/); a handler may pause the resolution for a
// player's choice (608.2d), which is then resumed at the next instruction.

import { effectList } from '../casting/targets';
import { attackByEffect, specifiedAttack } from '../combat/attacking-by-effect';
import { removeFromCombat } from '../combat/combat-state';
import { makeBlock, placeAttackerFromEffect, placeBlockerFromEffect } from '../combat/damage-assignment-order';
import { needsDefendingChoice } from '../combat/defending-player';
import { reselectChoices } from '../combat/reselect-attack';
import { checkCombatTypes, combatTypes } from '../combat/type-changes';
import type { Duration } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { StackItem } from '../core/state';
import type { Color, PhaseName, StepName } from '../core/vocabulary';
import { KEYWORD_ZH, PHASE_ZH, STEP_ZH } from '../messages/names';
import { hasKeyword } from '../objects/characteristics';
import { dealDamage } from '../objects/damage';
import { isPlayer, nameEn, nameZh, newId } from '../objects/objects';
import { opponents, player } from '../objects/players';
import { destroy, discard, discardAtRandom, drawCards, moveObject } from '../objects/zones';
import { fireTriggers } from '../triggers/fire';
import { addPhasesAfterCurrent, addStepAfterCurrent } from '../turn/schedule';
import { durationOf, refer } from './refer';

const COLOR_ZH: Record<Color, string> = { W: '白', U: '蓝', B: '黑', R: '红', G: '绿' };

const TYPE_ZH: Record<string, string> = { Creature: '生物', Planeswalker: '鹏洛客', Battle: '战役', Artifact: '神器', Enchantment: '结界', Land: '地' };

const DURATION_ZH: Record<Duration, string> = { 'end of turn': '直到回合结束', 'end of combat': '直到战斗结束', permanent: '持续生效' };

/**
 * Carry out the instructions from `start` on. Returns true when it paused for a player's choice
 * (608.2d: a discard of the player's choosing); `state.resolving` then says where to go on.
 */
export function resolveEffects(ctx: Ctx, item: StackItem, start = 0): boolean {
  const s = ctx.s;
  const src = s.objects[item.source];
  const list = effectList(item.effect);
  for (let index = start; index < list.length; index++) {
    const e = list[index];
    if (needsDefendingChoice(s, item, e)) {
      // 508.5a: several defending players could be meant — the controller chooses one.
      s.resolving = { item, next: index, discards: [], defending: { chooser: item.controller } };
      return true;
    }
    switch (e.type) {
      case 'pump':
        for (const id of refer(ctx, item, e.target, 'this')) {
          s.timestamp += 1;
          s.effects.push({ id: newId(s, 'e'), kind: 'pump', object: id, power: e.power, toughness: e.toughness, duration: durationOf(e.duration), timestamp: s.timestamp });
          emit(ctx, 'pumped', ['611.2', '613.4c'], `${nameEn(s, id)} gets ${sign(e.power)}/${sign(e.toughness)} until ${durationOf(e.duration)}.`, `${nameZh(s, id)}得到${sign(e.power)}/${sign(e.toughness)}，${DURATION_ZH[durationOf(e.duration)]}。`, { object: id });
        }
        break;
      case 'prevent damage':
        for (const id of refer(ctx, item, e.target, 'this')) {
          s.effects.push({ id: newId(s, 'e'), kind: 'prevent', object: id, remaining: e.amount, duration: 'end of turn' });
          emit(ctx, 'prevention-shield', ['615.1', '615.7'], `The next ${e.amount} damage to ${nameEn(s, id)} this turn will be prevented.`, `本回合中下 ${e.amount} 点将对${nameZh(s, id)}造成的伤害将被防止。`, { object: id, amount: e.amount });
        }
        break;
      case 'deal damage': {
        const source = { id: item.source, controller: item.controller, colors: item.sourceColors, deathtouch: !!src && hasKeyword(s, src, 'deathtouch'), lifelink: !!src && hasKeyword(s, src, 'lifelink') };
        dealDamage(ctx, refer(ctx, item, e.target, 'this').map((t) => ({ source, target: t, amount: e.amount })), false);
        break;
      }
      case 'gain life':
      case 'lose life':
        for (const id of refer(ctx, item, e.target, 'you')) {
          if (!isPlayer(s, id)) continue;
          const p = player(s, id);
          p.life += e.type === 'gain life' ? e.amount : -e.amount;
          emit(ctx, e.type === 'gain life' ? 'life-gained' : 'life-lost', ['119.3'], `${p.name} ${e.type === 'gain life' ? 'gains' : 'loses'} ${e.amount} life (${p.life}).`, `${p.nameZh ?? p.name}${e.type === 'gain life' ? '获得' : '失去'} ${e.amount} 点生命（${p.life}）。`, { player: id, amount: e.amount });
        }
        break;
      case 'draw':
        for (const id of refer(ctx, item, e.target, 'you')) if (isPlayer(s, id)) drawCards(ctx, id, e.thatMany ? (item.amount ?? 0) : e.count, ['121.1']);
        break;
      case 'discard': {
        const discards: { player: string; count: number }[] = [];
        for (const id of refer(ctx, item, e.target, 'you')) {
          if (!isPlayer(s, id)) continue;
          const hand = player(s, id).hand;
          if (e.atRandom) discardAtRandom(ctx, id, e.count);
          else if (hand.length <= e.count) discard(ctx, id, [...hand], hand.length < e.count ? ['701.8', '609.3'] : ['701.8']); // nothing to choose; 609.3: fewer cards, as many as possible
          else discards.push({ player: id, count: e.count });
        }
        if (discards.length > 0) {
          s.resolving = { item, next: index + 1, discards };
          return true;
        }
        break;
      }
      case 'destroy':
        for (const id of refer(ctx, item, e.target, 'this')) {
          if (e.at === 'end of combat') {
            s.delayedTriggers.push({ id: newId(s, 'd'), when: 'end of combat', controller: item.controller, source: item.source, effect: { type: 'destroy', target: 'that creature' }, related: id });
            // 603.7a / 610.2: created as the spell or ability resolves; 603.7d–e: its source and controller are the resolving one's.
            emit(ctx, 'delayed-trigger-created', ['603.7', '511.2', '603.7a', '610.2', item.kind === 'spell' ? '603.7d' : '603.7e'], `${nameEn(s, id)} will be destroyed at end of combat.`, `${nameZh(s, id)}将于战斗结束时被消灭。`, { object: id });
          } else destroy(ctx, id, ['701.7']);
        }
        break;
      case 'extra turn':
        for (const id of refer(ctx, item, e.target, 'you')) {
          s.extraTurns.unshift(id); // 500.7: the most recently created turn is taken first
          emit(ctx, 'extra-turn-added', ['500.7'], `${player(s, id).name} will take an extra turn after this one.`, `${player(s, id).nameZh ?? player(s, id).name}将于本回合后进行一个额外的回合。`, { player: id });
        }
        break;
      case 'additional combat phase':
        addPhasesAfterCurrent(s.turn, ['combat', 'postcombat main']);
        emit(ctx, 'phases-added', ['500.8', '505.1a'], 'After this phase there is an additional combat phase followed by an additional main phase.', '此阶段之后有一个额外的战斗阶段，接着是一个额外的行动阶段。');
        break;
      case 'additional step':
        if (s.turn.step === e.after) {
          addStepAfterCurrent(s.turn, e.step);
          emit(ctx, 'step-added', ['500.9'], `An additional ${e.step} step follows this step.`, `此步骤之后有一个额外的${STEP_ZH[e.step]}。`, { step: e.step });
        }
        break;
      case 'skip':
        for (const id of refer(ctx, item, e.target, 'you')) {
          s.skips.push({ player: id, what: e.what, name: e.name ?? null });
          emit(ctx, 'skip-scheduled', ['500.10', '614.10', '614.1b'], `${player(s, id).name} will skip their next ${e.name ?? ''} ${e.what}.`, `${player(s, id).nameZh ?? player(s, id).name}将略过其下一个${e.what === 'turn' ? '回合' : e.what === 'phase' ? (e.name ? PHASE_ZH[e.name as PhaseName] ?? '阶段' : '阶段') : e.name ? STEP_ZH[e.name as StepName] ?? '步骤' : '步骤'}。`, { player: id });
        }
        break;
      case 'add mana': {
        const p = player(s, item.controller);
        p.manaPool[e.mana] += e.amount ?? 1;
        // 106.4; 605.3b (no stack) is cited where a mana ability is activated: a spell or a targeted
        // ability that adds mana resolves from the stack (605.5).
        const symbols = `{${e.mana}}`.repeat(e.amount ?? 1);
        emit(ctx, 'mana-added', ['106.4'], `${p.name} adds ${symbols} to their mana pool.`, `${p.nameZh ?? p.name}将${symbols}加入其法术力池。`, { player: p.id, amount: e.amount ?? 1 });
        break;
      }
      case 'create token': {
        const id = newId(s, 'token');
        s.objects[id] = { id, card: e.card, owner: item.controller, controller: item.controller, zone: 'exile', token: true, tapped: false, damage: 0, deathtouchDamage: false, counters: {}, summoningSick: true, phasedOut: false, protector: null, timestamp: 0 };
        player(s, item.controller).exile.push(id);
        moveObject(ctx, id, 'battlefield', ['111.1', '701.6'], { quiet: true });
        emit(ctx, 'token-created', ['111.1', '701.6'], `${item.sourceName} creates a ${e.card.name} token.`, `${item.sourceName}派出一个${e.card.nameZh ?? e.card.name}衍生物。`, { object: id });
        if (e.tapped || e.attacking || e.attackingSpecified) s.objects[id].tapped = true;
        if (e.card.types.includes('Battle')) {
          // A battle enters with its defense counters and a protector (here: its controller's first opponent in seat order).
          s.objects[id].counters.defense = e.card.defense ?? 0;
          s.objects[id].protector = opponents(s, item.controller)[0] ?? null;
        }
        if (e.blocking) {
          const [att] = refer(ctx, item, e.blocking, 'this');
          if (att) placeBlockerFromEffect(ctx, id, att);
        }
        const placed = e.attackingSpecified || e.attacking ? placeAttackerFromEffect(ctx, id, item.related ?? item.source, specifiedAttack(item, e.attackingSpecified)) : 'done';
        if (placed === 'choose') {
          // 508.4: its controller chooses what it attacks as it enters the battlefield.
          s.resolving = { item, next: index + 1, discards: [], enterAttacking: { attacker: id, chooser: item.controller, enters: true } };
          return true;
        }
        break;
      }
      case 'reselect attack': {
        const [attacker] = refer(ctx, item, e.target, 'this');
        if (attacker && s.combat?.attackers.some((a) => a.attacker === attacker) && reselectChoices(s, attacker).length > 0) {
          s.resolving = { item, next: index + 1, discards: [], reselect: { attacker, chooser: item.controller } };
          return true;
        }
        break;
      }
      case 'block': {
        const [blocker] = refer(ctx, item, e.target, 'this');
        const [attacker] = refer(ctx, item, e.attacker, 'this');
        if (blocker && attacker) makeBlock(ctx, blocker, attacker);
        break;
      }
      case 'is attacking': {
        const [id] = refer(ctx, item, e.target, 'this');
        if (id && attackByEffect(ctx, id, { enters: false, specified: specifiedAttack(item, e.attackingSpecified) }) === 'choose') {
          s.resolving = { item, next: index + 1, discards: [], enterAttacking: { attacker: id, chooser: s.objects[id].controller, enters: false } };
          return true;
        }
        break;
      }
      case 'change types':
        for (const id of refer(ctx, item, e.target, 'this')) {
          if (isPlayer(s, id)) continue;
          const before = combatTypes(s);
          s.timestamp += 1;
          s.effects.push({ id: newId(s, 'e'), kind: 'change types', object: id, add: [...(e.add ?? [])], remove: [...(e.remove ?? [])], duration: durationOf(e.duration), timestamp: s.timestamp });
          const what = [...(e.add ?? []).map((t) => ({ en: `becomes a ${t}`, zh: `成为${TYPE_ZH[t] ?? t}` })), ...(e.remove ?? []).map((t) => ({ en: `stops being a ${t}`, zh: `不再是${TYPE_ZH[t] ?? t}` }))];
          emit(ctx, 'types-changed', ['613.1d'], `${nameEn(s, id)} ${what.map((w) => w.en).join(' and ')} until ${durationOf(e.duration)}.`, `${nameZh(s, id)}${what.map((w) => w.zh).join('并')}，${DURATION_ZH[durationOf(e.duration)]}。`, { object: id });
          checkCombatTypes(ctx, before); // 506.4
        }
        break;
      case 'remove from combat':
        for (const id of refer(ctx, item, e.target, 'this')) removeFromCombat(ctx, id, ['506.4']);
        break;
      case 'tap':
      case 'untap':
        for (const id of refer(ctx, item, e.target, 'this')) {
          if (isPlayer(s, id)) continue;
          const was = s.objects[id].tapped;
          s.objects[id].tapped = e.type === 'tap';
          if (was && e.type === 'untap') fireTriggers(ctx, { event: 'becomes untapped', permanent: id });
          const inCombat = !!s.combat && (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
          if (inCombat) emit(ctx, 'still-in-combat', ['506.4b'], `${nameEn(s, id)} stays in combat.`, `${nameZh(s, id)}仍在战斗中。`, { object: id });
          emit(ctx, e.type === 'tap' ? 'tapped' : 'untapped', ['701.21'], `${nameEn(s, id)} ${e.type === 'tap' ? 'becomes tapped' : 'untaps'}.`, `${nameZh(s, id)}${e.type === 'tap' ? '被横置' : '被重置'}。`, { object: id });
        }
        break;
      case 'set color':
        for (const id of refer(ctx, item, e.target, 'this')) {
          // 613.1e: layer 5; 613.7: over an earlier colour effect, the later timestamp is applied last and wins (colors()).
          const over = s.effects.some((x) => x.kind === 'set color' && x.object === id);
          s.timestamp += 1;
          s.effects.push({ id: newId(s, 'e'), kind: 'set color', object: id, color: e.color, duration: durationOf(e.duration), timestamp: s.timestamp });
          emit(ctx, 'color-changed', over ? ['105.3', '613.1e', '613.7'] : ['105.3', '613.1e'], `${nameEn(s, id)} becomes ${e.color}.`, `${nameZh(s, id)}成为${COLOR_ZH[e.color]}色。`, { object: id });
        }
        break;
      case 'gain keyword':
        for (const id of refer(ctx, item, e.target, 'this')) {
          s.effects.push({ id: newId(s, 'e'), kind: 'gain keyword', object: id, keyword: e.keyword, duration: durationOf(e.duration) });
          const restricts = e.keyword === 'defender' || e.keyword === "can't attack" || e.keyword === "can't block";
          const inCombat = !!s.combat && (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
          if (restricts && inCombat) emit(ctx, 'still-in-combat', ['506.4a'], `${nameEn(s, id)} stays in combat: it was already declared.`, `${nameZh(s, id)}仍在战斗中：它已被宣告。`, { object: id });
          emit(ctx, 'keyword-gained', ['613.1f'], `${nameEn(s, id)} gains ${typeof e.keyword === 'string' ? e.keyword : 'protection'}.`, `${nameZh(s, id)}获得${typeof e.keyword === 'string' ? (KEYWORD_ZH[e.keyword] ?? e.keyword) : `${COLOR_ZH[e.keyword.protection]}色保护`}异能。`, { object: id });
        }
        break;
    }
  }
  return false;
}

function sign(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}
