// 603.3d: a triggered ability's controller chooses its targets as it goes on the stack — the
// question asked, the refusals of a wrong answer (601.2c, 801.4) and the choice made, compared whole.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import { Refusal } from '../core/results';
import type { GameSetup } from '../core/setup';
import type { PendingTrigger } from '../core/state';
import { creature, game } from '../game/test-kit';
import { chooseTargets, targetDecision } from './choose-targets';
import { putTriggersOnStack } from './put-on-stack';

const ping = { type: 'deal damage', amount: 1, target: 'any target' } as const;
const tapIt = { type: 'tap', target: 'target creature' } as const;

const waiting = (id: string, effect: PendingTrigger['effect']): PendingTrigger => ({
  id,
  controller: 'A',
  source: 'a1',
  ability: 0,
  effect,
  related: null,
  relatedPlayer: null,
  rules: ['603.6a'],
});

/**
 * A's upkeep, a bear each for A and B; the triggers put on the stack in the given order (A orders
 * them), those with targets left awaiting them. Four seats with a range of influence of 1 if `range`.
 */
function stackOf(triggers: PendingTrigger[], range = false): Ctx {
  const ids = range ? ['A', 'B', 'C', 'D'] : ['A', 'B'];
  const setup: GameSetup = {
    players: ids.map((id) => ({ id, name: id, library: 10 })),
    ...(range ? { variant: { rangeOfInfluence: 1 } } : {}),
    turn: 3,
    activePlayer: 'A',
    step: 'upkeep',
    priority: 'A',
    battlefield: [
      { id: 'a1', card: creature('Red Bear', 2, 2, { colors: ['R'] }), controller: 'A' },
      { id: 'b1', card: creature('Bear', 2, 2), controller: 'B' },
    ],
  };
  const ctx: Ctx = { s: game(setup), events: [] };
  for (const t of triggers) {
    ctx.s.pendingTriggers = [t];
    putTriggersOnStack(ctx);
  }
  ctx.events = [];
  return ctx;
}

/** The refusal chooseTargets answers with. */
function refusalOf(ctx: Ctx, targets: unknown) {
  try {
    chooseTargets(ctx, 'A', 'tA', targets);
  } catch (e) {
    if (e instanceof Refusal) return e.violation;
    throw e;
  }
  throw new Error('no refusal');
}

describe('603.3d: choosing the targets of a triggered ability', () => {
  it('603.3d: its controller is asked, with every legal choice for each target', () => {
    const ctx = stackOf([waiting('tA', [ping, tapIt])]);
    expect(targetDecision(ctx)).toEqual({
      player: 'A',
      kind: 'choose-targets',
      rules: ['603.3d'],
      object: 'tA',
      targetChoices: [
        { spec: 'any target', choices: ['A', 'B', 'a1', 'b1'] },
        { spec: 'target creature', choices: ['a1', 'b1'] },
      ],
    });
  });

  it('603.3d: the choice is made — the ability awaiting targets, not the one below it, gets them', () => {
    const ctx = stackOf([waiting('tX', { type: 'gain life', amount: 1 }), waiting('tA', [ping, tapIt])]);
    chooseTargets(ctx, 'A', 'tA', ['B', 'b1']);
    expect(ctx.events).toEqual([
      {
        type: 'targets-chosen',
        rules: ['603.3d'],
        object: 'tA',
        kind: 'triggered ability',
        source: 'a1',
        objects: ['B', 'b1'],
      },
    ]);
    expect(ctx.s.stack.map((i) => [i.id, i.targets, i.awaitingTargets])).toEqual([
      ['tX', [], undefined],
      ['tA', ['B', 'b1'], undefined],
    ]);
    expect(targetDecision(ctx)).toBeNull();
  });

  it('603.3d, 601.2c: one target per target word — too few, too many or none at all is refused', () => {
    const wrong = {
      code: 'choose-targets/wrong-number-of-targets',
      rules: ['603.3d', '601.2c'],
      params: { count: 2 },
    };
    const ctx = stackOf([waiting('tA', [ping, tapIt])]);
    expect(refusalOf(ctx, ['B'])).toEqual(wrong);
    expect(refusalOf(ctx, ['B', 'b1', 'a1'])).toEqual(wrong);
    expect(refusalOf(ctx, undefined)).toEqual(wrong);
    expect(ctx.s.stack[0].awaitingTargets).toBe(true);
  });

  it('603.3d, 601.2c: a target its word does not allow is refused', () => {
    const ctx = stackOf([waiting('tA', [ping, tapIt])]);
    expect(refusalOf(ctx, ['B', 'A'])).toEqual({
      code: 'choose-targets/illegal-target',
      rules: ['603.3d', '601.2c'],
      params: { target: 'A', spec: 'target creature', outOfRange: false },
    });
  });

  it('801.4: a player beyond the controller’s range of influence cannot be targeted', () => {
    const ctx = stackOf([waiting('tA', ping)], true);
    expect(refusalOf(ctx, ['C'])).toEqual({
      code: 'choose-targets/illegal-target',
      rules: ['603.3d', '601.2c', '801.4'],
      params: { target: 'C', spec: 'any target', outOfRange: true },
    });
    chooseTargets(ctx, 'A', 'tA', ['D']);
    expect(ctx.s.stack[0].targets).toEqual(['D']);
  });
});
