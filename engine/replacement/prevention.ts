// Prevention effects (615): protection prevents damage from sources of the stated colour
// (702.16e); a "prevent the next N damage" shield absorbs what it can and wears down (615.7).
// Prevented damage never happens: no damage event, no trigger, no lifelink (615.6). They apply to
// one source's damage to one recipient (events/happen.ts hands them the damage item by item).

import { emit } from '../core/context';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import { protections } from '../objects/characteristics';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer } from './watch';

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
      apply(ctx) {
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
    e.object === target && e.remaining > 0
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
              const shield = ctx.s.shields.find((x) => x.id === e.id);
              if (!shield) return now;
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

export const PREVENTION: ReplacementSource[] = [protection, shields];
