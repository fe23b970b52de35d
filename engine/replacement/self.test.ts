// 614.15: self-replacement effects — part of a resolving instruction's own effect replaced ("Destroy
// target creature. If it's green, exile it instead"; "… deals 2 damage … If [condition], it deals 4
// damage instead") — applied before any other replacement effect (616.1a).
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDef, EffectDef } from '../core/cards';
import type { SelfReplacement } from '../core/replacements';
import type { GameState, StackItem } from '../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../game/test-kit';
import { dealDamageEffect } from '../stack/effects/deal-damage';
import { destroyEffect } from '../stack/effects/destroy';

const destroy = (instead: SelfReplacement) => ({ type: 'destroy', target: 'target creature', instead }) as const;
const damage = (instead: SelfReplacement) =>
  ({ type: 'deal damage', amount: 2, target: 'any target', instead }) as const;
const item = (effect: EffectDef, targets: string[], more: Partial<StackItem> = {}): StackItem =>
  abilityOnStack(effect, { id: 'spell', source: 'sprite', sourceName: 'Sprite', targets, ...more });

const shuffler: CardDef = creature('Shuffler', 3, 3, {
  colors: ['G'],
  abilities: [
    {
      kind: 'static',
      rule: 'replacement',
      replacement: { would: 'die', instead: "shuffle it into its owner's library" },
    },
  ],
});

// "If a source would deal damage to this creature, prevent 1 of that damage."
const warded: CardDef = creature('Warded', 1, 5, {
  abilities: [
    {
      kind: 'static',
      rule: 'replacement',
      replacement: { would: 'deal damage', recipient: { objects: 'this' }, instead: { prevent: 1 } },
    },
  ],
});

describe('614.15: a resolving instruction replaces part of its own effect', () => {
  let s: GameState;
  beforeEach(() => {
    // Alice's Sprite (whose ability resolves); Bob's green Elf, red Goblin (an artifact creature), and Shuffler.
    s = mainPhase([
      { id: 'sprite', card: creature('Sprite', 1, 1), controller: 'A' },
      { id: 'elf', card: creature('Elf', 1, 1, { colors: ['G'], subtypes: ['Elf'] }), controller: 'B' },
      {
        id: 'goblin',
        card: creature('Goblin', 2, 2, { colors: ['R'], subtypes: ['Goblin'], types: ['Artifact', 'Creature'] }),
        controller: 'B',
      },
      { id: 'shuffler', card: shuffler, controller: 'B' },
      { id: 'warded', card: warded, controller: 'B' },
    ]);
  });

  const exiled = (object: string) => [
    { type: 'replaced', rules: ['614.15'], effect: 'self-replacement', source: 'sprite', object, to: 'exile' },
    { type: 'zone-change', rules: ['614.15', '614.6'], object, from: 'battlefield', to: 'exile' },
  ];
  const destroyed = (object: string) => [
    { type: 'destroyed', rules: ['701.7'], object, from: 'battlefield', to: 'graveyard' },
  ];

  it.each([
    ['no condition: "exile it instead"', {}, 'goblin', true],
    ['"if it\'s green": a green creature', { if: { color: 'G' } }, 'elf', true],
    ['"if it\'s green": a red one is destroyed', { if: { color: 'G' } }, 'goblin', false],
    ['"if it\'s an artifact": an artifact creature', { if: { type: 'Artifact' } }, 'goblin', true],
    ['"if it\'s an artifact": a creature only is destroyed', { if: { type: 'Artifact' } }, 'elf', false],
    ['"if it\'s a Goblin": a Goblin', { if: { subtype: 'Goblin' } }, 'goblin', true],
    ['"if it\'s a Goblin": an Elf is destroyed', { if: { subtype: 'Goblin' } }, 'elf', false],
    [
      '"if it\'s a green Elf creature": all three hold',
      { if: { type: 'Creature', subtype: 'Elf', color: 'G' } },
      'elf',
      true,
    ],
    [
      '"if it\'s a green Goblin creature": not green',
      { if: { type: 'Creature', subtype: 'Goblin', color: 'G' } },
      'goblin',
      false,
    ],
    ['"if it\'s a green Goblin": not a Goblin', { if: { subtype: 'Goblin', color: 'G' } }, 'elf', false],
    ['"if it\'s a green artifact": not an artifact', { if: { type: 'Artifact', color: 'G' } }, 'elf', false],
  ] as const)('614.15, 614.6: destroy — %s', (_name, cond, target, exile) => {
    const e = destroy({ ...cond, exile: true });
    const ctx = runHandler(s, destroyEffect, item(e, [target]), e);
    expect(ctx.events).toEqual(exile ? exiled(target) : destroyed(target));
    expect(s.objects[target].zone).toBe(exile ? 'exile' : 'graveyard');
  });

  it('616.1a: the self-replacement is applied first — its controller is not asked; then the creature no longer would die (616.1f)', () => {
    const e = destroy({ if: { color: 'G' }, exile: true });
    const ctx = runHandler(s, destroyEffect, item(e, ['shuffler']), e);
    expect(ctx.events).toEqual([
      {
        type: 'replacement-chosen',
        rules: ['616.1', '616.1a'],
        player: 'B',
        source: 'sprite',
        effect: 'self-replacement',
        asked: false,
      },
      ...exiled('shuffler'),
    ]);
    expect(s.players[1].library).toHaveLength(20);
  });

  const dealt = (target: string, amount: number, rule = '120.3e') => ({
    type: 'damage-dealt',
    rules: ['120.3', rule],
    source: 'sprite',
    target,
    amount,
    combat: false,
  });

  it('614.15, 614.6: "… deals 4 damage instead" to a creature it holds for', () => {
    const e = damage({ if: { type: 'Creature' }, amount: 4 });
    const ctx = runHandler(s, dealDamageEffect, item(e, ['goblin']), e);
    expect(ctx.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.15'],
        effect: 'self-replacement',
        source: 'sprite',
        target: 'goblin',
        amount: 4,
      },
      dealt('goblin', 4),
    ]);
    expect(s.objects.goblin.damage).toBe(4);
  });

  it('614.15: no condition — "deals 4 damage instead" — to a player too', () => {
    const e = damage({ amount: 4 });
    const ctx = runHandler(s, dealDamageEffect, item(e, ['B']), e);
    expect(ctx.events).toEqual([
      { type: 'replaced', rules: ['614.15'], effect: 'self-replacement', source: 'sprite', target: 'B', amount: 4 },
      dealt('B', 4, '120.3a'),
      { type: 'life-lost', rules: ['120.3a', '119.3'], player: 'B', amount: 4, life: 16, cause: 'damage' },
    ]);
  });

  it('614.15: "if it\'s a creature": a player is no creature — the damage stated is dealt', () => {
    const e = damage({ if: { type: 'Creature' }, amount: 4 });
    const ctx = runHandler(s, dealDamageEffect, item(e, ['B']), e);
    expect(ctx.events).toEqual([
      dealt('B', 2, '120.3a'),
      { type: 'life-lost', rules: ['120.3a', '119.3'], player: 'B', amount: 2, life: 18, cause: 'damage' },
    ]);
  });

  it('614.15: "if it\'s green": a red creature is dealt the damage stated', () => {
    const e = damage({ if: { color: 'G' }, amount: 4 });
    const ctx = runHandler(s, dealDamageEffect, item(e, ['goblin']), e);
    expect(ctx.events).toEqual([dealt('goblin', 2)]);
  });
  it('616.1a: on damage too the self-replacement comes first, unasked; the prevention then applies to the 4 damage (616.1f)', () => {
    const e = damage({ amount: 4 });
    const ctx = runHandler(s, dealDamageEffect, item(e, ['warded']), e);
    expect(ctx.events).toEqual([
      {
        type: 'replacement-chosen',
        rules: ['616.1', '616.1a'],
        player: 'B',
        source: 'sprite',
        effect: 'self-replacement',
        asked: false,
      },
      {
        type: 'replaced',
        rules: ['614.15'],
        effect: 'self-replacement',
        source: 'sprite',
        target: 'warded',
        amount: 4,
      },
      {
        type: 'damage-prevented',
        rules: ['615.1a', '615.10', '616.1f'],
        source: 'sprite',
        target: 'warded',
        amount: 1,
        combat: false,
        by: 'effect',
      },
      dealt('warded', 3),
    ]);
    expect(s.objects.warded.damage).toBe(3);
  });
  it('614.15: "deals 2 damage to each creature; if it\'s green, 4 instead" — decided for each creature it deals damage to', () => {
    const e = {
      type: 'deal damage',
      amount: 2,
      target: 'each creature',
      instead: { if: { color: 'G' }, amount: 4 },
    } as const;
    const ctx = runHandler(s, dealDamageEffect, item(e, []), e);
    expect(ctx.events.filter((x) => x.type === 'damage-dealt').map((x) => [x.target, x.amount])).toEqual([
      ['sprite', 2],
      ['elf', 4],
      ['goblin', 2],
      ['shuffler', 4],
      ['warded', 1],
    ]);
  });
});
