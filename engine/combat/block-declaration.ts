// Declaring blockers (509.1): is a declaration legal, why not, and which ones are.
//
// 509.1b: a declaration breaking any restriction is illegal. 509.1c: among those breaking none,
// only the ones obeying the maximum possible number of requirements are legal. Requirements:
//  - "blocks each combat if able": one requirement per instance on that creature, obeyed when it
//    blocks (any attacker);
//  - "must be blocked if able" on an attacker: one requirement, obeyed as soon as at least one
//    creature blocks it (the commentary's Riveteers Decoy: one blocker is enough), and none at
//    all when no creature could block it. Counting it once per possible blocker would let it
//    outweigh two other creatures' requirements, which 509.1c's plain count does not allow.
// The maximum comes from the exhaustive search in requirement-search.ts.
import { countKeyword, label } from './characteristics';
import { blockDeclarationRestrictions, blockerRestrictions, pairRestrictions } from './block-restrictions';
import { blockModel, type BlockModel } from './block-search';
import { finding, refusal } from './refusal';
import { searchRequirements } from './requirement-search';
import type {
  Block,
  CombatView,
  CreatureFinding,
  DeclarationCheck,
  DeclarationExplanation,
  LegalDeclarations,
} from './types';

const NS = 'declare-blockers';

function obeyedBy(m: BlockModel, blocks: readonly Block[]): number {
  let n = 0;
  for (const b of m.blockers)
    if (blocks.some((x) => x.blocker === b.id)) n += countKeyword(b, 'blocks each combat if able');
  m.attackers.forEach((a, i) => {
    if (blocks.some((x) => x.attacker === a.id)) n += m.mustWeight[i];
  });
  return n;
}

function requirementFindings(m: BlockModel, blocks: readonly Block[]): CreatureFinding[] {
  const out: CreatureFinding[] = [];
  m.blockers.forEach((b, i) => {
    if (countKeyword(b, 'blocks each combat if able') === 0 || blocks.some((x) => x.blocker === b.id)) return;
    const name = label(b);
    out.push(
      finding(b.id, 'requirement', `${NS}/requirement-not-obeyed`, ['509.1c'], {
        creature: name,
        canBlock: m.legal[i].length > 0,
      }),
    );
  });
  m.attackers.forEach((a, i) => {
    if (m.mustWeight[i] === 0 || blocks.some((x) => x.attacker === a.id)) return;
    const name = label(a);
    out.push(
      finding(a.id, 'requirement', `${NS}/requirement-not-obeyed`, ['509.1c'], { creature: name, mustBeBlocked: true }),
    );
  });
  return out;
}

function toBlocks(m: BlockModel, choice: readonly number[][]): Block[] {
  return choice.flatMap((chosen, i) => chosen.map((a) => ({ blocker: m.blockers[i].id, attacker: m.attackers[a].id })));
}

/** Per creature: restrictions broken and requirements unobeyed; and the maximum to compare with. */
export function explainBlockDeclaration(view: CombatView, blocks: readonly Block[]): DeclarationExplanation<Block> {
  const byId = new Map(view.permanents.map((p) => [p.id, p]));
  // 509.1c: costs the player chose to pay (by blocking with such creatures) count; others don't.
  const m = blockModel(view, new Set(blocks.filter((b) => byId.get(b.blocker)?.costToBlock).map((b) => b.blocker)));
  const attackable = new Set(m.attackers.map((a) => a.id));
  const findings: CreatureFinding[] = [];
  const checked = new Set<string>();
  for (const b of blocks) {
    const blocker = byId.get(b.blocker);
    if (!blocker) continue;
    if (!checked.has(b.blocker)) findings.push(...blockerRestrictions(view, blocker));
    checked.add(b.blocker);
    const attacker = byId.get(b.attacker);
    if (!attacker || !attackable.has(b.attacker)) {
      const who = label(blocker);
      const what = attacker ? label(attacker) : { en: b.attacker, zh: b.attacker };
      findings.push(
        finding(b.blocker, 'restriction', `${NS}/not-attacking-you`, ['509.1a'], { creature: who, attacker: what }),
      );
      continue;
    }
    findings.push(...pairRestrictions(blocker, attacker));
  }
  findings.push(...blockDeclarationRestrictions(view, blocks));
  findings.push(...requirementFindings(m, blocks));
  const search = searchRequirements(m.problem);
  const first = search.declarations(1).choices[0];
  return {
    findings,
    obeyed: obeyedBy(m, blocks),
    maximum: search.maximum ?? 0,
    witness: first ? toBlocks(m, first) : null,
  };
}

/** 509.1: is this declaration of blockers legal? Refusals cite the rule broken. */
export function checkBlockDeclaration(view: CombatView, blocks: readonly Block[]): DeclarationCheck {
  const seen = new Set<string>();
  for (const b of blocks) {
    if (!view.permanents.some((p) => p.id === b.blocker))
      return refusal(`${NS}/unknown-creature`, ['509.1a'], { object: b.blocker });
    const key = `${b.blocker}\u0000${b.attacker}`;
    if (seen.has(key)) return refusal(`${NS}/duplicate-block`, ['509.1a'], { object: b.blocker, attacker: b.attacker });
    seen.add(key);
  }
  const explanation = explainBlockDeclaration(view, blocks);
  const broken = explanation.findings.find((f) => f.kind === 'restriction');
  if (broken) return refusal(broken.code, broken.rules, broken.params, explanation);
  if (explanation.obeyed < explanation.maximum) {
    const byId = new Map(view.permanents.map((p) => [p.id, p]));
    // Declaring no blockers breaks no restriction, so a declaration obeying the maximum exists.
    const example = explanation.witness!.map((b) => [label(byId.get(b.blocker)!), label(byId.get(b.attacker)!)]);
    return refusal(
      `${NS}/requirement-not-maximised`,
      ['509.1c'],
      { obeyed: explanation.obeyed, maximum: explanation.maximum, example },
      explanation,
    );
  }
  return { ok: true, obeyed: explanation.obeyed, maximum: explanation.maximum };
}

/** Every legal declaration of blockers (509.1b–c) that pays no cost to block, up to `limit`. */
export function legalBlockDeclarations(view: CombatView, limit = 64): LegalDeclarations<Block> {
  const m = blockModel(view);
  const search = searchRequirements(m.problem);
  const found = search.declarations(limit);
  return {
    maximum: search.maximum ?? 0,
    declarations: found.choices.map((c) => toBlocks(m, c)),
    truncated: found.truncated,
  };
}
