// The stack of continuations (GameState.frames; see core/state.ts): the top frame is what the game
// does next. These helpers keep the stack's invariant — never empty, the turn's frame at the
// bottom — in one place.
import type { Ctx } from './context';
import type { Decision } from './decisions';
import type { Frame, GameState } from './state';

/** The frame the game is in the middle of: the top of the stack. */
export function topFrame(s: GameState): Frame {
  return s.frames[s.frames.length - 1];
}

/** The frame of this kind nearest the top, if any. */
export function nearestFrame<K extends Frame['kind']>(s: GameState, kind: K): Extract<Frame, { kind: K }> | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const f = s.frames[i];
    if (f.kind === kind) return f as Extract<Frame, { kind: K }>;
  }
  return undefined;
}

export function pushFrame(s: GameState, frame: Frame): void {
  s.frames.push(frame);
}

export function popFrame(s: GameState): Frame {
  if (s.frames.length < 2) throw new Error("engine bug: the turn's frame is never popped");
  return s.frames.pop()!;
}

/** Replace the top frame (a step moving on: beginning → turn-based actions → priority → ending). */
export function replaceTop(s: GameState, frame: Frame): void {
  s.frames[s.frames.length - 1] = frame;
}

/** Only this frame is left: the turn starts over from it, or the game ends (104). */
export function resetFrames(s: GameState, frame: Frame): void {
  s.frames = [frame];
}

/** Ask a player a question: the frame below waits for the answer. */
export function ask(ctx: Ctx, decision: Decision): void {
  pushFrame(ctx.s, { kind: 'decision', decision });
}
