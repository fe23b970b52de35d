// pendingDecision(): who must decide what now — read straight from the frames, so a widget or a
// fixture runner never has to guess. It is the top frame's question, or priority once the checks
// before it (117.5) are done.

import type { Decision } from '../core/decisions';
import { topFrame } from '../core/frames';
import type { GameState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';

export function pendingDecision(state: GameState): Decision | null {
  const f = topFrame(state);
  if (f.kind === 'decision') return f.decision;
  if (f.kind === 'priority' && f.checked) {
    return { player: f.player, kind: 'priority', rules: ['117.3'] };
  }
  return null;
}

/** The winners once the game is over (104), else null. */
export function gameOver(state: GameState): PlayerId[] | null {
  const f = topFrame(state);
  return f.kind === 'game-over' ? f.winners : null;
}

/** The player who holds priority or is about to receive it (117), if the game is at that point. */
export function priorityPlayer(state: GameState): PlayerId | null {
  const f = topFrame(state);
  return f.kind === 'priority' ? f.player : null;
}
