// The action that answers each decision the engine asks, and where the question is asked: on the
// frames of the turn or of a resolving spell (apply.ts, dispatch: the frame below goes on), or in
// the middle of an event (core/mid-event.ts: answered by replaying the action, mid-event.ts goOn).
import type { Action } from '../core/actions';
import type { DecisionKind } from '../core/decisions';

/** Every decision but priority, which any priority action answers (117.1). */
export type AnsweredKind = Exclude<DecisionKind, 'priority'>;

export const ANSWERS: Record<AnsweredKind, { action: Action['type']; asked: 'frame' | 'mid-event' | 'either' }> = {
  'declare-attackers': { action: 'declare-attackers', asked: 'frame' },
  'declare-blockers': { action: 'declare-blockers', asked: 'frame' },
  'order-blockers': { action: 'order-blockers', asked: 'frame' },
  'order-attackers': { action: 'order-attackers', asked: 'frame' },
  'assign-combat-damage': { action: 'assign-combat-damage', asked: 'frame' },
  'order-triggers': { action: 'order-triggers', asked: 'frame' },
  'discard-to-hand-size': { action: 'discard', asked: 'frame' },
  'choose-targets': { action: 'choose-targets', asked: 'frame' },
  'choose-discard': { action: 'discard', asked: 'frame' },
  'choose-defending-player': { action: 'choose-defending-player', asked: 'frame' },
  'reselect-attack': { action: 'reselect-attack', asked: 'frame' },
  'choose-attacked': { action: 'choose-attacked', asked: 'frame' },
  // 614.12a's colour as a permanent enters, and a resolving spell's colour (608.2d).
  'choose-color': { action: 'choose-color', asked: 'either' },
  // 616.1's choice, and what a replacement effect chooses or asks to pay as the event happens.
  'choose-replacement': { action: 'choose-replacement', asked: 'mid-event' },
  'choose-objects': { action: 'choose-objects', asked: 'mid-event' },
  'choose-to-pay': { action: 'choose-to-pay', asked: 'mid-event' },
};
