// Rule coverage, measured: every fixture runs (under each of its profiles) and the rules the
// ENGINE cites in its events and refusals are collected — never the rules a fixture claims.
// A rule is "exercised" when a passing fixture run made the engine cite it. Rules the engine
// cannot exercise are listed in tests/fixtures/not-executable.yaml, split into two honest
// kinds: not executable (definitions, history, cross-references) and not implemented yet.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { formatError, profilesOf, runFixture, type Bilingual, type FixtureProfile } from '../../engine/fixtures/index.ts';
import type { Corpus } from '../../src/corpus/index.ts';
import { context, FIXTURE_DIR, findFixtureFiles, loadFixture, ROOT } from './fixture-files.ts';

export const NOT_EXECUTABLE_FILE = join(FIXTURE_DIR, 'not-executable.yaml');

export type RuleStatus = 'exercised' | 'not-executable' | 'not-implemented' | 'not-covered';

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
  /** False only for rules listed as not executable (not-implemented rules are executable). */
  executable: boolean;
  reason?: Bilingual;
  /** Fixture runs whose engine events or refusals cited the rule. */
  fixtures: FixtureCitation[];
}

export interface ChapterSummary {
  chapter: number;
  title: { en: string; zh?: string };
  exercised: number;
  executable: number;
  notExecutable: number;
  notImplemented: number;
  notCovered: number;
  line: string;
}

export interface CoverageReport {
  generated: string;
  fixtures: { file: string; title: Bilingual; profile: FixtureProfile; passed: boolean; pending?: string; citedRules: string[] }[];
  chapters: ChapterSummary[];
  rules: RuleCoverage[];
  /** Invalid fixture files (file:line: path: message); they do not run. */
  invalid: string[];
  /** Problems with the list of not-executable rules (unknown numbers, rules that are exercised after all). */
  listProblems: string[];
}

interface Listed {
  kind: 'not-executable' | 'not-implemented';
  reason: Bilingual;
}

function isBilingual(x: unknown): x is Bilingual {
  const b = x as Bilingual;
  return !!b && typeof b === 'object' && typeof b.en === 'string' && b.en.trim() !== '' && typeof b.zh === 'string' && b.zh.trim() !== '';
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
      else if (!isBilingual(reason)) problems.push(`${file}: ${key}.${rule}: expected a one-line reason in both languages, {en: …, zh: …}`);
      else if (listed[rule]) problems.push(`${file}: ${key}.${rule}: listed twice`);
      else listed[rule] = { kind: key, reason };
    }
  }
  return { listed, problems };
}

export function measureCoverage(): CoverageReport {
  const { rules, cards, corpus } = context();
  const runs: CoverageReport['fixtures'] = [];
  const citedBy: Record<string, FixtureCitation[]> = {};
  const invalid: string[] = [];
  for (const file of findFixtureFiles()) {
    const loaded = loadFixture(file, rules, cards);
    if (!loaded.fixture) {
      invalid.push(...loaded.errors.map(formatError));
      continue;
    }
    for (const profile of profilesOf(loaded.fixture)) {
      const r = runFixture(loaded.fixture, { profile, cards });
      runs.push({ file, title: r.title, profile, passed: r.passed, ...(r.pending ? { pending: r.pending } : {}), citedRules: r.citedRules });
      for (const rule of r.citedRules) (citedBy[rule] ??= []).push({ file, title: r.title, profile, passed: r.passed });
    }
  }
  const { listed, problems } = readNotExecutable(corpus);
  const current = corpus.editions.seed;
  const out: RuleCoverage[] = [];
  const chapters: ChapterSummary[] = [];
  for (const chapter of current.chapters) {
    let exercised = 0;
    let notExecutable = 0;
    let notImplemented = 0;
    let notCovered = 0;
    for (const section of chapter.sections) {
      for (const rule of current.sections[section].rules) {
        const fixtures = citedBy[rule] ?? [];
        const l = listed[rule];
        let status: RuleStatus;
        if (fixtures.some((f) => f.passed)) {
          status = 'exercised';
          if (l) problems.push(`not-executable.yaml lists ${rule} (${l.kind}), but the engine cites it in ${fixtures.filter((f) => f.passed).length} passing fixture run(s)`);
        } else status = l ? l.kind : 'not-covered';
        if (status === 'exercised') exercised++;
        else if (status === 'not-executable') notExecutable++;
        else if (status === 'not-implemented') notImplemented++;
        else notCovered++;
        out.push({
          rule,
          section,
          chapter: chapter.number,
          status,
          executable: status !== 'not-executable',
          ...(l && status !== 'exercised' ? { reason: l.reason } : {}),
          fixtures,
        });
      }
    }
    const executable = exercised + notImplemented + notCovered;
    chapters.push({
      chapter: chapter.number,
      title: chapter.title,
      exercised,
      executable,
      notExecutable,
      notImplemented,
      notCovered,
      line: `chapter ${chapter.number}: ${exercised} exercised of ${executable} executable (${notExecutable} not executable)`,
    });
  }
  return { generated: new Date().toISOString(), fixtures: runs, invalid, chapters, rules: out, listProblems: problems };
}
