// Replacement and prevention effects of static abilities that apply while the object with the
// ability is on the battlefield (614.1a, 615.1a): dying or going to a graveyard, damage, drawing,
// gaining and losing life, paying life, creating tokens — each does something instead.
import { emit } from '../core/context';
import { askMidEvent } from '../core/mid-event';
import type { ZoneInstead } from '../core/replacements';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import type { ZoneName } from '../core/vocabulary';
import { hasKeyword } from '../objects/characteristics';
import { player } from '../objects/players';
import { abilities, after, effectOf, instead } from './abilities';
import { preventNothing } from './prevention';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer, describesObject, describesPlayer } from './watch';

// Dying, being put into a graveyard (614.1a)

const ZONE: Record<ZoneInstead, { to: ZoneName; shuffle?: boolean; effect: Replacement['effect'] }> = {
  'exile it': { to: 'exile', effect: 'exile instead' },
  "shuffle it into its owner's library": { to: 'library', shuffle: true, effect: 'library instead' },
  "put it into its owner's hand": { to: 'hand', effect: 'hand instead' },
};

/** The object an event would put into a graveyard, and whether from the battlefield (700.4: it would die). */
function toGraveyard(s: GameState, ev: RulesEvent): { object: GameObject; dies: boolean } | null {
  if (ev.type !== 'destroy' && ev.type !== 'sacrifice' && ev.type !== 'move') return null;
  const o = s.objects[ev.object];
  if (!o) return null;
  const here = o.zone === 'battlefield';
  if (ev.type === 'destroy') {
    // 614.17c: an indestructible permanent can't be destroyed — no event to replace (702.12b).
    return here && !hasKeyword(s, o, 'indestructible') ? { object: o, dies: true } : null;
  }
  if (ev.type === 'sacrifice') return here ? { object: o, dies: true } : null;
  // A card already in a graveyard isn't put into one.
  return ev.to === 'graveyard' && o.zone !== 'graveyard' ? { object: o, dies: here } : null;
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
  // Effects meet damage one source's damage to one recipient at a time (events/happen.ts): one item.
  if (ev.type !== 'damage') return [];
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
  // One word for the effect and its report: only effects like it apply to paying life, and any two come to the same
  // (616.1: not asked), so the effect's own word is never shown.
  const effect = 'exile from library instead of paying life';
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
        effect,
        apply(ctx) {
          const cards = left.slice(0, n);
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.6', '119.4', ...(skipped.length > 0 ? ['614.13c'] : []), ...after(ev)],
            effect,
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
  // One word for the effect and its report: only token doublers apply to creating tokens, in either order to the same
  // (616.1: not asked), so the effect's own word is never shown.
  const effect = 'twice that many tokens';
  const out: Replacement[] = [];
  for (const [holder, key, d] of abilities(s, s.battlefield)) {
    if (d.would !== 'create tokens' || !describesPlayer(d.player ?? { objects: 'you' }, holder, ev.player)) continue;
    out.push(
      effectOf(holder, key, {
        chooser: ev.player,
        kind: 'other',
        whole: false,
        effect,
        apply(ctx, now) {
          const create = now as RulesEventOf<'create'>;
          const count = create.count * 2;
          emit(ctx, {
            type: 'replaced',
            rules: ['614.1a', '614.16', ...after(now)],
            effect,
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

/** The effects of this module, one source per kind of event. */
export const INSTEAD_EFFECTS: ReplacementSource[] = [
  graveyardEffects,
  damageEffects,
  drawEffects,
  lifeEffects,
  payLifeEffects,
  tokenEffects,
];
