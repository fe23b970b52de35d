// 510 in the flow, compared whole: what an assignment that isn't one gets, the refusal of an
// assignment banding gives to the other player (702.22j–k), the event each creature's assignment
// makes with the rules that applied to it, the second combat damage step of 510.4, and a source
// that left the game before the damage is dealt (510.2, 800.4a).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { apply } from '../game/apply';
import {
  act,
  attackingB,
  blockingWith,
  combatAt,
  creature,
  decision,
  passUntil,
  threeInCombat,
} from '../game/test-kit';

const damageStep = (battlefield: PermanentSetup[]): GameState => combatAt('combat damage', battlefield);

const assigned = (events: { type: string }[]) => events.filter((e) => e.type === 'combat-damage-assigned');

/**
 * A attacks B with three creatures. a1 (3/3) is blocked by a 1/1 with banding and a 1/1: B divides
 * its damage (702.22j). a2 (3/3) is blocked by two 1/1s, in that order: A assigns it. a3 (2/2,
 * banding) is blocked by a 1/1: A assigns that blocker's damage (702.22k).
 */
function bandingCombat(): GameState {
  return damageStep([
    attackingB('a1', creature('A1', 3, 3), { damageAssignmentOrder: ['bander', 'e1'] }),
    attackingB('a2', creature('A2', 3, 3), { damageAssignmentOrder: ['e2', 'e3'] }),
    attackingB('a3', creature('A3', 2, 2, { keywords: ['banding'] })),
    blockingWith('bander', creature('Bander', 1, 1, { keywords: ['banding'] }), ['a1']),
    blockingWith('e1', creature('E1', 1, 1), ['a1']),
    blockingWith('e2', creature('E2', 1, 1), ['a2']),
    blockingWith('e3', creature('E3', 1, 1), ['a2']),
    blockingWith('e4', creature('E4', 1, 1), ['a3']),
  ]);
}

describe('510.1: assigning combat damage', () => {
  it('an assignment that is not a list of {source, assignment: [{to, amount}]} is refused (510.1), and nothing changes', () => {
    const s = bandingCombat();
    expect(decision(s)).toMatchObject({ kind: 'assign-combat-damage', player: 'A' });
    const before = JSON.stringify(s);
    const tryAssign = (assignments: unknown) =>
      apply(s, { type: 'assign-combat-damage', player: 'A', assignments } as unknown as Action);
    for (const assignments of [
      [null],
      [{ assignment: [] }],
      [{ source: 'a2' }],
      [{ source: 'a2', assignment: [{ to: 'e2' }] }],
      [{ source: 'a2', assignment: [{ to: 1, amount: 3 }] }],
    ])
      expect(tryAssign(assignments)).toEqual({
        ok: false,
        error: { code: 'assign-combat-damage/malformed', rules: ['510.1'], params: {} },
      });
    expect(JSON.stringify(s)).toBe(before);
  });
  it('702.22j–k: a creature whose damage banding gives to the other player cannot be assigned, naming it', () => {
    let s = bandingCombat();
    const tryAssign = (player: string, assignments: unknown) =>
      apply(s, { type: 'assign-combat-damage', player, assignments } as unknown as Action);
    // 702.22j: an attacker blocked by a creature with banding is assigned by the defending player.
    expect(tryAssign('A', [{ source: 'a1', assignment: [{ to: 'bander', amount: 3 }] }])).toEqual({
      ok: false,
      error: { code: 'assign-combat-damage/banding', rules: ['510.1', '702.22j'], params: { object: 'a1' } },
    });
    s = act(s, {
      type: 'assign-combat-damage',
      player: 'A',
      assignments: [
        {
          source: 'a2',
          assignment: [
            { to: 'e2', amount: 1 },
            { to: 'e3', amount: 2 },
          ],
        },
      ],
    }).state;
    expect(decision(s)).toMatchObject({ kind: 'assign-combat-damage', player: 'B' });
    // 702.22k: a blocker blocking a creature with banding is assigned by the active player.
    expect(tryAssign('B', [{ source: 'e4', assignment: [{ to: 'a3', amount: 1 }] }])).toEqual({
      ok: false,
      error: { code: 'assign-combat-damage/banding', rules: ['510.1', '702.22k'], params: { object: 'e4' } },
    });
  });
  it('each creature’s assignment is an event naming the rules that applied (510.1a–e, 702.22j–k)', () => {
    const s = bandingCombat();
    const first = act(s, {
      type: 'assign-combat-damage',
      player: 'A',
      assignments: [
        {
          source: 'a2',
          assignment: [
            { to: 'e2', amount: 1 },
            { to: 'e3', amount: 2 },
          ],
        },
      ],
    });
    const second = act(first.state, {
      type: 'assign-combat-damage',
      player: 'B',
      assignments: [
        {
          source: 'a1',
          assignment: [
            { to: 'e1', amount: 2 },
            { to: 'bander', amount: 1 },
          ],
        },
      ],
    });
    const rules = (...more: string[]) => ['510.1', '510.1a', ...more];
    expect([...assigned(first.events), ...assigned(second.events)]).toEqual([
      // A: its attackers, then the blocker of its creature with banding (702.22k).
      {
        type: 'combat-damage-assigned',
        rules: rules('510.1c', '510.1e'),
        source: 'a2',
        amount: 3,
        assignment: [
          { to: 'e2', amount: 1 },
          { to: 'e3', amount: 2 },
        ],
      },
      {
        type: 'combat-damage-assigned',
        rules: rules('510.1c', '510.1e'),
        source: 'a3',
        amount: 2,
        assignment: [{ to: 'e4', amount: 2 }],
      },
      {
        type: 'combat-damage-assigned',
        rules: rules('510.1d', '510.1e', '702.22k'),
        source: 'e4',
        amount: 1,
        assignment: [{ to: 'a3', amount: 1 }],
      },
      // B: the attacker blocked by its creature with banding (702.22j), then its blockers.
      {
        type: 'combat-damage-assigned',
        rules: rules('510.1c', '510.1e', '702.22j'),
        source: 'a1',
        amount: 3,
        assignment: [
          { to: 'e1', amount: 2 },
          { to: 'bander', amount: 1 },
        ],
      },
      ...['bander', 'e1'].map((id) => ({
        type: 'combat-damage-assigned',
        rules: rules('510.1d', '510.1e'),
        source: id,
        amount: 1,
        assignment: [{ to: 'a1', amount: 1 }],
      })),
      ...['e2', 'e3'].map((id) => ({
        type: 'combat-damage-assigned',
        rules: rules('510.1d', '510.1e'),
        source: id,
        amount: 1,
        assignment: [{ to: 'a2', amount: 1 }],
      })),
    ]);
  });
});

describe('510.4: first strike makes two combat damage steps', () => {
  it('the second combat damage step is still in the combat phase', () => {
    const s = damageStep([
      attackingB('fs', creature('Striker', 2, 2, { keywords: ['first strike'] })),
      attackingB('bear', creature('Bear', 2, 2)),
    ]);
    expect(s.turn.step).toBe('first strike combat damage');
    const r = passUntil(s, (x) => x.turn.step === 'combat damage');
    expect(r.events.find((e) => e.type === 'step-began')).toMatchObject({ phase: 'combat', step: 'combat damage' });
    expect(r.state.turn.phase).toBe('combat');
  });
});

describe('510.2, 800.4a: a creature that left the game after its damage was assigned', () => {
  it('deals no combat damage: a defending player concedes while another is still assigning', () => {
    // A attacks B with a1 (blocked by b1) and C with a2 (blocked by a 1/1 with banding and a 1/1,
    // so C divides a2's damage, 702.22j). A's and B's assignments are made for them; C is asked.
    let s = threeInCombat('combat damage', [
      attackingB('a1', creature('A1', 2, 2)),
      {
        id: 'a2',
        card: creature('A2', 2, 2),
        controller: 'A',
        attacking: 'C',
        tapped: true,
        damageAssignmentOrder: ['bander', 'c1'],
      },
      blockingWith('b1', creature('B1', 1, 3), ['a1']),
      { id: 'bander', card: creature('Bander', 0, 3, { keywords: ['banding'] }), controller: 'C', blocking: ['a2'] },
      { id: 'c1', card: creature('C1', 0, 3), controller: 'C', blocking: ['a2'] },
    ]);
    expect(decision(s)).toMatchObject({ kind: 'assign-combat-damage', player: 'C' });
    s = act(s, { type: 'concede', player: 'B' }).state;
    const r = act(s, {
      type: 'assign-combat-damage',
      player: 'C',
      assignments: [{ source: 'a2', assignment: [{ to: 'c1', amount: 2 }] }],
    });
    expect(r.events.filter((e) => e.type === 'damage-dealt').map((e) => [e.source, e.target, e.amount])).toEqual([
      ['a2', 'c1', 2],
    ]);
    expect(r.state.objects.a1.damage).toBe(0);
  });
});
