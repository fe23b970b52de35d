// Aura spells: the target an enchant ability defines (303.4a, 702.5a, 702.5c) as the spell is cast
// (601.2c); entering attached to it as it resolves (608.3c); not resolving once it is illegal
// (608.3b, 608.2b); the Aura's static abilities then applying (613); and 704.5m reading the
// enchant ability (303.4c).
import { describe, expect, it } from 'vitest';
import type { CardDef, EnchantWord } from '../core/cards';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { createGame } from '../play';
import { legalActions } from '../game/legal-actions';
import { act, castAndResolve, creature, mainPhase, refusal } from '../game/test-kit';
import { power, toughness } from '../objects/characteristics';

/** An Aura with "Enchant [word]" and "Enchanted creature gets +2/+2." */
const aura = (enchant: EnchantWord | null, more: Partial<CardDef> = {}): CardDef => ({
  name: 'Strength',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  colors: ['W'],
  abilities: [
    ...(enchant ? [{ kind: 'static' as const, rule: 'enchant' as const, enchant }] : []),
    {
      kind: 'static',
      rule: 'continuous',
      affects: { objects: 'enchanted creature' },
      changes: [{ layer: '7c', power: 2, toughness: 2 }],
    },
  ],
  ...more,
});
const land: CardDef = { name: 'Plains', types: ['Land'], colors: [] };
/** "{T}: deal 1 damage to target creature." */
const pinger = creature('Pinger', 1, 1, {
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'tap' }],
      effect: { type: 'deal damage', amount: 1, target: 'target creature' },
    },
  ],
});

/** Alice (A) has priority in her main phase with the Aura `aura` in hand. */
const board = (card: CardDef, battlefield: PermanentSetup[]): GameState =>
  mainPhase(battlefield, {
    players: [
      { id: 'A', name: 'Alice', library: 5, hand: [{ id: 'aura', card }] },
      { id: 'B', name: 'Bob', library: 5 },
    ],
  });
const cast = (targets?: string[]) => ({ type: 'cast-spell', player: 'A', card: 'aura', targets }) as const;
const bear = (controller = 'B', id = 'bear'): PermanentSetup => ({ id, card: creature('Bear', 2, 2), controller });
const plains: PermanentSetup = { id: 'plains', card: land, controller: 'A' };

describe('303.4a, 601.2c: an Aura spell targets what its enchant ability allows', () => {
  it('Enchant creature: a creature is its target, announced as it is cast', () => {
    const r = act(board(aura('creature'), [bear(), plains]), cast(['bear']));
    expect(r.state.stack.map((it) => [it.source, it.targets])).toEqual([['aura', ['bear']]]);
    expect(r.events).toContainEqual({
      type: 'spell-cast',
      rules: ['601.2', '601.2a', '601.2i', '303.4a'],
      player: 'A',
      object: 'aura',
      objects: ['bear'],
    });
  });

  it('Enchant creature: a land is no legal target (601.2c, 303.4a)', () => {
    expect(refusal(board(aura('creature'), [bear(), plains]), cast(['plains']))).toEqual({
      code: 'cast-spell/illegal-target',
      rules: ['601.2c', '303.4a'],
      params: { target: 'plains', spec: 'target creature', outOfRange: false },
    });
  });

  it('Enchant land: a land is, a creature is not', () => {
    expect(act(board(aura('land'), [bear(), plains]), cast(['plains'])).state.stack[0].targets).toEqual(['plains']);
    expect(refusal(board(aura('land'), [bear(), plains]), cast(['bear'])).params.spec).toBe('target land');
  });

  it("Enchant creature you control: an opponent's creature is no legal target", () => {
    expect(
      refusal(board(aura('creature you control'), [bear('B'), bear('A', 'mine')]), cast(['bear'])).params.spec,
    ).toBe('target creature you control');
    expect(refusal(board(aura('creature you control'), [bear('B')]), cast(['bear'])).code).toBe(
      'cast-spell/nothing-to-enchant',
    );
    const mine = board(aura('creature you control'), [bear('A')]);
    expect(act(mine, cast(['bear'])).state.stack[0].targets).toEqual(['bear']);
  });

  it('Enchant permanent: a land or a creature; never a player', () => {
    expect(act(board(aura('permanent'), [bear(), plains]), cast(['plains'])).state.stack[0].targets).toEqual([
      'plains',
    ]);
    expect(refusal(board(aura('permanent'), [bear(), plains]), cast(['B'])).code).toBe('cast-spell/illegal-target');
  });

  it('an Aura spell has exactly one target: none or two announced is refused (601.2c, 303.4a)', () => {
    const wrong = { code: 'cast-spell/wrong-number-of-targets', rules: ['601.2c', '303.4a'], params: { count: 1 } };
    expect(refusal(board(aura('creature'), [bear()]), cast())).toEqual(wrong);
    expect(refusal(board(aura('creature'), [bear(), bear('A', 'mine')]), cast(['bear', 'mine']))).toEqual(wrong);
  });

  it('with no legal target at all it can\u2019t be cast (303.4a, 601.2c)', () => {
    expect(refusal(board(aura('creature'), [plains]), cast(['plains']))).toEqual({
      code: 'cast-spell/nothing-to-enchant',
      rules: ['303.4a', '601.2c'],
      params: { object: 'aura', spec: 'target creature' },
    });
  });

  it('an Aura with no enchant ability has nothing to define its target: it can\u2019t be cast', () => {
    expect(refusal(board(aura(null), [bear()]), cast(['bear']))).toEqual({
      code: 'cast-spell/nothing-to-enchant',
      rules: ['303.4a', '601.2c'],
      params: { object: 'aura', spec: null },
    });
  });

  it('702.16b: a white Aura can\u2019t target a creature with protection from white', () => {
    const warded = { ...bear(), card: creature('Bear', 2, 2, { keywords: [{ protection: 'W' }] }) };
    const r = refusal(board(aura('creature'), [warded, bear('A', 'mine')]), cast(['bear']));
    expect(r.rules).toEqual(['601.2c', '702.16b', '303.4a']);
  });

  it('702.5c: with two enchant abilities, the target satisfies both', () => {
    const both = aura('creature', {
      abilities: [
        { kind: 'static', rule: 'enchant', enchant: 'creature' },
        { kind: 'static', rule: 'enchant', enchant: 'creature you control' },
      ],
    });
    const s = board(both, [bear('B'), bear('A', 'mine')]);
    expect(refusal(s, cast(['bear'])).params.spec).toBe('target creature you control');
    expect(act(s, cast(['mine'])).state.stack[0].targets).toEqual(['mine']);
  });

  it('legalActions offers it once for each legal target', () => {
    const s = board(aura('creature'), [bear(), plains, bear('A', 'mine')]);
    const casts = legalActions(s).filter((a) => a.type === 'cast-spell');
    expect(casts.map((a) => (a as { targets: string[] }).targets)).toEqual([['bear'], ['mine']]);
  });
});

describe('608.3c: the Aura spell resolves attached to its target', () => {
  it('it becomes a permanent attached to the creature it targeted; its +2/+2 applies (613)', () => {
    const r = castAndResolve(board(aura('creature'), [bear()]), 'aura', ['bear']);
    expect(r.events.slice(1)).toEqual([
      { type: 'resolved', rules: ['608.2'], object: 'aura', kind: 'spell', source: 'aura' },
      { type: 'zone-change', rules: ['608.3', '608.3c'], object: 'aura', from: 'stack', to: 'battlefield' },
      { type: 'attached', rules: ['608.3c', '303.4b'], object: 'aura', target: 'bear' },
    ]);
    const s = r.state;
    expect(s.objects.aura).toMatchObject({ zone: 'battlefield', controller: 'A', attachedTo: 'bear' });
    expect([power(s, s.objects.bear), toughness(s, s.objects.bear)]).toEqual([4, 4]);
    expect(s.objects.bear.controller).toBe('B'); // 303.4e: the Aura's controller is its caster
  });

  it('608.3b, 608.2b: its target gone, it doesn\u2019t resolve and goes to the graveyard', () => {
    const s0 = board(aura('creature'), [
      { id: 'elf', card: creature('Elf', 1, 1), controller: 'A' },
      { id: 'pinger', card: pinger, controller: 'A' },
    ]);
    let s = act(s0, cast(['elf'])).state;
    s = act(s, { type: 'activate-ability', player: 'A', source: 'pinger', ability: 0, targets: ['elf'] }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'pass-priority', player: 'B' }).state; // the ability resolves: the Elf dies
    expect(s.objects.elf.zone).toBe('graveyard');
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    const r = act(s, { type: 'pass-priority', player: 'B' });
    expect(r.events.slice(1)).toEqual([
      { type: 'did-not-resolve', rules: ['608.3b', '608.2b'], object: 'aura', kind: 'spell', source: 'aura' },
      { type: 'zone-change', rules: ['608.3b', '608.2b'], object: 'aura', from: 'stack', to: 'graveyard' },
    ]);
    expect(r.state.objects.aura.attachedTo).toBeUndefined();
  });
});

describe('an Aura spell a setup puts on the stack', () => {
  const stacked = (targets?: string[]) => {
    const s = mainPhase([bear()], { stack: [{ id: 'aura', card: aura('creature'), controller: 'A', targets }] });
    return act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' });
  };

  it('with its target: 608.3c, attached to it', () => {
    const r = stacked(['bear']);
    expect(r.state.objects.aura).toMatchObject({ zone: 'battlefield', attachedTo: 'bear' });
  });

  it('with none given: 608.3a, it enters unattached, and 704.5m puts it into the graveyard', () => {
    const r = stacked();
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'zone-change', rules: ['608.3', '608.3a'], object: 'aura', to: 'battlefield' }),
    );
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'put-into-graveyard', rules: ['704.5m', '704.3'], object: 'aura' }),
    );
  });
});

describe('303.4c, 704.5m: an Aura enchanting what its enchant ability doesn\u2019t allow goes to the graveyard', () => {
  const sba = (card: CardDef, host: PermanentSetup) => {
    const s = mainPhase([host, { id: 'aura', card, controller: 'A', attachedTo: host.id }]);
    return act(s, { type: 'pass-priority', player: 'A' }).state; // Bob receives priority: SBAs are checked
  };

  it('Enchant creature on a land: put into its owner\u2019s graveyard', () => {
    expect(sba(aura('creature'), plains).objects.aura.zone).toBe('graveyard');
  });

  it('Enchant land on a land, Enchant permanent on a land: it stays', () => {
    expect(sba(aura('land'), plains).objects.aura.zone).toBe('battlefield');
    expect(sba(aura('permanent'), plains).objects.aura.zone).toBe('battlefield');
  });

  it("Enchant creature you control on another player's creature: put into the graveyard", () => {
    expect(sba(aura('creature you control'), bear('B')).objects.aura.zone).toBe('graveyard');
    expect(sba(aura('creature you control'), bear('A')).objects.aura.zone).toBe('battlefield');
  });

  it('an Aura with no enchant ability in its card data may enchant any permanent', () => {
    expect(sba(aura(null), plains).objects.aura.zone).toBe('battlefield');
  });
});

describe('702.5a: the card vocabulary', () => {
  it('an enchant word the engine does not know is refused at setup, naming the field', () => {
    const bad = { ...aura('creature'), abilities: [{ kind: 'static', rule: 'enchant', enchant: 'player' }] };
    const r = createGame({
      players: [
        { id: 'A', name: 'Alice', library: 5, hand: [{ id: 'aura', card: bad as CardDef }] },
        { id: 'B', name: 'Bob', library: 5 },
      ],
    });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'setup/invalid-card',
      params: { problem: 'enchant', value: '"player"' },
    });
  });
});
