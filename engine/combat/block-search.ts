// The declare-blockers problem for the requirement search (509.1b–c), made small enough to be
// exhaustive. Each blocker, in turn, blocks nothing or a set of attackers it may legally block
// (evasion checked pairwise, at most as many as it can block, 509.1a). The state the remaining
// choices depend on is only:
//  - for each attacker with menace: 0, 1 or "2 or more" blockers (702.111b);
//  - for each attacker that "must be blocked if able": blocked or not;
//  - the number of creatures blocking, if an effect limits it.
// It is packed into one number (mixed radix), and attackers that are interchangeable (same
// menace, same requirement, same possible blockers) share a memo entry whatever their order —
// so eight identical tokens cost no more than one.
import { blockCapacity, countKeyword, hasKeyword, isCreature } from './characteristics';
import { blockableAttackers, blockerRestrictions, isBlockingPlayer, pairRestrictions } from './block-restrictions';
import type { DeclarationProblem } from './requirement-search';
import type { CombatPermanent, CombatView } from './types';

export interface BlockModel {
  blockers: CombatPermanent[];
  attackers: CombatPermanent[];
  /** For each blocker: indices of attackers it may block, evasion considered; empty if it can't block. */
  legal: number[][];
  /** Requirement weight of each attacker's "must be blocked if able" (see block-declaration.ts). */
  mustWeight: number[];
  /** Options per blocker: attacker indices it blocks ([] = doesn't block). */
  problem: DeclarationProblem<number, number[]>;
}

/** Non-empty subsets of `items` of at most `k` elements, smallest first, in index order. */
function subsets(items: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const grow = (start: number, acc: number[]) => {
    if (acc.length > 0) out.push([...acc]);
    if (acc.length === k) return;
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]);
      grow(i + 1, acc);
      acc.pop();
    }
  };
  grow(0, []);
  return out.sort((x, y) => x.length - y.length);
}

/**
 * The problem for this view. A creature with a cost to block is a candidate only if its
 * controller chose to pay (`paying`): paying is never required (509.1c).
 */
export function blockModel(view: CombatView, paying: ReadonlySet<string> = new Set()): BlockModel {
  const blockers = view.permanents.filter((p) => isBlockingPlayer(view, p.controller) && isCreature(p));
  const attackers = blockableAttackers(view);
  const legal = blockers.map((b) =>
    blockerRestrictions(view, b).length > 0 || (b.costToBlock && !paying.has(b.id))
      ? []
      : attackers.flatMap((a, i) => (pairRestrictions(b, a).length === 0 ? [i] : [])),
  );
  // One requirement per instance, and only if some creature could block it ("if able").
  const mustWeight = attackers.map((a, i) =>
    legal.some((l) => l.includes(i)) ? countKeyword(a, 'must be blocked if able') : 0,
  );
  const menace = attackers.map((a) => hasKeyword(a, 'menace'));

  // Digits: one per tracked attacker (radix 3 with menace, else 2), then the blocker count.
  const tracked = attackers.flatMap((_, i) => (menace[i] || mustWeight[i] > 0 ? [i] : []));
  const radix = tracked.map((a) => (menace[a] ? 3 : 2));
  const place: number[] = [];
  let p = 1;
  for (const r of radix) {
    place.push(p);
    p *= r;
  }
  const totalPlace = p;
  const digitOf = new Map(tracked.map((a, k) => [a, k]));
  const digit = (code: number, k: number) => Math.floor(code / place[k]) % radix[k];
  const max = view.limits?.maxBlockers;

  // Interchangeable tracked attackers: same menace, same weight, same possible blockers.
  const signature = tracked.map(
    (a) => `${menace[a]}|${mustWeight[a]}|${legal.map((l) => (l.includes(a) ? 1 : 0)).join('')}`,
  );
  const classes = [...new Set(signature)]
    .map((s) => signature.flatMap((t, k) => (t === s ? [k] : [])))
    .filter((c) => c.length > 1);
  const canonical = (code: number): number => {
    if (classes.length === 0) return code;
    let out = code;
    for (const members of classes) {
      const digits = members.map((k) => digit(code, k)).sort((x, y) => x - y);
      members.forEach((k, j) => (out += (digits[j] - digit(code, k)) * place[k]));
    }
    return out;
  };

  const options = legal.map((l, i) => [[], ...subsets(l, blockCapacity(blockers[i]))]);
  // The tracked digits each option moves (keyed by the option array itself).
  const touched = new Map<number[], number[]>();
  for (const opts of options)
    for (const o of opts)
      touched.set(
        o,
        o.flatMap((a) => (digitOf.has(a) ? [digitOf.get(a)!] : [])),
      );
  const blocksIfAble = blockers.map((b) => countKeyword(b, 'blocks each combat if able'));
  // The last blocker that could still block each tracked attacker: a menace attacker with one
  // blocker and none to come is a dead end (702.111b), found as soon as it happens.
  const lastBlocker = tracked.map((a) => legal.reduce((last, l, j) => (l.includes(a) ? j : last), -1));
  // For the bound, per slot i: the "blocks if able" gains and the number of blocks the blockers
  // from i on could still make, largest first, as prefix sums (a limit on blockers keeps only the
  // best few of them).
  const prefix = (values: number[]) => {
    const sorted = [...values].sort((x, y) => y - x);
    const sums = [0];
    for (const v of sorted) sums.push(sums[sums.length - 1] + v);
    return sums;
  };
  const laterGain = blockers.map((_, i) =>
    prefix(blockers.slice(i).map((_b, j) => (legal[i + j].length > 0 ? blocksIfAble[i + j] : 0))),
  );
  const laterSlots = blockers.map((_, i) =>
    prefix(blockers.slice(i).map((c, j) => Math.min(blockCapacity(c), legal[i + j].length))),
  );
  laterGain.push([0]);
  laterSlots.push([0]);
  const topOf = (sums: number[], code: number) => {
    const room =
      max === undefined ? sums.length - 1 : Math.max(0, Math.min(sums.length - 1, max - Math.floor(code / totalPlace)));
    return sums[room];
  };
  // How many of the blockers from slot i on can block each tracked attacker.
  const ableLater = tracked.map((a) => {
    const counts = blockers.map((_, i) => legal.slice(i).filter((l) => l.includes(a)).length);
    counts.push(0);
    return counts;
  });
  const problem: DeclarationProblem<number, number[]> = {
    slots: blockers.length,
    options: (i) => options[i],
    initial: 0,
    step: (code, i, chosen) => {
      let next = code;
      if (chosen.length > 0) {
        if (max !== undefined) {
          if (Math.floor(code / totalPlace) + 1 > max) return null;
          next += totalPlace;
        }
        for (const k of touched.get(chosen)!) if (digit(code, k) < radix[k] - 1) next += place[k];
      }
      // 702.111b: a menace attacker left with one blocker once no later creature could block it
      // is a dead end; this is the only place that rule is checked (finish relies on it).
      for (let k = 0; k < tracked.length; k++)
        if (menace[tracked[k]] && lastBlocker[k] <= i && digit(next, k) === 1) return null;
      return next;
    },
    gain: (i, chosen) => (chosen.length > 0 ? blocksIfAble[i] : 0),
    // (A menace attacker with one blocker never gets here: step refused it.)
    finish: (code) => {
      let weight = 0;
      for (let k = 0; k < tracked.length; k++) {
        if (digit(code, k) >= 1) weight += mustWeight[tracked[k]];
      }
      return weight;
    },
    key: canonical,
    bound: (slot, code) => {
      // Requirements still open: "blocks if able" of every later blocker that can block, plus a
      // fractional knapsack of the unsatisfied "must be blocked" attackers, each needing 1 more
      // block (2 with menace) out of the blocks the later blockers can still make. Menace
      // attackers blocked once need one of those blocks too: if there are too few, a dead end.
      let slots = topOf(laterSlots[slot], code);
      const open: { weight: number; need: number }[] = [];
      let n = topOf(laterGain[slot], code);
      for (let k = 0; k < tracked.length; k++) {
        const d = digit(code, k);
        const w = mustWeight[tracked[k]];
        // (one with no creature left able to block it was refused by step)
        if (menace[tracked[k]] && d === 1) slots -= 1;
        if (d >= 1) n += w;
        else if (w > 0) {
          const need = menace[tracked[k]] ? 2 : 1;
          if (ableLater[k][slot] >= need) open.push({ weight: w, need });
        }
      }
      if (slots < 0) return -Infinity;
      open.sort((x, y) => y.weight / y.need - x.weight / x.need);
      for (const o of open) {
        if (slots <= 0) break;
        const take = Math.min(1, slots / o.need);
        n += o.weight * take;
        slots -= o.need * take;
      }
      return n;
    },
  };
  return { blockers, attackers, legal, mustWeight, problem };
}
