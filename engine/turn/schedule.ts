// The turn as data (rules as data, boardgame.io's turn-order idea): a list of the slots still to
// come this turn. A normal turn is the five phases of 500.1 with their steps; effects insert
// extra phases right after a phase (500.8) and extra steps after a step (500.9).

import type { ScheduleSlot, TurnState } from '../core/state';
import { PHASE_STEPS, PHASES, type PhaseName, type StepName } from '../core/vocabulary';

/** The slots of a normal turn (500.1, 501.1, 505.1, 506.1, 512.1), phase ids from 1. */
export function normalTurn(): ScheduleSlot[] {
  const slots: ScheduleSlot[] = [];
  PHASES.forEach((phase, i) => {
    for (const step of PHASE_STEPS[phase]) slots.push({ phase, step, phaseId: i + 1 });
  });
  return slots;
}

/** The slots after the given one in a normal turn (for setups that start mid-turn). */
export function slotsAfter(phase: PhaseName, step: StepName): { current: ScheduleSlot; rest: ScheduleSlot[] } | null {
  const all = normalTurn();
  const norm = step === 'first strike combat damage' ? 'combat damage' : step;
  const i = all.findIndex((s) => s.phase === phase && s.step === norm);
  if (i < 0) return null;
  const rest = all.slice(i + 1);
  if (step === 'first strike combat damage') rest.unshift({ phase, step: 'combat damage', phaseId: all[i].phaseId });
  return { current: { ...all[i], step }, rest };
}

export function stepBelongsTo(phase: PhaseName, step: StepName): boolean {
  if (step === 'first strike combat damage') return phase === 'combat';
  return PHASE_STEPS[phase].includes(step);
}

function freshPhaseId(turn: TurnState): number {
  return Math.max(turn.phaseId, ...turn.schedule.map((s) => s.phaseId)) + 1;
}

/**
 * Add phases directly after the current phase (500.8), e.g. an additional combat phase
 * followed by an additional main phase (505.1a: that main phase is a postcombat main phase).
 */
export function addPhasesAfterCurrent(turn: TurnState, phases: PhaseName[]): void {
  const at = turn.schedule.findIndex((s) => s.phaseId !== turn.phaseId);
  const insertAt = at < 0 ? turn.schedule.length : at;
  let id = freshPhaseId(turn);
  const slots: ScheduleSlot[] = [];
  for (const phase of phases) {
    for (const step of PHASE_STEPS[phase]) slots.push({ phase, step, phaseId: id });
    id += 1;
  }
  turn.schedule.splice(insertAt, 0, ...slots);
}

/** Add a step directly after the current step of the current phase (500.9). */
export function addStepAfterCurrent(turn: TurnState, step: StepName): void {
  turn.schedule.unshift({ phase: turn.phase, step, phaseId: turn.phaseId });
}

/** Remove the remaining slots of the current phase that are named (508.8 skips steps). */
export function dropFromCurrentPhase(turn: TurnState, steps: StepName[]): void {
  turn.schedule = turn.schedule.filter((s) => !(s.phaseId === turn.phaseId && steps.includes(s.step)));
}
