// Creatures that are attacking because an effect says so, not because they were declared: put
// onto the battlefield attacking (508.4, 508.4a) or stated to be attacking (508.4b). They never
// "attacked" (no attack triggers) and requirements and restrictions don't apply (508.4c). What
// the effect specifies is checked as it resolves: a player who left the game, or a permanent that
// is gone or is no longer a planeswalker or battle, leaves the creature not attacking (506.3c).
// Only an attacking player's creature that is not a battle can be attacking (506.3a–b, 506.3e–f).
import { emit, type Ctx } from './events';
import { hasType, inGame, isPlayer, nameEn, nameZh, onBattlefield, player } from './objects';
import { targetSpecs } from './targets';
import type { AttackedSpec, ObjectId, PlayerId, StackItem } from './types';

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

function notAttacking(ctx: Ctx, id: ObjectId, rules: string[], enters: boolean): void {
  const s = ctx.s;
  if (enters) emit(ctx, 'not-attacking', rules, `${nameEn(s, id)} enters the battlefield but is not an attacking creature.`, `${nameZh(s, id)}进入战场，但并非攻击生物。`, { object: id });
  else emit(ctx, 'not-attacking', rules, `${nameEn(s, id)} doesn't become an attacking creature.`, `${nameZh(s, id)}不会成为攻击生物。`, { object: id });
}

/**
 * Make `id` an attacking creature by an effect. `enters`: it was just put onto the battlefield
 * attacking (508.4a) rather than stated to be attacking (508.4b). `specified`: what the effect
 * says it attacks (undefined: unspecified); `via`: the creature whose attack made it, if any.
 */
export function attackByEffect(ctx: Ctx, id: ObjectId, opts: { enters: boolean; specified?: PlayerId | ObjectId | null; via?: ObjectId }): void {
  const s = ctx.s;
  const c = s.combat;
  const o = s.objects[id];
  const enters = opts.enters;
  if (!enters && c?.attackers.some((a) => a.attacker === id)) return; // already attacking
  let why: string[] | null = null;
  if (!c || !c.attackersDeclared) why = s.turn.phase === 'combat' ? ['508.4'] : ['506.3b', '508.4'];
  else if (!hasType(s, o, 'Creature')) why = enters ? ['506.3a', '508.4'] : ['506.3', '508.4'];
  else if (hasType(s, o, 'Battle')) why = enters ? ['506.3e'] : ['506.3f'];
  else if (o.controller !== s.turn.activePlayer) why = enters ? ['506.3b', '508.4'] : ['506.2', '508.4'];
  if (why || !c) return notAttacking(ctx, id, why ?? ['508.4'], enters);
  let target: PlayerId | ObjectId;
  let defending: PlayerId;
  const spec = opts.specified;
  if (spec !== undefined && spec !== null) {
    // 508.4a–b: what the effect specified must still be there as the effect resolves.
    const gone = isPlayer(s, spec) ? !inGame(player(s, spec)) : !onBattlefield(s, spec) || !(hasType(s, s.objects[spec], 'Planeswalker') || hasType(s, s.objects[spec], 'Battle'));
    if (gone) return notAttacking(ctx, id, enters ? ['506.3c', '508.4a'] : ['508.4b'], enters);
    target = spec;
    const t = s.objects[spec];
    defending = t ? (hasType(s, t, 'Battle') ? t.protector! : t.controller) : spec;
  } else {
    // Unspecified (508.4): the controller's choice, made by the engine: what `via` attacks, else
    // the first defending player.
    const from = opts.via ? c.attackers.find((a) => a.attacker === opts.via) : undefined;
    const d = from?.defendingPlayer ?? c.defendingPlayers[0];
    if (!d) return notAttacking(ctx, id, ['508.4'], enters);
    defending = d;
    target = from?.target ?? d;
  }
  c.attackers.push({ attacker: id, target, defendingPlayer: defending, blocked: c.blockersDeclared ? false : null, order: [], declared: false });
  const rules = ['508.4', '508.4c'];
  if (enters) emit(ctx, 'attacking', rules, `${nameEn(s, id)} enters the battlefield attacking ${nameEn(s, target)}.`, `${nameZh(s, id)}进入战场并攻击${nameZh(s, target)}。`, { object: id, target });
  else emit(ctx, 'attacking', rules, `${nameEn(s, id)} is now attacking ${nameEn(s, target)}.`, `${nameZh(s, id)}现在正在攻击${nameZh(s, target)}。`, { object: id, target });
}
