// Reselecting what an attacking creature attacks (508.7): the creature stays in combat and is
// not considered to have attacked again (508.7a), requirements and restrictions don't apply
// (508.7b), and the new choice must be an opponent of its controller, their planeswalker or a
// battle they protect (508.7c) — with one chosen defending player, that player's (508.7d); with
// a limited range of influence, within the attacking creature's controller's range (508.7e, 801.2d),
// a battle's protector too (508.7e) — together: the player it now attacks is within that range (a
// planeswalker is in range with its controller, a battle with its protector, 801.2d).

import { emit, type Ctx } from '../core/context';
import type { Decision, DecisionOf } from '../core/decisions';
import { refuse } from '../core/results';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { hasType } from '../objects/characteristics';
import { opponents } from '../objects/players';
import { inRange } from '../variants/range-of-influence';
import { limitedRange } from '../variants/variant';

/** The players and permanents the attacker may be made to attack (508.7c–d). */
export function reselectChoices(s: GameState, attacker: ObjectId): (PlayerId | ObjectId)[] {
  const o = s.objects[attacker];
  let players = opponents(s, o.controller); // opponents still in the game
  if (s.variant.attackOption === 'choose one opponent' && s.combat)
    players = players.filter((p) => s.combat!.defendingPlayers.includes(p)); // 508.7d
  players = players.filter((p) => inRange(s, o.controller, p)); // 508.7e
  const permanents = s.battlefield.filter((id) => {
    const x = s.objects[id];
    if (x.phasedOut) return false;
    if (hasType(s, x, 'Planeswalker') && players.includes(x.controller)) return true;
    return hasType(s, x, 'Battle') && x.protector !== null && players.includes(x.protector);
  });
  return [...players, ...permanents];
}

/** The rules a refused reselection breaks: what it would need to be (508.7c–e). */
function brokenRules(s: GameState, attacker: ObjectId, target: string): string[] {
  const o = s.objects[attacker];
  const opp = opponents(s, o.controller);
  const t = s.objects[target];
  const who = t ? (hasType(s, t, 'Battle') ? t.protector : t.controller) : target;
  const attackable =
    who !== null && opp.includes(who) && (!t || hasType(s, t, 'Planeswalker') || hasType(s, t, 'Battle'));
  const chosen =
    s.variant.attackOption !== 'choose one opponent' || (who !== null && !!s.combat?.defendingPlayers.includes(who));
  if (attackable && chosen && !inRange(s, o.controller, who)) return ['508.7e', '801.2d'];
  return s.variant.attackOption === 'choose one opponent' ? ['508.7c', '508.7d'] : ['508.7c'];
}

/** 508.7: the question to `chooser`: what `attacker` attacks now. */
export function reselectChoice(s: GameState, attacker: ObjectId, chooser: PlayerId): Decision {
  return {
    player: chooser,
    kind: 'reselect-attack',
    rules: limitedRange(s) ? ['508.7', '508.7e'] : ['508.7'],
    object: attacker,
    targets: reselectChoices(s, attacker),
  };
}

/** The answer to the question `decision` (508.7). */
export function reselectAttack(
  ctx: Ctx,
  attacker: ObjectId,
  target: PlayerId | ObjectId,
  decision: DecisionOf<'reselect-attack'>,
): void {
  const s = ctx.s;
  if (decision.object !== attacker)
    refuse('reselect-attack/not-awaited', ['508.7'], { object: attacker, awaited: decision.object });
  if (!reselectChoices(s, attacker).includes(target)) {
    const rules = brokenRules(s, attacker, target);
    refuse('reselect-attack/not-attackable', rules, { object: attacker, target, outOfRange: rules.includes('508.7e') });
  }
  const entry = s.combat!.attackers.find((a) => a.attacker === attacker)!;
  const t = s.objects[target];
  entry.target = target;
  entry.defendingPlayer = t ? (hasType(s, t, 'Battle') ? t.protector! : t.controller) : target;
  emit(ctx, {
    type: 'attack-reselected',
    rules: limitedRange(s) ? ['508.7', '508.7a', '508.7b', '508.7e'] : ['508.7', '508.7a', '508.7b'],
    object: attacker,
    target,
  });
}
