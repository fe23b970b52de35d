import { describe, expect, it } from 'vitest';
import { refusalText } from '../messages/index';
import fc from 'fast-check';
import { checkAttackDeclaration, explainAttackDeclaration, legalAttackDeclarations } from './attack-declaration';
import { attackableTargets } from './attack-restrictions';
import { creature, twoPlayerView } from './test-cards';
import type { Attack, CombatView, Keyword } from './types';

const at = (...ids: string[]): Attack[] => ids.map((attacker) => ({ attacker, target: 'D' }));
const sets = (view: CombatView) =>
  legalAttackDeclarations(view).declarations.map((d) =>
    d
      .map((a) => a.attacker)
      .sort()
      .join('+'),
  );

describe('508.1c Example: two creatures that "can\'t attack alone"', () => {
  const view = twoPlayerView([
    creature('First', 'A', 2, 2, ["can't attack alone"]),
    creature('Second', 'A', 2, 2, ["can't attack alone"]),
  ]);
  it.each([
    ['both attack', ['First', 'Second'], null],
    ['neither attacks', [], null],
    ['only the first', ['First'], 'declare-attackers/cant-attack-alone'],
    ['only the second', ['Second'], 'declare-attackers/cant-attack-alone'],
  ])('%s', (_name, ids, code) => {
    const result = checkAttackDeclaration(view, at(...ids));
    if (code === null) expect(result.ok).toBe(true);
    else {
      expect(result).toMatchObject({ ok: false, code, rules: ['508.1c', '506.5'] });
      if (!result.ok) expect(refusalText(result, 'en')).toMatch(/^(First|Second) can’t attack alone\.$/);
    }
  });
});

describe('508.1d Example: "attacks if able" + a vanilla creature, "No more than one creature can attack each turn"', () => {
  const view = twoPlayerView(
    [creature('Eager', 'A', 2, 2, ['attacks each combat if able']), creature('Plain', 'A', 2, 2)],
    {
      limits: { maxAttackers: 1 },
    },
  );
  it('the only legal attack is the creature that attacks if able, alone', () => {
    expect(sets(view)).toEqual(['Eager']);
    expect(checkAttackDeclaration(view, at('Eager'))).toEqual({ ok: true, obeyed: 1, maximum: 1 });
  });
  it.each([
    ['the other creature', ['Plain'], 'declare-attackers/requirement-not-maximised', ['508.1d']],
    ['both', ['Eager', 'Plain'], 'declare-attackers/too-many-attackers', ['508.1c']],
    ['neither', [], 'declare-attackers/requirement-not-maximised', ['508.1d']],
  ])('attacking with %s is illegal', (_n, ids, code, rules) => {
    expect(checkAttackDeclaration(view, at(...ids))).toMatchObject({ ok: false, code, rules });
  });
  it('explains the refusal creature by creature, with a declaration that does obey the maximum', () => {
    const e = explainAttackDeclaration(view, at('Plain'));
    expect(e.obeyed).toBe(0);
    expect(e.maximum).toBe(1);
    expect(e.witness).toEqual(at('Eager'));
    expect(e.findings).toEqual([
      expect.objectContaining({ creature: 'Eager', kind: 'requirement', rules: ['508.1d'] }),
    ]);
  });
});

describe('commentary (宣告攻擊者步驟): Ruric Thar, Master of Cruelties, Gruul Spellbreaker', () => {
  const ruric = (k: Keyword[] = []) => creature('Ruric Thar', 'A', 6, 6, ['attacks each combat if able', ...k]);
  const master = (k: Keyword[] = []) => creature('Master of Cruelties', 'A', 1, 4, ['can only attack alone', ...k]);
  it('"attacks if able" + "can only attack alone": only Ruric Thar attacks', () => {
    const view = twoPlayerView([ruric(), master()]);
    expect(sets(view)).toEqual(['Ruric Thar']);
    expect(checkAttackDeclaration(view, at('Ruric Thar', 'Master of Cruelties'))).toMatchObject({
      code: 'declare-attackers/can-only-attack-alone',
    });
    expect(checkAttackDeclaration(view, at('Master of Cruelties'))).toMatchObject({
      code: 'declare-attackers/requirement-not-maximised',
    });
    expect(checkAttackDeclaration(view, [])).toMatchObject({ code: 'declare-attackers/requirement-not-maximised' });
  });
  it("both must attack if able (Chemister's Trick on the Master): either one alone, not both, not neither", () => {
    const view = twoPlayerView([ruric(), master(['attacks each combat if able'])]);
    expect(sets(view).sort()).toEqual(['Master of Cruelties', 'Ruric Thar']);
    expect(legalAttackDeclarations(view).maximum).toBe(1);
    expect(checkAttackDeclaration(view, at('Ruric Thar', 'Master of Cruelties'))).toMatchObject({
      ok: false,
      rules: ['508.1c', '506.5'],
    });
    expect(checkAttackDeclaration(view, [])).toMatchObject({ ok: false, rules: ['508.1d'] });
  });
  it('the Master and two Gruul Spellbreakers all "attack if able": only both Spellbreakers attack', () => {
    const breaker = (id: string) => creature(id, 'A', 3, 3, ['attacks each combat if able', 'trample']);
    const view = twoPlayerView([
      master(['attacks each combat if able']),
      breaker('Spellbreaker 1'),
      breaker('Spellbreaker 2'),
    ]);
    expect(sets(view)).toEqual(['Spellbreaker 1+Spellbreaker 2']);
    expect(checkAttackDeclaration(view, at('Master of Cruelties'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
    });
    expect(checkAttackDeclaration(view, at('Spellbreaker 1'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
    });
  });
});

describe('508.1a and 508.1c: restrictions on one creature', () => {
  const opponentCreature = creature('Theirs', 'D', 2, 2);
  it.each([
    ['tapped', creature('X', 'A', 2, 2, [], { tapped: true }), 'tapped', ['508.1a']],
    ['summoning sick', creature('X', 'A', 2, 2, [], { summoningSick: true }), 'summoning-sick', ['508.1a', '302.6']],
    ['defender', creature('X', 'A', 0, 4, ['defender']), 'defender', ['508.1c', '702.3b']],
    ["can't attack", creature('X', 'A', 2, 2, ["can't attack"]), 'cant-attack', ['508.1c']],
    ['a battle', creature('X', 'A', 2, 2, [], { types: ['Creature', 'Battle'] }), 'battle', ['508.1a']],
    ['not a creature', creature('X', 'A', 0, 0, [], { types: ['Artifact'] }), 'not-a-creature', ['506.3']],
  ])('%s', (_n, x, code, rules) => {
    expect(checkAttackDeclaration(twoPlayerView([x, opponentCreature]), at('X'))).toMatchObject({
      ok: false,
      code: `declare-attackers/${code}`,
      rules,
    });
  });
  it("haste lets a creature attack the turn it came under its controller's control", () => {
    expect(
      checkAttackDeclaration(twoPlayerView([creature('X', 'A', 2, 2, ['haste'], { summoningSick: true })]), at('X')).ok,
    ).toBe(true);
  });
  it("an opponent's creature can't attack", () => {
    expect(checkAttackDeclaration(twoPlayerView([opponentCreature]), at('Theirs'))).toMatchObject({
      code: 'declare-attackers/not-your-creature',
    });
  });
  it("a requirement on a creature that can't attack is not counted against the declaration", () => {
    const view = twoPlayerView([creature('Tired', 'A', 2, 2, ['attacks each combat if able'], { tapped: true })]);
    expect(checkAttackDeclaration(view, [])).toEqual({ ok: true, obeyed: 0, maximum: 0 });
    expect(refusalText(explainAttackDeclaration(view, []).findings[0], 'en')).toContain('is tapped');
  });
  it('unknown and duplicate attackers are refused', () => {
    const view = twoPlayerView([creature('X', 'A', 2, 2)]);
    expect(checkAttackDeclaration(view, at('Nobody'))).toMatchObject({ code: 'declare-attackers/unknown-creature' });
    expect(checkAttackDeclaration(view, at('X', 'X'))).toMatchObject({ code: 'declare-attackers/duplicate-attacker' });
  });
});

describe('508.1b: what can be attacked', () => {
  const pw = (id: string, controller: string) => creature(id, controller, 0, 0, [], { types: ['Planeswalker'] });
  const battle = (id: string, controller: string, protector: string) =>
    creature(id, controller, 0, 0, [], { types: ['Battle'], protector });
  const view = twoPlayerView([
    creature('X', 'A', 2, 2),
    pw('Their Walker', 'D'),
    pw('My Walker', 'A'),
    battle('Siege', 'A', 'D'),
    battle('Their Siege', 'D', 'A'),
  ]);
  it.each([
    ['the defending player', 'D', true],
    ["the defending player's planeswalker", 'Their Walker', true],
    ['a battle the defending player protects', 'Siege', true],
    ["the active player's own planeswalker", 'My Walker', false],
    ['a battle the active player protects', 'Their Siege', false],
    ['the active player', 'A', false],
  ])('%s: %s', (_n, target, legal) => {
    const result = checkAttackDeclaration(view, [{ attacker: 'X', target }]);
    expect(result.ok).toBe(legal);
    if (!result.ok)
      expect(result).toMatchObject({
        code: 'declare-attackers/illegal-target',
        rules: expect.arrayContaining(['508.1b']),
      });
  });
  it('legal declarations spread over every attackable target', () => {
    expect(legalAttackDeclarations(view).declarations.map((d) => d.map((a) => a.target).join())).toEqual([
      '',
      'D',
      'Their Walker',
      'Siege',
    ]);
  });
});

describe('requirements count per instance (508.1d)', () => {
  it('a creature with two "attacks if able" requirements outweighs one with one', () => {
    const view = twoPlayerView([
      creature('Twice', 'A', 1, 1, [
        'attacks each combat if able',
        'attacks each combat if able',
        'can only attack alone',
      ]),
      creature('Once', 'A', 1, 1, ['attacks each combat if able', 'can only attack alone']),
    ]);
    expect(sets(view)).toEqual(['Twice']);
    expect(checkAttackDeclaration(view, at('Once'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
    });
  });
});

// The search against brute force: every subset of creatures, judged one by one with the
// explanation (restrictions broken, requirements obeyed), must agree with the check.
const ATTACK_WORDS: Keyword[] = [
  'attacks each combat if able',
  "can't attack alone",
  'can only attack alone',
  'defender',
  'haste',
];
const arbCreature = fc.record({
  words: fc.subarray(ATTACK_WORDS),
  twice: fc.boolean(),
  tapped: fc.boolean(),
  sick: fc.boolean(),
});
describe('508.1c–d: the search agrees with brute force', () => {
  it('on random armies of up to 6 creatures and attack limits', () => {
    fc.assert(
      fc.property(
        fc.array(arbCreature, { maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (army, max) => {
          const permanents = army.map((c, i) =>
            creature(
              `c${i}`,
              'A',
              1,
              1,
              c.twice && c.words.includes('attacks each combat if able')
                ? [...c.words, 'attacks each combat if able']
                : c.words,
              {
                tapped: c.tapped && i % 2 === 0,
                summoningSick: c.sick,
              },
            ),
          );
          const view = twoPlayerView(permanents, max === undefined ? {} : { limits: { maxAttackers: max } });
          let best = -1;
          const judged: { ids: string[]; legal: boolean; obeyed: number }[] = [];
          for (let mask = 0; mask < 1 << permanents.length; mask++) {
            const ids = permanents.filter((_, i) => mask & (1 << i)).map((p) => p.id);
            const e = explainAttackDeclaration(view, at(...ids));
            const legal = !e.findings.some((f) => f.kind === 'restriction');
            judged.push({ ids, legal, obeyed: e.obeyed });
            if (legal) best = Math.max(best, e.obeyed);
          }
          const legalSets = judged
            .filter((j) => j.legal && j.obeyed === best)
            .map((j) => j.ids.join('+'))
            .sort();
          expect(
            legalAttackDeclarations(view, 1000)
              .declarations.map((d) => d.map((a) => a.attacker).join('+'))
              .sort(),
          ).toEqual(legalSets);
          for (const j of judged)
            expect(checkAttackDeclaration(view, at(...j.ids)).ok).toBe(j.legal && j.obeyed === best);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('508.1d: a cost to attack is never required (commentary: Ruric Thar and Propaganda)', () => {
  const view = twoPlayerView([
    creature('Ruric Thar', 'A', 6, 6, ['attacks each combat if able'], { costToAttack: true }),
  ]);
  it("not attacking is legal: the player needn't pay to obey the requirement", () => {
    expect(checkAttackDeclaration(view, [])).toEqual({ ok: true, obeyed: 0, maximum: 0 });
    expect(sets(view)).toEqual(['']);
  });
  it('paying and attacking is legal too', () => {
    expect(checkAttackDeclaration(view, at('Ruric Thar'))).toEqual({ ok: true, obeyed: 1, maximum: 1 });
  });
  it('once a cost is paid, the creatures it lets attack count toward the maximum', () => {
    const pair = twoPlayerView([
      creature('Paid', 'A', 2, 2, [], { costToAttack: true }),
      creature('Follower', 'A', 2, 2, ['attacks each combat if able', "can't attack alone"]),
    ]);
    expect(checkAttackDeclaration(pair, [])).toMatchObject({ ok: true, maximum: 0 });
    expect(checkAttackDeclaration(pair, at('Paid'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
    });
    expect(checkAttackDeclaration(pair, at('Paid', 'Follower'))).toEqual({ ok: true, obeyed: 1, maximum: 1 });
  });
});

// Whole refusals and findings: the rule, the code and every parameter a message is said with.
const named = (en: string, zh: string) => ({ en, zh });
/** 508.1d: the finding of a requirement left unobeyed, with why (a restriction) and whether anything could be attacked. */
const unobeyed = (id: string, name: { en: string; zh: string }, reason: unknown, nothingAttackable: boolean) => ({
  creature: id,
  kind: 'requirement',
  code: 'declare-attackers/requirement-not-obeyed',
  rules: ['508.1d'],
  params: { creature: name, reason, nothingAttackable },
});

describe('508.1a: the active player chooses among their own creatures only', () => {
  it('an opponent\'s creature or a noncreature that "attacks each combat if able" asks nothing of the declaration', () => {
    const view = twoPlayerView([
      creature('Theirs', 'D', 2, 2, ['attacks each combat if able']),
      creature('Relic', 'A', 0, 0, ['attacks each combat if able'], { types: ['Artifact'] }),
    ]);
    expect(explainAttackDeclaration(view, [])).toEqual({ findings: [], obeyed: 0, maximum: 0, witness: [] });
  });
});

describe('508.1d: requirement findings, whole', () => {
  const view = twoPlayerView(
    [
      creature('Plain', 'A', 2, 2, [], { name: 'Plain Soldier', nameZh: '平凡士兵' }),
      creature('Eager', 'A', 2, 2, ['attacks each combat if able'], { name: 'Eager Soldier', nameZh: '热切士兵' }),
    ],
    { limits: { maxAttackers: 1 } },
  );
  it('a requirement left unobeyed although nothing stops the creature: no reason, something to attack', () => {
    expect(explainAttackDeclaration(view, at('Plain')).findings).toEqual([
      unobeyed('Eager', named('Eager Soldier', '热切士兵'), null, false),
    ]);
  });
  it('a requirement obeyed, and a creature without one staying home, leave nothing to report', () => {
    expect(explainAttackDeclaration(view, at('Eager'))).toEqual({
      findings: [],
      obeyed: 1,
      maximum: 1,
      witness: at('Eager'),
    });
  });
  it('a creature not on the battlefield is no attacker: the explanation judges the others', () => {
    expect(explainAttackDeclaration(view, [{ attacker: 'Nobody', target: 'D' }, ...at('Eager')])).toEqual({
      findings: [],
      obeyed: 1,
      maximum: 1,
      witness: at('Eager'),
    });
  });
  it('the refusal names a declaration that obeys the maximum, in both languages', () => {
    expect(checkAttackDeclaration(view, at('Plain'))).toEqual({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
      rules: ['508.1d'],
      params: { obeyed: 0, maximum: 1, example: [named('Eager Soldier', '热切士兵')] },
      detail: expect.objectContaining({ obeyed: 0, maximum: 1, witness: at('Eager') }),
    });
  });
  it('a creature that must attack but is tapped: the restriction is the reason', () => {
    const tired = twoPlayerView([creature('Tired', 'A', 2, 2, ['attacks each combat if able'], { tapped: true })]);
    expect(explainAttackDeclaration(tired, []).findings).toEqual([
      unobeyed(
        'Tired',
        named('Tired', 'Tired'),
        { code: 'declare-attackers/tapped', params: { creature: named('Tired', 'Tired') } },
        false,
      ),
    ]);
  });
  it('801.3: a creature that must attack, with no defending player in its range of influence, has nothing to attack', () => {
    const alone = twoPlayerView([creature('Eager', 'A', 2, 2, ['attacks each combat if able'])], {
      reach: { A: [] },
    });
    expect(legalAttackDeclarations(alone)).toEqual({ maximum: 0, declarations: [[]], truncated: false });
    expect(explainAttackDeclaration(alone, []).findings).toEqual([
      unobeyed('Eager', named('Eager', 'Eager'), null, true),
    ]);
  });
});

describe('508.1a–b: unknown and duplicate attackers, whole refusals', () => {
  const view = twoPlayerView([creature('X', 'A', 2, 2)]);
  it('508.1a: a creature not on the battlefield', () => {
    expect(checkAttackDeclaration(view, at('Nobody'))).toEqual({
      ok: false,
      code: 'declare-attackers/unknown-creature',
      rules: ['508.1a'],
      params: { object: 'Nobody' },
    });
  });
  it('508.1b: a creature declared twice', () => {
    expect(checkAttackDeclaration(view, at('X', 'X'))).toEqual({
      ok: false,
      code: 'declare-attackers/duplicate-attacker',
      rules: ['508.1b'],
      params: { object: 'X' },
    });
  });
});

describe('508.1b: enumerating declarations stops at the limit and says so', () => {
  const pw = (id: string) => creature(id, 'D', 0, 0, [], { types: ['Planeswalker'] });
  const view = twoPlayerView([creature('X', 'A', 2, 2), pw('W1'), pw('W2')]);
  const all = [
    [],
    [{ attacker: 'X', target: 'D' }],
    [{ attacker: 'X', target: 'W1' }],
    [{ attacker: 'X', target: 'W2' }],
  ];
  it('all four declarations (none, or X at each of three targets) fit a limit of four', () => {
    expect(legalAttackDeclarations(view, 4)).toEqual({ maximum: 0, declarations: all, truncated: false });
  });
  it('a limit of two keeps the first two and marks the list truncated', () => {
    expect(legalAttackDeclarations(view, 2)).toEqual({ maximum: 0, declarations: all.slice(0, 2), truncated: true });
  });
});

describe('508.1a–c: restriction findings, whole', () => {
  const opponentCreature = creature('Theirs', 'D', 2, 2);
  it.each([
    ['tapped', creature('X', 'A', 2, 2, [], { tapped: true }), 'tapped', ['508.1a']],
    ['summoning sick', creature('X', 'A', 2, 2, [], { summoningSick: true }), 'summoning-sick', ['508.1a', '302.6']],
    ['defender', creature('X', 'A', 0, 4, ['defender']), 'defender', ['508.1c', '702.3b']],
    ["can't attack", creature('X', 'A', 2, 2, ["can't attack"]), 'cant-attack', ['508.1c']],
    ['a battle', creature('X', 'A', 2, 2, [], { types: ['Creature', 'Battle'] }), 'battle', ['508.1a']],
    ['not a creature', creature('X', 'A', 0, 0, [], { types: ['Artifact'] }), 'not-a-creature', ['506.3']],
    ['not the active player’s', creature('X', 'D', 2, 2), 'not-your-creature', ['508.1a']],
  ])('%s', (_n, x, code, rules) => {
    const view = twoPlayerView([opponentCreature, { ...x, name: 'Ex', nameZh: '叉' }]);
    expect(explainAttackDeclaration(view, at('X')).findings).toEqual([
      {
        creature: 'X',
        kind: 'restriction',
        code: `declare-attackers/${code}`,
        rules,
        params: { creature: named('Ex', '叉') },
      },
    ]);
  });
  it('506.5: "can only attack alone" counts the other attackers', () => {
    const view = twoPlayerView([
      creature('Master', 'A', 1, 4, ['can only attack alone'], { name: 'Master of Cruelties', nameZh: '残酷大师' }),
      creature('B1', 'A', 2, 2),
      creature('B2', 'A', 2, 2),
    ]);
    expect(explainAttackDeclaration(view, at('Master', 'B1', 'B2')).findings).toEqual([
      {
        creature: 'Master',
        kind: 'restriction',
        code: 'declare-attackers/can-only-attack-alone',
        rules: ['508.1c', '506.5'],
        params: { creature: named('Master of Cruelties', '残酷大师'), others: 2 },
      },
    ]);
  });
});

describe('508.1b, 506.2, 506.3, 801.3: target findings, whole', () => {
  const view = twoPlayerView(
    [
      creature('Other', 'A', 2, 2),
      creature('X', 'A', 2, 2, [], { name: 'Ex', nameZh: '叉' }),
      creature('Their Walker', 'E', 0, 0, [], { types: ['Planeswalker'] }),
      creature('Mine', 'A', 0, 0, [], { types: ['Planeswalker'], name: 'My Walker', nameZh: '我的鹏洛客' }),
      creature('Siege', 'D', 0, 0, [], {
        types: ['Battle'],
        protector: 'A',
        name: 'Own Siege',
        nameZh: '自己的攻城战',
      }),
    ],
    { defendingPlayers: ['D', 'E'], reach: { A: ['D'] } },
  );
  const illegal = (target: unknown, rules: string[], ownBattle: boolean) => [
    {
      creature: 'X',
      kind: 'restriction',
      code: 'declare-attackers/illegal-target',
      rules,
      params: { creature: named('Ex', '叉'), target, ownBattle },
    },
  ];
  const findings = (target: string) => explainAttackDeclaration(view, [{ attacker: 'X', target }]).findings;
  it('506.2: a battle the active player protects', () => {
    expect(findings('Siege')).toEqual(illegal(named('Own Siege', '自己的攻城战'), ['508.1b', '506.2'], true));
  });
  it("506.3: the active player's own planeswalker", () => {
    expect(findings('Mine')).toEqual(illegal(named('My Walker', '我的鹏洛客'), ['508.1b', '506.3'], false));
  });
  it('506.3: the active player themself', () => {
    expect(findings('A')).toEqual(illegal('A', ['508.1b', '506.3'], false));
  });
  it('801.3: a defending player, or their planeswalker, outside the attacker’s range of influence', () => {
    for (const [target, what] of [
      ['E', 'E'],
      ['Their Walker', named('Their Walker', 'Their Walker')],
    ] as const)
      expect(findings(target)).toEqual([
        {
          creature: 'X',
          kind: 'restriction',
          code: 'declare-attackers/out-of-range',
          rules: ['508.1b', '801.3'],
          params: { creature: named('Ex', '叉'), target: what },
        },
      ]);
  });
});

describe('310.8g: a battle that stops being a battle keeps its protector', () => {
  it('but is no longer attackable (508.1b: players, planeswalkers and battles only)', () => {
    const view = twoPlayerView([
      creature('X', 'A', 2, 2),
      creature('Former Siege', 'A', 3, 3, [], { types: ['Creature'], protector: 'D', summoningSick: true }),
      creature('Siege', 'A', 0, 0, [], { types: ['Battle'], protector: 'D' }),
    ]);
    expect(attackableTargets(view, 'A')).toEqual(['D', 'Siege']);
    expect(legalAttackDeclarations(view).declarations).toEqual([
      [],
      [{ attacker: 'X', target: 'D' }],
      [{ attacker: 'X', target: 'Siege' }],
    ]);
  });
});

describe('508.1d over a large board: thirty tokens, one of which "attacks each combat if able"', () => {
  // 2^30 declarations: the maximum must come from the search over summaries, not a walk over every set.
  const view = twoPlayerView([
    creature('Leader', 'A', 1, 1, ['attacks each combat if able', "can't attack alone"]),
    ...Array.from({ length: 29 }, (_, i) => creature(`Goblin ${i + 1}`, 'A', 1, 1)),
  ]);
  it('the leader must attack, and can only with at least one other token', () => {
    expect(legalAttackDeclarations(view, 1)).toEqual({
      maximum: 1,
      declarations: [at('Leader', 'Goblin 29')],
      truncated: true,
    });
    expect(checkAttackDeclaration(view, at('Leader'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/cant-attack-alone',
    });
    expect(checkAttackDeclaration(view, at('Goblin 1', 'Goblin 2'))).toMatchObject({
      ok: false,
      code: 'declare-attackers/requirement-not-maximised',
    });
    expect(
      checkAttackDeclaration(
        view,
        view.permanents.map((p) => ({ attacker: p.id, target: 'D' })),
      ),
    ).toEqual({
      ok: true,
      obeyed: 1,
      maximum: 1,
    });
  });
});
