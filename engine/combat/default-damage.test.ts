import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkDamageAssignment } from './damage-assignment';
import { defaultDamageAssignment } from './default-damage';
import { damageCreature } from './test-cards';
import type { DamageAssignmentInput, Keyword } from './types';

// Random combats: attackers, each blocked by some blockers (a blocker may block two attackers),
// with damage marked, trample and deathtouch. The default assignment must be legal in both
// profiles, for the attackers' side and then for the blockers' side (which sees the attackers'
// assignment as damage "being assigned during the same combat damage step").
const arbCombat = fc
  .record({
    attackers: fc.array(
      fc.record({ power: fc.integer({ min: -1, max: 9 }), trample: fc.boolean(), deathtouch: fc.boolean() }),
      { minLength: 1, maxLength: 3 },
    ),
    blockers: fc.array(
      fc.record({
        power: fc.integer({ min: 0, max: 4 }),
        toughness: fc.integer({ min: 1, max: 6 }),
        damage: fc.integer({ min: 0, max: 3 }),
        blocks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ attackers, blockers }): DamageAssignmentInput => {
    const a = attackers.map((x, i) =>
      damageCreature(`a${i}`, x.power, 5, [
        ...(x.trample ? ['trample'] : []),
        ...(x.deathtouch ? ['deathtouch'] : []),
      ] as Keyword[]),
    );
    const b = blockers.map((x, i) => ({
      creature: damageCreature(`b${i}`, x.power, x.toughness, [], Math.min(x.damage, x.toughness - 1)),
      blocks: [...new Set(x.blocks.map((n) => `a${n % attackers.length}`))],
    }));
    return {
      creatures: [...a, ...b.map((x) => x.creature)],
      attackers: a.map((x) => {
        const order = b.filter((y) => y.blocks.includes(x.id)).map((y) => y.creature.id);
        return { attacker: x.id, target: 'D', blocked: order.length > 0, order };
      }),
      blockers: b.map((x) => ({ blocker: x.creature.id, order: x.blocks })),
      sources: a.map((x) => x.id),
      assignments: [],
    };
  });

describe('defaultDamageAssignment', () => {
  it('is legal for both sides under both profiles', () => {
    fc.assert(
      fc.property(arbCombat, (input) => {
        for (const profile of ['classic', 'foundations'] as const) {
          const attackers = defaultDamageAssignment(input, profile);
          expect(checkDamageAssignment({ ...input, assignments: attackers }, profile)).toEqual({ ok: true });
          const blockerSide = { ...input, sources: input.blockers.map((b) => b.blocker), otherAssignments: attackers };
          const blockers = defaultDamageAssignment(blockerSide, profile);
          expect(checkDamageAssignment({ ...blockerSide, assignments: blockers }, profile)).toEqual({ ok: true });
        }
      }),
      { numRuns: 300 },
    );
  });
  it('every classic-legal assignment is foundations-legal (foundations drops only the order)', () => {
    fc.assert(
      fc.property(arbCombat, fc.array(fc.nat({ max: 9 }), { minLength: 12, maxLength: 12 }), (input, noise) => {
        // Perturb the default by moving damage between a source's recipients.
        let k = 0;
        const assignments = defaultDamageAssignment(input, 'classic').map((a) => {
          const parts = a.assignment.map((p) => ({ ...p }));
          if (parts.length >= 2) {
            const from = noise[k++ % noise.length] % parts.length;
            const to = noise[k++ % noise.length] % parts.length;
            const moved = Math.min(parts[from].amount, noise[k++ % noise.length] % 3);
            parts[from].amount -= moved;
            parts[to].amount += moved;
          }
          return { ...a, assignment: parts };
        });
        const changed = { ...input, assignments };
        if (checkDamageAssignment(changed, 'classic').ok)
          expect(checkDamageAssignment(changed, 'foundations')).toEqual({ ok: true });
      }),
      { numRuns: 300 },
    );
  });
});
