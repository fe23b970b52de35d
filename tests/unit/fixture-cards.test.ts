// Cards written in a fixture (`cards:`) or in the shared card file are checked as the engine will
// check them at setup, and a problem is reported where it is written: the file, the line and the
// path in the document, with the engine's explanation — e.g. a layer change (613.1) in the wrong
// layer, a layer written as a YAML number, an unknown counted quantity (604.3).
import { describe, expect, it } from 'vitest';
import { parseCardFile, parseFixture } from '../../engine/fixtures/index.ts';
import { context } from '../tools/fixture-files.ts';

const { rules, cards } = context();

const fixture = (card: string) => `title: {en: A test, zh: 测试}
rules: ['613.1']
cards:
${card}
setup:
  players:
    - {id: alex, name: {en: Alex, zh: 俊杰}}
    - {id: bianca, name: {en: Bianca, zh: 天启}}
  active: alex
  step: precombat main
  priority: alex
script:
  - pass: [alex, bianca]
expect: {step: postcombat main}
`;

function errors(text: string) {
  const r = parseFixture(text, 'tests/fixtures/cards-check.yaml', { rules, cards });
  return r.ok ? [] : r.errors.map((e) => ({ path: e.path, line: e.line, message: e.message }));
}

describe('cards in a fixture are checked where they are written', () => {
  it('a layer change in a layer a resolving effect has no part in (7a: 604.3)', () => {
    const e = errors(
      fixture(`  - name: Odd
    types: [Instant]
    colors: [U]
    spell: {type: continuous effect, target: target creature, changes: [{layer: 7a, power: 1, toughness: 1}]}`),
    );
    expect(e).toEqual([
      {
        path: 'cards[0].spell[0].changes[0].layer',
        line: 7,
        message: expect.stringContaining('unknown layer "7a": expected one of 2, 3, 4, 5, 6, 7b, 7c, 7d'),
      },
    ]);
  });

  it('a layer written as a number', () => {
    const e = errors(
      fixture(`  - name: Odd
    types: [Enchantment]
    colors: [U]
    abilities:
      - {kind: static, rule: continuous, changes: [{layer: 5, colors: [U]}]}`),
    );
    expect(e[0]).toMatchObject({ path: 'cards[0].abilities[0].changes[0].layer', line: 8 });
    expect(e[0].message).toContain("is written as text: '5'");
  });

  it('an unknown quantity, an unknown affected set, a keyword lost that does not exist, a granted ability checked too', () => {
    const quantity = errors(
      fixture(`  - name: Odd
    types: [Creature]
    colors: [G]
    power: 0
    toughness: 0
    abilities:
      - {kind: static, rule: continuous, changes: [{layer: 7a, power: lands you control, toughness: 1}]}`),
    );
    expect(quantity[0]).toMatchObject({ path: 'cards[0].abilities[0].changes[0].power' });
    expect(quantity[0].message).toContain('unknown number "lands you control"');
    const affects = errors(
      fixture(`  - name: Odd
    types: [Enchantment]
    colors: [W]
    abilities:
      - {kind: static, rule: continuous, affects: {objects: fortified land}, changes: [{layer: '6', gain: [flying]}]}`),
    );
    expect(affects[0]).toMatchObject({ path: 'cards[0].abilities[0].affects.objects' });
    const lose = errors(
      fixture(`  - name: Odd
    types: [Instant]
    colors: [W]
    spell: {type: continuous effect, target: target creature, changes: [{layer: '6', lose: [wings]}]}`),
    );
    expect(lose[0]).toMatchObject({ path: 'cards[0].spell[0].changes[0].lose[0]' });
    const granted = errors(
      fixture(`  - name: Odd
    types: [Enchantment]
    colors: [W]
    abilities:
      - kind: static
        rule: continuous
        changes: [{layer: '6', grant: [{kind: static, rule: continuous, changes: [{layer: '1a'}]}]}]`),
    );
    expect(granted[0]).toMatchObject({ path: 'cards[0].abilities[0].changes[0].grant[0].changes[0].layer' });
  });

  it('a static ability does not change control (not modelled: 613.1b for resolving effects only)', () => {
    const e = errors(
      fixture(`  - name: Odd
    types: [Enchantment]
    colors: [U]
    abilities:
      - {kind: static, rule: continuous, affects: {objects: enchanted creature}, changes: [{layer: '2', control: you}]}`),
    );
    expect(e[0]).toMatchObject({ path: 'cards[0].abilities[0].changes[0].layer' });
  });

  it('the shared card file too', () => {
    const r = parseCardFile(
      `cards:\n  - name: Odd\n    types: [Instant]\n    colors: [U]\n    spell: {type: put counters, counter: '', amount: 1, target: target creature}\n`,
      'tests/fixtures/cards.yaml',
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({
        file: 'tests/fixtures/cards.yaml',
        path: 'cards[0].spell[0].counter',
        line: 5,
        message: expect.stringContaining('kind of counter'),
      });
  });
});
