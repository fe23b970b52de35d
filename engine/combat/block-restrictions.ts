// Restrictions on declaring blockers (509.1a–b). Some belong to the blocker (tapped, "can't
// block"), some to the pair blocker/attacker — evasion abilities of the attacker (flying, shadow,
// protection), which are cumulative (509.1b Example: flying + shadow can't be blocked by a
// flying creature without shadow) — and some to the declaration as a whole (menace counts the
// attacker's blockers, "No more than N creatures can block" counts all blockers).
import {
  blockCapacity,
  COLOR_NAMES,
  hasKeyword,
  isBattle,
  isCreature,
  isPlaneswalker,
  label,
  protectionColors,
} from './characteristics';
import { cite, finding } from './refusal';
import type { Block, CombatPermanent, CombatView, CreatureFinding, ObjectId } from './types';

const NS = 'declare-blockers';

/** The defending player declaring blockers (509.1). */
export function blockingPlayer(view: CombatView): string {
  return view.blockingPlayer ?? view.defendingPlayers[0];
}

/** Whether this player's creatures block in this declaration: the defending player, or their team (805.10d). */
export function isBlockingPlayer(view: CombatView, id: string): boolean {
  return view.blockingPlayers ? view.blockingPlayers.includes(id) : id === blockingPlayer(view);
}

/** Restrictions that keep this permanent from blocking at all (506.3, 509.1a–b). */
export function blockerRestrictions(view: CombatView, p: CombatPermanent): CreatureFinding[] {
  const name = label(p);
  const out: CreatureFinding[] = [];
  const add = (code: string, rules: string[], en: string, zh: string) =>
    out.push(finding(p.id, 'restriction', `${NS}/${code}`, rules, cite(rules, en, zh)));
  if (!isCreature(p)) {
    add(
      'not-a-creature',
      ['506.3'],
      `${name.en} isn't a creature; only a creature can block`,
      `${name.zh}不是生物；只有生物可以进行阻挡`,
    );
    return out;
  }
  if (!isBlockingPlayer(view, p.controller))
    add(
      'not-your-creature',
      ['509.1a'],
      `${name.en} isn't controlled by the defending player`,
      `${name.zh}不由防御牌手操控`,
    );
  if (isBattle(p))
    add('battle', ['509.1a'], `${name.en} is also a battle and can't block`, `${name.zh}同时也是战役，不能进行阻挡`);
  if (p.tapped)
    add(
      'tapped',
      ['509.1a'],
      `${name.en} is tapped; blockers must be untapped`,
      `${name.zh}已横置；进行阻挡的生物必须未横置`,
    );
  if (hasKeyword(p, "can't block")) add('cant-block', ['509.1b'], `${name.en} can't block`, `${name.zh}不能进行阻挡`);
  return out;
}

/** The attacking creatures this player may block: those attacking them, their planeswalkers, or battles they protect (509.1a). */
export function blockableAttackers(view: CombatView): CombatPermanent[] {
  const mine = (id: string | undefined) => id !== undefined && isBlockingPlayer(view, id);
  const byId = new Map(view.permanents.map((p) => [p.id, p]));
  const out: CombatPermanent[] = [];
  for (const a of view.attacks ?? []) {
    const attacker = byId.get(a.attacker);
    if (!attacker) continue;
    const target = byId.get(a.target);
    // 805.10d: with shared team turns, attackers attacking any player of the defending team.
    const blockable =
      (target === undefined && mine(a.target)) ||
      (target !== undefined && isPlaneswalker(target) && mine(target.controller)) ||
      (target !== undefined && isBattle(target) && mine(target.protector));
    if (blockable) out.push(attacker);
  }
  return out;
}

/** Evasion restrictions between one blocker and one attacker (509.1b; 702.9b, 702.17b, 702.28b, 702.16f). */
export function pairRestrictions(blocker: CombatPermanent, attacker: CombatPermanent): CreatureFinding[] {
  const b = label(blocker);
  const a = label(attacker);
  const out: CreatureFinding[] = [];
  const add = (code: string, rules: string[], en: string, zh: string) =>
    out.push(finding(blocker.id, 'restriction', `${NS}/${code}`, rules, cite(rules, en, zh)));
  if (hasKeyword(attacker, 'flying') && !hasKeyword(blocker, 'flying') && !hasKeyword(blocker, 'reach'))
    add(
      'flying',
      ['509.1b', '702.9b'],
      `${a.en} has flying and can't be blocked by ${b.en}, which has neither flying nor reach`,
      `${a.zh}具有飞行异能，不能被既无飞行也无延势异能的${b.zh}阻挡`,
    );
  if (hasKeyword(attacker, 'shadow') && !hasKeyword(blocker, 'shadow'))
    add(
      'shadow',
      ['509.1b', '702.28b'],
      `${a.en} has shadow and can be blocked only by creatures with shadow`,
      `${a.zh}具有次元幽影异能，只能被具有次元幽影异能的生物阻挡`,
    );
  if (!hasKeyword(attacker, 'shadow') && hasKeyword(blocker, 'shadow'))
    add(
      'shadow',
      ['509.1b', '702.28b'],
      `${b.en} has shadow and can block only creatures with shadow`,
      `${b.zh}具有次元幽影异能，只能阻挡具有次元幽影异能的生物`,
    );
  for (const color of protectionColors(attacker))
    if (blocker.colors.includes(color))
      add(
        'protection',
        ['509.1b', '702.16f'],
        `${a.en} has protection from ${COLOR_NAMES[color].en} and can't be blocked by ${COLOR_NAMES[color].en} creatures such as ${b.en}`,
        `${a.zh}具有反${COLOR_NAMES[color].zh}保护异能，不能被${COLOR_NAMES[color].zh}生物（如${b.zh}）阻挡`,
      );
  return out;
}

/** Whole-declaration restrictions: menace (702.111b), block capacity (509.1a), a limit on blockers (509.1b). */
export function blockDeclarationRestrictions(view: CombatView, blocks: readonly Block[]): CreatureFinding[] {
  const byId = new Map(view.permanents.map((p) => [p.id, p]));
  const out: CreatureFinding[] = [];
  const perAttacker = new Map<ObjectId, number>();
  const perBlocker = new Map<ObjectId, number>();
  for (const b of blocks) {
    perAttacker.set(b.attacker, (perAttacker.get(b.attacker) ?? 0) + 1);
    perBlocker.set(b.blocker, (perBlocker.get(b.blocker) ?? 0) + 1);
  }
  for (const [id, n] of perAttacker) {
    const attacker = byId.get(id);
    if (attacker && n === 1 && hasKeyword(attacker, 'menace')) {
      const a = label(attacker);
      out.push(
        finding(
          id,
          'restriction',
          `${NS}/menace`,
          ['509.1b', '702.111b'],
          cite(
            ['509.1b', '702.111b'],
            `${a.en} has menace and can't be blocked except by two or more creatures`,
            `${a.zh}具有威慑异能，除非由两个或更多生物阻挡，否则不能被阻挡`,
          ),
        ),
      );
    }
  }
  for (const [id, n] of perBlocker) {
    const blocker = byId.get(id);
    if (blocker && n > blockCapacity(blocker)) {
      const b = label(blocker);
      out.push(
        finding(
          id,
          'restriction',
          `${NS}/too-many-blocks`,
          ['509.1a'],
          cite(
            ['509.1a'],
            `${b.en} blocks ${n} attackers but can block only ${blockCapacity(blocker)}`,
            `${b.zh}阻挡了${n}个攻击生物，但它只能阻挡${blockCapacity(blocker)}个`,
          ),
        ),
      );
    }
  }
  const max = view.limits?.maxBlockers;
  if (max !== undefined && perBlocker.size > max)
    out.push(
      finding(
        null,
        'restriction',
        `${NS}/too-many-blockers`,
        ['509.1b'],
        cite(
          ['509.1b'],
          `No more than ${max} creature(s) can block each combat, but ${perBlocker.size} block`,
          `每次战斗中至多只能有${max}个生物进行阻挡，但此宣告中有${perBlocker.size}个`,
        ),
      ),
    );
  return out;
}
