// 持续性效应在各层中做什么（613.1、613.4），中文：“成为3/3的地生物”“得到+1/+1”“力量与防御力互换”……
import type { Keyword, LayerChange, Quantity } from '../../core/cards';
import type { PlayerId } from '../../core/vocabulary';
import type { Say } from '../say';

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

const COUNTED: Record<Exclude<Quantity, number>, string> = {
  'cards in your hand': '其操控者手牌的数量',
  'creatures you control': '其操控者所操控生物的数量',
  'creature cards in your graveyard': '其操控者坟墓场中生物牌的数量',
};

export function keywordZh(k: Keyword, say: Say): string {
  return typeof k === 'string' ? say.v.keyword[k] : say.v.protection.replace('{color}', say.v.color[k.protection]);
}

function powerAndToughness(p: Quantity | undefined, t: Quantity | undefined): string {
  if (typeof p === 'string' && p === t) return `力量与防御力各等同于${COUNTED[p]}`;
  if (typeof p === 'number' && typeof t === 'number') return `基础力量与防御力为${p}/${t}`;
  // 613.4b：所设定的（另一项可能维持不变），为数字或计数。
  const q = (x: Quantity) => (typeof x === 'number' ? `${x}` : COUNTED[x]);
  const set = [...(p === undefined ? [] : [`基础力量为${q(p)}`]), ...(t === undefined ? [] : [`基础防御力为${q(t)}`])];
  return set.join('，');
}

function one(m: LayerChange, player: PlayerId, say: Say): string[] {
  const type = (t: string) => say.v.cardType[t] ?? t;
  const subtype = (t: string) => say.v.subtype(t);
  const color = (c: keyof Say['v']['color']) => `${say.v.color[c]}色`;
  switch (m.layer) {
    case '2':
      return [`由${say.name(player)}操控`];
    case '3':
      return [`叙述中的“${say.v.color[m.from]}”改为“${say.v.color[m.to]}”`];
    case '4':
      // 如规则所写（613.6例4：“此地成为黑绿双色的植物／灵俑生物”）：副类别之间以“／”分隔，其后紧接牌的类别。
      return [
        ...((m.add ?? []).length || (m.addSubtypes ?? []).length
          ? [`成为${(m.addSubtypes ?? []).map(subtype).join('／')}${(m.add ?? []).map(type).join('')}`]
          : []),
        ...(m.remove ?? []).map((t) => `不再是${type(t)}`),
        ...(m.removeSubtypes ?? []).map((t) => `不再是${subtype(t)}`),
      ];
    case '5':
      if (m.colors === 'chosen') return ['成为其操控者所选择的颜色'];
      return [m.colors.length ? `成为${say.list(m.colors.map(color))}` : '成为无色'];
    case '6':
      return [
        ...(m.loseAll ? ['失去所有异能'] : []),
        ...(m.lose?.length ? [`失去${say.list(m.lose.map((k) => keywordZh(k, say)))}`] : []),
        ...(m.gain?.length ? [`获得${say.list(m.gain.map((k) => keywordZh(k, say)))}`] : []),
        ...(m.grant?.length
          ? m.grant.every((a) => a.text)
            ? [`获得${say.list(m.grant.map((a) => `“${say.text(a.text!)}”`))}`]
            : [`获得${m.grant.length}个异能`]
          : []),
      ];
    case '7a':
    case '7b':
      return [powerAndToughness(m.power, m.toughness)];
    case '7c':
      return [`得到${signed(m.power)}/${signed(m.toughness)}`];
    case '7d':
      return ['力量与防御力互换'];
  }
}

/** “成为3/3的地生物，并得到+1/+1”——同一效应的每个部分，按层的顺序。 */
export function changesZh(changes: LayerChange[], player: PlayerId, say: Say): string {
  return changes.flatMap((m) => one(m, player, say)).join('，');
}
