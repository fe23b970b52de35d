// "… gains [keyword]": an ability-adding effect, layer 6 (613.1f); a creature already declared
// stays in combat (506.4a).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { COLOR_ZH, KEYWORD_ZH } from '../../messages/names';
import { nameEn, nameZh, newId } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function gainKeyword(ctx: Ctx, item: StackItem, e: EffectOf<'gain keyword'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    s.effects.push({
      id: newId(s, 'e'),
      kind: 'gain keyword',
      object: id,
      keyword: e.keyword,
      duration: durationOf(e.duration),
    });
    const restricts = e.keyword === 'defender' || e.keyword === "can't attack" || e.keyword === "can't block";
    const inCombat =
      !!s.combat &&
      (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
    if (restricts && inCombat)
      emit(
        ctx,
        'still-in-combat',
        ['506.4a'],
        `${nameEn(s, id)} stays in combat: it was already declared.`,
        `${nameZh(s, id)}仍在战斗中：它已被宣告。`,
        { object: id },
      );
    emit(
      ctx,
      'keyword-gained',
      ['613.1f'],
      `${nameEn(s, id)} gains ${typeof e.keyword === 'string' ? e.keyword : 'protection'}.`,
      `${nameZh(s, id)}获得${typeof e.keyword === 'string' ? (KEYWORD_ZH[e.keyword] ?? e.keyword) : `${COLOR_ZH[e.keyword.protection]}色保护`}异能。`,
      { object: id },
    );
  }
}
