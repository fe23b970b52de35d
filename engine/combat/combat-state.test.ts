// Taking a permanent out of combat (506.4) and the bookkeeping of the damage assignment orders (509.2a, 509.3a).
import { describe, expect, it } from 'vitest';
import type { PermanentSetup } from '../core/setup';
import type { Ctx } from '../core/context';
import { attackingB, blockingWith, combatAt, creature, game, twoPlayers } from '../game/test-kit';
import { isLegalTarget } from '../casting/targets';
import { blockersOf, isBlocking, removeFromCombat } from './combat-state';

const blocking = (battlefield: PermanentSetup[]) => combatAt('declare blockers', battlefield, { priority: 'A' });
const bear = creature('Bear', 2, 2);
const guard = creature('Guard', 1, 5, { keywords: ['can block an additional creature'] });

function remove(s: ReturnType<typeof game>, id: string) {
  const ctx: Ctx = { s, events: [] };
  removeFromCombat(ctx, id, ['506.4']);
  return ctx.events;
}

describe('removeFromCombat (506.4)', () => {
  it('509.3a: a blocker whose order held only the removed attacker has no order to change; one with two does', () => {
    const s = blocking([attackingB('a1', bear), attackingB('a2', bear), blockingWith('b1', bear, ['a1'])]);
    expect(remove(s, 'a1')).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'a1' }]);
    const t = blocking([attackingB('a1', bear), attackingB('a2', bear), blockingWith('b1', guard, ['a1', 'a2'])]);
    expect(remove(t, 'a1')).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '509.3a'], object: 'a1' }]);
    expect(t.combat!.blockers).toEqual([{ blocker: 'b1', blocking: ['a2'], order: ['a2'], declared: true }]);
  });

  it('509.2a: an attacker whose order held only the removed blocker has no order to change; one with two does', () => {
    const s = blocking([attackingB('a1', bear), blockingWith('b1', bear, ['a1'])]);
    expect(remove(s, 'b1')).toEqual([{ type: 'removed-from-combat', rules: ['506.4'], object: 'b1' }]);
    const t = blocking([
      attackingB('a1', bear, { damageAssignmentOrder: ['b2', 'b1'] }),
      blockingWith('b1', bear, ['a1']),
      blockingWith('b2', bear, ['a1']),
    ]);
    expect(remove(t, 'b2')).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '509.2a'], object: 'b2' }]);
    expect(t.combat!.attackers[0].order).toEqual(['b1']);
    expect(t.combat!.attackers[0].blocked).toBe(true); // 509.1h
  });

  it('506.4c: a planeswalker leaving combat is no longer attacked; its attackers stay attacking, the rule cited once', () => {
    const s = blocking([
      { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 }, controller: 'B' },
      { id: 'a1', card: bear, controller: 'A', attacking: 'pw', tapped: true },
      { id: 'a2', card: bear, controller: 'A', attacking: 'pw', tapped: true },
    ]);
    expect(remove(s, 'pw')).toEqual([{ type: 'removed-from-combat', rules: ['506.4', '506.4c'], object: 'pw' }]);
    expect(s.combat!.attackers.map((a) => [a.attacker, a.target, a.defendingPlayer])).toEqual([
      ['a1', null, 'B'],
      ['a2', null, 'B'],
    ]);
  });

  it('a permanent that is not in combat is not removed from it: nothing happens', () => {
    const s = blocking([
      attackingB('a1', bear),
      blockingWith('b1', bear, ['a1']),
      { id: 'idle', card: bear, controller: 'B' },
    ]);
    const before = structuredClone(s.combat);
    expect(remove(s, 'idle')).toEqual([]);
    expect(s.combat).toEqual(before);
  });
});

describe('blockersOf', () => {
  it('outside combat no creature blocks (506.4)', () => {
    const s = game(twoPlayers({ battlefield: [{ id: 'a1', card: bear, controller: 'A' }] }));
    expect(blockersOf(s, 'a1')).toEqual([]);
  });
});

describe('isBlocking: "target blocking creature" (115.1, 509.1)', () => {
  it('only a creature blocking now is a legal target; an attacker or an idle creature is not', () => {
    const s = blocking([
      attackingB('a1', bear),
      blockingWith('b1', bear, ['a1']),
      { id: 'idle', card: bear, controller: 'B' },
    ]);
    const legal = (id: string) => isLegalTarget(s, 'target blocking creature', id, 'A', []);
    expect(['a1', 'b1', 'idle'].filter(legal)).toEqual(['b1']);
    expect(isBlocking(s, 'b1')).toBe(true);
    expect(isBlocking(s, 'a1')).toBe(false);
  });
});
