// Redirection effects (614.9) as replacement effects: the effect a resolved "redirect damage"
// instruction left, offered for one source's damage to the one it redirects from (616.1: its
// controller, or that player, chooses), replacing the whole event when it can take all of that
// damage, and applied: the damage (or the next N of it) dealt to the other instead, the rest to the
// first (614.6), the shield used down and then used up (614.3). Shields are set up by the real
// "redirect damage" and "regenerate" handlers; the effect is asked for directly.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../game/test-kit';
import { redirectDamage } from '../stack/effects/redirect-damage';
import { regenerate } from '../stack/effects/regenerate';
import type { EffectOf } from '../stack/effects/handler';
import { redirection } from './redirection';

const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 4 };
const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };

/** The effect of "redirect damage" from the Guardian's ability (Alice's): the shield it leaves. */
function shield(s: GameState, e: Omit<EffectOf<'redirect damage'>, 'type'>, targets: string[] = []) {
  const effect = { type: 'redirect damage', ...e } as const;
  runHandler(s, redirectDamage, abilityOnStack(effect, { id: 'i1', sourceName: 'Guardian', targets }), effect);
  return s.replacementShields!.at(-1)!;
}

/** "Regenerate this" from the Guardian's ability: another kind of shield on the same permanent. */
function regen(s: GameState) {
  const effect = { type: 'regenerate', target: 'this' } as const;
  runHandler(s, regenerate, abilityOnStack(effect, { id: 'i2', sourceName: 'Guardian' }), effect);
  return s.replacementShields!.at(-1)!;
}

const source = { id: 'bolt', controller: 'B', colors: ['R' as const], deathtouch: false, lifelink: false };
const damage = (target: string, amount: number): RulesEvent => ({
  type: 'damage',
  rules: ['120.3'],
  items: [{ source, target, amount }],
  combat: false,
});

describe('614.9: redirection effects as replacement effects', () => {
  let s: GameState;
  let ctx: Ctx;
  beforeEach(() => {
    s = mainPhase([
      { id: 'src', card: creature('Guardian', 1, 4), controller: 'A' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
      { id: 'bolt', card: creature('Bolter', 1, 1, { colors: ['R'] }), controller: 'B' },
      { id: 'pw', card: walker, controller: 'A' },
      { id: 'siege', card: siege, controller: 'B', protector: 'A' },
    ]);
    ctx = { s, events: [] };
  });

  it('616.1: offered for damage to what it redirects from alone, chosen by its controller — not the whole event when it takes only part of it', () => {
    const r = shield(s, { amount: 2, from: 'this', to: 'target creature' }, ['bear']);
    regen(s); // another kind of shield on the Guardian
    shield(s, { amount: 'all', from: 'target creature', to: 'you' }, ['bear']); // from another
    expect(redirection(s, damage('src', 3))).toEqual([
      {
        key: `redirection:${r.id}`,
        chooser: 'A',
        kind: 'other',
        whole: false,
        timestamp: r.timestamp,
        source: 'src',
        effect: 'redirect damage',
        apply: expect.any(Function),
      },
    ]);
  });

  it.each([
    ['the next 2, of 3 damage', 2, 3, false],
    ['the next 3, of 3 damage', 3, 3, true],
    ['the next 3, of 1 damage', 3, 1, true],
    ['all damage, of 3 damage', 'all', 3, true],
  ] as const)('614.9, 614.6: %s — whole: %s', (_, amount, dealt, whole) => {
    shield(s, { amount, from: 'this', to: 'target creature' }, ['bear']);
    expect(redirection(s, damage('src', dealt)).map((r) => r.whole)).toEqual([whole]);
  });

  it('616.1: it is offered one source’s damage to one recipient at a time — not simultaneous damage to several', () => {
    shield(s, { amount: 'all', from: 'this', to: 'target creature' }, ['bear']);
    const both: RulesEvent = {
      type: 'damage',
      rules: ['120.3'],
      items: [
        { source, target: 'src', amount: 2 },
        { source, target: 'A', amount: 2 },
      ],
      combat: false,
    };
    expect(redirection(s, both)).toEqual([]);
  });

  it('614.9, 614.6, 614.3: the next 2 of 3 damage to a creature go to the other — the rest to the first — and that shield alone is used up', () => {
    shield(s, { amount: 2, from: 'this', to: 'target creature' }, ['bear']);
    const guard = regen(s);
    const other = shield(s, { amount: 3, from: 'target creature', to: 'you' }, ['bear']);
    const [mine] = redirection(s, damage('src', 3));
    expect(mine.apply(ctx, damage('src', 3))).toEqual([
      { type: 'damage', rules: ['120.3', '614.9'], items: [{ source, target: 'bear', amount: 2 }], combat: false },
      { type: 'damage', rules: ['120.3', '614.9'], items: [{ source, target: 'src', amount: 1 }], combat: false },
    ]);
    expect(ctx.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.9'],
        effect: 'redirect damage',
        source: 'src',
        object: 'src',
        target: 'bear',
        amount: 2,
      },
    ]);
    expect(ctx.s.replacementShields).toEqual([guard, other]);
  });

  it('614.9: of the next 3, 1 damage is redirected and the shield keeps the other 2 — the other redirection keeps its own', () => {
    const first = shield(s, { amount: 2, from: 'target creature', to: 'you' }, ['bear']);
    const r = shield(s, { amount: 3, from: 'this', to: 'target creature' }, ['bear']);
    const [mine] = redirection(s, damage('src', 1));
    expect(mine.apply(ctx, damage('src', 1))).toEqual({
      type: 'damage',
      rules: ['120.3', '614.9'],
      items: [{ source, target: 'bear', amount: 1 }],
      combat: false,
    });
    expect(ctx.s.replacementShields).toEqual([
      { ...first, remaining: 2 },
      { ...r, remaining: 2 },
    ]);
  });

  it('614.9: all damage to a player is redirected: one event, to the other, and the effect stays', () => {
    const r = shield(s, { amount: 'all', from: 'you', to: 'target creature' }, ['bear']);
    const [mine] = redirection(s, damage('A', 4));
    expect(mine.apply(ctx, damage('A', 4))).toEqual({
      type: 'damage',
      rules: ['120.3', '614.9'],
      items: [{ source, target: 'bear', amount: 4 }],
      combat: false,
    });
    expect(ctx.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.9'],
        effect: 'redirect damage',
        source: 'src',
        player: 'A',
        target: 'bear',
        amount: 4,
      },
    ]);
    expect(ctx.s.replacementShields).toEqual([r]);
  });

  it.each([
    ['a planeswalker', 'pw'],
    ['a battle', 'siege'],
  ])('614.9: damage can be redirected to %s', (_, to) => {
    shield(s, { amount: 'all', from: 'this', to: 'any target' }, [to]);
    const [mine] = redirection(s, damage('src', 2));
    expect(mine.apply(ctx, damage('src', 2))).toEqual({
      type: 'damage',
      rules: ['120.3', '614.9'],
      items: [{ source, target: to, amount: 2 }],
      combat: false,
    });
    expect(ctx.events.map((e) => e.type)).toEqual(['replaced']);
  });
});
