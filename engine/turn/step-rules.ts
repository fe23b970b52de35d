// The rule behind each step and phase: what happens as it begins, who gets priority in it
// (117.3a), and the rule that puts waiting triggers on the stack before that first priority.

import type { PhaseName } from '../core/vocabulary';
import type { StepName } from '../core/vocabulary';

/** The rule that puts each step in its phase (cited as it begins; a step's turn-based actions cite their own rules where they happen). */
export const STEP_RULE: Record<StepName, string> = {
  untap: '501.1',
  upkeep: '503.1',
  draw: '501.1',
  main: '505.1a',
  'beginning of combat': '506.1',
  'declare attackers': '506.1',
  'declare blockers': '506.1',
  'first strike combat damage': '510.4',
  'combat damage': '506.1',
  'end of combat': '511.1',
  end: '513.1',
  cleanup: '512.1',
};

/** The rule that gives the active player priority in each step (117.3a). */
export const PRIORITY_RULE: Record<StepName, string> = {
  untap: '502.4',
  upkeep: '503.1',
  draw: '504.2',
  main: '505.6',
  'beginning of combat': '507.2',
  'declare attackers': '508.2',
  'declare blockers': '509.4',
  'first strike combat damage': '510.3',
  'combat damage': '510.3',
  'end of combat': '511.1',
  end: '513.1',
  cleanup: '514.3a',
};

/** Triggers put on the stack before the active player's first priority in a step. */
export const TRIGGERS_BEFORE_PRIORITY_RULE: Partial<Record<StepName, string>> = {
  upkeep: '503.1a',
  'declare attackers': '508.2b',
  'declare blockers': '509.4a',
  'first strike combat damage': '510.3a',
  'combat damage': '510.3a',
};

export const PHASE_RULE: Record<PhaseName, string> = {
  beginning: '501.1',
  'precombat main': '505.1a',
  combat: '506.1',
  'postcombat main': '505.1a',
  ending: '512.1',
};
