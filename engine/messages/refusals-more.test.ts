// The refusal catalogues' branches no game of said.txt or unsaid*.txt reaches: each refusal is
// built as the engine would emit it (code and parameters) and said whole in both languages, with
// ids shown as they are (no name book). Rows where a real game is too long a way round (the
// combat checks' findings carry creatures' names as content anyway).
import { describe, expect, it } from 'vitest';
import type { MessageParams } from '../core/messages';
import { refusalMessage } from './index';

const say = (code: string, params: MessageParams) => refusalMessage({ code, params });

describe('refusals.ts: the answer each decision waits for (action/not-awaited)', () => {
  it('names every kind of decision in both languages', () => {
    const kinds = [
      'priority',
      'declare-blockers',
      'order-blockers',
      'order-attackers',
      'assign-combat-damage',
      'order-triggers',
      'discard-to-hand-size',
      'choose-targets',
      'choose-discard',
      'choose-defending-player',
      'reselect-attack',
      'choose-attacked',
      'choose-color',
      'choose-objects',
      'choose-to-pay',
    ];
    expect(kinds.map((kind) => say('action/not-awaited', { player: 'Alice', kind }))).toMatchInlineSnapshot(`
      [
        {
          "en": "Waiting for Alice to act with priority.",
          "zh": "正在等待Alice以优先权行动。",
        },
        {
          "en": "Waiting for Alice to declare blockers.",
          "zh": "正在等待Alice宣告阻挡者。",
        },
        {
          "en": "Waiting for Alice to announce a damage assignment order among blockers.",
          "zh": "正在等待Alice宣告阻挡生物之间的伤害分配顺序。",
        },
        {
          "en": "Waiting for Alice to announce a damage assignment order among attackers.",
          "zh": "正在等待Alice宣告攻击生物之间的伤害分配顺序。",
        },
        {
          "en": "Waiting for Alice to assign combat damage.",
          "zh": "正在等待Alice分配战斗伤害。",
        },
        {
          "en": "Waiting for Alice to order their triggered abilities.",
          "zh": "正在等待Alice排列其触发式异能。",
        },
        {
          "en": "Waiting for Alice to discard to their maximum hand size.",
          "zh": "正在等待Alice弃牌至手牌上限。",
        },
        {
          "en": "Waiting for Alice to choose targets.",
          "zh": "正在等待Alice选择目标。",
        },
        {
          "en": "Waiting for Alice to choose what to discard.",
          "zh": "正在等待Alice选择要弃掉的牌。",
        },
        {
          "en": "Waiting for Alice to choose the defending player.",
          "zh": "正在等待Alice选择防御牌手。",
        },
        {
          "en": "Waiting for Alice to choose what an attacking creature attacks.",
          "zh": "正在等待Alice选择攻击生物所攻击的对象。",
        },
        {
          "en": "Waiting for Alice to choose what a creature attacks.",
          "zh": "正在等待Alice选择生物所攻击的对象。",
        },
        {
          "en": "Waiting for Alice to choose a color.",
          "zh": "正在等待Alice选择一种颜色。",
        },
        {
          "en": "Waiting for Alice to choose objects for a replacement effect.",
          "zh": "正在等待Alice为替代性效应选择物件。",
        },
        {
          "en": "Waiting for Alice to choose whether to pay.",
          "zh": "正在等待Alice选择是否支付。",
        },
      ]
    `);
  });
});

describe('refusals.ts: branches of the game refusals', () => {
  it('no player has priority now (action/no-priority without a player)', () => {
    expect(say('action/no-priority', {})).toMatchInlineSnapshot(`
      {
        "en": "No player has priority now.",
        "zh": "此时没有牌手拥有优先权。",
      }
    `);
  });

  it('a target requirement the vocabulary has no words for is shown as it is', () => {
    expect(say('cast-spell/illegal-target', { target: 'Bob', spec: 'target sorcery' })).toMatchInlineSnapshot(`
      {
        "en": "Bob isn’t a legal choice for “target sorcery”.",
        "zh": "Bob不是“target sorcery”的合法选择。",
      }
    `);
  });

  it('a static ability can’t be activated', () => {
    expect(say('activate-ability/not-activated', { object: 'Relic', index: 0, kind: 'static' })).toMatchInlineSnapshot(`
      {
        "en": "Relic’s ability #0 is a static ability: only activated abilities can be activated.",
        "zh": "Relic的异能 #0 是静止式异能：只有起动式异能能被起动。",
      }
    `);
  });

  it('choose exactly as many objects as offered when the least and the most are the same', () => {
    expect(say('choose-objects/not-candidates', { min: 2, max: 2 })).toMatchInlineSnapshot(`
      {
        "en": "Choose exactly 2 of the objects offered.",
        "zh": "请在所提供的物件中恰好选择 2 个。",
      }
    `);
  });
});

describe('combat-refusals.ts: branches of the attack refusals', () => {
  it('the optional cost of each kind, and one the catalogue has no words for', () => {
    expect([
      say('declare-attackers/cannot-pay-optional-cost', {
        object: 'Drake',
        cost: 'sacrifice another creature',
        why: 'not another creature',
        choice: 'Drake',
      }),
      say('declare-attackers/cannot-pay-optional-cost', {
        object: 'Drake',
        cost: 'tap an untapped creature you control',
        why: 'tapped',
        choice: 'Bears',
      }),
      say('declare-attackers/cannot-pay-optional-cost', {
        object: 'Drake',
        cost: 'pay {1}',
        why: 'tapped',
        choice: 'Bears',
      }),
    ]).toMatchInlineSnapshot(`
      [
        {
          "en": "The optional cost of Drake (sacrifice another creature) can’t be paid: Drake isn’t another creature you control; partial payments aren’t allowed.",
          "zh": "Drake的可选费用（牺牲另一个生物）无法支付：Drake不是由你操控的另一个生物；不能只支付部分费用。",
        },
        {
          "en": "The optional cost of Drake (tap an untapped creature you control) can’t be paid: Bears isn’t an untapped creature you control; partial payments aren’t allowed.",
          "zh": "Drake的可选费用（横置一个由你操控且未横置的生物）无法支付：Bears不是由你操控且未横置的生物；不能只支付部分费用。",
        },
        {
          "en": "The optional cost of Drake (pay {1}) can’t be paid: Bears isn’t an untapped creature you control; partial payments aren’t allowed.",
          "zh": "Drake的可选费用（pay {1}）无法支付：Bears不是由你操控且未横置的生物；不能只支付部分费用。",
        },
      ]
    `);
  });

  it('a battle its own controller protects can’t be attacked', () => {
    expect(say('declare-attackers/illegal-target', { creature: 'Bears', target: 'Siege', ownBattle: true }))
      .toMatchInlineSnapshot(`
      {
        "en": "Bears can’t attack Siege: the active player protects that battle.",
        "zh": "Bears不能攻击Siege：该战役由主动牌手防卫。",
      }
    `);
  });

  it('a creature that can only attack alone, with two others', () => {
    expect(say('declare-attackers/can-only-attack-alone', { creature: 'Bears', others: 2 })).toMatchInlineSnapshot(`
      {
        "en": "Bears can only attack alone, but 2 other creatures attack too.",
        "zh": "Bears只能单独攻击，但另有 2 个生物一同攻击。",
      }
    `);
  });

  it('a requirement broken for a reason whose words end with a full stop, and only there', () => {
    expect(
      say('declare-attackers/requirement-not-obeyed', {
        creature: 'Mr. Bears',
        reason: { code: 'declare-attackers/defender', params: { creature: 'Mr. Bears' } },
      }),
    ).toMatchInlineSnapshot(`
      {
        "en": "Mr. Bears attacks each combat if able, but it can’t attack: Mr. Bears has defender and can’t attack.",
        "zh": "Mr. Bears若能攻击则每次战斗必须攻击，但它不能攻击：Mr. Bears具有守军异能，不能进行攻击。",
      }
    `);
  });

  it('in Chinese too only the reason’s last full stop goes (a name with one inside keeps it)', () => {
    expect(
      say('declare-attackers/requirement-not-obeyed', {
        creature: '熊。甲',
        reason: { code: 'declare-attackers/defender', params: { creature: '熊。甲' } },
      }).zh,
    ).toMatchInlineSnapshot(`"熊。甲若能攻击则每次战斗必须攻击，但它不能攻击：熊。甲具有守军异能，不能进行攻击。"`);
  });

  it('a requirement broken when nothing can be attacked', () => {
    expect(say('declare-attackers/requirement-not-obeyed', { creature: 'Bears', nothingAttackable: true }))
      .toMatchInlineSnapshot(`
      {
        "en": "Bears attacks each combat if able, but nothing can be attacked.",
        "zh": "Bears若能攻击则每次战斗必须攻击，但没有可以被攻击的对象。",
      }
    `);
  });

  it('a requirement not maximised, the example attacking with no creature', () => {
    expect(say('declare-attackers/requirement-not-maximised', { obeyed: 0, maximum: 1, example: [] }))
      .toMatchInlineSnapshot(`
      {
        "en": "This declaration obeys 0 requirements, but 1 can be obeyed without breaking any restriction (for example by attacking with no creature).",
        "zh": "此宣告只遵循了 0 项要求，但在不违反任何限制的情况下最多可以遵循 1 项（例如不以任何生物进行攻击）。",
      }
    `);
  });
});

describe('combat-refusals.ts: branches of the block and damage refusals', () => {
  it('a creature with shadow blocks one without', () => {
    expect(say('declare-blockers/shadow', { creature: 'Wraith', attacker: 'Bears', attackerHasShadow: false }))
      .toMatchInlineSnapshot(`
      {
        "en": "Wraith has shadow and can block only creatures with shadow.",
        "zh": "Wraith具有次元幽影异能，只能阻挡具有次元幽影异能的生物。",
      }
    `);
  });

  it('a requirement not maximised, the example declaring no blockers', () => {
    expect(say('declare-blockers/requirement-not-maximised', { obeyed: 0, maximum: 1 })).toMatchInlineSnapshot(`
      {
        "en": "This declaration obeys 0 requirements, but 1 can be obeyed without breaking any restriction (for example: declaring no blockers).",
        "zh": "此宣告只遵循了 0 项要求，但在不违反任何限制的情况下最多可以遵循 1 项（例如：不宣告阻挡者）。",
      }
    `);
  });

  it('each reason a recipient is illegal', () => {
    expect(
      ['no trample', 'blocked', 'blocker'].map((why) =>
        say('combat-damage/illegal-recipient', { creature: 'Bears', to: 'Bob', why }),
      ),
    ).toMatchInlineSnapshot(`
      [
        {
          "en": "Bears can’t assign combat damage to Bob: it is blocked and has no trample.",
          "zh": "Bears不能对Bob分配战斗伤害：它已被阻挡且不具有践踏异能。",
        },
        {
          "en": "Bears can’t assign combat damage to Bob: a blocked creature assigns its damage to the creatures blocking it.",
          "zh": "Bears不能对Bob分配战斗伤害：被阻挡的生物对阻挡它的生物分配伤害。",
        },
        {
          "en": "Bears can’t assign combat damage to Bob: a blocking creature assigns its damage to the creatures it blocks.",
          "zh": "Bears不能对Bob分配战斗伤害：阻挡生物对它所阻挡的生物分配伤害。",
        },
      ]
    `);
  });

  it('a creature that assigns no combat damage, for each reason', () => {
    expect(
      ['power', 'nothing'].map((why) =>
        say('combat-damage/wrong-total', { creature: 'Bears', expected: 0, total: 2, why }),
      ),
    ).toMatchInlineSnapshot(`
      [
        {
          "en": "Bears assigns no combat damage (its power is 0 or less), but 2 is assigned.",
          "zh": "Bears不分配战斗伤害（其力量为 0 或更少），但分配了 2 点。",
        },
        {
          "en": "Bears assigns no combat damage (there is nothing it can assign damage to), but 2 is assigned.",
          "zh": "Bears不分配战斗伤害（没有可以分配伤害的对象），但分配了 2 点。",
        },
      ]
    `);
  });
});

describe('refusals.ts: an Aura spell with nothing to enchant (303.4a)', () => {
  it('with the target its enchant ability defines, and with no enchant ability at all', () => {
    expect([
      say('cast-spell/nothing-to-enchant', { object: 'Charm', spec: 'target land' }),
      say('cast-spell/nothing-to-enchant', { object: 'Charm', spec: null }),
    ]).toMatchInlineSnapshot(`
      [
        {
          "en": "Charm has no legal target: an Aura spell targets what its enchant ability allows (“target land”), and there is none.",
          "zh": "Charm没有合法目标：灵气咒语以其结附异能所允许者为目标（“目标地”），而此刻没有。",
        },
        {
          "en": "Charm has no enchant ability to define its target, and an Aura spell requires one.",
          "zh": "Charm没有用以定义其目标的结附异能，而灵气咒语需要指定目标。",
        },
      ]
    `);
  });
});
