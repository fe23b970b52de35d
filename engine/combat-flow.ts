// Combat in the game's flow (506–509, 511): the declare attackers and declare blockers steps'
// turn-based actions, the players' declarations judged by engine/combat's pure functions
// (508.1c–d, 509.1b–c requirement maximisation), then statuses, tapping and triggers. The game
// only asks when there is something to choose: with no legal attack or block but "none", the
// empty declaration is made for the player (the rules' outcome is the same).
import { checkAttackDeclaration, checkBlockDeclaration, legalAttackDeclarations, legalBlockDeclarations, blockableAttackers, attackableTargets, attackRestrictions, blockerRestrictions } from './combat/index';
import { combatView } from './combat-bridge';
import { attackCost, blockCost, payCombatCost, withoutCostedRequirements } from './combat-costs';
import { recordHadToAttack } from './had-to-attack';
import { onDemand } from './on-demand';
import { attackerEntry, blockersOf } from './combat-state';
import { emit, type Ctx } from './events';
import { apnap, hasKeyword, hasType, nameEn, nameZh, player } from './objects';
import { refuse } from './refusal';
import { dropFromCurrentPhase } from './schedule';
import { fireTriggers } from './triggers';
import { mark } from './timing';
import type { TbaResult } from './turn';
import { activePlayers, blockingTeam, inRange, primaryPlayer } from './teams';
import type { Decision, ObjectId, PlayerId } from './types';

function names(ctx: Ctx, ids: string[]): { en: string; zh: string } {
  return { en: ids.map((id) => nameEn(ctx.s, id)).join(', ') || 'none', zh: ids.map((id) => nameZh(ctx.s, id)).join('、') || '无' };
}

// --- 508: declare attackers ------------------------------------------------------------------

export function declareAttackersActions(ctx: Ctx, stage: number): TbaResult {
  const s = ctx.s;
  if (stage === 0 && s.combat && !s.combat.attackersDeclared) {
    const view = withoutCostedRequirements(s, combatView(s), 'attack');
    const legal = legalAttackDeclarations(view, 2);
    if (legal.declarations.length === 1 && legal.declarations[0].length === 0 && !legal.truncated) {
      applyAttackDeclaration(ctx, []);
      return { kind: 'priority' };
    }
    const candidates = view.permanents.filter((p) => activePlayers(s).includes(p.controller) && attackRestrictions(view, p).length === 0).map((p) => p.id);
    const decision: Decision = {
      // 805.10b, 805.2: the active team declares one combined attack (its primary player decides).
      player: s.turn.activePlayer, kind: 'declare-attackers', rules: s.sharedTeamTurns ? ['508.1', '805.10b', '805.2'] : ['508.1'],
      message: { en: 'Declare attackers: choose which creatures attack and what each attacks.', zh: '宣告攻击者：选择哪些生物进行攻击以及各自攻击的对象。' },
      candidates, targets: attackableTargets(view),
    };
    return { kind: 'decision', decision, resume: 1 };
  }
  return { kind: 'priority' }; // 508.2
}

export function declareAttackers(ctx: Ctx, attacks: { attacker: ObjectId; target: string }[], manaAbilities?: unknown, bands?: unknown, optionalCosts?: unknown): void {
  if (!Array.isArray(attacks) || attacks.some((a) => !a || typeof a !== 'object' || typeof a.attacker !== 'string' || typeof a.target !== 'string')) {
    refuse('declare-attackers/malformed', ['508.1'], 'attacks must be a list of {attacker, target} ids', 'attacks 必须是 {attacker, target} 标识的列表');
  }
  const announced = bands === undefined ? [] : onDemand('bands').bandsOf(bands);
  const check = checkAttackDeclaration(withoutCostedRequirements(ctx.s, combatView(ctx.s), 'attack'), attacks, announced);
  if (!check.ok) refuse(check.code, check.rules, check.message.en, check.message.zh);
  const optional = optionalCosts === undefined ? [] : onDemand('optionalAttackCosts').chooseOptionalCosts(ctx, attacks.map((a) => a.attacker), optionalCosts); // 508.1g
  const cost = attackCost(ctx.s, attacks); // 508.1h: locked in before anything changes
  applyAttackDeclaration(ctx, attacks, check, announced, () => {
    if (optional.length) onDemand('optionalAttackCosts').payOptionalCosts(ctx, ctx.s.turn.activePlayer, optional); // 508.1j
    payCombatCost(ctx, ctx.s.turn.activePlayer, cost, manaAbilities, 'attack'); // 508.1i–j
    if (optional.length) onDemand('optionalAttackCosts').optionalCostEffects(ctx, ctx.s.turn.activePlayer, optional); // "if you do"
  });
}

function requirementNote(check: { obeyed: number; maximum: number }): { en: string; zh: string } {
  return check.maximum > 0 ? { en: ` (obeys ${check.obeyed} of at most ${check.maximum} requirements)`, zh: `（遵循了最多 ${check.maximum} 项要求中的 ${check.obeyed} 项）` } : { en: '', zh: '' };
}

function applyAttackDeclaration(ctx: Ctx, chosen: { attacker: ObjectId; target: string }[], check?: { obeyed: number; maximum: number }, bands: ObjectId[][] = [], pay?: () => void): void {
  const s = ctx.s;
  const c = s.combat!;
  recordHadToAttack(ctx); // 506.6: as attackers are declared
  if (bands.length) onDemand('bands').announceBands(ctx, bands); // 508.1e
  const tapped: ObjectId[] = [];
  for (const a of chosen) {
    const o = s.objects[a.attacker];
    if (!hasKeyword(s, o, 'vigilance')) {
      o.tapped = true; // 508.1f: attacking causes tapping; it isn't a cost
      tapped.push(o.id);
    }
  }
  if (tapped.length) emit(ctx, 'tapped', ['508.1f'], `${names(ctx, tapped).en} become tapped as they attack.`, `${names(ctx, tapped).zh}因攻击而横置。`, { objects: tapped });
  pay?.(); // 508.1g–j
  // 508.1k: each chosen creature still controlled by the active player (805.10b: the active team) becomes an attacking creature.
  const attacks = chosen.filter((a) => s.objects[a.attacker].zone === 'battlefield' && activePlayers(s).includes(s.objects[a.attacker].controller));
  for (const a of attacks) {
    const t = s.objects[a.target];
    const defending = t ? (hasType(s, t, 'Battle') ? t.protector! : t.controller) : a.target;
    c.attackers.push({ attacker: a.attacker, target: a.target, defendingPlayer: defending, blocked: null, order: [], declared: true });
    s.turn.attackedThisTurn.push(a.attacker);
  }
  c.attackersDeclared = true;
  if (c.bands) c.bands = c.bands.map((b) => b.filter((id) => attacks.some((a) => a.attacker === id))).filter((b) => b.length > 1); // 702.22f
  const list = names(ctx, attacks.map((a) => a.attacker));
  const note = check ? requirementNote(check) : { en: ' (no other declaration is legal)', zh: '（没有其他合法的宣告）' };
  const checked = [...(attacks.length > 0 ? ['508.1a'] : []), ...(check && check.maximum > 0 ? ['508.1d'] : [])]; // 508.1d where requirements applied; 508.1c is cited where a restriction refuses
  // 805.10b: the active team declares one combined attack; 801.3: some defending player was out of range.
  if (s.sharedTeamTurns) checked.push('506.2b', '805.10b');
  if (activePlayers(s).some((a) => c.defendingPlayers.some((d) => !inRange(s, a, d)))) checked.push('801.2', '801.3');
  emit(ctx, 'attackers-declared', ['508.1', ...checked, '508.1k'], `${player(s, s.turn.activePlayer).name} declares attackers: ${list.en}${note.en}.`, `${player(s, s.turn.activePlayer).nameZh ?? player(s, s.turn.activePlayer).name}宣告攻击者：${list.zh}${note.zh}。`,
    { player: s.turn.activePlayer, objects: attacks.map((a) => a.attacker) });
  for (const a of attacks) fireTriggers(ctx, { event: 'attacks', creature: a.attacker, defending: attackerEntry(s, a.attacker)!.defendingPlayer }); // 508.1m, 508.3a
  // 508.3d–e: each attacking player (805.10a: each of the active team) whose creatures attacked.
  for (const ap of activePlayers(s)) {
    const mine = attacks.filter((a) => s.objects[a.attacker].controller === ap);
    if (mine.length > 0) fireTriggers(ctx, { event: 'you attack', player: ap, count: mine.length }); // 508.3d
    for (const p of [...new Set(mine.map((a) => a.target))].filter((t) => s.players.some((x) => x.id === t))) {
      fireTriggers(ctx, { event: 'you attack a player', player: ap, defending: p }); // 508.3e
    }
  }
  for (const target of [...new Set(attacks.map((a) => a.target))]) fireTriggers(ctx, { event: 'is attacked', target, count: attacks.filter((a) => a.target === target).length }); // 508.3b
  if (attacks.length === 0) {
    if (s.turn.combatPhasesThisTurn === 1) mark(ctx, 'first combat: blockers skipped'); // 506.7e
    dropFromCurrentPhase(s.turn, ['declare blockers', 'combat damage']);
    emit(ctx, 'steps-skipped', ['508.8'], 'No creatures attack: the declare blockers and combat damage steps are skipped.', '没有生物攻击：略过宣告阻挡者步骤和战斗伤害步骤。');
  }
}

// --- 509: declare blockers -------------------------------------------------------------------

export function declareBlockersActions(ctx: Ctx, stage: number): TbaResult {
  const s = ctx.s;
  const c = s.combat;
  if (!c) return { kind: 'priority' };
  c.blockersDeclaredBy ??= [];
  if (stage === 0 && !c.blockersDeclared) {
    for (const each of apnap(s).filter((p) => c.defendingPlayers.includes(p))) {
      if (c.blockersDeclaredBy.includes(each)) continue;
      // 805.10d, 805.2: a defending team declares one combined block; its primary player decides.
      const team = player(s, each).team;
      const d = s.sharedTeamTurns && team !== null ? primaryPlayer(s, team) : each;
      const view = withoutCostedRequirements(s, combatView(s, d), 'block');
      if (blockableAttackers(view).length > 0) {
        const legal = legalBlockDeclarations(view, 2);
        if (!(legal.declarations.length === 1 && legal.declarations[0].length === 0 && !legal.truncated)) {
          const candidates = view.permanents.filter((p) => p.controller === d && blockerRestrictions(view, p).length === 0).map((p) => p.id);
          return {
            kind: 'decision', resume: 0,
            decision: {
              player: d, kind: 'declare-blockers', rules: s.sharedTeamTurns ? ['509.1', '805.10d'] : ['509.1'], candidates, targets: blockableAttackers(view).map((p) => p.id),
              message: { en: 'Declare blockers: choose which creatures block and which attacker each blocks.', zh: '宣告阻挡者：选择哪些生物进行阻挡以及各自阻挡的攻击生物。' },
            },
          };
        }
      }
      recordBlocks(ctx, d, []);
    }
    finishBlockerDeclaration(ctx);
  }
  if (s.profile === 'classic') {
    const ask = orderDecision(ctx);
    if (ask) return { kind: 'decision', decision: ask, resume: 2 };
  }
  return { kind: 'priority' }; // 509.4
}

export function declareBlockers(ctx: Ctx, who: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[], manaAbilities?: unknown): void {
  if (!Array.isArray(blocks) || blocks.some((b) => !b || typeof b !== 'object' || typeof b.blocker !== 'string' || typeof b.attacker !== 'string')) {
    refuse('declare-blockers/malformed', ['509.1'], 'blocks must be a list of {blocker, attacker} ids', 'blocks 必须是 {blocker, attacker} 标识的列表');
  }
  const already = blocks.find((b) => ctx.s.combat!.blockers.some((x) => x.blocker === b?.blocker));
  if (already) refuse('declare-blockers/already-blocking', ['509.1a', '509.7'], `${nameEn(ctx.s, already.blocker)} is already blocking.`, `${nameZh(ctx.s, already.blocker)}已经在阻挡。`);
  const check = checkBlockDeclaration(withoutCostedRequirements(ctx.s, combatView(ctx.s, who), 'block'), blocks);
  if (!check.ok) refuse(check.code, check.rules, check.message.en, check.message.zh);
  const cost = blockCost(ctx.s, who, blocks); // 509.1d
  recordBlocks(ctx, who, blocks, check);
  payCombatCost(ctx, who, cost, manaAbilities, 'block'); // 509.1e–f
}

function recordBlocks(ctx: Ctx, who: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[], check?: { obeyed: number; maximum: number }): void {
  const c = ctx.s.combat!;
  for (const b of blocks) {
    const entry = c.blockers.find((x) => x.blocker === b.blocker);
    if (entry) {
      entry.blocking.push(b.attacker);
      entry.order.push(b.attacker);
    } else c.blockers.push({ blocker: b.blocker, blocking: [b.attacker], order: [b.attacker], declared: true });
  }
  c.blockersDeclaredBy!.push(...blockingTeam(ctx.s, who)); // 805.10d: the whole defending team
  const list = names(ctx, [...new Set(blocks.map((b) => b.blocker))]);
  const p = player(ctx.s, who);
  const note = check ? requirementNote(check) : { en: ' (no other declaration is legal)', zh: '（没有其他合法的宣告）' };
  const checked = [...(blocks.length > 0 ? ['509.1a'] : []), ...(check && check.maximum > 0 ? ['509.1c'] : [])]; // 509.1c where requirements applied; 509.1b is cited where a restriction refuses
  if (ctx.s.sharedTeamTurns) checked.push('805.10d');
  emit(ctx, 'blockers-declared', ['509.1', ...checked, '509.1g'], `${p.name} declares blockers: ${list.en}${note.en}.`, `${p.nameZh ?? p.name}宣告阻挡者：${list.zh}${note.zh}。`, { player: who, objects: blocks.map((b) => b.blocker) });
}

/** 509.1h–i: blocked/unblocked statuses, then the "blocks"/"becomes blocked" triggers (509.5). */
function finishBlockerDeclaration(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  c.blockersDeclared = true;
  if (c.bands?.length) onDemand('bands').blockEachBand(ctx); // 702.22h: before the statuses of 509.1h
  const blockedBefore = c.attackers.filter((a) => a.blocked === true).map((a) => a.attacker);
  for (const a of c.attackers) {
    const blockers = blockersOf(s, a.attacker);
    a.blocked = blockers.length > 0;
    a.order = [...a.order.filter((b) => blockers.includes(b)), ...blockers.filter((b) => !a.order.includes(b))];
    emit(ctx, a.blocked ? 'became-blocked' : 'unblocked', ['509.1h'], `${nameEn(s, a.attacker)} ${a.blocked ? 'is blocked' : 'is unblocked'}.`, `${nameZh(s, a.attacker)}${a.blocked ? '被阻挡' : '未被阻挡'}。`, { object: a.attacker });
  }
  // 509.5a: only declared blockers "block"; one put onto the battlefield blocking never did (509.7).
  for (const b of c.blockers) if (b.declared) fireTriggers(ctx, { event: 'blocks', creature: b.blocker });
  for (const b of c.blockers) if (b.declared) for (const a of b.blocking) fireTriggers(ctx, { event: 'blocks a creature', creature: b.blocker, attacker: a }); // 509.5b
  for (const a of c.attackers) {
    if (a.blocked) {
      if (!blockedBefore.includes(a.attacker)) fireTriggers(ctx, { event: 'becomes blocked', creature: a.attacker }); // 509.5c: once
      for (const b of a.order) {
        if (c.blockers.find((x) => x.blocker === b)?.declared) fireTriggers(ctx, { event: 'becomes blocked by a creature', creature: a.attacker, blocker: b });
      }
    } else fireTriggers(ctx, { event: "attacks and isn't blocked", creature: a.attacker, defending: a.defendingPlayer });
  }
}

/** The next damage assignment order to announce (509.2 active player, then 509.3 defending), if any. */
export function orderDecision(ctx: Ctx): Decision | null {
  const s = ctx.s;
  const c = s.combat;
  if (!c || s.profile !== 'classic') return null;
  c.ordersAnnounced ??= [];
  for (const a of c.attackers) {
    if (a.order.length > 1 && !c.ordersAnnounced.includes(a.attacker)) {
      return {
        player: s.turn.activePlayer, kind: 'order-blockers', rules: ['509.2'], object: a.attacker, toOrder: [...a.order],
        message: { en: `Announce ${nameEn(s, a.attacker)}'s damage assignment order among the creatures blocking it.`, zh: `宣告${nameZh(s, a.attacker)}在阻挡它的生物之间的伤害分配顺序。` },
      };
    }
  }
  for (const b of c.blockers) {
    if (b.blocking.length > 1 && !c.ordersAnnounced.includes(b.blocker)) {
      // 805.10f, 805.2: with shared team turns the defending team announces (its primary player).
      const owner = s.objects[b.blocker].controller;
      return {
        player: s.sharedTeamTurns ? primaryPlayer(s, player(s, owner).team!) : owner, kind: 'order-attackers', rules: ['509.3'], object: b.blocker, toOrder: [...b.order],
        message: { en: `Announce ${nameEn(s, b.blocker)}'s damage assignment order among the creatures it blocks.`, zh: `宣告${nameZh(s, b.blocker)}在其所阻挡的生物之间的伤害分配顺序。` },
      };
    }
  }
  return null;
}
