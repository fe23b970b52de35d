// Islands receive their UI strings as a small flat dictionary (only the `widget.*`, `fixture.*`
// and `coverage.*` keys of one language), picked at build time, so no island ships both languages
// or the whole site dictionary. `fmt` fills `{name}` placeholders.

export type Strings = Record<string, string>;
export type Lang = 'en' | 'zh';

/** The string for `key`, or the key itself (visible, so a missing string is noticed, not hidden). */
export function tr(strings: Strings, key: string, vars?: Record<string, string | number>): string {
  const text = strings[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A bilingual message from the engine in the reader's language. */
export function inLang(message: { en: string; zh: string } | undefined, lang: Lang): string {
  if (!message) return '';
  return lang === 'zh' ? message.zh || message.en : message.en;
}

/** A bilingual name (cards, players): the Chinese name when there is one on a Chinese page. */
export function nameIn(name: string, nameZh: string | undefined | null, lang: Lang): string {
  return lang === 'zh' && nameZh ? nameZh : name;
}
