// buildState (build-state.ts), the battlefield and the stack: placePermanent's status, counters and
// attachments (loyalty 306.5b, defense 310.4b, a battle's protector 310.8, face down 708.2); pushSpell
// and pushAbility's stack items, bottom first; who has priority (117).
import { describe, expect, it } from 'vitest';
import type { GameSetup, PermanentSetup, StackSetup } from '../core/setup';
import type { GameObject, StackItem } from '../core/state';
import { named } from '../game/test-kit';
import { checkSetup } from './check-setup';
import { aura, bear, built, objectRecord, prodigy, shock, siege, three, two, walker } from './test-build-state';

/** The permanent `x` (A's Bear unless `ps` says otherwise), alone on the battlefield of `players`. */
const permanent = (ps: Partial<PermanentSetup>, players = two()) => {
  const s = built({ ...players, battlefield: [{ id: 'x', card: bear, controller: 'A', ...ps }] });
  expect(s.battlefield).toStrictEqual(['x']);
  return s.objects.x;
};

const onBattlefield = (more: Partial<GameObject>, card = bear, timestamp = 1) =>
  objectRecord('x', card, 'A', 'battlefield', timestamp, more);

describe('placePermanent: a permanent as the setup gives it', () => {
  it.each(
    named([
      { name: 'nothing more: untapped, no damage, no counters, not summoning sick', ps: {}, more: {} },
      { name: 'controlled by B, owned by A', ps: { controller: 'B', owner: 'A' }, more: { controller: 'B' } },
      { name: 'controlled by A, owned by B', ps: { owner: 'B' }, more: { owner: 'B' } },
      { name: 'a token (111.1)', ps: { token: true }, more: { token: true } },
      { name: 'tapped (110.5)', ps: { tapped: true }, more: { tapped: true } },
      { name: 'tapped: false', ps: { tapped: false }, more: {} },
      { name: 'with 1 damage marked (120.3)', ps: { damage: 1 }, more: { damage: 1 } },
      { name: 'with counters (122.1)', ps: { counters: { '+1/+1': 2 } }, more: { counters: { '+1/+1': 2 } } },
      { name: 'summoning sick (302.6)', ps: { summoningSick: true }, more: { summoningSick: true } },
      { name: 'phased out (702.26)', ps: { phasedOut: true }, more: { phasedOut: true } },
      { name: 'face down (708.2)', ps: { faceDown: true }, more: { faceDown: true } },
      { name: 'faceDown: false (no key)', ps: { faceDown: false }, more: {} },
    ] as { name: string; ps: Partial<PermanentSetup>; more: Partial<GameObject> }[]),
  )('%s', (_, { ps, more }) => {
    expect(permanent(ps)).toStrictEqual(onBattlefield({ ...more, owner: more.owner ?? 'A' }));
  });

  it('an Aura attached to an earlier permanent (701.3)', () => {
    const s = built(
      two({
        battlefield: [
          { id: 'y', card: bear, controller: 'B' },
          { id: 'x', card: aura, controller: 'A', attachedTo: 'y' },
        ],
      }),
    );
    expect(s.objects).toStrictEqual({
      y: objectRecord('y', bear, 'B', 'battlefield', 1),
      x: objectRecord('x', aura, 'A', 'battlefield', 2, { attachedTo: 'y' }),
    });
    expect(s.battlefield).toStrictEqual(['y', 'x']);
  });

  it.each(
    named([
      {
        name: 'a planeswalker: its printed loyalty, as counters (306.5b)',
        ps: { card: walker },
        counters: { loyalty: 3 },
      },
      {
        name: 'a planeswalker given 1 loyalty counter keeps 1',
        ps: { card: walker, counters: { loyalty: 1 } },
        counters: { loyalty: 1 },
      },
      {
        name: 'a planeswalker given another counter also gets its loyalty',
        ps: { card: walker, counters: { shield: 1 } },
        counters: { shield: 1, loyalty: 3 },
      },
      {
        name: 'a planeswalker with no printed loyalty: 0 counters',
        ps: { card: { name: 'Walker', types: ['Planeswalker'], colors: ['U'] } },
        counters: { loyalty: 0 },
      },
      {
        name: 'a face-down planeswalker: a 2/2 creature, no loyalty counters (708.2)',
        ps: { card: walker, faceDown: true },
        counters: {},
        more: { faceDown: true },
      },
    ] as { name: string; ps: Partial<PermanentSetup>; counters: Record<string, number>; more?: Partial<GameObject> }[]),
  )('%s', (_, { ps, counters, more }) => {
    expect(permanent(ps)).toStrictEqual(onBattlefield({ counters, ...more }, ps.card));
  });

  it.each(
    named([
      {
        name: 'a battle: its printed defense as counters (310.4b), an opponent its protector (310.8)',
        ps: {},
        more: { counters: { defense: 5 }, protector: 'B' },
      },
      {
        name: 'a battle given 2 defense counters and a protector',
        ps: { counters: { defense: 2 }, protector: 'C' },
        more: { counters: { defense: 2 }, protector: 'C' },
      },
      {
        name: 'a battle B controls: the first player other than B protects it',
        ps: { controller: 'B' },
        more: { counters: { defense: 5 }, protector: 'A', controller: 'B', owner: 'B' },
      },
      {
        name: 'a battle with no printed defense: 0 counters',
        ps: { card: { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [] } },
        more: { counters: { defense: 0 }, protector: 'B' },
      },
    ] as { name: string; ps: Partial<PermanentSetup>; more: Partial<GameObject> }[]),
  )('%s', (_, { ps, more }) => {
    const card = ps.card ?? siege;
    expect(permanent({ card, ...ps }, three())).toStrictEqual(objectRecord('x', card, 'A', 'battlefield', 1, more));
  });

  it('permanents in the order given, with generated ids and their owners', () => {
    const s = built(
      two({
        battlefield: [
          { card: bear, controller: 'B' },
          { id: 'k', card: aura, controller: 'A', owner: 'B' },
          { card: walker, controller: 'A' },
        ],
      }),
    );
    expect(s.battlefield).toStrictEqual(['c1', 'k', 'c2']);
    expect(s.objects).toStrictEqual({
      c1: objectRecord('c1', bear, 'B', 'battlefield', 1),
      k: objectRecord('k', aura, 'B', 'battlefield', 2, { controller: 'A' }),
      c2: objectRecord('c2', walker, 'A', 'battlefield', 3, { counters: { loyalty: 3 } }),
    });
    expect(s.nextId).toBe(2);
  });
});

/** A's Prodigy `p` on the battlefield, A with priority in the main phase, `stack` bottom first. */
const withStack = (stack: StackSetup[]) =>
  built(
    two({
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'p', card: prodigy, controller: 'A' }],
      stack,
    }),
  );

const item = (more: Partial<StackItem> & Pick<StackItem, 'id' | 'kind' | 'source' | 'effect'>): StackItem => ({
  controller: 'A',
  ability: null,
  targets: [],
  related: null,
  relatedPlayer: null,
  sourceColors: [],
  sourceName: 'Prodigy',
  ...more,
});

const shockItem = (id: string, more: Partial<StackItem> = {}) =>
  item({
    id,
    kind: 'spell',
    source: id,
    effect: shock.spell!,
    text: { en: 'Shock', zh: '电震' },
    sourceColors: ['R'],
    sourceName: 'Shock',
    ...more,
  });

const activated = { kind: 'activated ability', source: 'p', ability: 0, effect: { type: 'gain life', amount: 1 } };
const triggered = { kind: 'triggered ability', source: 'p', ability: 1, effect: { type: 'draw', count: 1 } };
const prodigyText = { en: 'Prodigy', zh: '神童' };

describe('pushSpell, pushAbility: the stack, bottom first (405.2), and priority (117)', () => {
  it.each(
    named([
      {
        name: "A's Shock targeting B: a spell, its card an object on the stack",
        stack: [{ id: 's', card: shock, controller: 'A', targets: ['B'] }],
        items: [shockItem('s', { targets: ['B'] })],
      },
      {
        name: "B's Shock with no targets given",
        stack: [{ id: 's', card: shock, controller: 'B' }],
        items: [shockItem('s', { controller: 'B' })],
      },
      {
        name: 'a creature spell: no instructions, named by its card (no text, no Chinese name)',
        stack: [{ id: 's', card: { ...bear, nameZh: undefined }, controller: 'A' }],
        items: [
          item({
            id: 's',
            kind: 'spell',
            source: 's',
            effect: [],
            text: { en: 'Bear', zh: 'Bear' },
            sourceColors: ['G'],
            sourceName: 'Bear',
          }),
        ],
      },
      {
        name: 'a spell whose card has rules text: that text',
        stack: [{ id: 's', card: { ...shock, text: { en: 'Deal 2.', zh: '造成2点。' } }, controller: 'A' }],
        items: [shockItem('s', { text: { en: 'Deal 2.', zh: '造成2点。' } })],
      },
      {
        name: "an activated ability of A's Prodigy, its id generated (a1), named by its source",
        stack: [{ source: 'p', ability: 0, controller: 'A' }],
        items: [item({ id: 'a1', ...activated, text: prodigyText, sourceColors: ['U', 'R'] } as StackItem)],
      },
      {
        name: "B's triggered ability of that Prodigy, with its id and target, and the ability's own text",
        stack: [{ id: 't', source: 'p', ability: 1, controller: 'B', targets: ['A'] }],
        items: [
          item({
            id: 't',
            ...triggered,
            controller: 'B',
            targets: ['A'],
            text: prodigy.abilities![1].text,
            sourceColors: ['U', 'R'],
          } as StackItem),
        ],
      },
      {
        name: 'a spell under an ability, ids generated in order (c1, then a2: one counter)',
        stack: [
          { card: shock, controller: 'B', targets: ['p'] },
          { source: 'p', ability: 0, controller: 'A' },
        ],
        items: [
          shockItem('c1', { controller: 'B', targets: ['p'] }),
          item({ id: 'a2', ...activated, text: prodigyText, sourceColors: ['U', 'R'] } as StackItem),
        ],
      },
    ] as { name: string; stack: StackSetup[]; items: StackItem[] }[]),
  )('%s', (_, { stack, items }) => {
    expect(withStack(stack).stack).toStrictEqual(items);
  });

  it('a spell is an object on the stack, controlled and owned by its controller', () => {
    const s = withStack([{ id: 's', card: shock, controller: 'B', targets: ['A'] }]);
    expect(s.objects.s).toStrictEqual(objectRecord('s', shock, 'B', 'stack', 2));
    expect(s.battlefield).toStrictEqual(['p']);
  });

  it('an ability is no object; its id counts as generated (nextId), and is taken: checkSetup refuses it given again', () => {
    const s = withStack([{ source: 'p', ability: 0, controller: 'A' }]);
    expect([Object.keys(s.objects), s.nextId, s.timestamp]).toStrictEqual([['p'], 1, 1]);
    const twice = two({
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'p', card: prodigy, controller: 'A' }],
      stack: [
        { id: 'i', source: 'p', ability: 0, controller: 'A' },
        { id: 'i', source: 'p', ability: 1, controller: 'A' },
      ],
    });
    expect(checkSetup(twice)).toStrictEqual({
      code: 'setup/duplicate-id',
      field: 'stack[1].id',
      params: { value: '"i"' },
    });
  });

  it.each(
    named([
      { name: 'no priority given: the step is to begin (500.1)', extra: {}, frames: [{ kind: 'begin-step' }] },
      {
        name: 'A has priority',
        extra: { priority: 'A' },
        frames: [{ kind: 'priority', player: 'A', passes: 0, checked: false }],
      },
      {
        name: 'B has priority',
        extra: { priority: 'B' },
        frames: [{ kind: 'priority', player: 'B', passes: 0, checked: false }],
      },
    ] as { name: string; extra: Partial<GameSetup>; frames: unknown[] }[]),
  )('%s', (_, { extra, frames }) => {
    expect(built(two({ phase: 'precombat main', step: 'main', ...extra })).frames).toStrictEqual(frames);
  });
});
