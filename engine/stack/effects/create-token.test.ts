// 111.1, 701.6: "create a … token" — possibly tapped, attacking (508.4) or blocking (509.7).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/cards';
import type { PermanentSetup } from '../../core/setup';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, attackingB, combatAt, creature, decision, mainPhase, runHandler } from '../../game/test-kit';
import { createToken } from './create-token';
import { destroyEffect } from './destroy';
import type { EffectOf } from './handler';

const soldier = creature('Soldier', 1, 1, { colors: ['W'] });
const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
const item = (effect: EffectOf<'create token'>, more: Partial<StackItem> = {}) =>
  abilityOnStack(effect, { id: 'ability', source: 'src', ...more });

/** The tokens that came onto the battlefield since `before`. */
const madeSince = (s: GameState, before: string[]) => s.battlefield.filter((id) => !before.includes(id));

/** Alice's Bear attacks Bob (blockers declared, none blocking); her Source is not in combat; `more`: others. */
const inCombat = (more: PermanentSetup[] = []): GameState =>
  combatAt('declare blockers', [
    attackingB('bear', creature('Bear', 2, 2)),
    { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
    ...more,
  ]);

describe('111.1, 701.6: create-token handler', () => {
  it('111.1, 701.6: "create a 1/1 Soldier token": one token, untapped, on the battlefield under its controller — in neither attack nor block', () => {
    const s = mainPhase([{ id: 'src', card: creature('Source', 1, 1), controller: 'A' }]);
    const before = [...s.battlefield];
    const e = { type: 'create token', card: soldier } as const;
    const ctx = runHandler(s, createToken, item(e), e);
    const [token] = madeSince(s, before);
    expect(madeSince(s, before)).toHaveLength(1);
    expect(ctx.events).toEqual([{ type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'src' }]);
    expect([s.objects[token].token, s.objects[token].controller, s.objects[token].tapped]).toEqual([true, 'A', false]);
  });

  it("111.1: during combat, a token the effect doesn't put onto the battlefield attacking or blocking is in no combat", () => {
    const s = inCombat();
    const before = [...s.battlefield];
    const e = { type: 'create token', card: soldier } as const;
    const ctx = runHandler(s, createToken, item(e), e);
    const [token] = madeSince(s, before);
    expect(ctx.events).toEqual([{ type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'src' }]);
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual(['bear']);
    expect(s.combat?.blockers).toEqual([]);
  });

  it('111.1: "create a tapped token": it enters tapped, and not attacking', () => {
    const s = inCombat();
    const before = [...s.battlefield];
    const e = { type: 'create token', card: soldier, tapped: true } as const;
    const ctx = runHandler(s, createToken, item(e), e);
    const [token] = madeSince(s, before);
    expect(s.objects[token].tapped).toBe(true);
    expect(ctx.events).toEqual([{ type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'src' }]);
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual(['bear']);
  });

  it('508.4: "create a token tapped and attacking" with a planeswalker to attack too: its controller chooses as it enters (entered: true)', () => {
    const s = inCombat([{ id: 'pw', card: walker, controller: 'B' }]);
    const before = [...s.battlefield];
    const e = { type: 'create token', card: soldier, attacking: true } as const;
    const ctx = runHandler(s, createToken, item(e), e);
    const [token] = madeSince(s, before);
    expect(s.objects[token].tapped).toBe(true);
    expect(ctx.events).toEqual([{ type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'src' }]);
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'choose-attacked',
      rules: ['508.4'],
      object: token,
      targets: ['B', 'pw'],
      entered: true,
    });
  });

  it('509.7a: "… blocking that creature" when that creature has left the battlefield: the token enters, never a blocking creature', () => {
    const s = inCombat([{ id: 'grove', card: creature('Grove', 0, 3), controller: 'B' }]);
    const kill = { type: 'destroy', target: 'target creature' } as const;
    runHandler(s, destroyEffect, abilityOnStack(kill, { controller: 'B', source: 'grove', targets: ['bear'] }), kill);
    expect(s.objects.bear.zone).toBe('graveyard');
    const before = [...s.battlefield];
    const e = { type: 'create token', card: soldier, blocking: 'that creature' } as const;
    const ctx = runHandler(s, createToken, item(e, { controller: 'B', source: 'grove', related: 'bear' }), e);
    const [token] = madeSince(s, before);
    expect(ctx.events).toEqual([
      { type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'grove' },
      { type: 'not-blocking', rules: ['509.7a'], object: token, reason: 'entered' },
    ]);
    expect(s.combat?.blockers).toEqual([]);
  });
});
