// The checks on the attacking/blocking status a setup gives its permanents (506–509), in the
// order buildState's combat step reads them: the scratch state has its players, objects and turn.

import type { GameSetup, SetupError } from '../core/setup';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { isActivePlayer } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';

const bad = (code: string, field: string, en: string, zh: string, rule: string): SetupError => ({
  code,
  field,
  message: { en, zh },
  rules: [rule],
});

export function combatProblem(s: GameState, setup: GameSetup, ids: ObjectId[]): SetupError | null {
  const perms = setup.battlefield ?? [];
  const inCombat = perms.some((p) => p.attacking !== undefined || p.blocking !== undefined);
  const t = s.turn;
  if (t.phase !== 'combat') {
    return inCombat
      ? bad(
          'setup/combat-outside-combat',
          'battlefield',
          'battlefield: creatures can attack or block only during the combat phase (506.1, 511.3)',
          'battlefield：生物只能在战斗阶段进行攻击或阻挡（506.1、511.3）',
          '511.3',
        )
      : null;
  }
  const order = [
    'beginning of combat',
    'declare attackers',
    'declare blockers',
    'first strike combat damage',
    'combat damage',
    'end of combat',
  ];
  const idx = order.indexOf(t.step);
  const started = setup.priority !== undefined;
  const attackersDeclared = idx > 1 || (idx === 1 && started);
  const blockersDeclared = idx > 2 || (idx === 2 && started);
  const attackers: { attacker: ObjectId; defendingPlayer: PlayerId }[] = [];
  for (const [i, p] of perms.entries()) {
    if (p.attacking === undefined) continue;
    const id = ids[i];
    const o = s.objects[id];
    const f = `battlefield[${i}].attacking`;
    if (!o || !o.card.types.includes('Creature'))
      return bad(
        'setup/attacker-not-creature',
        f,
        `${f}: only a creature can attack (506.3)`,
        `${f}：只有生物能攻击（506.3）`,
        '506.3',
      );
    const target = s.objects[p.attacking];
    const defending = s.players.some((x) => x.id === p.attacking)
      ? p.attacking
      : target
        ? target.card.types.includes('Battle')
          ? target.protector
          : target.controller
        : null;
    if (!isActivePlayer(s, o.controller))
      return bad(
        'setup/attacker-not-active-players',
        f,
        `${f}: only the active player's creatures attack (506.2)`,
        `${f}：只有主动牌手的生物进行攻击（506.2）`,
        '506.2',
      );
    if (!defending || defending === o.controller)
      return bad(
        'setup/bad-attack-target',
        f,
        `${f}: ${p.attacking} is not a player, planeswalker or battle that can be attacked (506.3)`,
        `${f}：${p.attacking} 不是可被攻击的牌手、鹏洛客或战役（506.3）`,
        '506.3',
      );
    if (!attackersDeclared)
      return bad(
        'setup/attackers-not-declared-yet',
        f,
        `${f}: attackers are declared in the declare attackers step (508.1)`,
        `${f}：攻击者在宣告攻击者步骤中宣告（508.1）`,
        '508.1',
      );
    attackers.push({ attacker: id, defendingPlayer: defending });
  }
  // 506.2a: the one defending player chosen for this combat is the one being attacked.
  if (s.variant.attackOption === 'choose one opponent' && new Set(attackers.map((a) => a.defendingPlayer)).size > 1) {
    return bad(
      'setup/several-defending-players',
      'battlefield',
      "battlefield: with attackOption 'choose one opponent' the attackers attack one defending player (506.2a)",
      "battlefield：在 attackOption 为 'choose one opponent' 时，攻击生物只能攻击一位防御牌手（506.2a）",
      '506.2a',
    );
  }
  const blocks: { blocker: ObjectId; blocking: ObjectId[] }[] = [];
  for (const [i, p] of perms.entries()) {
    if (p.blocking === undefined) continue;
    const f = `battlefield[${i}].blocking`;
    if (!blockersDeclared)
      return bad(
        'setup/blockers-not-declared-yet',
        f,
        `${f}: blockers are declared in the declare blockers step (509.1)`,
        `${f}：阻挡者在宣告阻挡者步骤中宣告（509.1）`,
        '509.1',
      );
    for (const a of p.blocking) {
      const entry = attackers.find((x) => x.attacker === a);
      if (!entry)
        return bad(
          'setup/blocking-non-attacker',
          f,
          `${f}: ${a} is not attacking (509.1a)`,
          `${f}：${a} 并未在攻击（509.1a）`,
          '509.1a',
        );
      const blockerController = s.objects[ids[i]].controller;
      const teammate =
        teamTurns(s) &&
        s.players.find((x) => x.id === blockerController)!.team ===
          s.players.find((x) => x.id === entry.defendingPlayer)!.team; // 805.10d
      if (blockerController !== entry.defendingPlayer && !teammate)
        return bad(
          'setup/blocking-other-players-attacker',
          f,
          `${f}: ${a} is not attacking this creature's controller, a planeswalker they control or a battle they protect (509.1a)`,
          `${f}：${a} 并未攻击此生物的操控者、其操控的鹏洛客或其守护的战役（509.1a）`,
          '509.1a',
        );
    }
    blocks.push({ blocker: ids[i], blocking: p.blocking });
  }
  for (const a of attackers) {
    const blockers = blocks.filter((b) => b.blocking.includes(a.attacker)).map((b) => b.blocker);
    const given = perms[ids.indexOf(a.attacker)]?.damageAssignmentOrder;
    if (given && (given.length !== blockers.length || blockers.some((b) => !given.includes(b)))) {
      return bad(
        'setup/bad-damage-assignment-order',
        `battlefield[${ids.indexOf(a.attacker)}].damageAssignmentOrder`,
        'a damage assignment order lists exactly the creatures blocking it (509.2)',
        '伤害分配顺序须恰好列出阻挡它的生物（509.2）',
        '509.2',
      );
    }
  }
  return null;
}
