// Creatures that are attacking because an effect says so, not because they were declared: put
// onto the battlefield attacking (508.4, 508.4a) or stated to be attacking (508.4b). They never
// "attacked" (no attack triggers) and requirements and restrictions don't apply (508.4c). What
// the effect specifies is checked as it resolves: a player who left the game, or a permanent that
// is gone or is no longer a planeswalker or battle, leaves the creature not attacking (506.3c).
// Only an attacking player's creature that is not a battle can be attacking (506.3a–b, 506.3e–f).
// Unless the effect specifies it, the creature's controller chooses what it attacks (508.4).

import { targetSpecs } from '../casting/targets';
import type { AttackedSpec } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { Decision, DecisionOf } from '../core/decisions';
import { refuse } from '../core/results';
import type { GameState, StackItem } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { hasType } from '../objects/characteristics';
import { isPlayer, onBattlefield } from '../objects/objects';
import { inGame, player } from '../objects/players';
import { activePlayers } from '../variants/shared-team-turns';

/** What the resolving item specifies its creature attacks: a player or permanent id, or null if unspecified. */
export function specifiedAttack(item: StackItem, spec: AttackedSpec | undefined): PlayerId | ObjectId | null {
  if (spec === undefined) return null;
  if (spec === 'what that creature attacks') return item.attacked ?? null;
  if (spec === 'that player' || spec === 'defending player') return item.relatedPlayer;
  if (spec === 'that creature') return item.related;
  if (spec === 'you') return item.controller;
  const i = targetSpecs(item.effect).indexOf(spec);
  return i >= 0 ? (item.targets[i] ?? null) : null;
}

function notAttacking(ctx: Ctx, id: ObjectId, rules: string[], enters: boolean): 'done' {
  emit(ctx, { type: 'not-attacking', rules, object: id, entered: enters });
  return 'done';
}

/** What a creature attacking by an effect may attack (508.4): defending players, their planeswalkers, battles they protect. */
export function attackChoices(s: GameState): (PlayerId | ObjectId)[] {
  // A player who leaves the game leaves this list (800.4a, game/leave-game.ts); it never holds an attacking player.
  const defending = s.combat?.defendingPlayers ?? [];
  const permanents = s.battlefield.filter((id) => {
    const x = s.objects[id];
    if (x.phasedOut) return false;
    if (hasType(s, x, 'Planeswalker') && defending.includes(x.controller)) return true;
    return hasType(s, x, 'Battle') && x.protector !== null && defending.includes(x.protector);
  });
  return [...defending, ...permanents];
}

function addAttacker(ctx: Ctx, id: ObjectId, target: PlayerId | ObjectId, enters: boolean): void {
  const s = ctx.s;
  const c = s.combat!;
  const t = s.objects[target];
  const defending = t ? (hasType(s, t, 'Battle') ? t.protector! : t.controller) : target;
  c.attackers.push({
    attacker: id,
    target,
    defendingPlayer: defending,
    blocked: c.blockersDeclared ? false : null,
    order: [],
    declared: false,
  });
  emit(ctx, { type: 'attacking', rules: ['508.4', '508.4c'], object: id, target, entered: enters });
}

/**
 * Make `id` an attacking creature by an effect. `enters`: it was just put onto the battlefield
 * attacking (508.4a) rather than stated to be attacking (508.4b). `specified`: what the effect
 * says it attacks (undefined or null: unspecified). Returns 'choose' when its controller must
 * choose what it attacks among several (508.4): the caller pauses the resolution for that.
 */
export function attackByEffect(
  ctx: Ctx,
  id: ObjectId,
  opts: { enters: boolean; specified?: PlayerId | ObjectId | null },
): 'done' | 'choose' {
  const s = ctx.s;
  const c = s.combat;
  const o = s.objects[id];
  const enters = opts.enters;
  if (!enters && c?.attackers.some((a) => a.attacker === id)) return 'done'; // already attacking
  // Outside the combat phase there is no attacking player (506.2), so 506.3b applies to one
  // entering. (Before attackers are declared the engine has no combat to add it to: not modelled.)
  if (!c || !c.attackersDeclared) {
    const why = s.turn.phase === 'combat' ? ['508.4'] : enters ? ['506.3b', '508.4'] : ['506.2', '508.4'];
    return notAttacking(ctx, id, why, enters);
  }
  let why: string[] | null = null;
  if (!hasType(s, o, 'Creature')) why = enters ? ['506.3a', '508.4'] : ['506.3', '508.4'];
  else if (hasType(s, o, 'Battle')) why = enters ? ['506.3e'] : ['506.3f'];
  else if (!activePlayers(s).includes(o.controller)) why = enters ? ['506.3b', '508.4'] : ['506.2', '508.4'];
  if (why) return notAttacking(ctx, id, why, enters);
  const spec = opts.specified;
  if (spec !== undefined && spec !== null) {
    // 508.4a–b: what the effect specified must still be there as the effect resolves.
    const gone = isPlayer(s, spec)
      ? !inGame(player(s, spec))
      : !onBattlefield(s, spec) ||
        !(hasType(s, s.objects[spec], 'Planeswalker') || hasType(s, s.objects[spec], 'Battle'));
    if (gone) return notAttacking(ctx, id, enters ? ['506.3c', '508.4a'] : ['508.4b'], enters);
    addAttacker(ctx, id, spec, enters);
    return 'done';
  }
  // Unspecified (508.4): its controller chooses; with a single choice there is nothing to ask.
  const choices = attackChoices(s);
  if (choices.length === 0) return notAttacking(ctx, id, ['508.4'], enters);
  if (choices.length > 1) return 'choose';
  addAttacker(ctx, id, choices[0], enters);
  return 'done';
}

/** 508.4: the question to `chooser`: what `attacker` — put onto the battlefield attacking (`entered`) or stated to be attacking — attacks. */
export function attackedChoice(s: GameState, attacker: ObjectId, chooser: PlayerId, entered: boolean): Decision {
  return {
    player: chooser,
    kind: 'choose-attacked',
    rules: ['508.4'],
    object: attacker,
    targets: attackChoices(s),
    entered,
  };
}

/** The answer to the question `decision` (508.4). */
export function chooseAttacked(
  ctx: Ctx,
  attacker: ObjectId,
  target: PlayerId | ObjectId,
  decision: DecisionOf<'choose-attacked'>,
): void {
  const s = ctx.s;
  if (decision.object !== attacker)
    refuse('choose-attacked/not-awaited', ['508.4'], { object: attacker, awaited: decision.object });
  if (!attackChoices(s).includes(target)) {
    refuse('choose-attacked/not-attackable', ['508.4'], { object: attacker });
  }
  addAttacker(ctx, attacker, target, decision.entered);
}
