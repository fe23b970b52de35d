// 引擎在问什么（中文）：每种决定一句，指明由谁决定。
import type { DecisionOf } from '../../core/decisions';
import type { ReplacementWord } from '../../core/replacements';
import type { DecisionSayings } from '../catalogue';

/** 可供选择的效应（616.1），各以其来源和作用称之。 */
export const REPLACEMENT_WORDS_ZH: Record<ReplacementWord, string> = {
  protection: '保护',
  'prevention shield': '防止伤害的护盾',
  'prevent the next time': '防止其下一次造成的伤害',
  'redirect damage': '改为对另一者造成该伤害',
  'prevent all from a source': '防止其来源的所有伤害',
  'prevent some': '防止部分伤害',
  'prevent all': '防止该伤害',
  'double damage': '使伤害加倍',
  'exile instead': '改为放逐',
  'library instead': '改为洗入其拥有者的牌库',
  'hand instead': '改为置于其拥有者手上',
  'enters tapped': '横置进入战场',
  'enters with counters': '带有指示物进入战场',
  'enters as a copy': '作为复制品进入战场',
  'enters under your control': '改为在此效应的操控者的操控下进入战场',
  'choose a color': '选择一种颜色',
  'exile cards as it enters': '于其进入战场时从坟墓场放逐牌',
  devour: '吞噬（于其进入战场时牺牲生物）',
  'pay life as it enters': '于其进入战场时支付生命',
  'enters tapped unless life is paid': '于其进入战场时支付生命，否则横置进入战场',
  'exile from library instead of paying life': '改为从牌库顶放逐牌，而不支付生命',
  'return instead of drawing': '改为从坟墓场移回一张牌，而不抓牌',
  'skip the draw': '不抓牌',
  'draw instead of gaining life': '改为抓牌，而不获得生命',
  'gain twice that much': '获得两倍的生命',
  'twice that many tokens': '两倍数量的衍生物',
  regenerate: '重生',
  'self-replacement': '该咒语或异能自身的替代',
};

export const EVENT_ZH: Record<DecisionOf<'choose-replacement'>['event'], string> = {
  damage: '将对{x}造成的伤害',
  destroy: '{x}被消灭',
  sacrifice: '{x}被牺牲',
  move: '{x}的区域变换',
  draw: '{x}抓牌',
  life: '{x}获得生命',
  create: '{x}派出衍生物',
  other: '影响{x}的事件',
};

export const ZH_DECISIONS: DecisionSayings = {
  'choose-replacement': (d, say) =>
    `${say.name(d.player)}选择先对${EVENT_ZH[d.event].replace('{x}', say.name(d.affected))}生效的效应：${d.options
      .map((o) =>
        o.source ? `${say.name(o.source)}（${REPLACEMENT_WORDS_ZH[o.effect]}）` : REPLACEMENT_WORDS_ZH[o.effect],
      )
      .join('；')}。`,
  // 614.12a：于永久物进入战场时；608.2d：为正在结算的咒语或异能。
  'choose-color': (d, say) =>
    d.rules.includes('614.12a')
      ? `${say.name(d.object)}进入战场时，${say.name(d.player)}选择一种颜色。`
      : `${say.name(d.player)}为${say.name(d.source)}的效应选择一种颜色（“你所选择的颜色”）。`,
  'choose-objects': (d, say) =>
    d.purpose === 'source of damage'
      ? `${say.name(d.player)}为${d.source ? `${say.name(d.source)}的效应` : '该效应'}选择一个伤害来源：${say.list(d.candidates)}之一。`
      : d.purpose === 'sacrifice as it enters'
        ? `于${say.name(d.source ?? undefined)}进入战场时（吞噬${d.devour}），${say.name(d.player)}选择牺牲任意数量的生物${d.candidates.length > 0 ? `：${say.list(d.candidates)}` : '——已没有可选的生物'}${d.chosen?.length ? `（${say.list(d.chosen)}已为影响其如何进入战场的另一个效应所选择）` : ''}。`
        : d.purpose === 'exile as it enters'
          ? `于${say.name(d.source ?? undefined)}进入战场时，${say.name(d.player)}从${say.list(d.candidates)}中选择任意数量的牌放逐。`
          : `${say.name(d.player)}从${say.list(d.candidates)}中选择 ${d.min === d.max ? d.min : `${d.min}–${d.max}`} 张移回其手上${d.source ? `（${say.name(d.source)}的效应）` : ''}。`,
  'choose-to-pay': (d, say) =>
    `于${say.name(d.object)}进入战场时，${say.name(d.player)}可以支付 ${d.life} 点生命；若不支付，它横置进入战场。`,
  priority: (d, say) => `${say.name(d.player)}拥有优先权：可以施放咒语、起动异能、使用地，或让过。`,
  'declare-attackers': (d, say) => `${say.name(d.player)}宣告攻击者：哪些生物进行攻击，以及各自攻击的对象。`,
  'declare-blockers': (d, say) => `${say.name(d.player)}宣告阻挡者：哪些生物进行阻挡，以及各自阻挡的攻击生物。`,
  'order-blockers': (d, say) =>
    d.placing !== undefined
      ? `${say.name(d.player)}将${say.name(d.placing)}放入${say.name(d.object)}的伤害分配顺序中。`
      : `${say.name(d.player)}宣告${say.name(d.object)}在阻挡它的生物之间的伤害分配顺序。`,
  'order-attackers': (d, say) =>
    d.placing !== undefined
      ? `${say.name(d.player)}将${say.name(d.placing)}放入${say.name(d.object)}的伤害分配顺序中。`
      : `${say.name(d.player)}宣告${say.name(d.object)}在其所阻挡的生物之间的伤害分配顺序。`,
  'assign-combat-damage': (d, say) =>
    `${say.name(d.player)}分配${say.list(d.sources.map((x) => x.source))}的战斗伤害。`,
  'order-triggers': (d, say) => `${say.name(d.player)}选择其触发式异能放进堆叠的顺序（列在最前者最先放进堆叠）。`,
  'discard-to-hand-size': (d, say) =>
    `${say.name(d.player)}弃 ${d.count} 张牌，使手牌数量降至上限（${d.maxHandSize}）。`,
  'choose-targets': (d, say) => `${say.name(d.player)}为${say.name(d.object)}选择目标。`,
  'choose-discard': (d, say) =>
    `${say.name(d.player)}选择 ${d.count} 张要弃掉的牌（${say.name(d.source)}的${d.object === d.source ? '咒语' : '异能'}）。`,
  'choose-defending-player': (d, say) =>
    d.object !== undefined
      ? `${say.name(d.player)}选择${say.name(d.object)}所指的防御牌手。`
      : `${say.name(d.player)}选择本次战斗的防御牌手。`,
  'reselect-attack': (d, say) => `${say.name(d.player)}选择${say.name(d.object)}现在攻击的对象。`,
  'choose-attacked': (d, say) =>
    d.entered
      ? `${say.name(d.object)}进入战场并进行攻击：${say.name(d.player)}选择它所攻击的对象。`
      : `${say.name(d.object)}正在攻击：${say.name(d.player)}选择它所攻击的对象。`,
};
