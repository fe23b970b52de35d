// How the commentary's rule numbers resolve: into the Chinese pages of the dated edition in force
// on the article's date (2023-10-27 → 2023-10-13, whose chapter 5 is the seed chapter's text), so
// that every chapter it cites is there; without dated editions, into the seed chapters.
import type { Corpus } from '../corpus/model';
import { chapterOf } from '../corpus/numbers';
import { t } from '../i18n';
import type { RuleResolution } from '../markdown/remark-rule-links';
import { ruleHref } from './paths';

/** The edition the commentary was written against: the last dated edition on or before its date. */
export function commentaryEdition(corpus: Corpus): string {
  const date = corpus.commentary.date.slice(0, 10);
  return corpus.dated.filter((id) => id <= date).at(-1) ?? 'seed';
}

export function commentaryResolver(corpus: Corpus): (number: string) => RuleResolution {
  const id = commentaryEdition(corpus);
  const current = corpus.editions[id];
  const included = new Set(current.chapters.map((c) => c.number));
  return (number) => {
    const chapter = chapterOf(number);
    if (!included.has(chapter)) return { kind: 'not-included', title: t('zh', 'ref.notIncluded', { n: chapter }) };
    if (current.rules[number] || current.sections[number]) return { kind: 'rule', href: ruleHref('zh', id, number) };
    return { kind: 'missing', title: t('zh', 'ref.missing', { n: number }) };
  };
}
