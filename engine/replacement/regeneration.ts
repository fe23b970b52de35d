// Regeneration (701.15, 614.8): "The next time [permanent] would be destroyed this turn, instead
// remove all damage marked on it and its controller taps it. If it's an attacking or blocking
// creature, remove it from combat." A replacement effect a resolved spell or ability leaves,
// used up once it applies (614.3).
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { hasKeyword } from '../objects/characteristics';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer } from './watch';

export const regeneration: ReplacementSource = (s: GameState, ev: RulesEvent): Replacement[] => {
  if (ev.type !== 'destroy') return [];
  const o = s.objects[ev.object];
  // 614.17c: an indestructible permanent can't be destroyed: there is nothing to replace. (A
  // permanent that leaves the battlefield loses its shields: events/performers/zones.ts.)
  if (!o || hasKeyword(s, o, 'indestructible')) return [];
  return (s.replacementShields ?? [])
    .filter((r) => r.kind === 'regeneration' && r.object === ev.object)
    .map((r) => ({
      key: `regeneration:${r.id}`,
      chooser: affectedPlayer(s, ev.object),
      kind: 'other',
      whole: true,
      timestamp: r.timestamp,
      source: r.source,
      effect: 'regenerate',
      apply(ctx) {
        ctx.s.replacementShields = (ctx.s.replacementShields ?? []).filter((x) => x.id !== r.id); // used up
        return { type: 'regenerate', rules: ['701.15', '614.8'], object: ev.object, source: r.source };
      },
    }));
};
