// The 404 page's script. The page holds both languages; the head script marked the reader's on
// <html data-nf>. This keeps that language's half only (so the page has one search box), titles
// the page in it, and when the address names a rule number — /zh/510.1c/, /r/510.1x/,
// /en/2019-01-25/510.1c/ — says where that rule is in the newest edition, with the rule-number
// list the search uses (rule-lookup.ts): its page, when it was removed, or that there is none.
import { findRule, loadRuleNumbers, type RuleJump } from './rule-lookup';
import { numberInAddress } from './rule-number';

const root = document.documentElement;
const lang = root.dataset.nf === 'zh' ? 'zh' : 'en';
for (const block of document.querySelectorAll<HTMLElement>('[data-nf-block]')) {
  if (block.dataset.nfBlock !== lang) block.remove();
  else if (block.dataset.title) document.title = block.dataset.title;
}

const fill = (text: string | undefined, vars: Record<string, string | number>) =>
  (text ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

function say(jump: RuleJump): void {
  const line = document.querySelector<HTMLElement>(`[data-nf-block="${lang}"] [data-nf-rule]`);
  if (!line) return;
  // The block's strings (src/i18n, notFound.* keys without the prefix).
  const s: Record<string, string> = JSON.parse(line.closest<HTMLElement>('[data-nf-block]')?.dataset.strings ?? '{}');
  const link = (href: string, text: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    return a;
  };
  if (jump.kind === 'rule' || jump.kind === 'section') {
    const section = jump.number.slice(0, 3);
    line.append(
      jump.kind === 'rule'
        ? fill(s.rule, { n: jump.number, s: section, title: jump.sectionTitle })
        : fill(s.section, { n: jump.number, title: jump.sectionTitle }),
      ' ',
      link(jump.href, fill(s.go, { n: jump.number })),
    );
  } else if (jump.kind === 'removed')
    line.append(fill(s.removed, { n: jump.number }), ' ', link(jump.href, s.removedGo));
  else if (jump.kind === 'missing') line.append(fill(s.missing, { n: jump.number }));
  else if (jump.kind === 'not-included') line.append(fill(s.notIncluded, { n: jump.number, c: jump.chapter }));
  line.hidden = false;
}

const number = numberInAddress(location.pathname, location.hash);
if (number) {
  loadRuleNumbers().then(
    (index) => {
      const jump = findRule(index, number, lang);
      if (jump) say(jump);
    },
    () => {
      /* the rule list could not be loaded: the page offers search anyway */
    },
  );
}
