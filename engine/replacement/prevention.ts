// Prevention effects (615): protection prevents damage from sources of the stated colour
// (702.16e); a "prevent the next N damage" shield absorbs what it can and wears down (615.7).
// Prevented damage never happens: no damage event, no trigger, no lifelink (615.6). They apply to
// one source's damage to one recipient (events/happen.ts hands them the damage item by item).
// Damage that can't be prevented (615.12) meets them all the same: each applies, once (615.12a),
// and prevents none of it.

import { emit, type Ctx } from '../core/context';
import type { DamageItem, RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { abilitiesOf, missingProperties, protections } from '../objects/characteristics';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer, describesObject } from './watch';

/**
 * 615.12: can this damage not be prevented? — a resolved "Damage can't be prevented this turn",
 * or a static ability saying "damage that would be dealt by [its source] can't be prevented"
 * (of a permanent, or of the source itself while it is a spell on the stack).
 */
export function cannotBePrevented(s: GameState, item: DamageItem): boolean {
  if ((s.unpreventable ?? []).length > 0) return true;
  const src = s.objects[item.source.id];
  if (!src) return false;
  const holders = src.zone === 'stack' ? [...s.battlefield, src.id] : s.battlefield;
  for (const id of holders) {
    const o = s.objects[id];
    if (!o || o.phasedOut) continue;
    for (const { def } of abilitiesOf(s, o))
      if (def.kind === 'static' && def.rule === "damage can't be prevented")
        if (describesObject(s, def.source ?? { objects: 'this' }, o, src)) return true;
  }
  return false;
}

/**
 * 615.12: a prevention effect applied to damage that can't be prevented prevents none of it (a
 * shield is not reduced): reported, and the damage goes on unchanged. Null: it can be prevented.
 * `rule`: the rule of the prevention effect itself.
 */
export function preventNothing(
  ctx: Ctx,
  d: RulesEventOf<'damage'>,
  by: 'protection' | 'shield' | 'effect',
  from: ObjectId | null,
  rule: string,
): RulesEventOf<'damage'> | null {
  const item = d.items[0];
  if (!cannotBePrevented(ctx.s, item)) return null;
  emit(ctx, {
    type: 'damage-not-prevented',
    rules: ['615.12', '615.12a', rule],
    source: item.source.id,
    target: item.target,
    amount: item.amount,
    combat: d.combat,
    by,
    from,
  });
  return d;
}

/** The one damage item of a damage event handed over item by item. */
function single(ev: RulesEvent): RulesEventOf<'damage'> | null {
  return ev.type === 'damage' && ev.items.length === 1 ? ev : null;
}

/** Who chooses among the effects preventing damage to `target` (616.1): that player, or the permanent's controller. */
const affected = affectedPlayer;

/** 702.16e: damage from a source of a colour the permanent has protection from is prevented. */
const protection: ReplacementSource = (s, ev) => {
  const d = single(ev);
  if (!d) return [];
  const { source, target, amount } = d.items[0];
  const o = s.objects[target];
  if (!o || !source.colors.some((c) => protections(s, o).includes(c))) return [];
  return [
    {
      key: `protection:${target}`,
      chooser: affected(s, target),
      kind: 'other',
      whole: true,
      timestamp: o.timestamp,
      source: target,
      effect: 'protection',
      apply(ctx, now) {
        const unchanged = preventNothing(ctx, now as RulesEventOf<'damage'>, 'protection', target, '702.16e');
        if (unchanged) return unchanged; // 615.12
        // 615.6: prevented damage never happens (no damage event, no trigger, no lifelink).
        emit(ctx, {
          type: 'damage-prevented',
          rules: ['702.16e', '615.1', '615.6'],
          source: source.id,
          target,
          amount,
          combat: d.combat,
          by: 'protection',
        });
        return null;
      },
    },
  ];
};

/** 615.7: "prevent the next N damage" shields on the recipient, each absorbing what it can. */
const shields: ReplacementSource = (s, ev) => {
  const d = single(ev);
  if (!d) return [];
  const { target } = d.items[0];
  return s.shields.flatMap((e): Replacement[] =>
    e.from === undefined && e.object === target && e.remaining > 0
      ? [
          {
            key: `shield:${e.id}`,
            chooser: affected(s, target),
            kind: 'other',
            whole: false,
            timestamp: e.timestamp,
            source: e.source,
            effect: 'prevention shield',
            apply(ctx, now) {
              const item = (now as RulesEventOf<'damage'>).items[0];
              // The shield is in the state the effect applies in: the effects that apply are found
              // there as each is applied (616.1e), or in the copy a simulated choice is made in.
              const shield = ctx.s.shields.find((x) => x.id === e.id)!;
              // 615.12: the shield applies, prevents nothing and is not reduced.
              const unchanged = preventNothing(ctx, now as RulesEventOf<'damage'>, 'shield', e.source, '615.7');
              if (unchanged) return unchanged;
              const absorbed = Math.min(shield.remaining, item.amount);
              shield.remaining -= absorbed;
              const left = item.amount - absorbed;
              emit(ctx, {
                type: 'damage-prevented',
                rules: left > 0 ? ['615.1', '615.7'] : ['615.1', '615.7', '615.6'],
                source: item.source.id,
                target,
                amount: absorbed,
                combat: d.combat,
                by: 'shield',
              });
              ctx.s.shields = ctx.s.shields.filter((x) => x.remaining > 0);
              return left > 0 ? { ...d, items: [{ ...item, amount: left }] } : null;
            },
          },
        ]
      : [],
  );
};

/**
 * 615.8: "the next time [source] would deal damage [to recipient] this turn, prevent that damage" —
 * the whole instance, however much. The instance is the damage event: a source dealing damage to
 * several recipients at once has all of it prevented (each item is marked, and the shield is used
 * up once the whole event has been replaced: events/happen.ts); later instances are dealt normally.
 * 615.9: "prevent all damage [source] would deal this turn" — every instance; never used up.
 * 609.7b, 615.9: a shield watching "a [red] source" rechecks the source's properties as it would
 * deal damage: if they no longer match, the damage isn't prevented and the shield isn't used up.
 */
const nextTime: ReplacementSource = (s, ev) => {
  const d = single(ev);
  if (!d) return [];
  const { source, target } = d.items[0];
  return s.shields.flatMap((e): Replacement[] =>
    e.from === source.id && (e.object === null || e.object === target) && e.remaining > 0
      ? [
          {
            key: `shield:${e.id}`,
            chooser: affected(s, target),
            kind: 'other',
            whole: true,
            timestamp: e.timestamp,
            source: e.source,
            effect: e.all ? 'prevent all from a source' : 'prevent the next time',
            apply(ctx, now) {
              const dmg = now as RulesEventOf<'damage'>;
              const item = dmg.items[0];
              const rule = e.all ? '615.9' : '615.8';
              const rechecked = e.properties ? ['615.9', '609.7b'] : [];
              // 609.7b, 615.9: the properties are rechecked as the source would deal damage.
              const src = ctx.s.objects[item.source.id];
              const missing = e.properties && src ? missingProperties(ctx.s, src, e.properties) : [];
              if (missing.length > 0) {
                emit(ctx, {
                  type: 'shield-rechecked',
                  rules: ['615.9', '609.7b'],
                  source: item.source.id,
                  target,
                  amount: item.amount,
                  from: e.source,
                  ...(missing.includes('color') ? { color: e.properties!.color } : {}),
                  ...(missing.includes('type') ? { cardType: e.properties!.type } : {}),
                });
                return dmg; // not prevented; the shield isn't used up
              }
              // 615.12: it applies, prevents nothing, and is not used up.
              const unchanged = preventNothing(ctx, dmg, 'shield', e.source, rule);
              if (unchanged) return unchanged;
              const shield = ctx.s.shields.find((x) => x.id === e.id);
              if (shield && !e.all) shield.used = true;
              emit(ctx, {
                type: 'damage-prevented',
                rules: [...new Set(['615.1', rule, ...rechecked, '615.6'])],
                source: item.source.id,
                target,
                amount: item.amount,
                combat: dmg.combat,
                by: 'shield',
              });
              return null;
            },
          },
        ]
      : [],
  );
};

/** 615.8: shields that prevented part of a damage event are used up once the whole event has been replaced. */
export function useUpShields(s: GameState): void {
  if (s.shields.some((x) => x.used)) s.shields = s.shields.filter((x) => !x.used);
}

export const PREVENTION: ReplacementSource[] = [protection, shields, nextTime];
