// Rule numbers cited by the engine, shown as links to their anchor on the rule pages.
// A number in a chapter the corpus does not include (e.g. 704.5g) is shown as plain text marked
// as such, never as a dead link. The markup matches the pages' own references (src/site/inline.ts:
// `a.ref`, `span.ref.ref-external`), so the pages' hover preview (reader/preview.ts) shows them too.
import type { Lang, Strings } from './text';
import { tr } from './text';

/** The chapters the corpus includes: their rules have pages. */
const INCLUDED_CHAPTERS = ['5', '6', '8'];

export function ruleHref(lang: Lang, rule: string): string | null {
  const section = rule.slice(0, 3);
  if (!/^\d{3}$/.test(section) || !INCLUDED_CHAPTERS.includes(section[0])) return null;
  return `/${lang}/${section}/#cr${rule.replace('.', '-')}`;
}

export function RuleLink({ rule, lang, strings }: { rule: string; lang: Lang; strings: Strings }) {
  const href = ruleHref(lang, rule);
  if (!href) {
    return <span class="ref ref-external" tabindex={0} title={tr(strings, 'widget.rule.notIncluded')}>{rule}</span>;
  }
  return <a class="ref" href={href} data-rule={rule}>{rule}</a>;
}

export function RuleLinks({ rules, lang, strings }: { rules: readonly string[]; lang: Lang; strings: Strings }) {
  return (
    <span class="rule-links">
      {rules.map((r, i) => (
        <>{i > 0 ? ', ' : ''}<RuleLink rule={r} lang={lang} strings={strings} /></>
      ))}
    </span>
  );
}
