// Build time only: the rule coverage report that `npm run coverage:rules -- --json
// src/generated/coverage.json` writes before `astro build` (tests/tools/rule-coverage.ts defines
// it), read once with fs and reshaped for the pages. A missing file gives null: the coverage page
// says so and the badges fall back to the fixtures' own tags. Two measures per rule: *cited* (a
// passing run's engine events or refusals cite it) and *checked* (a passing run evaluated an
// expectation tagged with it, one that fails when the behaviour is wrong).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Bilingual = { en: string; zh: string };
export type RuleStatus = 'checked' | 'cited' | 'not-executable' | 'not-implemented' | 'not-covered';
export type FixtureStatus = 'passed' | 'failed' | 'pending';

/** The tool's JSON, as far as the site reads it. */
export interface RawReport {
  generated: string;
  fixtures: { file: string; title: Bilingual; profile: string; passed: boolean; pending?: string }[];
  chapters: {
    chapter: number;
    checked: number;
    cited: number;
    executable: number;
    notExecutable: number;
    notImplemented: number;
    notCovered: number;
  }[];
  rules: {
    rule: string;
    status: RuleStatus;
    cited: boolean;
    checked: boolean;
    executable: boolean;
    reason?: Bilingual;
    fixtures: { file: string; passed: boolean }[];
    checkedBy: { file: string; passed: boolean }[];
  }[];
}

export interface SiteRuleCoverage {
  rule: string;
  status: RuleStatus;
  reason: Bilingual | null;
  cited: boolean;
  checked: boolean;
  /** Fixture files whose passing run made the engine cite it. */
  passing: string[];
  /** Fixture files whose passing run evaluated an expectation tagged with it. */
  checking: string[];
  /** Fixture files whose run cited it but failed (their citations do not count). */
  failing: string[];
}

export interface SiteCoverage {
  generated: string;
  /** One entry per fixture file: pending, failed (under any profile) or passed. */
  fixtures: { file: string; title: Bilingual; status: FixtureStatus; profiles: string[] }[];
  chapters: RawReport['chapters'];
  rules: Record<string, SiteRuleCoverage>;
}

export const COVERAGE_FILE = 'src/generated/coverage.json';
let cache: SiteCoverage | null | undefined;

export function coverageReport(): SiteCoverage | null {
  if (cache !== undefined) return cache;
  const path = join(process.cwd(), COVERAGE_FILE);
  cache = existsSync(path) ? adaptCoverage(JSON.parse(readFileSync(path, 'utf8')) as RawReport) : null;
  return cache;
}

export function adaptCoverage(raw: RawReport): SiteCoverage {
  if (!raw || !Array.isArray(raw.fixtures) || !Array.isArray(raw.rules))
    throw new Error(
      `${COVERAGE_FILE}: expected the report of tests/tools/coverage-rules.ts ({fixtures: [...], rules: [...]})`,
    );
  const byFile = new Map<string, SiteCoverage['fixtures'][number]>();
  for (const run of raw.fixtures) {
    const status: FixtureStatus = run.pending ? 'pending' : run.passed ? 'passed' : 'failed';
    const seen = byFile.get(run.file);
    if (!seen) byFile.set(run.file, { file: run.file, title: run.title, status, profiles: [run.profile] });
    else {
      seen.profiles.push(run.profile);
      if (status === 'failed' || (status === 'pending' && seen.status === 'passed')) seen.status = status;
    }
  }
  const rules: Record<string, SiteRuleCoverage> = {};
  for (const r of raw.rules) {
    const passing = [...new Set(r.fixtures.filter((f) => f.passed).map((f) => f.file))];
    const failing = [...new Set(r.fixtures.filter((f) => !f.passed).map((f) => f.file))].filter(
      (f) => !passing.includes(f),
    );
    const checking = [...new Set((r.checkedBy ?? []).filter((f) => f.passed).map((f) => f.file))];
    rules[r.rule] = {
      rule: r.rule,
      status: r.status,
      cited: !!r.cited,
      checked: checking.length > 0,
      reason: r.reason ?? null,
      passing,
      checking,
      failing,
    };
  }
  return { generated: raw.generated, fixtures: [...byFile.values()], chapters: raw.chapters ?? [], rules };
}
