// Dealing damage (120.3): to a player it is life loss (120.3a), to a planeswalker loses loyalty
// (120.3c), to a battle loses defense (120.3h), to a creature is marked on it (120.3e); lifelink
// makes the source's controller gain that much life (120.3f, 702.15b). Deathtouch damage is
// remembered for the state-based action of 704.5h. Prevention has happened before this
// (replacement/, 615): what reaches here is dealt.

import { emit, type Ctx } from '../../core/context';
import type { DamageItem, RulesEventOf } from '../../core/rules-events';
import { hasType } from '../../objects/characteristics';
import { isPlayer } from '../../objects/objects';
import { player } from '../../objects/players';
import { cantChangeLife } from '../../replacement/cant';

/** Deal the damage, all at once; returns the event as it happened (the damage actually dealt), for triggers (510.3a). */
export function performDamage(ctx: Ctx, ev: RulesEventOf<'damage'>): RulesEventOf<'damage'> | null {
  const s = ctx.s;
  const { combat } = ev;
  const dealt: DamageItem[] = [];
  const base = combat ? ['510.2', '120.3'] : ['120.3'];
  for (const it of ev.items) {
    const amount = it.amount;
    if (amount <= 0) continue;
    const tgt = it.target;
    if (isPlayer(s, tgt)) {
      const p = player(s, tgt);
      // 614.17, 119.8: the damage is dealt, but a player who can't lose life loses none.
      const cant = cantChangeLife(s, tgt, 'lose life');
      if (!cant) p.life -= amount;
      emit(ctx, {
        type: 'damage-dealt',
        rules: [...base, '120.3a'],
        source: it.source.id,
        target: tgt,
        amount,
        combat,
      });
      if (cant)
        emit(ctx, {
          type: 'cant-happen',
          rules: ['614.17', '119.8', '120.3a'],
          player: tgt,
          amount,
          cant: 'lose life',
          from: cant.from,
          cause: 'damage',
        });
      else
        emit(ctx, {
          type: 'life-lost',
          rules: ['120.3a', '119.3'],
          player: tgt,
          amount,
          life: p.life,
          cause: 'damage',
        });
    } else {
      const o = s.objects[tgt];
      if (!o || o.zone !== 'battlefield') continue;
      const rules = [...base];
      if (hasType(s, o, 'Creature')) {
        o.damage += amount;
        if (it.source.deathtouch) o.deathtouchDamage = true;
        rules.push('120.3e');
      }
      if (hasType(s, o, 'Planeswalker')) {
        o.counters.loyalty = (o.counters.loyalty ?? 0) - amount;
        rules.push('120.3c');
      }
      if (hasType(s, o, 'Battle')) {
        o.counters.defense = (o.counters.defense ?? 0) - amount;
        rules.push('120.3h');
      }
      emit(ctx, { type: 'damage-dealt', rules, source: it.source.id, target: tgt, amount, combat });
    }
    dealt.push(it);
  }
  // Lifelink (702.15b): the gain happens as part of the damage event.
  const gains = new Map<string, number>();
  for (const d of dealt) {
    if (d.source.lifelink) gains.set(d.source.controller, (gains.get(d.source.controller) ?? 0) + d.amount);
  }
  for (const p of s.players) {
    const g = gains.get(p.id);
    if (!g) continue;
    // 614.17, 119.7: a player who can't gain life gains none from lifelink either.
    const cant = cantChangeLife(s, p.id, 'gain life');
    if (cant) {
      emit(ctx, {
        type: 'cant-happen',
        rules: ['614.17', '119.7', '702.15b'],
        player: p.id,
        amount: g,
        cant: 'gain life',
        from: cant.from,
        cause: 'lifelink',
      });
      continue;
    }
    p.life += g;
    emit(ctx, {
      type: 'life-gained',
      rules: ['702.15b', '120.3f'],
      player: p.id,
      amount: g,
      life: p.life,
      cause: 'lifelink',
    });
  }
  return dealt.length > 0 ? { ...ev, items: dealt } : null;
}
