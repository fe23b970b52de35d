// 引擎在问什么（中文）：每种决定一句，指明由谁决定。
import type { DecisionSayings } from '../catalogue';

export const ZH_DECISIONS: DecisionSayings = {
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
  'choose-color': (d, say) => `${say.name(d.player)}为${say.name(d.source)}的效应选择一种颜色（“你所选择的颜色”）。`,
  'choose-attacked': (d, say) =>
    d.entered
      ? `${say.name(d.object)}进入战场并进行攻击：${say.name(d.player)}选择它所攻击的对象。`
      : `${say.name(d.object)}正在攻击：${say.name(d.player)}选择它所攻击的对象。`,
};
