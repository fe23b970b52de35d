// Control-changing effects (613.1b, layer 2): the permanent the effect takes changes controller, is new
// to that controller (302.6) and leaves combat (506.4); the others are untouched; control returns
// when the effect ends.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { attackingB, combatAt, creature, game, twoPlayers } from '../game/test-kit';
import { createEffect } from './create';
import { endEffects } from './durations';

const bear = creature('Bear', 2, 2);
const draft = (s: GameState): Ctx => ({ s: copyState(s), events: [] });
const takeControl = (ctx: Ctx, id: string, player: string) =>
  createEffect(ctx, null, [id], [{ layer: '2', controller: player }], 'end of turn');

describe('settleControl (613.1b)', () => {
  it('506.4, 302.6: the attacker whose control changes leaves combat and is new to its controller; the other attacker is untouched', () => {
    const ctx = draft(combatAt('declare blockers', [attackingB('x', bear), attackingB('y', bear)]));
    takeControl(ctx, 'x', 'B');
    expect(ctx.events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4'], object: 'x' },
      { type: 'control-changed', rules: ['613.1b'], object: 'x', player: 'B' },
    ]);
    expect(ctx.s.combat!.attackers.map((a) => a.attacker)).toEqual(['y']);
    expect(ctx.s.objects.x).toMatchObject({ controller: 'B', baseController: 'A', summoningSick: true });
    expect(ctx.s.objects.y).toMatchObject({ controller: 'A', summoningSick: false });
    expect(ctx.s.objects.y.baseController).toBeUndefined();
  });

  it('611.2a, 613.1b: when the effect ends, control returns, whatever other permanents are on the battlefield', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        battlefield: [
          { id: 'x', card: bear, controller: 'B' },
          { id: 'y', card: bear, controller: 'A' },
        ],
      }),
    );
    const ctx = draft(s);
    takeControl(ctx, 'x', 'A');
    ctx.events = [];
    expect(endEffects(ctx, 'end of turn')).toBe(1);
    expect(ctx.events).toEqual([{ type: 'control-changed', rules: ['613.1b'], object: 'x', player: 'B' }]);
    expect(ctx.s.objects.x.controller).toBe('B');
    expect(ctx.s.objects.x.baseController).toBeUndefined();
    expect(ctx.s.objects.y).toMatchObject({ controller: 'A', summoningSick: false });
  });
});
