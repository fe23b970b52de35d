// Each rule's history across the dated editions, from the edition links: a rule is followed from
// the edition that first has it (2022-06-10, or the edition that added it) through every link to
// the last edition that has it (the newest, or the one before the edition that removed it). The
// history names the editions in which it was added, changed, renumbered or removed, with the
// numbers it had; an edition where nothing happened is not listed.
import type { Corpus, EditionId, Lang, RuleChange } from './model.ts';

export interface RuleEvent {
  /** The edition that brought the event (for `removed`: the first edition without the rule). */
  edition: EditionId;
  /** `first`: the rule as the first dated edition has it (no earlier edition to compare with). */
  kind: Exclude<RuleChange, 'unchanged'> | 'first';
  /** The number before the event (changed, renumbered, removed). */
  from?: string;
  /** The number after it (first, added, changed, renumbered). */
  to?: string;
  /** Languages whose text changed (changed, renumbered). */
  changed?: Lang[];
  /** Similarity of the English texts (changed, renumbered). */
  similarity?: number;
}

export interface RuleHistory {
  /** The number in the last edition that has the rule. */
  number: string;
  /** The first and the last dated edition that have the rule. */
  first: EditionId;
  last: EditionId;
  /** Every number the rule had, oldest first. */
  numbers: string[];
  events: RuleEvent[];
}

/** Every rule's history, in the order of the edition in which each rule ends (newest first is not
 *  implied): the rules of the newest edition in its order come last. */
export function ruleHistories(corpus: Corpus): RuleHistory[] {
  if (corpus.dated.length === 0) return [];
  const open = new Map<string, RuleHistory>(); // number in the current edition → its history
  const done: RuleHistory[] = [];
  const first = corpus.editions[corpus.dated[0]];
  for (const n of first.ruleOrder)
    open.set(n, {
      number: n,
      first: first.id,
      last: first.id,
      numbers: [n],
      events: [{ edition: first.id, kind: 'first', to: n }],
    });
  for (const link of corpus.links) {
    const next = new Map<string, RuleHistory>();
    for (const step of link.rules) {
      if (step.kind === 'added') {
        next.set(step.to!, {
          number: step.to!,
          first: link.to,
          last: link.to,
          numbers: [step.to!],
          events: [{ edition: link.to, kind: 'added', to: step.to }],
        });
        continue;
      }
      const h = open.get(step.from!)!;
      if (step.kind === 'removed') {
        h.events.push({ edition: link.to, kind: 'removed', from: step.from });
        done.push(h);
        continue;
      }
      h.last = link.to;
      if (step.to !== h.number) {
        h.number = step.to!;
        h.numbers.push(step.to!);
      }
      if (step.kind !== 'unchanged') {
        h.events.push({
          edition: link.to,
          kind: step.kind,
          from: step.from,
          to: step.to,
          changed: step.changed,
          ...(step.similarity !== undefined ? { similarity: step.similarity } : {}),
        });
      }
      next.set(step.to!, h);
    }
    open.clear();
    for (const [n, h] of next) open.set(n, h);
  }
  const newest = corpus.editions[corpus.dated.at(-1)!];
  return [...done, ...newest.ruleOrder.map((n) => open.get(n)!)];
}

/** The sections a history belongs to: those of every number it had. */
export function sectionsOf(history: RuleHistory): string[] {
  return [...new Set(history.numbers.map((n) => n.slice(0, 3)))];
}

/** Histories of the newest edition's rules by their number there, computed once per corpus. */
const newestHistories = new WeakMap<Corpus, Map<string, RuleHistory>>();

/** The history of a rule of the newest edition (undefined for a number it does not have). */
export function historyOfNewest(corpus: Corpus, number: string): RuleHistory | undefined {
  let byNumber = newestHistories.get(corpus);
  if (!byNumber) {
    const newest = corpus.dated.at(-1);
    byNumber = new Map(
      ruleHistories(corpus)
        .filter((h) => h.last === newest)
        .map((h) => [h.number, h]),
    );
    newestHistories.set(corpus, byNumber);
  }
  return byNumber.get(number);
}
