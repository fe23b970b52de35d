// Replacement and prevention effects of static abilities (614.1, 615.1; card vocabulary
// core/replacements.ts): what the kinds of effect share — the abilities that make them, the rules
// an event replacing another cites (614.6, 616.2), one effect as 616.1 sees it. Each kind is a
// module: entering the battlefield (enters.ts), and the effects that apply instead of an event
// (instead.ts); replace.ts lists them all.
import type { AbilityKey } from '../core/cards';
import type { ReplacementDef } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import { abilitiesOf } from '../objects/characteristics';
import type { Replacement } from './replacement';

export type Def<W extends ReplacementDef['would']> = Extract<ReplacementDef, { would: W }>;

/** The replacement abilities of the objects `ids` in `s`: [object, ability key, what it says]. */
export function* abilities(s: GameState, ids: readonly string[]): Generator<[GameObject, AbilityKey, ReplacementDef]> {
  for (const id of ids) {
    const o = s.objects[id];
    if (!o || o.phasedOut) continue;
    // card-check lets only a static ability of the replacement kind carry a `replacement` (614.1, 615.1).
    for (const { key, def } of abilitiesOf(s, o))
      if (def.kind === 'static' && def.replacement) yield [o, key, def.replacement];
  }
}

/** 616.2: an event that replaced another (614.6) — an effect applying to it became applicable by that replacement. */
export function after(ev: RulesEvent): string[] {
  return ev.rules.includes('614.6') ? ['616.2'] : [];
}

/** The rules of an event replacing `ev` (614.6): what made `ev` happen, and that it was replaced. */
export function instead(ev: RulesEvent): string[] {
  return [...new Set([...ev.rules, '614.6'])];
}

/** One effect of an ability, as the process of 616.1 sees it. */
export function effectOf(
  holder: GameObject,
  key: AbilityKey,
  r: Omit<Replacement, 'key' | 'source' | 'timestamp'>,
): Replacement {
  return { ...r, key: `${holder.id}:${key}`, source: holder.id, timestamp: holder.timestamp };
}
