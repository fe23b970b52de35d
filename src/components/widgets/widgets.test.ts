// The widgets' pure parts, against the real engine: what the reader types becomes numbers or a
// precise complaint; the damage scenarios of 510.1c's Examples are judged by engine/combat as the
// rules say; the turn walker's answers carry a whole turn to its end; the board reads the state;
// widgets and fixtures are placed once per page.
import { describe, expect, it } from 'vitest';
import { apply, checkSetup, pendingDecision, startGame, startValidatedGame } from '../../../engine/index';
import { checkAttackDeclaration, checkDamageAssignment } from '../../../engine/combat/index';
import { refusalText } from '../../../engine/messages/index';
import { ATTACK_PRESETS } from './attack-presets';
import { boardOf } from './board-of';
import { DAMAGE_PRESETS } from './damage-presets';
import {
  divisions,
  draftOf,
  legalDivisions,
  moveAttacker,
  moveBlocker,
  multiBlockers,
  namesOfDraft,
  readAmounts,
  readBlockerAmounts,
  setBlockerAmount,
  toBlockerCheckInput,
  recipientsOf,
  setAmount,
  setKeyword,
  toCheckInput,
  toggleBlocker,
  DEFENDER,
} from './damage-draft';
import { placement, widgetsFor } from './placement';
import { answer, walkerSetup } from './walker-setup';

const preset = (id: string) => DAMAGE_PRESETS.find((p) => p.id === id)!;

function verdict(d: ReturnType<typeof draftOf>) {
  const read = readAmounts(d);
  if (!read.ok) throw new Error(`unexpected input problem ${read.problem.kind}`);
  return checkDamageAssignment(toCheckInput(d, read.assignments), d.profile);
}

describe('damage widget input', () => {
  it('reads empty as 0 and refuses negative, fractional and non-numeric amounts, naming the field', () => {
    const d = draftOf(preset('510.1c-1'), 'classic');
    expect(readAmounts(setAmount(d, 'gorger', 'elves', ''))).toMatchObject({ ok: true });
    for (const [text, kind] of [
      ['-1', 'negative'],
      ['1.5', 'not-whole'],
      ['abc', 'not-a-number'],
      ['3x', 'not-a-number'],
    ] as const) {
      const r = readAmounts(setAmount(d, 'gorger', 'guardian', text));
      expect(r).toEqual({ ok: false, problem: { attacker: 'gorger', recipient: 'guardian', text, kind } });
    }
  });

  it('changes who blocks, their order, and who can be assigned damage', () => {
    let d = draftOf(preset('510.1c-1'), 'classic');
    d = moveBlocker(d, 'gorger', 'elves', -1);
    expect(d.attackers[0].blockers).toEqual(['elves', 'guardian']);
    d = toggleBlocker(d, 'gorger', 'bear');
    expect(d.attackers[0].blockers).toEqual(['elves', 'guardian', 'bear']);
    expect(recipientsOf(d.attackers[0])).not.toContain(DEFENDER);
    d = setKeyword(d, 'gorger', 'trample', true);
    expect(recipientsOf(d.attackers[0])).toContain(DEFENDER);
  });
});

describe('damage widget verdicts (engine/combat)', () => {
  it('510.1c Example 1: 3/2, 4/1 and 5/0 are legal; 2/3 is not under the classic order, but is under Foundations', () => {
    const base = draftOf(preset('510.1c-1'), 'classic');
    for (const [g, e] of [
      ['3', '2'],
      ['4', '1'],
      ['5', '0'],
    ]) {
      expect(verdict(setAmount(setAmount(base, 'gorger', 'guardian', g), 'gorger', 'elves', e)).ok).toBe(true);
    }
    const short = setAmount(setAmount(base, 'gorger', 'guardian', '2'), 'gorger', 'elves', '3');
    const refused = verdict(short);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rules).toContain('510.1c');
    expect(verdict({ ...short, profile: 'foundations' }).ok).toBe(true);
  });

  it('510.1c Example 1 lists the legal divisions the Example names: 3 and 2, 4 and 1, or 5', () => {
    expect(divisions(5, 2)).toHaveLength(6);
    const amounts = (d: ReturnType<typeof draftOf>) =>
      legalDivisions(d, 'gorger', checkDamageAssignment)!.map((split) => split.map((x) => x.amount));
    expect(amounts(draftOf(preset('510.1c-1'), 'classic'))).toEqual([
      [5, 0],
      [4, 1],
      [3, 2],
    ]);
    // Foundations: no damage assignment order, so every division is legal.
    expect(amounts(draftOf(preset('510.1c-1'), 'foundations'))).toHaveLength(6);
    // Example 2: after Giant Growth (3/6) the Guardian needs all 5; Example 3: prevention changes nothing.
    expect(amounts(draftOf(preset('510.1c-2'), 'classic'))).toEqual([[5, 0]]);
    expect(amounts(draftOf(preset('510.1c-3'), 'classic'))).toEqual([
      [5, 0],
      [4, 1],
      [3, 2],
    ]);
  });

  it('510.1c Example 4 as preloaded (the Brigade’s lethal damage counts both attackers) is legal', () => {
    expect(verdict(draftOf(preset('510.1c-4'), 'classic')).ok).toBe(true);
  });

  it('510.1d: Foriysian Brigade, blocking both attackers, divides its 2 damage in its own order', () => {
    const d = draftOf(preset('510.1c-4'), 'classic');
    expect(multiBlockers(d).map((c) => c.id)).toEqual(['brigade']);
    const judge = (x: typeof d) => {
      const read = readBlockerAmounts(x);
      if (!read.ok) throw new Error(read.problem.kind);
      return checkDamageAssignment(toBlockerCheckInput(x, read.assignments), x.profile);
    };
    expect(judge(d).ok).toBe(true); // 2 to the Baloth, first in its order
    const split = setBlockerAmount(setBlockerAmount(d, 'brigade', 'baloth', '1'), 'brigade', 'boars', '1');
    const refused = judge(split);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rules).toContain('510.1d');
    expect(judge({ ...split, profile: 'foundations' }).ok).toBe(true);
    // Boars first in the Brigade's order: 2 to the Boars is legal, 2 to the Baloth is not.
    const reordered = moveAttacker(d, 'brigade', 'boars', -1);
    expect(judge(reordered).ok).toBe(false);
    expect(
      judge(setBlockerAmount(setBlockerAmount(reordered, 'brigade', 'baloth', '0'), 'brigade', 'boars', '2')).ok,
    ).toBe(true);
  });

  it('trample: damage beyond lethal may go to the player, and deathtouch makes 1 lethal', () => {
    const d = draftOf(preset('trample'), 'classic');
    expect(verdict(d).ok).toBe(true);
    const over = setAmount(setAmount(d, 'wurm', 'bear', '1'), 'wurm', DEFENDER, '4');
    expect(verdict(over).ok).toBe(false);
    expect(verdict(setKeyword(over, 'wurm', 'deathtouch', true)).ok).toBe(true);
  });

  it('a refusal names the defending player and the creatures by their names, in either language', () => {
    const d = draftOf(preset('trample'), 'classic');
    const result = verdict(setAmount(setAmount(d, 'wurm', 'elves', '0'), 'wurm', DEFENDER, '4'));
    if (result.ok) throw new Error('expected a refusal');
    const names = namesOfDraft(d, { en: 'the defending player', zh: '防御牌手' });
    expect(refusalText(result, 'en', names)).toContain('can’t assign damage to the defending player');
    expect(refusalText(result, 'en', names)).not.toContain(DEFENDER);
    expect(refusalText(result, 'zh', names)).toContain('不能对防御牌手分配伤害');
  });
});

describe('attack widget presets (engine/combat)', () => {
  it('508.1c Example: both creatures that can’t attack alone may attack together, not one alone', () => {
    const p = ATTACK_PRESETS.find((x) => x.id === '508.1c-1')!;
    const view = {
      attackingPlayer: 'you',
      defendingPlayers: ['opponent'],
      permanents: p.creatures.map((c) => ({ ...c.creature, keywords: [c.word] as never })),
    };
    expect(
      checkAttackDeclaration(view, [
        { attacker: 'a', target: 'opponent' },
        { attacker: 'b', target: 'opponent' },
      ]).ok,
    ).toBe(true);
    const alone = checkAttackDeclaration(view, [{ attacker: 'a', target: 'opponent' }]);
    expect(alone.ok).toBe(false);
    if (!alone.ok) expect(alone.rules).toContain('508.1c');
  });
});

describe('turn walker', () => {
  it("its setup passes the engine's checks under both profiles (the browser starts it unchecked)", () => {
    for (const profile of ['classic', 'foundations'] as const) {
      expect(checkSetup(walkerSetup(profile))).toBeNull();
      expect(startValidatedGame(walkerSetup(profile))).toEqual(startGame(walkerSetup(profile)));
    }
  });

  it('its answers carry the engine from the untap step through cleanup into the next turn', () => {
    const started = startGame(walkerSetup());
    if (!started.ok) throw new Error(started.error.code);
    let state = started.value.state;
    const cited = new Set(started.value.events.flatMap((e) => e.rules));
    for (let i = 0; i < 200 && state.turn.number === 2; i++) {
      const d = pendingDecision(state);
      if (!d) break;
      const r = apply(state, answer(state, d, { attackers: ['ana-bears'], blocks: {} }));
      if (!r.ok) throw new Error(`refused: ${r.error.code}`);
      for (const e of r.value.events) for (const rule of e.rules) cited.add(rule);
      state = r.value.state;
    }
    expect(state.turn.number).toBe(3);
    const sections = new Set([...cited].map((r) => r.slice(0, 3)));
    for (const s of ['502', '503', '504', '505', '507', '508', '509', '510', '511', '513', '514'])
      expect(sections).toContain(s);
  });

  it('the board shows players, life, tapped permanents and who has priority', () => {
    const started = startGame(walkerSetup());
    if (!started.ok) throw new Error(started.error.code);
    const board = boardOf(started.value.state, pendingDecision(started.value.state));
    expect(board.players.map((p) => p.id)).toEqual(['ana', 'ben']);
    expect(board.battlefield.find((p) => p.id === 'ana-bears')).toMatchObject({
      power: 2,
      toughness: 2,
      tapped: false,
    });
    expect(board.priority).toBe(board.decision?.kind === 'priority' ? board.decision.player : null);
  });
});

describe('placement on a page', () => {
  it('shows a fixture under its primary rule when that rule is on the page, else under its first rule there', () => {
    const rules = ['510.1c', '510.1a', '509.2'];
    expect(placement(rules, '510.1c', true)).toBe('here');
    expect(placement(rules, '510.1a', true)).toEqual({ above: '510.1c' });
    expect(placement(rules, '509.2', true)).toBe('here');
    expect(placement(rules, '511.1', true)).toBeNull();
  });

  it('shows each widget once per page: 510.1c carries the damage widget, 510.1d points to it', () => {
    expect(widgetsFor('510.1c')).toEqual([{ name: 'damage', where: 'here' }]);
    expect(widgetsFor('510.1d')).toEqual([{ name: 'damage', where: { above: '510.1c' } }]);
    expect(widgetsFor('509.2')).toEqual([{ name: 'damage', where: 'here' }]);
  });
});
