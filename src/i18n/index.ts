// All UI strings of the site, English and Chinese, from one place (Starlight's pattern: flat JSON
// with dotted keys). Pages, components and islands call `t(lang, key, vars)`; a key missing in
// either language is a type error (en.json defines the keys) and a unit test checks zh.json.
// The names of steps, colours and keywords are the engine's vocabulary (engine/messages), one home
// for both the engine's messages and the site's UI: they join the strings as `widget.step.*`,
// `widget.color.*`, `widget.kw.*`, `widget.type.*` (card types) and `widget.subtype.*` (the
// subtypes the engine's cards use, engine/messages/subtypes.ts: "widget.subtype.Forest" is 树林).
import en from './en.json';
import zh from './zh.json';
import { EN_VOCABULARY } from '../../engine/messages/en/vocabulary';
import { ZH_VOCABULARY } from '../../engine/messages/zh/vocabulary';
import { SUBTYPE_NAMES } from '../../engine/messages/subtypes';

export type UiLang = 'en' | 'zh';
export type UiKey =
  | keyof typeof en
  | `widget.step.${string}`
  | `widget.color.${string}`
  | `widget.kw.${string}`
  | `widget.type.${string}`
  | `widget.subtype.${string}`;

/** A vocabulary word's key part: its name with spaces as hyphens ("first strike" → "first-strike"). */
const slug = (name: string) => name.replace(/\s+/g, '-');

function vocabularyStrings(lang: UiLang): Record<string, string> {
  const v = lang === 'zh' ? ZH_VOCABULARY : EN_VOCABULARY;
  const out: Record<string, string> = {};
  for (const [step, name] of Object.entries(v.step)) out[`widget.step.${slug(step)}`] = name;
  out['widget.step.precombat-main'] = v.phase['precombat main'];
  out['widget.step.postcombat-main'] = v.phase['postcombat main'];
  for (const [color, name] of Object.entries(v.color)) out[`widget.color.${color}`] = name;
  for (const [keyword, name] of Object.entries(v.keyword)) out[`widget.kw.${slug(keyword)}`] = name;
  out['widget.kw.protection'] = v.protection;
  for (const [type, name] of Object.entries(v.cardType)) out[`widget.type.${type}`] = name;
  for (const subtype of SUBTYPE_NAMES) out[`widget.subtype.${subtype}`] = v.subtype(subtype);
  return out;
}

const strings: Record<UiLang, Record<string, string>> = {
  en: { ...en, ...vocabularyStrings('en') },
  zh: { ...zh, ...vocabularyStrings('zh') },
};

/** The UI string `key` in `lang`, with `{name}` placeholders filled from `vars`. */
export function t(lang: UiLang, key: UiKey, vars: Record<string, string | number> = {}): string {
  const template = strings[lang][key] ?? strings.en[key];
  if (template === undefined) throw new Error(`i18n: no string "${key}"`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Every key of both languages, for validation (tests) and for islands that need a subset. */
export const uiKeys = (lang: UiLang): string[] => Object.keys(strings[lang]);

/** A subset of the strings, e.g. to hand an island its translations in a data attribute. */
export function pick(lang: UiLang, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(strings[lang])) if (k.startsWith(prefix)) out[k] = v;
  return out;
}
