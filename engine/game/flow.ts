// The automatic queue (boardgame.io's Process pattern): after each action the game runs on by
// itself — steps begin, turn-based actions happen, spells are cast and resolve, state-based
// actions and triggers are handled — until a player must decide something or the game is over.
// What it runs is the top of the stack of continuations (GameState.frames, core/frames.ts).
import { continueCasting } from '../casting/casting-frame';
import { combatDamageActions, prepareCombatDamageStep } from '../combat/combat-damage-step';
import { declareAttackersActions } from '../combat/declare-attackers';
import { declareBlockersActions } from '../combat/declare-blockers';
import type { Ctx } from '../core/context';
import type { TbaResult } from '../core/decisions';
import { ask, replaceTop, topFrame } from '../core/frames';
import { continueResolving } from '../stack/resolve';
import { cleanupActions } from '../turn/cleanup';
import { beginStep, endStep } from '../turn/steps';
import { simpleStepActions } from '../turn/turn-based-actions';
import { checkBeforePriority } from './priority';

/** The current step's turn-based actions. They are run again after each question they ask, so each reads its progress from the state. */
function turnBasedActions(ctx: Ctx): TbaResult {
  switch (ctx.s.turn.step) {
    case 'declare attackers':
      return declareAttackersActions(ctx);
    case 'declare blockers':
      return declareBlockersActions(ctx);
    case 'first strike combat damage':
    case 'combat damage':
      return combatDamageActions(ctx);
    case 'cleanup':
      return cleanupActions(ctx);
    default:
      return simpleStepActions(ctx); // end of combat among them: priority (511.1)
  }
}

/** Run until a decision is pending or the game is over. */
export function runQueue(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100_000; guard++) {
    // 104.3a, 800.4a: a player conceding in the middle of an event leaves as soon as it is finished.
    if (ctx.leaving?.reached) return;
    const f = topFrame(s);
    switch (f.kind) {
      case 'game-over':
      case 'decision':
        return;
      case 'priority':
        if (f.checked) return;
        checkBeforePriority(ctx, f);
        break;
      case 'begin-step':
        prepareCombatDamageStep(ctx);
        beginStep(ctx);
        break;
      case 'turn-based actions': {
        // They never end the game themselves: only the check before priority (704, 117.5) and a
        // concession (104.3a) do (checkGameOver).
        const r = turnBasedActions(ctx);
        if (r.kind === 'decision') ask(ctx, r.decision);
        else if (r.kind === 'priority') {
          // 'priority-given' is reported once the checks of 117.5 are done (checkBeforePriority).
          if (s.turn.step === 'cleanup') s.turn.cleanupHadPriority = true;
          replaceTop(s, { kind: 'priority', player: s.turn.activePlayer, passes: 0, checked: false, first: true });
        } else replaceTop(s, { kind: 'end-step' });
        break;
      }
      case 'end-step':
        endStep(ctx);
        break;
      case 'casting':
        continueCasting(ctx, f);
        break;
      case 'resolving':
        continueResolving(ctx, f);
        break;
      case 'mid-event':
        // Always under its question: apply() replays the action once it is answered (game/mid-event.ts).
        throw new Error('engine bug: a paused event reached the automatic queue');
    }
  }
  throw new Error('engine bug: the automatic queue did not settle');
}
