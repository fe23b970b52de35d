// Enchant (702.5) and Aura spells (303.4a, 115.1b): an Aura spell requires a target, which its
// enchant ability defines; the Aura then enters attached to it (608.3c) and may go on enchanting
// only what its enchant ability allows (303.4c, 704.5m).

import type { Characteristics } from '../continuous/printed';
import type { EnchantWord, TargetSpec } from '../core/cards';
import type { GameObject, GameState } from '../core/state';
import type { Color, ObjectId, PlayerId } from '../core/vocabulary';
import { abilitiesOf, subtypesOf } from '../objects/characteristics';
import { isLegalTarget } from './targets';

/** The target word each enchant ability stands for ("Enchant creature": "target creature"). */
const TARGET_OF: Record<EnchantWord, TargetSpec> = {
  creature: 'target creature',
  'creature you control': 'target creature you control',
  land: 'target land',
  permanent: 'target permanent',
};

/** 303.4: is the object an Aura? */
export function isAura(s: GameState, o: GameObject): boolean {
  return subtypesOf(s, o).includes('Aura');
}

/**
 * 303.4a, 702.5a: the target words an Aura's enchant abilities define — one target that must
 * satisfy every one of them (702.5c). None for an object that is no Aura; none for an Aura with no
 * enchant ability (it can target nothing: an Aura spell can't be cast without one).
 */
export function enchantTargets(s: GameState, o: GameObject): TargetSpec[] {
  if (!isAura(s, o)) return [];
  const out: TargetSpec[] = [];
  for (const { def: a } of abilitiesOf(s, o))
    if (a.kind === 'static' && a.rule === 'enchant' && a.enchant && !out.includes(TARGET_OF[a.enchant]))
      out.push(TARGET_OF[a.enchant]);
  return out;
}

/** 303.4a, 702.5c: is `id` a legal target for an Aura spell whose enchant abilities define `specs`? */
export function isLegalAuraTarget(
  s: GameState,
  specs: TargetSpec[],
  id: ObjectId | PlayerId,
  controller: PlayerId,
  sourceColors: Color[],
): boolean {
  return specs.length > 0 && specs.every((spec) => isLegalTarget(s, spec, id, controller, sourceColors));
}

/** 303.4a, 601.2c: every legal target for the Aura spell (none: it can't be cast). */
export function auraTargetChoices(
  s: GameState,
  specs: TargetSpec[],
  controller: PlayerId,
  sourceColors: Color[],
): (ObjectId | PlayerId)[] {
  const ids = [...s.players.map((p) => p.id), ...s.battlefield];
  return ids.filter((id) => isLegalAuraTarget(s, specs, id, controller, sourceColors));
}

/**
 * 303.4c, 702.5c: may an Aura with these characteristics enchant `host` (a permanent's)? Every
 * enchant ability must allow it; an Aura with none (card data that states none) may enchant any
 * permanent.
 */
export function enchantAllows(aura: Characteristics, host: Characteristics): boolean {
  const is = (type: string) => host.types.includes(type);
  return aura.abilities.every(({ def: a }) => {
    if (a.kind !== 'static' || a.rule !== 'enchant') return true;
    switch (a.enchant) {
      case 'creature':
        return is('Creature');
      case 'creature you control':
        return is('Creature') && host.controller === aura.controller;
      case 'land':
        return is('Land');
      default:
        return true; // 'permanent'
    }
  });
}
