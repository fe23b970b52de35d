// The engine's Chinese subtypes (engine/messages/subtypes.ts) are the Chinese rules' own: the
// newest edition lists every subtype in 205.3g–q (artifact, enchantment, land, planeswalker,
// spell, creature, planar, dungeon and battle types) in English and in Chinese in the same order,
// so the two lists of each rule, split and aligned item by item, pair each English subtype with
// its Chinese name. Every entry of the table must be that name; a subtype whose Chinese item
// carries its English word in brackets (气球[Balloon]) has only a provisional translation, and the
// table keeps its English word. And every subtype the cards use — in tests/fixtures (the shared
// card file and the fixtures), in the engine (its test cards, its rules) and in the site's widgets
// (the layers widget's presets) — must be in the table, so no Chinese message says one in English.
// Only the newest edition's two files are parsed (parseDatedEdition), not the whole corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SUBTYPES_ZH } from '../../engine/messages/subtypes.ts';
import { parseDatedEdition } from '../../src/corpus/dated.ts';
import { DATED_DIR, datedFileOf, Ignored, type SourceFile } from '../../src/corpus/source.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The rules that list subtypes (205.3g–q; there is no 205.3l or 205.3o). */
const LISTS = ['205.3g', '205.3h', '205.3i', '205.3j', '205.3k', '205.3m', '205.3n', '205.3p', '205.3q'];

/** The newest dated edition's rules 205.3g–q, English and Chinese. */
function newestLists(): { edition: string; rules: { number: string; en: string; zh: string }[] } {
  const files = readdirSync(join(ROOT, DATED_DIR))
    .filter((name) => datedFileOf(name))
    .sort();
  const en = files.filter((name) => datedFileOf(name)!.lang === 'en').at(-1)!;
  const edition = datedFileOf(en)!.edition;
  const zh = en.replace(/_En\.txt$/, '_Zh.txt');
  if (!files.includes(zh)) throw new Error(`the newest edition (${edition}) has no Chinese file ${DATED_DIR}/${zh}`);
  const read = (name: string): SourceFile => ({
    path: `${DATED_DIR}/${name}`,
    text: readFileSync(join(ROOT, DATED_DIR, name), 'utf8'),
  });
  const raw = parseDatedEdition(edition, read(en), read(zh), (path) => new Ignored(path), []);
  const rules = raw.chapters.flatMap((c) => c.sections).find((s) => s.number === '205')?.rules ?? [];
  return {
    edition,
    rules: LISTS.map((number) => {
      const rule = rules.find((r) => r.number === number);
      if (!rule?.text.zh) throw new Error(`${edition}: no rule ${number} in both languages`);
      return { number, en: rule.text.en.text, zh: rule.text.zh.text };
    }),
  };
}

/**
 * The subtypes a rule lists, in order. English: "The artifact types are Attraction (see rule 717),
 * Blood, …, and Vehicle (see rule 301.7).", "That battle type is Siege.", and 205.3m's "…two words
 * long: Time Lord. All other creature types are one word long: Advisor, …". Chinese: "神器类别包括
 * 景点（参见规则717）、血滴、……、以及载具（参见规则301.7）。", "该地城类别是地底城。", "……两个单词：
 * 时间领主[Time Lord]。其他生物类别都是一个单词：参谋、……", items parted by 、 or ， and 以及.
 */
function listed(text: string, lang: 'en' | 'zh'): string[] {
  if (lang === 'en') {
    const plain = text.replace(/\s*\(see rules? [^)]*\)/g, '');
    return [...plain.matchAll(/\b(?:(?:The|That) [a-z]+ types? (?:are|is)|words? long:)\s+(.*?)\.(?=\s|$)/g)].flatMap(
      (m) => m[1].split(/,\s+/).map((item) => item.replace(/^and\s+/, '').trim()),
    );
  }
  const plain = text.replace(/（参见规则[^）]*）/g, '');
  return [...plain.matchAll(/(?:类别包括|类别是|单词：)((?:(?!单词：)[^。])*)。/g)].flatMap((m) =>
    m[1]
      .split(/、|，|以及/)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );
}

interface Pair {
  rule: string;
  en: string;
  /** The Chinese name; null where the rules give only a provisional one (`provisional`). */
  zh: string | null;
  provisional?: string;
}

/** The same word either way of writing the apostrophe (Urza’s / Urza's). */
const same = (a: string, b: string) => a.replace(/’/g, "'") === b.replace(/’/g, "'");

/** Each rule's two lists aligned item by item; a rule whose lists differ in length is an error. */
function pairsOf(rules: { number: string; en: string; zh: string }[], edition: string): Pair[] {
  return rules.flatMap(({ number, en, zh }) => {
    const e = listed(en, 'en');
    const z = listed(zh, 'zh');
    if (e.length === 0 || e.length !== z.length)
      throw new Error(
        `${edition} ${number}: ${e.length} English subtypes and ${z.length} Chinese ones — the lists no longer align (English: ${e.join(', ')}; Chinese: ${z.join('、')})`,
      );
    return e.map((word, i): Pair => {
      const bracketed = /^(.*)\[(.+)\]$/.exec(z[i]);
      if (!bracketed) return { rule: number, en: word, zh: z[i] };
      // The bracketed English word is the English item's: the two lists are aligned here.
      if (!same(bracketed[2], word))
        throw new Error(`${edition} ${number}, item ${i + 1}: "${word}" is aligned with "${z[i]}"`);
      return { rule: number, en: word, zh: null, provisional: bracketed[1] };
    });
  });
}

const { edition, rules } = newestLists();
const PAIRS = pairsOf(rules, edition);

/** Every subtype named in the cards of the fixtures, the engine and the widgets, with where. */
function usedSubtypes(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (name: string, file: string) => used.set(name, [...(used.get(name) ?? []), relative(ROOT, file)]);
  const walk = (dir: string, ext: RegExp): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => ext.test(f) && !f.includes('node_modules'))
      .map((f) => join(dir, f));
  // YAML (the card file and the fixtures): every `subtypes`, `addSubtypes`, `removeSubtypes` list
  // and `subtype` word, wherever it is in the document (a card, a token, an effect, an expectation).
  const visit = (node: unknown, file: string): void => {
    if (Array.isArray(node)) for (const x of node) visit(x, file);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (['subtypes', 'addSubtypes', 'removeSubtypes'].includes(k) && Array.isArray(v))
          for (const s of v) note(String(s), file);
        else if (k === 'subtype' && typeof v === 'string') note(v, file);
        else visit(v, file);
      }
  };
  for (const file of walk(join(ROOT, 'tests', 'fixtures'), /\.ya?ml$/)) visit(parse(readFileSync(file, 'utf8')), file);
  // TypeScript (the engine's test cards and rules, the widgets' presets): the same keys with
  // literal words, the lists of subtypes random boards draw from, and the subtypes a rule checks.
  const quoted = /'([^']+)'|"([^"]+)"/g;
  const patterns = [
    /\b(?:subtypes|addSubtypes|removeSubtypes|SUBTYPES)\s*[:=]\s*\[([^\]]*)\]/g,
    /\bsubtype\??\s*:\s*('[^']+'|"[^"]+")/g,
    /subtypes(?:Of\([^)]*\))?(?:\s*\?\?\s*\[\]\))?\.includes\(\s*('[^']+'|"[^"]+")/g,
  ];
  const sources = [
    ...walk(join(ROOT, 'engine'), /\.ts$/),
    ...walk(join(ROOT, 'src', 'components', 'widgets'), /\.tsx?$/),
  ];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const p of patterns)
      for (const m of text.matchAll(p)) for (const q of m[1].matchAll(quoted)) note(q[1] ?? q[2], file);
  }
  return used;
}

describe(`the Chinese subtypes are the rules' (${edition}, 205.3g–q)`, () => {
  it('each list pairs its English and Chinese subtypes one for one', () => {
    // The lists this edition has, by length: a parse that splits or joins items wrongly shows here
    // (and in the alignment of the bracketed English words, checked as they are paired).
    expect(PAIRS.length).toBeGreaterThan(500);
    const find = (en: string) => PAIRS.filter((p) => p.en === en);
    expect(find('Bear')).toEqual([{ rule: '205.3m', en: 'Bear', zh: '熊' }]);
    expect(find('Time Lord')).toEqual([{ rule: '205.3m', en: 'Time Lord', zh: null, provisional: '时间领主' }]);
    expect(find('Advisor')).toEqual([{ rule: '205.3m', en: 'Advisor', zh: '参谋' }]);
    expect(find('Vehicle')).toEqual([{ rule: '205.3g', en: 'Vehicle', zh: '载具' }]);
    expect(find('Siege')).toEqual([{ rule: '205.3q', en: 'Siege', zh: '围攻' }]);
  });

  it('every entry of the table is the Chinese rules’ name of its subtype (its English word where they give a provisional one)', () => {
    const wrong = Object.entries(SUBTYPES_ZH).flatMap(([en, zh]) => {
      const pairs = PAIRS.filter((p) => p.en === en);
      if (pairs.length === 0) return [`${en}: not a subtype in ${edition} (205.3g–q)`];
      // A word two lists share (Spacecraft: an artifact type and a planar type) may be named twice.
      const names = pairs.map((p) => p.zh ?? en);
      return names.includes(zh) ? [] : [`${en}: the table says ${zh}, the rules ${names.join(' / ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('every subtype the cards use is in the table', () => {
    const used = usedSubtypes();
    // The scan reads each kind of source: the card file, the engine's rules, the widgets' presets.
    expect(used.get('Wurm')).toContain('tests/fixtures/cards.yaml');
    expect(used.get('Fortification')).toContain('engine/sba/state-based-actions.ts');
    expect(used.get('Ogre')).toContain('src/components/widgets/layer-presets.ts');
    const missing = [...used]
      .filter(([name]) => !Object.hasOwn(SUBTYPES_ZH, name))
      .map(([name, files]) => `${name} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});
