// The cleanup step (514): discard to maximum hand size (514.1), then damage wears off and "until
// end of turn" effects end, simultaneously (514.2). Normally nobody gets priority (514.3), but if
// state-based actions happen or triggers wait, they are handled, players get priority, and once
// they all pass on an empty stack another cleanup step follows (514.3a; see game/priority.ts).

import { endEffects } from '../continuous/durations';
import { emit, type Ctx } from '../core/context';
import type { TbaResult } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId } from '../core/vocabulary';
import { happen } from '../events/happen';
import { player } from '../objects/players';
import { performStateBasedActions } from '../sba/state-based-actions';
import { activePlayers } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';

export function cleanupActions(ctx: Ctx): TbaResult {
  const s = ctx.s;
  // 514.1; with shared team turns each player of the active team (805.4), in seat order. Asked
  // again after each discard, the next player with too many cards is asked.
  const team = activePlayers(s);
  // 800.4j: the active player left the game during this turn — no one discards; 514.2 still happens.
  if (team.length === 0) emit(ctx, { type: 'no-active-player', rules: ['800.4j', '514.1'], step: 'cleanup' });
  for (let i = 0; i < team.length; i++) {
    const ap = player(s, team[i]);
    const excess = ap.hand.length - ap.maxHandSize;
    if (excess > 0) {
      return {
        kind: 'decision',
        decision: {
          player: ap.id,
          kind: 'discard-to-hand-size',
          rules: teamTurns(s) ? ['514.1', '805.4'] : ['514.1'],
          count: excess,
          candidates: [...ap.hand],
          maxHandSize: ap.maxHandSize,
        },
      };
    }
  }
  // 514.2: simultaneously, damage is removed and "until end of turn" / "this turn" effects end.
  const damaged = s.battlefield.filter((id) => s.objects[id].damage > 0);
  for (const id of damaged) {
    s.objects[id].damage = 0;
    s.objects[id].deathtouchDamage = false;
  }
  const ending = endEffects(ctx, 'end of turn');
  emit(ctx, { type: 'damage-removed', rules: ['514.2'], objects: damaged, amount: ending });
  // 514.3a: state-based actions or waiting triggers give the active player priority. (A player who
  // loses by them is a state-based action too; the game ends at the check before that priority.)
  const sba = performStateBasedActions(ctx);
  if (sba || s.pendingTriggers.length > 0) {
    emit(ctx, { type: 'cleanup-priority', rules: ['514.3a'] });
    return { kind: 'priority' };
  }
  return { kind: 'end' }; // 514.3: no priority
}

/** 514.1: the active player's discard to hand size. */
export function discardToHandSize(ctx: Ctx, who: string, cards: ObjectId[], count: number): void {
  const p = player(ctx.s, who);
  if (!Array.isArray(cards) || cards.length !== count || new Set(cards).size !== cards.length) {
    refuse('discard/wrong-number', ['514.1'], { count });
  }
  const notInHand = cards.find((id) => !p.hand.includes(id));
  if (notInHand !== undefined) refuse('discard/not-in-hand', ['514.1'], { object: notInHand });
  happen(ctx, { type: 'discard', rules: ['514.1', '701.8'], player: who, cards });
}
