// Build time only: the rule coverage report that `npm run coverage:rules -- --json
// src/generated/coverage.json` writes before the build, read once with fs. Missing file → null
// (the coverage page says so; badges fall back to the fixtures' own tags).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type FixtureStatus = 'passed' | 'failed' | 'pending';

export interface CoverageFixture {
  file: string;
  title: { en: string; zh: string };
  status: FixtureStatus;
}

export interface RuleCoverage {
  rule: string;
  /** The engine cites it while some fixture runs. */
  executable: boolean;
  /** Why not, when not executable. */
  reason: string | null;
  /** Fixtures whose run makes the engine cite it. */
  fixtures: string[];
}

export interface CoverageReport {
  generated: string | null;
  fixtures: CoverageFixture[];
  rules: Record<string, RuleCoverage>;
}

export const COVERAGE_FILE = 'src/generated/coverage.json';
let cache: CoverageReport | null | undefined;

export function coverageReport(): CoverageReport | null {
  if (cache !== undefined) return cache;
  const path = join(process.cwd(), COVERAGE_FILE);
  cache = existsSync(path) ? adapt(JSON.parse(readFileSync(path, 'utf8'))) : null;
  return cache;
}

/** The report's own shape → the one this site reads (one place to follow the tool's format). */
function adapt(raw: unknown): CoverageReport {
  const r = raw as Partial<CoverageReport>;
  if (!r || typeof r !== 'object' || !Array.isArray(r.fixtures) || typeof r.rules !== 'object' || r.rules === null)
    throw new Error(`${COVERAGE_FILE}: expected { fixtures: [...], rules: {...} }`);
  return { generated: r.generated ?? null, fixtures: r.fixtures, rules: r.rules };
}

export function fixtureStatus(report: CoverageReport, file: string): FixtureStatus | null {
  return report.fixtures.find((f) => f.file === file)?.status ?? null;
}
