// remark stage: every rule number in the article's text ("117.4", "規則117.4", "- 500.2") becomes
// a link to the rule, or — for a chapter the corpus does not include, or a number not found — a
// focusable span that says so. A bare three-digit number is a rule only after 規則/规则/rule, so
// "防禦力是10還100" stays text. Links, code and images are left alone.
import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';

/** What a rule number resolves to; the caller knows the corpus and the URL scheme. */
export type RuleResolution = { kind: 'rule'; href: string } | { kind: 'not-included' | 'missing'; title: string };

export interface RuleLinkOptions {
  resolve: (number: string) => RuleResolution;
}

const NUMBER = /(規則|规则|[Rr]ules?\s*)?(?<![\d.])([1-9]\d{2})(\.\d+[a-z]?)?(?![\d])/g;
const SKIP = new Set(['link', 'linkReference', 'code', 'inlineCode', 'image', 'html', 'yaml', 'definition']);

/** Splits one text into text and reference nodes; undefined when it holds no rule number. */
export function linkRuleNumbers(value: string, resolve: RuleLinkOptions['resolve']): PhrasingContent[] | undefined {
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const m of value.matchAll(NUMBER)) {
    const [, prefix, section, rest] = m;
    if (!rest && !prefix) continue;
    const number = section + (rest ?? '');
    const start = m.index! + (prefix?.length ?? 0);
    if (start > last) out.push({ type: 'text', value: value.slice(last, start) });
    const target = resolve(number);
    const text: Text = { type: 'text', value: number };
    if (target.kind === 'rule') {
      out.push({ type: 'link', url: target.href, children: [text], data: { hProperties: { className: ['ref'] } } });
    } else {
      const className = target.kind === 'not-included' ? ['ref', 'ref-external'] : ['ref', 'ref-missing'];
      out.push({
        type: 'emphasis',
        children: [text],
        data: { hName: 'span', hProperties: { className, tabIndex: 0, title: target.title } },
      });
    }
    last = start + number.length;
  }
  if (last === 0) return undefined;
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

function walk(node: Parent, resolve: RuleLinkOptions['resolve']): void {
  const children: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type === 'text') {
      const parts = linkRuleNumbers(child.value, resolve);
      if (parts) children.push(...parts);
      else children.push(child);
      continue;
    }
    if (!SKIP.has(child.type) && 'children' in child) walk(child as Parent, resolve);
    children.push(child);
  }
  node.children = children as Parent['children'];
}

export default function remarkRuleLinks(options: RuleLinkOptions) {
  return (tree: Root) => walk(tree, options.resolve);
}
