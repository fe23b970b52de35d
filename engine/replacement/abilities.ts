// Replacement and prevention effects of static abilities (614.1, 615.1; card vocabulary
// core/replacements.ts). Each exists while the object with the ability is on the battlefield —
// except an object's own "enters the battlefield" effects, which apply as it enters, checked on
// the permanent as it would exist on the battlefield (614.12: replacement effects already applied
// to its entering, its own static abilities, the continuous effects that would apply to it).
import type { AbilityKey } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { Modification } from '../core/continuous';
import { askMidEvent } from '../core/mid-event';
import type { ReplacementDef, ZoneInstead } from '../core/replacements';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import { COLORS, type ObjectId, type PlayerId, type ZoneName } from '../core/vocabulary';
import { abilitiesOf, hasKeyword, hasType } from '../objects/characteristics';
import { player } from '../objects/players';
import { cantChangeLife } from './cant';
import { preventNothing } from './prevention';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer, describesObject, describesPlayer } from './watch';

type Def<W extends ReplacementDef['would']> = Extract<ReplacementDef, { would: W }>;

/** The replacement abilities of the objects `ids` in `s`: [object, ability key, what it says]. */
function* abilities(s: GameState, ids: readonly string[]): Generator<[GameObject, AbilityKey, ReplacementDef]> {
  for (const id of ids) {
    const o = s.objects[id];
    if (!o || o.phasedOut) continue;
    for (const { key, def } of abilitiesOf(s, o))
      if (def.kind === 'static' && def.rule === 'replacement' && def.replacement) yield [o, key, def.replacement];
  }
}

/** 616.2: an event that replaced another (614.6) — an effect applying to it became applicable by that replacement. */
function after(ev: RulesEvent): string[] {
  return ev.rules.includes('614.6') ? ['616.2'] : [];
}

/** The rules of an event replacing `ev` (614.6): what made `ev` happen, and that it was replaced. */
function instead(ev: RulesEvent): string[] {
  return [...new Set([...ev.rules, '614.6'])];
}

/** One effect of an ability, as the process of 616.1 sees it. */
function effectOf(
  holder: GameObject,
  key: AbilityKey,
  r: Omit<Replacement, 'key' | 'source' | 'timestamp'>,
): Replacement {
  return { ...r, key: `${holder.id}:${key}`, source: holder.id, timestamp: holder.timestamp };
}

// ---------------------------------------------------------------------------------------------
// Entering the battlefield (614.1c–d, 614.12)

/** An event that puts an object onto the battlefield from elsewhere. */
function entering(s: GameState, ev: RulesEvent): RulesEventOf<'move'> | null {
  return ev.type === 'move' && ev.to === 'battlefield' && s.objects[ev.object]?.zone !== 'battlefield' ? ev : null;
}

/** The copy effect of "enters as a copy of …" (616.1c), as it will apply to the new permanent (layer 1a). */
export function copyEffectOf(s: GameState, id: string, copy: string, timestamp: number) {
  const changes: Modification[] = [{ layer: '1a', copy }];
  return {
    id: `copy:${id}`,
    source: copy,
    controller: s.objects[copy]?.controller ?? null,
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
  const there: GameObject = { ...o, zone: 'battlefield', timestamp, tapped: !!ev.tapped, damage: 0, phasedOut: false };
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
  const now = { ...ev };
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
    const who = affectedPlayer(ctx.s, object);
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
    const who = affectedPlayer(ctx.s, object);
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
  const who = affectedPlayer(s, object);
  const entering = [object, ...(ev.together ?? [])];
  const already = ev.alsoMoving ?? [];
  // 701.17a: a player can sacrifice only a permanent they control.
  const yours = s.battlefield.filter(
    (x) =>
      !entering.includes(x) &&
      s.objects[x].controller === who &&
      !s.objects[x].phasedOut &&
      hasType(s, s.objects[x], 'Creature'),
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
  const who = affectedPlayer(ctx.s, object);
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

function enterEffects(s: GameState, ev: RulesEvent): Replacement[] {
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
        kind: d.asCopyOfThis ? 'copy' : 'other',
        whole: false,
        effect: d.asCopyOfThis
          ? 'enters as a copy'
          : d.exileFromYourGraveyard
            ? 'exile cards as it enters'
            : d.devour !== undefined
              ? 'devour'
              : d.mayPayLifeElseTapped !== undefined
                ? 'enters tapped unless life is paid'
                : d.chooseColor
                  ? 'choose a color'
                  : d.tapped
                    ? 'enters tapped'
                    : 'enters with counters',
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
  return out;
}

// ---------------------------------------------------------------------------------------------
// Dying, being put into a graveyard (614.1a)

const ZONE: Record<ZoneInstead, { to: ZoneName; shuffle?: boolean; effect: Replacement['effect'] }> = {
  'exile it': { to: 'exile', effect: 'exile instead' },
  "shuffle it into its owner's library": { to: 'library', shuffle: true, effect: 'library instead' },
  "put it into its owner's hand": { to: 'hand', effect: 'hand instead' },
};

/** The object an event would put into a graveyard, and whether from the battlefield (700.4: it would die). */
function toGraveyard(s: GameState, ev: RulesEvent): { object: GameObject; dies: boolean } | null {
  const o = 'object' in ev && typeof ev.object === 'string' ? s.objects[ev.object] : undefined;
  if (!o) return null;
  const here = o.zone === 'battlefield';
  if (ev.type === 'destroy') {
    // 614.17c: an indestructible permanent can't be destroyed — no event to replace (702.12b).
    return here && !hasKeyword(s, o, 'indestructible') ? { object: o, dies: true } : null;
  }
  if (ev.type === 'sacrifice') return here ? { object: o, dies: true } : null;
  if (ev.type === 'move' && ev.to === 'graveyard' && o.zone !== 'graveyard') return { object: o, dies: here };
  return null;
}

function graveyardEffects(s: GameState, ev: RulesEvent): Replacement[] {
  const g = toGraveyard(s, ev);
  if (!g) return [];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'die' && d.would !== 'be put into a graveyard') continue;
    if (d.would === 'die' && !g.dies) continue;
    if (!describesObject(s, d.objects ?? { objects: 'this' }, holder, g.object)) continue;
    const where = ZONE[d.instead];
    out.push(
      effectOf(holder, key, {
        chooser: affectedPlayer(s, g.object.id),
        kind: 'other',
        whole: true,
        effect: where.effect,
        apply(ctx, now) {
          const object = g.object.id;
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.6', ...after(now)],
            effect: where.effect,
            source: holder.id,
            object,
            to: where.to,
          });
          return {
            type: 'move',
            rules: instead(now),
            object,
            to: where.to,
            ...(where.shuffle ? { shuffle: true } : {}),
          };
        },
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Damage (614.1a, 615.1a, 615.10)

function damageEffects(s: GameState, ev: RulesEvent): Replacement[] {
  if (ev.type !== 'damage' || ev.items.length !== 1) return [];
  const { source, target } = ev.items[0];
  const src = s.objects[source.id];
  const to = s.objects[target];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'deal damage') continue;
    if (d.source && (!src || !describesObject(s, d.source, holder, src))) continue;
    if (
      d.recipient &&
      !(to ? describesObject(s, d.recipient, holder, to) : describesPlayer(d.recipient, holder, target))
    )
      continue;
    const chooser = affectedPlayer(s, target);
    if (d.instead === 'double that damage') {
      out.push(
        effectOf(holder, key, {
          chooser,
          kind: 'other',
          whole: false,
          effect: 'double damage',
          apply(ctx, now) {
            const dmg = now as RulesEventOf<'damage'>;
            const item = dmg.items[0];
            const amount = item.amount * 2;
            emit(ctx, {
              type: 'replaced',
              rules: ['614.1a', ...after(now)],
              effect: 'double damage',
              source: holder.id,
              object: item.source.id,
              target,
              amount,
            });
            return { ...dmg, items: [{ ...item, amount }] };
          },
        }),
      );
    } else {
      const n = d.instead.prevent;
      out.push(
        effectOf(holder, key, {
          chooser,
          kind: 'other',
          whole: n === 'all',
          effect: n === 'all' ? 'prevent all' : 'prevent some',
          apply(ctx, now) {
            const dmg = now as RulesEventOf<'damage'>;
            // 615.12: it applies, but prevents none of damage that can't be prevented.
            const unchanged = preventNothing(ctx, dmg, 'effect', holder.id, n === 'all' ? '615.1a' : '615.10');
            if (unchanged) return unchanged;
            const item = dmg.items[0];
            const prevented = n === 'all' ? item.amount : Math.min(n, item.amount);
            const left = item.amount - prevented;
            // 615.10: it prevents only the stated amount of this damage event; 615.6: prevented damage never happens.
            emit(ctx, {
              type: 'damage-prevented',
              rules:
                n === 'all' ? ['615.1a', '615.6'] : left > 0 ? ['615.1a', '615.10'] : ['615.1a', '615.10', '615.6'],
              source: item.source.id,
              target,
              amount: prevented,
              combat: dmg.combat,
              by: 'effect',
            });
            return left > 0 ? { ...dmg, items: [{ ...item, amount: left }] } : null;
          },
        }),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing (614.11), gaining life, creating tokens (614.16)

function drawEffects(s: GameState, ev: RulesEvent): Replacement[] {
  if (ev.type !== 'draw') return [];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'draw a card' || !describesPlayer(d.player ?? { objects: 'you' }, holder, ev.player)) continue;
    const who = ev.player;
    out.push(
      effectOf(holder, key, {
        chooser: who,
        kind: 'other',
        whole: true,
        effect: d.instead === 'nothing' ? 'skip the draw' : 'return instead of drawing',
        apply(ctx, now) {
          // 614.11: applied even if the library has no card to draw.
          if (d.instead === 'nothing') {
            emit(ctx, {
              type: 'replaced',
              rules: ['614.11', '614.1a', ...after(now)],
              effect: 'skip the draw',
              source: holder.id,
              player: who,
            });
            return null;
          }
          const yours = player(ctx.s, holder.controller).graveyard;
          let card: string | undefined = yours[0];
          if (yours.length > 1) {
            const answer = askMidEvent(ctx, {
              kind: 'choose-objects',
              player: holder.controller,
              rules: ['614.11', '614.6'],
              purpose: 'return to hand',
              source: holder.id,
              candidates: [...yours],
              min: 1,
              max: 1,
            });
            card = answer.type === 'choose-objects' ? answer.objects[0] : undefined;
          }
          emit(ctx, {
            type: 'replaced',
            rules: ['614.11', '614.1a', '614.6', ...after(now)],
            effect: 'return instead of drawing',
            source: holder.id,
            player: who,
            ...(card ? { object: card } : {}),
          });
          // 614.6: an instruction that can't be carried out (an empty graveyard) is ignored.
          return card ? { type: 'move', rules: instead(now), object: card, to: 'hand' } : null;
        },
      }),
    );
  }
  return out;
}

function lifeEffects(s: GameState, ev: RulesEvent): Replacement[] {
  if (ev.type !== 'life' || ev.amount <= 0) return [];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'gain life' || !describesPlayer(d.player ?? { objects: 'you' }, holder, ev.player)) continue;
    const who = ev.player;
    out.push(
      effectOf(holder, key, {
        chooser: who,
        kind: 'other',
        whole: d.instead === 'draw that many cards',
        effect: d.instead === 'draw that many cards' ? 'draw instead of gaining life' : 'gain twice that much',
        apply(ctx, now) {
          const life = now as RulesEventOf<'life'>;
          if (d.instead === 'gain twice that much life') {
            const amount = life.amount * 2;
            emit(ctx, {
              type: 'replaced',
              rules: ['614.1a', ...after(now)],
              effect: 'gain twice that much',
              source: holder.id,
              player: who,
              amount,
            });
            return { ...life, amount };
          }
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.6', ...after(now)],
            effect: 'draw instead of gaining life',
            source: holder.id,
            player: who,
            amount: life.amount,
          });
          // Each card drawn is one event (121.2), each going on through the effects that apply to it (616.2).
          return Array.from({ length: life.amount }, (): RulesEvent => ({
            type: 'draw',
            rules: ['121.1', '614.6'],
            player: who,
          }));
        },
      }),
    );
  }
  return out;
}

/**
 * "If you would pay life while your library has at least that many cards in it, exile that many
 * cards from the top of your library instead" (119.4: paying life is losing it; 614.1a). 614.13c:
 * paid as a permanent enters the battlefield, a card entering from that library is left out of the
 * effect, though still in the library as it applies — the cards exiled are the next ones (and, as
 * read here, the cards counted for "at least that many").
 */
function payLifeEffects(s: GameState, ev: RulesEvent): Replacement[] {
  if (ev.type !== 'life' || ev.cause !== 'payment' || ev.amount >= 0) return [];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'pay life' || !describesPlayer(d.player ?? { objects: 'you' }, holder, ev.player)) continue;
    const who = ev.player;
    const n = -ev.amount;
    const entering = ev.entering ?? [];
    const library = player(s, who).library;
    const left = library.filter((x) => !entering.includes(x));
    if (left.length < n) continue; // only while the library has at least that many cards
    const skipped = library.slice(0, library.indexOf(left[n - 1])).filter((x) => entering.includes(x));
    out.push(
      effectOf(holder, key, {
        chooser: who,
        kind: 'other',
        whole: true,
        effect: 'exile from library instead of paying life',
        apply(ctx) {
          const cards = left.slice(0, n);
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.6', '119.4', ...(skipped.length > 0 ? ['614.13c'] : []), ...after(ev)],
            effect: 'exile from library instead of paying life',
            source: holder.id,
            player: who,
            amount: n,
          });
          return cards.map((x): RulesEvent => ({
            type: 'move',
            rules: ['614.6', ...(skipped.length > 0 ? ['614.13c'] : [])],
            object: x,
            to: 'exile',
          }));
        },
      }),
    );
  }
  return out;
}

function tokenEffects(s: GameState, ev: RulesEvent): Replacement[] {
  if (ev.type !== 'create') return [];
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'create tokens' || !describesPlayer(d.player ?? { objects: 'you' }, holder, ev.player)) continue;
    out.push(
      effectOf(holder, key, {
        chooser: ev.player,
        kind: 'other',
        whole: false,
        effect: 'twice that many tokens',
        apply(ctx, now) {
          const create = now as RulesEventOf<'create'>;
          const count = create.count * 2;
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.16', ...after(now)],
            effect: 'twice that many tokens',
            source: holder.id,
            player: create.player,
            amount: count,
          });
          return { ...create, count };
        },
      }),
    );
  }
  return out;
}

/** Every static ability's replacement or prevention effect that applies to the event. */
export const ABILITY_EFFECTS: ReplacementSource[] = [
  enterEffects,
  graveyardEffects,
  damageEffects,
  drawEffects,
  lifeEffects,
  payLifeEffects,
  tokenEffects,
];
