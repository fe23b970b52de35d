// Consecutive dated editions mapped rule by rule, by content. A number is no identity: rules are
// inserted, removed and renumbered, and the same number can hold another rule in the next edition
// (509.2 was the damage assignment order until 2024-09-17; from 2024-11-08 it is "Second, the
// active player gets priority"). So rules are matched in three passes:
//   1. the same number with the same English text;
//   2. the same English text under another number, when that text is unambiguous (once in each
//      edition, or once among the unmatched rules of one section);
//   3. for the rest, the most similar text (Dice coefficient of word bags, rule text or whole
//      text with examples, whichever is higher) among the unmatched
//      rules between the neighbours already matched, a few rules of slack either side; a pair
//      needs a similar text, and a rule that changes number a more similar one.
//   4. rules that moved further: nearly the same text (≥ 0.8), each the other's best match.
// Whatever is left was removed (older edition) or added (newer edition).
import type { Edition, EditionLink, Inline, Lang, Rule, RuleLink } from './model.ts';
import { bagOf, dice } from './edition-map.ts';

/** Below this similarity two rules are not the same rule (same number). */
export const LINK_THRESHOLD = 0.5;
/** A rule that changes number must be at least this similar (a number is some evidence). */
export const RENUMBER_THRESHOLD = 0.6;
/** How many rules beyond the matched neighbours a rule may have moved. */
export const LINK_SLACK = 3;
/** A rule that moved further than that must be nearly the same text, and the best match both ways. */
export const MOVED_THRESHOLD = 0.8;

/** A rule's whole text in one language: its text, untagged paragraphs and examples. */
export function ruleFullText(rule: Rule, lang: Lang): string | undefined {
  let text = textOf(rule, lang);
  if (text === undefined) return undefined;
  for (const p of rule.paragraphs) {
    const t = textOf(p, lang);
    if (t === undefined) return undefined;
    text += '\n' + t;
  }
  for (const e of rule.examples) {
    const t = textOf(e, lang);
    if (t === undefined) return undefined;
    text += '\n' + t;
  }
  return text;
}

function textOf(x: { en: Inline[]; zh?: Inline[] }, lang: Lang): string | undefined {
  const runs = lang === 'en' ? x.en : x.zh;
  if (!runs) return undefined;
  let text = '';
  for (const r of runs) text += r.text;
  return text;
}

/** The full texts of every rule of an edition, computed once per edition and shared by the two
 *  links it takes part in. */
export interface EditionTexts {
  edition: Edition;
  /** Full texts by position in ruleOrder. */
  en: string[];
  zh: (string | undefined)[];
  /** The English rule text alone (no paragraphs, no examples). */
  enRule: string[];
}

export function editionTexts(edition: Edition): EditionTexts {
  const texts: EditionTexts = { edition, en: [], zh: [], enRule: [] };
  for (const n of edition.ruleOrder) {
    const r = edition.rules[n];
    texts.en.push(ruleFullText(r, 'en')!);
    texts.zh.push(ruleFullText(r, 'zh'));
    texts.enRule.push(textOf(r, 'en')!);
  }
  return texts;
}

/** How often each text occurs among the rules `keep` accepts, keyed by text (and by section, if given). */
function occurrences(
  texts: string[],
  keep: (i: number) => boolean,
  sectionOf?: (i: number) => string,
): Map<string, number> {
  const m = new Map<string, number>();
  texts.forEach((t, i) => {
    if (!keep(i)) return;
    const key = sectionOf ? `${sectionOf(i)}\n${t}` : t;
    m.set(key, (m.get(key) ?? 0) + 1);
  });
  return m;
}

/** How similar two rules are: the Dice coefficient of the rule texts' word bags, or of the whole
 *  texts' if higher (a rule whose examples were rewritten is still the same rule: 118.3c lost its
 *  example in 2024-11-08, 510.1c exchanged four). */
function similarityOf(older: EditionTexts, i: number, newer: EditionTexts, j: number): number {
  if (older.en[i] === newer.en[j]) return 1;
  const rule = dice(bagOf(words(older.enRule[i])), bagOf(words(newer.enRule[j])));
  if (rule === 1) return 1;
  return Math.max(rule, dice(bagOf(words(older.en[i])), bagOf(words(newer.en[j]))));
}

export function computeEditionLinks(older: EditionTexts, newer: EditionTexts): EditionLink {
  const a = older.edition;
  const b = newer.edition;
  const pos = new Map(b.ruleOrder.map((n, j) => [n, j]));
  const partnerOf = new Array<number>(a.ruleOrder.length).fill(-1); // older index → newer index
  const taken = new Array<boolean>(b.ruleOrder.length).fill(false);
  const link = (i: number, j: number) => {
    partnerOf[i] = j;
    taken[j] = true;
  };

  // 1. Same number, same English text.
  a.ruleOrder.forEach((n, i) => {
    const j = pos.get(n);
    if (j !== undefined && older.en[i] === newer.en[j]) link(i, j);
  });

  // 2. Same English text under another number, where the text says unambiguously which rule.
  const inA = occurrences(older.en, () => true);
  const inB = occurrences(newer.en, () => true);
  const freeA = occurrences(
    older.en,
    (i) => partnerOf[i] < 0,
    (i) => a.rules[a.ruleOrder[i]].section,
  );
  const freeB = new Map<string, number[]>();
  newer.en.forEach((t, j) => !taken[j] && (freeB.get(t) ?? freeB.set(t, []).get(t)!).push(j));
  for (let i = 0; i < a.ruleOrder.length; i++) {
    if (partnerOf[i] >= 0) continue;
    const t = older.en[i];
    const candidates = (freeB.get(t) ?? []).filter((j) => !taken[j]);
    if (candidates.length === 0) continue;
    if (inA.get(t) === 1 && inB.get(t) === 1) {
      link(i, candidates[0]);
      continue;
    }
    const section = a.rules[a.ruleOrder[i]].section;
    const sameSectionB = candidates.filter((j) => b.rules[b.ruleOrder[j]].section === section);
    if (sameSectionB.length === 1 && freeA.get(`${section}\n${t}`) === 1) link(i, sameSectionB[0]);
  }

  // 3. The most similar text between the matched neighbours.
  matchBySimilarity(older, newer, partnerOf, taken);
  // 4. A rule that moved further (a section rewritten: 2023-06-16 folded meld cards into 712).
  matchMoved(older, newer, partnerOf, taken);

  return { from: a.id, to: b.id, rules: linksInOrder(older, newer, partnerOf) };
}

function matchBySimilarity(older: EditionTexts, newer: EditionTexts, partnerOf: number[], taken: boolean[]): void {
  const a = older.edition;
  const b = newer.edition;
  const pairs: { i: number; j: number; similarity: number; rank: number }[] = [];
  let previous = -1; // newer index of the last matched older rule before i
  for (let i = 0; i < partnerOf.length; i++) {
    if (partnerOf[i] >= 0) {
      previous = partnerOf[i];
      continue;
    }
    let next = b.ruleOrder.length;
    for (let k = i + 1; k < partnerOf.length; k++) {
      if (partnerOf[k] >= 0) {
        next = partnerOf[k];
        break;
      }
    }
    const lo = Math.max(0, Math.min(previous, next) + 1 - LINK_SLACK);
    const hi = Math.min(b.ruleOrder.length - 1, Math.max(previous, next) - 1 + LINK_SLACK);
    for (let j = lo; j <= hi; j++) {
      if (taken[j]) continue;
      const sameNumber = a.ruleOrder[i] === b.ruleOrder[j];
      const similarity = similarityOf(older, i, newer, j);
      if (similarity < (sameNumber ? LINK_THRESHOLD : RENUMBER_THRESHOLD)) continue;
      pairs.push({
        i,
        j,
        similarity,
        rank: similarity + (sameNumber ? 0.05 : 0) - 0.001 * Math.abs(j - (previous + 1)),
      });
    }
  }
  pairs.sort((x, y) => y.rank - x.rank || x.i - y.i || x.j - y.j);
  for (const p of pairs) {
    if (partnerOf[p.i] >= 0 || taken[p.j]) continue;
    partnerOf[p.i] = p.j;
    taken[p.j] = true;
  }
}

/** Leftovers whose texts are nearly the same, wherever they are: each the other's best match. */
function matchMoved(older: EditionTexts, newer: EditionTexts, partnerOf: number[], taken: boolean[]): void {
  const left = partnerOf.flatMap((j, i) => (j < 0 ? [i] : []));
  const right = taken.flatMap((t, j) => (t ? [] : [j]));
  const bagsA = new Map(left.map((i) => [i, [bagOf(words(older.enRule[i])), bagOf(words(older.en[i]))]]));
  const bagsB = new Map(right.map((j) => [j, [bagOf(words(newer.enRule[j])), bagOf(words(newer.en[j]))]]));
  const best = new Map<number, { other: number; similarity: number }>();
  const bestOfB = new Map<number, { other: number; similarity: number }>();
  for (const i of left) {
    const [ruleA, fullA] = bagsA.get(i)!;
    for (const j of right) {
      const [ruleB, fullB] = bagsB.get(j)!;
      const similarity = older.en[i] === newer.en[j] ? 1 : Math.max(dice(ruleA, ruleB), dice(fullA, fullB));
      if (similarity < MOVED_THRESHOLD) continue;
      if (similarity > (best.get(i)?.similarity ?? 0)) best.set(i, { other: j, similarity });
      if (similarity > (bestOfB.get(j)?.similarity ?? 0)) bestOfB.set(j, { other: i, similarity });
    }
  }
  for (const [i, { other: j }] of best) {
    if (bestOfB.get(j)?.other === i) {
      partnerOf[i] = j;
      taken[j] = true;
    }
  }
}

/** Lower-case words of a text, quotes normalised; numbers stay words (a renumbered reference is
 *  a small change). */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:['.\-/][a-z0-9]+)*/g) ?? []
  );
}

/** One link per rule, in the newer edition's order; a removed rule comes after the newer rule its
 *  nearest matched predecessor became. */
function linksInOrder(older: EditionTexts, newer: EditionTexts, partnerOf: number[]): RuleLink[] {
  const a = older.edition;
  const b = newer.edition;
  const olderOf = new Array<number>(b.ruleOrder.length).fill(-1);
  partnerOf.forEach((j, i) => j >= 0 && (olderOf[j] = i));
  const removedAfter = new Map<number, RuleLink[]>(); // newer index (-1: the start) → removed rules
  let anchor = -1;
  partnerOf.forEach((j, i) => {
    if (j >= 0) anchor = j;
    else
      (removedAfter.get(anchor) ?? removedAfter.set(anchor, []).get(anchor)!).push({
        from: a.ruleOrder[i],
        kind: 'removed',
        changed: [],
      });
  });
  const both = a.langs.filter((l) => b.langs.includes(l));
  const out: RuleLink[] = [...(removedAfter.get(-1) ?? [])];
  b.ruleOrder.forEach((to, j) => {
    const i = olderOf[j];
    if (i < 0) out.push({ to, kind: 'added', changed: [] });
    else {
      const from = a.ruleOrder[i];
      const changed = both.filter((l) => (l === 'en' ? older.en[i] !== newer.en[j] : older.zh[i] !== newer.zh[j]));
      const kind = from !== to ? 'renumbered' : changed.length ? 'changed' : 'unchanged';
      const similarity = Math.round(similarityOf(older, i, newer, j) * 1000) / 1000;
      out.push({ from, to, kind, changed, similarity });
    }
    out.push(...(removedAfter.get(j) ?? []));
  });
  return out;
}
