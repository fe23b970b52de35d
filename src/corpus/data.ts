// The corpus as published data (src/corpus/SCHEMA.md): a small index, /data/corpus.json, that
// names every other file; one file per edition, /data/editions/{id}.json; one file per edition
// transition, /data/links/{to}.json; and the rule histories by section, /data/history/{section}.json,
// so that one rule's history costs one small file. Pure functions of the Corpus: the pages in
// src/pages/data/ serialise them, the schema test validates them.
import { computeReferencedBy } from './findings.ts';
import { ruleHistories, sectionsOf, type RuleHistory } from './history.ts';
import type { Corpus, Edition, EditionId, EditionLink, IgnoredLine, RuleChange } from './model.ts';

export const DATA_PATHS = {
  index: '/data/corpus.json',
  edition: (id: EditionId) => `/data/editions/${id}.json`,
  link: (to: EditionId) => `/data/links/${to}.json`,
  history: (section: string) => `/data/history/${section}.json`,
};

export interface DataIndex {
  newest: EditionId;
  dated: EditionId[];
  editions: {
    id: EditionId;
    kind: Edition['kind'];
    langs: Edition['langs'];
    label: Edition['label'];
    date?: string;
    effective?: string;
    file: string;
    rules: number;
    glossary: number;
    chapters: {
      number: number;
      title: Edition['chapters'][number]['title'];
      sections: { number: string; title: { en: string; zh?: string }; rules: number }[];
    }[];
  }[];
  links: { from: EditionId; to: EditionId; file: string; counts: Record<RuleChange, number> }[];
  history: { sections: string[]; file: string };
  seedMatches: Corpus['seedMatches'];
  editionMap: Corpus['editionMap'];
  commentary: Corpus['commentary'];
  missingRefs: Corpus['missingRefs'];
  sourceNotes: Corpus['sourceNotes'];
}

export function dataIndex(corpus: Corpus): DataIndex {
  const others = Object.values(corpus.editions).filter((e) => e.kind !== 'dated');
  others.sort((a, b) => (a.kind === 'seed' ? -1 : b.kind === 'seed' ? 1 : 0));
  const editions = [...corpus.dated, ...others.map((e) => e.id)].map((id) => {
    const e = corpus.editions[id];
    return {
      id,
      kind: e.kind,
      langs: e.langs,
      label: e.label,
      ...(e.date ? { date: e.date } : {}),
      ...(e.effective ? { effective: e.effective } : {}),
      file: DATA_PATHS.edition(id),
      rules: e.ruleOrder.length,
      glossary: e.glossary?.length ?? 0,
      chapters: e.chapters.map((c) => ({
        number: c.number,
        title: c.title,
        sections: c.sections.map((s) => ({ number: s, title: e.sections[s].title, rules: e.sections[s].rules.length })),
      })),
    };
  });
  return {
    newest: corpus.newest,
    dated: corpus.dated,
    editions,
    links: corpus.links.map((l) => ({ from: l.from, to: l.to, file: DATA_PATHS.link(l.to), counts: countKinds(l) })),
    history: { sections: historySections(corpus), file: DATA_PATHS.history('{section}') },
    seedMatches: corpus.seedMatches,
    editionMap: corpus.editionMap,
    commentary: corpus.commentary,
    missingRefs: corpus.missingRefs,
    sourceNotes: corpus.sourceNotes,
  };
}

function countKinds(link: EditionLink): Record<RuleChange, number> {
  const counts: Record<RuleChange, number> = { unchanged: 0, changed: 0, renumbered: 0, added: 0, removed: 0 };
  for (const r of link.rules) counts[r.kind]++;
  return counts;
}

export interface EditionData {
  edition: Edition;
  translationFindings: Corpus['translationFindings'];
  /** For a rule or section number of this edition, the rules that cite it. */
  referencedBy: Record<string, string[]>;
  /** The lines of this edition's files the model does not carry, by file and reason. */
  ignoredLines: { file: string; reason: IgnoredLine['reason']; lines: number[] }[];
}

export function editionData(corpus: Corpus, id: EditionId): EditionData {
  const edition = corpus.editions[id];
  const files = new Set(
    Object.values(edition.rules).flatMap((r) => [r.source.file, ...(r.sourceZh ? [r.sourceZh.file] : [])]),
  );
  if (id === 'seed') for (const c of corpus.commentary.sections) files.add(c.source.file);
  const grouped = new Map<string, { file: string; reason: IgnoredLine['reason']; lines: number[] }>();
  for (const l of corpus.ignoredLines) {
    if (!files.has(l.file)) continue;
    const key = `${l.file}\n${l.reason}`;
    (grouped.get(key) ?? grouped.set(key, { file: l.file, reason: l.reason, lines: [] }).get(key)!).lines.push(l.line);
  }
  return {
    edition,
    translationFindings: corpus.translationFindings.filter((f) => f.edition === id),
    referencedBy: id === corpus.newest ? corpus.referencedBy : computeReferencedBy(edition),
    ignoredLines: [...grouped.values()],
  };
}

export function linkData(corpus: Corpus, to: EditionId): EditionLink {
  const link = corpus.links.find((l) => l.to === to);
  if (!link) throw new Error(`no edition link into ${to}`);
  return link;
}

export interface HistoryData {
  section: string;
  /** Every rule that had a number in this section in some dated edition. */
  rules: RuleHistory[];
}

/** The histories grouped by section, computed once per corpus (the pages ask section by section). */
const grouped = new WeakMap<Corpus, Map<string, RuleHistory[]>>();

function historiesBySection(corpus: Corpus): Map<string, RuleHistory[]> {
  let by = grouped.get(corpus);
  if (!by) {
    by = new Map();
    for (const h of ruleHistories(corpus)) for (const s of sectionsOf(h)) (by.get(s) ?? by.set(s, []).get(s)!).push(h);
    grouped.set(corpus, by);
  }
  return by;
}

export function historySections(corpus: Corpus): string[] {
  return [...historiesBySection(corpus).keys()].sort();
}

export function historyData(corpus: Corpus, section: string): HistoryData {
  return { section, rules: historiesBySection(corpus).get(section) ?? [] };
}
