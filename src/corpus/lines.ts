// The shapes a line of a bilingual chapter can take. Classifying first keeps the chapter parser a
// plain walk over classified lines, and gives every unknown shape one place to be rejected.
import { hasHan } from './source.ts';

export type LineShape =
  | { kind: 'blank' }
  | { kind: 'navigation' }
  | { kind: 'chapter'; number: number; title: string }
  | { kind: 'section'; id: string; number: string; title: string }
  | { kind: 'bad-heading' }
  | { kind: 'rule-tagged'; id: string; number: string; text: string }
  | { kind: 'rule-other'; number: string; text: string }
  | { kind: 'example'; lang: 'en' | 'zh'; text: string }
  | { kind: 'text'; lang: 'en' | 'zh'; text: string };

const NAV = /^\[[^\]]+\]\([^)\s]*\)(?:\s*\|\s*\[[^\]]+\]\([^)\s]*\))*$/;
const CHAPTER = /^# (\d)\. (\S.*)$/;
const SECTION = /^## <span id='(cr\d{3})'>(\d{3})\.<\/span> (\S.*)$/;
const TAGGED = /^<b id='(cr[\w-]+)'>(\d{3}\.\d+[a-z]?)\.?<\/b>\s*(.*)$/;
const OTHER = /^<b>(\d{3}\.\d+[a-z]?)\.?<\/b>\s*(.*)$/;
const EXAMPLE_EN = /^Example:\s*(.*)$/;
const EXAMPLE_ZH = /^例如：\s*(.*)$/;

export function classifyLine(raw: string): LineShape {
  const line = raw.trimEnd();
  if (line.trim() === '') return { kind: 'blank' };
  if (NAV.test(line)) return { kind: 'navigation' };
  let m: RegExpExecArray | null;
  if ((m = CHAPTER.exec(line))) return { kind: 'chapter', number: Number(m[1]), title: m[2] };
  if ((m = SECTION.exec(line))) return { kind: 'section', id: m[1], number: m[2], title: m[3] };
  if (line.startsWith('#')) return { kind: 'bad-heading' };
  if ((m = TAGGED.exec(line))) return { kind: 'rule-tagged', id: m[1], number: m[2], text: m[3] };
  if ((m = OTHER.exec(line))) return { kind: 'rule-other', number: m[1], text: m[2] };
  if ((m = EXAMPLE_EN.exec(line))) return { kind: 'example', lang: 'en', text: m[1] };
  if ((m = EXAMPLE_ZH.exec(line))) return { kind: 'example', lang: 'zh', text: m[1] };
  return { kind: 'text', lang: hasHan(line) ? 'zh' : 'en', text: line };
}

/** "回合结构 Turn Structure" → { zh: "回合结构", en: "Turn Structure" }; undefined if not that shape. */
export function splitTitle(title: string): { en: string; zh: string } | undefined {
  const m = /^(.*[\u3400-\u9fff\u3000-\u303f\uff00-\uffef])\s+([A-Za-z].*)$/.exec(title.trim());
  if (!m || hasHan(m[2])) return undefined;
  return { zh: m[1].trim(), en: m[2].trim() };
}
