// The automatic queue (boardgame.io's Process pattern): after each action the game runs on by
// itself — steps begin, turn-based actions happen, state-based actions and triggers are handled —
// until a player must decide something or the game is over.

import { combatDamageActions, prepareCombatDamageStep } from '../combat/combat-damage-step';
import { declareAttackersActions } from '../combat/declare-attackers';
import { declareBlockersActions } from '../combat/declare-blockers';
import type { Ctx } from '../core/context';
import type { TbaResult } from '../core/decisions';
import { cleanupActions } from '../turn/cleanup';
import { beginStep, endStep } from '../turn/steps';
import { simpleStepActions } from '../turn/turn-based-actions';
import { checkBeforePriority } from './priority';

function turnBasedActions(ctx: Ctx, stage: number): TbaResult {
  switch (ctx.s.turn.step) {
    case 'declare attackers':
      return declareAttackersActions(ctx, stage);
    case 'declare blockers':
      return declareBlockersActions(ctx, stage);
    case 'first strike combat damage':
    case 'combat damage':
      return combatDamageActions(ctx, stage);
    case 'end of combat':
      return { kind: 'priority' }; // 511.1
    case 'cleanup':
      return cleanupActions(ctx, stage);
    default:
      return simpleStepActions(ctx, stage);
  }
}

/** Run until a decision is pending or the game is over. */
export function runQueue(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100_000; guard++) {
    const f = s.flow;
    switch (f.kind) {
      case 'game-over':
      case 'decision':
        return;
      case 'priority':
        if (f.checked) return;
        checkBeforePriority(ctx);
        break;
      case 'begin-step':
        prepareCombatDamageStep(ctx);
        beginStep(ctx);
        break;
      case 'turn-based actions': {
        const r = turnBasedActions(ctx, f.stage);
        if (s.flow.kind === 'game-over') return;
        if (r.kind === 'decision') s.flow = { kind: 'decision', decision: r.decision, resume: r.resume };
        else if (r.kind === 'priority') {
          // 'priority-given' is reported once the checks of 117.5 are done (checkBeforePriority).
          if (s.turn.step === 'cleanup') s.turn.cleanupHadPriority = true;
          s.flow = { kind: 'priority', player: s.turn.activePlayer, passes: 0, checked: false, first: true };
        } else s.flow = { kind: 'end-step' };
        break;
      }
      case 'end-step':
        endStep(ctx);
        break;
    }
  }
  throw new Error('engine bug: the automatic queue did not settle');
}
