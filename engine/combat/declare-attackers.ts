// The declare attackers step (508): the turn-based action of declaring attackers, judged by
// engine/combat's pure checks (508.1c–d requirement maximisation), then tapping, costs, the
// attacking statuses and "attacks" triggers. The game only asks when there is something to
// choose: with no legal attack but "none", the empty declaration is made for the player.

import { emit, type Ctx } from '../core/context';
import type { Decision, TbaResult } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId } from '../core/vocabulary';
import { hasType } from '../objects/characteristics';
import { dropFromCurrentPhase } from '../turn/schedule';
import { mark } from '../turn/timing-restrictions';
import { inRange } from '../variants/range-of-influence';
import { activePlayers } from '../variants/shared-team-turns';
import { checkAttackDeclaration, legalAttackDeclarations } from './attack-declaration';
import { attackableTargets, attackRestrictions } from './attack-restrictions';
import { announceBands, bandsOf } from './banding';
import { hasKeyword } from '../objects/characteristics';
import { attackerEntry } from './combat-state';
import { attackCost, payCombatCost, withoutCostedRequirements } from './costs-to-attack-or-block';
import { recordHadToAttack } from './had-to-attack';
import { chooseOptionalCosts, optionalCostEffects, payOptionalCosts } from './optional-attack-costs';
import { combatView } from './views';
import { teamTurns } from '../variants/variant';
import { happen } from '../events/happen';

// --- 508: declare attackers ------------------------------------------------------------------

export function declareAttackersActions(ctx: Ctx): TbaResult {
  const s = ctx.s;
  if (s.combat && !s.combat.attackersDeclared) {
    if (activePlayers(s).length === 0) {
      // 800.4j: the active player left the game during this turn — no one declares attackers
      // (508.1), so no creature attacks and the declare blockers and combat damage steps are
      // skipped (508.8). "Attacks" triggers and 506.6 have nothing to look at.
      s.combat.attackersDeclared = true;
      emit(ctx, { type: 'no-active-player', rules: ['800.4j', '508.1'], step: s.turn.step });
      skipBlockersAndDamage(ctx);
      return { kind: 'priority' };
    }
    const view = withoutCostedRequirements(s, combatView(s), 'attack');
    const legal = legalAttackDeclarations(view, 2);
    if (legal.declarations.length === 1 && legal.declarations[0].length === 0 && !legal.truncated) {
      applyAttackDeclaration(ctx, []);
      return { kind: 'priority' };
    }
    const candidates = view.permanents
      .filter((p) => activePlayers(s).includes(p.controller) && attackRestrictions(view, p).length === 0)
      .map((p) => p.id);
    const decision: Decision = {
      // 805.10b, 805.2: the active team declares one combined attack (its primary player decides).
      player: s.turn.activePlayer,
      kind: 'declare-attackers',
      rules: teamTurns(s) ? ['508.1', '805.10b', '805.2'] : ['508.1'],
      candidates,
      targets: attackableTargets(view),
    };
    return { kind: 'decision', decision };
  }
  return { kind: 'priority' }; // 508.2
}

export function declareAttackers(
  ctx: Ctx,
  attacks: { attacker: ObjectId; target: string }[],
  manaAbilities?: unknown,
  bands?: unknown,
  optionalCosts?: unknown,
): void {
  if (
    !Array.isArray(attacks) ||
    attacks.some((a) => !a || typeof a !== 'object' || typeof a.attacker !== 'string' || typeof a.target !== 'string')
  ) {
    refuse('declare-attackers/malformed', ['508.1']);
  }
  const announced = bandsOf(bands); // none announced: []
  const check = checkAttackDeclaration(
    withoutCostedRequirements(ctx.s, combatView(ctx.s), 'attack'),
    attacks,
    announced,
  );
  if (!check.ok) refuse(check.code, check.rules, check.params);
  const optional = chooseOptionalCosts(
    ctx,
    attacks.map((a) => a.attacker),
    optionalCosts,
  ); // 508.1g (none chosen: [])
  const cost = attackCost(ctx.s, attacks); // 508.1h: locked in before anything changes
  applyAttackDeclaration(ctx, attacks, check, announced, () => {
    payOptionalCosts(ctx, ctx.s.turn.activePlayer, optional); // 508.1j
    payCombatCost(ctx, ctx.s.turn.activePlayer, cost, manaAbilities, 'attack'); // 508.1i–j
    optionalCostEffects(ctx, ctx.s.turn.activePlayer, optional); // "if you do"
  });
}

function applyAttackDeclaration(
  ctx: Ctx,
  chosen: { attacker: ObjectId; target: string }[],
  check?: { obeyed: number; maximum: number },
  bands: ObjectId[][] = [],
  pay?: () => void,
): void {
  const s = ctx.s;
  const c = s.combat!;
  recordHadToAttack(ctx, c); // 506.6: as attackers are declared
  announceBands(ctx, bands); // 508.1e (none: nothing announced)
  // 508.1f: attacking causes tapping; it isn't a cost.
  const tapped = chosen.map((a) => a.attacker).filter((id) => !hasKeyword(s, s.objects[id], 'vigilance'));
  happen(ctx, { type: 'tap', rules: ['508.1f'], objects: tapped, cause: 'attack' });
  pay?.(); // 508.1g–j
  // 508.1k: each chosen creature still controlled by the active player (805.10b: the active team) becomes an attacking creature.
  const attacks = chosen.filter(
    (a) => s.objects[a.attacker].zone === 'battlefield' && activePlayers(s).includes(s.objects[a.attacker].controller),
  );
  for (const a of attacks) {
    const t = s.objects[a.target];
    const defending = t ? (hasType(s, t, 'Battle') ? t.protector! : t.controller) : a.target;
    c.attackers.push({
      attacker: a.attacker,
      target: a.target,
      defendingPlayer: defending,
      blocked: null,
      order: [],
      declared: true,
    });
    s.turn.attackedThisTurn.push(a.attacker);
  }
  c.attackersDeclared = true;
  if (c.bands)
    c.bands = c.bands.map((b) => b.filter((id) => attacks.some((a) => a.attacker === id))).filter((b) => b.length > 1); // 702.22f
  // 508.1d where requirements applied; 508.1c is cited where a restriction refuses.
  const checked = [...(attacks.length > 0 ? ['508.1a'] : []), ...(check && check.maximum > 0 ? ['508.1d'] : [])];
  // 805.10b: the active team declares one combined attack; 801.3: some defending player was out of range.
  if (teamTurns(s)) checked.push('506.2b', '805.10b');
  if (activePlayers(s).some((a) => c.defendingPlayers.some((d) => !inRange(s, a, d)))) checked.push('801.2', '801.3');
  emit(ctx, {
    type: 'attackers-declared',
    rules: ['508.1', ...checked, '508.1k'],
    player: s.turn.activePlayer,
    objects: attacks.map((a) => a.attacker),
    ...(check ? { obeyed: check.obeyed, maximum: check.maximum } : {}),
    forced: !check,
  });
  for (const a of attacks)
    happen(ctx, {
      type: 'attacks',
      rules: ['508.3a'],
      creature: a.attacker,
      defending: attackerEntry(s, a.attacker)!.defendingPlayer,
    }); // 508.1m, 508.3a
  // 508.3d–e: each attacking player (805.10a: each of the active team) whose creatures attacked.
  for (const ap of activePlayers(s)) {
    const mine = attacks.filter((a) => s.objects[a.attacker].controller === ap);
    if (mine.length > 0) happen(ctx, { type: 'you attack', rules: ['508.3d'], player: ap, count: mine.length }); // 508.3d
    for (const p of [...new Set(mine.map((a) => a.target))].filter((t) => s.players.some((x) => x.id === t))) {
      happen(ctx, { type: 'you attack a player', rules: ['508.3e'], player: ap, defending: p }); // 508.3e
    }
  }
  for (const target of [...new Set(attacks.map((a) => a.target))])
    happen(ctx, {
      type: 'is attacked',
      rules: ['508.3b'],
      target,
      count: attacks.filter((a) => a.target === target).length,
    }); // 508.3b
  if (attacks.length === 0) skipBlockersAndDamage(ctx);
}

/** 508.8: no creatures are declared as attackers — the declare blockers and combat damage steps are skipped. */
function skipBlockersAndDamage(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn.combatPhasesThisTurn === 1) mark(ctx, 'first combat: blockers skipped'); // 506.7e
  dropFromCurrentPhase(s.turn, ['declare blockers', 'combat damage']);
  emit(ctx, { type: 'steps-skipped', rules: ['508.8'] });
}
