// Properties of the layer system (613), on random boards (random-boards.ts): permanents with
// static abilities, Auras and Equipment, face-down permanents, counters, and effects of resolved
// spells and abilities in every layer.
//  1. Characteristics depend on effects' timestamps (613.7), never on the order the state lists
//     effects or permanents in.
//  2. An effect with a later timestamp changes nothing that an earlier layer decides (613.1: the
//     layers apply in order; dependency acts only within a layer, 613.8a).
//  3. An effect with a later timestamp in an unrelated layer — power and toughness (7b–7d), which
//     no rule of the card vocabulary reads — changes nothing else: no other object, and none of its
//     object's other characteristics.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { Modification } from '../core/continuous';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { mulberry } from '../game/random-play';
import { createEffect } from './create';
import { battlefieldCharacteristics, type Characteristics } from './layers';
import { randomBoard, randomChange } from './random-boards';

/** The characteristics of every permanent, by id, as plain data (ability keys and definitions). */
function snapshot(s: GameState): Record<string, Characteristics> {
  const all = battlefieldCharacteristics(s);
  return Object.fromEntries([...all.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Characteristics each layer decides (613.1, 613.4); layer 3 changes only the text of abilities. */
const DECIDED_BY: [string, (c: Characteristics) => unknown][] = [
  ['1', (c) => [c.name, c.manaCost]],
  ['2', (c) => c.controller],
  ['4', (c) => [[...c.types].sort(), [...c.subtypes].sort()]],
  ['5', (c) => [...c.colors].sort()],
  ['6', (c) => [JSON.stringify(c.keywords), c.abilities.map((a) => a.key)]],
  ['7', (c) => [c.power, c.toughness]],
];

function shuffle<T>(list: T[], rand: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The board with one more effect, newer than all others, on `objects`. */
function withEffect(s: GameState, objects: string[], changes: Modification[]): GameState {
  const ctx: Ctx = { s: copyState(s), events: [] };
  createEffect(ctx, null, objects, changes, 'end of turn');
  return ctx.s;
}

const boards = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  permanents: fc.integer({ min: 2, max: 9 }),
  effects: fc.integer({ min: 0, max: 10 }),
  statics: fc.double({ min: 0, max: 0.8, noNaN: true }),
});

describe('the layer system: properties', () => {
  it('characteristics do not depend on the order effects and permanents are listed in, only on timestamps (613.7)', () => {
    fc.assert(
      fc.property(boards, fc.integer(), (o, order) => {
        const s = randomBoard(mulberry(o.seed), o);
        const before = snapshot(s);
        const rand = mulberry(order);
        const t = copyState(s);
        t.effects = shuffle(t.effects, rand);
        t.battlefield = shuffle(t.battlefield, rand);
        expect(snapshot(t)).toStrictEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it('613.7m: one effect granting a static ability to two permanents: their shared timestamp is broken by object, not by listing', () => {
    // A board fast-check found: effect e18 grants "other creatures with trample gain trample and
    // lose all other abilities" to two permanents; which of the two keeps it hung on the listing.
    const s = randomBoard(mulberry(2059285452), { permanents: 4, effects: 7, statics: 0 });
    const t = copyState(s);
    t.effects = shuffle(t.effects, mulberry(0));
    t.battlefield = shuffle(t.battlefield, mulberry(0));
    expect(snapshot(t)).toStrictEqual(snapshot(s));
  });

  it('a later effect in layer L changes nothing an earlier layer decides (613.1)', () => {
    const layers = ['2', '3', '4', '5', '6', '7b', '7c', '7d'] as const;
    fc.assert(
      fc.property(boards, fc.integer(), fc.constantFrom(...layers), (o, extra, layer) => {
        const s = randomBoard(mulberry(o.seed), o);
        const rand = mulberry(extra);
        const ids = [...s.battlefield];
        const objects = [ids[Math.floor(rand() * ids.length)]];
        const m: Modification = layer === '2' ? { layer, controller: 'B' } : randomChange(rand, [layer]);
        const before = snapshot(s);
        const after = snapshot(withEffect(s, objects, [m]));
        const at = Number(layer[0]);
        for (const id of ids)
          for (const [decided, read] of DECIDED_BY)
            if (Number(decided) < at)
              expect(read(after[id]), `${id}, layer ${decided}`).toStrictEqual(read(before[id]));
      }),
      { numRuns: 150 },
    );
  });

  it('a later power and toughness effect (7b–7d) changes nothing else: no other object, none of its other characteristics', () => {
    fc.assert(
      fc.property(boards, fc.integer(), fc.constantFrom('7b', '7c', '7d'), (o, extra, layer) => {
        const s = randomBoard(mulberry(o.seed), o);
        const rand = mulberry(extra);
        const ids = [...s.battlefield];
        const target = ids[Math.floor(rand() * ids.length)];
        const m = randomChange(rand, [layer]);
        const before = snapshot(s);
        const after = snapshot(withEffect(s, [target], [m]));
        for (const id of ids) {
          const { power: _p, toughness: _t, ...rest } = after[id];
          const { power: _bp, toughness: _bt, ...was } = before[id];
          expect(rest, id).toStrictEqual(was);
          if (id !== target)
            expect([after[id].power, after[id].toughness], id).toStrictEqual([before[id].power, before[id].toughness]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
