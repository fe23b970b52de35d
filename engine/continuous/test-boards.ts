// Boards for the layer system's tests (not a test file itself): a game in A's precombat main
// phase with the permanents given, as a draft to add continuous effects to, and the few shapes
// those tests build effects and static abilities with.

import type { AbilityDef, AffectedRule, LayerChange } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Modification } from '../core/continuous';
import type { GameSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { game, twoPlayers } from '../game/test-kit';
import { characteristics } from '../objects/characteristics';
import { createEffect } from './create';

/** A permanent of the board: A's unless `controller` says otherwise. */
export type BoardPermanent = Omit<PermanentSetup, 'controller'> & Partial<Pick<PermanentSetup, 'controller'>>;

/**
 * A game in A's precombat main phase (turn 2, A has priority) with these permanents, as a draft to
 * add effects to; `extra` replaces the rest of the setup (the players, say).
 */
export function table(permanents: BoardPermanent[], extra: Partial<GameSetup> = {}): Ctx {
  const s = game(
    twoPlayers({
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: permanents.map((p) => ({ controller: 'A', ...p })),
      ...extra,
    }),
  );
  return { s: copyState(s), events: [] };
}

/** A continuous effect from a resolving spell or ability (611.2), lasting until end of turn (514.2). */
export const effect = (ctx: Ctx, objects: string[], ...changes: Modification[]) =>
  createEffect(ctx, null, objects, changes, 'end of turn');

/** Static abilities of the "continuous" kind (611.3), one for each entry. */
export const statics = (...list: { affects?: AffectedRule; changes: LayerChange[] }[]): AbilityDef[] =>
  list.map((x) => ({ kind: 'static', rule: 'continuous', ...x }));

/** An object's characteristics now, from the layer system (613). */
export const of = (s: GameState, id: string) => characteristics(s, s.objects[id]);
