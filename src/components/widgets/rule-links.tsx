// Rule numbers cited by the engine, shown as links to their anchors. The engine was written against
// the seed chapters (5, 6 and 8 as first published here) and cites other chapters by their numbers
// in the seed era's edition (702.19b, 704.5g): a citation links to the rule as that text has it,
// not to the newest edition, where the number may mean another rule since (509.2). Where those
// pages are comes from the build (strings.ts adds them to the island's strings). The markup
// matches the pages' own references (src/site/inline.ts: `a.ref`), so
// the pages' hover preview (reader/preview.ts) shows them too.
import { anchorOf } from '../../corpus/numbers';
import { partOf } from '../../site/parts';
import type { Lang, Strings } from './text';

export function ruleHref(rule: string, strings: Strings): string | null {
  const section = rule.slice(0, 3);
  if (!/^\d{3}$/.test(section)) return null;
  const seed = (strings['widget.rule.seedChapters'] ?? '').split(',').includes(section[0]);
  const base = strings[seed ? 'widget.rule.seedPath' : 'widget.rule.eraPath'];
  return base ? `${base}${partOf(rule)}/#${anchorOf(rule)}` : null;
}

export function RuleLink({ rule, strings }: { rule: string; lang: Lang; strings: Strings }) {
  const href = ruleHref(rule, strings);
  if (!href) return <span class="ref">{rule}</span>;
  return (
    <a class="ref" href={href} data-rule={rule}>
      {rule}
    </a>
  );
}

export function RuleLinks({ rules, lang, strings }: { rules: readonly string[]; lang: Lang; strings: Strings }) {
  return (
    <span class="rule-links">
      {rules.map((r, i) => (
        <>
          {i > 0 ? (lang === 'zh' ? '、' : ', ') : ''}
          <RuleLink rule={r} lang={lang} strings={strings} />
        </>
      ))}
    </span>
  );
}

/**
 * The rules a line cites, in parentheses after it, in the typography of the page's language:
 * " (510.1c, 509.2)" in English, "（510.1c、509.2）" in Chinese (full-width, no space before).
 */
export function Cited({ rules, lang, strings }: { rules: readonly string[]; lang: Lang; strings: Strings }) {
  const [open, close] = lang === 'zh' ? ['（', '）'] : [' (', ')'];
  return (
    <>
      {open}
      <RuleLinks rules={rules} lang={lang} strings={strings} />
      {close}
    </>
  );
}

/** The space between a label and what follows it: none after Chinese ("非法：…"). */
export function gap(lang: Lang): string {
  return lang === 'zh' ? '' : ' ';
}
