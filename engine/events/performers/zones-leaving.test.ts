// 400.7: an object leaving the battlefield or the stack becomes a new object — what applied to it
// stops (611.2c effects, 615 shields, 614 replacement shields, 506.4 combat), its battlefield
// status is wiped; a spell leaving the stack takes only its own stack item with it (113.7a).
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { ContinuousEffect, PreventionShield } from '../../core/continuous';
import type { ReplacementShield } from '../../core/replacements';
import type { GameState } from '../../core/state';
import { abilityOnStack, act, attackingB, combatAt, creature, mainPhase } from '../../game/test-kit';
import { copyState } from '../../game/apply';
import { happen } from '../happen';

const bear = creature('Bear', 2, 2);

/** A move event through the whole pipeline (rules 400.7), on a copy of `s`. */
function move(s: GameState, object: string, to: 'graveyard' | 'exile' | 'hand' | 'command'): Ctx {
  const ctx: Ctx = { s: copyState(s), events: [] };
  happen(ctx, { type: 'move', rules: ['400.7'], object, to });
  return ctx;
}

const effect = (id: string, affected: ContinuousEffect['affected']): ContinuousEffect => ({
  id,
  source: null,
  controller: 'A',
  timestamp: 1,
  duration: 'end of turn',
  affected,
  changes: [{ layer: '7c', power: 1, toughness: 1 }],
});

/** Effects of resolved spells: on `id` alone, on it and another, on another, and a rule's (611.3a). */
const effectsOn = (id: string): ContinuousEffect[] => [
  effect('e1', { objects: [id] }),
  effect('e2', { objects: [id, 'x'] }),
  effect('e3', { objects: ['x'] }),
  effect('e4', { rule: { objects: 'creatures' } }),
];
/** What remains of them once `id` is a new object (400.7). */
const effectsLeft = [
  effect('e2', { objects: ['x'] }),
  effect('e3', { objects: ['x'] }),
  effect('e4', { rule: { objects: 'creatures' } }),
];

const prevention = (id: string, object: string | null, from?: string): PreventionShield => ({
  id,
  object,
  remaining: 2,
  duration: 'end of turn',
  source: null,
  timestamp: 1,
  ...(from === undefined ? {} : { from }),
});

const regeneration = (id: string, object: string): ReplacementShield => ({
  id,
  kind: 'regeneration',
  object,
  source: null,
  controller: 'A',
  timestamp: 1,
  duration: 'end of turn',
});

const left = (object: string, from: string, to: string) => ({
  type: 'zone-change',
  rules: ['400.7'],
  object,
  from,
  to,
});

describe('400.7: a permanent leaving the battlefield becomes a new object', () => {
  it('611.2c: effects that applied to it alone end; those on others no longer name it; a rule’s stays', () => {
    const s = mainPhase([
      { id: 'k', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'x', card: bear, controller: 'A' },
    ]);
    s.effects = effectsOn('k');
    const ctx = move(s, 'k', 'graveyard');
    expect(ctx.events).toEqual([left('k', 'battlefield', 'graveyard')]);
    expect(ctx.s.effects).toEqual(effectsLeft);
  });

  it('615.8, 614.8: prevention shields on it or watching it as a source end, and its regeneration shields', () => {
    const s = mainPhase([
      { id: 'k', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'x', card: bear, controller: 'A' },
    ]);
    s.shields = [prevention('p1', 'k'), prevention('p2', 'B', 'k'), prevention('p3', 'x'), prevention('p4', null, 'x')];
    s.replacementShields = [regeneration('r1', 'k'), regeneration('r2', 'x')];
    const ctx = move(s, 'k', 'exile');
    expect(ctx.events).toEqual([left('k', 'battlefield', 'exile')]);
    expect(ctx.s.shields).toEqual([prevention('p3', 'x'), prevention('p4', null, 'x')]);
    expect(ctx.s.replacementShields).toEqual([regeneration('r2', 'x')]);
  });

  it('400.7: its status goes — untapped, no damage nor deathtouch damage, no counters, phased in, attached to nothing', () => {
    const s = mainPhase([
      { id: 'k', card: creature('Knight', 2, 2), controller: 'A', tapped: true, damage: 1 },
      { id: 'x', card: bear, controller: 'A' },
    ]);
    Object.assign(s.objects.k, { deathtouchDamage: true, counters: { '+1/+1': 2 }, phasedOut: true, attachedTo: 'x' });
    const ctx = move(s, 'k', 'graveyard');
    expect(ctx.s.objects.k).toEqual({
      ...s.objects.k,
      zone: 'graveyard',
      tapped: false,
      damage: 0,
      deathtouchDamage: false,
      counters: {},
      phasedOut: false,
      attachedTo: undefined,
      timestamp: ctx.s.timestamp,
    });
    expect(ctx.s.players[0].graveyard).toEqual(['k']);
    expect(ctx.s.battlefield).toEqual(['x']);
  });

  it('506.4: an attacker leaving the battlefield is removed from combat, reported first', () => {
    const s = combatAt('declare blockers', [attackingB('k', bear), attackingB('x', bear)]);
    const ctx = move(s, 'k', 'graveyard');
    expect(ctx.events).toEqual([
      { type: 'removed-from-combat', rules: ['506.4'], object: 'k' },
      left('k', 'battlefield', 'graveyard'),
    ]);
    expect(ctx.s.combat?.attackers.map((a) => a.attacker)).toEqual(['x']);
  });
});

describe('400.7: a spell leaving the stack becomes a new object', () => {
  /** Alice's Shock cast (on the stack) with a cast trigger of it above it, and a Bear `x` on the battlefield. */
  function withSpell(): GameState {
    const shock = {
      name: 'Shock',
      types: ['Instant'],
      colors: ['R' as const],
      spell: { type: 'deal damage' as const, amount: 2, target: 'any target' as const },
    };
    let s = mainPhase([{ id: 'x', card: bear, controller: 'A' }], {
      players: [
        { id: 'A', name: 'Alice', library: 5, hand: [{ id: 'sp', card: shock }] },
        { id: 'B', name: 'Bob', library: 5 },
      ],
    });
    s = act(s, { type: 'cast-spell', player: 'A', card: 'sp', targets: ['B'] }).state;
    // 113.7a: an ability of the spell (e.g. a "when you cast" trigger) exists independently of it.
    s.stack.push(
      abilityOnStack({ type: 'gain life', amount: 1 }, { id: 'trig', kind: 'triggered ability', source: 'sp' }),
    );
    return s;
  }

  it('113.7a: countered, it takes its own stack item only — the trigger of it stays', () => {
    const s = withSpell();
    const ctx = move(s, 'sp', 'graveyard');
    expect(ctx.events).toEqual([left('sp', 'stack', 'graveyard')]);
    expect(ctx.s.stack).toEqual([s.stack[1]]);
    expect(ctx.s.players[0].graveyard).toEqual(['sp']);
  });

  it('400.7: effects that changed it as a spell end; those on others no longer name it; a rule’s stays', () => {
    const s = withSpell();
    s.effects = effectsOn('sp');
    s.shields = [prevention('p1', null, 'sp'), prevention('p2', null, 'x')];
    const ctx = move(s, 'sp', 'exile');
    expect(ctx.events).toEqual([left('sp', 'stack', 'exile')]);
    expect(ctx.s.effects).toEqual(effectsLeft);
    expect(ctx.s.shields).toEqual([prevention('p2', null, 'x')]);
  });
});

describe('408: the command zone', () => {
  it('a card put into the command zone goes to its owner’s command list, made as needed', () => {
    const s = mainPhase([{ id: 'k', card: creature('Knight', 2, 2), controller: 'A' }]);
    expect(s.players[0].command).toBeUndefined();
    const ctx = move(s, 'k', 'command');
    expect(ctx.events).toEqual([left('k', 'battlefield', 'command')]);
    expect(ctx.s.players[0].command).toEqual(['k']);
    expect(ctx.s.objects.k.zone).toBe('command');
  });
});

describe('310.8: a battle leaving the battlefield', () => {
  it('has no protector any more (400.7: a new object; one is chosen again as it enters)', () => {
    const siege = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 3 };
    const s = mainPhase([{ id: 'siege', card: siege, controller: 'A', counters: { defense: 3 } }]);
    expect(s.objects.siege.protector).toBe('B');
    const ctx = move(s, 'siege', 'hand');
    expect(ctx.s.objects.siege).toMatchObject({ zone: 'hand', protector: null });
  });
});
