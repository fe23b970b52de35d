// Moving objects between zones (400). An object is in exactly one zone: its `zone` field and the
// list that holds it always agree. Leaving the battlefield removes it from combat (506.4) and
// wipes its battlefield status (400.7: it becomes a new object, though it keeps its id so that
// fixtures can name it). Drawing (121), discarding (701.8), destroying (701.7), sacrificing (701.17).

import { removeFromCombat } from '../combat/combat-state';
import { emit, type Ctx } from '../core/context';
import { nextRandom } from '../core/random';
import type { ObjectId, ZoneName } from '../core/vocabulary';
import { fireTriggers } from '../triggers/fire';
import { hasKeyword } from './characteristics';
import { obj } from './objects';
import { player } from './players';

function listOf(ctx: Ctx, owner: string, zone: ZoneName): ObjectId[] | null {
  const s = ctx.s;
  if (zone === 'battlefield') return s.battlefield;
  if (zone === 'stack') return null; // the stack's list is state.stack (StackItem records)
  const p = player(s, owner);
  if (zone === 'command') return (p.command ??= []);
  return p[zone];
}

/** Move an object; `top` puts it at the front of its new list (library top). */
export function moveObject(
  ctx: Ctx,
  id: ObjectId,
  to: ZoneName,
  rules: string[],
  opts: { top?: boolean; quiet?: boolean } = {},
): void {
  const s = ctx.s;
  const o = obj(s, id);
  const from = o.zone;
  if (from === 'battlefield') {
    removeFromCombat(ctx, id, ['506.4']);
    s.effects = s.effects.filter((e) => e.object !== id);
    o.tapped = false;
    o.damage = 0;
    o.deathtouchDamage = false;
    o.counters = {};
    o.phasedOut = false;
  }
  if (from === 'stack') {
    s.stack = s.stack.filter((it) => !(it.kind === 'spell' && it.source === id));
  } else {
    const list = listOf(ctx, from === 'battlefield' ? o.controller : o.owner, from);
    if (list) {
      const i = list.indexOf(id);
      if (i >= 0) list.splice(i, 1);
    }
  }
  o.zone = to;
  s.timestamp += 1;
  o.timestamp = s.timestamp;
  if (to !== 'battlefield') o.controller = o.owner;
  if (to === 'battlefield') o.summoningSick = true;
  const dest = listOf(ctx, to === 'battlefield' ? o.controller : o.owner, to);
  if (dest) {
    if (opts.top) dest.unshift(id);
    else dest.push(id);
  }
  if (
    to === 'battlefield' &&
    s.turn.step === 'end' &&
    (o.card.abilities ?? []).some(
      (a) => a.kind === 'triggered' && a.trigger === 'beginning of step' && a.step === 'end',
    )
  ) {
    // 513.2: the step doesn't "back up" — its "at the beginning of the end step" waits for the next one.
    emit(ctx, { type: 'trigger-waits', rules: ['513.2'], object: id });
  }
  if (!opts.quiet) {
    emit(ctx, { type: 'zone-change', rules, object: id, from, to });
  }
}

/** 121.1 / 504.1: draw from the top of the library; an empty library is remembered (704.5b). */
export function drawCards(ctx: Ctx, who: string, n: number, rules: string[]): void {
  const p = player(ctx.s, who);
  for (let i = 0; i < n; i++) {
    const top = p.library[0];
    if (top === undefined) {
      p.drewFromEmptyLibrary = true;
      emit(ctx, { type: 'draw-from-empty-library', rules: [...rules, '704.5b'], player: who });
      continue;
    }
    moveObject(ctx, top, 'hand', rules, { quiet: true });
    emit(ctx, { type: 'card-drawn', rules, player: who, object: top, from: 'library', to: 'hand' });
  }
}

/** 701.8: discard — move from hand to the owner's graveyard; discard triggers trigger (603.2). */
export function discard(ctx: Ctx, who: string, cards: string[], rules: string[]): void {
  for (const id of cards) {
    moveObject(ctx, id, 'graveyard', rules, { quiet: true });
    emit(ctx, { type: 'discarded', rules, player: who, object: id, from: 'hand', to: 'graveyard' });
  }
  for (const id of cards) fireTriggers(ctx, { event: 'discard', player: who, card: id });
  if (cards.length > 0) fireTriggers(ctx, { event: 'discards one or more cards', player: who, count: cards.length });
}

/** The engine's "discard N cards" effect discards at random, with the game's seeded PRNG. */
export function discardAtRandom(ctx: Ctx, who: string, n: number): void {
  const p = player(ctx.s, who);
  const picked: string[] = [];
  for (let i = 0; i < n && p.hand.length > picked.length; i++) {
    const left = p.hand.filter((id) => !picked.includes(id));
    picked.push(left[Math.floor(nextRandom(ctx.s) * left.length)]);
  }
  discard(ctx, who, picked, ['701.8']);
}

/** 701.7: destroy — to the owner's graveyard, unless indestructible (702.12b). */
export function destroy(ctx: Ctx, id: string, rules: string[]): boolean {
  const o = obj(ctx.s, id);
  if (o.zone !== 'battlefield') return false;
  if (hasKeyword(ctx.s, o, 'indestructible')) {
    emit(ctx, { type: 'not-destroyed', rules: ['702.12b', ...rules], object: id });
    return false;
  }
  moveObject(ctx, id, 'graveyard', rules, { quiet: true });
  emit(ctx, { type: 'destroyed', rules, object: id, from: 'battlefield', to: 'graveyard' });
  return true;
}

/** 701.17: sacrifice — to the owner's graveyard; indestructible does not help. */
export function sacrifice(ctx: Ctx, id: string, rules: string[]): void {
  moveObject(ctx, id, 'graveyard', rules, { quiet: true });
  emit(ctx, { type: 'sacrificed', rules, object: id, from: 'battlefield', to: 'graveyard' });
}
