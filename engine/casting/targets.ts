// Targets (115, 601.2c, 608.2b): which "target …" words an effect has, and whether a player or
// object is a legal choice for one. Protection from a colour: can't be the target of spells or
// abilities of that colour (702.16b).

import { attackerEntry, isBlocking } from '../combat/combat-state';
import type { EffectDef, TargetSpec } from '../core/cards';
import type { GameState } from '../core/state';
import type { Color, PlayerId } from '../core/vocabulary';
import { hasType, protections } from '../objects/characteristics';
import { isPlayer, onBattlefield } from '../objects/objects';
import { inGame, player } from '../objects/players';
import { objectInRange } from '../variants/range-of-influence';

const TARGETED: TargetSpec[] = [
  'any target',
  'target creature',
  'target player',
  'target attacking creature',
  'target blocking creature',
  'target creature attacking you',
  'target permanent',
  'target land',
  'target creature you control',
];

export function effectList(effect: EffectDef | EffectDef[]): EffectDef[] {
  return Array.isArray(effect) ? effect : [effect];
}

/**
 * The words of an effect that may name a target, in the order they are written: the object it acts
 * on, then the others (the attacker a creature blocks, the original a permanent copies, a prevention
 * effect's source then its recipient, what a creature attacks). Absent words, and words that target
 * nothing ('you', 'a source of your choice' chosen as it resolves — 609.7a —, 'what that creature
 * attacks'), are dropped by targetSpecs.
 */
function wordsOf(e: EffectDef): (string | undefined)[] {
  switch (e.type) {
    case 'create token':
      return [e.blocking, e.attackingSpecified];
    case 'is attacking':
      return [e.target, e.attackingSpecified];
    case 'block':
      return [e.target, e.attacker];
    case 'become a copy':
      return [e.target, e.of];
    case 'redirect damage':
      return [e.from, e.to];
    case 'prevent the next time':
    case 'prevent all damage from a source':
      return [e.source, e.to];
    default:
      return [(e as { target?: TargetSpec }).target];
  }
}

const isTargetWord = (w: string | undefined): w is TargetSpec => (TARGETED as (string | undefined)[]).includes(w);

/** The distinct target words of an effect, in order of first appearance (each is one target). */
export function targetSpecs(effect: EffectDef | EffectDef[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effectList(effect)) for (const t of wordsOf(e)) if (isTargetWord(t) && !out.includes(t)) out.push(t);
  return out;
}

export function isLegalTarget(
  s: GameState,
  spec: TargetSpec,
  id: string,
  controller: PlayerId,
  sourceColors: Color[],
): boolean {
  if (beyondRange(s, id, controller)) return false; // 801.4
  if (isPlayer(s, id)) {
    return (spec === 'any target' || spec === 'target player') && inGame(player(s, id));
  }
  if (!onBattlefield(s, id)) return false;
  const o = s.objects[id];
  if (sourceColors.some((c) => protections(s, o).includes(c))) return false; // 702.16b
  switch (spec) {
    case 'any target':
      return hasType(s, o, 'Creature') || hasType(s, o, 'Planeswalker') || hasType(s, o, 'Battle');
    case 'target creature':
      return hasType(s, o, 'Creature');
    case 'target attacking creature':
      return hasType(s, o, 'Creature') && attackerEntry(s, id) !== null;
    case 'target blocking creature':
      return hasType(s, o, 'Creature') && isBlocking(s, id);
    case 'target creature attacking you':
      return hasType(s, o, 'Creature') && attackerEntry(s, id)?.defendingPlayer === controller;
    case 'target permanent':
      return true;
    case 'target land':
      return hasType(s, o, 'Land');
    case 'target creature you control':
      return hasType(s, o, 'Creature') && o.controller === controller; // 702.6a: equip
    default:
      return false;
  }
}

/** 801.4: a player or object outside the controller's range of influence can't be a target. */
export function beyondRange(s: GameState, id: string, controller: PlayerId): boolean {
  return (isPlayer(s, id) || !!s.objects[id]) && !objectInRange(s, controller, id);
}

/** Every legal choice for a target word (for legalActions and widgets). */
export function legalTargetChoices(
  s: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  sourceColors: Color[],
): string[] {
  const ids = [...s.players.map((p) => p.id), ...s.battlefield];
  return ids.filter((id) => isLegalTarget(s, spec, id, controller, sourceColors));
}
