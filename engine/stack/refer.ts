// Who or what an instruction's words refer to as a spell or ability resolves: its targets
// (608.2b: an illegal target is not affected), "you", "this", "each opponent", "defending player"
// (508.5), "that creature", "that player".

import { isLegalTarget, targetSpecs } from '../casting/targets';
import { referToDefendingPlayer } from '../combat/defending-player';
import { creaturesThatHadToAttack } from '../combat/had-to-attack';
import type { Duration, TargetSpec } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { StackItem } from '../core/state';
import { hasType } from '../objects/characteristics';
import { onBattlefield } from '../objects/objects';
import { opponents } from '../objects/players';
import { inRange } from '../variants/range-of-influence';

/** Who or what a target word refers to as the item resolves; [] when illegal or absent. */
export function refer(ctx: Ctx, item: StackItem, spec: TargetSpec | undefined, fallback: 'you' | 'this'): string[] {
  const s = ctx.s;
  const word = spec ?? fallback;
  const specs = targetSpecs(item.effect);
  const i = specs.indexOf(word);
  if (i >= 0) {
    const t = item.targets[i];
    return t !== undefined && isLegalTarget(s, word, t, item.controller, item.sourceColors) ? [t] : [];
  }
  switch (word) {
    case 'you':
      return [item.controller];
    case 'this':
      return onBattlefield(s, item.source) ? [item.source] : [];
    case 'each opponent': {
      // 801.10: players outside the controller's range of influence are not affected.
      const all = opponents(s, item.controller);
      const near = all.filter((p) => inRange(s, item.controller, p));
      const far = all.filter((p) => !near.includes(p));
      if (far.length > 0) emit(ctx, { type: 'out-of-range', rules: ['801.10'], objects: far });
      return near;
    }
    case 'defending player':
      // 508.5: the defending player of an attacking creature is the player it attacks (or whose permanent); 508.5a.
      return referToDefendingPlayer(ctx, item);
    case 'that player':
      return item.relatedPlayer ? [item.relatedPlayer] : [];
    case 'that creature':
      return item.related && onBattlefield(s, item.related) ? [item.related] : [];
    case 'each creature that had to attack':
      return creaturesThatHadToAttack(ctx); // 506.6
    case 'each creature':
      return s.battlefield.filter((id) => onBattlefield(s, id) && hasType(s, s.objects[id], 'Creature'));
    default:
      return [];
  }
}

export function durationOf(d: Duration | undefined): Duration {
  return d ?? 'end of turn';
}
