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

export type TimingCheck = { ok: true } | { ok: false; rules: string[]; en: string; zh: string };

const NO = (rules: string[], en: string, zh: string): TimingCheck => ({ ok: false, rules, en, zh });

export function timingAllows(s: GameState, when: TimingRestriction | undefined): TimingCheck {
  if (!when) return { ok: true };
  const has = (m: string) => (s.turn.marks ?? []).includes(m);
  const t = s.turn;
  const combatSkipped = has('first combat: skipped');
  switch (when) {
    case 'after upkeep':
      return has('upkeep ended') ? { ok: true } : NO(['503.2'], 'only after the upkeep step', '只能在维持步骤之后');
    case 'before attackers are declared':
      if (combatSkipped)
        return has('precombat main ended')
          ? NO(
              ['506.7a', '506.7e'],
              'only before the precombat main phase ends (this turn has no combat)',
              '只能在战斗前行动阶段结束前（本回合没有战斗）',
            )
          : { ok: true };
      return has('first combat: declare attackers began')
        ? NO(['506.7a', '506.7d'], 'only before attackers are declared', '只能在宣告攻击者之前')
        : { ok: true };
    case 'before blockers are declared':
      if (combatSkipped)
        return has('precombat main ended')
          ? NO(
              ['506.7b', '506.7e'],
              'only before the precombat main phase ends (this turn has no combat)',
              '只能在战斗前行动阶段结束前（本回合没有战斗）',
            )
          : { ok: true };
      if (has('first combat: blockers skipped')) {
        return has('first combat: declare attackers ended')
          ? NO(
              ['506.7b', '506.7e'],
              'only before the declare attackers step ends (no blockers step this combat)',
              '只能在宣告攻击者步骤结束前（本次战斗没有宣告阻挡者步骤）',
            )
          : { ok: true };
      }
      return has('first combat: declare blockers began')
        ? NO(['506.7b', '506.7d'], 'only before blockers are declared', '只能在宣告阻挡者之前')
        : { ok: true };
    case 'during combat':
      return t.phase === 'combat' ? { ok: true } : NO(['506.7c'], 'only during combat', '只能在战斗中');
    case 'during combat before blockers are declared':
      if (t.phase !== 'combat') return NO(['506.7c'], 'only during combat', '只能在战斗中');
      return !s.combat?.blockersStepBegan && (t.step === 'beginning of combat' || t.step === 'declare attackers')
        ? { ok: true }
        : NO(
            ['506.7b', '506.7c', '506.7e'],
            'only during combat before blockers are declared',
            '只能在战斗中宣告阻挡者之前',
          );
    case 'during combat after blockers are declared':
      return t.phase === 'combat' && s.combat?.blockersStepBegan
        ? { ok: true }
        : NO(['506.7c', '506.7f'], 'only during combat after blockers are declared', '只能在战斗中宣告阻挡者之后');
  }
}
