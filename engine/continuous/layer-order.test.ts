// The order effects apply in within a layer (613.7 timestamps, 613.8 dependency), effects that
// bring static abilities with them (613.7a granted, 707.2 copied), and counters (613.4c).
import { describe, expect, it } from 'vitest';
import type { AbilityDef, AffectedRule, CardDef, LayerChange } from '../core/cards';
import type { GameState } from '../core/state';
import type { Characteristics } from '../objects/characteristics';
import { creature, named } from '../game/test-kit';
import { layerTrace, type LayerEffectStep } from './layer-trace';
import { effect, of, statics, table } from './test-boards';

const enchantment = (name: string, ...list: { affects?: AffectedRule; changes: LayerChange[] }[]): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities: statics(...list),
});

/** An enchantment with one static ability: `changes` to the objects `affects` describes (611.3a). */
const rite = (name: string, affects: AffectedRule, ...changes: LayerChange[]) =>
  enchantment(name, { affects, changes });

const bear = creature('Bear', 2, 2);

/**
 * A 613.8a case: an enchantment g, a later one m (timestamps in battlefield order, 613.7d) and, if
 * given, a creature x; `want` names, for each object, the characteristics it ends with.
 */
interface DependencyCase {
  name: string;
  g: CardDef;
  m: CardDef;
  x?: CardDef;
  want: Record<string, Partial<Characteristics>>;
}

/** Builds the case's board and compares the characteristics `want` names, all objects at once. */
function dependencyCase({ g, m, x, want }: DependencyCase) {
  const ctx = table([{ id: 'g', card: g }, { id: 'm', card: m }, ...(x ? [{ id: 'x', card: x }] : [])]);
  expect(ctx.s.objects.g.timestamp).toBeLessThan(ctx.s.objects.m.timestamp);
  const got = Object.fromEntries(
    Object.entries(want).map(([id, w]) => {
      const c = of(ctx.s, id);
      return [id, Object.fromEntries(Object.keys(w).map((k) => [k, c[k as keyof Characteristics]]))];
    }),
  );
  expect(got).toEqual(want);
}

const tailwind = rite('Tailwind', { objects: 'creatures', keyword: 'flying' }, { layer: '6', gain: ['haste'] });
const golemRite = rite(
  'Golem Rite',
  { objects: 'permanents', type: 'Artifact' },
  { layer: '4', addSubtypes: ['Golem'] },
);
const elfForge = rite('Elf Forge', { objects: 'creatures', subtype: 'Elf' }, { layer: '4', add: ['Artifact'] });
const nightDye = rite('Night Dye', { objects: 'creatures', color: 'W' }, { layer: '5', colors: ['B'] });
const animate = rite(
  'Animate',
  { objects: 'permanents', type: 'Enchantment' },
  { layer: '4', add: ['Creature'] },
  { layer: '7b', power: 3, toughness: 3 },
);

describe('613.8a: an effect waits for one in the same layer that changes what it applies to', () => {
  it.each(
    named<DependencyCase>([
      {
        name: 'layer 4: "artifacts are Golems" waits for a later "creatures are artifacts" (a card type the rule names)',
        g: golemRite,
        m: rite('Metal Skin', { objects: 'creatures' }, { layer: '4', add: ['Artifact'] }),
        x: bear,
        want: { x: { types: ['Creature', 'Artifact'], subtypes: ['Golem'] } },
      },
      {
        name: 'layer 4: "noncreature permanents are Walls" waits for a later "enchantments are creatures" (notType)',
        g: rite('Wall Rite', { objects: 'permanents', notType: 'Creature' }, { layer: '4', addSubtypes: ['Wall'] }),
        m: animate,
        // Both enchantments become 3/3 creatures first (704.5f: not 0/0): neither is a noncreature permanent any more.
        want: {
          g: { types: ['Enchantment', 'Creature'], subtypes: [] },
          m: { types: ['Enchantment', 'Creature'], subtypes: [] },
        },
      },
      {
        name: 'layer 4: "creatures are Golems" waits for a later "enchantments are creatures" (becoming a creature)',
        g: rite('Golem Rite', { objects: 'creatures' }, { layer: '4', addSubtypes: ['Golem'] }),
        m: animate,
        want: {
          g: { types: ['Enchantment', 'Creature'], subtypes: ['Golem'] },
          m: { types: ['Enchantment', 'Creature'], subtypes: ['Golem'] },
        },
      },
      {
        name: 'layer 4: "Elves are artifacts" waits for a later "creatures are Elves" (a subtype the rule names)',
        g: elfForge,
        m: rite('Elf Kin', { objects: 'creatures' }, { layer: '4', addSubtypes: ['Elf'] }),
        x: bear,
        want: { x: { types: ['Creature', 'Artifact'], subtypes: ['Elf'] } },
      },
      {
        name: 'layer 5: "white creatures are black" waits for a later "creatures are white" (a colour the rule names)',
        g: nightDye,
        m: rite('White Dye', { objects: 'creatures' }, { layer: '5', colors: ['W'] }),
        x: bear,
        want: { x: { colors: ['B'] } },
      },
      {
        name: 'layer 6: "creatures with flying get haste" waits for a later "creatures have flying" (a keyword the rule names)',
        g: tailwind,
        m: rite('Wings', { objects: 'creatures' }, { layer: '6', gain: ['flying'] }),
        x: bear,
        want: { x: { keywords: ['flying', 'haste'] } },
      },
      {
        // Earlier: "creatures with flying gain haste"; later: "creatures gain trample" — no dependency: timestamp order.
        name: '613.7: a later effect granting another keyword is no dependency: timestamp order',
        g: tailwind,
        m: rite('Stomp', { objects: 'creatures' }, { layer: '6', gain: ['trample'] }),
        x: creature('Bird', 1, 1, { keywords: ['flying'] }),
        want: { x: { keywords: ['flying', 'haste', 'trample'] } },
      },
    ]),
  )('%s', (_, c) => dependencyCase(c));
});

describe('613.8b: a dependency loop is ignored (timestamp order), not an effect that waits for the loop', () => {
  it('"creatures with haste gain trample" waits for the loop "flying loses haste" / "haste loses flying", which goes in timestamp order', () => {
    const ctx = table([
      {
        id: 'c',
        card: rite('Stampede', { objects: 'creatures', keyword: 'haste' }, { layer: '6', gain: ['trample'] }),
      },
      {
        id: 'a',
        card: rite('Weight', { objects: 'creatures', keyword: 'flying' }, { layer: '6', lose: ['haste'] }),
      },
      {
        id: 'b',
        card: rite('Rush', { objects: 'creatures', keyword: 'haste' }, { layer: '6', lose: ['flying'] }),
      },
      { id: 'x', card: creature('Bird', 1, 1, { keywords: ['flying', 'haste'] }) },
    ]);
    // The loop (a, b) goes first, by timestamp: a takes haste away; then c and b find no haste.
    expect(of(ctx.s, 'x').keywords).toEqual(['flying']);
  });
});

describe('613.6: an effect that began applying in an earlier layer depends on nothing later', () => {
  it('"creatures with flying are Birds and have haste" keeps its timestamp in layer 6 against a later "lose all abilities"', () => {
    const ctx = table([
      {
        id: 'a',
        card: rite(
          'Sky Rite',
          { objects: 'creatures', keyword: 'flying' },
          { layer: '4', addSubtypes: ['Bird'] },
          { layer: '6', gain: ['haste'] },
        ),
      },
      {
        id: 'b',
        card: rite('Hush', { objects: 'creatures' }, { layer: '6', loseAll: true }),
      },
      { id: 'x', card: creature('Bird', 1, 1, { keywords: ['flying'] }) },
    ]);
    // Sky Rite applies to x from layer 4 on (locked): in layer 6 it goes first by timestamp; then x loses all.
    expect(of(ctx.s, 'x')).toMatchObject({ subtypes: ['Bird'], keywords: [] });
    // The trace says so: in layer 6 Sky Rite goes first by timestamp (613.7a), continuing (613.6), waiting for nothing.
    const six = layerTrace(ctx.s, 'x')!.steps.filter(
      (x): x is LayerEffectStep => x.kind === 'effect' && x.layer === '6',
    );
    expect(six.map((x) => ({ order: x.order, rules: x.rules }))).toEqual([
      { order: 'timestamp', rules: ['613.1f', '613.7', '613.7a', '613.6'] },
      { order: 'alone', rules: ['613.1f', '611.3a'] },
    ]);
  });
});

describe("613.7a: a granted static ability has the granting effect's timestamp when that is later", () => {
  it('a base 4/4 granted after an earlier "base 1/1" applies last (layer 7b)', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: bear },
    ]);
    effect(ctx, ['y'], { layer: '7b', power: 1, toughness: 1 });
    effect(ctx, ['x'], {
      layer: '6',
      grant: statics({
        affects: { objects: 'other creatures you control' },
        changes: [{ layer: '7b', power: 4, toughness: 4 }],
      }),
    });
    expect(of(ctx.s, 'y')).toMatchObject({ power: 4, toughness: 4 });
  });
});

describe('613.8a: dependency on an effect that removes what the rule names', () => {
  it.each(
    named<DependencyCase>([
      {
        name: 'layer 4: "artifacts are Golems" waits for a later "creatures are no longer artifacts"',
        g: golemRite,
        m: rite('Rust', { objects: 'creatures' }, { layer: '4', remove: ['Artifact'] }),
        x: creature('Construct', 2, 2, { types: ['Artifact', 'Creature'] }),
        want: { x: { types: ['Creature'], subtypes: [] } },
      },
      {
        name: 'layer 4: "Elves are artifacts" waits for a later "creatures are no longer Elves"',
        g: elfForge,
        m: rite('Unkin', { objects: 'creatures' }, { layer: '4', removeSubtypes: ['Elf'] }),
        x: creature('Elf', 1, 1, { subtypes: ['Elf'] }),
        want: { x: { types: ['Creature'], subtypes: [] } },
      },
      {
        name: 'layer 6: "creatures with flying get haste" waits for a later "creatures gain trample and flying"',
        g: tailwind,
        m: rite('Wings', { objects: 'creatures' }, { layer: '6', gain: ['trample', 'flying'] }),
        x: bear,
        want: { x: { keywords: ['trample', 'flying', 'haste'] } },
      },
      {
        name: 'layer 6: "creatures with flying get haste" waits for a later "creatures lose vigilance and flying"',
        g: tailwind,
        m: rite('Clip', { objects: 'creatures' }, { layer: '6', lose: ['vigilance', 'flying'] }),
        x: creature('Bird', 1, 1, { keywords: ['flying'] }),
        want: { x: { keywords: [] } },
      },
      {
        name: 'layer 5: a dependency through the effect\'s own source too: "white creatures are black" waits for "permanents are white"',
        g: nightDye,
        m: rite('Whitewash', { objects: 'permanents' }, { layer: '5', colors: ['W'] }),
        x: bear,
        want: { x: { colors: ['B'] }, g: { colors: ['W'] } },
      },
    ]),
  )('%s', (_, c) => dependencyCase(c));
});

describe("613.7a: a static ability granted in layer 6 applies in layer 6 at the granting effect's timestamp", () => {
  it('a later "loses flying" applies after the granted "other creatures you control have flying"', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: bear },
      { id: 'z', card: bear },
    ]);
    effect(ctx, ['x'], {
      layer: '6',
      grant: [
        ...statics({
          affects: { objects: 'other creatures you control' },
          changes: [{ layer: '6', gain: ['flying'] }],
        }),
        { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } },
      ],
    });
    effect(ctx, ['y'], { layer: '6', lose: ['flying'] });
    expect(of(ctx.s, 'y').keywords).toEqual([]);
    expect(of(ctx.s, 'z').keywords).toEqual(['flying']);
    expect(of(ctx.s, 'x').keywords).toEqual([]);
  });
});

describe('613.7a, 707.2: an effect that brings static abilities brings their effects', () => {
  const anthem: AbilityDef[] = statics({
    affects: { objects: 'other creatures you control' },
    changes: [{ layer: '7c', power: 1, toughness: 1 }],
  });

  it('a creature granted "other creatures you control get +1/+1" (layer 6, with +1/+0 by the same effect) pumps the others', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: bear },
    ]);
    effect(ctx, ['x'], { layer: '7c', power: 1, toughness: 0 }, { layer: '6', grant: anthem });
    expect(of(ctx.s, 'y')).toMatchObject({ power: 3, toughness: 3 });
    expect(of(ctx.s, 'x')).toMatchObject({ power: 3, toughness: 2 });
  });

  it('a granted "other creatures you control have flying", with an activated ability and +0/+1 by the same effect, gives the others flying', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'z', card: bear },
    ]);
    effect(
      ctx,
      ['x'],
      {
        layer: '6',
        grant: [
          ...statics({
            affects: { objects: 'other creatures you control' },
            changes: [{ layer: '6', gain: ['flying'] }],
          }),
          { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } },
        ],
      },
      { layer: '7c', power: 0, toughness: 1 },
    );
    expect(of(ctx.s, 'z').keywords).toEqual(['flying']);
    expect(of(ctx.s, 'x')).toMatchObject({ keywords: [], power: 2, toughness: 3 });
  });

  it('a creature that became a copy of an anthem creature no longer on the battlefield pumps the others', () => {
    const lord = creature('Lord', 1, 1, { abilities: anthem });
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: bear },
    ]);
    effect(ctx, ['x'], { layer: '1a', copy: 'gone', values: lord });
    expect(of(ctx.s, 'y')).toMatchObject({ power: 3, toughness: 3 });
    expect(of(ctx.s, 'x')).toMatchObject({ name: 'Lord', power: 1, toughness: 1 });
  });
});

describe('604.3: only characteristic-defining abilities work outside the battlefield', () => {
  it('a card in hand with "this creature has flying" does not have flying there; on the battlefield it does', () => {
    const kite = creature('Kite', 1, 1, { abilities: statics({ changes: [{ layer: '6', gain: ['flying'] }] }) });
    const { s } = table([{ id: 'k', card: kite }], {
      players: [
        { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20, hand: [{ id: 'h', card: kite }] },
        { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20 },
      ],
    });
    expect(of(s, 'h').keywords).toEqual([]);
    expect(of(s, 'k').keywords).toEqual(['flying']);
  });
});

describe('613.4c: counters', () => {
  it('a -1/-1 counter alone shrinks a creature nothing else applies to', () => {
    const ctx = table([{ id: 'x', card: bear }]);
    ctx.s.objects.x.counters = { '-1/-1': 1 };
    expect(of(ctx.s, 'x')).toMatchObject({ power: 1, toughness: 1 });
  });
});

describe('613.8a, 613.7: an effect that leaves what a rule describes as it was is no dependency', () => {
  it('layer 5: "white creatures are black" goes before a later "x is white" on a creature already white (timestamp order)', () => {
    const ctx = table([
      {
        id: 'a',
        card: rite('Night Rite', { objects: 'creatures', color: 'W' }, { layer: '5', colors: ['B'] }),
      },
      { id: 'x', card: creature('Knight', 2, 2, { colors: ['W'] }) },
    ]);
    effect(ctx, ['x'], { layer: '5', colors: ['W'] });
    // Applying the later effect first would leave x white, described by the rule all the same: no
    // dependency (613.8a(b)), so Night Rite applies first and the later effect last.
    expect(of(ctx.s, 'x').colors).toEqual(['W']);
  });
});

describe('613.7a: the static abilities an object has keep their order', () => {
  const grants = (name: string, size: number) =>
    enchantment(name, {
      affects: { objects: 'creatures' },
      changes: [{ layer: '6', grant: statics({ changes: [{ layer: '7b', power: size, toughness: size }] }) }],
    });
  const pt = (s: GameState, id: string) => [of(s, id).power, of(s, id).toughness];

  it('when the object receives a new timestamp, the abilities granted to it keep their relative order', () => {
    const size = (n: number) => statics({ changes: [{ layer: '7b', power: n, toughness: n }] });
    const ctx = table([
      { id: 'x', card: bear },
      {
        id: 'z',
        card: rite('Small Rite', { objects: 'creatures', keyword: 'flying' }, { layer: '6', grant: size(1) }),
      },
      {
        id: 'y',
        card: rite('Big Rite', { objects: 'creatures' }, { layer: '6', gain: ['flying'], grant: size(5) }),
      },
    ]);
    // In layer 6 Small Rite waits for Big Rite, which gives x flying (613.8a); in layer 7b the
    // granted abilities go by the granting effects' timestamps, later than x's: Small Rite's
    // "this is 1/1", then Big Rite's "this is 5/5".
    expect(pt(ctx.s, 'x')).toEqual([5, 5]);
    // x receives a new timestamp (as it would entering a zone or turning face up, 613.7d, 613.7f):
    // both granted abilities take it, in the same relative order.
    ctx.s.timestamp += 1;
    ctx.s.objects.x.timestamp = ctx.s.timestamp;
    expect(pt(ctx.s, 'x')).toEqual([5, 5]);
  });

  it('a static ability granted in layer 6 joins the effects left there; one already waiting applies once', () => {
    const ctx = table([
      { id: 'g', card: grants('Gift', 3) },
      {
        id: 'h',
        card: rite('Haste Rite', { objects: 'creatures' }, { layer: '6', gain: ['haste'] }),
      },
      { id: 'x', card: bear },
    ]);
    expect(of(ctx.s, 'x')).toMatchObject({ power: 3, toughness: 3 });
    expect(of(ctx.s, 'x').keywords).toEqual(['haste']);
  });

  it('a granted static ability with no change in layer 6 applies in its own layer only (613.1f, 613.4)', () => {
    const ctx = table([{ id: 'x', card: bear }]);
    const e = effect(ctx, ['x'], {
      layer: '6',
      grant: statics({ changes: [{ layer: '7c', power: 1, toughness: 1 }] }),
    });
    const steps = layerTrace(ctx.s, 'x')!.steps.filter((x): x is LayerEffectStep => x.kind === 'effect');
    expect(steps.map((x) => [x.layer, x.effect, x.continued])).toEqual([
      ['6', e.id, false],
      ['7c', `static:x:${e.id}:0`, false],
    ]);
    expect(pt(ctx.s, 'x')).toEqual([3, 3]);
  });

  it("one object's static abilities share its timestamp and apply in the order it has them: the eleventh after the third", () => {
    const size = (n: number) => ({ changes: [{ layer: '7b' as const, power: n, toughness: n }] });
    const card = creature('Many Minds', 0, 1, {
      abilities: statics(...Array.from({ length: 11 }, (_, i) => size(i === 2 ? 1 : i === 10 ? 5 : 3))),
    });
    const ctx = table([{ id: 'x', card }]);
    expect(pt(ctx.s, 'x')).toEqual([5, 5]);
  });
});
