// The variant a GameSetup chooses, checked once the players exist: shared team turns (805.1:
// teams, teammates in adjacent seats), the limited range of influence (801.2: a number of seats),
// choosing one defending player (506.2a). Each problem is a coded SetupError naming the field.

import type { MessageParams } from '../core/messages';
import type { GameSetup, SetupError, SetupErrorCode, ShapeExpected } from '../core/setup';
import type { GameState } from '../core/state';
import { primaryPlayer } from '../variants/shared-team-turns';

function bad(code: SetupErrorCode, field: string, rules: string[], params: MessageParams = {}): SetupError {
  return { code, field, params, rules };
}

/** A field of the wrong shape, said as what it should have been (messages/ knows each ShapeExpected). */
const malformed = (field: string, expected: ShapeExpected) => bad('setup/malformed-field', field, [], { expected });

/** What is wrong with the setup's variant (`setup.variant`), if anything; the scratch state's `variant` is read from it. */
export function variantProblem(setup: GameSetup, s: GameState): SetupError | null {
  const v = setup.variant;
  if (v === undefined) return null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return malformed('variant', 'object');
  if (
    v.attackOption !== undefined &&
    v.attackOption !== 'choose one opponent' &&
    v.attackOption !== 'attack multiple players'
  ) {
    return bad('setup/attack-option', 'variant.attackOption', [], {});
  }
  if (v.archenemy !== undefined && typeof v.archenemy !== 'string') return malformed('variant.archenemy', 'string');
  const n = s.players.length;
  if (v.rangeOfInfluence !== undefined) {
    const r = v.rangeOfInfluence;
    if (!Number.isInteger(r) || r < 1)
      return bad('setup/range-of-influence', 'variant.rangeOfInfluence', ['801.2'], {});
    if (n < 3) return bad('setup/range-of-influence-players', 'variant.rangeOfInfluence', ['801.1'], {});
  }
  if (v.sharedTeamTurns === undefined || v.sharedTeamTurns === false) return null;
  if (v.sharedTeamTurns !== true) return malformed('variant.sharedTeamTurns', 'boolean');
  if (n < 3) return bad('setup/shared-team-turns-players', 'variant.sharedTeamTurns', ['805.1'], {});
  if (v.attackOption === 'choose one opponent')
    return bad('setup/attack-option-shared-turns', 'variant.attackOption', ['506.2b', '805.10a'], {});
  const missing = s.players.findIndex((p) => p.team === null);
  if (missing >= 0) return bad('setup/team-required', `players[${missing}].team`, ['805.1'], {});
  const teams = [...new Set(s.players.map((p) => p.team))];
  if (teams.length < 2) return bad('setup/one-team', 'players', ['805.1'], {});
  // 805.1: members of each team sit in adjacent seats — each team changes seat only once round the table.
  for (const [i, p] of s.players.entries()) {
    const starts = s.players.filter((q, j) => q.team === p.team && s.players[(j - 1 + n) % n].team !== p.team).length;
    if (starts > 1) return bad('setup/team-not-adjacent', `players[${i}].team`, ['805.1'], { team: p.team });
  }
  const active = s.players.find((p) => p.id === (setup.activePlayer ?? s.players[0].id));
  if (active && active.team !== null && primaryPlayer(s, active.team) !== active.id) {
    return bad('setup/active-not-primary', 'activePlayer', ['805.2'], { player: primaryPlayer(s, active.team) });
  }
  return null;
}
