// Archenemy schemes (505.3, 701.25). Scheme cards stay in the command zone all game (314.2): face
// down in the archenemy's scheme deck, or face up once set in motion. A face-up scheme's abilities
// work (314.4); a non-ongoing one goes back under the deck once none of its triggers is waiting or
// on the stack (704.6e, 314.6), an ongoing one stays face up (904.11).

import { emit, type Ctx } from '../core/context';
import type { GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { happen } from '../events/happen';
import { characteristics, hasType } from '../objects/characteristics';
import { inGame, player } from '../objects/players';

const isScheme = (s: GameState, id: ObjectId) => !!s.objects[id] && hasType(s, s.objects[id], 'Scheme');

/**
 * 505.3: first in the archenemy's precombat main phase, they set the top card of their scheme
 * deck in motion (701.25): it moves off the deck and turns face up (613.7h: a timestamp as it
 * does), and its "when you set this scheme in motion" abilities trigger. No stack (505.3).
 */
export function setSchemeInMotion(ctx: Ctx): void {
  const s = ctx.s;
  const ap = s.turn.activePlayer;
  const p = player(s, ap);
  // 800.4j: an archenemy who left the game during their turn sets no scheme in motion in it.
  if (s.variant.archenemy !== ap || !inGame(p)) return;
  // The archenemy's scheme deck exists from setup on (setup/build-state.ts), empty or not.
  const top = p.schemeDeck!.shift();
  if (top === undefined) return; // an empty scheme deck: nothing to set in motion
  (p.command ??= []).push(top);
  const o = s.objects[top];
  s.timestamp += 1;
  o.timestamp = s.timestamp;
  emit(ctx, {
    type: 'scheme-set-in-motion',
    rules: ['505.3', '701.25', '613.7h'],
    player: ap,
    object: top,
    from: 'command',
    to: 'command',
  });
  happen(ctx, { type: 'set in motion', rules: ['505.3', '701.25'], object: top });
}

/**
 * 704.6e (a state-based action): a face-up non-ongoing scheme, when no triggered ability of any
 * scheme is on the stack or waiting to go there, turns face down under its owner's scheme deck.
 */
export function schemesToBottom(ctx: Ctx): boolean {
  const s = ctx.s;
  const busy =
    s.stack.some((it) => it.kind === 'triggered ability' && isScheme(s, it.source)) ||
    s.pendingTriggers.some((t) => isScheme(s, t.source));
  if (busy) return false;
  let moved = false;
  for (const p of s.players.filter(inGame)) {
    for (const id of [...(p.command ?? [])]) {
      const o = s.objects[id];
      if (!isScheme(s, id) || characteristics(s, o).ongoing) continue;
      p.command = p.command!.filter((x) => x !== id);
      // Only the archenemy's command zone ever holds a scheme (setup puts schemes in the scheme deck
      // alone, setSchemeInMotion moves them from there), so `p` has a scheme deck.
      p.schemeDeck!.push(id);
      moved = true;
      emit(ctx, {
        type: 'scheme-put-on-bottom',
        rules: ['704.6e', '314.6', '704.3'],
        player: p.id,
        object: id,
        from: 'command',
        to: 'command',
      });
    }
  }
  return moved;
}
