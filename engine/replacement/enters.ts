// "Enters the battlefield" replacement effects of static abilities (614.1c–d, 614.12, 614.13; under
// whose control it enters, 616.1b: control.ts): they apply as the object enters, checked on the
// permanent as it would exist on the battlefield (614.12: replacement effects already applied to its
// entering, its own static abilities, the continuous effects that would apply to it), unlike the
// others, which exist while the object with the ability is on the battlefield.
import { withCopiableValues } from '../continuous/create';
import type { AbilityKey } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { Modification } from '../core/continuous';
import type { ReplacementWord } from '../core/replacements';
import { askMidEvent } from '../core/mid-event';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import { COLORS, type ObjectId, type PlayerId } from '../core/vocabulary';
import { characteristics, hasType } from '../objects/characteristics';
import { player } from '../objects/players';
import { abilities, effectOf, type Def } from './abilities';
import { cantChangeLife } from './cant';
import { enterUnderYourControl } from './control';
import type { Replacement } from './replacement';
import { affectedPlayer, describesObject } from './watch';

/** An event that puts an object onto the battlefield from elsewhere. */
function entering(s: GameState, ev: RulesEvent): RulesEventOf<'move'> | null {
  return ev.type === 'move' && ev.to === 'battlefield' && s.objects[ev.object]?.zone !== 'battlefield' ? ev : null;
}

/** Who will control it as it enters (110.2): as an effect already decided (616.1b), else its controller (or owner) now. */
function controllerAsItEnters(s: GameState, ev: RulesEventOf<'move'>): PlayerId {
  return ev.controller ?? affectedPlayer(s, ev.object);
}

/**
 * The copy effect of "enters as a copy of …" (616.1c) or of a token that's a copy (707.2), as it
 * will apply to the new permanent (layer 1a): with the original's copiable values now (707.2b).
 */
export function copyEffectOf(s: GameState, id: string, copy: string, timestamp: number) {
  const changes: Modification[] = [withCopiableValues(s, { layer: '1a', copy })];
  return {
    id: `copy:${id}`,
    source: copy,
    // The original exists: chosen on the battlefield as the permanent enters (616.1c), or checked by
    // the token's creation (replaced.ts); tokens cease to exist only between events (704.5d).
    controller: s.objects[copy].controller,
    timestamp,
    duration: 'permanent' as const,
    affected: { objects: [id] },
    changes,
  };
}

/**
 * 614.12: the game as it would be with the object on the battlefield — the replacement effects
 * already applied to its entering (a copy effect, 616.1c), its own static abilities, and the
 * continuous effects that would apply to it.
 */
export function asItWouldEnter(s: GameState, ev: RulesEventOf<'move'>): GameState {
  const o = s.objects[ev.object];
  const timestamp = s.timestamp + 1;
  const there: GameObject = {
    ...o,
    zone: 'battlefield',
    timestamp,
    tapped: !!ev.tapped,
    damage: 0,
    phasedOut: false,
    // 616.1b, 110.2: under the control an effect already gave it.
    controller: ev.controller ?? o.controller,
  };
  there.counters = { ...(ev.counters ?? {}) };
  return {
    ...s,
    battlefield: [...s.battlefield, o.id],
    objects: { ...s.objects, [o.id]: there },
    effects: ev.copyOf ? [...s.effects, copyEffectOf(s, o.id, ev.copyOf, timestamp)] : s.effects,
  };
}

/** What an "enters" effect does to the event, reported (614.1c–d, 614.12). */
function enter(
  ctx: Ctx,
  holder: GameObject,
  d: Def<'enter the battlefield'>,
  ev: RulesEventOf<'move'>,
  self: boolean,
): RulesEvent | RulesEvent[] {
  // 616.1g: entering the battlefield as part of another event (a token being created) is replaced after it.
  const contained = ev.rules.includes('616.1g') ? ['616.1g'] : [];
  const rules = [self ? '614.1c' : '614.1d', '614.12', ...contained];
  const object = ev.object;
  const now = d.underYourControl ? enterUnderYourControl(ctx, holder, ev, contained) : { ...ev };
  if (d.asCopyOfThis) {
    now.copyOf = holder.id;
    emit(ctx, { type: 'replaced', rules: [...rules, '616.1c'], effect: 'enters as a copy', source: holder.id, object });
  }
  if (d.tapped) {
    now.tapped = true;
    emit(ctx, {
      type: 'replaced',
      rules: ['614.1d', '614.12', ...contained],
      effect: 'enters tapped',
      source: holder.id,
      object,
    });
  }
  for (const [counter, amount] of Object.entries(d.counters ?? {})) {
    now.counters = { ...(now.counters ?? {}), [counter]: (now.counters?.[counter] ?? 0) + amount };
    emit(ctx, { type: 'replaced', rules, effect: 'enters with counters', source: holder.id, object, counter, amount });
  }
  if (d.chooseColor) {
    // 614.12a: the choice is made before the permanent enters the battlefield.
    const who = controllerAsItEnters(ctx.s, now);
    const answer = askMidEvent(ctx, {
      kind: 'choose-color',
      player: who,
      rules: ['614.12a', '614.1c'],
      object,
      source: holder.id,
      colors: [...COLORS],
    });
    const color = answer.type === 'choose-color' ? answer.color : COLORS[0];
    now.chosenColor = color;
    emit(ctx, {
      type: 'replaced',
      rules: ['614.1c', '614.12', '614.12a', ...contained],
      effect: 'choose a color',
      source: holder.id,
      object,
      player: who,
      color,
    });
  }
  if (d.exileFromYourGraveyard) {
    // 614.12a, 614.13a: chosen before it enters, among the creature cards in its controller's graveyard
    // but itself and any other object entering the battlefield at the same time.
    // 614.13b: nor one already chosen to change zones by another effect modifying how it enters.
    const who = controllerAsItEnters(ctx.s, now);
    const entering = [object, ...(ev.together ?? [])];
    const already = ev.alsoMoving ?? [];
    const creatureCards = player(ctx.s, who).graveyard.filter(
      (x) => !entering.includes(x) && hasType(ctx.s, ctx.s.objects[x], 'Creature'),
    );
    const chosen = chooseAlsoMoving(ctx, who, creatureCards, already, {
      rules: ['614.12a', '614.13a'],
      purpose: 'exile as it enters',
      source: holder.id,
    });
    emit(ctx, {
      type: 'replaced',
      rules: ['614.1c', '614.12', '614.13', '614.13a', ...contained],
      effect: 'exile cards as it enters',
      source: holder.id,
      object,
      player: who,
      amount: chosen.length,
    });
    // 614.13: modifying how it enters moves other objects too — exiled as it enters.
    return [
      ...chosen.map((x): RulesEvent => ({ type: 'move', rules: ['614.13', '614.6'], object: x, to: 'exile' })),
      { ...now, alsoMoving: [...already, ...chosen] },
    ];
  }
  if (d.devour !== undefined) return devour(ctx, holder, d.devour, now, self, contained);
  if (d.mayPayLifeElseTapped !== undefined) return payLifeOrTapped(ctx, holder, d.mayPayLifeElseTapped, now, contained);
  return now;
}

/**
 * 614.12a, 614.13: the objects an effect modifying how a permanent enters moves too, chosen by
 * `who` before it enters, among `pool`. Asked only when `pool` has any: those already chosen by
 * another such effect on the same permanent are shown but not offered (614.13b).
 */
function chooseAlsoMoving(
  ctx: Ctx,
  who: PlayerId,
  pool: ObjectId[],
  already: ObjectId[],
  question: {
    rules: string[];
    purpose: 'exile as it enters' | 'sacrifice as it enters';
    source: ObjectId;
    devour?: number;
  },
): ObjectId[] {
  if (pool.length === 0) return [];
  const candidates = pool.filter((x) => !already.includes(x));
  const chosenBefore = pool.filter((x) => already.includes(x));
  const answer = askMidEvent(ctx, {
    kind: 'choose-objects',
    player: who,
    ...question,
    rules: [...question.rules, ...(chosenBefore.length > 0 ? ['614.13b'] : [])],
    candidates,
    min: 0,
    max: candidates.length,
    ...(chosenBefore.length > 0 ? { chosen: chosenBefore } : {}),
  });
  return answer?.type === 'choose-objects' ? answer.objects : [];
}

/**
 * 702.82a: devour N — "As this object enters, you may sacrifice any number of creatures. This
 * permanent enters with N +1/+1 counters on it for each creature sacrificed this way." The choice
 * is made before it enters (614.12a); the creatures are sacrificed as it enters (614.13). An object
 * with two devour abilities applies each (614.5: each once): a creature chosen for one can't be
 * chosen for the other (614.13b).
 */
function devour(
  ctx: Ctx,
  holder: GameObject,
  n: number,
  ev: RulesEventOf<'move'>,
  self: boolean,
  contained: string[],
): RulesEvent[] {
  const s = ctx.s;
  const object = ev.object;
  const who = controllerAsItEnters(s, ev);
  const already = ev.alsoMoving ?? [];
  // 701.17a: a player can sacrifice only a permanent they control (it and whatever enters with it
  // are not on the battlefield yet).
  const yours = s.battlefield.filter(
    (x) => s.objects[x].controller === who && !s.objects[x].phasedOut && hasType(s, s.objects[x], 'Creature'),
  );
  const chosen = chooseAlsoMoving(ctx, who, yours, already, {
    rules: ['614.12a', '702.82a'],
    purpose: 'sacrifice as it enters',
    source: holder.id,
    devour: n,
  });
  const amount = n * chosen.length;
  emit(ctx, {
    type: 'replaced',
    rules: [
      self ? '614.1c' : '614.1d',
      '614.12',
      '614.13',
      '702.82a',
      ...(already.length > 0 ? ['614.13b'] : []),
      ...contained,
    ],
    effect: 'devour',
    source: holder.id,
    object,
    player: who,
    amount: chosen.length,
    counter: '+1/+1',
    devour: n,
  });
  const counters = { ...(ev.counters ?? {}) };
  if (amount > 0) counters['+1/+1'] = (counters['+1/+1'] ?? 0) + amount;
  // 614.13: modifying how it enters moves other objects too — sacrificed as it enters (701.17a).
  return [
    ...chosen.map((x): RulesEvent => ({ type: 'sacrifice', rules: ['702.82a', '614.13', '614.6'], object: x })),
    { ...ev, counters, alsoMoving: [...already, ...chosen] },
  ];
}

/**
 * "As [this] enters the battlefield, you may pay N life. If you don't, it enters the battlefield
 * tapped." Chosen before it enters (614.12a); paying life is an event (119.4: the player loses that
 * much life) that other replacement effects may meet — paid as it enters, so an effect on the
 * library leaves out the card entering from it (614.13c).
 */
function payLifeOrTapped(
  ctx: Ctx,
  holder: GameObject,
  life: number,
  ev: RulesEventOf<'move'>,
  contained: string[],
): RulesEvent | RulesEvent[] {
  const object = ev.object;
  const who = controllerAsItEnters(ctx.s, ev);
  // 614.17b, 119.8: a player who can't lose life can't choose to pay life — not asked (119.4b: 0 can be paid).
  const cantPay = life > 0 && !!cantChangeLife(ctx.s, who, 'lose life');
  const answer = cantPay
    ? null
    : askMidEvent(ctx, {
        kind: 'choose-to-pay',
        player: who,
        rules: ['614.12a', '119.4'],
        object,
        source: holder.id,
        life,
      });
  const pay = answer?.type === 'choose-to-pay' && answer.pay && player(ctx.s, who).life >= life;
  if (!pay) {
    emit(ctx, {
      type: 'replaced',
      rules: ['614.1c', '614.12', '614.12a', ...(cantPay ? ['614.17b', '119.8'] : []), ...contained],
      effect: 'enters tapped unless life is paid',
      source: holder.id,
      object,
      player: who,
      amount: life,
    });
    return { ...ev, tapped: true };
  }
  emit(ctx, {
    type: 'replaced',
    rules: ['614.1c', '614.12', '614.12a', '119.4', ...contained],
    effect: 'pay life as it enters',
    source: holder.id,
    object,
    player: who,
    amount: life,
  });
  return [
    {
      type: 'life',
      rules: ['119.4', '614.12a'],
      player: who,
      amount: -life,
      cause: 'payment',
      entering: [object, ...(ev.together ?? [])],
    },
    ev,
  ];
}

/** What an "enters" effect does, in the catalogues' words: what 616.1's question names it by. */
function wordOf(d: Def<'enter the battlefield'>): ReplacementWord {
  if (d.underYourControl) return 'enters under your control';
  if (d.asCopyOfThis) return 'enters as a copy';
  if (d.exileFromYourGraveyard) return 'exile cards as it enters';
  if (d.devour !== undefined) return 'devour';
  if (d.mayPayLifeElseTapped !== undefined) return 'enters tapped unless life is paid';
  if (d.chooseColor) return 'choose a color';
  return d.tapped ? 'enters tapped' : 'enters with counters';
}

export function enterEffects(s: GameState, ev: RulesEvent): Replacement[] {
  const e = entering(s, ev);
  if (!e) return [];
  const hyp = asItWouldEnter(s, e);
  const it = hyp.objects[e.object];
  const chooser = it.controller;
  const out: Replacement[] = [];
  const add = (holder: GameObject, key: AbilityKey, d: Def<'enter the battlefield'>, self: boolean) =>
    out.push(
      effectOf(holder, key, {
        chooser,
        // 616.1b–c: an effect on under whose control it enters, or making it a copy, goes first.
        kind: d.underYourControl ? 'control' : d.asCopyOfThis ? 'copy' : 'other',
        whole: false,
        effect: wordOf(d),
        apply: (ctx, now) => enter(ctx, holder, d, now as RulesEventOf<'move'>, self),
      }),
    );
  // Other permanents' effects (they exist: their objects are on the battlefield).
  for (const [holder, key, d] of abilities(s, s.battlefield))
    if (d.would === 'enter the battlefield' && (d.objects?.objects ?? 'this') !== 'this')
      if (describesObject(hyp, d.objects!, holder, it)) add(holder, key, d, false);
  // Its own, as it would exist on the battlefield (614.12): they may affect only it.
  for (const [holder, key, d] of abilities(hyp, [e.object]))
    if (d.would === 'enter the battlefield' && (d.objects?.objects ?? 'this') === 'this') add(holder, key, d, true);
  out.push(...intrinsicCounters(hyp, it, chooser));
  return out;
}

/**
 * 306.5b, 310.4b: a planeswalker's and a battle's intrinsic ability "This permanent enters with a
 * number of loyalty (defense) counters on it equal to its printed loyalty (defense) number" — a
 * replacement effect (614.1c), read on the permanent as it would exist (614.12).
 */
function intrinsicCounters(hyp: GameState, it: GameObject, chooser: PlayerId): Replacement[] {
  const c = characteristics(hyp, it);
  const kinds = [
    { type: 'Planeswalker', counter: 'loyalty', rule: '306.5b', amount: c.loyalty },
    { type: 'Battle', counter: 'defense', rule: '310.4b', amount: c.defense },
  ] as const;
  return kinds
    .filter((k) => c.types.includes(k.type) && k.amount !== undefined)
    .map(({ counter, rule, amount }) =>
      effectOf(it, `intrinsic ${counter}`, {
        chooser,
        kind: 'other',
        whole: false,
        effect: 'enters with counters',
        apply: (ctx, now) => {
          const ev = now as RulesEventOf<'move'>;
          const counters = { ...(ev.counters ?? {}), [counter]: (ev.counters?.[counter] ?? 0) + amount! };
          const contained = ev.rules.includes('616.1g') ? ['616.1g'] : [];
          emit(ctx, {
            type: 'replaced',
            rules: [rule, '614.1c', '614.12', ...contained],
            effect: 'enters with counters',
            source: it.id,
            object: it.id,
            counter,
            amount: amount!,
          });
          return { ...ev, counters };
        },
      }),
    );
}
