// Rule histories as the site shows them: the history line under a rule of the newest edition (in
// which editions it was added, renumbered or reworded, with word diffs in the reader's language, and
// in the other language for parallel mode), and the numbers that the newest edition no longer has.
import { historyOfNewest } from '../corpus/history';
import type { Corpus, EditionId, Lang, Rule, RuleLink } from '../corpus/model';
import { compareNumbers } from '../corpus/numbers';
import { t } from '../i18n';
import { ruleText } from './changes';
import { wordDiff } from './diff';
import { esc } from './html';
import { stepFrom } from './link-index';
import { otherLang, ruleHref } from './paths';
import { siteData } from './site-data';

/** A change shown under a rule: an event of its history (src/corpus/history.ts) and the edition before it. */
export interface RuleEvent {
  /** The edition that brought the change. */
  edition: EditionId;
  /** The edition before it. */
  before: EditionId;
  kind: 'added' | 'changed' | 'renumbered';
  /** The number before the change (absent when added) and after it. */
  from?: string;
  to: string;
  /** The languages whose text changed. */
  changed: Lang[];
}

/** What happened to a rule of the newest edition, newest first, back to the first dated edition. */
export function eventsOf(corpus: Corpus, number: string): RuleEvent[] {
  const out: RuleEvent[] = [];
  for (const e of historyOfNewest(corpus, number)?.events ?? []) {
    if (e.kind === 'first' || e.kind === 'removed') continue;
    const before = corpus.dated[corpus.dated.indexOf(e.edition) - 1];
    out.push({ edition: e.edition, before, kind: e.kind, from: e.from, to: e.to!, changed: e.changed ?? [] });
  }
  return out.reverse();
}

/** The diffs of one change: the page language first, the other language (parallel mode) second. */
function diffsHtml(lang: Lang, before: Rule, after: Rule, changed: Lang[]): string {
  return [lang, otherLang(lang)]
    .filter((l) => changed.includes(l))
    .map(
      (l) =>
        `<p class="diff${l === lang ? '' : ' o'}" lang="${l === 'zh' ? 'zh-CN' : 'en'}">${wordDiff(ruleText(before, l), ruleText(after, l), l).html}</p>`,
    )
    .join('');
}

export function ruleHistoryHtml(lang: Lang, number: string): string {
  const { corpus } = siteData();
  const events = eventsOf(corpus, number);
  if (events.length === 0) return '';
  const label = (e: RuleEvent) => {
    const key =
      e.kind === 'added'
        ? 'history.line.added'
        : e.kind === 'renumbered'
          ? 'history.line.renumbered'
          : 'history.line.changed';
    return t(lang, key, { date: e.edition, n: e.from ?? '' });
  };
  const summary = events.map(label).join(lang === 'zh' ? '；' : '; ');
  const items = events.map((e) => {
    const before = e.from ? corpus.editions[e.before].rules[e.from] : undefined;
    const after = corpus.editions[e.edition].rules[e.to];
    const was = before
      ? `${esc(t(lang, 'extras.sep'))}<a href="${ruleHref(lang, e.before, before.number)}">${esc(t(lang, 'history.line.was', { date: e.before, n: before.number }))}</a>`
      : '';
    const diffs = before && after ? diffsHtml(lang, before, after, e.changed) : '';
    return `<li>${esc(label(e))}${was}${diffs}</li>`;
  });
  return `<details class="rule-changes"><summary>${esc(summary)}</summary><ul>${items.join('')}</ul></details>`;
}

/** Rule and section numbers some dated edition had and the newest edition does not, in order. */
export function removedNumbers(corpus: Corpus): string[] {
  const newest = corpus.editions[corpus.newest];
  const gone = new Set<string>();
  for (const id of corpus.dated) {
    const edition = corpus.editions[id];
    for (const n of [...Object.keys(edition.sections), ...edition.ruleOrder]) {
      if (!newest.rules[n] && !newest.sections[n]) gone.add(n);
    }
  }
  return [...gone].sort(compareNumbers);
}

export interface NumberFate {
  /** The last dated edition that has the number. */
  last: EditionId;
  /** The edition after it, whose link says what became of the rule. */
  next: EditionId;
  step: RuleLink;
  /** Where the rule is in the newest edition, when it was renumbered and is still there. */
  now?: string;
}

/** What became of a number the newest edition does not have: when it last existed, and after. */
export function fateOfNumber(corpus: Corpus, number: string): NumberFate | undefined {
  for (let i = corpus.dated.length - 2; i >= 0; i--) {
    const edition = corpus.editions[corpus.dated[i]];
    if (!edition.rules[number]) continue;
    const link = corpus.links[i];
    const step = stepFrom(link, number);
    if (!step) return undefined;
    let now: string | undefined;
    if (step.to) {
      let n: string | undefined = step.to;
      for (const later of corpus.links.slice(i + 1)) n = n && stepFrom(later, n)?.to;
      now = n;
    }
    return { last: edition.id, next: link.to, step, ...(now ? { now } : {}) };
  }
  return undefined;
}
