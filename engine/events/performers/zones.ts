// Moving objects between zones (400). An object is in exactly one zone: its `zone` field and the
// list that holds it always agree. Leaving the battlefield removes it from combat (506.4) and
// wipes its battlefield status (400.7: it becomes a new object, though it keeps its id so that
// fixtures can name it). Drawing (121), discarding (701.8), destroying (701.7), sacrificing (701.17).
// Only events/perform.ts calls these: everyone else makes such things happen through happen().

import { removeFromCombat } from '../../combat/combat-state';
import { emit, type Ctx } from '../../core/context';
import type { RulesEventOf } from '../../core/rules-events';
import type { ObjectId, ZoneName } from '../../core/vocabulary';
import { abilitiesOf, hasKeyword, hasType, subtypesOf } from '../../objects/characteristics';
import { shuffleInPlace } from '../../core/random';
import { obj } from '../../objects/objects';
import { copyEffectOf } from '../../replacement/enters';
import { opponents, player } from '../../objects/players';

function listOf(ctx: Ctx, owner: string, zone: ZoneName): ObjectId[] | null {
  const s = ctx.s;
  if (zone === 'battlefield') return s.battlefield;
  if (zone === 'stack') return null; // the stack's list is state.stack (StackItem records)
  const p = player(s, owner);
  if (zone === 'command') return (p.command ??= []);
  return p[zone];
}

/** 400.7: the object leaves its zone and enters `to` (at the front of its list with `top`: a library's top). */
function relocate(ctx: Ctx, id: ObjectId, to: ZoneName, top = false): ZoneName {
  const s = ctx.s;
  const o = obj(s, id);
  const from = o.zone;
  if (from === 'battlefield') {
    removeFromCombat(ctx, id, ['506.4']);
    // 400.7: effects that applied to it (as a permanent) don't apply to the new object.
    s.effects = s.effects.filter(
      (e) => !('objects' in e.affected && e.affected.objects.length === 1 && e.affected.objects[0] === id),
    );
    for (const e of s.effects)
      if ('objects' in e.affected) e.affected.objects = e.affected.objects.filter((x) => x !== id);
    // 615.8: a shield watching it as a source watches an object that is gone, too.
    s.shields = s.shields.filter((x) => x.object !== id && x.from !== id);
    if (s.replacementShields) s.replacementShields = s.replacementShields.filter((x) => x.object !== id);
    delete o.baseController;
    o.tapped = false;
    o.damage = 0;
    o.deathtouchDamage = false;
    o.counters = {};
    o.phasedOut = false;
    delete o.attachedTo; // 400.7: the new object is attached to nothing
    o.protector = null; // 310.8: a battle's protector is chosen as it enters (entersAs)
  }
  if (from === 'stack') {
    s.stack = s.stack.filter((it) => !(it.kind === 'spell' && it.source === id));
    // 400.7: a spell that doesn't become a permanent is a new object — effects that changed it as a
    // spell end (400.7a: they go on applying only to the permanent a permanent spell becomes).
    if (to !== 'battlefield') {
      s.effects = s.effects.filter(
        (e) => !('objects' in e.affected && e.affected.objects.length === 1 && e.affected.objects[0] === id),
      );
      for (const e of s.effects)
        if ('objects' in e.affected) e.affected.objects = e.affected.objects.filter((x) => x !== id);
      // 400.7: nor do the prevention effects watching its damage (615.8, 615.9) — they follow only
      // the permanent a permanent spell becomes as it resolves (609.7a, 400.7c: followShields).
      s.shields = s.shields.filter((x) => x.from !== id);
    }
  } else {
    // 400.3: a hand, library or graveyard is its owner's; the battlefield's list is everyone's.
    const list = listOf(ctx, o.owner, from);
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
  const dest = listOf(ctx, o.owner, to);
  if (dest) {
    if (top) dest.unshift(id);
    else dest.push(id);
  }
  if (
    to === 'battlefield' &&
    s.turn.step === 'end' &&
    abilitiesOf(s, o).some(
      ({ def: a }) => a.kind === 'triggered' && a.trigger === 'beginning of step' && a.step === 'end',
    )
  ) {
    // 513.2: the step doesn't "back up" — its "at the beginning of the end step" waits for the next one.
    emit(ctx, { type: 'trigger-waits', rules: ['513.2'], object: id });
  }
  return from;
}

export function performMove(ctx: Ctx, ev: RulesEventOf<'move'>): RulesEventOf<'move'> {
  // 305.1: who plays a land — it may enter under another player's control (616.1b).
  const mover = ctx.s.objects[ev.object].controller;
  const from = relocate(ctx, ev.object, ev.to, ev.top);
  if (ev.to === 'battlefield') entersAs(ctx, ev);
  // 701.20: "shuffle it into its owner's library" — 701.20c: shuffled even if it went elsewhere instead.
  if (ev.shuffle) shuffleInPlace(ctx.s, player(ctx.s, ctx.s.objects[ev.object].owner).library);
  const move = { object: ev.object, from, to: ev.to };
  if (ev.as === undefined) emit(ctx, { type: 'zone-change', rules: ev.rules, ...move });
  else if (ev.as === 'put-into-graveyard') emit(ctx, { type: 'put-into-graveyard', rules: ev.rules, ...move });
  else if (ev.as === 'land-played') emit(ctx, { type: 'land-played', rules: ev.rules, player: mover, ...move });
  // 608.3c, 303.4b: it entered attached (no later attaching: its timestamp is the one it entered with).
  if (ev.to === 'battlefield' && ev.attachedTo !== undefined)
    emit(ctx, { type: 'attached', rules: ['608.3c', '303.4b'], object: ev.object, target: ev.attachedTo });
  if (from === 'stack' && ev.to === 'battlefield') followShields(ctx, ev.object);
  return ev;
}

/**
 * 609.7a: "If the player chooses a permanent spell, the effect will apply to any damage dealt by that
 * spell and any damage dealt by the permanent that spell becomes when it resolves." 400.7c: prevention
 * effects that apply to damage from a permanent spell on the stack continue to apply to damage from
 * the permanent that spell becomes. A spell leaves the stack for the battlefield only as it resolves
 * (608.3) and keeps its id, so the shields watching it (`from`) stay, reported; any other zone change
 * ends them (relocate, 400.7).
 */
function followShields(ctx: Ctx, id: ObjectId): void {
  for (const x of ctx.s.shields)
    if (x.from === id) emit(ctx, { type: 'shield-follows', rules: ['609.7a', '400.7c'], object: id, from: x.source });
}

/**
 * 614.1c–d, 614.12: it enters as replacement effects modified its entering — under another
 * player's control (616.1b), tapped, with counters,
 * as a copy (616.1c: layer 1a, 707.2), with a colour chosen (614.12a) for its linked "protection
 * from the chosen color" (kept as an effect on the new permanent, with its timestamp).
 */
function entersAs(ctx: Ctx, ev: RulesEventOf<'move'>): void {
  const s = ctx.s;
  const o = s.objects[ev.object];
  // 110.2, 616.1b: under the control a replacement effect gave it — set as it enters, before
  // anything looks at the new permanent (its protector below, the layer system, triggers).
  if (ev.controller) o.controller = ev.controller;
  if (ev.tapped) o.tapped = true;
  if (ev.attachedTo !== undefined) o.attachedTo = ev.attachedTo; // 608.3c
  o.counters = { ...o.counters, ...ev.counters }; // none given: none added
  if (ev.copyOf) s.effects.push(copyEffectOf(s, o.id, ev.copyOf, o.timestamp));
  // 310.8a, 310.11a: a battle enters with a protector its controller chooses — for a Siege, one of
  // their opponents (here the first in seat order: the choice is not offered); with no battle type,
  // its controller.
  if (hasType(s, o, 'Battle'))
    o.protector = subtypesOf(s, o).includes('Siege') ? (opponents(s, o.controller)[0] ?? null) : o.controller;
  if (ev.chosenColor)
    s.effects.push({
      id: `chosen:${o.id}:${o.timestamp}`,
      source: o.id,
      controller: o.controller,
      timestamp: o.timestamp,
      duration: 'permanent',
      affected: { objects: [o.id] },
      changes: [{ layer: '6', gain: [{ protection: ev.chosenColor }] }],
    });
}

/** 121.1: the top card of the library into the hand; an empty library is remembered (704.5b). */
export function performDraw(ctx: Ctx, ev: RulesEventOf<'draw'>): RulesEventOf<'draw'> | null {
  const p = player(ctx.s, ev.player);
  const top = p.library[0];
  if (top === undefined) {
    p.drewFromEmptyLibrary = true;
    emit(ctx, { type: 'draw-from-empty-library', rules: [...ev.rules, '704.5b'], player: ev.player });
    return null;
  }
  relocate(ctx, top, 'hand');
  emit(ctx, { type: 'card-drawn', rules: ev.rules, player: ev.player, object: top, from: 'library', to: 'hand' });
  return ev;
}

/** 701.8: from the hand to the owner's graveyard. */
export function performDiscard(ctx: Ctx, ev: RulesEventOf<'discard'>): RulesEventOf<'discard'> | null {
  for (const id of ev.cards) {
    relocate(ctx, id, 'graveyard');
    emit(ctx, { type: 'discarded', rules: ev.rules, player: ev.player, object: id, from: 'hand', to: 'graveyard' });
  }
  return ev.cards.length > 0 ? ev : null;
}

/** 701.7: to the owner's graveyard, unless indestructible (702.12b). */
export function performDestroy(ctx: Ctx, ev: RulesEventOf<'destroy'>): RulesEventOf<'destroy'> | null {
  const o = obj(ctx.s, ev.object);
  if (o.zone !== 'battlefield') return null;
  if (hasKeyword(ctx.s, o, 'indestructible')) {
    emit(ctx, { type: 'not-destroyed', rules: ['702.12b', ...ev.rules], object: ev.object });
    return null;
  }
  relocate(ctx, ev.object, 'graveyard');
  emit(ctx, { type: 'destroyed', rules: ev.rules, object: ev.object, from: 'battlefield', to: 'graveyard' });
  return ev;
}

/** 701.17: to the owner's graveyard; indestructible does not help. */
export function performSacrifice(ctx: Ctx, ev: RulesEventOf<'sacrifice'>): RulesEventOf<'sacrifice'> {
  relocate(ctx, ev.object, 'graveyard');
  emit(ctx, { type: 'sacrificed', rules: ev.rules, object: ev.object, from: 'battlefield', to: 'graveyard' });
  return ev;
}
