// The turn's progress (500–505, 507, 511–513): beginning and ending steps and phases, moving to
// the next slot of the schedule and skipping (500.10, 614.10). No game events occur between steps
// (500.11): each transition is one function.

import { emptyManaPools } from '../casting/mana';
import { emptyCombat, removeFromCombat } from '../combat/combat-state';
import { expireEffects } from '../continuous/durations';
import { emit, type Ctx } from '../core/context';
import { replaceTop } from '../core/frames';
import type { ScheduleSlot } from '../core/state';
import { happen } from '../events/happen';
import { startNextTurn } from './next-turn';
import { takeSkip, teamRule } from './skips';
import { PHASE_RULE, STEP_RULE } from './step-rules';
import { mark, markStep } from './timing-restrictions';

/** 500.6: a step or phase begins — fire "at the beginning of" triggers, then its actions. */
export function beginStep(ctx: Ctx): void {
  const t = ctx.s.turn;
  emit(ctx, { type: 'step-began', rules: [STEP_RULE[t.step], '500.1'], phase: t.phase, step: t.step, turn: t.number });
  markStep(ctx, 'began');
  happen(ctx, { type: 'step begins', rules: ['500.6'] }); // its "at the beginning of" triggers (603.2b, 511.2)
  replaceTop(ctx.s, { kind: 'turn-based actions' });
}

/** 500.4–500.5, 511.3: a step ends; mana empties, durations end, and we move on. */
export function endStep(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  // 500.3: untap and (normally) cleanup end when their actions are done; others when all pass (500.2, 505.2).
  const rules =
    t.step === 'untap'
      ? ['500.3', '502.4']
      : t.step === 'cleanup' && !s.turn.cleanupHadPriority
        ? ['500.3', '514.3']
        : t.step === 'main'
          ? ['500.2', '505.2']
          : ['500.2'];
  emit(ctx, { type: 'step-ended', rules, phase: t.phase, step: t.step, turn: t.number });
  delete s.turn.cleanupHadPriority;
  markStep(ctx, 'ended');
  emptyManaPools(ctx);
  const phaseEnds = t.schedule.length === 0 || t.schedule[0].phaseId !== t.phaseId;
  if (t.phase === 'combat' && phaseEnds) {
    // 511.3: as the end of combat step ends, everything is removed from combat.
    for (const a of s.combat?.attackers.map((x) => x.attacker) ?? []) removeFromCombat(ctx, a, ['511.3']);
    for (const b of s.combat?.blockers.map((x) => x.blocker) ?? []) removeFromCombat(ctx, b, ['511.3']);
    s.combat = null;
    expireEffects(ctx, 'end of combat', ['500.5', '511.2']);
  }
  advance(ctx);
}

/** Move to the next slot of the schedule, or to the next turn (500.1, 500.10). */
function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1000; guard++) {
    const t = s.turn;
    const slot = t.schedule.shift();
    if (!slot) {
      startNextTurn(ctx);
      continue;
    }
    if (slot.phaseId !== t.phaseId) {
      if (takeSkip(ctx, 'phase', t.activePlayer, slot.phase)) {
        if (slot.phase === 'combat' && t.combatPhasesThisTurn === 0) mark(ctx, 'first combat: skipped'); // 506.7e
        emit(ctx, { type: 'phase-skipped', rules: teamRule(ctx, ['500.10', '614.10']), phase: slot.phase });
        t.schedule = t.schedule.filter((x) => x.phaseId !== slot.phaseId);
        continue;
      }
      beginPhase(ctx, slot);
    }
    if (takeSkip(ctx, 'step', t.activePlayer, slot.step) || skipsFirstDraw(ctx, slot)) {
      const rules = slot.step === 'draw' && t.number === 1 ? ['103.8', '500.10'] : teamRule(ctx, ['500.10', '614.10']);
      emit(ctx, { type: 'step-skipped', rules, step: slot.step, phase: slot.phase });
      continue;
    }
    t.step = slot.step;
    replaceTop(s, { kind: 'begin-step' });
    return;
  }
  throw new Error('engine bug: no step to begin');
}

/** 103.8: in a two-player game the player who plays first skips the draw of their first turn. */
function skipsFirstDraw(ctx: Ctx, slot: ScheduleSlot): boolean {
  const s = ctx.s;
  return slot.step === 'draw' && s.turn.number === 1 && s.turn.firstTurn && s.players.length === 2;
}

function beginPhase(ctx: Ctx, slot: ScheduleSlot): void {
  const s = ctx.s;
  const t = s.turn;
  t.phase = slot.phase;
  t.phaseId = slot.phaseId;
  emit(ctx, { type: 'phase-began', rules: [PHASE_RULE[slot.phase], '500.1'], phase: slot.phase, turn: t.number });
  if (slot.phase === 'combat') {
    t.combatPhasesThisTurn += 1;
    s.combat = emptyCombat([]);
  }
}
