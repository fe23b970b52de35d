// All UI strings of the site, English and Chinese, from one place (Starlight's pattern: flat JSON
// with dotted keys). Pages, components and islands call `t(lang, key, vars)`; a key missing in
// either language is a type error (en.json defines the keys) and a unit test checks zh.json.
import en from './en.json';
import zh from './zh.json';

export type UiLang = 'en' | 'zh';
export type UiKey = keyof typeof en;

const strings: Record<UiLang, Record<string, string>> = { en, zh };

/** The UI string `key` in `lang`, with `{name}` placeholders filled from `vars`. */
export function t(lang: UiLang, key: UiKey, vars: Record<string, string | number> = {}): string {
  const template = strings[lang][key] ?? strings.en[key];
  if (template === undefined) throw new Error(`i18n: no string "${key}"`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Every key of both languages, for validation (tests) and for islands that need a subset. */
export const uiKeys = (lang: UiLang): string[] => Object.keys(strings[lang]);

/** A subset of the strings, e.g. to hand an island its translations in a data attribute. */
export function pick(lang: UiLang, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(strings[lang])) if (k.startsWith(prefix)) out[k] = v;
  return out;
}
