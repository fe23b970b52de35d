// "Can't" effects (614.17): effects stating that something can't happen — here, that a player
// can't gain life (119.7) or can't lose life (119.8). They aren't replacement effects, but follow
// similar rules: they must exist before the event (614.17a: created later, they change nothing
// that has already happened — checked as each event would happen, never after); a player can't
// choose to pay a cost that includes an event that can't happen (614.17b: paying life, 119.8);
// and an event that can't happen can be replaced only by a self-replacement effect (614.15) —
// other replacement and prevention effects can't modify or replace it (614.17c: events/happen.ts).

import type { CantEvent } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { abilitiesOf } from '../objects/characteristics';

/** The "can't" effect that says `player` can't gain (lose) life now, by whose it is (null: none's), or undefined: none. */
export function cantChangeLife(s: GameState, player: PlayerId, cant: CantEvent): { from: ObjectId | null } | undefined {
  // A resolved spell's or ability's effect, until end of turn.
  const resolved = (s.cants ?? []).find((c) => c.cant === cant && c.player === player);
  if (resolved) return { from: resolved.source };
  // A static ability of a permanent (611.3: while it is on the battlefield).
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (!o || o.phasedOut) continue;
    for (const { def } of abilitiesOf(s, o)) {
      if (def.kind !== 'static' || def.rule !== "can't" || def.cant !== cant) continue;
      const players = def.players ?? 'players';
      const mine = o.controller === player;
      if (players === 'players' || (players === 'you') === mine) return { from: o.id };
    }
  }
  return undefined;
}

/** 614.17: the "can't" effect an event can't happen because of (a player gaining or losing life), or undefined. */
export function cantHappen(s: GameState, ev: RulesEvent): { from: ObjectId | null; cant: CantEvent } | undefined {
  if (ev.type !== 'life' || ev.amount === 0) return undefined;
  const cant: CantEvent = ev.amount > 0 ? 'gain life' : 'lose life';
  const found = cantChangeLife(s, ev.player, cant);
  return found ? { ...found, cant } : undefined;
}

/** The rule saying what a player who can't gain (lose) life can't do. */
export const CANT_RULE: Record<CantEvent, string> = { 'gain life': '119.7', 'lose life': '119.8' };

/**
 * 614.17: the event can't happen — it doesn't, reported. `replaced`: another replacement or
 * prevention effect would have applied to it, and didn't (614.17c). True if it was stopped.
 */
export function stopIfCant(ctx: Ctx, ev: RulesEvent, replaced: boolean): boolean {
  const found = cantHappen(ctx.s, ev);
  if (!found || ev.type !== 'life') return false;
  emit(ctx, {
    type: 'cant-happen',
    rules: ['614.17', CANT_RULE[found.cant], ...(replaced ? ['614.17c'] : [])],
    player: ev.player,
    amount: Math.abs(ev.amount),
    cant: found.cant,
    from: found.from,
    cause: ev.cause,
  });
  return true;
}
