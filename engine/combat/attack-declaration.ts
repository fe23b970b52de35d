// Declaring attackers (508.1): is a declaration legal, why not, and which ones are.
//
// 508.1c: a declaration breaking any restriction is illegal. 508.1d: among the declarations that
// break none, only those obeying the maximum possible number of requirements ("attacks each
// combat if able", one requirement per instance per creature) are legal. The maximum comes from an
// exhaustive search (requirement-search.ts). A cost to attack is never a requirement to pay it
// (508.1d), so a creature that can attack only by paying a cost is simply not a candidate here.
import {
  addAttacker,
  attackRestrictions,
  attackableTargets,
  declarationRestrictions,
  isAttackingPlayer,
  summaryIsLegal,
  targetFinding,
  type AttackSummary,
} from './attack-restrictions';
import { checkBands } from './bands';
import { countKeyword, isCreature, label } from './characteristics';
import { finding, refusal } from './refusal';
import { searchRequirements, type DeclarationProblem } from './requirement-search';
import type {
  Attack,
  CombatPermanent,
  CombatView,
  CreatureFinding,
  DeclarationCheck,
  DeclarationExplanation,
  LegalDeclarations,
  ObjectId,
} from './types';

const NS = 'declare-attackers';
const REQUIREMENT = 'attacks each combat if able';

/** The active player's creatures: the creatures 508.1a lets them choose from, in view order. */
function ownCreatures(view: CombatView): CombatPermanent[] {
  return view.permanents.filter((p) => isAttackingPlayer(view, p.controller) && isCreature(p));
}

/** Requirements on a creature to attack (508.1d): one per instance of "attacks each combat if able". */
export function attackRequirementCount(p: CombatPermanent): number {
  return countKeyword(p, REQUIREMENT);
}

/**
 * The declaration problem: each creature attacks or not (targets change no restriction here).
 * A creature with a cost to attack is a candidate only if its controller chose to pay (`paying`).
 */
function attackProblem(
  view: CombatView,
  paying: ReadonlySet<string> = new Set(),
): { creatures: CombatPermanent[]; problem: DeclarationProblem<AttackSummary, boolean> } {
  const creatures = ownCreatures(view);
  const able = creatures.map(
    (p) =>
      attackableTargets(view, p.controller).length > 0 &&
      attackRestrictions(view, p).length === 0 &&
      (!p.costToAttack || paying.has(p.id)),
  );
  const problem: DeclarationProblem<AttackSummary, boolean> = {
    slots: creatures.length,
    options: (i) => (able[i] ? [false, true] : [false]),
    initial: { count: 0, cantAttackAlone: false, canOnlyAttackAlone: false },
    step: (s, i, attacks) => (attacks ? addAttacker(view, s, creatures[i]) : s),
    gain: (i, attacks) => (attacks ? attackRequirementCount(creatures[i]) : 0),
    finish: (s) => (summaryIsLegal(s) ? 0 : null),
    key: (s) => `${s.count}|${s.cantAttackAlone ? 1 : 0}${s.canOnlyAttackAlone ? 1 : 0}`,
  };
  return { creatures, problem };
}

/** Findings for each requirement this declaration leaves unobeyed (508.1d). */
function requirementFindings(view: CombatView, attacking: ReadonlySet<string>): CreatureFinding[] {
  const out: CreatureFinding[] = [];
  for (const p of ownCreatures(view)) {
    const targets = attackableTargets(view, p.controller);
    const n = attackRequirementCount(p);
    if (n === 0 || attacking.has(p.id)) continue;
    const name = label(p);
    const blockers = attackRestrictions(view, p);
    const reason = blockers[0] ? { code: blockers[0].code, params: blockers[0].params } : null;
    const params = { creature: name, reason, nothingAttackable: !reason && targets.length === 0 };
    out.push(finding(p.id, 'requirement', `${NS}/requirement-not-obeyed`, ['508.1d'], params));
  }
  return out;
}

/** Requirements obeyed: each instance on each attacking creature. */
function obeyedBy(view: CombatView, attacking: ReadonlySet<string>): number {
  let n = 0;
  for (const p of ownCreatures(view)) if (attacking.has(p.id)) n += attackRequirementCount(p);
  return n;
}

/** Per creature: restrictions broken and requirements unobeyed; and the maximum to compare with. */
export function explainAttackDeclaration(view: CombatView, attacks: readonly Attack[]): DeclarationExplanation<Attack> {
  const byId = new Map(view.permanents.map((p) => [p.id, p]));
  const findings: CreatureFinding[] = [];
  const attackers: CombatPermanent[] = [];
  for (const a of attacks) {
    const p = byId.get(a.attacker);
    if (!p) continue;
    attackers.push(p);
    findings.push(...attackRestrictions(view, p));
    const t = targetFinding(view, p, a.target, attackableTargets(view, p.controller));
    if (t) findings.push(t);
  }
  findings.push(...declarationRestrictions(view, attackers));
  const attacking = new Set(attackers.map((p) => p.id));
  findings.push(...requirementFindings(view, attacking));
  // 508.1d: costs the player chose to pay (by attacking with such creatures) count; others don't.
  // Only creatures with a cost to attack are looked up in the set of those paid for.
  const legal = attackDeclarationsReachingMaximum(view, 1, attacking);
  return {
    findings,
    obeyed: obeyedBy(view, attacking),
    maximum: legal.maximum,
    witness: legal.declarations[0] ?? null,
  };
}

/**
 * 508.1: is this declaration of attackers legal? Refusals cite the rule broken. `bands` are the
 * bands announced with it (508.1e), checked once the attack itself is legal (bands.ts).
 */
export function checkAttackDeclaration(
  view: CombatView,
  attacks: readonly Attack[],
  bands: readonly (readonly ObjectId[])[] = [],
): DeclarationCheck {
  const seen = new Set<string>();
  for (const a of attacks) {
    if (!view.permanents.some((p) => p.id === a.attacker))
      return refusal(`${NS}/unknown-creature`, ['508.1a'], { object: a.attacker });
    if (seen.has(a.attacker)) return refusal(`${NS}/duplicate-attacker`, ['508.1b'], { object: a.attacker });
    seen.add(a.attacker);
  }
  const explanation = explainAttackDeclaration(view, attacks);
  const broken = explanation.findings.find((f) => f.kind === 'restriction');
  if (broken) return refusal(broken.code, broken.rules, broken.params, explanation);
  if (explanation.obeyed < explanation.maximum) {
    const example = (explanation.witness ?? [])
      .map((x) => view.permanents.find((p) => p.id === x.attacker))
      .filter((p) => p !== undefined)
      .map(label);
    return refusal(
      `${NS}/requirement-not-maximised`,
      ['508.1d'],
      { obeyed: explanation.obeyed, maximum: explanation.maximum, example },
      explanation,
    );
  }
  const badBand = checkBands(view, attacks, bands);
  if (badBand) return badBand;
  return { ok: true, obeyed: explanation.obeyed, maximum: explanation.maximum };
}

/**
 * Every legal declaration of attackers (508.1c–d) that pays no cost to attack, up to `limit`.
 * Each set of attacking creatures is expanded over the things each may attack (508.1b), in view
 * order. (A declaration that pays costs is judged by checkAttackDeclaration.)
 */
export function legalAttackDeclarations(view: CombatView, limit = 64): LegalDeclarations<Attack> {
  return attackDeclarationsReachingMaximum(view, limit, new Set());
}

function attackDeclarationsReachingMaximum(
  view: CombatView,
  limit: number,
  paying: ReadonlySet<string>,
): LegalDeclarations<Attack> {
  const { creatures, problem } = attackProblem(view, paying);
  const search = searchRequirements(problem);
  const sets = search.declarations(limit);
  const declarations: Attack[][] = [];
  let truncated = sets.truncated;
  choices: for (const choice of sets.choices) {
    const chosen = creatures.filter((_, i) => choice[i]);
    // Cartesian product of targets, as an odometer over target indices.
    const targetsOf = chosen.map((p) => attackableTargets(view, p.controller));
    const index = chosen.map(() => 0);
    for (;;) {
      if (declarations.length >= limit) {
        truncated = true;
        break choices;
      }
      declarations.push(chosen.map((p, k) => ({ attacker: p.id, target: targetsOf[k][index[k]] })));
      let k = chosen.length - 1;
      while (k >= 0 && index[k] === targetsOf[k].length - 1) index[k--] = 0;
      if (k < 0) break;
      index[k] += 1;
    }
  }
  return { maximum: search.maximum ?? 0, declarations, truncated };
}
