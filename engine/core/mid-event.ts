// Questions asked in the middle of an event: which replacement effect applies first (616.1), the
// colour chosen as a permanent enters (614.12a), the objects a replacement effect chooses (616.2).
// The code asking is deep inside the event pipeline, in the middle of whatever made the event
// happen (a resolving spell, a state-based action, the combat damage step…), so it cannot return
// to the automatic queue and wait. Instead the action that led here is replayed once the player
// answers (game/mid-event.ts): the engine is deterministic, so the replay asks the same questions
// in the same order, and each takes its recorded answer.
import type { Action } from './actions';
import type { Ctx } from './context';
import type { Decision } from './decisions';

/** Thrown when a question has no answer yet: apply() pauses the game on it (game/mid-event.ts). */
export class MidEventQuestion {
  constructor(readonly decision: Decision) {}
}

/** The answer to a question asked in the middle of an event: a recorded one, the stand-in's, or — neither — the game pauses. */
export function askMidEvent(ctx: Ctx, decision: Decision): Action {
  const a = ctx.answers;
  if (a && a.used < a.given.length) {
    const answer = a.given[a.used++];
    const kind = {
      'choose-replacement': 'choose-replacement',
      'choose-color': 'choose-color',
      'choose-objects': 'choose-objects',
      'choose-to-pay': 'choose-to-pay',
    };
    if (answer.player !== decision.player || kind[decision.kind as keyof typeof kind] !== answer.type)
      throw new Error('engine bug: a replay asked another question');
    return answer;
  }
  if (ctx.standIn) {
    // 104.3a: a player conceding meanwhile leaves once this event is finished (game/apply.ts, goOn).
    if (ctx.leaving) ctx.leaving.reached = true;
    return ctx.standIn(decision);
  }
  throw new MidEventQuestion(decision);
}

/**
 * The engine's own answer (a stand-in where no player is asked: a simulation, the start of a game):
 * the first replacement effect offered, the first colour, the fewest objects, not paying.
 */
export function standInAnswer(d: Decision): Action {
  switch (d.kind) {
    case 'choose-replacement':
      return { type: 'choose-replacement', player: d.player, effect: d.options[0].key };
    case 'choose-color':
      return { type: 'choose-color', player: d.player, color: d.colors[0] };
    case 'choose-objects':
      return { type: 'choose-objects', player: d.player, objects: d.candidates.slice(0, d.min) };
    case 'choose-to-pay':
      return { type: 'choose-to-pay', player: d.player, pay: false };
    default:
      throw new Error(`engine bug: ${d.kind} is not asked in the middle of an event`);
  }
}
