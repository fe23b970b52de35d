// 发生了什么（中文）：每种事件（core/events.ts）一句。名称取自读者的 Say；全角标点。
import type { EventOf } from '../../core/events';
import type { Color } from '../../core/vocabulary';
import type { EventSayings } from '../catalogue';
import { itemZh } from '../names';
import type { Say } from '../say';
import { changesZh } from './layer-changes';

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** 牌上给出的异能文字（如有），加引号。 */
const quoted = (say: Say, r: { text?: { en: string; zh: string } }) => (r.text ? `（“${say.text(r.text)}”）` : '');

const STAYS: Record<string, string> = {
  declared: '它已被宣告',
  tapped: '横置不会使它离开战斗',
  'still a planeswalker being attacked': '它仍是被攻击的鹏洛客',
  'still blocking': '它仍是阻挡生物',
  'still a planeswalker controlled by its protector': '它仍是鹏洛客，且由其防卫者操控',
  'still a battle being attacked': '它仍是被攻击的战役',
};

/** 609.7b, 615.9: the properties a source must have — “为红色”“是生物”“是红色生物”. */
function stillIs(e: { color?: Color; cardType?: string }, say: Say): string {
  const color = e.color ? `${say.v.color[e.color]}色` : '';
  if (!e.cardType) return `为${color}`;
  return `是${color}${say.v.cardType[e.cardType] ?? e.cardType}`;
}
/** 是谁的效应：“梦境宝球的效应”。 */
const whose = (say: Say, source: string | null) => (source ? `${say.name(source)}的效应` : '某效应');

const ZONE_INSTEAD: Record<string, string> = {
  library: '改为洗入其拥有者的牌库',
  hand: '改为置于其拥有者手上',
  exile: '改为被放逐',
};

/** 替代性效应对事件做了什么（614.6），按其作用。 */
function replacedZh(e: EventOf<'replaced'>, say: Say): string {
  const it = e.object !== undefined ? say.name(e.object) : e.player !== undefined ? say.name(e.player) : '它';
  const by = whose(say, e.source);
  switch (e.effect) {
    case 'exile instead':
    case 'library instead':
    case 'hand instead':
      return `${by}：${it}${ZONE_INSTEAD[e.to ?? 'exile']}。`;
    case 'enters tapped':
      return `${by}：${it}横置进入战场。`;
    case 'enters with counters':
      return `${by}：${it}进入战场时带有 ${e.amount} 个${say.v.counter(e.counter ?? '')}。`;
    case 'enters under your control':
      return `${by}：${it}改为在${say.name(e.player)}的操控下进入战场。`;
    case 'enters as a copy':
      return `${by}：${it}进入战场时成为${say.name(e.source ?? undefined)}的复制品。`;
    case 'exile cards as it enters':
      return `${it}进入战场时，${say.name(e.player)}从其坟墓场放逐 ${e.amount} 张生物牌。`;
    case 'choose a color':
      return `${it}进入战场时，${say.name(e.player)}选择了${say.v.color[e.color ?? 'W']}色。`;
    case 'devour': {
      const n = e.amount ?? 0;
      return `吞噬${e.devour}：${it}进入战场时，${say.name(e.player)}为此牺牲 ${n} 个生物${n > 0 ? `；它将额外带有 ${n * (e.devour ?? 0)} 个+1/+1指示物进入战场` : ''}。`;
    }
    case 'pay life as it enters':
      return `${it}进入战场时，${say.name(e.player)}选择支付 ${e.amount} 点生命。`;
    case 'enters tapped unless life is paid':
      return `${it}进入战场时，${say.name(e.player)}不支付 ${e.amount} 点生命：它横置进入战场。`;
    case 'exile from library instead of paying life':
      return `${by}：${say.name(e.player)}改为从其牌库顶放逐 ${e.amount} 张牌，而不支付 ${e.amount} 点生命${e.rules.includes('614.13c') ? '——正从该牌库进入战场的牌不计在内' : ''}。`;
    case 'redirect damage':
      return `${by}：将对${it}造成的 ${e.amount} 点伤害改为对${say.name(e.target)}造成。`;
    case 'double damage':
      return `${by}：${say.name(e.object)}改为对${say.name(e.target)}造成两倍的伤害（${e.amount} 点）。`;
    case 'return instead of drawing':
      return e.object !== undefined
        ? `${by}：${say.name(e.player)}改为将${say.name(e.object)}从其坟墓场移回手上，而不抓牌。`
        : `${by}：${say.name(e.player)}应改为从其坟墓场移回一张牌，但坟墓场中没有牌。`;
    case 'skip the draw':
      return `${by}：${it}不抓牌。`;
    case 'draw instead of gaining life':
      return `${by}：${it}改为抓 ${e.amount} 张牌，而不获得 ${e.amount} 点生命。`;
    case 'gain twice that much':
      return `${by}：${it}改为获得两倍的生命（${e.amount} 点）。`;
    case 'twice that many tokens':
      return `${by}：改为派出两倍数量的衍生物（${e.amount} 个）。`;
    case 'regenerate':
      return `${it}重生：移除其上所有伤害并将其横置（若它在战斗中，则将其移出战斗）。`;
    case 'self-replacement':
      return e.to === 'exile'
        ? `${by}：${it}改为被放逐。`
        : `${by}：改为对${say.name(e.target)}造成 ${e.amount} 点伤害。`;
    default:
      return `${by}生效。`;
  }
}

/** 800.4j：在没有主动牌手的步骤中不会发生的事。 */
const NO_ACTIVE_PLAYER_ZH: Partial<Record<string, string>> = {
  draw: '抓牌步骤中没有人抓牌',
  'beginning of combat': '没有攻击牌手，也没有防御牌手',
  'declare attackers': '没有人宣告攻击者',
  cleanup: '没有人将手牌弃到手牌上限',
};

export const ZH_EVENTS: EventSayings = {
  'turn-began': (e, say) => `第 ${e.turn} 回合开始：${say.name(e.player)}${e.extra ? '进行额外的回合' : '的回合'}。`,
  'turn-skipped': (e, say) => `${say.name(e.player)}的回合被略过。`,
  'phase-began': (e, say) => `${say.v.phase[e.phase]}开始。`,
  'phase-skipped': (e, say) => `${say.v.phase[e.phase]}被略过。`,
  // 行动阶段没有步骤（505.2）：其开始只由 phase-began 说一次。
  'step-began': (e, say) => (e.step === 'main' ? null : `${say.v.step[e.step]}开始。`),
  'step-ended': (e, say) => `${say.step(e.phase, e.step)}结束。`,
  'step-skipped': (e, say) => `${say.step(e.phase, e.step)}被略过。`,
  'steps-skipped': () => '没有生物攻击：略过宣告阻挡者步骤和战斗伤害步骤。',
  'phases-added': () => '此阶段之后有一个额外的战斗阶段，接着是一个额外的行动阶段。',
  'step-added': (e, say) => `此步骤之后有一个额外的${say.v.step[e.step]}。`,
  'extra-turn-added': (e, say) => `${say.name(e.player)}将于本回合后进行一个额外的回合。`,
  'skip-scheduled': (e, say) => {
    const what =
      e.what === 'turn'
        ? '回合'
        : e.what === 'phase'
          ? e.name
            ? say.v.phase[e.name as keyof typeof say.v.phase]
            : '阶段'
          : e.name
            ? say.v.step[e.name as keyof typeof say.v.step]
            : '步骤';
    return `${say.name(e.player)}将略过其下一个${what}。`;
  },
  'another-cleanup': () => '所有牌手都已让过：另一个清除步骤开始。',
  'cleanup-priority': () => '清除步骤中有状态动作或触发式异能：牌手得到优先权。',
  'damage-removed': (e) => `伤害被移除（${e.objects.length} 个永久物），${e.amount} 个“直到回合结束”的效应结束。`,
  'effects-ended': (e, say) => `${e.amount} 个“${say.v.duration[e.duration]}”的效应结束。`,
  'mana-emptied': (e, say) => `${say.name(e.player)}法术力池中未使用的法术力（${e.amount}）被清空。`,
  'became-day': () => '变为白昼。',
  'became-night': () => '变为黑夜。',
  'phased-in': (e, say) => `${say.list(e.objects)}相入。`,
  'phased-out': (e, say) => `${say.list(e.objects)}相出。`,
  untapped: (e, say) => {
    if (e.object !== undefined) return `${say.name(e.object)}被重置。`;
    return (e.objects?.length ?? 0) === 0
      ? `${say.name(e.player)}没有需要重置的永久物。`
      : `${say.name(e.player)}重置${say.list(e.objects)}。`;
  },
  'counter-added': (e, say) =>
    `${say.name(e.object)}得到 ${e.amount} 个${say.v.counter(e.counter)}（共 ${e.total} 个）。`,
  'priority-passed': (e, say) => `${say.name(e.player)}${e.team !== null ? `代表队伍 ${e.team} ` : ''}让过优先权。`,
  'priority-given': (e, say) => `${say.name(e.player)}得到优先权。`,
  conceded: (e, say) => `${say.name(e.player)}认输。`,
  'player-lost': (e, say) =>
    `${say.name(e.player)}${e.reason === 'no life' ? '生命值为 0 或更少' : '试图从空牌库抓牌'}，输掉这盘游戏。`,
  'game-over': (e, say) => (e.objects.length ? `${say.list(e.objects)}赢得这盘游戏。` : '这盘游戏为平局。'),
  'objects-left-game': (e, say) => `${e.objects.length} 个物件随${say.list(e.players)}离开游戏。`,
  'turn-continues': (e, say) =>
    e.leader !== undefined
      ? `${say.name(e.player)}在其队伍的回合中离开游戏：该回合继续进行，由${say.name(e.leader)}带领。`
      : `${say.name(e.player)}在自己的回合中离开游戏：该回合在没有主动牌手的情况下继续进行到结束。`,
  'casting-stopped': (e, say) =>
    e.ability
      ? `${say.name(e.player)}在起动${say.name(e.object)}的异能的过程中离开游戏：该异能消失。`
      : `${say.name(e.player)}在施放${say.name(e.object)}的过程中离开游戏：该咒语随其离开游戏。`,
  'no-active-player': (e) => `没有主动牌手：${NO_ACTIVE_PLAYER_ZH[e.step] ?? '什么也不发生'}。`,
  'zone-change': (e, say) => `${say.name(e.object)}从${say.v.zone[e.from]}移到${say.v.zone[e.to]}。`,
  'card-drawn': (e, say) => `${say.name(e.player)}抓一张牌。`,
  'draw-from-empty-library': (e, say) => `${say.name(e.player)}无法从空的牌库抓牌。`,
  discarded: (e, say) => `${say.name(e.player)}弃掉${say.name(e.object)}。`,
  destroyed: (e, say) => `${say.name(e.object)}被消灭。`,
  'not-destroyed': (e, say) => `${say.name(e.object)}具有不灭异能，不会被消灭。`,
  sacrificed: (e, say) => `${say.name(e.object)}被牺牲。`,
  'put-into-graveyard': (e, say) => `${say.name(e.object)}被置入其拥有者的坟墓场。`,
  'token-created': (e, say) => `${say.name(e.source)}派出一个${say.name(e.object)}衍生物。`,
  'token-ceased': (e, say) => `${say.text(e.card)}衍生物消失。`,
  'trigger-waits': (e, say) =>
    `${say.name(e.object)}在结束步骤中进入战场：其“在结束步骤开始时”的异能要等到下一个结束步骤。`,
  'damage-dealt': (e, say) => `${say.name(e.source)}对${say.name(e.target)}造成 ${e.amount} 点伤害。`,
  'damage-prevented': (e, say) =>
    e.by === 'protection'
      ? `保护防止了${say.name(e.source)}对${say.name(e.target)}造成的 ${e.amount} 点伤害。`
      : e.by === 'effect'
        ? `${say.name(e.source)}将对${say.name(e.target)}造成的伤害中有 ${e.amount} 点被防止。`
        : `对${say.name(e.target)}的 ${e.amount} 点伤害被防止。`,
  replaced: (e, say) => replacedZh(e, say),
  'replacement-chosen': (e, say) =>
    e.asked
      ? `${say.name(e.player)}选择先让${e.source ? `${say.name(e.source)}的效应` : '该效应'}生效。`
      : `${e.source ? `${say.name(e.source)}的效应` : '该效应'}先生效（${e.rules.includes('616.1a') ? '它是自我替代性效应' : e.rules.includes('616.1c') ? '它使物件成为复制品' : e.rules.includes('616.1b') ? '它决定操控者' : '它决定牌面'}）。`,
  'regeneration-shield': (e, say) => `本回合中下一次${say.name(e.object)}将被消灭时，改为将其重生。`,
  'prevention-shield': (e, say) => `本回合中下 ${e.amount} 点将对${say.name(e.object)}造成的伤害将被防止。`,
  'damage-not-prevented': (e, say) => {
    const what = `${say.name(e.source)}将对${say.name(e.target)}造成的 ${e.amount} 点伤害`;
    return e.by === 'protection'
      ? `保护没有防止${what}：该伤害不能被防止。`
      : e.by === 'shield'
        ? `防止伤害的护盾没有防止${what}，护盾也没有减少：该伤害不能被防止。`
        : `${whose(say, e.from)}没有防止${what}：该伤害不能被防止。`;
  },
  'next-time-shield': (e, say) =>
    `本回合中下一次${say.name(e.object)}将${e.target !== undefined ? `对${say.name(e.target)}` : ''}造成伤害时，${e.color || e.cardType ? `若届时它仍${stillIs(e, say)}，` : ''}防止该伤害。`,
  'source-shield': (e, say) =>
    `本回合中，${say.name(e.object)}将${e.target !== undefined ? `对${say.name(e.target)}` : ''}造成的所有伤害都会被防止${e.color || e.cardType ? `（只要它仍${stillIs(e, say)}）` : ''}。`,
  'shield-rechecked': (e, say) =>
    `${say.name(e.source)}已不再${stillIs(e, say)}：${whose(say, e.from)}的护盾不会防止它将对${say.name(e.target)}造成的 ${e.amount} 点伤害，该护盾也不会用掉。`,
  'shield-follows': (e, say) =>
    `${say.name(e.object)}结算并成为永久物：${e.from ? `由${say.name(e.from)}产生的` : ''}护盾原本关注该咒语造成的伤害，现改为关注该永久物造成的伤害。`,
  'redirection-shield': (e, say) =>
    `本回合中${e.amount === null ? '所有' : `接下来 ${e.amount} 点`}将对${say.name(e.object)}造成的伤害，将改为对${say.name(e.target)}造成。`,
  'redirection-does-nothing': (e, say) =>
    `${whose(say, e.from)}没有转移对${say.name(e.object)}造成的伤害：${say.name(e.which)}${e.reason === 'left the game' ? '已离开游戏' : e.reason === 'left the battlefield' ? '已不在战场上' : '已不再是战役、生物或鹏洛客'}。`,
  'cant-effect': (e, say) =>
    `本回合中，${say.list(e.objects)}不能${e.cant === 'gain life' ? '获得' : '失去'}生命（${say.name(e.object)}）。`,
  'cant-happen': (e, say) => {
    const what =
      e.cant === 'gain life'
        ? `${e.cause === 'lifelink' ? '系命带来的 ' : ''}${e.amount} 点生命没有获得`
        : e.cause === 'damage'
          ? `对其造成的 ${e.amount} 点伤害不会使其失去生命`
          : `${e.amount} 点生命没有${e.cause === 'payment' ? '支付' : '失去'}`;
    return `${say.name(e.player)}不能${e.cant === 'gain life' ? '获得' : '失去'}生命：${what}${e.from ? `（${say.name(e.from)}）` : ''}。`;
  },
  'damage-unpreventable': (e, say) => `本回合中，伤害不能被防止（${say.name(e.object)}）。`,
  'life-gained': (e, say) =>
    `${say.name(e.player)}${e.cause === 'lifelink' ? '因系命' : ''}获得 ${e.amount} 点生命（现为 ${e.life}）。`,
  'life-lost': (e, say) =>
    e.cause === 'payment'
      ? `${say.name(e.player)}支付 ${e.amount} 点生命（现为 ${e.life}）。`
      : `${say.name(e.player)}失去 ${e.amount} 点生命（现为 ${e.life}）。`,
  'spell-cast': (e, say) =>
    `${say.name(e.player)}施放${say.name(e.object)}${e.objects.length ? `，目标为${say.list(e.objects)}` : ''}。`,
  'land-played': (e, say) => `${say.name(e.player)}使用${say.name(e.object)}。`,
  'ability-activated': (e, say) =>
    `${say.name(e.player)}起动${say.name(e.source)}的异能${e.objects.length ? `，目标为${say.list(e.objects)}` : ''}。`,
  'mana-ability-activated': (e, say) => `${say.name(e.player)}起动${say.name(e.source)}的法术力异能。`,
  'mana-added': (e, say) => `${say.name(e.player)}将${say.v.mana[e.mana].repeat(e.amount)}加入其法术力池。`,
  'attack-cost-paid': (e, say) => `${say.name(e.player)}支付 ${e.cost} 以进行攻击。`,
  'block-cost-paid': (e, say) => `${say.name(e.player)}支付 ${e.cost} 以进行阻挡。`,
  tapped: (e, say) => {
    const who = e.object !== undefined ? say.name(e.object) : say.list(e.objects);
    if (e.cause === 'attack') return `${who}因攻击而横置。`;
    if (e.cause === 'cost') return `横置${who}以支付费用。`;
    if (e.cause === 'attack cost') return `${who}被横置以支付攻击的费用。`;
    return `${who}被横置。`;
  },
  resolved: (e, say) => `${itemZh(e, say)}结算。`,
  'did-not-resolve': (e, say) => `${itemZh(e, say)}不会结算：其所有目标均不合法。`,
  'ability-triggered': (e, say) =>
    e.delayed
      ? `${say.name(e.source)}的延迟触发式异能于战斗结束时触发。`
      : `${say.name(e.source)}的异能触发${quoted(say, e)}。`,
  'trigger-put-on-stack': (e, say) => `${itemZh(e, say)}放进堆叠${quoted(say, e)}。`,
  'trigger-removed': (e, say) => `${itemZh(e, say)}没有合法目标，从堆叠上移除。`,
  'targets-chosen': (e, say) => `${itemZh(e, say)}的目标：${say.list(e.objects)}。`,
  'delayed-trigger-created': (e, say) => `${say.name(e.object)}将于战斗结束时被消灭。`,
  'out-of-range': (e, say) => `${say.list(e.objects)}不在影响范围内，不受影响。`,
  pumped: (e, say) =>
    `${say.name(e.object)}得到${signed(e.power)}/${signed(e.toughness)}，${say.v.duration[e.duration]}。`,
  'color-changed': (e, say) => `${say.name(e.object)}成为${say.v.color[e.color]}色。`,
  'keyword-gained': (e, say) =>
    `${say.name(e.object)}获得${typeof e.keyword === 'string' ? say.v.keyword[e.keyword] : say.v.protection.replace('{color}', say.v.color[e.keyword.protection])}异能。`,
  'types-changed': (e, say) => {
    const type = (t: string) => say.v.cardType[t] ?? t;
    const parts = [...e.add.map((t) => `成为${type(t)}`), ...e.remove.map((t) => `不再是${type(t)}`)];
    return `${say.name(e.object)}${parts.join('并')}，${say.v.duration[e.duration]}。`;
  },
  'control-changed': (e, say) => `${say.name(e.player)}现在操控${say.name(e.object)}。`,
  'defending-players': (e, say) =>
    e.chooser !== undefined
      ? `${say.name(e.chooser)}选择${say.name(e.player)}为防御牌手。`
      : `防御牌手：${say.list(e.objects)}。`,
  'attackers-declared': (e, say) => `${say.name(e.player)}宣告攻击者：${say.list(e.objects)}${requirements(e)}。`,
  'blockers-declared': (e, say) => `${say.name(e.player)}宣告阻挡者：${say.list(e.objects)}${requirements(e)}。`,
  'band-announced': (e, say) => `${say.list(e.objects)}组成团队进行攻击。`,
  'band-blocked': (e, say) =>
    e.byEffect
      ? `${say.list(e.objects)}与${say.name(e.attacker)}同在一个团队：也被${say.name(e.object)}阻挡。`
      : `${say.name(e.object)}阻挡${say.name(e.attacker)}，因此也阻挡与之结合的${say.list(e.objects)}。`,
  'became-blocked': (e, say) => `${say.name(e.object)}被阻挡。`,
  unblocked: (e, say) => `${say.name(e.object)}未被阻挡。`,
  'damage-assignment-order': (e, say) =>
    `${say.name(e.object)}的伤害分配顺序：${e.objects.map((id) => say.name(id)).join('，然后')}。`,
  'combat-damage-assigned': (e, say) =>
    `${say.name(e.source)}分配：${e.assignment.map((p) => `对${say.name(p.to)} ${p.amount} 点`).join('，')}。`,
  'removed-from-combat': (e, say) => `${say.name(e.object)}被移出战斗。`,
  blocking: (e, say) =>
    e.entered
      ? `${say.name(e.object)}进入战场并阻挡${say.name(e.target)}。`
      : `${say.name(e.object)}阻挡${say.name(e.target)}。`,
  'not-blocking': (e, say) =>
    e.reason === 'entered'
      ? `${say.name(e.object)}进入战场，但并非阻挡生物。`
      : e.reason === 'battle'
        ? `${say.name(e.object)}是战役：它不会进行阻挡。`
        : `${say.name(e.object)}不能阻挡${say.name(e.attacker)}。`,
  attacking: (e, say) =>
    e.entered
      ? `${say.name(e.object)}进入战场并攻击${say.name(e.target)}。`
      : `${say.name(e.object)}现在正在攻击${say.name(e.target)}。`,
  'not-attacking': (e, say) =>
    e.entered ? `${say.name(e.object)}进入战场，但并非攻击生物。` : `${say.name(e.object)}不会成为攻击生物。`,
  'attack-reselected': (e, say) => `${say.name(e.object)}改为攻击${say.name(e.target)}（不视为再次攻击）。`,
  'defending-player': (e, say) =>
    e.chooser !== undefined
      ? `${say.name(e.chooser)}选择${say.name(e.player)}为${say.name(e.source)}所指的防御牌手。`
      : `${say.name(e.object)}的防御牌手是${say.name(e.player)}。`,
  'had-to-attack-checked': (e, say) => `本次战斗中必须攻击的生物：${say.list(e.objects)}。`,
  'optional-attack-cost-paid': (e, say) => {
    const c = e.cost;
    const paid =
      c.type === 'pay life'
        ? `${c.amount} 点生命`
        : c.type === 'sacrifice another creature'
          ? `牺牲${say.name(e.object)}`
          : `横置${say.name(e.object)}`;
    return `${say.name(e.player)}支付以${say.name(e.source)}攻击的可选费用：${paid}。`;
  },
  'still-in-combat': (e, say) => `${say.name(e.object)}仍在战斗中：${STAYS[e.reason]}。`,
  'stops-being-attacked': (e, say) => `${say.name(e.object)}不再被攻击。`,
  'stops-blocking': (e, say) => `${say.name(e.object)}不再是阻挡生物。`,
  'scheme-set-in-motion': (e, say) => `${say.name(e.player)}实施${say.name(e.object)}。`,
  'scheme-put-on-bottom': (e, say) => `${say.name(e.object)}转为牌面朝下，置于${say.name(e.player)}的阴谋套牌底。`,
  'rolled-to-visit': (e, say) => `${say.name(e.player)}掷骰造访其景点：${e.amount}。`,
  'attraction-visited': (e, say) => `${say.name(e.object)}被造访（${e.amount} 已亮起）。`,
  'effect-began': (e, say) =>
    `${say.name(e.object)}${changesZh(e.changes, e.player, say)}，${say.v.duration[e.duration]}。`,
  'became-copy': (e, say) => `${say.name(e.object)}成为${say.name(e.target)}的复制品，${say.v.duration[e.duration]}。`,
  'color-chosen': (e, say) => `${say.name(e.player)}为${say.name(e.source)}的效应选择${say.v.color[e.color]}色。`,
  attached: (e, say) => `${say.name(e.object)}贴附于${say.name(e.target)}。`,
  unattached: (e, say) => `${say.name(e.object)}从${say.name(e.from)}上卸除贴附，仍留在战场上。`,
};

/** “（遵循了最多 2 项要求中的 1 项）”，或替牌手作出的宣告“（没有其他合法的宣告）”。 */
function requirements(e: { forced: boolean; obeyed?: number; maximum?: number }): string {
  if (e.forced) return '（没有其他合法的宣告）';
  if (!e.maximum) return '';
  return `（遵循了最多 ${e.maximum} 项要求中的 ${e.obeyed} 项）`;
}
