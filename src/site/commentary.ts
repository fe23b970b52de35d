// How the commentary's rule numbers resolve: into the Chinese pages of the current edition (the
// article is Chinese), or marked as a chapter not included / a number not found.
import type { Corpus } from '../corpus/model';
import { chapterOf } from '../corpus/numbers';
import { t } from '../i18n';
import type { RuleResolution } from '../markdown/remark-rule-links';
import { ruleHref } from './paths';

export function commentaryResolver(corpus: Corpus): (number: string) => RuleResolution {
  const current = corpus.editions.seed;
  const included = new Set(current.chapters.map((c) => c.number));
  return (number) => {
    const chapter = chapterOf(number);
    if (!included.has(chapter)) return { kind: 'not-included', title: t('zh', 'ref.notIncluded', { n: chapter }) };
    if (current.rules[number] || current.sections[number]) return { kind: 'rule', href: ruleHref('zh', 'seed', number) };
    return { kind: 'missing', title: t('zh', 'ref.missing', { n: number }) };
  };
}
