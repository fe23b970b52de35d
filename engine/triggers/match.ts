// Triggered abilities trigger (603.2): each rules event (core/rules-events.ts), as it happens,
// is matched against the trigger conditions of the abilities that could see it; a matching
// ability triggers and waits until a player would next receive priority (603.3). Trigger
// conditions are checked against characteristics at the moment of the event only (508.2a,
// 509.5f) — for an object leaving the battlefield, as it last existed there, with the other
// permanents that were there (603.10a: the game "looks back in time").

import type { AbilityKey, TriggeredAbilityDef, TriggerEvent } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { RulesEvent, RulesEventOf, RulesEventType } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { battlefieldCharacteristics } from '../continuous/layers';
import { abilitiesOf, colors, hasType } from '../objects/characteristics';
import { isPlayer, newId } from '../objects/objects';
import { inGame, nextInTurnOrder, player } from '../objects/players';
import { delayedTriggersAt } from './delayed';

/** `why`: rules cited only as it triggers (not again as it goes on the stack). */
function addTrigger(
  ctx: Ctx,
  o: GameObject,
  index: AbilityKey,
  a: TriggeredAbilityDef,
  related: ObjectId | null,
  relatedPlayer: PlayerId | null,
  rules: string[],
  amount?: number,
  attacked?: string | null,
  why: string[] = [],
): void {
  if (a.firstTimeEachTurn) {
    const key = `${o.id}#${index}`;
    const once = (ctx.s.turn.onceTriggers ??= []);
    if (once.includes(key)) return;
    once.push(key);
  }
  const id = newId(ctx.s, 't');
  // 311.5: a face-up plane's abilities are controlled by the planar controller — the active player;
  // while the turn goes on without one (800.4j), the next player in turn order (800.4p).
  const plane = o.zone === 'command' && hasType(ctx.s, o, 'Plane');
  const ap = ctx.s.turn.activePlayer;
  ctx.s.pendingTriggers.push({
    id,
    controller: plane ? (inGame(player(ctx.s, ap)) ? ap : nextInTurnOrder(ctx.s, ap)) : o.controller,
    source: o.id,
    ability: index,
    effect: a.effect,
    ...(a.text ? { text: a.text } : {}),
    related,
    relatedPlayer,
    rules,
    ...(amount !== undefined ? { amount } : {}),
    ...(attacked ? { attacked } : {}),
  });
  emit(ctx, {
    type: 'ability-triggered',
    rules: [...new Set(['603.2', ...rules, ...why])],
    source: o.id,
    ...(related ? { object: related } : {}),
    delayed: false,
    ...(a.text ? { text: a.text } : {}),
  });
}

/** The abilities with this trigger that could see an event in `seen`: permanents', and face-up schemes' in the command zone (314.4). */
function* triggeredAbilities(
  seen: GameState,
  trigger: TriggerEvent,
): Generator<[GameObject, AbilityKey, TriggeredAbilityDef]> {
  // The permanents' characteristics at once (613: one computation of the layer system, not one per permanent).
  const permanents = battlefieldCharacteristics(seen);
  for (const id of [...seen.battlefield, ...seen.players.filter(inGame).flatMap((p) => p.command ?? [])]) {
    const o = seen.objects[id];
    if (o.phasedOut) continue;
    // Printed and granted abilities alike (613.1f), by their stable keys.
    for (const { key, def: a } of permanents.get(id)?.abilities ?? abilitiesOf(seen, o))
      if (a.kind === 'triggered' && a.trigger === trigger) yield [o, key, a];
  }
}

/** An object's own abilities with this trigger (an event that happens to it: 505.3 schemes, 505.5 Attractions, 714.2b chapters). */
function* ownAbilities(
  seen: GameState,
  o: GameObject,
  trigger: TriggerEvent,
): Generator<[AbilityKey, TriggeredAbilityDef]> {
  for (const { key, def: a } of abilitiesOf(seen, o))
    if (a.kind === 'triggered' && a.trigger === trigger) yield [key, a];
}

function matchesFilter(seen: GameState, a: TriggeredAbilityDef, watched: ObjectId): boolean {
  if (a.filter?.type && !hasType(seen, seen.objects[watched], a.filter.type)) return false;
  const want = a.filter?.colors;
  if (!want || want.length === 0) return true;
  const have = colors(seen, seen.objects[watched]);
  return want.some((c) => have.includes(c));
}

/** Does the ability of `o` watch `creature` (its subject: this object, a creature, a creature you control, another creature)? */
function watches(seen: GameState, o: GameObject, a: TriggeredAbilityDef, creature: ObjectId): boolean {
  const subject = a.subject ?? 'this';
  if (subject === 'this') return o.id === creature;
  const watched = seen.objects[creature];
  if (!hasType(seen, watched, 'Creature')) return false;
  if (subject === 'another creature') return o.id !== creature;
  return subject === 'a creature' || watched.controller === o.controller;
}

/** The combat events of 508.3 and 509.5 about one creature. */
type CreatureEvent = RulesEventOf<
  'attacks' | 'blocks' | 'becomes blocked' | 'becomes blocked by a creature' | "attacks and isn't blocked"
>;

const CREATURE_EVENT_RULES: Record<CreatureEvent['type'], string[]> = {
  attacks: ['508.1m', '508.3a'],
  blocks: ['509.1i', '509.5a'],
  'becomes blocked': ['509.1i', '509.5c'],
  'becomes blocked by a creature': ['509.1i', '509.5d'],
  "attacks and isn't blocked": ['509.1i', '509.5g', '508.3f'],
};

function matchCreatureEvent(ctx: Ctx, ev: CreatureEvent, seen: GameState): void {
  const rules = CREATURE_EVENT_RULES[ev.type];
  for (const [o, i, a] of triggeredAbilities(seen, ev.type)) {
    // 509.5e: "blocks / becomes blocked by [N or more] creatures" counts at declaration (only those
    // two trigger conditions have a count: setup/card-check.ts).
    if (a.atLeast !== undefined) {
      const n =
        ev.type === 'blocks'
          ? (seen.combat?.blockers.find((b) => b.blocker === ev.creature)?.blocking.length ?? 0)
          : (seen.combat?.blockers.filter((b) => b.blocking.includes(ev.creature)).length ?? 0);
      if (n < a.atLeast) continue;
    }
    if (!watches(seen, o, a, ev.creature)) continue;
    // "…becomes blocked by a [white] creature": the filter is on the blocker (509.5f).
    const other = ev.type === 'becomes blocked by a creature' ? ev.blocker : ev.creature;
    if (!matchesFilter(seen, a, other)) continue;
    const relatedPlayer = 'defending' in ev ? ev.defending : null;
    // 508.2a / 509.5f: characteristics are checked as the event happens, never later.
    const filtered = a.filter?.colors?.length ? [ev.type === 'attacks' ? '508.2a' : '509.5f'] : [];
    if (ev.type === 'attacks' && a.subject === 'a creature you control') filtered.push('508.3c');
    if (a.atLeast !== undefined) filtered.push('509.5e');
    // 508.4: what the attacking creature attacks as the ability triggers ("attacking that player or planeswalker").
    const attacked =
      ev.type === 'attacks' ? (seen.combat?.attackers.find((x) => x.attacker === ev.creature)?.target ?? null) : null;
    addTrigger(ctx, o, i, a, other, relatedPlayer, [...rules, ...filtered], undefined, attacked);
  }
}

/** 603.6c, 603.10a, 700.4: an object left the battlefield ("dies": to a graveyard from the battlefield). */
function matchLeaving(ctx: Ctx, object: ObjectId, to: string, seen: GameState): void {
  if (seen.objects[object]?.zone !== 'battlefield') return;
  const triggers: TriggerEvent[] = to === 'graveyard' ? ['leaves the battlefield', 'dies'] : ['leaves the battlefield'];
  for (const trigger of triggers)
    for (const [o, i, a] of triggeredAbilities(seen, trigger)) {
      if (!watches(seen, o, a, object)) continue;
      const why = trigger === 'dies' ? ['700.4'] : [];
      addTrigger(ctx, o, i, a, object, null, ['603.6c', '603.10a'], undefined, null, why);
    }
}

type Matcher<K extends RulesEventType> = (ctx: Ctx, ev: RulesEventOf<K>, seen: GameState) => void;

/** For each kind of rules event, the triggered abilities it can make trigger. */
const MATCHERS: { [K in RulesEventType]?: Matcher<K> } = {
  move: (ctx, ev, seen) => matchLeaving(ctx, ev.object, ev.to, seen),
  destroy: (ctx, ev, seen) => matchLeaving(ctx, ev.object, 'graveyard', seen),
  sacrifice: (ctx, ev, seen) => matchLeaving(ctx, ev.object, 'graveyard', seen),
  discard: (ctx, ev, seen) => {
    for (const card of ev.cards)
      for (const [o, i, a] of triggeredAbilities(seen, 'discard'))
        if (o.controller === ev.player)
          addTrigger(ctx, o, i, a, card, ev.player, ['603.2'], undefined, null, ['603.2c']); // 603.2c: once per card discarded
    for (const [o, i, a] of triggeredAbilities(seen, 'discards one or more cards'))
      if (o.controller === ev.player)
        addTrigger(ctx, o, i, a, null, ev.player, ['603.2'], ev.cards.length, null, ['603.2c']); // 603.2c: once for the whole discard
  },
  damage: (ctx, ev, seen) => {
    if (!ev.combat) return;
    // 510.3a: each source that dealt combat damage, once — naming a player it dealt damage to, if any.
    for (const src of [...new Set(ev.items.map((d) => d.source.id))]) {
      const toPlayer = ev.items.find((d) => d.source.id === src && isPlayer(seen, d.target));
      const triggers: TriggerEvent[] = toPlayer
        ? ['deals combat damage', 'deals combat damage to a player']
        : ['deals combat damage'];
      for (const trigger of triggers)
        for (const [o, i, a] of triggeredAbilities(seen, trigger)) {
          if (!watches(seen, o, a, src) || !matchesFilter(seen, a, src)) continue;
          const filtered = a.filter?.colors?.length ? ['509.5f'] : [];
          addTrigger(ctx, o, i, a, src, toPlayer ? toPlayer.target : null, ['510.3a', ...filtered]);
        }
    }
  },
  untap: (ctx, ev, seen) => {
    // 603.2f: only a tapped permanent untapping "becomes untapped" (the event lists only those).
    for (const id of ev.objects)
      for (const [o, i, a] of triggeredAbilities(seen, 'becomes untapped'))
        if (o.id === id) addTrigger(ctx, o, i, a, null, null, ['603.2', '502.3'], undefined, null, ['603.2f']);
  },
  counters: (ctx, ev, seen) => {
    // 714.2b: adding a lore counter triggers the Saga's chapter ability with that number.
    if (ev.counter !== 'lore') return;
    const o = seen.objects[ev.object];
    const lore = o.counters.lore ?? 0;
    for (const [i, a] of ownAbilities(seen, o, 'chapter'))
      if (a.chapter !== undefined && a.chapter > lore - ev.amount && a.chapter <= lore)
        addTrigger(ctx, o, i, a, null, null, [...ev.rules, '714.2b']);
  },
  attacks: matchCreatureEvent,
  blocks: matchCreatureEvent,
  'becomes blocked': matchCreatureEvent,
  'becomes blocked by a creature': matchCreatureEvent,
  "attacks and isn't blocked": matchCreatureEvent,
  'you attack': (ctx, ev, seen) => {
    for (const [o, i, a] of triggeredAbilities(seen, 'you attack'))
      if (o.controller === ev.player) addTrigger(ctx, o, i, a, null, ev.player, ['508.3d'], ev.count, null, ['603.2c']); // 603.2c: once for the whole attack
  },
  'you attack a player': (ctx, ev, seen) => {
    for (const [o, i, a] of triggeredAbilities(seen, 'you attack a player'))
      if (o.controller === ev.player) addTrigger(ctx, o, i, a, null, ev.defending, ['508.3e']);
  },
  'is attacked': (ctx, ev, seen) => {
    for (const [o, i, a] of triggeredAbilities(seen, 'is attacked'))
      if (o.id === ev.target) addTrigger(ctx, o, i, a, null, null, ['508.3b'], ev.count);
    for (const [o, i, a] of triggeredAbilities(seen, 'you are attacked'))
      if (o.controller === ev.target) addTrigger(ctx, o, i, a, null, null, ['508.3b'], ev.count);
  },
  'blocks a creature': (ctx, ev, seen) => {
    for (const [o, i, a] of triggeredAbilities(seen, 'blocks a creature'))
      if (o.id === ev.creature) addTrigger(ctx, o, i, a, ev.attacker, null, ['509.1i', '509.5b']);
  },
  'step begins': (ctx, _ev, seen) => {
    // 500.6: "at the beginning of" triggers of the step (or phase) that just began.
    const t = seen.turn;
    for (const [o, i, a] of triggeredAbilities(seen, 'beginning of step')) {
      if (a.step !== t.step) continue;
      if ((a.whose ?? 'yours') === 'yours' && o.controller !== t.activePlayer) continue;
      // "That player" is the active player; with none (800.4j) it refers to no one.
      const ap = inGame(player(seen, t.activePlayer)) ? t.activePlayer : null;
      addTrigger(ctx, o, i, a, null, ap, ['500.6'], undefined, null, ['603.2b']);
    }
    if (t.step === 'end of combat') {
      for (const [o, i, a] of triggeredAbilities(seen, 'end of combat'))
        addTrigger(ctx, o, i, a, null, null, ['511.2'], undefined, null, ['603.2b']);
      delayedTriggersAt(ctx, 'end of combat'); // 603.7
    }
  },
  'set in motion': (ctx, ev, seen) => {
    for (const [i, a] of ownAbilities(seen, seen.objects[ev.object], 'set in motion'))
      addTrigger(ctx, seen.objects[ev.object], i, a, null, null, ev.rules);
  },
  cast: (ctx, ev, seen) => {
    // 601.2i: "Whenever a player casts a [black, red, or green creature] spell" — the spell as cast, on the stack.
    for (const [o, i, a] of triggeredAbilities(seen, 'a player casts a spell'))
      if (matchesFilter(seen, a, ev.object)) addTrigger(ctx, o, i, a, ev.object, ev.player, ['601.2i']);
  },
  'damage prevented': (ctx, ev, seen) => {
    // 615.13: once for this application of a prevention effect, counting the damage it prevented
    // that would have been dealt to this object, or to its controller ('you').
    for (const [o, i, a] of triggeredAbilities(seen, 'damage is prevented')) {
      const recipient = a.to === 'you' ? o.controller : o.id;
      const amount = ev.items.filter((d) => d.target === recipient).reduce((n, d) => n + d.amount, 0);
      if (amount > 0) addTrigger(ctx, o, i, a, null, a.to === 'you' ? o.controller : null, ['615.13'], amount);
    }
  },
  visit: (ctx, ev, seen) => {
    for (const [i, a] of ownAbilities(seen, seen.objects[ev.object], 'visit'))
      addTrigger(ctx, seen.objects[ev.object], i, a, null, null, ev.rules);
  },
};

/** 603.2: the triggered abilities `ev` makes trigger, seen in `seen` (the state after it, or looking back, 603.10). */
export function matchTriggers(ctx: Ctx, ev: RulesEvent, seen: GameState): void {
  (MATCHERS[ev.type] as Matcher<RulesEventType> | undefined)?.(ctx, ev as never, seen);
}
