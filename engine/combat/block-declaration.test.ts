import { describe, expect, it } from 'vitest';
import { refusalText } from '../messages/index';
import fc from 'fast-check';
import { checkBlockDeclaration, explainBlockDeclaration, legalBlockDeclarations } from './block-declaration';
import {
  blockDeclarationRestrictions,
  blockableAttackers,
  blockerRestrictions,
  pairRestrictions,
} from './block-restrictions';
import { creature, twoPlayerView } from './test-cards';
import type { Block, CombatPermanent, CombatView, Keyword } from './types';

/** A view in the declare blockers step: the listed attackers attack 'D'. */
function blockView(
  attackers: CombatPermanent[],
  blockers: CombatPermanent[],
  more: Partial<CombatView> = {},
): CombatView {
  return twoPlayerView([...attackers, ...blockers], {
    attacks: attackers.map((a) => ({ attacker: a.id, target: 'D' })),
    ...more,
  });
}
const bl = (...pairs: [string, string][]): Block[] => pairs.map(([blocker, attacker]) => ({ blocker, attacker }));
const shown = (view: CombatView) =>
  legalBlockDeclarations(view)
    .declarations.map((d) => d.map((b) => `${b.blocker}>${b.attacker}`).join(' '))
    .sort();

describe('509.1b Example: evasion abilities are cumulative', () => {
  const attacker = creature('Flying Shade', 'A', 2, 2, ['flying', 'shadow']);
  it.each([
    ['a creature with flying but without shadow', ['flying'], 'declare-blockers/shadow', ['509.1b', '702.28b']],
    ['a creature with shadow but without flying', ['shadow'], 'declare-blockers/flying', ['509.1b', '702.9b']],
    ['a creature with reach and shadow', ['reach', 'shadow'], null, null],
    ['a creature with flying and shadow', ['flying', 'shadow'], null, null],
  ] as [string, Keyword[], string | null, string[] | null][])('blocked by %s', (_n, words, code, rules) => {
    const result = checkBlockDeclaration(
      blockView([attacker], [creature('Guard', 'D', 1, 1, words)]),
      bl(['Guard', 'Flying Shade']),
    );
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code, rules });
  });
  it('a creature with shadow can block only creatures with shadow', () => {
    const view = blockView([creature('Bear', 'A', 2, 2)], [creature('Shade', 'D', 1, 1, ['shadow'])]);
    expect(checkBlockDeclaration(view, bl(['Shade', 'Bear']))).toMatchObject({
      code: 'declare-blockers/shadow',
      rules: ['509.1b', '702.28b'],
    });
  });
});

describe('509.1c Example: a menace attacker, one creature that "blocks if able" and one with no abilities', () => {
  const view = blockView(
    [creature('Menacer', 'A', 3, 3, ['menace'])],
    [creature('Eager', 'D', 1, 1, ['blocks each combat if able']), creature('Plain', 'D', 1, 1)],
  );
  it('the player must block with both creatures', () => {
    expect(shown(view)).toEqual(['Eager>Menacer Plain>Menacer']);
    expect(checkBlockDeclaration(view, bl(['Eager', 'Menacer'], ['Plain', 'Menacer']))).toEqual({
      ok: true,
      obeyed: 1,
      maximum: 1,
    });
  });
  it('only the first creature blocking violates the menace restriction', () => {
    expect(checkBlockDeclaration(view, bl(['Eager', 'Menacer']))).toMatchObject({
      ok: false,
      code: 'declare-blockers/menace',
      rules: ['509.1b', '702.111b'],
    });
  });
  it('only the second creature blocking violates both the menace restriction and the requirement', () => {
    const e = explainBlockDeclaration(view, bl(['Plain', 'Menacer']));
    expect(e.findings.map((f) => [f.kind, f.code])).toEqual([
      ['restriction', 'declare-blockers/menace'],
      ['requirement', 'declare-blockers/requirement-not-obeyed'],
    ]);
  });
  it('neither blocking fulfils the restriction but not the requirement', () => {
    expect(checkBlockDeclaration(view, [])).toMatchObject({
      ok: false,
      code: 'declare-blockers/requirement-not-maximised',
      rules: ['509.1c'],
    });
  });
});

describe('509.1a–b: restrictions on one blocker, or one pair', () => {
  const red = creature('Red Attacker', 'A', 2, 2, [], { colors: ['R'] });
  const warded = creature('Warded', 'A', 2, 2, [{ protection: 'R' }]);
  const dragon = creature('Dragon', 'A', 4, 4, ['flying']);
  it.each([
    [
      'a tapped creature',
      creature('B', 'D', 1, 1, [], { tapped: true }),
      'Red Attacker',
      'declare-blockers/tapped',
      ['509.1a'],
    ],
    [
      "a creature that can't block",
      creature('B', 'D', 1, 1, ["can't block"]),
      'Red Attacker',
      'declare-blockers/cant-block',
      ['509.1b'],
    ],
    [
      'a battle',
      creature('B', 'D', 1, 1, [], { types: ['Creature', 'Battle'] }),
      'Red Attacker',
      'declare-blockers/battle',
      ['509.1a'],
    ],
    [
      'a red creature blocking protection from red',
      creature('B', 'D', 1, 1, [], { colors: ['R'] }),
      'Warded',
      'declare-blockers/protection',
      ['509.1b', '702.16f'],
    ],
    [
      'a creature without flying or reach blocking a flyer',
      creature('B', 'D', 1, 1),
      'Dragon',
      'declare-blockers/flying',
      ['509.1b', '702.9b'],
    ],
    [
      "the attacking player's creature",
      creature('B', 'A', 1, 1),
      'Red Attacker',
      'declare-blockers/not-your-creature',
      ['509.1a'],
    ],
  ])('%s', (_n, blocker, attacker, code, rules) => {
    const result = checkBlockDeclaration(blockView([red, warded, dragon], [blocker]), bl(['B', attacker]));
    expect(result).toMatchObject({ ok: false, code, rules });
    if (!result.ok) expect(refusalText(result, 'zh')).toMatch(/[\u4e00-\u9fff]/);
  });
  it.each([
    ['reach blocks a flyer', creature('B', 'D', 1, 4, ['reach']), 'Dragon'],
    ['a green creature blocks protection from red', creature('B', 'D', 1, 1, [], { colors: ['G'] }), 'Warded'],
  ])('%s', (_n, blocker, attacker) => {
    expect(checkBlockDeclaration(blockView([red, warded, dragon], [blocker]), bl(['B', attacker])).ok).toBe(true);
  });
  it("an attacker attacking another player (or a planeswalker they control) can't be blocked by this player", () => {
    const view: CombatView = {
      attackingPlayer: 'A',
      defendingPlayers: ['D', 'E'],
      permanents: [
        red,
        creature('Bear', 'A', 2, 2),
        creature('Walker', 'D', 0, 0, [], { types: ['Planeswalker'] }),
        creature('B', 'D', 1, 1),
      ],
      attacks: [
        { attacker: 'Red Attacker', target: 'E' },
        { attacker: 'Bear', target: 'Walker' },
      ],
      blockingPlayer: 'D',
    };
    expect(checkBlockDeclaration(view, bl(['B', 'Red Attacker']))).toMatchObject({
      code: 'declare-blockers/not-attacking-you',
      rules: ['509.1a'],
    });
    expect(checkBlockDeclaration(view, bl(['B', 'Bear'])).ok).toBe(true);
  });
});

describe('509.1a: blocking more than one attacker', () => {
  const attackers = [creature('Enormous Baloth', 'A', 7, 7), creature('Durkwood Boars', 'A', 4, 4)];
  it('Foriysian Brigade (can block an additional creature) may block both; a vanilla creature may not', () => {
    const brigade = creature('Foriysian Brigade', 'D', 2, 4, ['can block an additional creature']);
    const both = bl(['Foriysian Brigade', 'Enormous Baloth'], ['Foriysian Brigade', 'Durkwood Boars']);
    expect(checkBlockDeclaration(blockView(attackers, [brigade]), both).ok).toBe(true);
    expect(shown(blockView(attackers, [brigade]))).toHaveLength(4);
    const bear = creature('Foriysian Brigade', 'D', 2, 2);
    expect(checkBlockDeclaration(blockView(attackers, [bear]), both)).toMatchObject({
      code: 'declare-blockers/too-many-blocks',
      rules: ['509.1a'],
    });
  });
});

describe('"must be blocked if able" (509.1c; commentary: Riveteers Decoy and three Spirited Companions)', () => {
  const decoy = creature('Riveteers Decoy', 'A', 3, 3, ['must be blocked if able']);
  const companions = ['Companion 1', 'Companion 2', 'Companion 3'].map((id) => creature(id, 'D', 1, 2));
  const view = blockView([decoy], companions);
  it('one blocker is enough; any number may block; not blocking it is illegal', () => {
    expect(shown(view)).toHaveLength(7);
    expect(checkBlockDeclaration(view, bl(['Companion 2', 'Riveteers Decoy'])).ok).toBe(true);
    expect(checkBlockDeclaration(view, [])).toMatchObject({
      ok: false,
      code: 'declare-blockers/requirement-not-maximised',
    });
  });
  it('a "must be blocked" attacker that no creature can block asks for nothing', () => {
    const flyer = creature('Lure Drake', 'A', 2, 2, ['must be blocked if able', 'flying']);
    expect(checkBlockDeclaration(blockView([flyer], companions), [])).toEqual({ ok: true, obeyed: 0, maximum: 0 });
  });
  it('counts as one requirement however many creatures could block it', () => {
    // At most two blockers: two "blocks if able" creatures ganging up on a menace attacker obey
    // two requirements; one of three reach creatures blocking the flying "must be blocked"
    // attacker obeys one. The first is required.
    const view = blockView(
      [
        creature('Menacer', 'A', 3, 3, ['menace']),
        creature('Lure Drake', 'A', 2, 2, ['must be blocked if able', 'flying']),
      ],
      [
        creature('Eager 1', 'D', 1, 1, ['blocks each combat if able']),
        creature('Eager 2', 'D', 1, 1, ['blocks each combat if able']),
        ...['Archer 1', 'Archer 2', 'Archer 3'].map((id) => creature(id, 'D', 1, 1, ['reach'])),
      ],
      { limits: { maxBlockers: 2 } },
    );
    expect(checkBlockDeclaration(view, bl(['Eager 1', 'Menacer'], ['Eager 2', 'Menacer']))).toEqual({
      ok: true,
      obeyed: 2,
      maximum: 2,
    });
    expect(checkBlockDeclaration(view, bl(['Archer 1', 'Lure Drake']))).toMatchObject({
      ok: false,
      code: 'declare-blockers/requirement-not-maximised',
    });
  });
});

describe('"No more than N creatures can block each combat" (509.1b)', () => {
  it('limits blockers, and the requirement search respects it', () => {
    const view = blockView(
      [creature('X', 'A', 2, 2), creature('Y', 'A', 2, 2)],
      [
        creature('P', 'D', 1, 1, ['blocks each combat if able']),
        creature('Q', 'D', 1, 1, ['blocks each combat if able']),
      ],
      { limits: { maxBlockers: 1 } },
    );
    expect(checkBlockDeclaration(view, bl(['P', 'X'], ['Q', 'Y']))).toMatchObject({
      code: 'declare-blockers/too-many-blockers',
      rules: ['509.1b'],
    });
    expect(shown(view)).toEqual(['P>X', 'P>Y', 'Q>X', 'Q>Y']);
  });
});

// The search against brute force over every declaration (each blocker: nothing, one attacker or
// two — the explanation flags a second block by a creature that can't make one).
const BLOCK_WORDS: Keyword[] = [
  'blocks each combat if able',
  'flying',
  'reach',
  "can't block",
  'can block an additional creature',
];
const ATTACKER_WORDS: Keyword[] = ['menace', 'must be blocked if able', 'flying'];
describe('509.1b–c: the search agrees with brute force', () => {
  it('on random combats of up to 3 attackers and 3 blockers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(ATTACKER_WORDS), { minLength: 1, maxLength: 3 }),
        fc.array(fc.subarray(BLOCK_WORDS), { maxLength: 3 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (aw, bw, max) => {
          const attackers = aw.map((w, i) => creature(`a${i}`, 'A', 1, 1, w));
          const blockers = bw.map((w, i) => creature(`b${i}`, 'D', 1, 1, w));
          const view = blockView(attackers, blockers, max === undefined ? {} : { limits: { maxBlockers: max } });
          const all: Block[][] = [[]];
          for (const b of blockers) {
            const grown: Block[][] = [];
            for (const partial of all) {
              grown.push(partial);
              attackers.forEach((a, i) => {
                grown.push([...partial, { blocker: b.id, attacker: a.id }]);
                for (const other of attackers.slice(i + 1))
                  grown.push([...partial, { blocker: b.id, attacker: a.id }, { blocker: b.id, attacker: other.id }]);
              });
            }
            all.splice(0, all.length, ...grown);
          }
          const judged = all.map((d) => {
            const e = explainBlockDeclaration(view, d);
            return { d, legal: !e.findings.some((f) => f.kind === 'restriction'), obeyed: e.obeyed };
          });
          const best = Math.max(...judged.filter((j) => j.legal).map((j) => j.obeyed));
          const key = (d: Block[]) =>
            d
              .map((b) => `${b.blocker}>${b.attacker}`)
              .sort()
              .join(' ');
          const expected = judged
            .filter((j) => j.legal && j.obeyed === best)
            .map((j) => key(j.d))
            .sort();
          expect(legalBlockDeclarations(view, 10_000).declarations.map(key).sort()).toEqual(expected);
          for (const j of judged) expect(checkBlockDeclaration(view, j.d).ok).toBe(j.legal && j.obeyed === best);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('509.1c: the maximum agrees with a direct count on larger combats', () => {
  it('up to 4 attackers and 5 blockers, some able to block two, with or without a limit on blockers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(ATTACKER_WORDS), { minLength: 1, maxLength: 4 }),
        fc.array(fc.subarray(BLOCK_WORDS), { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        (aw, bw, max) => {
          const attackers = aw.map((w, i) => creature(`a${i}`, 'A', 1, 1, w));
          const blockers = bw.map((w, i) => creature(`b${i}`, 'D', 1, 1, w));
          const view = blockView(attackers, blockers, max === undefined ? {} : { limits: { maxBlockers: max } });
          // Each blocker: nothing, or one or two attackers it may block pairwise.
          const choices = blockers.map((b) => {
            if (blockerRestrictions(view, b).length > 0) return [[]] as Block[][];
            const ok = attackers.filter((a) => pairRestrictions(b, a).length === 0);
            const two = b.keywords.includes('can block an additional creature');
            const out: Block[][] = [[]];
            ok.forEach((a, i) => {
              out.push([{ blocker: b.id, attacker: a.id }]);
              if (two)
                for (const c of ok.slice(i + 1))
                  out.push([
                    { blocker: b.id, attacker: a.id },
                    { blocker: b.id, attacker: c.id },
                  ]);
            });
            return out;
          });
          const weight = (a: CombatPermanent) =>
            blockers.some((b) => blockerRestrictions(view, b).length === 0 && pairRestrictions(b, a).length === 0)
              ? a.keywords.filter((k) => k === 'must be blocked if able').length
              : 0;
          let best = -1;
          const walk = (i: number, acc: Block[]) => {
            if (i === blockers.length) {
              if (blockDeclarationRestrictions(view, acc).length > 0) return;
              let n = 0;
              for (const b of blockers)
                if (acc.some((x) => x.blocker === b.id))
                  n += b.keywords.filter((k) => k === 'blocks each combat if able').length;
              for (const a of attackers) if (acc.some((x) => x.attacker === a.id)) n += weight(a);
              best = Math.max(best, n);
              return;
            }
            for (const c of choices[i]) walk(i + 1, [...acc, ...c]);
          };
          walk(0, []);
          const legal = legalBlockDeclarations(view, 3);
          expect(legal.maximum).toBe(best);
          for (const d of legal.declarations)
            expect(checkBlockDeclaration(view, d)).toEqual({ ok: true, obeyed: best, maximum: best });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('509.1c: a cost to block is never required', () => {
  it('a creature that "blocks if able" but must pay to block may stay back, or pay and block', () => {
    const view = blockView(
      [creature('Bear', 'A', 2, 2)],
      [creature('Taxed', 'D', 2, 2, ['blocks each combat if able'], { costToBlock: true })],
    );
    expect(checkBlockDeclaration(view, [])).toEqual({ ok: true, obeyed: 0, maximum: 0 });
    expect(checkBlockDeclaration(view, bl(['Taxed', 'Bear']))).toEqual({ ok: true, obeyed: 1, maximum: 1 });
  });
});

// Whole findings: the rule, the code and every parameter a message is said with.
const named = (en: string, zh: string) => ({ en, zh });
const restriction = (creature: string | null, code: string, rules: string[], params: Record<string, unknown>) => ({
  creature,
  kind: 'restriction',
  code: `declare-blockers/${code}`,
  rules,
  params,
});

describe('506.3, 509.1a–b: restrictions on one blocker, whole', () => {
  const view = blockView([creature('Bear', 'A', 2, 2)], []);
  it.each([
    ['not a creature', { types: ['Artifact'] }, 'not-a-creature', ['506.3']],
    ['tapped', { tapped: true }, 'tapped', ['509.1a']],
    ['a battle', { types: ['Creature', 'Battle'] }, 'battle', ['509.1a']],
    ['the attacking player’s', { controller: 'A' }, 'not-your-creature', ['509.1a']],
  ] as [string, Partial<CombatPermanent>, string, string[]][])('%s', (_n, more, code, rules) => {
    const b = creature('B', 'D', 1, 1, [], { name: 'Guard', nameZh: '守卫', ...more });
    expect(blockerRestrictions(view, b)).toEqual([restriction('B', code, rules, { creature: named('Guard', '守卫') })]);
  });
});

describe('509.1b: evasion between one blocker and one attacker, whole (702.9b, 702.28b, 702.16f)', () => {
  const guard = (keywords: Keyword[], colors: CombatPermanent['colors'] = []) =>
    creature('B', 'D', 1, 1, keywords, { name: 'Guard', nameZh: '守卫', colors });
  const shade = (keywords: Keyword[]) => creature('S', 'A', 2, 2, keywords, { name: 'Shade', nameZh: '阴影' });
  const params = { creature: named('Guard', '守卫'), attacker: named('Shade', '阴影') };
  it('702.28b: the attacker has shadow, the blocker not', () => {
    expect(pairRestrictions(guard([]), shade(['shadow']))).toEqual([
      restriction('B', 'shadow', ['509.1b', '702.28b'], { ...params, attackerHasShadow: true }),
    ]);
  });
  it('702.28b: the blocker has shadow, the attacker not', () => {
    expect(pairRestrictions(guard(['shadow']), shade([]))).toEqual([
      restriction('B', 'shadow', ['509.1b', '702.28b'], { ...params, attackerHasShadow: false }),
    ]);
  });
  it('702.9b and 702.16f: a red blocker without flying against a flyer with protection from red', () => {
    expect(pairRestrictions(guard([], ['R']), shade(['flying', { protection: 'R' }]))).toEqual([
      restriction('B', 'flying', ['509.1b', '702.9b'], params),
      restriction('B', 'protection', ['509.1b', '702.16f'], { ...params, color: 'R' }),
    ]);
  });
});

describe('509.1a–b, 702.111b: whole-declaration restrictions, whole', () => {
  const view = blockView(
    [creature('M', 'A', 3, 3, ['menace'], { name: 'Menacer', nameZh: '威慑者' }), creature('Bear', 'A', 2, 2)],
    [creature('G1', 'D', 1, 1, [], { name: 'Guard', nameZh: '守卫' }), creature('G2', 'D', 1, 1)],
    { limits: { maxBlockers: 1 } },
  );
  it('one creature blocking a menace attacker, and blocking two attackers without the ability to', () => {
    expect(blockDeclarationRestrictions(view, bl(['G1', 'M'], ['G1', 'Bear']))).toEqual([
      restriction('M', 'menace', ['509.1b', '702.111b'], { attacker: named('Menacer', '威慑者') }),
      restriction('G1', 'too-many-blocks', ['509.1a'], { creature: named('Guard', '守卫'), count: 2, capacity: 1 }),
    ]);
  });
  it('"No more than one creature can block each combat": two blockers', () => {
    expect(blockDeclarationRestrictions(view, bl(['G1', 'Bear'], ['G2', 'Bear']))).toEqual([
      restriction(null, 'too-many-blockers', ['509.1b'], { max: 1, count: 2 }),
    ]);
  });
});

describe('509.1a, 310.8c: which attackers this player may block', () => {
  it('creatures attacking them, their planeswalkers or the battles they protect; not one that has left, nor one whose battle stopped being a battle (506.4e)', () => {
    const view: CombatView = {
      attackingPlayer: 'A',
      defendingPlayers: ['D', 'E'],
      permanents: [
        creature('ToD', 'A', 2, 2),
        creature('ToE', 'A', 2, 2),
        creature('ToWalker', 'A', 2, 2),
        creature('ToSiege', 'A', 2, 2),
        creature('ToOtherSiege', 'A', 2, 2),
        creature('ToFormerSiege', 'A', 2, 2),
        creature('Walker', 'D', 0, 0, [], { types: ['Planeswalker'] }),
        creature('Siege', 'E', 0, 0, [], { types: ['Battle'], protector: 'D' }),
        creature('Other Siege', 'D', 0, 0, [], { types: ['Battle'], protector: 'E' }),
        // 310.8g: it keeps its protector; 506.4e: no longer a battle, it is no longer attacked.
        creature('Former Siege', 'E', 3, 3, [], { types: ['Creature'], protector: 'D' }),
      ],
      attacks: [
        { attacker: 'Gone', target: 'D' },
        { attacker: 'ToD', target: 'D' },
        { attacker: 'ToE', target: 'E' },
        { attacker: 'ToWalker', target: 'Walker' },
        { attacker: 'ToSiege', target: 'Siege' },
        { attacker: 'ToOtherSiege', target: 'Other Siege' },
        { attacker: 'ToFormerSiege', target: 'Former Siege' },
      ],
      blockingPlayer: 'D',
    };
    expect(blockableAttackers(view).map((p) => p.id)).toEqual(['ToD', 'ToWalker', 'ToSiege']);
  });
});

describe('509.1a: enumerating declarations stops at the limit and says so', () => {
  const view = blockView(
    [creature('Bear', 'A', 2, 2)],
    [creature('G1', 'D', 1, 1), creature('G2', 'D', 1, 1), creature('G3', 'D', 1, 1)],
  );
  it('each of three untapped creatures may block the attacker or not: eight declarations', () => {
    const all = legalBlockDeclarations(view, 8);
    expect(all.truncated).toBe(false);
    expect(shown(view)).toEqual(
      [
        '',
        'G1>Bear',
        'G2>Bear',
        'G3>Bear',
        'G1>Bear G2>Bear',
        'G1>Bear G3>Bear',
        'G2>Bear G3>Bear',
        'G1>Bear G2>Bear G3>Bear',
      ].sort(),
    );
    expect(all.declarations).toHaveLength(8);
  });
  it('a limit of three keeps the first three and marks the list truncated', () => {
    const all = legalBlockDeclarations(view, 8);
    expect(legalBlockDeclarations(view, 3)).toEqual({
      maximum: 0,
      declarations: all.declarations.slice(0, 3),
      truncated: true,
    });
  });
});

// Whole findings and refusals: the rule, the code and the parameters the messages say them with.
const sameName = (id: string) => ({ en: id, zh: id });
const unobeyed = (id: string, params: Record<string, unknown>) => ({
  creature: id,
  kind: 'requirement',
  code: 'declare-blockers/requirement-not-obeyed',
  rules: ['509.1c'],
  params: { creature: sameName(id), ...params },
});

describe('509.1c: each requirement left unobeyed is named, with its creature', () => {
  // Eager and Tired "block each combat if able", Tired is tapped; Rampager attacks and would
  // "block each combat if able" too, but the attacking player's creatures don't block.
  const view = blockView(
    [creature('Bear', 'A', 2, 2), creature('Rampager', 'A', 3, 3, ['blocks each combat if able'])],
    [
      creature('Eager', 'D', 1, 1, ['blocks each combat if able']),
      creature('Tired', 'D', 1, 1, ['blocks each combat if able'], { tapped: true }),
      creature('Plain', 'D', 1, 1),
      creature('Idle', 'D', 1, 1),
    ],
  );
  it('"blocks each combat if able" not blocking: whether it could block is said; creatures without it and the attacker are not named', () => {
    expect(explainBlockDeclaration(view, bl(['Plain', 'Bear']))).toEqual({
      findings: [unobeyed('Eager', { canBlock: true }), unobeyed('Tired', { canBlock: false })],
      obeyed: 0,
      maximum: 1,
      witness: bl(['Eager', 'Bear']),
    });
  });
  it('a creature that "blocks each combat if able" obeys it by blocking, beside other blockers', () => {
    expect(explainBlockDeclaration(view, bl(['Eager', 'Rampager'], ['Plain', 'Bear']))).toEqual({
      findings: [unobeyed('Tired', { canBlock: false })],
      obeyed: 1,
      maximum: 1,
      witness: bl(['Eager', 'Bear']),
    });
  });

  const lured = blockView(
    [creature('Riveteers Decoy', 'A', 3, 3, ['must be blocked if able']), creature('Bear', 'A', 2, 2)],
    [creature('Plain', 'D', 1, 1), creature('Other', 'D', 1, 1)],
  );
  it('"must be blocked if able" is unobeyed while no creature blocks that attacker; other attackers ask nothing', () => {
    const decoy = unobeyed('Riveteers Decoy', { mustBeBlocked: true });
    expect(explainBlockDeclaration(lured, []).findings).toEqual([decoy]);
    expect(explainBlockDeclaration(lured, bl(['Plain', 'Bear'])).findings).toEqual([decoy]);
    expect(explainBlockDeclaration(lured, bl(['Plain', 'Riveteers Decoy'], ['Other', 'Bear']))).toEqual({
      findings: [],
      obeyed: 1,
      maximum: 1,
      // The first legal declaration, blockers in order each choosing "no block" first.
      witness: bl(['Other', 'Riveteers Decoy']),
    });
  });
});

describe('509.1a: declarations naming what is not there, or the same block twice', () => {
  const view = blockView([creature('Bear', 'A', 2, 2)], [creature('Plain', 'D', 1, 1, [], { nameZh: '平凡' })]);
  it('a blocker that is not on the battlefield is refused by name', () => {
    expect(checkBlockDeclaration(view, bl(['Ghost', 'Bear']))).toEqual({
      ok: false,
      code: 'declare-blockers/unknown-creature',
      rules: ['509.1a'],
      params: { object: 'Ghost' },
    });
  });
  it('the same creature declared twice as blocking the same attacker is refused', () => {
    expect(checkBlockDeclaration(view, bl(['Plain', 'Bear'], ['Plain', 'Bear']))).toEqual({
      ok: false,
      code: 'declare-blockers/duplicate-block',
      rules: ['509.1a'],
      params: { object: 'Plain', attacker: 'Bear' },
    });
  });
  it('a creature can block only an attacking creature: an attacker not on the battlefield is named as given', () => {
    const plain = { en: 'Plain', zh: '平凡' };
    expect(checkBlockDeclaration(view, bl(['Plain', 'Ghost']))).toEqual({
      ok: false,
      code: 'declare-blockers/not-attacking-you',
      rules: ['509.1a'],
      params: { creature: plain, attacker: sameName('Ghost') },
      detail: {
        findings: [
          {
            creature: 'Plain',
            kind: 'restriction',
            code: 'declare-blockers/not-attacking-you',
            rules: ['509.1a'],
            params: { creature: plain, attacker: sameName('Ghost') },
          },
        ],
        obeyed: 0,
        maximum: 0,
        witness: [],
      },
    });
  });
  it('explaining a declaration with a blocker not on the battlefield judges the creatures that are', () => {
    const taxed = blockView(
      [creature('Bear', 'A', 2, 2)],
      [creature('Taxed', 'D', 2, 2, ['blocks each combat if able'], { costToBlock: true, tapped: true })],
    );
    expect(explainBlockDeclaration(taxed, bl(['Ghost', 'Bear'], ['Taxed', 'Bear']))).toEqual({
      findings: [
        {
          creature: 'Taxed',
          kind: 'restriction',
          code: 'declare-blockers/tapped',
          rules: ['509.1a'],
          params: { creature: sameName('Taxed') },
        },
      ],
      obeyed: 1,
      maximum: 0,
      witness: [],
    });
  });
  it('a tapped creature able to block two attackers is tapped once, however many it is declared to block', () => {
    const two = blockView(
      [creature('Bear', 'A', 2, 2), creature('Boar', 'A', 2, 2)],
      [creature('Brigade', 'D', 2, 4, ['can block an additional creature'], { tapped: true })],
    );
    expect(explainBlockDeclaration(two, bl(['Brigade', 'Bear'], ['Brigade', 'Boar'])).findings).toEqual([
      {
        creature: 'Brigade',
        kind: 'restriction',
        code: 'declare-blockers/tapped',
        rules: ['509.1a'],
        params: { creature: sameName('Brigade') },
      },
    ]);
  });
});

describe('509.1c Example refused whole: the menace attacker left unblocked', () => {
  it('names what is obeyed, the maximum, and a declaration that obeys it', () => {
    const view = blockView(
      [creature('Menacer', 'A', 3, 3, ['menace'])],
      [creature('Eager', 'D', 1, 1, ['blocks each combat if able']), creature('Plain', 'D', 1, 1)],
    );
    const witness = bl(['Eager', 'Menacer'], ['Plain', 'Menacer']);
    expect(checkBlockDeclaration(view, [])).toEqual({
      ok: false,
      code: 'declare-blockers/requirement-not-maximised',
      rules: ['509.1c'],
      params: {
        obeyed: 0,
        maximum: 1,
        example: [
          [sameName('Eager'), sameName('Menacer')],
          [sameName('Plain'), sameName('Menacer')],
        ],
      },
      detail: { findings: [unobeyed('Eager', { canBlock: true })], obeyed: 0, maximum: 1, witness },
    });
  });
});

// The search's own shortcuts (interchangeable attackers, the bound on what is still obtainable)
// must not lose a legal declaration: small combats where each would.
describe('509.1c: the declarations obeying the most requirements, found whole', () => {
  const decoy = (id: string, more: Keyword[] = []) => creature(id, 'A', 2, 2, ['must be blocked if able', ...more]);
  const all = (view: CombatView, limit?: number) => legalBlockDeclarations(view, limit);
  it('one creature able to block blocks the attacker that "must be blocked" twice over, not the one with it once', () => {
    const view = blockView(
      [decoy('Decoy'), decoy('Twice Lured', ['must be blocked if able']), creature('Bear', 'A', 2, 2)],
      [creature('Tired', 'D', 1, 1, [], { tapped: true }), creature('Guard', 'D', 1, 1)],
    );
    expect(all(view)).toEqual({ maximum: 2, declarations: [bl(['Guard', 'Twice Lured'])], truncated: false });
  });
  it('with one blocker allowed, a menace attacker that must be blocked asks for nothing obeyable; the other one is blocked', () => {
    const view = blockView(
      [decoy('Menacing Decoy', ['menace']), decoy('Decoy')],
      ['Guard 1', 'Guard 2', 'Guard 3'].map((id) => creature(id, 'D', 1, 1)),
      { limits: { maxBlockers: 1 } },
    );
    expect(all(view)).toEqual({
      maximum: 1,
      declarations: [bl(['Guard 3', 'Decoy']), bl(['Guard 2', 'Decoy']), bl(['Guard 1', 'Decoy'])],
      truncated: false,
    });
  });
  it('two creatures gang up on the menace attacker that must be blocked twice over rather than the one with it once', () => {
    const view = blockView(
      [decoy('Twice Lured Menacer', ['menace', 'must be blocked if able']), decoy('Menacing Decoy', ['menace'])],
      [creature('Guard 1', 'D', 1, 1), creature('Guard 2', 'D', 1, 1)],
    );
    expect(all(view)).toEqual({
      maximum: 2,
      declarations: [bl(['Guard 1', 'Twice Lured Menacer'], ['Guard 2', 'Twice Lured Menacer'])],
      truncated: false,
    });
  });
  it("a creature able to block two joins the menace attacker's second blocker and blocks the other decoy too", () => {
    const view = blockView(
      [decoy('Menacing Decoy', ['menace']), decoy('Decoy')],
      [creature('Guard', 'D', 1, 1), creature('Foriysian Brigade', 'D', 2, 4, ['can block an additional creature'])],
    );
    expect(all(view)).toEqual({
      maximum: 2,
      declarations: [
        bl(['Guard', 'Menacing Decoy'], ['Foriysian Brigade', 'Menacing Decoy'], ['Foriysian Brigade', 'Decoy']),
      ],
      truncated: false,
    });
  });
  it('a flying decoy is blocked by the only creature with flying, the other decoy by the creature without (702.9b)', () => {
    const view = blockView(
      [decoy('Flying Decoy', ['flying']), decoy('Decoy')],
      [creature('Bird', 'D', 1, 1, ['flying']), creature('Guard', 'D', 1, 1)],
    );
    expect(all(view)).toEqual({
      maximum: 2,
      declarations: [bl(['Bird', 'Flying Decoy'], ['Guard', 'Decoy'])],
      truncated: false,
    });
  });
  it('menace decoys, a plain menace attacker and a decoy: two blockers', () => {
    const view = blockView(
      [decoy('Menacing Decoy', ['menace']), creature('Menacer', 'A', 2, 2, ['menace']), decoy('Decoy')],
      [creature('Foriysian Brigade', 'D', 2, 4, ['can block an additional creature']), creature('Guard', 'D', 1, 1)],
    );
    expect(all(view)).toEqual({
      maximum: 2,
      declarations: [
        bl(['Foriysian Brigade', 'Menacing Decoy'], ['Foriysian Brigade', 'Decoy'], ['Guard', 'Menacing Decoy']),
      ],
      truncated: false,
    });
  });
  it('one creature and two decoys: it blocks either, each obeys one requirement', () => {
    const view = blockView(
      [decoy('Decoy 1'), decoy('Decoy 2'), creature('Bear', 'A', 2, 2)],
      [creature('Guard', 'D', 1, 1)],
    );
    expect(all(view)).toEqual({
      maximum: 1,
      declarations: [bl(['Guard', 'Decoy 1']), bl(['Guard', 'Decoy 2'])],
      truncated: false,
    });
  });
  it('two flying menace decoys, two creatures with reach and at most two blockers: both reach creatures block one of them', () => {
    const twice: Keyword[] = ['menace', 'flying', 'must be blocked if able'];
    const view = blockView(
      [decoy('Drake 1', twice), decoy('Drake 2', twice), creature('Bear', 'A', 2, 2)],
      [
        creature('Archer 1', 'D', 1, 1, ['reach']),
        creature('Guard', 'D', 1, 1),
        creature('Archer 2', 'D', 1, 1, ['reach']),
      ],
      { limits: { maxBlockers: 2 } },
    );
    expect(all(view)).toEqual({
      maximum: 2,
      declarations: [
        bl(['Archer 1', 'Drake 1'], ['Archer 2', 'Drake 1']),
        bl(['Archer 1', 'Drake 2'], ['Archer 2', 'Drake 2']),
      ],
      truncated: false,
    });
  });
  it('509.1a: a creature able to block two attackers — its declarations come fewest blocks first, so a short list keeps the single blocks', () => {
    const view = blockView(
      [creature('Bear', 'A', 2, 2), creature('Boar', 'A', 4, 4)],
      [creature('Foriysian Brigade', 'D', 2, 4, ['can block an additional creature'])],
    );
    expect(all(view, 3)).toEqual({
      maximum: 0,
      declarations: [[], bl(['Foriysian Brigade', 'Bear']), bl(['Foriysian Brigade', 'Boar'])],
      truncated: true,
    });
  });
});
