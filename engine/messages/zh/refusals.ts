// 动作为何被拒绝（中文）：战斗宣告之外的拒绝——任何动作、施放、起动、使用地，以及对引擎提问的作答。
import type { MessageParam, MessageParams } from '../../core/messages';
import type { RefusalCode } from '../../core/refusal-codes';
import type { RefusalSayings } from '../catalogue';
import type { Say } from '../say';

type GameRefusals = Exclude<
  RefusalCode,
  | `declare-attackers/${string}`
  | `declare-blockers/${string}`
  | `assign-combat-damage/${string}`
  | `combat-damage/${string}`
>;

const num = (x: MessageParam | undefined) => Number(x ?? 0);
/** “1 张牌”“2 张不同的牌”：指定的几张牌必须各不相同。 */
const cards = (n: number) => (n === 1 ? ' 1 张牌' : ` ${n} 张不同的牌`);

/** 每种决定所等待的作答。 */
export const DECISION_VERBS_ZH: Record<string, string> = {
  priority: '以优先权行动',
  'declare-attackers': '宣告攻击者',
  'declare-blockers': '宣告阻挡者',
  'order-blockers': '宣告阻挡生物之间的伤害分配顺序',
  'order-attackers': '宣告攻击生物之间的伤害分配顺序',
  'assign-combat-damage': '分配战斗伤害',
  'order-triggers': '排列其触发式异能',
  'discard-to-hand-size': '弃牌至手牌上限',
  'choose-targets': '选择目标',
  'choose-discard': '选择要弃掉的牌',
  'choose-defending-player': '选择防御牌手',
  'reselect-attack': '选择攻击生物所攻击的对象',
  'choose-attacked': '选择生物所攻击的对象',
  'choose-replacement': '选择先生效的替代性效应',
  'choose-color': '选择一种颜色',
  'choose-objects': '为替代性效应选择物件',
  'choose-to-pay': '选择是否支付',
};

/** “只能在……施放（起动）”（506.7、503.2），按限制的键。 */
export const TIMING_ZH: Record<string, string> = {
  'after upkeep': '只能在维持步骤之后',
  'before main phase ends': '只能在战斗前行动阶段结束前（本回合没有战斗）',
  'before attackers are declared': '只能在宣告攻击者之前',
  'before declare attackers step ends': '只能在宣告攻击者步骤结束前（本次战斗没有宣告阻挡者步骤）',
  'before blockers are declared': '只能在宣告阻挡者之前',
  'during combat': '只能在战斗中',
  'during combat before blockers are declared': '只能在战斗中宣告阻挡者之前',
  'during combat after blockers are declared': '只能在战斗中宣告阻挡者之后',
};

const illegalTarget = (p: MessageParams, say: Say) =>
  `${say.name(p.target)}不是“${say.v.target[p.spec as keyof typeof say.v.target] ?? p.spec}”的合法选择${p.outOfRange ? '（不在你的影响范围内）' : ''}。`;

const wrongNumber = (p: MessageParams) => `须恰好选择 ${num(p.count)} 个目标。`;

export const ZH_GAME_REFUSALS: Pick<RefusalSayings, GameRefusals> = {
  'action/malformed': (p) => (p.field ? `动作的字段“${p.field}”格式不正确。` : '动作需要 type 与 player。'),
  'action/unknown-player': (p) => `没有牌手 ${p.player}。`,
  'action/game-over': () => '游戏已经结束。',
  'action/left-game': (p, say) => `${say.name(p.player)}已离开游戏。`,
  'action/not-awaited': (p, say) => `正在等待${say.name(p.player)}${DECISION_VERBS_ZH[String(p.kind)] ?? p.kind}。`,
  'action/no-priority': (p, say) => (p.player ? `${say.name(p.player)}拥有优先权。` : '此时没有牌手拥有优先权。'),
  // The detail is the engine's own (English) message for a bug, not a rule: it is quoted as such.
  'engine/internal-error': (p) => `引擎内部错误，并非规则的裁定；引擎给出的英文说明：“${p.detail}”`,
  'cast-spell/not-in-hand': (p, say) => `${say.name(p.object)}不是你手牌中的牌。`,
  'cast-spell/land': () => '地只能作为地使用，不能作为咒语施放（305.9）。',
  'cast-spell/timing': (p, say) => `${say.name(p.object)}只能在你的行动阶段且堆叠为空时施放。`,
  'cast-spell/timing-restriction': (p, say) => `${say.name(p.object)}${TIMING_ZH[String(p.when)]}施放。`,
  'cast-spell/wrong-number-of-targets': wrongNumber,
  'cast-spell/illegal-target': illegalTarget,
  'cast-spell/nothing-to-enchant': (p, say) =>
    p.spec
      ? `${say.name(p.object)}没有合法目标：灵气咒语以其结附异能所允许者为目标（“${say.v.target[p.spec as keyof typeof say.v.target] ?? p.spec}”），而此刻没有。`
      : `${say.name(p.object)}没有用以定义其目标的结附异能，而灵气咒语需要指定目标。`,
  'cast-spell/cannot-pay': (p) => `法术力池中的法术力不足以支付 ${p.cost}（请先起动法术力异能，605.3a）。`,
  'activate-ability/no-source': (p, say) => `${say.name(p.object)}不是战场上的永久物。`,
  'activate-ability/not-controller': (p, say) => `只有${say.name(p.object)}的操控者能起动其异能。`,
  'activate-ability/not-activated': (p, say) =>
    `${say.name(p.object)}的异能 #${p.index} 是${p.kind === 'triggered' ? '触发式' : '静止式'}异能：只有起动式异能能被起动。`,
  'activate-ability/no-such-ability': (p, say) => `${say.name(p.object)}没有起动式异能 #${p.index}。`,
  'activate-ability/timing-restriction': (p) => `此异能${TIMING_ZH[String(p.when)]}起动。`,
  'activate-ability/already-tapped': (p, say) => `${say.name(p.object)}已横置。`,
  'activate-ability/summoning-sick': (p, say) =>
    `${say.name(p.object)}并非自你最近一个回合开始时便受你操控；不能支付{T}。`,
  'activate-ability/choose-discards': (p) => `须用 discards 恰好指定 ${num(p.count)} 张手牌作为费用弃掉。`,
  'activate-ability/wrong-number-of-targets': wrongNumber,
  'activate-ability/illegal-target': illegalTarget,
  'activate-ability/cannot-pay': (p) => `法术力池中的法术力不足以支付 ${p.cost}（请先起动法术力异能，605.3a）。`,
  'play-land/not-in-hand': (p, say) => `${say.name(p.object)}不是你手牌中的牌。`,
  'play-land/not-top-of-library': (p, say) =>
    `${say.name(p.object)}不是你牌库顶的牌：${say.name(p.source)}的效应只让你从牌库顶使用地。`,
  'play-land/not-a-land': (p, say) => `${say.name(p.object)}不是地。`,
  'play-land/timing': () => '只能在你的行动阶段且堆叠为空时使用地。',
  'play-land/one-per-turn': () => '你本回合已经使用过地。',
  'order-blockers/other-attacker': (p, say) => `请宣告阻挡${say.name(p.object)}的生物之间的伤害分配顺序。`,
  'order-blockers/not-its-blockers': (p, say) => `顺序必须恰好列出阻挡${say.name(p.object)}的每个生物各一次。`,
  'order-blockers/relative-order-changed': () => '只放置新的阻挡生物；其余阻挡生物之间的相对顺序不变。',
  'order-attackers/other-blocker': (p, say) => `请宣告${say.name(p.object)}所阻挡的生物之间的伤害分配顺序。`,
  'order-attackers/not-its-attackers': (p, say) => `顺序必须恰好列出${say.name(p.object)}所阻挡的每个生物各一次。`,
  'order-attackers/relative-order-changed': () => '只放置新的攻击生物；其余攻击生物之间的相对顺序不变。',
  'order-triggers/not-a-permutation': () => '须将你每个等待中的触发式异能各列出一次。',
  'choose-targets/other-ability': (p, say) => `请为${say.name(p.object)}选择目标。`,
  'choose-targets/wrong-number-of-targets': wrongNumber,
  'choose-targets/illegal-target': illegalTarget,
  'discard/wrong-cards': (p) => `须从你的手牌中恰好弃掉${cards(num(p.count))}。`,
  'discard/wrong-number': (p) => `须恰好弃掉${cards(num(p.count))}。`,
  'discard/not-in-hand': (p, say) => `${say.name(p.object)}不在你的手牌中。`,
  'choose-defending-player/not-an-opponent': (p, say) => `${say.name(p.player)}不是你的对手。`,
  'choose-defending-player/not-awaited': () => '并未等待你选择防御牌手。',
  'choose-defending-player/not-defending': (p, say) => `${say.name(p.player)}不是防御牌手。`,
  'choose-attacked/not-awaited': (p, say) =>
    `并未询问${say.name(p.object)}攻击什么：问题所问的是${say.name(p.awaited)}。`,
  'choose-attacked/not-attackable': (p, say) => `${say.name(p.object)}只能攻击防御牌手、其操控的鹏洛客或其防卫的战役。`,
  'reselect-attack/not-awaited': (p, say) =>
    `并未重选${say.name(p.object)}所攻击的对象：问题所问的是${say.name(p.awaited)}。`,
  'reselect-attack/not-attackable': (p, say) =>
    `不能使${say.name(p.object)}改为攻击${say.name(p.target)}${p.outOfRange ? '：不在其操控者的影响范围内' : ''}。`,
  'choose-replacement/not-an-option': (p) => `“${p.value}”不是适用于此事件的效应之一。`,
  'choose-color/not-a-color': (p) => `“${p.value}”不是可供选择的颜色之一：请选择白、蓝、黑、红或绿（105.1）。`,
  'choose-objects/not-candidates': (p) =>
    Number(p.min) === Number(p.max)
      ? `请在所提供的物件中恰好选择 ${Number(p.min)} 个。`
      : `请在所提供的物件中选择 ${Number(p.min)} 到 ${Number(p.max)} 个不同的物件。`,
  'choose-objects/already-chosen': (p, say) =>
    `${say.name(p.object)}已为影响此永久物如何进入战场的另一个替代性效应所选择而改变区域：同一个物件不能被选择两次（614.13b）。`,
  'choose-to-pay/not-a-choice': (p) => `“${p.value}”不是有效的回答：支付（true）或不支付（false）。`,
  'choose-to-pay/not-enough-life': (p) =>
    `牌手的生命总值至少为 ${Number(p.amount)} 时才能支付 ${Number(p.amount)} 点生命（现为 ${Number(p.life)}；119.4）。`,
};
