// Every decision kind and keyword the engine knows has a label in both languages, so the compact
// board never shows a raw key (the Records below fail to type-check when the engine adds one).
import { describe, expect, it } from 'vitest';
import type { DecisionKind, Keyword } from '../../../engine/types';
import { pick } from '../../i18n';

const DECISIONS: Record<DecisionKind, true> = {
  priority: true,
  'declare-attackers': true,
  'declare-blockers': true,
  'order-blockers': true,
  'order-attackers': true,
  'assign-combat-damage': true,
  'order-triggers': true,
  'discard-to-hand-size': true,
  'choose-targets': true,
  'choose-discard': true,
  'choose-defending-player': true,
  'reselect-attack': true,
  'choose-attacked': true,
  'choose-replacement': true,
  'choose-color': true,
  'choose-objects': true,
  'choose-to-pay': true,
};
const KEYWORDS: Record<Exclude<Keyword, { protection: unknown }>, true> = {
  flying: true,
  reach: true,
  'first strike': true,
  'double strike': true,
  deathtouch: true,
  trample: true,
  haste: true,
  vigilance: true,
  menace: true,
  defender: true,
  indestructible: true,
  shadow: true,
  lifelink: true,
  phasing: true,
  'attacks each combat if able': true,
  "can't attack alone": true,
  'can only attack alone': true,
  'blocks each combat if able': true,
  'must be blocked if able': true,
  "can't block": true,
  "can't attack": true,
  'can block an additional creature': true,
  "doesn't untap during your untap step": true,
  banding: true,
};

describe('board labels', () => {
  // The site's strings, with the names of keywords taken from the engine's vocabulary.
  const dictionaries: [string, Record<string, string>][] = [
    ['en', pick('en', 'widget.')],
    ['zh', pick('zh', 'widget.')],
  ];
  it.each(dictionaries)('%s has a label for every decision kind', (_, dict) => {
    const missing = Object.keys(DECISIONS).filter((k) => !dict[`widget.decision.${k}`]);
    expect(missing).toEqual([]);
  });
  it.each(dictionaries)('%s has a label for every keyword', (_, dict) => {
    const missing = Object.keys(KEYWORDS).filter((k) => !dict[`widget.kw.${k.replace(/\s+/g, '-')}`]);
    expect(missing).toEqual([]);
  });
});
