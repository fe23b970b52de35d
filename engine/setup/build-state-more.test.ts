// buildState (build-state.ts), more of placeCombat: the defending players of a game with teams but no
// shared team turns when the active player is not the first seat — the active player's opponents
// (102.3, 802.2), who are not its teammates, as a game that begins that combat names them (506.2).
import { describe, expect, it } from 'vitest';
import type { CombatState, StackItem } from '../core/state';
import { game, named, passUntil } from '../game/test-kit';
import { built, prodigy, three, two } from './test-build-state';

const rows = named([
  {
    name: 'A alone, B and C on a team, B active: A alone defends (A has no team, B does)',
    teams: [undefined, 'y', 'y'],
    defending: ['A'],
  },
  { name: 'A on one team, B and C on another, B active: A alone defends', teams: ['x', 'y', 'y'], defending: ['A'] },
  { name: 'A and C on a team, B alone, B active: A and C defend', teams: ['x', undefined, 'x'], defending: ['A', 'C'] },
] as { name: string; teams: (string | undefined)[]; defending: string[] }[]);

describe('placeCombat: teams without shared turns, B active', () => {
  it.each(rows)('%s', (_, { teams, defending }) => {
    const more = teams.map((team) => (team ? { team } : {}));
    const s = built(three({ turn: 2, activePlayer: 'B', step: 'declare attackers' }, more));
    expect(s.combat).toStrictEqual({
      attackersDeclared: false,
      blockersDeclared: false,
      attackers: [],
      blockers: [],
      defendingPlayers: defending,
      firstStrikers: null,
    } satisfies CombatState);
    // The same players a game names at the beginning of combat (506.2, turn-based-actions.ts).
    const played = game(three({ turn: 2, activePlayer: 'B', step: 'beginning of combat' }, more));
    expect(played.combat!.defendingPlayers).toStrictEqual(defending);
  });
});

/** A's face-down Prodigy `p` (708.2: no abilities now), its activated ability on the stack, A with priority. */
const faceDownSource = () =>
  two({
    phase: 'precombat main',
    step: 'main',
    priority: 'A',
    battlefield: [{ id: 'p', card: prodigy, controller: 'A', faceDown: true }],
    stack: [{ source: 'p', ability: 0, controller: 'A' }],
  });

describe('pushAbility: an ability whose source has lost it since (113.7a)', () => {
  it('is on the stack as printed, its source face down and nameless (708.2), and resolves: A gains 1 life', () => {
    expect(built(faceDownSource()).stack).toStrictEqual([
      {
        id: 'a1',
        kind: 'activated ability',
        controller: 'A',
        source: 'p',
        ability: 0,
        effect: { type: 'gain life', amount: 1 },
        targets: [],
        related: null,
        relatedPlayer: null,
        text: { en: '', zh: '' },
        sourceColors: [],
        sourceName: '',
      },
    ] satisfies StackItem[]);
    const played = passUntil(game(faceDownSource()), (x) => x.stack.length === 0);
    expect(played.events).toStrictEqual([
      { type: 'priority-passed', rules: ['117.3d'], player: 'A', team: null },
      { type: 'priority-passed', rules: ['117.3d'], player: 'B', team: null },
      {
        type: 'resolved',
        rules: ['608.2', '608.2c'],
        object: 'a1',
        kind: 'activated ability',
        source: 'p',
        text: { en: '', zh: '' },
      },
      { type: 'life-gained', rules: ['119.3'], player: 'A', amount: 1, life: 21, cause: 'effect' },
    ]);
  });
});
