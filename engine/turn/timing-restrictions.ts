// Timing restrictions with respect to combat (506.7a–g) and the upkeep (503.2): "cast only before
// blockers are declared" and the like. The turn remembers the points it has passed (`marks`);
// "before/after" refers to the first combat phase unless the spell says "during combat"
// (506.7c–d), and a point that doesn't exist moves the limit earlier (506.7e–f).

import type { TimingRestriction } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameState } from '../core/state';

export function mark(ctx: Ctx, what: string): void {
  const t = ctx.s.turn;
  t.marks ??= [];
  if (!t.marks.includes(what)) t.marks.push(what);
}

/** Record the milestones of a step beginning or ending (called as steps begin and end, turn/steps.ts, and as attackers are declared). */
export function markStep(ctx: Ctx, edge: 'began' | 'ended'): void {
  const t = ctx.s.turn;
  const first = t.combatPhasesThisTurn === 1 && t.phase === 'combat';
  if (edge === 'ended' && t.step === 'upkeep') mark(ctx, 'upkeep ended');
  if (edge === 'ended' && t.phase === 'precombat main') mark(ctx, 'precombat main ended');
  if (first && (t.step === 'declare attackers' || t.step === 'declare blockers'))
    mark(ctx, `first combat: ${t.step} ${edge}`);
  if (edge === 'began' && t.step === 'declare blockers' && ctx.s.combat) ctx.s.combat.blockersStepBegan = true;
}

/** Why a spell or ability can't be cast or activated now: the rules and the point of the turn it needed (messages/ says it). */
export type TimingWhen =
  | 'after upkeep'
  | 'before main phase ends'
  | 'before attackers are declared'
  | 'before declare attackers step ends'
  | 'before blockers are declared'
  | 'during combat'
  | 'during combat before blockers are declared'
  | 'during combat after blockers are declared';

export type TimingCheck = { ok: true } | { ok: false; rules: string[]; when: TimingWhen };

const NO = (rules: string[], when: TimingWhen): TimingCheck => ({ ok: false, rules, when });

export function timingAllows(s: GameState, when: TimingRestriction | undefined): TimingCheck {
  if (!when) return { ok: true };
  const has = (m: string) => (s.turn.marks ?? []).includes(m);
  const t = s.turn;
  const combatSkipped = has('first combat: skipped');
  switch (when) {
    case 'after upkeep':
      return has('upkeep ended') ? { ok: true } : NO(['503.2'], 'after upkeep');
    case 'before attackers are declared':
      if (combatSkipped)
        return has('precombat main ended') ? NO(['506.7a', '506.7e'], 'before main phase ends') : { ok: true };
      return has('first combat: declare attackers began')
        ? NO(['506.7a', '506.7d'], 'before attackers are declared')
        : { ok: true };
    case 'before blockers are declared':
      if (combatSkipped)
        return has('precombat main ended') ? NO(['506.7b', '506.7e'], 'before main phase ends') : { ok: true };
      if (has('first combat: blockers skipped')) {
        return has('first combat: declare attackers ended')
          ? NO(['506.7b', '506.7e'], 'before declare attackers step ends')
          : { ok: true };
      }
      return has('first combat: declare blockers began')
        ? NO(['506.7b', '506.7d'], 'before blockers are declared')
        : { ok: true };
    case 'during combat':
      return t.phase === 'combat' ? { ok: true } : NO(['506.7c'], 'during combat');
    case 'during combat before blockers are declared':
      if (t.phase !== 'combat') return NO(['506.7c'], 'during combat');
      return !s.combat?.blockersStepBegan && (t.step === 'beginning of combat' || t.step === 'declare attackers')
        ? { ok: true }
        : NO(['506.7b', '506.7c', '506.7e'], 'during combat before blockers are declared');
    case 'during combat after blockers are declared':
      return t.phase === 'combat' && s.combat?.blockersStepBegan
        ? { ok: true }
        : NO(['506.7c', '506.7f'], 'during combat after blockers are declared');
  }
}
