// Self-replacement effects (614.15): part of a resolving instruction's own effect replaced —
// "Destroy target creature. If it's green, exile it instead", "… deals 4 damage instead". The
// instruction hands its own to the event pipeline; they are applied before other replacement
// effects (616.1a).
import { emit } from '../core/context';
import type { SelfReplacement } from '../core/replacements';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameState, StackItem } from '../core/state';
import { characteristics } from '../objects/characteristics';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer, affectedBy } from './watch';

/** Does the condition hold for what the event affects (an object with that type, subtype, colour)? */
function holds(s: GameState, sr: SelfReplacement, x: string): boolean {
  const o = s.objects[x];
  if (!sr.if) return true;
  if (!o) return false;
  const c = characteristics(s, o);
  const { type, subtype, color } = sr.if;
  return (
    (!type || c.types.includes(type)) &&
    (!subtype || c.subtypes.includes(subtype)) &&
    (!color || c.colors.includes(color))
  );
}

/** The self-replacement effect of the instruction `index` of the resolving `item`, as an effect the pipeline applies. */
export function selfReplacement(item: StackItem, index: number, sr: SelfReplacement | undefined): ReplacementSource[] {
  if (!sr) return [];
  const key = `self:${item.id}:${index}`;
  const of = (s: GameState, ev: RulesEvent, apply: Replacement['apply']): Replacement[] => {
    const x = affectedBy(ev);
    if (!x || !holds(s, sr, x)) return [];
    return [
      {
        key,
        chooser: affectedPlayer(s, x),
        kind: 'self-replacement',
        whole: false,
        timestamp: 0,
        source: item.source,
        effect: 'self-replacement',
        apply,
      },
    ];
  };
  return [
    (s, ev) => {
      if (sr.exile && ev.type === 'destroy')
        return of(s, ev, (ctx) => {
          emit(ctx, {
            type: 'replaced',
            rules: ['614.15'],
            effect: 'self-replacement',
            source: item.source,
            object: ev.object,
            to: 'exile',
          });
          return { type: 'move', rules: ['614.15', '614.6'], object: ev.object, to: 'exile' };
        });
      // The pipeline hands replacement effects one source's damage to one recipient at a time (616,
      // happen.ts), and the damage they meet here is the instruction's own or what replaced it — the
      // same source (614.6).
      if (sr.amount !== undefined && ev.type === 'damage')
        return of(s, ev, (ctx, now) => {
          const dmg = now as RulesEventOf<'damage'>;
          const item0 = dmg.items[0];
          emit(ctx, {
            type: 'replaced',
            rules: ['614.15'],
            effect: 'self-replacement',
            source: item.source,
            target: item0.target,
            amount: sr.amount,
          });
          return { ...dmg, items: [{ ...item0, amount: sr.amount! }] };
        });
      return [];
    },
  ];
}
