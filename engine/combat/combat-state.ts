// Combat bookkeeping shared by every module that can take a permanent out of combat (506.4):
// leaving the battlefield, phasing out, an effect. Keeps the damage assignment orders tidy:
// a removed blocker leaves every attacker's order (509.2a), a removed attacker every blocker's
// (509.3a), the relative order of the rest unchanged.

import { emit, type Ctx } from '../core/context';
import type { CombatAttacker, CombatBlocker, CombatState, GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';

export function emptyCombat(defendingPlayers: string[]): CombatState {
  return {
    attackersDeclared: false,
    blockersDeclared: false,
    attackers: [],
    blockers: [],
    defendingPlayers,
    firstStrikers: null,
  };
}

export function attackerEntry(s: GameState, id: ObjectId): CombatAttacker | null {
  return s.combat?.attackers.find((a) => a.attacker === id) ?? null;
}

export function blockerEntry(s: GameState, id: ObjectId): CombatBlocker | null {
  return s.combat?.blockers.find((b) => b.blocker === id) ?? null;
}

export function isBlocking(s: GameState, id: ObjectId): boolean {
  return blockerEntry(s, id) !== null;
}

/** Blockers currently blocking an attacker. */
export function blockersOf(s: GameState, attacker: ObjectId): ObjectId[] {
  return (s.combat?.blockers ?? []).filter((b) => b.blocking.includes(attacker)).map((b) => b.blocker);
}

/** Remove a permanent from combat (506.4); no-op if it is not in combat. */
export function removeFromCombat(ctx: Ctx, id: ObjectId, rules: string[]): void {
  const c = ctx.s.combat;
  if (!c) return;
  let removed = false;
  const extra: string[] = [];
  if (c.attackers.some((a) => a.attacker === id)) {
    c.attackers = c.attackers.filter((a) => a.attacker !== id);
    if (c.bands) c.bands = c.bands.map((b) => b.filter((x) => x !== id)).filter((b) => b.length > 1); // 702.22f
    for (const b of c.blockers) {
      if (ctx.s.turn.step === 'declare blockers' && b.order.length > 1 && b.order.includes(id)) extra.push('509.3a'); // 509.3a speaks of the declare blockers step only
      b.blocking = b.blocking.filter((x) => x !== id);
      b.order = b.order.filter((x) => x !== id); // 509.3a
    }
    removed = true;
  }
  if (c.blockers.some((b) => b.blocker === id)) {
    c.blockers = c.blockers.filter((b) => b.blocker !== id);
    for (const a of c.attackers) {
      if (ctx.s.turn.step === 'declare blockers' && a.order.length > 1 && a.order.includes(id)) extra.push('509.2a'); // 509.2a speaks of the declare blockers step only
      a.order = a.order.filter((x) => x !== id); // 509.2a; the attacker stays blocked (509.1h)
    }
    removed = true;
  }
  // A planeswalker or battle being attacked stops being attacked; its attackers stay (506.4c).
  for (const a of c.attackers) {
    if (a.target === id) {
      a.target = null;
      removed = true;
      if (!extra.includes('506.4c')) extra.push('506.4c');
    }
  }
  if (removed) {
    emit(ctx, { type: 'removed-from-combat', rules: [...rules, ...new Set(extra)], object: id });
  }
}
