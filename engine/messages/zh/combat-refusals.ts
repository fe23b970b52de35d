// 战斗宣告或伤害分配为何被拒绝（中文，506–510、702）：游戏自身的检查，以及纯战斗检查
//（engine/combat）的结论——其参数以内容形式携带生物名称。
import type { MessageParam, MessageParams } from '../../core/messages';
import type { RefusalCode } from '../../core/refusal-codes';
import type { RefusalSayings } from '../catalogue';
import type { Say } from '../say';

type CombatRefusals = Extract<
  RefusalCode,
  | `declare-attackers/${string}`
  | `declare-blockers/${string}`
  | `assign-combat-damage/${string}`
  | `combat-damage/${string}`
>;

const num = (x: MessageParam | undefined) => Number(x ?? 0);
const pairs = (x: MessageParam | undefined) => (Array.isArray(x) ? (x as readonly MessageParam[][]) : []);

const cannotPay = (mode: string) => (p: MessageParams) => `无法支付${mode}的总费用 ${p.cost}；不能只支付部分费用。`;
const notAManaAbility = (p: MessageParams, say: Say) => `${say.name(p.source)} #${p.ability} 不是法术力异能。`;

const OPTIONAL_COST: Record<string, (p: MessageParams) => string> = {
  'pay life': (p) => `支付 ${p.amount} 点生命`,
  'sacrifice another creature': () => '牺牲另一个生物',
  'tap an untapped creature you control': () => '横置一个由你操控且未横置的生物',
};

const RECIPIENT: Record<string, string> = {
  'no trample': '它已被阻挡且不具有践踏异能',
  unblocked: '未被阻挡的生物对其所攻击的牌手、鹏洛客或战役分配伤害',
  blocked: '被阻挡的生物对阻挡它的生物分配伤害',
  blocker: '阻挡生物对它所阻挡的生物分配伤害',
};

export const ZH_COMBAT_REFUSALS: Pick<RefusalSayings, CombatRefusals> = {
  'declare-attackers/malformed': () => 'attacks 必须是 {attacker, target} 标识的列表。',
  'declare-attackers/malformed-bands': () => 'bands 必须是由攻击者标识列表组成的列表。',
  'declare-attackers/not-a-mana-ability': notAManaAbility,
  'declare-attackers/cannot-pay-cost': cannotPay('攻击'),
  'declare-attackers/malformed-optional-costs': () => 'optionalCosts 必须是 {source, ability?, choice?} 的列表。',
  'declare-attackers/optional-cost-not-attacking': (p, say) =>
    `${say.name(p.object)}不是被选择的攻击者：无法支付其攻击的可选费用。`,
  'declare-attackers/not-an-optional-cost': (p, say) => `${say.name(p.object)}没有这样的攻击可选费用。`,
  'declare-attackers/optional-cost-twice': (p, say) => `${say.name(p.object)}的可选费用被选择了两次。`,
  'declare-attackers/cannot-pay-optional-cost': (p, say) => {
    const why =
      p.why === 'life'
        ? `${say.name(p.player)}只有 ${p.life} 点生命`
        : p.why === "can't lose life"
          ? `${say.name(p.player)}不能失去生命，因此不能支付生命`
          : p.why === 'not another creature'
            ? `${say.name(p.choice)}不是由你操控的另一个生物`
            : `${say.name(p.choice)}不是由你操控且未横置的生物`;
    return `${say.name(p.object)}的可选费用（${OPTIONAL_COST[String(p.cost)]?.(p) ?? p.cost}）无法支付：${why}；不能只支付部分费用。`;
  },
  'declare-attackers/optional-cost-needs-choice': (p, say) => `须指明以哪个生物支付${say.name(p.object)}的可选费用。`,
  'declare-attackers/unknown-creature': (p, say) => `战场上没有永久物${say.name(p.object)}。`,
  'declare-attackers/duplicate-attacker': (p, say) =>
    `${say.name(p.object)}被多次宣告为攻击者；它只攻击一个牌手、鹏洛客或战役。`,
  'declare-attackers/not-a-creature': (p, say) => `${say.name(p.creature)}不是生物；只有生物可以进行攻击。`,
  'declare-attackers/not-your-creature': (p, say) => `${say.name(p.creature)}不由主动牌手操控。`,
  'declare-attackers/battle': (p, say) => `${say.name(p.creature)}同时也是战役，不能进行攻击。`,
  'declare-attackers/tapped': (p, say) => `${say.name(p.creature)}已横置；进行攻击的生物必须未横置。`,
  'declare-attackers/summoning-sick': (p, say) =>
    `${say.name(p.creature)}并非自本回合开始时便持续受其操控，且不具有敏捷。`,
  'declare-attackers/defender': (p, say) => `${say.name(p.creature)}具有守军异能，不能进行攻击。`,
  'declare-attackers/cant-attack': (p, say) => `${say.name(p.creature)}不能进行攻击。`,
  'declare-attackers/out-of-range': (p, say) =>
    `${say.name(p.creature)}不能攻击${say.name(p.target)}：后者不在前者之操控者的影响范围内。`,
  'declare-attackers/illegal-target': (p, say) =>
    p.ownBattle
      ? `${say.name(p.creature)}不能攻击${say.name(p.target)}：该战役由主动牌手防卫。`
      : `${say.name(p.creature)}不能攻击${say.name(p.target)}：只有防御牌手、其操控的鹏洛客或其防卫的战役可以被攻击。`,
  'declare-attackers/cant-attack-alone': (p, say) => `${say.name(p.creature)}不能单独攻击。`,
  'declare-attackers/can-only-attack-alone': (p, say) =>
    `${say.name(p.creature)}只能单独攻击，但另有 ${num(p.others)} 个生物一同攻击。`,
  'declare-attackers/too-many-attackers': (p) =>
    `每次战斗中至多只能有 ${num(p.max)} 个生物进行攻击，但此宣告中有 ${p.count} 个。`,
  'declare-attackers/requirement-not-obeyed': (p, say) =>
    p.reason
      ? `${say.name(p.creature)}若能攻击则每次战斗必须攻击，但它不能攻击：${say.refusal(p.reason as never).replace(/。$/, '')}。`
      : p.nothingAttackable
        ? `${say.name(p.creature)}若能攻击则每次战斗必须攻击，但没有可以被攻击的对象。`
        : `${say.name(p.creature)}若能攻击则每次战斗必须攻击，但它没有进行攻击。`,
  'declare-attackers/requirement-not-maximised': (p, say) => {
    const example =
      Array.isArray(p.example) && p.example.length ? `以${say.list(p.example)}进行攻击` : '不以任何生物进行攻击';
    return `此宣告只遵循了 ${num(p.obeyed)} 项要求，但在不违反任何限制的情况下最多可以遵循 ${p.maximum} 项（例如${example}）。`;
  },
  'declare-attackers/band-too-small': () => '一个团队由两个或更多结合在一起的攻击生物组成。',
  'declare-attackers/band-member-not-attacking': (p, say) => `${say.name(p.creature)}在团队中，但不是被选择的攻击者。`,
  'declare-attackers/band-overlap': (p, say) => `${say.name(p.creature)}在多于一个团队中。`,
  'declare-attackers/band-needs-banding': (p) =>
    `团队由具有结合的生物加上至多一个不具有结合的生物组成；${num(p.without) === num(p.size) ? '其中没有生物具有结合' : `其中有 ${p.without} 个生物不具有结合`}。`,
  'declare-attackers/band-split': (p, say) =>
    `团队中的生物必须攻击同一个牌手、鹏洛客或战役；${say.list(p.creatures as readonly MessageParam[])}并非如此。`,
  'declare-blockers/malformed': () => 'blocks 必须是 {blocker, attacker} 标识的列表。',
  'declare-blockers/already-blocking': (p, say) => `${say.name(p.object)}已经在阻挡。`,
  'declare-blockers/not-a-mana-ability': notAManaAbility,
  'declare-blockers/cannot-pay-cost': cannotPay('阻挡'),
  'declare-blockers/unknown-creature': (p, say) => `战场上没有永久物${say.name(p.object)}。`,
  'declare-blockers/duplicate-block': (p, say) => `${say.name(p.object)}被重复宣告阻挡${say.name(p.attacker)}。`,
  'declare-blockers/not-a-creature': (p, say) => `${say.name(p.creature)}不是生物；只有生物可以进行阻挡。`,
  'declare-blockers/not-your-creature': (p, say) => `${say.name(p.creature)}不由防御牌手操控。`,
  'declare-blockers/battle': (p, say) => `${say.name(p.creature)}同时也是战役，不能进行阻挡。`,
  'declare-blockers/tapped': (p, say) => `${say.name(p.creature)}已横置；进行阻挡的生物必须未横置。`,
  'declare-blockers/cant-block': (p, say) => `${say.name(p.creature)}不能进行阻挡。`,
  'declare-blockers/not-attacking-you': (p, say) =>
    `${say.name(p.creature)}不能阻挡${say.name(p.attacker)}：它没有攻击防御牌手、其操控的鹏洛客或其防卫的战役。`,
  'declare-blockers/flying': (p, say) =>
    `${say.name(p.attacker)}具有飞行异能，不能被既无飞行也无延势异能的${say.name(p.creature)}阻挡。`,
  'declare-blockers/shadow': (p, say) =>
    p.attackerHasShadow
      ? `${say.name(p.attacker)}具有次元幽影异能，只能被具有次元幽影异能的生物阻挡。`
      : `${say.name(p.creature)}具有次元幽影异能，只能阻挡具有次元幽影异能的生物。`,
  'declare-blockers/protection': (p, say) => {
    const color = say.v.color[p.color as keyof typeof say.v.color];
    return `${say.name(p.attacker)}具有反${color}保护异能，不能被${color}色生物（如${say.name(p.creature)}）阻挡。`;
  },
  'declare-blockers/menace': (p, say) =>
    `${say.name(p.attacker)}具有威慑异能，除非由两个或更多生物阻挡，否则不能被阻挡。`,
  'declare-blockers/too-many-blocks': (p, say) =>
    `${say.name(p.creature)}阻挡了 ${p.count} 个攻击生物，但它只能阻挡 ${p.capacity} 个。`,
  'declare-blockers/too-many-blockers': (p) =>
    `每次战斗中至多只能有 ${num(p.max)} 个生物进行阻挡，但此宣告中有 ${p.count} 个。`,
  'declare-blockers/requirement-not-obeyed': (p, say) =>
    p.mustBeBlocked
      ? `${say.name(p.creature)}若能被阻挡则必须被阻挡，但没有生物阻挡它。`
      : p.canBlock
        ? `${say.name(p.creature)}若能阻挡则每次战斗必须阻挡，但它没有进行阻挡。`
        : `${say.name(p.creature)}若能阻挡则每次战斗必须阻挡，但它不能阻挡任何攻击生物。`,
  'declare-blockers/requirement-not-maximised': (p, say) => {
    const list = pairs(p.example).map(([b, a]) => `${say.name(b)}阻挡${say.name(a)}`);
    return `此宣告只遵循了 ${num(p.obeyed)} 项要求，但在不违反任何限制的情况下最多可以遵循 ${p.maximum} 项（例如：${list.length ? list.join('、') : '不宣告阻挡者'}）。`;
  },
  'assign-combat-damage/malformed': () => 'assignments 必须是 {source, assignment: [{to, amount}]} 的列表。',
  'assign-combat-damage/banding': (p, say) => `${say.name(p.object)}的战斗伤害由另一位牌手分配（结合）。`,
  'combat-damage/not-assigning': (p, say) => `${say.name(p.creature)}不在此步骤中分配战斗伤害。`,
  'combat-damage/duplicate-source': (p, say) => `${say.name(p.creature)}的战斗伤害被分配了两次。`,
  'combat-damage/not-in-combat': (p, say) => `${say.name(p.creature)}不是进行攻击或阻挡的生物。`,
  'combat-damage/invalid-amount': (p, say) =>
    `${say.name(p.creature)}对${say.name(p.to)}分配 ${p.amount} 点：分配量必须是不小于 0 的整数。`,
  'combat-damage/duplicate-recipient': (p, say) => `${say.name(p.creature)}的分配中重复列出${say.name(p.to)}。`,
  'combat-damage/illegal-recipient': (p, say) =>
    `${say.name(p.creature)}不能对${say.name(p.to)}分配战斗伤害：${RECIPIENT[String(p.why)]}。`,
  'combat-damage/wrong-total': (p, say) =>
    num(p.expected) === 0
      ? `${say.name(p.creature)}不分配战斗伤害（${p.why === 'power' ? '其力量为 0 或更少' : '没有可以分配伤害的对象'}），但分配了 ${p.total} 点。`
      : `${say.name(p.creature)}必须分配恰好等同于其力量的 ${p.expected} 点战斗伤害；实际分配了 ${p.total} 点。`,
  'combat-damage/lethal-damage-first': (p, say) =>
    `除非在伤害分配顺序中排在前面的${say.name(p.short)}被分配了致命伤害，否则${say.name(p.creature)}不能对${say.name(p.to)}分配伤害。`,
  'combat-damage/trample-lethal-first': (p, say) =>
    `${say.name(p.creature)}具有践踏异能，但在每个阻挡它的生物都被分配致命伤害之前，不能对${say.name(p.to)}分配伤害；${say.name(p.short)}尚未被分配致命伤害。`,
};
