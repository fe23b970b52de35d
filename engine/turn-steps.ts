// The turn-based actions of the steps outside combat's declarations and damage — untap (502),
// draw (504), the main phase (505.3–505.5), beginning of combat (506.2, 507.1), cleanup (514,
// cleanup.ts) — and the start of the next turn (500.7). An on-demand module (on-demand.ts): the
// core reaches it through onDemand('turnSteps') the first time a game begins one of these steps
// or a new turn, so a game that starts and ends within combat never loads it in the browser.
import { emit, type Ctx } from './events';
import { nextInTurnOrder, player, opponents, hasKeyword, inGame } from './objects';
import { normalTurn } from './schedule';
import { fireChapterTriggers, fireTriggers } from './triggers';
import { drawCards } from './zones';
import { refuse } from './refusal';
import { onDemand } from './on-demand';
import { rollToVisitAttractions } from './attractions';
import { activePlayers, nextTeamTurn, primaryPlayer } from './teams';
import { takeSkip, teamRule, type TbaResult } from './turn';
export { cleanupActions, discardToHandSize } from './cleanup';

function inGameId(s: Ctx['s'], id: string): boolean {
  const p = player(s, id);
  return !p.lost && !p.conceded;
}

/** 500.7: extra turns come first, most recently created first; then the next seat. */
export function startNextTurn(ctx: Ctx): void {
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
  if (s.rangeOfInfluence !== undefined) {
    s.rangeSeats = s.players.filter(inGame).map((q) => q.id); // 801.2c: who is in range is settled now
    rules.push('801.2c');
  }
  emit(ctx, 'turn-began', rules, `Turn ${s.turn.number} begins: ${p.name}${extra ? ' takes an extra turn' : ''}.`, `第 ${s.turn.number} 回合开始：${p.nameZh ?? p.name}${extra ? '进行额外的回合' : ''}。`, { player: next, turn: s.turn.number });
}

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
      emit(ctx, 'defending-players', s.sharedTeamTurns ? ['506.2', '506.2b', '805.10a'] : opp.length > 1 ? ['506.2', '802.2'] : ['506.2'], `Defending: ${s.combat?.defendingPlayers.map((id) => player(s, id).name).join(', ')}.`, `防御牌手：${s.combat?.defendingPlayers.map((id) => player(s, id).nameZh ?? player(s, id).name).join('、')}。`, { objects: s.combat?.defendingPlayers ?? [] });
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
