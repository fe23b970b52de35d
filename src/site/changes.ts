// "What changed" between two consecutive editions, as the pages show it: the edition link's rules
// grouped into added, removed, renumbered and changed, each with the rules of both editions, and the
// text a word diff compares (rule text, extra paragraphs and examples, in one language).
import type { Corpus, EditionLink, Lang, Rule, RuleLink } from '../corpus/model';
import { plainText } from './inline';

export interface ChangeRow {
  link: RuleLink;
  before?: Rule;
  after?: Rule;
}

export interface ChangeGroups {
  added: ChangeRow[];
  removed: ChangeRow[];
  renumbered: ChangeRow[];
  changed: ChangeRow[];
  unchanged: number;
}

/** The rules of one transition, grouped; rows in the newer edition's order. */
export function changeGroups(corpus: Corpus, link: EditionLink): ChangeGroups {
  const older = corpus.editions[link.from];
  const newer = corpus.editions[link.to];
  const groups: ChangeGroups = { added: [], removed: [], renumbered: [], changed: [], unchanged: 0 };
  for (const l of link.rules) {
    const row: ChangeRow = {
      link: l,
      before: l.from ? older.rules[l.from] : undefined,
      after: l.to ? newer.rules[l.to] : undefined,
    };
    if (l.kind === 'unchanged') groups.unchanged++;
    else groups[l.kind].push(row);
  }
  return groups;
}

/** A rule's whole text in one language as one string: its text, paragraphs and examples. */
export function ruleText(rule: Rule, lang: Lang): string {
  const pick = (x: { en: Rule['en']; zh?: Rule['en'] }) => plainText((lang === 'zh' && x.zh) || x.en);
  return [pick(rule), ...rule.paragraphs.map(pick), ...rule.examples.map(pick)].join('\n');
}

/** The link into edition `to` (the changes that came with it), if `to` is a dated edition after the first. */
export function linkInto(corpus: Corpus, to: string): EditionLink | undefined {
  return corpus.links.find((l) => l.to === to);
}
