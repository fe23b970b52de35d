// Rule coverage, measured two ways. Every fixture runs (under each of its profiles):
//   cited   — the ENGINE cited the rule in an event or a refusal of a passing run;
//   checked — a passing run evaluated an expectation TAGGED with the rule (`checks:`, or the rule
//             an expected refusal names): an expectation that fails when the behaviour is wrong.
// Citing is the engine's word about itself; checking is what the fixtures hold it to. Every rule
// number the engine cites, a fixture names or an expectation checks must exist in the corpus
// (unknown numbers are errors naming the fixture file and field, or the event); numbers of
// chapters the corpus does not hold are listed as unverifiable, never dropped silently.
// Rules no fixture can exercise are listed in tests/fixtures/not-executable.yaml, split into two
// honest kinds: not executable (definitions, history, cross-references) and not implemented yet.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import {
  formatError,
  profilesOf,
  runFixture,
  type Bilingual,
  type FixtureProfile,
  type FixtureResult,
  type RuleIndex,
} from '../../engine/fixtures/index.ts';
import type { Corpus } from '../../src/corpus/index.ts';
import { context, FIXTURE_DIR, findFixtureFiles, loadFixture, ROOT } from './fixture-files.ts';

export const NOT_EXECUTABLE_FILE = join(FIXTURE_DIR, 'not-executable.yaml');

/** checked (whether or not also cited), cited only, or neither: listed as not executable / not implemented, or not covered. */
export type RuleStatus = 'checked' | 'cited' | 'not-executable' | 'not-implemented' | 'not-covered';

export interface FixtureCitation {
  file: string;
  title: Bilingual;
  profile: FixtureProfile;
  passed: boolean;
}

export interface RuleCoverage {
  rule: string;
  section: string;
  chapter: number;
  status: RuleStatus;
  /** Some passing run's events or refusals cite it. */
  cited: boolean;
  /** Some passing run evaluated an expectation tagged with it. */
  checked: boolean;
  /** False only for rules listed as not executable (not-implemented rules are executable). */
  executable: boolean;
  reason?: Bilingual;
  /** Fixture runs whose engine events or refusals cited the rule. */
  fixtures: FixtureCitation[];
  /** Passing fixture runs with an expectation tagged with the rule. */
  checkedBy: FixtureCitation[];
}

export interface ChapterSummary {
  chapter: number;
  title: { en: string; zh?: string };
  checked: number;
  cited: number;
  executable: number;
  notExecutable: number;
  notImplemented: number;
  notCovered: number;
  /** Exactly "chapter 5: C checked, E cited of X executable (N not executable)". */
  line: string;
}

export interface CoverageReport {
  generated: string;
  fixtures: {
    file: string;
    title: Bilingual;
    profile: FixtureProfile;
    passed: boolean;
    pending?: string;
    citedRules: string[];
    checkedRules: string[];
  }[];
  chapters: ChapterSummary[];
  rules: RuleCoverage[];
  /** Invalid fixture files (file:line: path: message); they do not run. */
  invalid: string[];
  /** Problems with the list of not-executable rules (unknown numbers, rules that are cited or checked after all). */
  listProblems: string[];
  /** Rule numbers the engine cites that the corpus does not have, each naming the event (or refusal), fixture and step. */
  unknownCitations: string[];
  /** Rule numbers the engine cites in chapters the corpus does not hold (not checkable), with how many runs cite each. */
  unverifiable: { rule: string; runs: number }[];
}

interface Listed {
  kind: 'not-executable' | 'not-implemented';
  reason: Bilingual;
}

function isBilingual(x: unknown): x is Bilingual {
  const b = x as Bilingual;
  return (
    !!b &&
    typeof b === 'object' &&
    typeof b.en === 'string' &&
    b.en.trim() !== '' &&
    typeof b.zh === 'string' &&
    b.zh.trim() !== ''
  );
}

/** Reads not-executable.yaml: {not-executable: {rule: {en, zh}}, not-implemented: {rule: {en, zh}}}. */
export function readNotExecutable(corpus: Corpus): { listed: Record<string, Listed>; problems: string[] } {
  const file = relative(ROOT, NOT_EXECUTABLE_FILE);
  const doc = parseDocument(readFileSync(NOT_EXECUTABLE_FILE, 'utf8'));
  const problems: string[] = doc.errors.map((e) => `${file}: ${e.message}`);
  const data = (doc.toJS() ?? {}) as Record<string, Record<string, unknown>>;
  const listed: Record<string, Listed> = {};
  for (const key of Object.keys(data)) {
    if (key !== 'not-executable' && key !== 'not-implemented') {
      problems.push(`${file}: ${key}: unknown section; expected not-executable or not-implemented`);
      continue;
    }
    for (const [rule, reason] of Object.entries(data[key] ?? {})) {
      if (!corpus.editions.seed.rules[rule]) problems.push(`${file}: ${key}.${rule}: no such rule in the corpus`);
      else if (!isBilingual(reason))
        problems.push(`${file}: ${key}.${rule}: expected a one-line reason in both languages, {en: …, zh: …}`);
      else if (listed[rule]) problems.push(`${file}: ${key}.${rule}: listed twice`);
      else listed[rule] = { kind: key, reason };
    }
  }
  return { listed, problems };
}

/** Where a run's engine cites rule numbers the corpus lacks: "engine cites "x" in a … event (file [profile], script[i])". */
export function citationProblems(r: FixtureResult, rules: RuleIndex, unverifiable: Map<string, number>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const t of r.trace) {
    const where = `${r.file} [${r.profile}], ${t.step === null ? 'setup' : `script[${t.step}]`}`;
    const cites: [string, string][] = [
      ...t.events.flatMap((ev) => ev.rules.map((rule): [string, string] => [rule, `a "${ev.type}" event`])),
      ...(t.violation?.rules ?? []).map((rule): [string, string] => [rule, `a "${t.violation!.code}" refusal`]),
    ];
    for (const [rule, what] of cites) {
      if (rule in rules.examples) continue;
      if (!rules.chapters.includes(Number(rule[0]))) {
        if (!seen.has(rule)) unverifiable.set(rule, (unverifiable.get(rule) ?? 0) + 1);
        seen.add(rule);
        continue;
      }
      const line = `the engine cites "${rule}", which the corpus does not have, in ${what} (${where})`;
      if (!out.includes(line)) out.push(line);
    }
  }
  return out;
}

export function measureCoverage(): CoverageReport {
  const { rules, cards, corpus } = context();
  const runs: CoverageReport['fixtures'] = [];
  const citedBy: Record<string, FixtureCitation[]> = {};
  const checkedBy: Record<string, FixtureCitation[]> = {};
  const invalid: string[] = [];
  const unknownCitations: string[] = [];
  const unverifiable = new Map<string, number>();
  for (const file of findFixtureFiles()) {
    const loaded = loadFixture(file, rules, cards);
    if (!loaded.fixture) {
      invalid.push(...loaded.errors.map(formatError));
      continue;
    }
    for (const profile of profilesOf(loaded.fixture)) {
      const r = runFixture(loaded.fixture, { profile, cards });
      runs.push({
        file,
        title: r.title,
        profile,
        passed: r.passed,
        ...(r.pending ? { pending: r.pending } : {}),
        citedRules: r.citedRules,
        checkedRules: r.checkedRules,
      });
      unknownCitations.push(...citationProblems(r, rules, unverifiable));
      const run = { file, title: r.title, profile, passed: r.passed };
      for (const rule of r.citedRules) (citedBy[rule] ??= []).push(run);
      for (const rule of r.checkedRules) (checkedBy[rule] ??= []).push(run);
    }
  }
  const { listed, problems } = readNotExecutable(corpus);
  const current = corpus.editions.seed;
  const out: RuleCoverage[] = [];
  const chapters: ChapterSummary[] = [];
  for (const chapter of current.chapters) {
    const n = { checked: 0, cited: 0, notExecutable: 0, notImplemented: 0, notCovered: 0 };
    for (const section of chapter.sections) {
      for (const rule of current.sections[section].rules) {
        const fixtures = citedBy[rule] ?? [];
        const checking = (checkedBy[rule] ?? []).filter((f) => f.passed);
        const cited = fixtures.some((f) => f.passed);
        const checked = checking.length > 0;
        const l = listed[rule];
        if (l && (cited || checked))
          problems.push(
            `not-executable.yaml lists ${rule} (${l.kind}), but ${cited ? `the engine cites it in ${fixtures.filter((f) => f.passed).length} passing fixture run(s)` : ''}${cited && checked ? ' and ' : ''}${checked ? `${checking.length} passing run(s) check it` : ''}`,
          );
        const status: RuleStatus = checked ? 'checked' : cited ? 'cited' : l ? l.kind : 'not-covered';
        if (checked) n.checked++;
        if (cited) n.cited++;
        if (status === 'not-executable') n.notExecutable++;
        else if (status === 'not-implemented') n.notImplemented++;
        else if (status === 'not-covered') n.notCovered++;
        out.push({
          rule,
          section,
          chapter: chapter.number,
          status,
          cited,
          checked,
          executable: status !== 'not-executable',
          ...(l && !cited && !checked ? { reason: l.reason } : {}),
          fixtures,
          checkedBy: checking,
        });
      }
    }
    const total = chapter.sections.reduce((k, s) => k + current.sections[s].rules.length, 0);
    const executable = total - n.notExecutable;
    chapters.push({
      chapter: chapter.number,
      title: chapter.title,
      ...n,
      executable,
      line: `chapter ${chapter.number}: ${n.checked} checked, ${n.cited} cited of ${executable} executable (${n.notExecutable} not executable)`,
    });
  }
  return {
    generated: new Date().toISOString(),
    fixtures: runs,
    invalid,
    chapters,
    rules: out,
    listProblems: problems,
    unknownCitations,
    unverifiable: [...unverifiable]
      .map(([rule, runs]) => ({ rule, runs }))
      .sort((a, b) => a.rule.localeCompare(b.rule, 'en', { numeric: true })),
  };
}
