import { describe, expect, it } from 'vitest';
import { checkAttackDeclaration } from './attack-declaration';
import { checkDamageAssignment } from './damage-assignment';
import { creature, twoPlayerView } from './test-cards';
import type { Attack, DamageAssignmentInput } from './types';

const at = (...ids: string[]): Attack[] => ids.map((attacker) => ({ attacker, target: 'D' }));

describe('508.1e, 702.22c–d: bands announced with the declaration', () => {
  const view = twoPlayerView([
    creature('Hero', 'A', 1, 1, ['banding']),
    creature('Pegasus', 'A', 1, 1, ['flying', 'banding']),
    creature('Bears', 'A', 2, 2),
    creature('Ape', 'A', 3, 3),
    creature('Walker', 'D', 0, 0, [], { types: ['Planeswalker'] }),
  ]);
  it.each([
    ['banding creatures plus one without', [['Hero', 'Pegasus', 'Bears']], null],
    [
      'two bands',
      [
        ['Hero', 'Bears'],
        ['Pegasus', 'Ape'],
      ],
      null,
    ],
    ['no banding at all', [['Bears', 'Ape']], 'declare-attackers/band-needs-banding'],
    ['two without banding', [['Hero', 'Bears', 'Ape']], 'declare-attackers/band-needs-banding'],
    ['a band of one', [['Hero']], 'declare-attackers/band-too-small'],
    [
      'a creature in two bands',
      [
        ['Hero', 'Bears'],
        ['Hero', 'Ape'],
      ],
      'declare-attackers/band-overlap',
    ],
  ])('%s', (_name, bands, code) => {
    const result = checkAttackDeclaration(view, at('Hero', 'Pegasus', 'Bears', 'Ape'), bands);
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code, rules: expect.arrayContaining(['508.1e']) });
  });
  it('a band member must be a chosen attacker', () => {
    expect(checkAttackDeclaration(view, at('Hero'), [['Hero', 'Bears']])).toMatchObject({
      ok: false,
      code: 'declare-attackers/band-member-not-attacking',
    });
  });
  it('a band attacks one player or planeswalker (702.22d)', () => {
    const split = [
      { attacker: 'Hero', target: 'D' },
      { attacker: 'Bears', target: 'Walker' },
    ];
    expect(checkAttackDeclaration(view, split, [['Hero', 'Bears']])).toMatchObject({
      ok: false,
      code: 'declare-attackers/band-split',
      rules: ['508.1e', '702.22d'],
    });
    expect(checkAttackDeclaration(view, split).ok).toBe(true);
  });
  it('508.1e, 702.22c: a band of one is refused whole, with no detail', () => {
    expect(checkAttackDeclaration(view, at('Hero'), [['Hero']])).toStrictEqual({
      ok: false,
      code: 'declare-attackers/band-too-small',
      rules: ['508.1e', '702.22c'],
      params: {},
    });
  });
  it('508.1e: a band member that is no permanent at all is named by its id', () => {
    expect(checkAttackDeclaration(view, at('Hero'), [['Hero', 'Ghost']])).toStrictEqual({
      ok: false,
      code: 'declare-attackers/band-member-not-attacking',
      rules: ['508.1e'],
      params: { creature: 'Ghost' },
    });
  });
  it("702.22d: in multiplayer, a band split between a player and that player's planeswalker attacks one player (no 802.3b)", () => {
    const multi = twoPlayerView(
      [
        creature('Hero', 'A', 1, 1, ['banding']),
        creature('Bears', 'A', 2, 2),
        creature('Walker', 'D', 0, 0, [], { types: ['Planeswalker'] }),
      ],
      { defendingPlayers: ['D', 'E'] },
    );
    const split = [
      { attacker: 'Hero', target: 'D' },
      { attacker: 'Bears', target: 'Walker' },
    ];
    expect(checkAttackDeclaration(multi, split, [['Hero', 'Bears']])).toMatchObject({
      ok: false,
      code: 'declare-attackers/band-split',
      rules: ['508.1e', '702.22d'],
    });
  });
  it.each([['protected by the attacked player', 'E', 'D', ['508.1e', '702.22d']]])(
    '702.22d, 310.8: in multiplayer, a band split between a player and a battle %s attacks one player (no 802.3b)',
    (_name, controller, protector, rules) => {
      const multi = twoPlayerView(
        [
          creature('Hero', 'A', 1, 1, ['banding']),
          creature('Bears', 'A', 2, 2),
          creature('Siege', controller, 0, 5, [], { types: ['Battle'], ...(protector ? { protector } : {}) }),
        ],
        { defendingPlayers: ['D', 'E'] },
      );
      const split = [
        { attacker: 'Hero', target: 'D' },
        { attacker: 'Bears', target: 'Siege' },
      ];
      expect(checkAttackDeclaration(multi, split, [['Hero', 'Bears']])).toMatchObject({
        ok: false,
        code: 'declare-attackers/band-split',
        rules,
      });
    },
  );
  it('a restriction is judged before the bands (508.1c before 508.1e)', () => {
    const tapped = twoPlayerView([
      creature('Hero', 'A', 1, 1, ['banding'], { tapped: true }),
      creature('Bears', 'A', 2, 2),
    ]);
    expect(checkAttackDeclaration(tapped, at('Hero', 'Bears'), [['Hero', 'Bears']])).toMatchObject({
      ok: false,
      rules: expect.arrayContaining(['508.1a']),
    });
  });
});

describe('702.22j–k: damage divided freely ignores the damage assignment order', () => {
  const input = (divideFreely: boolean): DamageAssignmentInput => ({
    creatures: [
      { id: 'Boars', power: 4, toughness: 4, damage: 0, keywords: [] },
      { id: 'Armodon', power: 3, toughness: 3, damage: 0, keywords: [] },
      { id: 'Hero', power: 1, toughness: 1, damage: 0, keywords: ['banding'] },
    ],
    attackers: [
      { attacker: 'Armodon', target: 'D', blocked: true, order: ['Boars'] },
      { attacker: 'Hero', target: 'D', blocked: true, order: ['Boars'] },
    ],
    blockers: [{ blocker: 'Boars', order: ['Armodon', 'Hero'], divideFreely }],
    sources: ['Boars'],
    assignments: [{ source: 'Boars', assignment: [{ to: 'Hero', amount: 4 }] }],
  });
  it('classic order without banding: lethal damage to the first first', () => {
    expect(checkDamageAssignment(input(false), 'classic')).toMatchObject({
      ok: false,
      code: 'combat-damage/lethal-damage-first',
    });
  });
  it('with banding: any division', () => {
    expect(checkDamageAssignment(input(true), 'classic')).toEqual({ ok: true });
  });
});
