// The coverage report as the site reads it: one status per fixture file over its profiles
// (a failure under any profile fails it), and per rule the fixtures whose passing runs cite it
// and those whose passing runs check it (an expectation tagged with it).
import { describe, expect, it } from 'vitest';
import { adaptCoverage, type RawReport } from './coverage';

const title = { en: 't', zh: 't' };
const raw: RawReport = {
  generated: '2026-11-21T22:00:00.000Z',
  fixtures: [
    { file: 'a.yaml', title, profile: 'classic', passed: true },
    { file: 'a.yaml', title, profile: 'foundations', passed: false },
    { file: 'b.yaml', title, profile: 'classic', passed: true },
    { file: 'c.yaml', title, profile: 'classic', passed: false, pending: 'not yet' },
  ],
  chapters: [],
  rules: [
    {
      rule: '510.1c',
      status: 'checked',
      cited: true,
      checked: true,
      executable: true,
      fixtures: [
        { file: 'a.yaml', passed: true },
        { file: 'a.yaml', passed: false },
        { file: 'b.yaml', passed: true },
      ],
      checkedBy: [{ file: 'b.yaml', passed: true }],
    },
    {
      rule: '510.1b',
      status: 'cited',
      cited: true,
      checked: false,
      executable: true,
      fixtures: [{ file: 'a.yaml', passed: true }],
      checkedBy: [],
    },
    {
      rule: '510.1d',
      status: 'not-covered',
      cited: false,
      checked: false,
      executable: true,
      fixtures: [{ file: 'a.yaml', passed: false }],
      checkedBy: [],
    },
    {
      rule: '505.1',
      status: 'not-executable',
      cited: false,
      checked: false,
      executable: false,
      reason: { en: 'a definition', zh: '定义' },
      fixtures: [],
      checkedBy: [],
    },
  ],
};

describe('coverage report', () => {
  it('gives each fixture file one status over its profiles', () => {
    const c = adaptCoverage(raw);
    expect(c.fixtures.map((f) => [f.file, f.status, f.profiles.length])).toEqual([
      ['a.yaml', 'failed', 2],
      ['b.yaml', 'passed', 1],
      ['c.yaml', 'pending', 1],
    ]);
  });

  it('counts a rule’s fixtures by their passing runs; failing-only runs are listed apart', () => {
    const c = adaptCoverage(raw);
    expect(c.rules['510.1c']).toMatchObject({
      cited: true,
      checked: true,
      passing: ['a.yaml', 'b.yaml'],
      checking: ['b.yaml'],
      failing: [],
    });
    expect(c.rules['510.1b']).toMatchObject({
      status: 'cited',
      cited: true,
      checked: false,
      passing: ['a.yaml'],
      checking: [],
    });
    expect(c.rules['510.1d']).toMatchObject({ status: 'not-covered', passing: [], failing: ['a.yaml'] });
    expect(c.rules['505.1'].reason).toEqual({ en: 'a definition', zh: '定义' });
  });

  it('refuses a file that is not the coverage tool’s report, naming the file', () => {
    expect(() => adaptCoverage({} as RawReport)).toThrow(/src\/generated\/coverage\.json/);
  });
});
