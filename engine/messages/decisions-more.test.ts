// The questions no fixture asks, in words (en/decisions.ts, zh/decisions.ts): each asked by a small
// real game and compared whole, then said in English and Chinese, compared word for word. Two
// shapes the Decision type allows but no effect asks yet — a choice of objects for no source, and a
// range of objects to return — are said from a real question with those fields changed.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Decision } from '../core/decisions';
import type { GameState } from '../core/state';
import { replacing } from '../game/test-cards';
import {
  abilityOnStack,
  act,
  castAndResolve,
  combatAt,
  attackingB,
  creature,
  decision,
  game,
  mainPhase,
  passUntil,
  runHandler,
  twoPlayers,
} from '../game/test-kit';
import { isAttacking } from '../stack/effects/is-attacking';
import { decisionText, namesIn } from './index';

/** The question in both languages, with the names of the state it was asked in. */
const said = (d: Decision, s: GameState) => ({
  en: decisionText(d, 'en', namesIn(s)),
  zh: decisionText(d, 'zh', namesIn(s)),
});

const players = (
  more: { hand?: { id: string; card: CardDef }[]; graveyard?: { id: string; card: CardDef }[] } = {},
) => [
  { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20, ...more },
  { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20 },
];

const bear = (name: string, nameZh: string) => creature(name, 2, 2, { nameZh });

describe('508.4: "target creature is attacking" — its controller chooses what it attacks', () => {
  it('a creature stated to be attacking, not one that entered: "… is attacking: … chooses what it attacks"', () => {
    const walker: CardDef = { name: 'Garruk', nameZh: '加拉克', types: ['Planeswalker'], colors: [], loyalty: 3 };
    const s = combatAt('declare blockers', [
      attackingB('bear', bear('Grizzly Bears', '灰熊')),
      { id: 'src', card: bear('Runeclaw Bear', '符爪熊'), controller: 'A' },
      { id: 'pw', card: walker, controller: 'B' },
    ]);
    const e = { type: 'is attacking', target: 'target creature' } as const;
    const after = runHandler(s, isAttacking, abilityOnStack(e, { id: 'ability', targets: ['src'] }), e).s;
    const d = decision(after);
    expect(d).toEqual({
      player: 'A',
      kind: 'choose-attacked',
      rules: ['508.4'],
      object: 'src',
      targets: ['B', 'pw'],
      entered: false,
    });
    expect(said(d, after)).toEqual({
      en: 'Runeclaw Bear is attacking: Alice chooses what it attacks.',
      zh: '符爪熊正在攻击：爱丽丝选择它所攻击的对象。',
    });
  });
});

describe('702.82a, 614.13b: devour — creatures already chosen by another devour', () => {
  it('two already chosen: "… were already chosen"', () => {
    const devourer = creature('Devourer', 1, 1, {
      nameZh: '吞噬者',
      manaCost: '{R}',
      abilities: [
        ...replacing({ would: 'enter the battlefield', devour: 1 }),
        ...replacing({ would: 'enter the battlefield', devour: 3 }),
      ],
    });
    const s = mainPhase(
      [
        { id: 'x', card: bear('Grizzly Bears', '灰熊'), controller: 'A' },
        { id: 'y', card: bear('Runeclaw Bear', '符爪熊'), controller: 'A' },
        { id: 'z', card: bear('Balduvian Bears', '巴杜维亚熊'), controller: 'A' },
      ],
      { players: [{ ...players()[0], hand: [{ id: 'd', card: devourer }], manaPool: { R: 1 } }, players()[1]] },
    );
    const first = castAndResolve(s, 'd').state;
    const second = act(first, { type: 'choose-objects', player: 'A', objects: ['x', 'y'] }).state;
    const d = decision(second);
    expect(d).toEqual({
      kind: 'choose-objects',
      player: 'A',
      rules: ['614.12a', '702.82a', '614.13b'],
      purpose: 'sacrifice as it enters',
      source: 'd',
      devour: 3,
      candidates: ['z'],
      min: 0,
      max: 1,
      chosen: ['x', 'y'],
    });
    expect(said(d, second)).toEqual({
      en: 'As Devourer enters the battlefield (devour 3), Alice chooses any number of creatures to sacrifice: Balduvian Bears (Grizzly Bears and Runeclaw Bear were already chosen for another effect on how it enters).',
      zh: '于吞噬者进入战场时（吞噬3），爱丽丝选择牺牲任意数量的生物：巴杜维亚熊（灰熊和符爪熊已为影响其如何进入战场的另一个效应所选择）。',
    });
  });
});

describe('609.7a: "a source of your choice"', () => {
  /** Alice's Next Time resolves: she is asked which of Bob's two creatures is the source. */
  const asked = () => {
    const next: CardDef = {
      name: 'Next Time',
      nameZh: '下一次',
      types: ['Instant'],
      colors: ['W'],
      spell: { type: 'prevent the next time', source: 'a source of your choice' },
    };
    const s = mainPhase(
      [
        { id: 'bear', card: bear('Grizzly Bears', '灰熊'), controller: 'B' },
        { id: 'cub', card: bear('Runeclaw Bear', '符爪熊'), controller: 'B' },
      ],
      { players: players(), stack: [{ id: 'next', card: next, controller: 'A' }] },
    );
    return passUntil(s, () => false).state;
  };

  it('for a spell’s effect, and — a shape no effect asks yet — for no source', () => {
    const s = asked();
    const d = decision(s);
    expect(d).toEqual({
      kind: 'choose-objects',
      player: 'A',
      rules: ['609.7a', '615.8'],
      purpose: 'source of damage',
      source: 'next',
      candidates: ['bear', 'cub'],
      min: 1,
      max: 1,
    });
    expect(said(d, s)).toEqual({
      en: 'Alice chooses a source of damage for Next Time’s effect: one of Grizzly Bears and Runeclaw Bear.',
      zh: '爱丽丝为下一次的效应选择一个伤害来源：灰熊和符爪熊之一。',
    });
    expect(said({ ...d, source: null } as Decision, s)).toEqual({
      en: 'Alice chooses a source of damage for the effect: one of Grizzly Bears and Runeclaw Bear.',
      zh: '爱丽丝为该效应选择一个伤害来源：灰熊和符爪熊之一。',
    });
  });
});

describe('614.11, 616.2: "return a card from your graveyard to your hand instead of drawing"', () => {
  /** Alice, with Recaller out and two creature cards in her graveyard, goes to draw in her draw step. */
  const asked = () => {
    const recaller: CardDef = {
      name: 'Recaller',
      nameZh: '召回者',
      types: ['Enchantment'],
      colors: [],
      abilities: replacing({
        would: 'draw a card',
        player: { objects: 'a player' },
        instead: 'return a card from your graveyard to your hand',
      }),
    };
    const s = game(
      twoPlayers({
        turn: 2,
        players: players({
          graveyard: [
            { id: 'g1', card: bear('Grizzly Bears', '灰熊') },
            { id: 'g2', card: bear('Runeclaw Bear', '符爪熊') },
          ],
        }),
        battlefield: [{ id: 'recaller', card: recaller, controller: 'A' }],
      }),
    );
    return passUntil(s, () => false).state;
  };

  it('one card, for Recaller’s effect; and — shapes no effect asks yet — one or two, for no source', () => {
    const s = asked();
    const d = decision(s);
    expect(d).toEqual({
      kind: 'choose-objects',
      player: 'A',
      rules: ['614.11', '614.6'],
      purpose: 'return to hand',
      source: 'recaller',
      candidates: ['g1', 'g2'],
      min: 1,
      max: 1,
    });
    expect(said(d, s)).toEqual({
      en: 'Alice chooses 1 of Grizzly Bears and Runeclaw Bear to return to their hand (Recaller’s effect).',
      zh: '爱丽丝从灰熊和符爪熊中选择 1 张移回其手上（召回者的效应）。',
    });
    expect(said({ ...d, source: null, max: 2 } as Decision, s)).toEqual({
      en: 'Alice chooses 1–2 of Grizzly Bears and Runeclaw Bear to return to their hand.',
      zh: '爱丽丝从灰熊和符爪熊中选择 1–2 张移回其手上。',
    });
  });
});
