// The variant a GameSetup chooses, checked once the players exist: shared team turns (805.1:
// teams, teammates in adjacent seats), the limited range of influence (801.2: a number of seats),
// choosing one defending player (506.2a). Each problem is a coded SetupError naming the field.

import type { GameSetup, SetupError } from '../core/setup';
import type { GameState } from '../core/state';
import { primaryPlayer } from '../variants/shared-team-turns';

function bad(code: string, field: string, en: string, zh: string, rules: string[]): SetupError {
  return { code, field, message: { en: `${field}: ${en}`, zh: `${field}：${zh}` }, rules };
}

/** What is wrong with the setup's variant (`setup.variant`), if anything; the scratch state's `variant` is read from it. */
export function variantProblem(setup: GameSetup, s: GameState): SetupError | null {
  const v = setup.variant;
  if (v === undefined) return null;
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return bad('setup/malformed-field', 'variant', 'expected an object', '应为对象', []);
  if (
    v.attackOption !== undefined &&
    v.attackOption !== 'choose one opponent' &&
    v.attackOption !== 'attack multiple players'
  ) {
    return bad(
      'setup/attack-option',
      'variant.attackOption',
      "expected 'attack multiple players' or 'choose one opponent'",
      "应为 'attack multiple players' 或 'choose one opponent'",
      [],
    );
  }
  if (v.archenemy !== undefined && typeof v.archenemy !== 'string')
    return bad('setup/malformed-field', 'variant.archenemy', 'expected a string', '应为字符串', []);
  const n = s.players.length;
  if (v.rangeOfInfluence !== undefined) {
    const r = v.rangeOfInfluence;
    if (!Number.isInteger(r) || r < 1)
      return bad(
        'setup/range-of-influence',
        'variant.rangeOfInfluence',
        'expected a whole number of seats, 1 or more (801.2)',
        '应为座位数，不小于 1 的整数（801.2）',
        ['801.2'],
      );
    if (n < 3)
      return bad(
        'setup/range-of-influence-players',
        'variant.rangeOfInfluence',
        'the limited range of influence option is for multiplayer games (800.1, 801.1)',
        '限制影响范围模式用于多人游戏（800.1、801.1）',
        ['801.1'],
      );
  }
  if (v.sharedTeamTurns === undefined || v.sharedTeamTurns === false) return null;
  if (v.sharedTeamTurns !== true)
    return bad('setup/malformed-field', 'variant.sharedTeamTurns', 'expected true or false', '应为 true 或 false', []);
  if (n < 3)
    return bad(
      'setup/shared-team-turns-players',
      'variant.sharedTeamTurns',
      'shared team turns are for multiplayer games between teams (800.1, 805.1)',
      '队伍共享回合模式用于队伍之间的多人游戏（800.1、805.1）',
      ['805.1'],
    );
  if (v.attackOption === 'choose one opponent')
    return bad(
      'setup/attack-option-shared-turns',
      'variant.attackOption',
      'with shared team turns the nonactive team is the defending team (506.2b, 805.10a)',
      '在队伍共享回合模式中，非主动队伍是防御队伍（506.2b、805.10a）',
      ['506.2b', '805.10a'],
    );
  const missing = s.players.findIndex((p) => p.team === null);
  if (missing >= 0)
    return bad(
      'setup/team-required',
      `players[${missing}].team`,
      'with shared team turns every player is on a team (805.1)',
      '在队伍共享回合模式中，每位牌手都属于一个队伍（805.1）',
      ['805.1'],
    );
  const teams = [...new Set(s.players.map((p) => p.team))];
  if (teams.length < 2)
    return bad(
      'setup/one-team',
      'players',
      'shared team turns need at least two teams (805.1)',
      '队伍共享回合模式至少需要两个队伍（805.1）',
      ['805.1'],
    );
  // 805.1: members of each team sit in adjacent seats — each team changes seat only once round the table.
  for (const [i, p] of s.players.entries()) {
    const starts = s.players.filter((q, j) => q.team === p.team && s.players[(j - 1 + n) % n].team !== p.team).length;
    if (starts > 1)
      return bad(
        'setup/team-not-adjacent',
        `players[${i}].team`,
        `the players of team ${p.team} don't sit in adjacent seats (805.1)`,
        `队伍 ${p.team} 的牌手没有坐在相邻座位（805.1）`,
        ['805.1'],
      );
  }
  const active = s.players.find((p) => p.id === (setup.activePlayer ?? s.players[0].id));
  if (active && active.team !== null && primaryPlayer(s, active.team) !== active.id) {
    return bad(
      'setup/active-not-primary',
      'activePlayer',
      `the active team's turn is led by its primary player, ${primaryPlayer(s, active.team)} (805.2)`,
      `主动队伍的回合由其主要牌手 ${primaryPlayer(s, active.team)} 带领（805.2）`,
      ['805.2'],
    );
  }
  return null;
}
