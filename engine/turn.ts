// The turn's progress (500–505, 507, 511–513): beginning and ending steps and phases, moving to
// the next slot of the schedule, skipping (500.10, 614.10), extra turns (500.7) and the
// turn-based actions of the simple steps. Combat steps live in combat-flow.ts, cleanup in
// cleanup.ts. No game events occur between steps (500.11): each transition is one function.
import { emit, type Ctx } from './events';
import { emptyManaPools } from './mana';
import { PHASE_RULE, PHASE_ZH, STEP_RULE, stepLabel } from './names';
import { nextInTurnOrder, player, opponents, hasKeyword } from './objects';
import { normalTurn } from './schedule';
import { emptyCombat, removeFromCombat } from './combat-state';
import { fireStepTriggers, fireDelayedEndOfCombat, fireChapterTriggers, fireTriggers } from './triggers';
import { drawCards } from './zones';
import { expireEffects } from './effects';
import { mark, markStep } from './timing';
import { refuse } from './refusal';
import { onDemand } from './on-demand';
import { rollToVisitAttractions } from './attractions';
import { activePlayers, nextTeamTurn, primaryPlayer } from './teams';
import type { ScheduleSlot } from './types';

/** 500.6: a step or phase begins — fire "at the beginning of" triggers, then its actions. */
export function beginStep(ctx: Ctx): void {
  const t = ctx.s.turn;
  const label = stepLabel(t.phase, t.step);
  emit(ctx, 'step-began', [STEP_RULE[t.step], '500.1'], `The ${label.en} begins.`, `${label.zh}开始。`, { phase: t.phase, step: t.step, turn: t.number });
  markStep(ctx, 'began');
  fireStepTriggers(ctx);
  if (t.step === 'end of combat') fireDelayedEndOfCombat(ctx);
  ctx.s.flow = { kind: 'turn-based actions', stage: 0 };
}

/** 500.4–500.5, 511.3: a step ends; mana empties, durations end, and we move on. */
export function endStep(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  const label = stepLabel(t.phase, t.step);
  // 500.3: untap and (normally) cleanup end when their actions are done; others when all pass (500.2, 505.2).
  const rules = t.step === 'untap' ? ['500.3', '502.4'] : t.step === 'cleanup' && !s.turn.cleanupHadPriority ? ['500.3', '514.3'] : t.step === 'main' ? ['500.2', '505.2'] : ['500.2'];
  emit(ctx, 'step-ended', rules, `The ${label.en} ends.`, `${label.zh}结束。`, { phase: t.phase, step: t.step, turn: t.number });
  delete s.turn.cleanupHadPriority;
  markStep(ctx, 'ended');
  emptyManaPools(ctx);
  const phaseEnds = t.schedule.length === 0 || t.schedule[0].phaseId !== t.phaseId;
  if (t.phase === 'combat' && phaseEnds) {
    // 511.3: as the end of combat step ends, everything is removed from combat.
    for (const a of s.combat?.attackers.map((x) => x.attacker) ?? []) removeFromCombat(ctx, a, ['511.3']);
    for (const b of s.combat?.blockers.map((x) => x.blocker) ?? []) removeFromCombat(ctx, b, ['511.3']);
    s.combat = null;
    expireEffects(ctx, 'end of combat', ['500.5', '511.2']);
  }
  advance(ctx);
}

/** 805.8: with shared team turns, skips and extra turns are the team's. */
function teamRule(ctx: Ctx, rules: string[]): string[] {
  return ctx.s.sharedTeamTurns ? [...rules, '805.8'] : rules;
}

function takeSkip(ctx: Ctx, what: 'step' | 'phase' | 'turn', who: string, name: string | null): boolean {
  // 805.8: with shared team turns, a player's skip is their team's.
  const team = ctx.s.sharedTeamTurns ? player(ctx.s, who).team : null;
  const mine = (p: string) => p === who || (team !== null && player(ctx.s, p).team === team);
  const i = ctx.s.skips.findIndex((k) => k.what === what && mine(k.player) && (k.name === null || k.name === name));
  if (i < 0) return false;
  ctx.s.skips.splice(i, 1);
  return true;
}

/** Move to the next slot of the schedule, or to the next turn (500.1, 500.10). */
function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1000; guard++) {
    const t = s.turn;
    const slot = t.schedule.shift();
    if (!slot) {
      startNextTurn(ctx);
      continue;
    }
    if (slot.phaseId !== t.phaseId) {
      if (takeSkip(ctx, 'phase', t.activePlayer, slot.phase)) {
        if (slot.phase === 'combat' && t.combatPhasesThisTurn === 0) mark(ctx, 'first combat: skipped'); // 506.7e
        emit(ctx, 'phase-skipped', teamRule(ctx, ['500.10', '614.10']), `The ${slot.phase} phase is skipped.`, `${PHASE_ZH[slot.phase]}被略过。`, { phase: slot.phase });
        t.schedule = t.schedule.filter((x) => x.phaseId !== slot.phaseId);
        continue;
      }
      beginPhase(ctx, slot);
    }
    if (takeSkip(ctx, 'step', t.activePlayer, slot.step) || skipsFirstDraw(ctx, slot)) {
      const label = stepLabel(slot.phase, slot.step);
      const rules = slot.step === 'draw' && t.number === 1 ? ['103.8', '500.10'] : teamRule(ctx, ['500.10', '614.10']);
      emit(ctx, 'step-skipped', rules, `The ${label.en} is skipped.`, `${label.zh}被略过。`, { step: slot.step, phase: slot.phase });
      continue;
    }
    t.step = slot.step;
    s.flow = { kind: 'begin-step' };
    return;
  }
  throw new Error('engine bug: no step to begin');
}

/** 103.8: in a two-player game the player who plays first skips the draw of their first turn. */
function skipsFirstDraw(ctx: Ctx, slot: ScheduleSlot): boolean {
  const s = ctx.s;
  return slot.step === 'draw' && s.turn.number === 1 && s.turn.firstTurn && s.players.length === 2;
}

function beginPhase(ctx: Ctx, slot: ScheduleSlot): void {
  const s = ctx.s;
  const t = s.turn;
  t.phase = slot.phase;
  t.phaseId = slot.phaseId;
  emit(ctx, 'phase-began', [PHASE_RULE[slot.phase], '500.1'], `The ${slot.phase} phase begins.`, `${PHASE_ZH[slot.phase]}开始。`, { phase: slot.phase, turn: t.number });
  if (slot.phase === 'combat') {
    t.combatPhasesThisTurn += 1;
    s.combat = emptyCombat([]);
  }
}

function inGameId(s: Ctx['s'], id: string): boolean {
  const p = player(s, id);
  return !p.lost && !p.conceded;
}

/** 500.7: extra turns come first, most recently created first; then the next seat. */
function startNextTurn(ctx: Ctx): void {
  const s = ctx.s;
  const prev = s.turn;
  const spells = player(s, prev.activePlayer).spellsCastThisTurn;
  const teamSpells = s.sharedTeamTurns ? activePlayers(s).map((id) => player(s, id).spellsCastThisTurn) : null; // 502.2a
  let next: string;
  let extra = false;
  for (;;) {
    if (s.extraTurns.length > 0) {
      next = s.extraTurns.shift()!;
      extra = true;
      // 805.8: the player's team takes the extra turn, led by its primary player.
      if (s.sharedTeamTurns && inGameId(s, next)) next = primaryPlayer(s, player(s, next).team!);
    } else {
      // 805.4: with shared team turns each team takes turns, led by its primary player (805.2).
      next = s.sharedTeamTurns ? nextTeamTurn(s, prev.regularTurnPlayer) : nextInTurnOrder(s, prev.regularTurnPlayer);
      prev.regularTurnPlayer = next;
      extra = false;
    }
    if (player(s, next).lost || player(s, next).conceded) continue;
    if (takeSkip(ctx, 'turn', next, null)) {
      emit(ctx, 'turn-skipped', teamRule(ctx, ['500.10', '614.10']), `${player(s, next).name}'s turn is skipped.`, `${player(s, next).nameZh ?? player(s, next).name}的回合被略过。`, { player: next });
      continue;
    }
    break;
  }
  s.turn = {
    number: prev.number + 1, activePlayer: next, phase: 'beginning', step: 'untap', phaseId: 0, schedule: normalTurn(),
    firstTurn: false, combatPhasesThisTurn: 0, attackedThisTurn: [], regularTurnPlayer: prev.regularTurnPlayer, previousTurnSpells: spells,
  };
  if (teamSpells) s.turn.previousTurnTeamSpells = teamSpells;
  for (const p of s.players) {
    p.landsPlayedThisTurn = 0;
    p.spellsCastThisTurn = 0;
  }
  // 302.6: a creature can attack if controlled continuously since its controller's most recent turn began.
  const takers = activePlayers(s); // the whole active team (805.4)
  for (const id of s.battlefield) if (takers.includes(s.objects[id].controller)) s.objects[id].summoningSick = false;
  const p = player(s, next);
  const rules = extra ? ['500.7'] : ['500.1'];
  if (s.sharedTeamTurns) rules.push('805.4', '805.4a', '805.2', ...(extra ? ['805.8'] : [])); // the team's turn, led by its primary player
  emit(ctx, 'turn-began', rules, `Turn ${s.turn.number} begins: ${p.name}${extra ? ' takes an extra turn' : ''}.`, `第 ${s.turn.number} 回合开始：${p.nameZh ?? p.name}${extra ? '进行额外的回合' : ''}。`, { player: next, turn: s.turn.number });
}

export type TbaResult = { kind: 'priority' } | { kind: 'end' } | { kind: 'decision'; decision: import('./types').Decision; resume: number };

/** Turn-based actions of the beginning, main, beginning-of-combat and end steps. */
export function simpleStepActions(ctx: Ctx, stage = 0): TbaResult {
  const s = ctx.s;
  const t = s.turn;
  const ap = t.activePlayer;
  const team = activePlayers(s); // 805.4: every player of the active team (just `ap` otherwise)
  switch (t.step) {
    case 'untap': {
      // 502.1 phasing, simultaneously: phased-in permanents with phasing phase out, phased-out ones phase in.
      const mine = s.battlefield.filter((id) => team.includes(s.objects[id].controller));
      const phasingIn = mine.filter((id) => s.objects[id].phasedOut);
      const phasingOut = mine.filter((id) => !s.objects[id].phasedOut && (s.objects[id].card.keywords ?? []).includes('phasing'));
      for (const id of phasingIn) s.objects[id].phasedOut = false;
      for (const id of phasingOut) s.objects[id].phasedOut = true;
      if (phasingIn.length) emit(ctx, 'phased-in', ['502.1', '702.26'], `${phasingIn.length} permanent(s) phase in.`, `${phasingIn.length} 个永久物相入。`, { objects: phasingIn });
      if (phasingOut.length) emit(ctx, 'phased-out', ['502.1', '702.26'], `${phasingOut.length} permanent(s) phase out.`, `${phasingOut.length} 个永久物相出。`, { objects: phasingOut });
      // 502.2 day and night (skipped when it is neither); 502.2a: with shared team turns, no
      // player of the previous active team cast a spell / any one of them cast two or more.
      const each = t.previousTurnTeamSpells;
      const dayRule = each ? '502.2a' : '502.2';
      if (s.dayNight === 'day' && (each ? each.every((n) => n === 0) : t.previousTurnSpells === 0)) {
        s.dayNight = 'night';
        emit(ctx, 'became-night', [dayRule], 'It becomes night.', '变为黑夜。');
      } else if (s.dayNight === 'night' && (each ? each.some((n) => n >= 2) : t.previousTurnSpells >= 2)) {
        s.dayNight = 'day';
        emit(ctx, 'became-day', [dayRule], 'It becomes day.', '变为白昼。');
      }
      // 502.3 the active player untaps their permanents simultaneously, except those an effect keeps tapped.
      const stays = (id: string) => hasKeyword(s, s.objects[id], "doesn't untap during your untap step");
      const untapped = s.battlefield.filter((id) => team.includes(s.objects[id].controller) && s.objects[id].tapped && !s.objects[id].phasedOut && !stays(id));
      for (const id of untapped) s.objects[id].tapped = false;
      for (const id of untapped) fireTriggers(ctx, { event: 'becomes untapped', permanent: id });
      emit(ctx, 'untapped', ['502.3'], `${player(s, ap).name} untaps ${untapped.length} permanent(s).`, `${player(s, ap).nameZh ?? player(s, ap).name}重置 ${untapped.length} 个永久物。`, { player: ap, objects: untapped });
      return { kind: 'end' }; // 502.4: no priority; 500.3
    }
    case 'draw':
      // 805.4b, 805.6a: each player of the active team draws, in seat order from the primary player.
      for (const id of team) drawCards(ctx, id, 1, s.sharedTeamTurns ? ['504.1', '805.4b'] : ['504.1']);
      return { kind: 'priority' };
    case 'main':
      if (t.phase === 'precombat main') {
        if (s.archenemy !== undefined) onDemand('schemes').setSchemeInMotion(ctx); // 505.3 first: the archenemy's scheme
        // 505.4: a lore counter on each Saga the active player controls.
        const sagas = s.battlefield.filter((id) => team.includes(s.objects[id].controller) && (s.objects[id].card.subtypes ?? []).includes('Saga') && !s.objects[id].phasedOut);
        for (const id of sagas) {
          const o = s.objects[id];
          o.counters.lore = (o.counters.lore ?? 0) + 1;
          emit(ctx, 'counter-added', ['505.4'], `${o.card.name} gets a lore counter (${o.counters.lore}).`, `${o.card.nameZh ?? o.card.name}得到一个传奇指示物（${o.counters.lore}）。`, { object: id, amount: 1 });
          fireChapterTriggers(ctx, id, o.counters.lore);
        }
        rollToVisitAttractions(ctx); // 505.5 third
      }
      return { kind: 'priority' };
    case 'beginning of combat': {
      const opp = opponents(s, ap);
      if (stage === 0 && s.attackOption === 'choose one opponent' && opp.length > 1 && s.combat) {
        // 506.2a / 507.1: the active player chooses one opponent as the defending player.
        return {
          kind: 'decision', resume: 1,
          decision: { player: ap, kind: 'choose-defending-player', rules: ['506.2a', '507.1'], targets: opp, message: { en: 'Choose the defending player for this combat.', zh: '选择本次战斗的防御牌手。' } },
        };
      }
      if (stage > 0) return { kind: 'priority' }; // 507.2
      // 506.2 / 802: every opponent of the active player is a defending player (two-player: the nonactive player).
      // 506.2b / 805.10a: with shared team turns, the nonactive team is the defending team.
      if (s.combat) s.combat.defendingPlayers = opp;
      emit(ctx, 'defending-players', s.sharedTeamTurns ? ['506.2', '506.2b', '805.10a'] : opp.length > 1 ? ['506.2', '507.1', '802.2'] : ['506.2', '507.1'], `Defending: ${s.combat?.defendingPlayers.map((id) => player(s, id).name).join(', ')}.`, `防御牌手：${s.combat?.defendingPlayers.map((id) => player(s, id).nameZh ?? player(s, id).name).join('、')}。`, { objects: s.combat?.defendingPlayers ?? [] });
      return { kind: 'priority' };
    }
    default:
      return { kind: 'priority' }; // 503.1, 511.1, 513.1
  }
}

/** 506.2a / 507.1: the active player's choice of one opponent as the defending player. */
export function chooseDefendingPlayer(ctx: Ctx, who: string, defending: unknown): void {
  const s = ctx.s;
  if (typeof defending !== 'string' || !opponents(s, who).includes(defending)) {
    refuse('choose-defending-player/not-an-opponent', ['506.2a', '507.1'], `${String(defending)} is not one of your opponents.`, `${String(defending)} 不是你的对手。`);
  }
  if (s.combat) s.combat.defendingPlayers = [defending as string];
  const p = player(s, defending as string);
  emit(ctx, 'defending-players', ['506.2a', '507.1'], `${player(s, who).name} chooses ${p.name} as the defending player.`, `${player(s, who).nameZh ?? player(s, who).name}选择${p.nameZh ?? p.name}为防御牌手。`, { player: p.id, objects: [p.id] });
}
