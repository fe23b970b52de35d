// What each layer's modification does to one object (613.1), which objects a static ability's
// rule describes (611.3a), the numbers a characteristic-defining ability counts (604.3), and
// which abilities are characteristic-defining (604.3a) — compared whole.
import { describe, expect, it } from 'vitest';
import type { AffectedRule, CardDef, LayerChange } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameState } from '../core/state';
import type { PermanentSetup, PlayerSetup } from '../core/setup';
import { creature } from '../game/test-kit';
import { createEffect } from './create';
import { permanentsDescribed } from './layers';
import { effect, of, statics, table } from './test-boards';

const bear = creature('Bear', 2, 2);
const rock: CardDef = { name: 'Rock', types: ['Artifact'], colors: [] };

const setup = (battlefield: PermanentSetup[], a: Partial<PlayerSetup> = {}, b: Partial<PlayerSetup> = {}): Ctx =>
  table(battlefield, {
    players: [
      { id: 'A', name: 'A', library: 3, ...a },
      { id: 'B', name: 'B', library: 3, ...b },
    ],
  });

const pt = (s: GameState, id: string) => {
  const c = of(s, id);
  return [c.power, c.toughness];
};

describe('layer 6: losing keywords (613.1f)', () => {
  it('losing protection from red leaves protection from green and the other keywords (702.16)', () => {
    const ctx = setup([
      {
        id: 'x',
        controller: 'A',
        card: creature('Knight', 2, 2, { keywords: ['flying', { protection: 'R' }, { protection: 'G' }] }),
      },
    ]);
    effect(ctx, ['x'], { layer: '6', lose: [{ protection: 'R' }, 'haste'] });
    expect(of(ctx.s, 'x').keywords).toEqual(['flying', { protection: 'G' }]);
  });

  it('losing flying leaves both protections (613.1f)', () => {
    const ctx = setup([
      {
        id: 'x',
        controller: 'A',
        card: creature('Knight', 2, 2, { keywords: [{ protection: 'R' }, 'flying', { protection: 'G' }] }),
      },
    ]);
    effect(ctx, ['x'], { layer: '6', lose: ['flying'] });
    expect(of(ctx.s, 'x').keywords).toEqual([{ protection: 'R' }, { protection: 'G' }]);
  });
});

describe('layer 7: numbers a characteristic-defining ability counts (604.3, 613.4a)', () => {
  const counter = (power: LayerChange & { layer: '7a' }) =>
    creature('Counter', 0, 0, { abilities: statics({ changes: [power] }) });

  it('"creatures you control": the creatures on the battlefield its controller controls, itself included', () => {
    const ctx = setup(
      [
        { id: 'x', controller: 'A', card: counter({ layer: '7a', power: 'creatures you control', toughness: 1 }) },
        { id: 'b1', controller: 'A', card: bear },
        { id: 'r', controller: 'A', card: rock },
        { id: 'b2', controller: 'B', card: bear },
      ],
      { graveyard: [{ id: 'g', card: bear }] },
    );
    expect(pt(ctx.s, 'x')).toEqual([2, 1]);
  });

  it('"cards in your hand": the hand of its controller, not of the first player', () => {
    const ctx = setup(
      [{ id: 'x', controller: 'B', card: counter({ layer: '7a', power: 'cards in your hand', toughness: 1 }) }],
      { hand: [{ card: bear }, { card: bear }] },
      { hand: [{ card: bear }] },
    );
    expect(pt(ctx.s, 'x')).toEqual([1, 1]);
  });

  it('"creature cards in your graveyard": only creature cards, only in its controller\'s graveyard', () => {
    const ctx = setup(
      [
        {
          id: 'x',
          controller: 'A',
          card: counter({ layer: '7a', power: 'creature cards in your graveyard', toughness: 1 }),
        },
        { id: 'b1', controller: 'A', card: bear },
      ],
      { graveyard: [{ card: bear }, { card: rock }, { card: bear }] },
      { graveyard: [{ card: bear }] },
    );
    expect(pt(ctx.s, 'x')).toEqual([2, 1]);
  });
});

describe('layer 7b: setting one of power and toughness (613.4b)', () => {
  it('setting power alone leaves toughness', () => {
    const ctx = setup([{ id: 'x', controller: 'A', card: bear }]);
    effect(ctx, ['x'], { layer: '7b', power: 0 });
    expect(pt(ctx.s, 'x')).toEqual([0, 2]);
  });

  it('setting toughness alone leaves power', () => {
    const ctx = setup([{ id: 'x', controller: 'A', card: bear }]);
    effect(ctx, ['x'], { layer: '7b', toughness: 5 });
    expect(pt(ctx.s, 'x')).toEqual([2, 5]);
  });
});

describe('layer 3: a text-changing effect (612.2, 613.1c)', () => {
  it('changes a colour word in its rules text, never a mana symbol nor its mana cost', () => {
    const ctx = setup([
      {
        id: 'x',
        controller: 'A',
        card: creature('Red Knight', 2, 2, {
          colors: ['R'],
          manaCost: '{1}{R}',
          keywords: [{ protection: 'R' }],
          abilities: [
            { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'R' } },
            ...statics({
              affects: { objects: 'creatures', color: 'R' },
              changes: [{ layer: '7c', power: 1, toughness: 0 }],
            }),
          ],
        }),
      },
    ]);
    effect(ctx, ['x'], { layer: '3', from: 'R', to: 'G' });
    const c = of(ctx.s, 'x');
    expect([c.manaCost, c.colors, c.keywords]).toEqual(['{1}{R}', ['R'], [{ protection: 'G' }]]);
    expect(c.abilities.map((a) => a.def)).toEqual([
      { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'R' } },
      ...statics({ affects: { objects: 'creatures', color: 'G' }, changes: [{ layer: '7c', power: 1, toughness: 0 }] }),
    ]);
    expect(pt(ctx.s, 'x')).toEqual([2, 2]); // "red creatures get +1/+0" now reads "green creatures": not a red one
  });
});

describe('layer 2: "gain control of target creature" (613.1b)', () => {
  it("the controller of the effect's source gains control, as the source's controller is now", () => {
    const ctx = setup([
      { id: 'x', controller: 'A', card: bear },
      { id: 'src', controller: 'B', card: creature('Thief', 1, 1) },
    ]);
    createEffect(ctx, { source: 'src', controller: 'B' }, ['x'], [{ layer: '2', control: 'you' }], 'end of turn');
    expect(of(ctx.s, 'x').controller).toBe('B');
  });
});

describe('characteristic-defining abilities (604.3a): which ones work outside the battlefield (604.3)', () => {
  const inHand = (...changes: LayerChange[]) =>
    setup([], {
      hand: [{ id: 'h', card: creature('Shape', 1, 1, { subtypes: ['Elf'], abilities: statics({ changes }) }) }],
    });

  it('defining its colour (layer 5) works in the hand', () => {
    expect(of(inHand({ layer: '5', colors: ['G'] }).s, 'h').colors).toEqual(['G']);
  });

  it('defining its subtypes alone (layer 4) works in the hand', () => {
    expect(of(inHand({ layer: '4', addSubtypes: ['Goblin'] }).s, 'h').subtypes).toEqual(['Elf', 'Goblin']);
  });

  it('an ability that also adds a card type is no characteristic-defining ability: nothing of it works in the hand', () => {
    const c = of(inHand({ layer: '5', colors: ['G'] }, { layer: '4', add: ['Artifact'] }).s, 'h');
    expect([c.colors, c.types]).toEqual([[], ['Creature']]);
  });

  it('nor one that removes a card type, nor one that removes subtypes', () => {
    const a = of(inHand({ layer: '4', addSubtypes: ['Goblin'], remove: ['Creature'] }).s, 'h');
    const b = of(inHand({ layer: '4', addSubtypes: ['Goblin'], removeSubtypes: ['Elf'] }).s, 'h');
    expect([a.types, a.subtypes, b.types, b.subtypes]).toEqual([['Creature'], ['Elf'], ['Creature'], ['Elf']]);
  });

  it('nor one that gives it a keyword (layer 6) or modifies its power (7c): only defining abilities are', () => {
    const a = of(inHand({ layer: '6', gain: ['flying'] }).s, 'h');
    const b = of(inHand({ layer: '7c', power: 1, toughness: 1 }).s, 'h');
    expect([a.keywords, b.power, b.toughness]).toEqual([[], 1, 1]);
  });

  it('nor one about other objects ("creatures": 604.3a is about the object itself)', () => {
    const ctx = setup([], {
      hand: [
        {
          id: 'h',
          card: creature('Shape', 1, 1, {
            abilities: statics({ affects: { objects: 'creatures' }, changes: [{ layer: '5', colors: ['G'] }] }),
          }),
        },
      ],
    });
    expect(of(ctx.s, 'h').colors).toEqual([]);
  });

  it('an ability granted by an effect is no characteristic-defining ability: it applies in timestamp order (613.3, 613.7a)', () => {
    const ctx = setup([{ id: 'x', controller: 'A', card: bear }]);
    effect(ctx, ['x'], { layer: '7a', power: 5, toughness: 5 });
    effect(ctx, ['x'], { layer: '6', grant: statics({ changes: [{ layer: '7a', power: 1, toughness: 1 }] }) });
    expect(pt(ctx.s, 'x')).toEqual([1, 1]);
  });
});

describe('which objects a static ability applies to (611.3a)', () => {
  it('"this": the object with the ability, no other', () => {
    const ctx = setup([
      {
        id: 'x',
        controller: 'A',
        card: creature('Shade', 1, 1, { abilities: statics({ changes: [{ layer: '7c', power: 1, toughness: 1 }] }) }),
      },
      { id: 'b', controller: 'A', card: bear },
    ]);
    expect([pt(ctx.s, 'x'), pt(ctx.s, 'b')]).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });

  it('"cards in graveyards": the cards in graveyards, not the permanents', () => {
    const flier = creature('Bird', 1, 1, { keywords: ['flying'] });
    const ctx = setup(
      [
        {
          id: 'z',
          controller: 'A',
          card: {
            name: 'Void',
            types: ['Enchantment'],
            colors: ['B'],
            abilities: statics({
              affects: { objects: 'cards in graveyards' },
              changes: [{ layer: '6', loseAll: true }],
            }),
          },
        },
        { id: 'b', controller: 'A', card: flier },
      ],
      { graveyard: [{ id: 'g', card: flier }] },
    );
    expect([of(ctx.s, 'g').keywords, of(ctx.s, 'b').keywords]).toEqual([[], ['flying']]);
  });

  it('"creatures" includes the creature with the ability; "creatures you control" too, and not the opponent\'s', () => {
    const lord = (objects: AffectedRule['objects']) =>
      creature('Lord', 1, 1, {
        abilities: statics({ affects: { objects }, changes: [{ layer: '7c', power: 1, toughness: 0 }] }),
      });
    const ctx = setup([
      { id: 'l1', controller: 'A', card: lord('creatures') },
      { id: 'l2', controller: 'A', card: lord('creatures you control') },
      { id: 'b', controller: 'B', card: bear },
    ]);
    expect([pt(ctx.s, 'l1'), pt(ctx.s, 'l2'), pt(ctx.s, 'b')]).toEqual([
      [3, 1],
      [3, 1],
      [3, 2],
    ]);
  });

  it('611.2c: "creatures you control" for a spell not on the battlefield: its controller\'s creatures', () => {
    const ctx = setup(
      [
        { id: 'b1', controller: 'A', card: bear },
        { id: 'b2', controller: 'B', card: bear },
      ],
      {
        hand: [{ id: 'sp', card: { name: 'Rally', types: ['Instant'], colors: ['W'] } }],
      },
    );
    expect(permanentsDescribed(ctx.s, { objects: 'creatures you control' }, 'sp')).toEqual(['b1']);
  });

  it('613.8a: an effect of a static ability ends when its source loses that ability to a copy effect', () => {
    const anthem = statics(
      { changes: [{ layer: '7c', power: 0, toughness: 0 }] },
      { affects: { objects: 'other creatures' }, changes: [{ layer: '7c', power: 1, toughness: 1 }] },
    );
    const ctx = setup([
      { id: 'x', controller: 'A', card: creature('Lord', 1, 1, { abilities: anthem }) },
      {
        id: 'a',
        controller: 'A',
        card: creature('Mimic', 3, 3, { abilities: statics({ changes: [{ layer: '7c', power: 0, toughness: 0 }] }) }),
      },
      { id: 'b', controller: 'A', card: bear },
    ]);
    effect(ctx, ['x'], { layer: '1a', copy: 'a' });
    expect([pt(ctx.s, 'x'), pt(ctx.s, 'b')]).toEqual([
      [3, 3],
      [2, 2],
    ]);
  });

  it('an effect of a static ability ends when its source loses that ability, even if it gains another (613.1f, 613.8a)', () => {
    const ctx = setup([
      {
        id: 'x',
        controller: 'A',
        card: creature('Lord', 1, 1, {
          abilities: statics({
            affects: { objects: 'other creatures' },
            changes: [{ layer: '7c', power: 1, toughness: 1 }],
          }),
        }),
      },
      { id: 'b', controller: 'A', card: bear },
    ]);
    effect(ctx, ['x'], { layer: '6', loseAll: true });
    effect(ctx, ['x'], {
      layer: '6',
      grant: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } }],
    });
    expect(pt(ctx.s, 'b')).toEqual([2, 2]);
  });
});
