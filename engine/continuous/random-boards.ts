// Random boards for the layer system (613): permanents with printed values and static abilities
// of the card vocabulary, Auras and Equipment attached, face-down permanents, counters, and
// continuous effects of resolved spells and abilities in every layer — for the property tests
// (layers.property.test.ts) and the benchmark (tests/bench/engine.ts). Deterministic: all
// randomness comes from the `rand` given.

import type { AbilityDef, AffectedRule, CardDef, Keyword, LayerChange, Quantity } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Modification } from '../core/continuous';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { COLORS } from '../core/vocabulary';
import { createGame } from '../index';
import { copyState } from '../game/apply';
import { createEffect } from './create';

type Rand = () => number;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const some = <T>(rand: Rand, list: readonly T[], p = 0.3): T[] => list.filter(() => rand() < p);
const int = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const TYPES = ['Creature', 'Artifact', 'Enchantment', 'Land'];
const SUBTYPES = ['Bear', 'Elf', 'Angel', 'Forest', 'Island', 'Plains'];
const KEYWORDS: Keyword[] = ['flying', 'haste', 'trample', 'vigilance', { protection: 'R' }];
const OBJECTS: AffectedRule['objects'][] = [
  'creatures',
  'other creatures',
  'creatures you control',
  'other creatures you control',
  'permanents',
  'enchanted creature',
  'enchanted permanent',
  'equipped creature',
];
const QUANTITIES: Quantity[] = ['cards in your hand', 'creatures you control', 'creature cards in your graveyard'];

function rule(rand: Rand): AffectedRule {
  const r: AffectedRule = { objects: pick(rand, OBJECTS) };
  if (rand() < 0.2) r.color = pick(rand, COLORS);
  if (rand() < 0.15) r.keyword = pick(rand, KEYWORDS);
  if (rand() < 0.15) r.type = pick(rand, TYPES);
  if (rand() < 0.1) r.subtype = pick(rand, SUBTYPES);
  if (rand() < 0.1) r.notType = pick(rand, TYPES);
  return r;
}

/** A change in one of `layers`, as the card vocabulary says it (statics and resolved effects). */
export function randomChange(rand: Rand, layers: readonly LayerChange['layer'][], grant = true): LayerChange {
  const layer = pick(rand, layers);
  switch (layer) {
    case '2':
      return { layer, control: 'you' };
    case '3':
      return { layer, from: pick(rand, COLORS), to: pick(rand, COLORS) };
    case '4': {
      const m = {
        layer,
        add: some(rand, TYPES, 0.25),
        remove: some(rand, TYPES, 0.15),
        addSubtypes: some(rand, SUBTYPES, 0.2),
        removeSubtypes: some(rand, SUBTYPES, 0.1),
      };
      // A change that changes nothing is refused (setup/card-check.ts): one type added at least.
      return [m.add, m.remove, m.addSubtypes, m.removeSubtypes].some((l) => l.length)
        ? m
        : { layer, add: [pick(rand, TYPES)] };
    }
    case '5':
      return { layer, colors: some(rand, COLORS, 0.3) };
    case '6': {
      const granted: AbilityDef[] =
        grant && rand() < 0.2
          ? [
              {
                kind: 'static',
                rule: 'continuous',
                affects: rule(rand),
                changes: [randomChange(rand, ['5', '6', '7c'], false)],
              },
            ]
          : [];
      const m = {
        layer,
        gain: some(rand, KEYWORDS, 0.25),
        lose: some(rand, KEYWORDS, 0.15),
        ...(rand() < 0.1 ? { loseAll: true } : {}),
        ...(granted.length ? { grant: granted } : {}),
      };
      // A change that changes nothing is refused (setup/card-check.ts): one keyword gained at least.
      return m.gain.length || m.lose.length || m.loseAll || m.grant ? m : { layer, gain: [pick(rand, KEYWORDS)] };
    }
    case '7a':
      return {
        layer,
        power: pick(rand, QUANTITIES),
        toughness: rand() < 0.5 ? int(rand, 0, 4) : pick(rand, QUANTITIES),
      };
    case '7b':
      return { layer, power: int(rand, 0, 5), toughness: rand() < 0.8 ? int(rand, 1, 5) : pick(rand, QUANTITIES) };
    case '7c':
      return { layer, power: int(rand, -2, 3), toughness: int(rand, -1, 3) };
    case '7d':
      return { layer };
  }
}

/** A static ability with a continuous effect: a characteristic-defining one now and then (604.3). */
function randomStatic(rand: Rand): AbilityDef {
  if (rand() < 0.15) return { kind: 'static', rule: 'continuous', changes: [randomChange(rand, ['5', '7a'])] }; // 604.3
  const n = rand() < 0.3 ? 2 : 1;
  return {
    kind: 'static',
    rule: 'continuous',
    affects: rule(rand),
    changes: Array.from({ length: n }, () => randomChange(rand, ['3', '4', '5', '6', '7b', '7c', '7d'])),
  };
}

function randomCard(rand: Rand, n: number, statics: number): CardDef {
  // (statics: the chance of a static ability; 1 always, 0 never.)
  const types = rand() < 0.6 ? ['Creature'] : [pick(rand, TYPES)];
  if (rand() < 0.15 && !types.includes('Artifact')) types.push('Artifact');
  const card: CardDef = {
    name: `Permanent ${n}`,
    types,
    subtypes: some(rand, SUBTYPES, 0.2),
    colors: some(rand, COLORS, 0.3),
    keywords: some(rand, KEYWORDS, 0.2),
  };
  if (types.includes('Creature')) {
    card.power = int(rand, 0, 5);
    card.toughness = int(rand, 1, 5);
  }
  if (rand() < statics) card.abilities = [randomStatic(rand)];
  return card;
}

/** A modification of a resolved spell or ability: any layer, a copy effect (1a) or a control change (2). */
function randomModification(rand: Rand, ids: string[]): Modification {
  const r = rand();
  if (r < 0.06) return { layer: '1a', copy: pick(rand, ids) };
  if (r < 0.12) return { layer: '2', controller: pick(rand, ['A', 'B']) };
  return randomChange(rand, ['3', '4', '5', '6', '7b', '7c', '7d']);
}

export interface BoardOptions {
  permanents: number;
  /** Continuous effects of resolved spells and abilities. */
  effects: number;
  /** The share of permanents with a static ability (0–1); or, 1 and more, how many have one (spread evenly). */
  statics: number;
}

/** A game in A's precombat main phase on a random board (the engine refusing its setup is a bug: it throws). */
export function randomBoard(rand: Rand, o: BoardOptions): GameState {
  const battlefield: PermanentSetup[] = [];
  const every = o.statics >= 1 ? o.permanents / o.statics : 0;
  for (let n = 0; n < o.permanents; n++) {
    const share = every ? (Math.floor(n % every) === 0 ? 1 : 0) : o.statics;
    const card = randomCard(rand, n, share);
    const p: PermanentSetup = { id: `p${n}`, card, controller: rand() < 0.5 ? 'A' : 'B' };
    if (rand() < 0.15) p.counters = { '+1/+1': int(rand, 1, 2) };
    if (n > 0 && rand() < 0.15) p.attachedTo = `p${int(rand, 0, n - 1)}`;
    if (rand() < 0.05) p.faceDown = true;
    battlefield.push(p);
  }
  const graveyard = Array.from({ length: int(rand, 0, 3) }, (_, i) => ({ card: randomCard(rand, 100 + i, 0) }));
  const r = createGame({
    players: [
      { id: 'A', name: 'A', library: 5, hand: [{ card: randomCard(rand, 200, 0) }], graveyard },
      { id: 'B', name: 'B', library: 5 },
    ],
    activePlayer: 'A',
    turn: 2,
    phase: 'precombat main',
    step: 'main',
    priority: 'A',
    battlefield,
  });
  if (!r.ok) throw new Error(`random board refused: ${r.error.code} at ${r.error.field}`);
  const ctx: Ctx = { s: copyState(r.value), events: [] };
  const ids = battlefield.map((p) => p.id!);
  for (let k = 0; k < o.effects; k++) {
    const objects = [...new Set(Array.from({ length: int(rand, 1, 3) }, () => pick(rand, ids)))];
    const changes = Array.from({ length: rand() < 0.3 ? 2 : 1 }, () => randomModification(rand, ids));
    createEffect(ctx, null, objects, changes, 'end of turn');
  }
  return ctx.s;
}
