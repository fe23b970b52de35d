// createGame refuses a malformed setup with the exact SetupError of check-setup.ts or setup-shapes.ts
// naming the field, and accepts the near miss; what a reader is told, in both languages, is kept in
// setup-problems.txt. The rows are in test-setup-problems*.ts; card problems are card-problems.test.ts',
// combat and variants combat-checks.test.ts' and variant-checks.test.ts'.
import { describe, expect, it } from 'vitest';
import { createGame } from '..';
import type { GameSetup, SetupErrorCode } from '../core/setup';
import { setupErrorText } from '../messages/index';
import { OBJECT_ROWS, onStack, SETUP_ROWS, spell, type Row } from './test-setup-problems';
import { BATTLEFIELD_ROWS, STACK_ROWS, TURN_ROWS } from './test-setup-problems-board';
import { CARD_SHAPE_ROWS, PERMANENT_SHAPE_ROWS, PLAYER_SHAPE_ROWS, TOP_SHAPE_ROWS } from './test-setup-problems-shapes';

const TABLES: Record<string, Row[]> = {
  'the setup and its players': SETUP_ROWS,
  'objects, ids and the command zone': OBJECT_ROWS,
  'the battlefield': BATTLEFIELD_ROWS,
  'where the turn stands': TURN_ROWS,
  'the stack and priority': STACK_ROWS,
  'shape: the top of the setup': TOP_SHAPE_ROWS,
  'shape: players': PLAYER_SHAPE_ROWS,
  'shape: permanents': PERMANENT_SHAPE_ROWS,
  'shape: cards': CARD_SHAPE_ROWS,
};
const ALL = Object.values(TABLES).flat();

/** The codes of check-setup.ts and setup-shapes.ts (not cards, combat, variants or the engine's own error). */
const CODES: Record<Exclude<SetupErrorCode, OtherCodes>, true> = {
  'setup/not-an-object': true,
  'setup/malformed': true,
  'setup/malformed-field': true,
  'setup/unknown-profile': true,
  'setup/too-few-players': true,
  'setup/player-id': true,
  'setup/player-name': true,
  'setup/object-id': true,
  'setup/duplicate-id': true,
  'setup/unknown-controller': true,
  'setup/unknown-owner': true,
  'setup/unknown-protector': true,
  'setup/protector-not-battle': true,
  'setup/unknown-active-player': true,
  'setup/unknown-priority-player': true,
  'setup/unknown-archenemy': true,
  'setup/no-scheme-deck': true,
  'setup/not-a-scheme': true,
  'setup/scheme-outside-command-zone': true,
  'setup/not-a-plane': true,
  'setup/plane-outside-command-zone': true,
  'setup/unknown-step': true,
  'setup/step-not-in-phase': true,
  'setup/turn': true,
  'setup/stack-ability': true,
  'setup/no-priority-in-step': true,
  'setup/stack-without-priority': true,
  'setup/bad-attachment': true,
};
type OtherCodes =
  | 'setup/invalid-card'
  | 'setup/engine-error'
  | 'setup/combat-outside-combat'
  | 'setup/attacker-not-creature'
  | 'setup/attacker-not-active-players'
  | 'setup/bad-attack-target'
  | 'setup/attackers-not-declared-yet'
  | 'setup/several-defending-players'
  | 'setup/blockers-not-declared-yet'
  | 'setup/blocking-non-attacker'
  | 'setup/blocking-other-players-attacker'
  | 'setup/bad-damage-assignment-order'
  | 'setup/bad-blocker-damage-assignment-order'
  | 'setup/attack-option'
  | 'setup/range-of-influence'
  | 'setup/range-of-influence-players'
  | 'setup/shared-team-turns-players'
  | 'setup/attack-option-shared-turns'
  | 'setup/team-required'
  | 'setup/one-team'
  | 'setup/team-not-adjacent'
  | 'setup/active-not-primary';

// toStrictEqual: an error has no `rules` key when its check cites no rule.
describe.each(Object.entries(TABLES))('createGame: %s', (_name, rows) => {
  it.each(rows)('%s', (_what, setup, error) => {
    const r = createGame(setup as GameSetup);
    expect(r.ok ? null : r.error).toStrictEqual(error);
  });
});

describe('the id of an unnamed ability on the stack', () => {
  it('skips an id given to a later item, as an unnamed card does (checkSetup and buildState agree)', () => {
    const setup = onStack([
      { source: 'p', ability: 0, controller: 'A' },
      { id: 'a11', card: spell, controller: 'A' },
      { source: 'p', ability: 0, controller: 'B' },
    ]) as GameSetup;
    const r = createGame(setup);
    expect(r.ok && r.value.stack.map((it) => [it.id, it.kind])).toEqual([
      ['a12', 'activated ability'],
      ['a11', 'spell'],
      ['a13', 'activated ability'],
    ]);
  });
});

describe('the setup problems, as a whole', () => {
  it('every code of check-setup.ts and setup-shapes.ts is reached by a row', () => {
    const named = new Set(ALL.flatMap(([, , e]) => (e && e.code !== 'setup/invalid-card' ? [e.code] : [])));
    expect([...named].sort()).toEqual(Object.keys(CODES).sort());
  });

  it('every row is told apart by its name', () => {
    const names = ALL.map(([what]) => what);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('what a reader is told of each refused setup, in English and Chinese', async () => {
    const text = ALL.flatMap(([what, , e]) =>
      e ? [`${what}: ${e.field}`, setupErrorText(e, 'en'), setupErrorText(e, 'zh'), ''] : [],
    ).join('\n');
    await expect(text).toMatchFileSnapshot('./setup-problems.txt');
  });
});
