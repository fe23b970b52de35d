// 701.21: "tap / untap (target) permanent"; 506.4b: a creature in combat that is tapped or untapped
// stays in combat.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import {
  abilityOnStack,
  attackingB,
  blockingWith,
  combatAt,
  creature,
  mainPhase,
  runHandler,
} from '../../game/test-kit';
import type { EffectOf } from './handler';
import { tapOrUntap } from './tap-untap';

const tap = { type: 'tap', target: 'target creature' } as const;
const untap = { type: 'untap', target: 'target creature' } as const;
const item = (effect: EffectOf<'tap' | 'untap'>, more: Partial<StackItem> = {}) =>
  abilityOnStack(effect, { id: 'ability', ...more });

describe('701.21: tap and untap handler, outside combat', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'B', tapped: true },
    ]);
  });

  it('701.21: "tap target creature" taps it, by an effect', () => {
    const ctx = runHandler(s, tapOrUntap, item(tap, { targets: ['ox'] }), tap);
    expect(s.objects.ox.tapped).toBe(true);
    expect(ctx.events).toEqual([{ type: 'tapped', rules: ['701.21'], object: 'ox', cause: 'effect' }]);
  });

  it('701.21: "untap target creature" untaps it', () => {
    const ctx = runHandler(s, tapOrUntap, item(untap, { targets: ['bear'] }), untap);
    expect(s.objects.bear.tapped).toBe(false);
    expect(ctx.events).toEqual([{ type: 'untapped', rules: ['701.21'], object: 'bear' }]);
  });

  it('701.21: with no target word the instruction names "this": the source taps itself', () => {
    const e = { type: 'tap' } as unknown as EffectOf<'tap'>;
    const ctx = runHandler(s, tapOrUntap, item(e, { effect: e }), e);
    expect(s.objects.src.tapped).toBe(true);
    expect(ctx.events).toEqual([{ type: 'tapped', rules: ['701.21'], object: 'src', cause: 'effect' }]);
  });

  it('701.21, 110.1: only permanents tap — "tap any target" naming a player does nothing', () => {
    const e = { type: 'tap', target: 'any target' } as const;
    const ctx = runHandler(s, tapOrUntap, item(e, { effect: e, targets: ['B'] }), e);
    expect(ctx.events).toEqual([]);
  });
});

describe('506.4b: tapping or untapping a creature in combat', () => {
  let s: GameState;
  beforeEach(() => {
    // Two attackers (untapped: vigilance-like), each blocked by one of Bob's creatures; Bob's Idler is in no combat.
    s = combatAt(
      'declare blockers',
      [
        attackingB('a1', creature('First', 2, 2), { tapped: false }),
        attackingB('a2', creature('Second', 2, 2), { tapped: false }),
        blockingWith('b1', creature('Wall', 0, 4), ['a1']),
        blockingWith('b2', creature('Fence', 0, 4), ['a2']),
        { id: 'idle', card: creature('Idler', 1, 1), controller: 'B' },
      ],
      { priority: 'A' },
    );
  });

  it('506.4b: a tapped attacker stays in combat (said so), and is tapped', () => {
    const ctx = runHandler(s, tapOrUntap, item(tap, { targets: ['a2'] }), tap);
    expect(ctx.events).toEqual([
      { type: 'still-in-combat', rules: ['506.4b'], object: 'a2', reason: 'tapped' },
      { type: 'tapped', rules: ['701.21'], object: 'a2', cause: 'effect' },
    ]);
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual(['a1', 'a2']);
  });

  it('506.4b: a tapped blocker stays in combat (said so), and is tapped', () => {
    const ctx = runHandler(s, tapOrUntap, item(tap, { targets: ['b2'] }), tap);
    expect(ctx.events).toEqual([
      { type: 'still-in-combat', rules: ['506.4b'], object: 'b2', reason: 'tapped' },
      { type: 'tapped', rules: ['701.21'], object: 'b2', cause: 'effect' },
    ]);
    expect(s.combat?.blockers.map((b) => b.blocker)).toEqual(['b1', 'b2']);
  });

  it('701.21: a creature neither attacking nor blocking is just tapped — nothing about combat', () => {
    const ctx = runHandler(s, tapOrUntap, item(tap, { targets: ['idle'] }), tap);
    expect(ctx.events).toEqual([{ type: 'tapped', rules: ['701.21'], object: 'idle', cause: 'effect' }]);
  });
});
