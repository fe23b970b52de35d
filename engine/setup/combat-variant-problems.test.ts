// checkSetup refuses a setup whose combat (combat-checks.ts) or variant (variant-checks.ts) is wrong
// with the exact SetupError naming the field, and accepts the near miss; what a reader is told, in
// both languages, is kept in combat-variant-problems.txt (as setup-problems.txt keeps it for the
// other checks of check-setup.ts). The rows are in test-combat-variant-problems.ts.
import { describe, expect, it } from 'vitest';
import type { GameSetup, SetupErrorCode } from '../core/setup';
import { CATALOGUES, setupErrorText } from '../messages/index';
import { checkSetup } from './check-setup';
import { COMBAT_ROWS, VARIANT_ROWS } from './test-combat-variant-problems';

const TABLES = { 'combat (506–509)': COMBAT_ROWS, 'the variant (506.2a, 801, 805)': VARIANT_ROWS };
const ALL = Object.values(TABLES).flat();

/** Every code combat-checks.ts and variant-checks.ts return. */
const CODES: SetupErrorCode[] = [
  'setup/combat-outside-combat',
  'setup/attacker-not-creature',
  'setup/attacker-not-active-players',
  'setup/bad-attack-target',
  'setup/attackers-not-declared-yet',
  'setup/several-defending-players',
  'setup/blockers-not-declared-yet',
  'setup/blocking-non-attacker',
  'setup/blocking-other-players-attacker',
  'setup/bad-damage-assignment-order',
  'setup/bad-blocker-damage-assignment-order',
  'setup/malformed-field',
  'setup/attack-option',
  'setup/range-of-influence',
  'setup/range-of-influence-players',
  'setup/shared-team-turns-players',
  'setup/attack-option-shared-turns',
  'setup/team-required',
  'setup/one-team',
  'setup/team-not-adjacent',
  'setup/active-not-primary',
];

describe.each(Object.entries(TABLES))('checkSetup: %s', (_name, rows) => {
  it.each(rows)('%s', (_what, setup, error) => {
    expect(checkSetup(setup as GameSetup)).toStrictEqual(error);
  });
});

describe('the combat and variant problems, as a whole', () => {
  it('every code of combat-checks.ts and variant-checks.ts is reached by a row', () => {
    const named = new Set(ALL.flatMap(([, , e]) => (e ? [e.code] : [])));
    expect([...named].sort()).toEqual([...CODES].sort());
  });

  it('every row is told apart by its name', () => {
    const names = ALL.map(([what]) => what);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('the English and Chinese catalogues say the same setup errors', () => {
    expect(Object.keys(CATALOGUES.zh.setupErrors).sort()).toEqual(Object.keys(CATALOGUES.en.setupErrors).sort());
  });

  it('what a reader is told of each refused setup, in English and Chinese', async () => {
    const text = ALL.flatMap(([what, , e]) =>
      e ? [`${what}: ${e.field}`, setupErrorText(e, 'en'), setupErrorText(e, 'zh'), ''] : [],
    ).join('\n');
    await expect(text).toMatchFileSnapshot('./combat-variant-problems.txt');
  });
});
