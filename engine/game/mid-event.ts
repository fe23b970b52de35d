// Pausing in the middle of an event, and going on once the player answers (the questions are asked
// by core/mid-event.ts: 616.1's choice among replacement effects, 614.12a's colour, the objects a
// replacement effect chooses).
//
// An action runs until some event asks a question no answer was given for. The game is then shown
// as the question found it — what happened before it done and reported — with a 'mid-event' frame
// and the question on top. The frame keeps the game as it was before that action, and the action:
// the answer replays the action from there with every answer given so far, and the replay (the
// engine being deterministic) comes back to the same questions, takes their answers, and goes on
// past this one — to the end of the action, or to the next question. Only the replay's events not
// already reported are reported.
import type { Action } from '../core/actions';
import type { Ctx } from '../core/context';
import { copyState } from '../core/copy-state';
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import { MidEventQuestion, standInAnswer } from '../core/mid-event';
import { violation, type RuleViolation } from '../core/results';
import type { Frame, GameState } from '../core/state';

export type MidEventFrame = Extract<Frame, { kind: 'mid-event' }>;

/** The continuation under the top question, when the game is paused in the middle of an event. */
export function midEventFrame(s: GameState): MidEventFrame | null {
  // pause() pushes the question right on its 'mid-event' frame, and nothing goes on top until it is answered.
  const below = s.frames[s.frames.length - 2];
  return below?.kind === 'mid-event' ? below : null;
}

/** Why the answer can't be taken (it is not among the choices the question offers), or null. */
export function wrongAnswer(state: GameState, d: Decision, a: Action): RuleViolation | null {
  if (d.kind === 'choose-replacement' && a.type === 'choose-replacement') {
    if (!d.options.some((o) => o.key === a.effect))
      return violation('choose-replacement/not-an-option', d.rules, { value: String(a.effect) });
  } else if (d.kind === 'choose-color' && a.type === 'choose-color') {
    // The colours offered are colours (105.1): anything else is not among them.
    if (!d.colors.includes(a.color)) return violation('choose-color/not-a-color', d.rules, { value: String(a.color) });
  } else if (d.kind === 'choose-objects' && a.type === 'choose-objects') {
    const chosen = a.objects;
    // 614.13b: an object already chosen to change zones as the same permanent enters can't be chosen again.
    const again = Array.isArray(chosen) ? chosen.find((x) => d.chosen?.includes(x)) : undefined;
    if (again !== undefined) return violation('choose-objects/already-chosen', ['614.13b'], { object: again });
    if (
      !Array.isArray(chosen) ||
      chosen.length < d.min ||
      chosen.length > d.max ||
      new Set(chosen).size !== chosen.length ||
      chosen.some((x) => !d.candidates.includes(x))
    )
      return violation('choose-objects/not-candidates', d.rules, { min: d.min, max: d.max });
  } else if (d.kind === 'choose-to-pay' && a.type === 'choose-to-pay') {
    if (typeof a.pay !== 'boolean') return violation('choose-to-pay/not-a-choice', d.rules, { value: String(a.pay) });
    // 119.4: a player may pay life only if their life total is at least the payment.
    // The one answering is the question's player (goOn), and apply() found them among the players.
    const life = state.players.find((p) => p.id === d.player)!.life;
    if (a.pay && life < d.life)
      return violation('choose-to-pay/not-enough-life', [...new Set(['119.4', ...d.rules])], { life, amount: d.life });
  }
  return null;
}

/** The game paused on `q`: as the question found it, the continuation and the question on top. */
export function pause(
  ctx: Ctx,
  q: MidEventQuestion,
  basis: { state: GameState; action: Action },
  answers: Action[],
  answering: Action,
  reported: number,
): { state: GameState; events: GameEvent[] } {
  const s = ctx.s;
  const before = JSON.parse(JSON.stringify({ ...basis.state, log: [] })) as GameState;
  // The actions are copied, as the log's are: a state is plain JSON and shares nothing with its caller.
  const [action, given] = JSON.parse(JSON.stringify([basis.action, answers])) as [Action, Action[]];
  s.frames.push({ kind: 'mid-event', state: before, action, answers: given, reported: ctx.events.length });
  s.frames.push({ kind: 'decision', decision: q.decision });
  s.log.push(JSON.parse(JSON.stringify(answering)) as Action);
  return { state: s, events: ctx.events.slice(reported) };
}

/**
 * The draft a replay runs on: the game as it was before the action of `frame`, with these answers
 * (and, once they run out, the stand-in's when `standIn`; else a question pauses the game again).
 * `state` is the paused game, whose log goes on.
 */
export function replaying(state: GameState, frame: MidEventFrame, answers: Action[], standIn: boolean): Ctx {
  const s = copyState(frame.state);
  s.log = [...state.log];
  const ctx: Ctx = { s, events: [], answers: { given: answers, used: 0 } };
  if (standIn) ctx.standIn = standInAnswer;
  return ctx;
}
