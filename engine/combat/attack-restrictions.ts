// Restrictions on declaring attackers (508.1a–c). A restriction is anything that says a creature
// can't attack, or can't unless some condition is met; breaking one makes the whole declaration
// illegal (508.1c). Some restrictions belong to one creature (tapped, defender), some to its
// choice of what to attack (508.1b), and some to the declaration as a whole ("can't attack
// alone", "No more than one creature can attack each combat"). Each finding cites its rule.
import { hasKeyword, isBattle, isCreature, isPlaneswalker, label } from './characteristics';
import { finding } from './refusal';
import type { CombatPermanent, CombatView, CreatureFinding, ObjectId, PlayerId } from './types';

const NS = 'declare-attackers';

/** The restrictions that keep a permanent from attacking at all (codes under declare-attackers/). */
type AttackRestriction =
  'not-a-creature' | 'not-your-creature' | 'battle' | 'tapped' | 'summoning-sick' | 'defender' | 'cant-attack';

/** Restrictions that keep this permanent from attacking at all, whatever else is declared. */
export function attackRestrictions(view: CombatView, p: CombatPermanent): CreatureFinding[] {
  const name = label(p);
  const out: CreatureFinding[] = [];
  const add = (code: AttackRestriction, rules: string[]) =>
    out.push(finding(p.id, 'restriction', `${NS}/${code}`, rules, { creature: name }));
  if (!isCreature(p)) {
    add('not-a-creature', ['506.3']);
    return out;
  }
  if (!isAttackingPlayer(view, p.controller)) add('not-your-creature', ['508.1a']);
  if (isBattle(p)) add('battle', ['508.1a']);
  if (p.tapped) add('tapped', ['508.1a']);
  if (p.summoningSick && !hasKeyword(p, 'haste')) add('summoning-sick', ['508.1a', '302.6']);
  if (hasKeyword(p, 'defender')) add('defender', ['508.1c', '702.3b']);
  if (hasKeyword(p, "can't attack")) add('cant-attack', ['508.1c']);
  return out;
}

/** Whether this player's creatures may attack: the active player, or any player of the active team (805.10a). */
export function isAttackingPlayer(view: CombatView, id: PlayerId): boolean {
  return view.attackingPlayers ? view.attackingPlayers.includes(id) : id === view.attackingPlayer;
}

/**
 * What may be attacked: defending players, their planeswalkers, battles they protect (506.2,
 * 506.3, 508.1b) — by a creature of `controller`, only those within their range of influence (801.3).
 */
export function attackableTargets(view: CombatView, controller?: PlayerId): (PlayerId | ObjectId)[] {
  const reach = controller !== undefined ? view.reach?.[controller] : undefined;
  const defending = view.defendingPlayers.filter(
    (d) => !isAttackingPlayer(view, d) && (reach === undefined || reach.includes(d)),
  );
  const out: (PlayerId | ObjectId)[] = [...defending];
  for (const p of view.permanents) {
    if (isPlaneswalker(p) && defending.includes(p.controller)) out.push(p.id);
    else if (isBattle(p) && defending.some((d) => d === p.protector)) out.push(p.id);
  }
  return out;
}

/** A finding if `attacker` can't attack `target` (508.1b; a battle's protector can't attack it). */
export function targetFinding(
  view: CombatView,
  attacker: CombatPermanent,
  target: PlayerId | ObjectId,
  attackable: readonly string[],
): CreatureFinding | null {
  if (attackable.includes(target)) return null;
  const who = label(attacker);
  const permanent = view.permanents.find((p) => p.id === target);
  const what = permanent ? label(permanent) : target; // a player: named by the messages from the game
  if (attackableTargets(view).includes(target)) {
    // Attackable, but not by this creature: outside its controller's range of influence (801.3).
    return finding(attacker.id, 'restriction', `${NS}/out-of-range`, ['508.1b', '801.3'], {
      creature: who,
      target: what,
    });
  }
  const ownBattle =
    permanent !== undefined &&
    isBattle(permanent) &&
    permanent.protector !== undefined &&
    isAttackingPlayer(view, permanent.protector);
  const rules = ownBattle ? ['508.1b', '506.2'] : ['508.1b', '506.3'];
  return finding(attacker.id, 'restriction', `${NS}/illegal-target`, rules, {
    creature: who,
    target: what,
    ownBattle,
  });
}

/** The state of a declaration that whole-declaration restrictions look at (506.5, 508.1c). */
export interface AttackSummary {
  count: number;
  cantAttackAlone: boolean;
  canOnlyAttackAlone: boolean;
}

/** Whole-declaration restrictions broken by these attackers. */
export function declarationRestrictions(view: CombatView, attackers: readonly CombatPermanent[]): CreatureFinding[] {
  const out: CreatureFinding[] = [];
  const count = attackers.length;
  for (const p of attackers) {
    const name = label(p);
    // 506.5: a creature attacks alone if it's the only creature declared as an attacker.
    if (count === 1 && hasKeyword(p, "can't attack alone"))
      out.push(finding(p.id, 'restriction', `${NS}/cant-attack-alone`, ['508.1c', '506.5'], { creature: name }));
    if (count > 1 && hasKeyword(p, 'can only attack alone'))
      out.push(
        finding(p.id, 'restriction', `${NS}/can-only-attack-alone`, ['508.1c', '506.5'], {
          creature: name,
          others: count - 1,
        }),
      );
  }
  const max = view.limits?.maxAttackers;
  if (max !== undefined && count > max)
    out.push(finding(null, 'restriction', `${NS}/too-many-attackers`, ['508.1c'], { max, count }));
  return out;
}

/** Incremental form of declarationRestrictions for the search: null once a restriction can't be met. */
export function addAttacker(view: CombatView, s: AttackSummary, p: CombatPermanent): AttackSummary | null {
  const next: AttackSummary = {
    count: s.count + 1,
    cantAttackAlone: s.cantAttackAlone || hasKeyword(p, "can't attack alone"),
    canOnlyAttackAlone: s.canOnlyAttackAlone || hasKeyword(p, 'can only attack alone'),
  };
  const max = view.limits?.maxAttackers;
  if (max !== undefined && next.count > max) return null;
  if (next.canOnlyAttackAlone && next.count > 1) return null;
  return next;
}

/**
 * Whether the finished declaration meets "can't attack alone" (506.5). "Can only attack alone" is
 * already met: addAttacker refuses a second attacker beside such a creature.
 */
export function summaryIsLegal(s: AttackSummary): boolean {
  return !(s.cantAttackAlone && s.count < 2);
}
