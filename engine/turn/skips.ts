// Skipping (500.10, 614.10): "skip your next …" effects wait in the state until the step, phase or
// turn they skip would begin; with shared team turns a player's skip is their team's (805.8).

import type { Ctx } from '../core/context';
import { player } from '../objects/players';
import { teamTurns } from '../variants/variant';

/** 805.8: with shared team turns, skips and extra turns are the team's. */
export function teamRule(ctx: Ctx, rules: string[]): string[] {
  return teamTurns(ctx.s) ? [...rules, '805.8'] : rules;
}

export function takeSkip(ctx: Ctx, what: 'step' | 'phase' | 'turn', who: string, name: string | null): boolean {
  // 805.8: with shared team turns, a player's skip is their team's.
  const team = teamTurns(ctx.s) ? player(ctx.s, who).team : null;
  const mine = (p: string) => p === who || (team !== null && player(ctx.s, p).team === team);
  const i = ctx.s.skips.findIndex((k) => k.what === what && mine(k.player) && k.name === name); // a turn has no name (card-check)
  if (i < 0) return false;
  ctx.s.skips.splice(i, 1);
  return true;
}
