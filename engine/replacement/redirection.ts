// Redirection effects (614.9): "The next N damage that would be dealt to [A] this turn is dealt to
// [B] instead" (or all damage): a replacement effect a resolved spell or ability left (614.3),
// replacing damage dealt to one battle, creature, planeswalker or player with the same damage
// dealt to another — the same source, so its characteristics (colour, deathtouch, lifelink) go
// with it. The redirected damage then meets the effects that apply to its new recipient (616.1f).
// If either permanent has left the battlefield or is no longer a battle, creature or planeswalker,
// or either player has left the game, the effect does nothing (the damage is dealt as it would be).
import { emit } from '../core/context';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { hasType } from '../objects/characteristics';
import { isPlayer } from '../objects/objects';
import { inGame, player } from '../objects/players';
import type { Replacement, ReplacementSource } from './replacement';
import { affectedPlayer } from './watch';

type Why = 'left the battlefield' | 'not a battle, creature or planeswalker' | 'left the game';

/** 614.9: why damage can't be redirected to or from `x` now, or null if it can. */
function cannotRedirect(s: GameState, x: ObjectId | PlayerId): Why | null {
  if (isPlayer(s, x)) return inGame(player(s, x)) ? null : 'left the game';
  const o = s.objects[x];
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return 'left the battlefield';
  return ['Battle', 'Creature', 'Planeswalker'].some((t) => hasType(s, o, t))
    ? null
    : 'not a battle, creature or planeswalker';
}

export const redirection: ReplacementSource = (s: GameState, ev: RulesEvent): Replacement[] => {
  if (ev.type !== 'damage' || ev.items.length !== 1) return [];
  const { target, amount } = ev.items[0];
  // A shield is used up when its last damage is redirected (614.3: removed below); only redirection shields have `to`.
  return (s.replacementShields ?? [])
    .filter((r) => r.kind === 'redirection' && r.object === target)
    .map((r): Replacement => ({
      key: `redirection:${r.id}`,
      chooser: affectedPlayer(s, target),
      kind: 'other',
      whole: r.remaining == null || r.remaining >= amount,
      timestamp: r.timestamp,
      source: r.source,
      effect: 'redirect damage',
      apply(ctx, now) {
        const d = now as RulesEventOf<'damage'>;
        const item = d.items[0];
        const to = r.to!;
        // 614.9: checked as the damage would be redirected — from, then to.
        for (const which of [target, to]) {
          const reason = cannotRedirect(ctx.s, which);
          if (reason) {
            emit(ctx, {
              type: 'redirection-does-nothing',
              rules: ['614.9'],
              object: target,
              target: to,
              which,
              reason,
              from: r.source,
            });
            return d;
          }
        }
        const shield = (ctx.s.replacementShields ?? []).find((x) => x.id === r.id);
        const left = shield?.remaining ?? null;
        const moved = left === null ? item.amount : Math.min(left, item.amount);
        if (shield && left !== null) {
          shield.remaining = left - moved;
          // 614.3: used up.
          if (shield.remaining === 0)
            ctx.s.replacementShields = (ctx.s.replacementShields ?? []).filter((x) => x.id !== r.id);
        }
        emit(ctx, {
          type: 'replaced',
          rules: ['614.1a', '614.9'],
          effect: 'redirect damage',
          source: r.source,
          ...(isPlayer(ctx.s, target) ? { player: target } : { object: target }),
          target: to,
          amount: moved,
        });
        const rules = [...new Set([...d.rules, '614.9'])];
        const redirected: RulesEventOf<'damage'> = { ...d, rules, items: [{ ...item, target: to, amount: moved }] };
        if (moved === item.amount) return redirected;
        // The rest of the damage is still dealt to the original recipient (614.6: the event is replaced by both).
        return [redirected, { ...d, rules, items: [{ ...item, amount: item.amount - moved }] }];
      },
    }));
};
