import { describe, expect, it } from 'vitest';
import { checkDamageAssignment } from './damage-assignment';
import { defaultDamageAssignment } from './default-damage';
import { lethalDamage } from './lethal-damage';
import { damageCreature as dc } from './test-cards';
import type { DamageAssignment, DamageAssignmentInput, DamageCreature, DamageProfile } from './types';

const PROFILES: DamageProfile[] = ['classic', 'foundations'];

/** One attacker blocked by `blockers` (in damage assignment order), attacking player 'D'. */
function blockedBy(
  attacker: DamageCreature,
  blockers: DamageCreature[],
  more: Partial<DamageAssignmentInput> = {},
): DamageAssignmentInput {
  return {
    creatures: [attacker, ...blockers],
    attackers: [{ attacker: attacker.id, target: 'D', blocked: true, order: blockers.map((b) => b.id) }],
    blockers: blockers.map((b) => ({ blocker: b.id, order: [attacker.id] })),
    sources: [attacker.id],
    assignments: [],
    ...more,
  };
}
function assign(input: DamageAssignmentInput, source: string, amounts: Record<string, number>): DamageAssignmentInput {
  const a: DamageAssignment = { source, assignment: Object.entries(amounts).map(([to, amount]) => ({ to, amount })) };
  return { ...input, assignments: [...input.assignments.filter((x) => x.source !== source), a] };
}
/** Every split of `power` between the recipients, as arrays of amounts. */
function splits(power: number, parts: number): number[][] {
  if (parts === 1) return [[power]];
  const out: number[][] = [];
  for (let first = power; first >= 0; first--)
    for (const rest of splits(power - first, parts - 1)) out.push([first, ...rest]);
  return out;
}
function legalSplits(
  input: DamageAssignmentInput,
  source: string,
  recipients: string[],
  power: number,
  profile: DamageProfile,
): string[] {
  return splits(power, recipients.length)
    .filter(
      (amounts) =>
        checkDamageAssignment(
          assign(input, source, Object.fromEntries(recipients.map((r, i) => [r, amounts[i]]))),
          profile,
        ).ok,
    )
    .map((a) => a.join('/'));
}

describe('510.1c Examples: Vastwood Gorger (5/6) blocked by Pride Guardian (0/3) then Llanowar Elves (1/1)', () => {
  const gorger = dc('Vastwood Gorger', 5, 6);
  const elves = dc('Llanowar Elves', 1, 1);
  const recipients = ['Pride Guardian', 'Llanowar Elves'];
  it('classic: 3 and 2, 4 and 1, or 5 to the Guardian — nothing else', () => {
    const input = blockedBy(gorger, [dc('Pride Guardian', 0, 3), elves]);
    expect(legalSplits(input, 'Vastwood Gorger', recipients, 5, 'classic')).toEqual(['5/0', '4/1', '3/2']);
  });
  it('classic, Giant Growth on the Guardian (3/6): all 5 must go to the Guardian', () => {
    const input = blockedBy(gorger, [dc('Pride Guardian', 3, 6), elves]);
    expect(legalSplits(input, 'Vastwood Gorger', recipients, 5, 'classic')).toEqual(['5/0']);
    expect(
      checkDamageAssignment(assign(input, 'Vastwood Gorger', { 'Pride Guardian': 4, 'Llanowar Elves': 1 }), 'classic'),
    ).toMatchObject({
      ok: false,
      code: 'combat-damage/lethal-damage-first',
      rules: ['510.1c', '509.2'],
      detail: { source: 'Vastwood Gorger', to: 'Llanowar Elves' },
    });
  });
  it('classic, Mending Hands on the Guardian: prevention changes nothing about assignment', () => {
    // The prevention shield is not part of what assignment looks at (510.1c), so the input is the
    // first Example's: the same three assignments are the legal ones.
    const input = blockedBy(gorger, [dc('Pride Guardian', 0, 3), elves]);
    expect(legalSplits(input, 'Vastwood Gorger', recipients, 5, 'classic')).toEqual(['5/0', '4/1', '3/2']);
  });
  it('510.1c, 509.2a: with the Guardian removed from combat, the Elves are the only blocker and get all 5', () => {
    const input = blockedBy(gorger, [elves]);
    for (const profile of PROFILES) {
      expect(legalSplits(input, 'Vastwood Gorger', ['Llanowar Elves'], 5, profile)).toEqual(['5']);
      expect(
        checkDamageAssignment(assign(input, 'Vastwood Gorger', { 'Llanowar Elves': 5, 'Pride Guardian': 0 }), profile),
      ).toEqual({ ok: true });
      expect(
        checkDamageAssignment(assign(input, 'Vastwood Gorger', { 'Llanowar Elves': 4, 'Pride Guardian': 1 }), profile),
      ).toMatchObject({
        ok: false,
        code: 'combat-damage/illegal-recipient',
        rules: ['510.1c'],
      });
    }
  });
  it('foundations: no damage assignment order, any division of the 5 is legal', () => {
    const input = blockedBy(gorger, [dc('Pride Guardian', 3, 6), elves]);
    expect(legalSplits(input, 'Vastwood Gorger', recipients, 5, 'foundations')).toHaveLength(6);
  });
});

describe('510.1c Example: Enormous Baloth and Durkwood Boars share Foriysian Brigade', () => {
  const creatures = [
    dc('Enormous Baloth', 7, 7),
    dc('Durkwood Boars', 4, 4),
    dc('Trained Armodon', 3, 3, [], 2),
    dc('Foriysian Brigade', 2, 4, ['can block an additional creature']),
    dc('Silverback Ape', 5, 5),
    dc('Goblin Piker', 2, 1),
  ];
  const base: DamageAssignmentInput = {
    creatures,
    attackers: [
      {
        attacker: 'Enormous Baloth',
        target: 'D',
        blocked: true,
        order: ['Trained Armodon', 'Foriysian Brigade', 'Silverback Ape'],
      },
      { attacker: 'Durkwood Boars', target: 'D', blocked: true, order: ['Foriysian Brigade', 'Goblin Piker'] },
    ],
    blockers: [
      { blocker: 'Trained Armodon', order: ['Enormous Baloth'] },
      { blocker: 'Foriysian Brigade', order: ['Enormous Baloth', 'Durkwood Boars'] },
      { blocker: 'Silverback Ape', order: ['Enormous Baloth'] },
      { blocker: 'Goblin Piker', order: ['Durkwood Boars'] },
    ],
    sources: ['Enormous Baloth', 'Durkwood Boars'],
    assignments: [],
  };
  const baloth = { 'Trained Armodon': 1, 'Foriysian Brigade': 1, 'Silverback Ape': 5 };
  it('the Armodon with 2 damage marked needs only 1 more', () => {
    expect(lethalDamage({ toughness: 3, damage: 2 })).toBe(1);
  });
  it('Baloth 1/1/5 and Boars 3 to the Brigade, 1 to the Piker is legal: the Brigade is assigned 4 in all', () => {
    const input = assign(assign(base, 'Enormous Baloth', baloth), 'Durkwood Boars', {
      'Foriysian Brigade': 3,
      'Goblin Piker': 1,
    });
    expect(checkDamageAssignment(input, 'classic')).toEqual({ ok: true });
  });
  it('with only 2 from the Boars the Brigade (4 toughness) lacks lethal damage, so nothing may pass it', () => {
    const input = assign(assign(base, 'Enormous Baloth', baloth), 'Durkwood Boars', {
      'Foriysian Brigade': 2,
      'Goblin Piker': 2,
    });
    expect(checkDamageAssignment(input, 'classic')).toMatchObject({
      ok: false,
      code: 'combat-damage/lethal-damage-first',
      rules: ['510.1c', '509.2'],
    });
    expect(checkDamageAssignment(input, 'foundations')).toEqual({ ok: true });
  });
  it('510.1e: the total assignment is checked — the Baloth alone is incomplete', () => {
    const input = assign(base, 'Enormous Baloth', baloth);
    expect(checkDamageAssignment(input, 'classic')).toMatchObject({
      ok: false,
      code: 'combat-damage/wrong-total',
      detail: { source: 'Durkwood Boars' },
    });
  });
  it('510.1d: the Brigade blocking both divides its 2 damage in its own order, lethal first', () => {
    const blockerSide: DamageAssignmentInput = {
      ...base,
      sources: ['Trained Armodon', 'Foriysian Brigade', 'Silverback Ape', 'Goblin Piker'],
    };
    const withOthers = (brigade: Record<string, number>, ape: number) =>
      assign(
        assign(
          assign(assign(blockerSide, 'Trained Armodon', { 'Enormous Baloth': 3 }), 'Silverback Ape', {
            'Enormous Baloth': ape,
          }),
          'Goblin Piker',
          { 'Durkwood Boars': 2 },
        ),
        'Foriysian Brigade',
        brigade,
      );
    // Armodon 3 + Ape 5 = 8 >= 7: the Baloth is assigned lethal damage, so the Brigade may hit the Boars.
    expect(checkDamageAssignment(withOthers({ 'Durkwood Boars': 2 }, 5), 'classic')).toEqual({ ok: true });
    // Ape assigns 0: then Baloth has 3 + 0 of 7, and the Brigade can't skip it.
    const short = withOthers({ 'Durkwood Boars': 2 }, 0);
    const refused = checkDamageAssignment(
      { ...short, creatures: short.creatures.map((c) => (c.id === 'Silverback Ape' ? { ...c, power: 0 } : c)) },
      'classic',
    );
    expect(refused).toMatchObject({ ok: false, code: 'combat-damage/lethal-damage-first', rules: ['510.1d', '509.3'] });
    expect(
      checkDamageAssignment(
        { ...short, creatures: short.creatures.map((c) => (c.id === 'Silverback Ape' ? { ...c, power: 0 } : c)) },
        'foundations',
      ),
    ).toEqual({ ok: true });
  });
});

describe('trample (702.19b) and deathtouch (702.2c), from the commentary (傷害結算步驟)', () => {
  it('Tyrranax Rex (8/8 trample) blocked by Tenacious Underdog (3/2) then Phyrexian Obliterator (5/5)', () => {
    const input = blockedBy(dc('Tyrranax Rex', 8, 8, ['trample']), [
      dc('Tenacious Underdog', 3, 2),
      dc('Phyrexian Obliterator', 5, 5),
    ]);
    const legal = (profile: DamageProfile) =>
      legalSplits(input, 'Tyrranax Rex', ['Tenacious Underdog', 'Phyrexian Obliterator', 'D'], 8, profile);
    for (const ok of ['2/5/1', '8/0/0', '5/3/0']) expect(legal('classic')).toContain(ok);
    expect(legal('classic')).not.toContain('1/7/0');
    expect(legal('foundations')).toContain('1/7/0');
    for (const profile of PROFILES) {
      expect(legal(profile)).not.toContain('2/4/2');
      expect(legal(profile).filter((s) => s.endsWith('/1'))).toEqual(['2/5/1']);
    }
    expect(
      checkDamageAssignment(
        assign(input, 'Tyrranax Rex', { 'Tenacious Underdog': 2, 'Phyrexian Obliterator': 4, D: 2 }),
        'foundations',
      ),
    ).toMatchObject({
      ok: false,
      code: 'combat-damage/trample-lethal-first',
      rules: ['702.19b'],
    });
  });
  it('Questing Beast with Shadowspear (5/5 deathtouch trample) blocked by four Gigantosaurus (10/10): 1 each, 1 to the player', () => {
    const giants = [1, 2, 3, 4].map((i) => dc(`Gigantosaurus ${i}`, 10, 10));
    const input = blockedBy(dc('Questing Beast', 5, 5, ['deathtouch', 'trample']), giants);
    const one = Object.fromEntries(giants.map((g) => [g.id, 1]));
    for (const profile of PROFILES) {
      expect(checkDamageAssignment(assign(input, 'Questing Beast', { ...one, D: 1 }), profile)).toEqual({ ok: true });
      expect(
        checkDamageAssignment(assign(input, 'Questing Beast', { ...one, 'Gigantosaurus 4': 0, D: 2 }), profile),
      ).toMatchObject({
        ok: false,
        code: 'combat-damage/trample-lethal-first',
        rules: ['702.19b', '702.2c'],
      });
    }
    expect(lethalDamage(giants[0], { deathtouch: true })).toBe(1);
  });
  it('Gruul Spellbreaker (3/3 trample) blocked by Brash Taunter (indestructible) then Cerulean Drake (protection from red): 1, 1 and 1', () => {
    const spellbreaker = dc('Gruul Spellbreaker', 3, 3, ['trample']);
    const drake = dc('Cerulean Drake', 1, 1, ['flying', { protection: 'R' }]);
    const input = blockedBy(spellbreaker, [dc('Brash Taunter', 1, 1, ['indestructible']), drake]);
    for (const profile of PROFILES)
      expect(
        checkDamageAssignment(
          assign(input, 'Gruul Spellbreaker', { 'Brash Taunter': 1, 'Cerulean Drake': 1, D: 1 }),
          profile,
        ),
      ).toEqual({ ok: true });
    // Giant Growth on the Taunter (4/4): in the classic order all 3 must go to it.
    const grown = blockedBy(spellbreaker, [dc('Brash Taunter', 4, 4, ['indestructible']), drake]);
    expect(legalSplits(grown, 'Gruul Spellbreaker', ['Brash Taunter', 'Cerulean Drake', 'D'], 3, 'classic')).toEqual([
      '3/0/0',
    ]);
  });
  it('702.19e: Mosswood Dreadknight (3/2 trample) whose only blocker left combat assigns all 3 to the player', () => {
    const input: DamageAssignmentInput = {
      creatures: [dc('Mosswood Dreadknight', 3, 2, ['trample'])],
      attackers: [{ attacker: 'Mosswood Dreadknight', target: 'D', blocked: true, order: [] }],
      blockers: [],
      sources: ['Mosswood Dreadknight'],
      assignments: [],
    };
    expect(checkDamageAssignment(assign(input, 'Mosswood Dreadknight', { D: 3 }), 'classic')).toEqual({ ok: true });
    expect(checkDamageAssignment(assign(input, 'Mosswood Dreadknight', { D: 2 }), 'classic')).toMatchObject({
      code: 'combat-damage/wrong-total',
    });
    // Without trample it stays blocked and assigns nothing (510.1c).
    const plain = { ...input, creatures: [dc('Mosswood Dreadknight', 3, 2)] };
    expect(checkDamageAssignment(assign(plain, 'Mosswood Dreadknight', {}), 'classic')).toEqual({ ok: true });
    expect(checkDamageAssignment(assign(plain, 'Mosswood Dreadknight', { D: 3 }), 'classic')).toMatchObject({
      code: 'combat-damage/illegal-recipient',
      rules: ['510.1c', '702.19b'],
    });
  });
});

describe('510.1a–b: totals, amounts, unblocked creatures', () => {
  const unblocked = (power: number, target: string | null): DamageAssignmentInput => ({
    creatures: [dc('Runner', power, 2)],
    attackers: [{ attacker: 'Runner', target, blocked: false, order: [] }],
    blockers: [],
    sources: ['Runner'],
    assignments: [],
  });
  it.each([
    ['all damage to the player attacked', unblocked(3, 'D'), { D: 3 }, null],
    ['less than its power', unblocked(3, 'D'), { D: 2 }, 'combat-damage/wrong-total'],
    ['to someone it is not attacking', unblocked(3, 'D'), { E: 3 }, 'combat-damage/illegal-recipient'],
    ['a negative amount', unblocked(3, 'D'), { D: -1 }, 'combat-damage/invalid-amount'],
    ['a fraction', unblocked(3, 'D'), { D: 1.5 }, 'combat-damage/invalid-amount'],
    ['0 power assigns nothing', unblocked(0, 'D'), {}, null],
    ['0 power may not assign', unblocked(0, 'D'), { D: 1 }, 'combat-damage/wrong-total'],
    ['its planeswalker left combat: nothing', unblocked(3, null), {}, null],
  ])('%s', (_n, input, amounts, code) => {
    const result = checkDamageAssignment(assign(input, 'Runner', amounts), 'classic');
    if (code === null) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, code });
  });
  it('a creature that does not assign damage in this step is refused', () => {
    expect(checkDamageAssignment(assign(unblocked(3, 'D'), 'Someone', { D: 1 }), 'classic')).toMatchObject({
      code: 'combat-damage/not-assigning',
    });
  });
});

describe('defaultDamageAssignment gives a legal assignment', () => {
  const gorger = blockedBy(dc('Vastwood Gorger', 5, 6), [dc('Pride Guardian', 0, 3), dc('Llanowar Elves', 1, 1)]);
  const beast = blockedBy(
    dc('Questing Beast', 5, 5, ['deathtouch', 'trample']),
    [1, 2, 3, 4].map((i) => dc(`Gigantosaurus ${i}`, 10, 10)),
  );
  it.each([
    ['Vastwood Gorger', gorger, { 'Pride Guardian': 3, 'Llanowar Elves': 2 }],
    [
      'Questing Beast',
      beast,
      { 'Gigantosaurus 1': 1, 'Gigantosaurus 2': 1, 'Gigantosaurus 3': 1, 'Gigantosaurus 4': 1, D: 1 },
    ],
  ])('%s', (_n, input, expected) => {
    const assignments = defaultDamageAssignment(input, 'classic');
    expect(Object.fromEntries(assignments[0].assignment.map((p) => [p.to, p.amount]))).toEqual(expected);
    for (const profile of PROFILES)
      expect(checkDamageAssignment({ ...input, assignments }, profile)).toEqual({ ok: true });
  });
});

describe('510.1: a refused damage assignment names the rule, the creatures and why', () => {
  const bears = dc('Grizzly Bears', 2, 2);
  const wall = dc('Wall', 0, 4);
  const elves = dc('Llanowar Elves', 1, 1);
  const en = (id: string) => ({ en: id, zh: id });
  it('510.1: one assignment per source; a creature not in combat assigns nothing', () => {
    const input = assign(blockedBy(bears, [wall]), 'Grizzly Bears', { Wall: 2 });
    expect(
      checkDamageAssignment({ ...input, assignments: [...input.assignments, ...input.assignments] }, 'classic'),
    ).toEqual({
      ok: false,
      code: 'combat-damage/duplicate-source',
      rules: ['510.1'],
      params: { creature: en('Grizzly Bears') },
      detail: { source: 'Grizzly Bears' },
    });
    expect(checkDamageAssignment({ ...input, sources: ['Grizzly Bears', 'Elsewhere'] }, 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/not-in-combat',
      rules: ['510.1'],
      params: { creature: 'Elsewhere' },
      detail: { source: 'Elsewhere' },
    });
    expect(checkDamageAssignment({ ...input, sources: [] }, 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/not-assigning',
      rules: ['510.1'],
      params: { creature: en('Grizzly Bears') },
      detail: { source: 'Grizzly Bears' },
    });
  });
  it('510.1: a recipient named twice', () => {
    const input = blockedBy(bears, [wall]);
    const twice = {
      ...input,
      assignments: [
        {
          source: 'Grizzly Bears',
          assignment: [
            { to: 'Wall', amount: 1 },
            { to: 'Wall', amount: 1 },
          ],
        },
      ],
    };
    expect(checkDamageAssignment(twice, 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/duplicate-recipient',
      rules: ['510.1'],
      params: { creature: en('Grizzly Bears'), to: en('Wall') },
      detail: { source: 'Grizzly Bears', to: 'Wall' },
    });
  });
  it('510.1b–d, 702.19b: damage to a creature or player it may not assign to says why', () => {
    const blocked = blockedBy(bears, [wall]);
    expect(checkDamageAssignment(assign(blocked, 'Grizzly Bears', { D: 2 }), 'classic')).toMatchObject({
      code: 'combat-damage/illegal-recipient',
      rules: ['510.1c', '702.19b'],
      params: { creature: en('Grizzly Bears'), to: 'D', why: 'no trample' },
      detail: { source: 'Grizzly Bears', to: 'D' },
    });
    expect(checkDamageAssignment(assign(blocked, 'Grizzly Bears', { Elsewhere: 2 }), 'classic')).toMatchObject({
      rules: ['510.1c'],
      params: { why: 'blocked' },
    });
    const unblocked: DamageAssignmentInput = {
      creatures: [bears, wall],
      attackers: [{ attacker: 'Grizzly Bears', target: 'D', blocked: false, order: [] }],
      blockers: [],
      sources: ['Grizzly Bears'],
      assignments: [],
    };
    expect(checkDamageAssignment(assign(unblocked, 'Grizzly Bears', { Wall: 2 }), 'classic')).toMatchObject({
      rules: ['510.1b'],
      params: { why: 'unblocked' },
    });
    const blocker = { ...blocked, sources: ['Wall'] };
    const elvesBlock = { ...blockedBy(bears, [elves]), sources: ['Llanowar Elves'] };
    expect(checkDamageAssignment(assign(elvesBlock, 'Llanowar Elves', { D: 1 }), 'classic')).toMatchObject({
      rules: ['510.1d'],
      params: { why: 'blocker' },
    });
    expect(checkDamageAssignment(assign(blocker, 'Wall', {}), 'classic')).toEqual({ ok: true });
  });
  it('510.1a: a wrong total says whether the creature has no power or nothing to assign to', () => {
    const blocked = blockedBy(bears, [wall]);
    expect(checkDamageAssignment(assign(blocked, 'Grizzly Bears', { Wall: 1 }), 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/wrong-total',
      rules: ['510.1a'],
      params: { creature: en('Grizzly Bears'), expected: 2, total: 1, why: 'nothing' },
      detail: { source: 'Grizzly Bears' },
    });
    const wallAssigns = { ...blocked, sources: ['Wall'] };
    expect(checkDamageAssignment(assign(wallAssigns, 'Wall', { 'Grizzly Bears': 1 }), 'classic')).toMatchObject({
      code: 'combat-damage/wrong-total',
      rules: ['510.1a'],
      params: { expected: 0, total: 1, why: 'power' },
    });
    // 510.1c: a blocked creature whose blockers all left combat assigns no damage (no trample).
    const alone = { ...blockedBy(bears, []) };
    expect(checkDamageAssignment(assign(alone, 'Grizzly Bears', { D: 0, Wall: 0 }), 'classic')).toEqual({ ok: true });
  });
});

describe('the default assignment: lethal damage down the order, the rest to the last creature (510.1c) or on with trample (702.19b)', () => {
  const x = dc('X', 0, 3);
  const y = dc('Y', 0, 3);
  const attacker = dc('A', 4, 4);
  const killer = dc('Deathtouch', 1, 1, ['deathtouch']);
  const bear = dc('Bear', 1, 1);
  it('510.1c, 702.2c: damage another creature already assigns counts towards lethal, 1 from a deathtouch source being lethal', () => {
    const input = blockedBy(attacker, [x, y]);
    expect(defaultDamageAssignment(input)).toEqual([
      {
        source: 'A',
        assignment: [
          { to: 'X', amount: 3 },
          { to: 'Y', amount: 1 },
        ],
      },
    ]);
    const others = (source: string) => ({
      creatures: [attacker, x, y, killer, bear],
      otherAssignments: [{ source, assignment: [{ to: 'X', amount: 1 }] }],
    });
    expect(defaultDamageAssignment({ ...input, ...others('Bear') })).toEqual([
      {
        source: 'A',
        assignment: [
          { to: 'X', amount: 2 },
          { to: 'Y', amount: 2 },
        ],
      },
    ]);
    expect(defaultDamageAssignment({ ...input, ...others('Deathtouch') })).toEqual([
      { source: 'A', assignment: [{ to: 'Y', amount: 4 }] },
    ]);
    // 702.2c: deathtouch makes lethal only damage actually dealt — a deathtouch source assigning 0 counts for nothing.
    const none = {
      creatures: [attacker, x, y, killer],
      otherAssignments: [{ source: 'Deathtouch', assignment: [{ to: 'X', amount: 0 }] }],
    };
    expect(defaultDamageAssignment({ ...input, ...none })).toEqual([
      {
        source: 'A',
        assignment: [
          { to: 'X', amount: 3 },
          { to: 'Y', amount: 1 },
        ],
      },
    ]);
    // A source not described (it left combat) counts as a source without deathtouch.
    expect(defaultDamageAssignment({ ...input, ...others('Gone') })).toEqual([
      {
        source: 'A',
        assignment: [
          { to: 'X', amount: 2 },
          { to: 'Y', amount: 2 },
        ],
      },
    ]);
  });
  it('510.1c: the excess goes to the last creature given damage; none from a creature with no power or no one to assign to', () => {
    expect(defaultDamageAssignment(blockedBy(attacker, [bear]))).toEqual([
      { source: 'A', assignment: [{ to: 'Bear', amount: 4 }] },
    ]);
    expect(defaultDamageAssignment(blockedBy(dc('A', 0, 4), [bear]))).toEqual([{ source: 'A', assignment: [] }]);
    expect(defaultDamageAssignment(blockedBy(attacker, []))).toEqual([{ source: 'A', assignment: [] }]);
    // A creature of the order that is not described has left combat: it is passed over, and the
    // check agrees (510.1c).
    const gone = { ...blockedBy(attacker, [x, bear]), creatures: [attacker, bear] };
    expect(defaultDamageAssignment(gone)).toEqual([{ source: 'A', assignment: [{ to: 'Bear', amount: 4 }] }]);
    expect(checkDamageAssignment({ ...gone, assignments: defaultDamageAssignment(gone) }, 'classic')).toEqual({
      ok: true,
    });
    const goneLast = { ...blockedBy(attacker, [bear, x]), creatures: [attacker, bear] };
    expect(defaultDamageAssignment(goneLast)).toEqual([{ source: 'A', assignment: [{ to: 'Bear', amount: 4 }] }]);
    // None of its blockers left in combat: a blocked creature assigns no combat damage (510.1c),
    // and damage to one that left is refused.
    const noneLeft = { ...blockedBy(attacker, [x, bear]), creatures: [attacker] };
    expect(defaultDamageAssignment(noneLeft)).toEqual([{ source: 'A', assignment: [] }]);
    expect(checkDamageAssignment({ ...noneLeft, assignments: defaultDamageAssignment(noneLeft) }, 'classic')).toEqual({
      ok: true,
    });
    expect(
      checkDamageAssignment(
        { ...noneLeft, assignments: [{ source: 'A', assignment: [{ to: 'X', amount: 4 }] }] },
        'classic',
      ),
    ).toMatchObject({ ok: false, code: 'combat-damage/illegal-recipient', rules: ['510.1c'] });
    // 510.1: a described creature that is not in combat assigns nothing.
    const outside = { ...blockedBy(attacker, [x]), creatures: [attacker, x, bear], sources: ['A', 'Bear'] };
    expect(defaultDamageAssignment(outside)).toEqual([{ source: 'A', assignment: [{ to: 'X', amount: 4 }] }]);
    expect(defaultDamageAssignment({ ...blockedBy(attacker, [bear]), sources: ['A', 'Nobody'] })).toEqual([
      { source: 'A', assignment: [{ to: 'Bear', amount: 4 }] },
    ]);
  });
  it('702.19b: with trample the rest goes to the attacked player', () => {
    const trampler = dc('A', 4, 4, ['trample']);
    expect(defaultDamageAssignment(blockedBy(trampler, [bear]))).toEqual([
      {
        source: 'A',
        assignment: [
          { to: 'Bear', amount: 1 },
          { to: 'D', amount: 3 },
        ],
      },
    ]);
  });
});

describe('510.1: each source is judged as itself, by its own names', () => {
  const bears = dc('Grizzly Bears', 2, 2);
  const wall = dc('Wall', 0, 4);
  const rhino = dc('Rhino', 4, 4, ['trample']);
  it('510.1a: a negative or fractional amount is refused, naming the amount and whom it was for', () => {
    for (const amount of [-1, 1.5])
      expect(
        checkDamageAssignment(assign(blockedBy(bears, [wall]), 'Grizzly Bears', { Wall: amount }), 'classic'),
      ).toEqual({
        ok: false,
        code: 'combat-damage/invalid-amount',
        rules: ['510.1a'],
        params: { creature: { en: 'Grizzly Bears', zh: 'Grizzly Bears' }, amount, to: { en: 'Wall', zh: 'Wall' } },
        detail: { source: 'Grizzly Bears', to: 'Wall' },
      });
  });
  it('a creature described but neither attacking nor blocking is not in combat (510.1)', () => {
    const input = { ...blockedBy(bears, [wall]), creatures: [bears, wall, dc('Bystander', 1, 1)] };
    expect(checkDamageAssignment({ ...input, sources: ['Bystander'] }, 'classic')).toMatchObject({
      code: 'combat-damage/not-in-combat',
      detail: { source: 'Bystander' },
    });
  });
  it('the Chinese name of a creature is its own (nameZh), not its English one', () => {
    const input = blockedBy({ ...bears, nameZh: '灰熊' }, [wall]);
    expect(checkDamageAssignment(assign(input, 'Grizzly Bears', { Wall: 1 }), 'classic')).toMatchObject({
      code: 'combat-damage/wrong-total',
      params: { creature: { en: 'Grizzly Bears', zh: '灰熊' } },
    });
  });
  it('702.19b: trample is read from the assigning creature, not from another attacker', () => {
    // The Rhino (trample) attacks unblocked beside the Bears, blocked by the Wall.
    const input: DamageAssignmentInput = {
      creatures: [rhino, bears, wall],
      attackers: [
        { attacker: 'Rhino', target: 'D', blocked: false, order: [] },
        { attacker: 'Grizzly Bears', target: 'D', blocked: true, order: ['Wall'] },
      ],
      blockers: [{ blocker: 'Wall', order: ['Grizzly Bears'] }],
      sources: ['Grizzly Bears'],
      assignments: [],
    };
    expect(checkDamageAssignment(assign(input, 'Grizzly Bears', { D: 2 }), 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/illegal-recipient',
      rules: ['510.1c', '702.19b'],
      params: { creature: { en: 'Grizzly Bears', zh: 'Grizzly Bears' }, to: 'D', why: 'no trample' },
      detail: { source: 'Grizzly Bears', to: 'D' },
    });
  });
});

describe('510.1c–d, 702.22j–k: the order binds unless banding lets the other player divide freely', () => {
  const ogre = dc('Ogre', 3, 3);
  const first = dc('First Wall', 0, 3);
  const second = dc('Second Wall', 0, 1);
  const skipFirst = { 'First Wall': 0, 'Second Wall': 3 };
  const n = (id: string) => ({ en: id, zh: id });
  it('510.1c: damage past a creature without lethal damage is refused, naming all three', () => {
    expect(checkDamageAssignment(assign(blockedBy(ogre, [first, second]), 'Ogre', skipFirst), 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/lethal-damage-first',
      rules: ['510.1c', '509.2'],
      params: { creature: n('Ogre'), to: n('Second Wall'), short: n('First Wall') },
      detail: { source: 'Ogre', to: 'Second Wall' },
    });
    // Under the Foundations rules there is no order to keep (510.1c).
    expect(checkDamageAssignment(assign(blockedBy(ogre, [first, second]), 'Ogre', skipFirst), 'foundations')).toEqual({
      ok: true,
    });
  });
  it('702.22j: an attacker blocked by a band divides as the defending player chooses — that attacker only', () => {
    const banded = blockedBy(ogre, [first, second]);
    banded.attackers[0].divideFreely = true;
    expect(checkDamageAssignment(assign(banded, 'Ogre', skipFirst), 'classic')).toEqual({ ok: true });
    // Another attacker, first in the list, is blocked by a band; the Ogre is not.
    const other = blockedBy(ogre, [first, second]);
    other.creatures.push(dc('Bander', 1, 1), dc('Goblin', 1, 1));
    other.attackers.unshift({ attacker: 'Goblin', target: 'D', blocked: true, order: ['Bander'], divideFreely: true });
    expect(checkDamageAssignment(assign(other, 'Ogre', skipFirst), 'classic')).toMatchObject({
      code: 'combat-damage/lethal-damage-first',
    });
  });
  it('702.22k: a blocker of a band divides as the attacking player chooses', () => {
    const input: DamageAssignmentInput = {
      creatures: [dc('Elf', 1, 1), dc('Goblin', 1, 3), dc('Giant', 3, 3)],
      attackers: [
        { attacker: 'Elf', target: 'D', blocked: true, order: ['Giant'] },
        { attacker: 'Goblin', target: 'D', blocked: true, order: ['Giant'] },
      ],
      blockers: [{ blocker: 'Giant', order: ['Goblin', 'Elf'] }],
      sources: ['Giant'],
      assignments: [],
    };
    const skipGoblin = { Goblin: 0, Elf: 3 };
    expect(checkDamageAssignment(assign(input, 'Giant', skipGoblin), 'classic')).toMatchObject({
      code: 'combat-damage/lethal-damage-first',
      rules: ['510.1d', '509.3'],
    });
    input.blockers[0].divideFreely = true;
    expect(checkDamageAssignment(assign(input, 'Giant', skipGoblin), 'classic')).toEqual({ ok: true });
  });
  it('510.1c: damage another source assigns counts towards lethal, even from a creature not described', () => {
    const input = blockedBy(ogre, [first, second], {
      otherAssignments: [{ source: 'Unseen', assignment: [{ to: 'First Wall', amount: 2 }] }],
    });
    expect(checkDamageAssignment(assign(input, 'Ogre', { 'First Wall': 1, 'Second Wall': 2 }), 'classic')).toEqual({
      ok: true,
    });
  });
  it('510.1a: a creature with no power need not say anything, even blocked by several', () => {
    const input = blockedBy(dc('Wall of Air', 0, 5), [first, second]);
    expect(checkDamageAssignment(input, 'classic')).toEqual({ ok: true });
  });
  it('702.19b: a trampler assigning nothing to the player need not give lethal damage; otherwise it must, and says who lacks it', () => {
    const rhino = dc('Rhino', 3, 3, ['trample']);
    const input = blockedBy(rhino, [dc('Big Wall', 0, 5)]);
    expect(checkDamageAssignment(assign(input, 'Rhino', { 'Big Wall': 3, D: 0 }), 'classic')).toEqual({ ok: true });
    expect(checkDamageAssignment(assign(input, 'Rhino', { 'Big Wall': 2, D: 1 }), 'classic')).toEqual({
      ok: false,
      code: 'combat-damage/trample-lethal-first',
      rules: ['702.19b'],
      params: { creature: n('Rhino'), to: 'D', short: n('Big Wall') },
      detail: { source: 'Rhino', to: 'D' },
    });
  });
});

describe('510.1b–d: who may divide freely, and damage aimed at nothing', () => {
  it('702.22k: only the blocker of a band divides freely, not another blocker beside it', () => {
    const input: DamageAssignmentInput = {
      creatures: [dc('Elf', 1, 1), dc('Goblin', 1, 3), dc('Bander', 1, 1), dc('Giant', 3, 3)],
      attackers: [
        { attacker: 'Elf', target: 'D', blocked: true, order: ['Giant', 'Bander'] },
        { attacker: 'Goblin', target: 'D', blocked: true, order: ['Giant'] },
      ],
      blockers: [
        { blocker: 'Bander', order: ['Elf'], divideFreely: true },
        { blocker: 'Giant', order: ['Goblin', 'Elf'] },
      ],
      sources: ['Giant'],
      assignments: [],
    };
    expect(checkDamageAssignment(assign(input, 'Giant', { Goblin: 0, Elf: 3 }), 'classic')).toMatchObject({
      code: 'combat-damage/lethal-damage-first',
      detail: { source: 'Giant', to: 'Elf' },
    });
  });
  it('510.1b: an unblocked creature whose planeswalker left combat attacks nothing; damage to "nothing" is refused', () => {
    const input: DamageAssignmentInput = {
      creatures: [dc('Grizzly Bears', 2, 2)],
      attackers: [{ attacker: 'Grizzly Bears', target: null, blocked: false, order: [] }],
      blockers: [],
      sources: ['Grizzly Bears'],
      assignments: [{ source: 'Grizzly Bears', assignment: [{ to: null as unknown as string, amount: 2 }] }],
    };
    expect(checkDamageAssignment(input, 'classic')).toMatchObject({
      code: 'combat-damage/illegal-recipient',
      rules: ['510.1b'],
    });
    expect(checkDamageAssignment({ ...input, assignments: [] }, 'classic')).toEqual({ ok: true });
  });
});
