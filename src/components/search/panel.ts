// The search panel: everything the search does once the reader opens it (focus, `/`, or a
// `?q=` in the URL). boot.ts, the only search code on a reading page, imports this module on
// first use. The results are a labelled list of real links (Tab, middle-click and "open in new
// tab" work); the arrow keys move between the field and the links, Esc closes, and a polite
// live region says what was found.
import { searchRules, preload, type SiteLang, type FullTextHit } from './full-text';
import { findRule, findRule2011, loadRuleNumbers, type RuleJump } from './rule-lookup';
import { parseRuleNumber } from './rule-number';
import { hasCjk } from './traditional';

/** UI strings, read from the root's data-strings (src/i18n, `search.*` keys without the prefix). */
type Strings = Record<string, string>;

export interface SearchPanel {
  open(): void;
  /** The form was submitted (Enter in the field): open the first result. */
  submit(): void;
}

const BOTH_KEY = 'rules.search.both';

/** The remembered "both languages" choice; storage may be unavailable (private mode). */
function remembered(): string | null {
  try {
    return localStorage.getItem(BOTH_KEY);
  } catch {
    return null;
  }
}
function remember(value: string): void {
  try {
    localStorage.setItem(BOTH_KEY, value);
  } catch {
    /* not remembered */
  }
}

function fill(template: string | undefined, vars: Record<string, string | number>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/**
 * Opens `href`. A rule on the page the reader is on is not a new page: the browser only scrolls,
 * and the focus — on the search field or a result the closed panel hid — would fall back to the
 * page's start; it moves to the rule instead, so keyboard and screen-reader users are there too.
 */
export function go(href: string): void {
  const url = new URL(href, location.href);
  location.href = url.href;
  if (url.pathname === location.pathname && url.hash) focusTarget(url.hash);
}

/** Moves the focus to the element a #hash names (made focusable by script, not by Tab). */
export function focusTarget(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

export function mountSearch(root: HTMLElement): SearchPanel {
  const lang = (root.dataset.lang === 'zh' ? 'zh' : 'en') as SiteLang;
  const t: Strings = JSON.parse(root.dataset.strings ?? '{}');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
  const panel = root.querySelector<HTMLElement>('[data-search-panel]')!;
  const list = root.querySelector<HTMLUListElement>('[data-search-results]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const both = root.querySelector<HTMLInputElement>('[data-search-both]')!;
  both.checked = remembered() !== 'no';

  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>('a'));
  // On a page of the 2011 edition, a rule number goes to the 2011 rule first.
  const on2011 = document.querySelector<HTMLElement>('main[data-edition]')?.dataset.edition === '2011';

  /** The places a number query leads to, the one Enter opens first; or a note why there is none. */
  async function jumpsFor(query: string): Promise<RuleJump[]> {
    if (!parseRuleNumber(query)) return [];
    const index = await loadRuleNumbers();
    const current = findRule(index, query, lang)!;
    const old = findRule2011(index, query, lang);
    if (!old) return [current];
    if (current.kind !== 'rule' && current.kind !== 'section') return [old];
    return on2011 ? [old, current] : [current, old];
  }

  function open() {
    if (!panel.hidden || handingBack) return;
    panel.hidden = false;
    preload(lang);
    // Reopening on the same query keeps the results (and the reader's place in them).
    if (root.dataset.searchAnswered !== input.value.trim()) schedule(0);
  }

  // Focusing the field opens the panel, except when closing the panel hands the focus back.
  let handingBack = false;

  function close(refocus: boolean) {
    panel.hidden = true;
    if (!refocus) return;
    handingBack = true;
    input.focus();
    handingBack = false;
  }

  function schedule(delay = 120) {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  }

  function say(text: string) {
    status.textContent = text;
  }

  function jumpItem(jump: RuleJump): HTMLLIElement {
    const li = document.createElement('li');
    if (jump.kind === 'removed') {
      const a = document.createElement('a');
      a.href = jump.href;
      a.className = 'site-search__hit site-search__hit--jump';
      a.dataset.searchJump = jump.number;
      a.textContent = fill(t.goToRemoved, { n: jump.number });
      li.append(a);
    } else if (jump.kind === 'rule' || jump.kind === 'section') {
      const a = document.createElement('a');
      a.href = jump.href;
      a.className = 'site-search__hit site-search__hit--jump';
      a.dataset.searchJump = jump.number;
      const label = document.createElement('span');
      label.className = 'site-search__rule';
      const key = (jump.kind === 'rule' ? 'goToRule' : 'goToSection') + (jump.edition === '2011' ? '2011' : '');
      label.textContent = fill(t[key], { n: jump.number });
      const page = document.createElement('span');
      page.className = 'site-search__page';
      page.textContent = jump.sectionTitle;
      a.append(label, ' ', page);
      li.append(a);
    } else {
      li.className = 'site-search__note';
      li.textContent =
        jump.kind === 'not-included'
          ? fill(t.notIncluded, { n: jump.number, c: jump.chapter })
          : fill(t.noRule, { n: jump.number });
    }
    return li;
  }

  function badge(text: string): HTMLSpanElement {
    const el = document.createElement('span');
    el.className = 'site-search__lang';
    el.textContent = text;
    return el;
  }

  function hitItem(hit: FullTextHit): HTMLLIElement {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = hit.url;
    a.className = 'site-search__hit';
    a.dataset.searchKind = hit.kind;
    const label = document.createElement('span');
    label.className = 'site-search__rule';
    const page = document.createElement('span');
    page.className = 'site-search__page';
    page.lang = hit.kind === 'commentary' ? 'zh-TW' : hit.lang === 'zh' ? 'zh-CN' : 'en';
    // A part of the commentary: "Commentary" and its heading; a glossary entry: "Glossary" and
    // its term (a rule: its number and section).
    const named = hit.kind === 'commentary' || hit.kind === 'glossary';
    label.textContent = hit.kind === 'commentary' ? t.commentary : hit.kind === 'glossary' ? t.glossary : hit.rule;
    page.textContent = named ? hit.rule : hit.pageTitle;
    a.append(label, ' ', page);
    if (hit.kind === '2011') a.append(' ', badge(t.edition2011));
    else if (hit.lang !== lang && hit.kind !== 'commentary')
      a.append(' ', badge(hit.lang === 'zh' ? t.langZh : t.langEn));
    // A section heading's words are its title, shown already; a glossary entry has no excerpt.
    if (hit.kind === 'glossary' || (hit.kind !== 'commentary' && !hit.rule.includes('.'))) {
      li.append(a);
      return li;
    }
    const text = document.createElement('span');
    text.className = 'site-search__excerpt';
    text.lang = page.lang;
    for (const part of hit.excerpt) {
      if (part.mark) {
        const mark = document.createElement('mark');
        mark.textContent = part.text;
        text.append(mark);
      } else text.append(part.text);
    }
    a.append(text);
    li.append(a);
    return li;
  }

  async function run() {
    const query = input.value.trim();
    const mine = ++generation;
    const current = () => mine === generation;
    delete root.dataset.searchAnswered;
    if (query === '') {
      list.replaceChildren();
      say('');
      return;
    }
    root.setAttribute('aria-busy', 'true');
    // The jump (or the note why there is none) shows at once and stays if full text fails.
    let items: HTMLLIElement[] = [];
    try {
      const jumps = await jumpsFor(query);
      if (!current()) return;
      items = jumps.map(jumpItem);
      list.replaceChildren(...items);
      const result = await searchRules(query, lang, both.checked ? null : lang, current, (named) => {
        if (current()) list.replaceChildren(...items, ...named.map(hitItem));
      });
      if (result === null) return;
      const { hits, more, instead } = result;
      // A typo of a name: say what was searched for instead, above the results and aloud.
      const insteadNote = instead ? fill(t.instead, { q: query, t: instead }) : '';
      if (insteadNote) {
        const note = document.createElement('li');
        note.className = 'site-search__note';
        note.dataset.searchInstead = instead;
        note.textContent = insteadNote;
        items = [...items, note];
      }
      const empty: HTMLLIElement[] = [];
      if (hits.length === 0 && items.length === 0) {
        const note = document.createElement('li');
        note.className = 'site-search__note';
        note.textContent = fill(t.none, { q: query });
        empty.push(note);
      }
      list.replaceChildren(...items, ...hits.map(hitItem), ...empty);
      const found = jumps.find((j) => j.kind === 'rule' || j.kind === 'section' || j.kind === 'removed');
      let count =
        hits.length === 0
          ? fill(t.none, { q: query })
          : fill(more ? t.countMore : hits.length === 1 ? t.countOne : t.count, { count: hits.length });
      if (found)
        count =
          hits.length === 0
            ? fill(t.jumpFound, { n: found.number })
            : `${fill(t.jumpFound, { n: found.number })} ${count}`;
      if (hits.length === 0 && !both.checked && hasCjk(query) !== (lang === 'zh')) count += ` ${t.tryBoth}`;
      say(insteadNote ? `${insteadNote} ${count}` : count);
      root.dataset.searchAnswered = query;
    } catch (error) {
      if (!current()) return;
      console.error(error);
      list.replaceChildren(...items);
      say(t.error);
      root.dataset.searchAnswered = query;
    } finally {
      if (current()) root.removeAttribute('aria-busy');
    }
  }

  function move(from: Element | null, step: number) {
    const all = links();
    if (all.length === 0) return;
    const index = all.indexOf(from as HTMLAnchorElement);
    const next = index + step;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)].focus();
  }

  // Typing waits for a pause (a search per key would be wasted); a query that arrives whole — a
  // paste, a word an input method commits, a suggestion taken — is searched at once.
  let lastValue = input.value;
  input.addEventListener('input', (e) => {
    // While an input method composes (pinyin letters before the characters), wait for the word.
    if ((e as InputEvent).isComposing) return;
    const value = input.value;
    const whole =
      Math.abs(value.length - lastValue.length) > 1 ||
      (value.length > 0 && !value.startsWith(lastValue) && !lastValue.startsWith(value));
    lastValue = value;
    open();
    schedule(whole ? 0 : 120);
  });
  input.addEventListener('compositionend', () => {
    lastValue = input.value;
    open();
    schedule(0);
  });
  input.addEventListener('focus', open);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open();
      move(input, 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (panel.hidden) input.value = '';
      else close(false);
    }
  });
  list.addEventListener('keydown', (e) => {
    const target = e.target as Element;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      move(target, 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(target, -1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      links()[0]?.focus();
    } else if (e.key === 'End') {
      e.preventDefault();
      links().at(-1)?.focus();
    }
    // Typing while on a result goes back to the field, where the key lands.
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) input.focus();
  });
  // Esc from anywhere in the panel (a result, the scope checkbox) closes it, back to the field.
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  });
  list.addEventListener('click', (e) => {
    const a = (e.target as Element).closest('a');
    if (!a) return;
    close(false);
    // A result on this page: after the browser has followed the link, the focus goes to the rule.
    if (a.pathname === location.pathname && a.hash) setTimeout(() => focusTarget(a.hash));
  });
  both.addEventListener('change', () => {
    remember(both.checked ? 'yes' : 'no');
    delete root.dataset.searchAnswered;
    schedule(0);
  });
  root.addEventListener('focusout', (e) => {
    const next = e.relatedTarget as Node | null;
    if (next && !root.contains(next)) close(false);
  });
  document.addEventListener('pointerdown', (e) => {
    if (!root.contains(e.target as Node)) close(false);
  });

  return {
    open,
    async submit() {
      open();
      clearTimeout(timer);
      const query = input.value.trim();
      // A rule number jumps at once, without waiting for the full-text search.
      const [jump] = await jumpsFor(query);
      if (jump && (jump.kind === 'rule' || jump.kind === 'section' || jump.kind === 'removed')) {
        close(false);
        go(jump.href);
        return;
      }
      await run();
      const first = links()[0];
      if (first) {
        close(false);
        go(first.href);
      }
    },
  };
}
