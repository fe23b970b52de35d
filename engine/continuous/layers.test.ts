// The layer system (613), layer by layer: copy (1), control (2), types (4), colour (5),
// abilities (6), power and toughness (7a–7d); timestamps (613.7), dependency (613.8), an effect
// across layers (613.6), and which objects an effect applies to (611.2c, 611.3a).
import { describe, expect, it } from 'vitest';
import type { AbilityDef, CardDef, LayerChange } from '../core/cards';
import { createGame } from '..';
import { act, creature, game, refusal, twoPlayers } from '../game/test-kit';
import { abilitiesOf, hasKeyword, power, toughness } from '../objects/characteristics';
import { endEffects } from './durations';
import { effect, of, statics, table } from './test-boards';

const bear = creature('Bear', 2, 2);

describe('layer 1: copy effects (707.2)', () => {
  it('copies the copiable values, not the controller; later layers apply on top', () => {
    const angel = creature('Angel', 4, 4, { colors: ['W'], keywords: ['flying'], subtypes: ['Angel'] });
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'a', card: angel, controller: 'B' },
    ]);
    effect(ctx, ['x'], { layer: '1a', copy: 'a' });
    effect(ctx, ['x'], { layer: '7c', power: 1, toughness: 1 });
    const c = of(ctx.s, 'x');
    expect(c).toMatchObject({
      name: 'Angel',
      colors: ['W'],
      subtypes: ['Angel'],
      power: 5,
      toughness: 5,
      controller: 'A',
    });
    expect(c.keywords).toEqual(['flying']);
  });

  it('a copy of a copy copies what the first copy effect made: copiable values include copy effects (707.2)', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: creature('Yeti', 1, 1) },
      { id: 'a', card: creature('Angel', 4, 4) },
    ]);
    effect(ctx, ['x'], { layer: '1a', copy: 'a' }); // x becomes an Angel…
    effect(ctx, ['y'], { layer: '1a', copy: 'x' }); // …and y copies x as it is now
    expect(of(ctx.s, 'y')).toMatchObject({ name: 'Angel', power: 4 });
  });

  it('707.2b: the copy keeps the values it took, whatever happens to the original afterwards', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: creature('Yeti', 1, 1) },
      { id: 'a', card: creature('Angel', 4, 4) },
    ]);
    effect(ctx, ['y'], { layer: '1a', copy: 'x' }); // y copies the Bear…
    effect(ctx, ['x'], { layer: '1a', copy: 'a' }); // …which later becomes an Angel: y stays a Bear
    expect(of(ctx.s, 'y')).toMatchObject({ name: 'Bear', power: 2 });
    expect(of(ctx.s, 'x').name).toBe('Angel');
  });

  it('copies the copiable values only: not the original’s other effects or counters (707.2, 613.2c)', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: creature('Yeti', 1, 1) },
    ]);
    ctx.s.objects.x.counters['+1/+1'] = 2;
    effect(ctx, ['x'], { layer: '5', colors: ['R'] }, { layer: '7c', power: 3, toughness: 3 });
    effect(ctx, ['y'], { layer: '1a', copy: 'x' });
    expect(of(ctx.s, 'y')).toMatchObject({ name: 'Bear', colors: [], power: 2, toughness: 2 });
  });
});

describe('layer 1b: face-down permanents (708.2)', () => {
  it('a face-down permanent is a 2/2 creature with no name, text, subtypes or colour; effects apply on top', () => {
    const angel = creature('Angel', 4, 4, { colors: ['W'], keywords: ['flying'], subtypes: ['Angel'] });
    const ctx = table([{ id: 'x', card: angel }]);
    ctx.s.objects.x.faceDown = true;
    expect(of(ctx.s, 'x')).toMatchObject({ name: '', types: ['Creature'], subtypes: [], colors: [], power: 2 });
    effect(ctx, ['x'], { layer: '7c', power: 1, toughness: 1 });
    expect(of(ctx.s, 'x')).toMatchObject({ power: 3, toughness: 3, keywords: [] });
  });

  it('708.10: a face-down permanent that becomes a copy stays a face-down 2/2; a copy of it is a 2/2 with no name', () => {
    const ctx = table([
      { id: 'x', card: bear },
      { id: 'y', card: creature('Yeti', 1, 1) },
      { id: 'a', card: creature('Angel', 4, 4) },
    ]);
    ctx.s.objects.x.faceDown = true;
    effect(ctx, ['x'], { layer: '1a', copy: 'a' });
    expect(of(ctx.s, 'x')).toMatchObject({ name: '', power: 2 });
    effect(ctx, ['y'], { layer: '1a', copy: 'x' });
    expect(of(ctx.s, 'y')).toMatchObject({ name: '', power: 2, toughness: 2 });
  });
});

describe('layer 2: control-changing effects (613.1b)', () => {
  it('changes the controller while it lasts; the permanent is new to its controller (302.6)', () => {
    const ctx = table([{ id: 'x', card: bear, controller: 'B' }]);
    effect(ctx, ['x'], { layer: '2', controller: 'A' });
    expect(ctx.s.objects.x).toMatchObject({ controller: 'A', baseController: 'B', summoningSick: true });
    expect(ctx.events.at(-1)).toMatchObject({ type: 'control-changed', object: 'x', player: 'A' });
    endEffects(ctx, 'end of turn');
    expect(ctx.s.objects.x.controller).toBe('B');
    expect(ctx.s.objects.x.baseController).toBeUndefined();
  });
});

describe('layer 4: type-changing effects (613.1d)', () => {
  it('adds and removes card types and subtypes', () => {
    const ctx = table([{ id: 'l', card: { name: 'Field', types: ['Land'], colors: [], subtypes: ['Plains'] } }]);
    effect(ctx, ['l'], { layer: '4', add: ['Creature'], addSubtypes: ['Elemental'], removeSubtypes: ['Plains'] });
    expect(of(ctx.s, 'l')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Elemental'] });
  });
});

describe('layer 5: colour-changing effects (613.1e) and timestamps (613.7)', () => {
  it('the later effect applies last', () => {
    const ctx = table([{ id: 'x', card: bear }]);
    effect(ctx, ['x'], { layer: '5', colors: ['R'] });
    effect(ctx, ['x'], { layer: '5', colors: ['U', 'B'] });
    expect(of(ctx.s, 'x').colors).toEqual(['U', 'B']);
  });
});

describe('layer 6: ability-adding and -removing effects (613.1f)', () => {
  it('losing all abilities removes the printed ones and those gained earlier, not those gained later', () => {
    const ctx = table([{ id: 'x', card: creature('Bird', 1, 1, { keywords: ['flying'] }) }]);
    effect(ctx, ['x'], { layer: '6', gain: ['trample'] });
    effect(ctx, ['x'], { layer: '6', loseAll: true });
    effect(ctx, ['x'], { layer: '6', gain: ['haste'] });
    expect(of(ctx.s, 'x').keywords).toEqual(['haste']);
  });

  it('a granted activated ability is activated by its key; a granted triggered ability triggers', () => {
    const ctx = table([{ id: 'x', card: bear }]);
    const e = effect(ctx, ['x'], {
      layer: '6',
      grant: [
        { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 2 } },
        { kind: 'triggered', trigger: 'becomes untapped', effect: { type: 'gain life', amount: 1 } },
      ],
    });
    const keys = abilitiesOf(ctx.s, ctx.s.objects.x).map((a) => a.key);
    expect(keys).toEqual([`${e.id}:0`, `${e.id}:1`]);
    let s = act(ctx.s, { type: 'activate-ability', player: 'A', source: 'x', ability: `${e.id}:0` }).state;
    s = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    expect(s.players[0].life).toBe(22);
    expect(s.objects.x.tapped).toBe(true);
  });
});

describe('layer 7: power and toughness (613.4a–d)', () => {
  it('a characteristic-defining ability (7a) works in every zone (604.3)', () => {
    const s = game(
      twoPlayers({
        players: [
          {
            id: 'A',
            name: 'A',
            library: 3,
            hand: [
              {
                id: 'h',
                card: creature('Counter', 0, 0, {
                  abilities: statics({ changes: [{ layer: '7a', power: 'cards in your hand', toughness: 3 }] }),
                }),
              },
              { id: 'h2', card: bear },
            ],
          },
          { id: 'B', name: 'B', library: 3 },
        ],
      }),
    );
    expect(of(s, 'h')).toMatchObject({ power: 2, toughness: 3 });
  });

  it('setting (7b), then modifying and counters (7c), then switching (7d) — whatever their timestamps', () => {
    const ctx = table([{ id: 'x', card: bear }]);
    ctx.s.objects.x.counters['+1/+1'] = 1;
    effect(ctx, ['x'], { layer: '7d' });
    effect(ctx, ['x'], { layer: '7c', power: 2, toughness: 0 });
    effect(ctx, ['x'], { layer: '7b', power: 0, toughness: 5 });
    // 0/5 → +1/+1 counter and +2/+0 → 3/6 → switched: 6/3
    expect([power(ctx.s, ctx.s.objects.x), toughness(ctx.s, ctx.s.objects.x)]).toEqual([6, 3]);
  });
});

describe('which objects an effect applies to', () => {
  it('611.2c: a resolved effect changes only the objects it found; 611.3a: a static ability checks again', () => {
    const lord = creature('Lord', 1, 1, {
      abilities: statics({
        affects: { objects: 'other creatures you control' },
        changes: [{ layer: '7c', power: 1, toughness: 1 }],
      }),
    });
    const ctx = table([
      { id: 'lord', card: lord },
      { id: 'x', card: bear },
      { id: 'y', card: bear, controller: 'B' },
    ]);
    expect(power(ctx.s, ctx.s.objects.x)).toBe(3);
    expect(power(ctx.s, ctx.s.objects.y)).toBe(2);
    expect(power(ctx.s, ctx.s.objects.lord)).toBe(1);
    effect(ctx, ['y'], { layer: '2', controller: 'A' }); // y comes under A's control: now the lord's rule describes it
    expect(power(ctx.s, ctx.s.objects.y)).toBe(3);
  });

  it('613.6: once an effect applies in one layer, it applies to the same objects in later ones', () => {
    // "Creatures stop being creatures and get +1/+1": in layer 7c they are no longer creatures, yet it still applies.
    const odd = { name: 'Odd', types: ['Enchantment'], colors: [] } as CardDef;
    odd.abilities = statics({
      affects: { objects: 'creatures' },
      changes: [
        { layer: '4', remove: ['Creature'] },
        { layer: '7c', power: 1, toughness: 1 },
      ],
    });
    const ctx = table([
      { id: 'odd', card: odd },
      { id: 'x', card: bear },
    ]);
    expect(of(ctx.s, 'x')).toMatchObject({ types: [], power: 3, toughness: 3 });
  });
});

describe('613.8: dependency', () => {
  it('an effect waits for one that changes what it applies to, whatever the timestamps', () => {
    // Earlier: "creatures with flying lose all abilities". Later: "creatures have flying".
    const grounder = { name: 'Grounder', types: ['Enchantment'], colors: [] } as CardDef;
    grounder.abilities = statics({
      affects: { objects: 'creatures', keyword: 'flying' },
      changes: [{ layer: '6', loseAll: true }],
    });
    const wings = { name: 'Wings', types: ['Enchantment'], colors: [] } as CardDef;
    wings.abilities = statics({ affects: { objects: 'creatures' }, changes: [{ layer: '6', gain: ['flying'] }] });
    const ctx = table([
      { id: 'g', card: grounder },
      { id: 'w', card: wings },
      { id: 'x', card: bear },
    ]);
    expect(ctx.s.objects.g.timestamp).toBeLessThan(ctx.s.objects.w.timestamp);
    // The first depends on the second: the second applies first, then the creature loses flying too.
    expect(hasKeyword(ctx.s, ctx.s.objects.x, 'flying')).toBe(false);
  });

  it('an effect waits for one that would remove the ability it comes from (existence): then it never applies', () => {
    // Earlier: "other creatures have flying" (on a creature). Later: "other creatures lose all abilities".
    const eagle = creature('Eagle Lord', 1, 1, {
      abilities: statics({ affects: { objects: 'other creatures' }, changes: [{ layer: '6', gain: ['flying'] }] }),
    });
    const hush = creature('Hush', 1, 1, {
      abilities: statics({ affects: { objects: 'other creatures' }, changes: [{ layer: '6', loseAll: true }] }),
    });
    const ctx = table([
      { id: 'e', card: eagle },
      { id: 'h', card: hush },
      { id: 'x', card: bear },
    ]);
    expect(hasKeyword(ctx.s, ctx.s.objects.x, 'flying')).toBe(false);
    expect(of(ctx.s, 'e').abilities).toEqual([]);
    expect(of(ctx.s, 'h').keywords).toEqual([]); // the eagle's ability is gone before it could apply
  });
});

describe('302.6 reads characteristics, not the card (the activated ability with {T})', () => {
  const tapper: AbilityDef = { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } };

  it('a creature that gained haste may use it the turn it came under its controller’s control', () => {
    const ctx = table([{ id: 'x', card: creature('Runner', 1, 1, { abilities: [tapper] }), summoningSick: true }]);
    expect(refusal(ctx.s, { type: 'activate-ability', player: 'A', source: 'x', ability: 0 }).code).toBe(
      'activate-ability/summoning-sick',
    );
    effect(ctx, ['x'], { layer: '6', gain: ['haste'] });
    expect(act(ctx.s, { type: 'activate-ability', player: 'A', source: 'x', ability: 0 }).state.objects.x.tapped).toBe(
      true,
    );
  });

  it('a land that became a creature this turn can’t', () => {
    const land: CardDef = { name: 'Field', types: ['Land'], colors: [], abilities: [tapper] };
    const ctx = table([{ id: 'l', card: land, summoningSick: true }]);
    act(ctx.s, { type: 'activate-ability', player: 'A', source: 'l', ability: 0 }); // a land: no summoning sickness
    effect(ctx, ['l'], { layer: '4', add: ['Creature'] }, { layer: '7b', power: 2, toughness: 2 });
    expect(refusal(ctx.s, { type: 'activate-ability', player: 'A', source: 'l', ability: 0 }).rules).toEqual([
      '302.6',
      '602.5a',
    ]);
  });
});

describe('static continuous abilities in the card vocabulary', () => {
  it('are checked at setup: known objects and layers', () => {
    const card = creature('Odd', 1, 1, {
      abilities: [{ kind: 'static', rule: 'continuous', changes: [{ layer: '8' } as unknown as LayerChange] }],
    });
    const r = createGame(twoPlayers({ battlefield: [{ id: 'x', card, controller: 'A' }] }));
    expect(!r.ok && r.error).toMatchObject({
      code: 'setup/invalid-card',
      field: 'battlefield[0].card.abilities[0].changes[0].layer',
    });
  });
});
