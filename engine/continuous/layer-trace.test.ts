// The layer system step by step (layerTrace): the steps come in the order 613 applies them —
// layer by layer, timestamps within a layer (613.7), a dependency ahead of timestamps (613.8) —
// each with the rules that placed it, and the last values are characteristics(state, object).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AbilityDef, CardDef } from '../core/cards';
import { LAYERS, type Modification } from '../core/continuous';
import type { GameState } from '../core/state';
import { creature } from '../game/test-kit';
import { characteristics } from '../objects/characteristics';
import { withCopiableValues } from './create';
import { layerTrace, type LayerEffectStep, type LayerStep } from './layer-trace';
import { effect, statics, table } from './test-boards';

const pt = (c: { power?: number; toughness?: number }) => `${c.power}/${c.toughness}`;
const effects = (t: ReturnType<typeof layerTrace>) => t!.steps.filter((x): x is LayerEffectStep => x.kind === 'effect');

function sameAsCharacteristics(s: GameState, id: string) {
  const t = layerTrace(s, id)!;
  expect(t.result).toEqual(characteristics(s, s.objects[id]));
  expect(t.steps.at(-1)?.after ?? t.printed).toEqual(t.result);
  return t;
}

describe('layerTrace (613)', () => {
  it('613.4d Example 1: +0/+1 and +5/+0 in 7c, then the switch in 7d, whatever the timestamps', () => {
    const ctx = table([{ id: 'x', card: creature('Creature', 1, 3) }]);
    const plus = effect(ctx, ['x'], { layer: '7c', power: 0, toughness: 1 });
    const sw = effect(ctx, ['x'], { layer: '7d' });
    const five = effect(ctx, ['x'], { layer: '7c', power: 5, toughness: 0 });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(pt(t.printed)).toBe('1/3');
    expect(effects(t).map((x) => [x.effect, x.layer, x.order, pt(x.after)])).toEqual([
      [plus.id, '7c', 'timestamp', '1/4'],
      [five.id, '7c', 'alone', '6/4'],
      [sw.id, '7d', 'alone', '4/6'],
    ]);
    expect(effects(t)[0].rules).toEqual(['613.4c', '613.7', '613.7b', '611.2c']);
    expect(effects(t)[2].rules).toEqual(['613.4d', '611.2c']);
  });

  it('counters apply in 7c (613.4c), as a step of their own', () => {
    const ctx = table([{ id: 'x', card: creature('Gray Ogre', 2, 2), counters: { '+1/+1': 1 } }]);
    effect(ctx, ['x'], { layer: '7b', power: 0, toughness: 1 });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(t.steps.map((x) => [x.kind, x.layer, pt(x.after)])).toEqual([
      ['effect', '7b', '0/1'],
      ['counters', '7c', '1/2'],
    ]);
  });

  it('613.8: an effect with a later timestamp goes first when an earlier one depends on it', () => {
    // Earlier: "each artifact is a 2/2 artifact creature". Later: "target land becomes an artifact".
    const forge = { name: 'Forge', types: ['Enchantment'], colors: [] } as CardDef;
    forge.abilities = statics({
      affects: { objects: 'permanents', type: 'Artifact' },
      changes: [
        { layer: '4', add: ['Creature'] },
        { layer: '7b', power: 2, toughness: 2 },
      ],
    });
    const ctx = table([
      { id: 'f', card: forge },
      { id: 'l', card: { name: 'Land', types: ['Land'], colors: [] } },
    ]);
    const artifact = effect(ctx, ['l'], { layer: '4', add: ['Artifact'] });
    const t = sameAsCharacteristics(ctx.s, 'l');
    const steps = effects(t);
    expect(steps.map((x) => [x.effect, x.layer, x.order, x.applies])).toEqual([
      [artifact.id, '4', 'dependency', true],
      ['static:f:0', '4', 'alone', true],
      ['static:f:0', '7b', 'alone', true],
    ]);
    expect(steps[0].ahead).toEqual([{ effect: 'static:f:0', waitsFor: [artifact.id] }]);
    expect(steps[0].rules).toEqual(['613.1d', '613.8a', '613.8b', '611.2c']);
    expect(steps[1]).toMatchObject({ timestamp: ctx.s.objects.f.timestamp, ability: 0, continued: false });
    expect(steps[1].rules).toContain('611.3a');
    expect(steps[2]).toMatchObject({ continued: true });
    expect(steps[2].rules).toContain('613.6');
    expect(t.result).toMatchObject({ types: ['Land', 'Artifact', 'Creature'], power: 2, toughness: 2 });
  });

  it('a dependency loop applies in timestamp order (613.8b)', () => {
    // "Artifacts are creatures" and "creatures are artifacts": each changes what the other applies to.
    const a = { name: 'A', types: ['Enchantment'], colors: [] } as CardDef;
    a.abilities = statics({
      affects: { objects: 'permanents', type: 'Artifact' },
      changes: [
        { layer: '4', add: ['Creature'] },
        { layer: '7b', power: 3, toughness: 3 }, // (a 0/0 creature would die: 704.5f)
      ],
    });
    const b = { name: 'B', types: ['Enchantment'], colors: [] } as CardDef;
    b.abilities = statics({ affects: { objects: 'creatures' }, changes: [{ layer: '4', add: ['Artifact'] }] });
    const ctx = table([
      { id: 'a', card: a },
      { id: 'b', card: b },
      { id: 'x', card: { name: 'Relic', types: ['Artifact'], colors: [] } },
      { id: 'y', card: creature('Bear', 2, 2) },
    ]);
    const t = sameAsCharacteristics(ctx.s, 'y');
    expect(effects(t).map((x) => [x.effect, x.layer, x.order])).toEqual([
      ['static:a:0', '4', 'loop'],
      ['static:b:0', '4', 'alone'],
      ['static:a:0', '7b', 'alone'],
    ]);
    expect(effects(t)[0].loop).toEqual(['static:b:0']);
    expect(effects(t)[0].rules).toEqual(['613.1d', '613.8b', '611.3a']);
    expect(effects(t)[0].applies).toBe(false); // the bear was not an artifact yet
  });

  it('an effect whose ability is gone does not exist (613.8a); one that does not describe this object does not apply', () => {
    const lord = creature('Lord', 1, 1, {
      abilities: statics({
        affects: { objects: 'other creatures' },
        changes: [{ layer: '7c', power: 1, toughness: 1 }],
      }),
    });
    const ctx = table([
      { id: 'lord', card: lord },
      { id: 'x', card: creature('Bear', 2, 2) },
    ]);
    effect(ctx, ['lord'], { layer: '6', loseAll: true });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(effects(t).find((x) => x.layer === '7c')).toMatchObject({ gone: true, applies: false });
    expect(effects(t).find((x) => x.layer === '7c')!.rules).toContain('613.8a');
    expect(pt(t.result)).toBe('2/2');
    // Without that: it applies to the bear, not to the lord itself.
    const fresh = table([
      { id: 'lord', card: lord },
      { id: 'x', card: creature('Bear', 2, 2) },
    ]);
    expect(effects(sameAsCharacteristics(fresh.s, 'x'))[0]).toMatchObject({ applies: true, gone: false });
    expect(effects(sameAsCharacteristics(fresh.s, 'lord'))[0]).toMatchObject({ applies: false, gone: false });
  });

  it('copy (1a) and control (2) steps; no such object gives null', () => {
    const ctx = table([
      { id: 'x', card: creature('Bear', 2, 2) },
      { id: 'a', card: creature('Angel', 4, 4, { colors: ['W'] }), controller: 'B' },
    ]);
    effect(ctx, ['x'], { layer: '1a', copy: 'a' });
    effect(ctx, ['x'], { layer: '2', controller: 'B' });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(t.steps.map((x) => [x.layer, x.after.name, x.after.controller])).toEqual([
      ['1a', 'Angel', 'A'],
      ['2', 'Angel', 'B'],
    ]);
    expect(layerTrace(ctx.s, 'nothing')).toBeNull();
  });

  it("613.3: a characteristic-defining ability's effect goes first in its layer, ahead of an earlier timestamp", () => {
    // "This creature is all colours" (604.3), on a creature newer than an effect making it green.
    const ctx = table([
      {
        id: 'x',
        card: creature('Courier', 1, 1, {
          abilities: statics({ changes: [{ layer: '5', colors: ['W', 'U', 'B', 'R', 'G'] }] }),
        }),
      },
    ]);
    const green = effect(ctx, ['x'], { layer: '5', colors: ['G'] });
    ctx.s.objects.x.timestamp = green.timestamp + 1;
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(effects(t).map((x) => [x.effect, x.order, x.after.colors])).toEqual([
      ['static:x:0', 'characteristic-defining', ['W', 'U', 'B', 'R', 'G']],
      [green.id, 'alone', ['G']],
    ]);
    expect(effects(t)[0].rules).toContain('613.3');
    expect(effects(t)[0].rules).not.toContain('613.8a');
  });

  it('613.2b: a face-down permanent gets its layer 1b step', () => {
    const ctx = table([{ id: 'x', card: creature('Bear', 3, 3, { colors: ['G'] }) }]);
    ctx.s.objects.x.faceDown = true;
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(t.steps.map((x) => [x.kind, x.layer, x.after.name, pt(x.after), x.after.colors])).toEqual([
      ['face-down', '1b', '', '2/2', []],
    ]);
    expect(t.steps[0].rules).toEqual(['613.2b', '708.2']);
  });
});

describe('layerTrace: each step whole (613)', () => {
  /** A step with its values after it cut down to what these tests change. */
  const brief = (x: LayerStep) => ({
    ...x,
    after: { subtypes: x.after.subtypes, keywords: x.after.keywords, colors: x.after.colors, pt: pt(x.after) },
  });

  it('613.4c: counters, a static ability in timestamp order (613.7a) and an effect across layers (613.6), with subtypes and keywords after each step', () => {
    const lord = creature('Lord', 1, 1, {
      abilities: statics({
        affects: { objects: 'other creatures you control' },
        changes: [{ layer: '7c', power: 1, toughness: 1 }],
      }),
    });
    const archer = creature('Elf Archer', 2, 2, { subtypes: ['Elf', 'Archer'], keywords: ['reach'] });
    const ctx = table([
      { id: 'lord', card: lord },
      { id: 'x', card: archer, counters: { '-1/-1': 1 } },
    ]);
    const e = effect(ctx, ['x'], { layer: '4', addSubtypes: ['Warrior'] }, { layer: '7c', power: 2, toughness: 0 });
    const t = sameAsCharacteristics(ctx.s, 'x');
    const after = (subtypes: string[], p: string) => ({ subtypes, keywords: ['reach'], colors: [], pt: p });
    const warrior = ['Elf', 'Archer', 'Warrior'];
    expect(t.steps.map(brief)).toEqual([
      {
        kind: 'effect',
        layer: '4',
        effect: e.id,
        source: null,
        timestamp: e.timestamp,
        changes: [{ layer: '4', addSubtypes: ['Warrior'] }],
        gone: false,
        applies: true,
        continued: false,
        order: 'alone',
        after: after(warrior, '2/2'),
        rules: ['613.1d', '611.2c'],
      },
      // −1/−1 counters count as minus (613.4c).
      { kind: 'counters', layer: '7c', net: -1, after: after(warrior, '1/1'), rules: ['613.4c'] },
      {
        kind: 'effect',
        layer: '7c',
        effect: 'static:lord:0',
        source: 'lord',
        ability: 0,
        timestamp: ctx.s.objects.lord.timestamp,
        changes: [{ layer: '7c', power: 1, toughness: 1 }],
        gone: false,
        applies: true,
        continued: false,
        order: 'timestamp',
        after: after(warrior, '2/2'),
        rules: ['613.4c', '613.7', '613.7a', '611.3a'],
      },
      {
        kind: 'effect',
        layer: '7c',
        effect: e.id,
        source: null,
        timestamp: e.timestamp,
        changes: [{ layer: '7c', power: 2, toughness: 0 }],
        gone: false,
        applies: true,
        continued: true,
        order: 'alone',
        after: after(warrior, '4/2'),
        rules: ['613.4c', '613.6'],
      },
    ]);
    expect(t.printed).toMatchObject({ subtypes: ['Elf', 'Archer'], keywords: ['reach'], power: 2, toughness: 2 });
  });

  it('613.8a: an effect gone in one layer is gone in the next too, not continued (613.6 speaks of effects that applied)', () => {
    // "Other creatures have flying and get +1/+1"; a later effect: the lord loses all abilities.
    const lord = creature('Lord', 1, 1, {
      abilities: statics({
        affects: { objects: 'other creatures' },
        changes: [
          { layer: '6', gain: ['flying'] },
          { layer: '7c', power: 1, toughness: 1 },
        ],
      }),
    });
    const ctx = table([
      { id: 'lord', card: lord },
      { id: 'x', card: creature('Bear', 2, 2) },
    ]);
    const hush = effect(ctx, ['lord'], { layer: '6', loseAll: true });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(
      effects(t).map((x) => [x.effect, x.layer, x.order, x.gone, x.applies, x.continued, x.rules, x.ahead]),
    ).toEqual([
      [
        hush.id,
        '6',
        'dependency',
        false,
        false,
        false,
        ['613.1f', '613.8a', '613.8b', '611.2c'],
        [{ effect: 'static:lord:0', waitsFor: [hush.id] }],
      ],
      ['static:lord:0', '6', 'alone', true, false, false, ['613.1f', '613.8a'], undefined],
      ['static:lord:0', '7c', 'alone', true, false, false, ['613.4c', '613.8a'], undefined],
    ]);
    expect(pt(t.result)).toBe('2/2');
  });

  it('613.8a: an effect that changes what it applies to itself depends on no other effect: timestamp order, not a loop', () => {
    // "Creatures with flying lose all abilities" takes flying away from the creatures it applies to.
    const grounder = { name: 'Grounder', types: ['Enchantment'], colors: [] } as CardDef;
    grounder.abilities = statics({
      affects: { objects: 'creatures', keyword: 'flying' },
      changes: [{ layer: '6', loseAll: true }],
    });
    const ctx = table([
      { id: 'g', card: grounder },
      { id: 'x', card: creature('Bird', 1, 1, { keywords: ['flying'] }) },
    ]);
    const trample = effect(ctx, ['x'], { layer: '6', gain: ['trample'] });
    const t = sameAsCharacteristics(ctx.s, 'x');
    expect(effects(t).map((x) => [x.effect, x.order, x.loop, x.applies, x.after.keywords, x.rules])).toEqual([
      ['static:g:0', 'timestamp', undefined, true, [], ['613.1f', '613.7', '613.7a', '611.3a']],
      [trample.id, 'alone', undefined, true, ['trample'], ['613.1f', '611.2c']],
    ]);
  });

  it('613.3: a characteristic-defining ability with no earlier effect left to go ahead of applies in timestamp order', () => {
    const courier = (more: AbilityDef[]) =>
      creature('Courier', 1, 1, {
        abilities: [...statics({ changes: [{ layer: '5', colors: ['W', 'U', 'B', 'R', 'G'] }] }), ...more],
      });
    // A later effect makes it green: the CDA is simply the earlier.
    const ctx = table([{ id: 'x', card: courier([]) }]);
    const green = effect(ctx, ['x'], { layer: '5', colors: ['G'] });
    expect(effects(sameAsCharacteristics(ctx.s, 'x')).map((x) => [x.effect, x.order, x.rules])).toEqual([
      ['static:x:0', 'timestamp', ['613.1e', '613.7', '613.7a', '611.3a']],
      [green.id, 'alone', ['613.1e', '611.2c']],
    ]);
    // Its own other static ability ("other creatures are green") has the same timestamp (613.7a): not earlier.
    const same = table([
      {
        id: 'x',
        card: courier(statics({ affects: { objects: 'other creatures' }, changes: [{ layer: '5', colors: ['G'] }] })),
      },
    ]);
    expect(effects(sameAsCharacteristics(same.s, 'x')).map((x) => [x.effect, x.order, x.applies])).toEqual([
      ['static:x:0', 'timestamp', true],
      ['static:x:1', 'alone', false],
    ]);
  });
});

describe('layerTrace on random boards', () => {
  // A lord ("other creatures you control get +1/+1"), an artifact-maker and three creatures; random
  // effects with random timestamps. The trace ends where characteristics() does, and its steps
  // never go back to an earlier layer.
  const change = fc.oneof(
    fc.record({
      layer: fc.constant('7c' as const),
      power: fc.integer({ min: -2, max: 3 }),
      toughness: fc.integer({ min: -2, max: 3 }),
    }),
    fc.record({
      layer: fc.constant('7b' as const),
      power: fc.integer({ min: 0, max: 4 }),
      toughness: fc.integer({ min: 0, max: 4 }),
    }),
    fc.constant({ layer: '7d' as const }),
    fc.record({
      layer: fc.constant('5' as const),
      colors: fc.subarray(['W', 'U', 'B', 'R', 'G'] as const).map((c) => [...c]),
    }),
    fc.record({ layer: fc.constant('4' as const), add: fc.constantFrom(['Artifact'], ['Creature'], ['Land']) }),
    fc.constant({ layer: '6' as const, loseAll: true }),
    fc.record({ layer: fc.constant('2' as const), controller: fc.constantFrom('A', 'B') }),
    fc.record({ layer: fc.constant('1a' as const), copy: fc.constantFrom('x', 'y', 'z') }),
  );
  const board = fc.record({
    effects: fc.array(
      fc.record({
        on: fc.constantFrom('x', 'y', 'z', 'lord'),
        changes: fc.array(change, { minLength: 1, maxLength: 2 }),
      }),
      { maxLength: 6 },
    ),
    stamps: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 10, maxLength: 10 }),
  });
  it('ends at characteristics(state, object), layer by layer in order', () => {
    fc.assert(
      fc.property(board, ({ effects, stamps }) => {
        const lord = creature('Lord', 1, 1, {
          abilities: statics({
            affects: { objects: 'other creatures you control' },
            changes: [{ layer: '7c', power: 1, toughness: 1 }],
          }),
        });
        const maker = { name: 'Maker', types: ['Enchantment'], colors: [] } as CardDef;
        maker.abilities = statics({
          affects: { objects: 'permanents', type: 'Artifact' },
          changes: [
            { layer: '4', add: ['Creature'] },
            { layer: '7b', power: 3, toughness: 3 },
          ],
        });
        const ctx = table([
          { id: 'lord', card: lord },
          { id: 'maker', card: maker },
          { id: 'x', card: creature('X', 2, 2) },
          { id: 'y', card: creature('Y', 1, 3), controller: 'B' },
          { id: 'z', card: creature('Z', 4, 1, { colors: ['W'] }) },
        ]);
        ['lord', 'maker', 'x', 'y', 'z'].forEach((id, i) => (ctx.s.objects[id].timestamp = stamps[i]));
        const made = effects.map((e, i) => ({
          id: `e${i}`,
          source: null,
          controller: null,
          timestamp: stamps[5 + (i % 5)] + i / 10,
          duration: 'end of turn' as const,
          affected: { objects: [e.on] },
          changes: e.changes as Modification[],
        }));
        // Each copy effect takes its original's copiable values as it begins (707.2b), the effects
        // with earlier timestamps applying: as createEffect does in a game.
        ctx.s.effects = [];
        for (const e of made.sort((a, b) => a.timestamp - b.timestamp))
          ctx.s.effects.push({ ...e, changes: e.changes.map((m) => withCopiableValues(ctx.s, m)) });
        for (const id of ['lord', 'x', 'y', 'z']) {
          const t = layerTrace(ctx.s, id)!;
          expect(t.result).toEqual(characteristics(ctx.s, ctx.s.objects[id]));
          const order = t.steps.map((x) => LAYERS.indexOf(x.layer));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
      { numRuns: 150 },
    );
  });
});
