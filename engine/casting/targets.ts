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

function specsOf(e: EffectDef): TargetSpec[] {
  const out: TargetSpec[] = [];
  if ('target' in e && e.target) out.push(e.target);
  if (e.type === 'create token' && e.blocking) out.push(e.blocking);
  if (e.type === 'block') out.push(e.attacker);
  if (e.type === 'become a copy') out.push(e.of);
  if (e.type === 'redirect damage') out.push(e.from, e.to);
  if (e.type === 'prevent the next time' || e.type === 'prevent all damage from a source') {
    if (e.source !== 'a source of your choice') out.push(e.source);
    if (e.to) out.push(e.to);
  }
  if (
    (e.type === 'create token' || e.type === 'is attacking') &&
    e.attackingSpecified &&
    e.attackingSpecified !== 'what that creature attacks'
  )
    out.push(e.attackingSpecified);
  return out;
}

/** The distinct target words of an effect, in order of first appearance (each is one target). */
export function targetSpecs(effect: EffectDef | EffectDef[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const e of effectList(effect))
    for (const t of specsOf(e)) if (TARGETED.includes(t) && !out.includes(t)) out.push(t);
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
export function beyondRange(s: GameState, id: unknown, controller: PlayerId): boolean {
  return typeof id === 'string' && (isPlayer(s, id) || !!s.objects[id]) && !objectInRange(s, controller, id);
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
