// pendingDecision(): who must decide what now — read straight from the flow, so a widget or a
// fixture runner never has to guess.

import type { Decision } from '../core/decisions';
import type { GameState } from '../core/state';

export function pendingDecision(state: GameState): Decision | null {
  const f = state.flow;
  if (f.kind === 'decision') return f.decision;
  if (f.kind === 'priority' && f.checked) {
    return { player: f.player, kind: 'priority', rules: ['117.3'] };
  }
  return null;
}
