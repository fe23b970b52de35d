// Restrictions on declaring blockers (509.1a–b). Some belong to the blocker (tapped, "can't
// block"), some to the pair blocker/attacker — evasion abilities of the attacker (flying, shadow,
// protection), which are cumulative (509.1b Example: flying + shadow can't be blocked by a
// flying creature without shadow) — and some to the declaration as a whole (menace counts the
// attacker's blockers, "No more than N creatures can block" counts all blockers).
import {
  blockCapacity,
  hasKeyword,
  isBattle,
  isCreature,
  isPlaneswalker,
  label,
  protectionColors,
} from './characteristics';
import { finding } from './refusal';
import type { Block, CombatPermanent, CombatView, CreatureFinding, MessageParams, ObjectId } from './types';

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
  const add = (code: 'not-a-creature' | 'not-your-creature' | 'battle' | 'tapped' | 'cant-block', rules: string[]) =>
    out.push(finding(p.id, 'restriction', `${NS}/${code}`, rules, { creature: name }));
  if (!isCreature(p)) {
    add('not-a-creature', ['506.3']);
    return out;
  }
  if (!isBlockingPlayer(view, p.controller)) add('not-your-creature', ['509.1a']);
  if (isBattle(p)) add('battle', ['509.1a']);
  if (p.tapped) add('tapped', ['509.1a']);
  if (hasKeyword(p, "can't block")) add('cant-block', ['509.1b']);
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
      target === undefined
        ? mine(a.target)
        : (isPlaneswalker(target) && mine(target.controller)) || (isBattle(target) && mine(target.protector));
    if (blockable) out.push(attacker);
  }
  return out;
}

/** Evasion restrictions between one blocker and one attacker (509.1b; 702.9b, 702.17b, 702.28b, 702.16f). */
export function pairRestrictions(blocker: CombatPermanent, attacker: CombatPermanent): CreatureFinding[] {
  const b = label(blocker);
  const a = label(attacker);
  const out: CreatureFinding[] = [];
  const add = (code: 'flying' | 'shadow' | 'protection', rules: string[], more: MessageParams = {}) =>
    out.push(finding(blocker.id, 'restriction', `${NS}/${code}`, rules, { creature: b, attacker: a, ...more }));
  if (hasKeyword(attacker, 'flying') && !hasKeyword(blocker, 'flying') && !hasKeyword(blocker, 'reach'))
    add('flying', ['509.1b', '702.9b']);
  if (hasKeyword(attacker, 'shadow') && !hasKeyword(blocker, 'shadow'))
    add('shadow', ['509.1b', '702.28b'], { attackerHasShadow: true });
  if (!hasKeyword(attacker, 'shadow') && hasKeyword(blocker, 'shadow'))
    add('shadow', ['509.1b', '702.28b'], { attackerHasShadow: false });
  for (const color of protectionColors(attacker))
    if (blocker.colors.includes(color)) add('protection', ['509.1b', '702.16f'], { color });
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
      out.push(finding(id, 'restriction', `${NS}/menace`, ['509.1b', '702.111b'], { attacker: a }));
    }
  }
  for (const [id, n] of perBlocker) {
    const blocker = byId.get(id);
    if (blocker && n > blockCapacity(blocker)) {
      const b = label(blocker);
      out.push(
        finding(id, 'restriction', `${NS}/too-many-blocks`, ['509.1a'], {
          creature: b,
          count: n,
          capacity: blockCapacity(blocker),
        }),
      );
    }
  }
  const max = view.limits?.maxBlockers;
  if (max !== undefined && perBlocker.size > max)
    out.push(finding(null, 'restriction', `${NS}/too-many-blockers`, ['509.1b'], { max, count: perBlocker.size }));
  return out;
}
