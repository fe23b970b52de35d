// 初始局面为何被拒绝（中文，checkSetup）：每句之前加上字段路径。
import type { MessageParams } from '../../core/messages';
import type { CardProblem, ShapeExpected } from '../../core/setup';
import { PHASES } from '../../core/vocabulary';
import type { SetupErrorSayings } from '../catalogue';

const EXPECTED: Record<ShapeExpected, string> = {
  list: '应为列表',
  count: '应为不小于 0 的整数',
  boolean: '应为 true 或 false',
  string: '应为字符串',
  counts: '应为计数对象',
  object: '应为对象',
  integer: '应为整数',
  'library size': '应为 0 到 10000 张牌',
  'mana type': '不是法术力类型（W、U、B、R、G、C）',
};

/** “未知步骤 "upkeeep"”，字段缺失时为“缺少步骤”（undefined 不是可显示的用语）。 */
const found = (p: MessageParams, what: string) => (p.value === undefined ? `缺少${what}` : `未知${what} ${p.value}`);

const CARD: Record<CardProblem, (p: MessageParams) => string> = {
  integer: () => '应为整数',
  'target word': (p) => found(p, '目标用语'),
  step: (p) => found(p, '步骤'),
  'card types': () =>
    '应为文字形式的牌类别：types、add、remove、addSubtypes、removeSubtypes 为列表；type、subtype、notType 为单一类别',
  keyword: (p) => found(p, '关键词'),
  color: () => '应为 W、U、B、R 或 G',
  mana: () => '应为 W、U、B、R、G 或 C',
  'skip what': () => '应为 step、phase 或 turn',
  'skip name': (p) =>
    `${p.value ?? '没有名称'}：被略过的步骤或阶段须写明名称（name: upkeep、name: combat）；被略过的回合不写名称（500.10）`,
  duration: () => '应为 end of turn、end of combat 或 permanent',
  effect: (p) => found(p, '效应'),
  'card object': () => '应为牌的对象',
  name: () => '牌需要名称',
  colors: () => '应为 W、U、B、R、G 的列表',
  'power and toughness': () => '生物需要力量和防御力（208）',
  'attraction artifact': () => '景点是神器',
  'lit up only attraction': () => '景点（且仅景点）有亮起的数字',
  'lit up numbers': () => '应为 1–6 中互不相同的整数',
  ongoing: () => '只有阴谋能是持续的',
  'mana cost': (p) => found(p, '法术力费用'),
  trigger: (p) => found(p, '触发条件'),
  'trigger step': () => '“在步骤开始时”触发需指明步骤（500.6）',
  'blocking count': (p) => `未知数量 ${p.value}：只有“阻挡”或“被阻挡”触发条件计算生物数量，应为至少 1 的整数（509.5e）`,
  'mana ability does more': () =>
    '不需目标且会加入法术力的异能是法术力异能（605.1a）；本引擎只结算仅加入法术力的法术力异能',
  costs: () => '应为费用列表',
  'ability kind': () => '应为 triggered、activated 或 static',
  'cost mana': () => '攻击或阻挡的费用须写明法术力，例如“{2}”（508.1h、509.1d）',
  'affected objects': (p) =>
    `${found(p, '物件')}：应为 this、creatures、other creatures、creatures you control、other creatures you control、permanents、enchanted creature、enchanted permanent、equipped creature 或 cards in graveyards（611.3a）`,
  'layer changes': () => '持续性效应须列出各项改变，每项在其所属的层（613.1）',
  'change of nothing': () =>
    '此项改变在其所属的层中没有作用：须写明加上或去除的类别或副类别（第4层）、获得、赋予或失去的异能（第6层），或设定的基础力量或防御力（第7b层）（613.1d、613.1f、613.4b）',
  'changes only continuous': () => '只有产生持续性效应的静止式异能（rule: continuous）才有各层的改变（611.3、613.1）',
  'replacement only replacement': () =>
    '只有产生替代性或防止性效应的静止式异能（rule: replacement）才有 replacement（614.1、615.1）',
  layer: (p) => `${found(p, '层')}：应为以下之一：${p.allowed}（613.1、613.4）`,
  'layer as text': (p) => `层 ${p.value} 须写作文字：'${p.value}'（在 YAML 中加引号）`,
  control: () => '改变操控权的效应写作“control: you”（613.1b）',
  quantity: (p) =>
    `${found(p, '数值')}：应为整数、cards in your hand、creatures you control 或 creature cards in your graveyard（604.3、613.4b）`,
  'counter kind': () => '应为指示物的种类，例如“+1/+1”（122.1）',
  abilities: () => '应为异能列表（613.1f）',
  replacement: () => '替代性效应应为 {would, …}（614.1、615.1）',
  'replacement event': (p) =>
    `未知事件 ${p.value}：应为 enter the battlefield、die、be put into a graveyard、deal damage、draw a card、gain life、create tokens 或 pay life`,
  'replacement field': (p) => `该替代性效应没有字段 ${p.value}`,
  watched: () => '应为 {objects, type?, subtype?, color?}',
  'watched objects': (p) =>
    `未知物件 ${p.value}：应为 this、a permanent、a creature、a creature you control、a creature an opponent controls、a card 或 a source`,
  'watched players': (p) => `未知牌手 ${p.value}：应为 you 或 a player`,
  counters: () => '应按种类列出指示物，每种为 1 或以上的整数，例如 {+1/+1: 2}',
  'choose color': () => '应为“protection from the chosen color”（614.12a，相连异能）',
  'enters how': () =>
    '须说明如何进入战场：underYourControl、tapped、counters、asCopyOfThis、chooseColor、exileFromYourGraveyard、devour 或 mayPayLifeElseTapped（614.1c–d）',
  'under your control': (p) =>
    `物件 ${p.value}：“改为在你的操控下进入战场”只针对对手将操控的物件——应为 a creature an opponent controls（616.1b、614.1d）`,
  'exile from graveyard': () => '应为“any number of creature cards”（614.13）',
  amount: () => '应为不小于 1 的整数',
  instead: (p) => `${found(p, '替代方式')}：此事件应为 ${p.allowed}`,
  'damage source': (p) =>
    `${found(p, '来源')}：应为 target creature、target permanent、target attacking creature、target blocking creature、target creature attacking you、target creature you control、this、that creature 或 a source of your choice（615.8、609.7a）`,
  'life amount': (p) => `未知数量 ${p.value}：应为整数或“that much”（触发事件所计的数量，615.13）`,
  'prevented damage to': (p) =>
    `未知 ${p.value}：只有“damage is prevented”触发条件说明是谁的伤害，应为 this 或 you（615.13）`,
  'properties of a chosen source': () => '只有“a source of your choice”才能以属性描述（“由你选择的红色来源”，615.9）',
  'source properties': () => '应为 {color?, type?}，至少一项，例如 {color: R}（615.9）',
  'card type': () => '应为一种牌的类别，例如 Creature',
  'cant event': (p) => `未知 ${p.value}：应为 gain life 或 lose life（614.17、119.7、119.8）`,
  'cant players': (p) => `未知牌手 ${p.value}：应为 you、your opponents 或 players（614.17）`,
  'redirect amount': (p) =>
    `未知数量 ${p.value}：应为 1 或以上的整数（“接下来的N点伤害”）或 all（“所有伤害”）（614.9）`,
  'prevent amount': () => '应为 1 或以上的整数，或 all（615.10）',
  'self-replacement': () => '自我替代性效应应为 {if?, exile?, amount?}（614.15）',
  condition: () => '应为 {type?, subtype?, color?}',
  'self-replacement destroy': () => '消灭的自我替代性效应改为放逐：exile: true（614.15）',
  'self-replacement damage': () => '造成伤害的自我替代性效应须说明改为造成的伤害：amount（614.15）',
  'self-replacement where': () => '自我替代性效应只替代 destroy 或 deal damage（614.15）',
  boolean: () => '应为 true 或 false',
  'return what': () =>
    '应为“all creature cards from your graveyard”或“all creature cards with power 2 or less from your graveyard”',
  'optional cost': () => '攻击的可选费用：支付生命（amount）、牺牲另一个生物或横置一个由你操控且未横置的生物（508.1g）',
  enchant: (p) =>
    `${p.value === undefined ? '未指定结附对象' : `未知结附对象 ${p.value}`}：应为 creature、creature you control、land 或 permanent（“结附于生物”，702.5a）`,
};

/** “没有牌手 "Z"”，字段缺失时为“未指定牌手”。 */
const noPlayer = (p: MessageParams) => (p.value === undefined ? '未指定牌手' : `没有牌手 ${p.value}`);

export const ZH_SETUP_ERRORS: SetupErrorSayings = {
  'setup/not-an-object': () => '应为对象',
  'setup/malformed': (p) => `${p.detail}`,
  'setup/engine-error': (p) => `无法从此设定开始游戏：${p.detail}`,
  'setup/malformed-field': (p) => EXPECTED[p.expected as ShapeExpected],
  'setup/invalid-card': (p) => CARD[p.problem as CardProblem](p),
  'setup/unknown-profile': (p) => `未知规则版本 ${p.value}：应为 classic 或 foundations`,
  'setup/too-few-players': () => '一盘游戏至少需要两位牌手（103.1）',
  'setup/player-id': () => '牌手需要标识，且为非空字符串',
  'setup/player-name': () => '牌手需要名称，且为字符串',
  'setup/object-id': () => '标识须为非空字符串',
  'setup/duplicate-id': (p) => `标识 ${p.value} 重复使用`,
  'setup/unknown-controller': noPlayer,
  'setup/unknown-owner': noPlayer,
  'setup/unknown-protector': noPlayer,
  'setup/protector-not-battle': () => '只有战役才有防卫者（310.8）',
  'setup/unknown-active-player': noPlayer,
  'setup/unknown-priority-player': noPlayer,
  'setup/unknown-archenemy': (p) =>
    p.value === undefined ? '阴谋套牌属于魔王：请指明魔王（variant.archenemy）' : noPlayer(p),
  'setup/no-scheme-deck': () => '魔王需要阴谋套牌（904.3）',
  'setup/not-a-scheme': () => '阴谋套牌中只能有类别为“Scheme”的牌（701.25a）',
  'setup/scheme-outside-command-zone': () => '阴谋始终在统帅区：请放进 schemeDeck（314.2）',
  'setup/not-a-plane': () => '牌手的时空须为类别为“Plane”的牌（311.1）',
  'setup/plane-outside-command-zone': () => '时空始终在统帅区：请放进该牌手的 planes（311.2）',
  'setup/unknown-step': (p) => `未知步骤 ${p.value}`,
  'setup/step-not-in-phase': (p) =>
    (PHASES as readonly unknown[]).includes(p.phase)
      ? `步骤 ${p.step} 不属于 ${p.phase} 阶段（500.1）`
      : `未知阶段 ${JSON.stringify(p.phase)}：应为 ${PHASES.join('、')}（500.1）`,
  'setup/turn': () => '回合数须为正整数',
  'setup/stack-ability': () =>
    '堆叠上的异能需要来源物件，以及其某个触发式或起动式异能的序号（静止式异能不会进入堆叠，405.6b）',
  'setup/no-priority-in-step': () => '重置步骤中没有牌手得到优先权（502.4）',
  'setup/stack-without-priority': () => '堆叠上有物件时须指明谁有优先权',
  'setup/combat-outside-combat': () => '生物只能在战斗阶段进行攻击或阻挡（506.1、511.3）',
  'setup/attacker-not-creature': () => '只有生物能攻击（506.3）',
  'setup/attacker-not-active-players': () =>
    '只有主动牌手（队伍共享回合模式中为主动队伍）的生物进行攻击（506.2、805.10a）',
  'setup/bad-attack-target': (p) =>
    `${p.value} 不能被此生物攻击：它攻击的须是对手、对手操控的鹏洛客或对手防卫的战役（506.3、508.1b）`,
  'setup/attackers-not-declared-yet': () =>
    '宣告攻击者之前没有生物在攻击，攻击者于宣告攻击者步骤开始时宣告；设定在该步骤时，以给出优先权表示此步骤已开始（508.1）',
  'setup/several-defending-players': () =>
    '在变体的 attackOption 为“choose one opponent”时，攻击生物只能攻击一位防御牌手（506.2a）',
  'setup/blockers-not-declared-yet': () =>
    '宣告阻挡者之前没有生物在阻挡，阻挡者于宣告阻挡者步骤开始时宣告；设定在该步骤时，以给出优先权表示此步骤已开始（509.1）',
  'setup/blocking-non-attacker': (p) => `${p.value} 并未在攻击（509.1a）`,
  'setup/blocking-other-players-attacker': (p) =>
    `${p.value} 并未攻击此生物的操控者（队伍共享回合模式中为其队伍）、其操控的鹏洛客或其防卫的战役（509.1a、805.10d）`,
  'setup/bad-damage-assignment-order': () => '攻击生物的伤害分配顺序须恰好列出阻挡它的生物（509.2）',
  'setup/bad-blocker-damage-assignment-order': () => '阻挡生物的伤害分配顺序须恰好列出它所阻挡的生物（509.3）',
  'setup/attack-option': () => '应为“attack multiple players”或“choose one opponent”',
  'setup/range-of-influence': () => '应为座位数，不小于 1 的整数（801.2）',
  'setup/range-of-influence-players': () => '限制影响范围模式用于多人游戏（800.1、801.1）',
  'setup/shared-team-turns-players': () => '队伍共享回合模式用于队伍之间的多人游戏（800.1、805.1）',
  'setup/attack-option-shared-turns': () =>
    '“choose one opponent”不适用于队伍共享回合模式：非主动队伍是防御队伍（506.2b、805.10a）',
  'setup/team-required': () => '在队伍共享回合模式中，每位牌手都属于一个队伍（805.1）',
  'setup/one-team': () => '队伍共享回合模式至少需要两个队伍（805.1）',
  'setup/team-not-adjacent': (p) => `队伍 ${p.team} 的牌手没有坐在相邻座位（805.1）`,
  'setup/active-not-primary': (p) => `主动队伍的回合由其主要牌手 ${p.player} 带领（805.2）`,
  'setup/bad-attachment': (p) => `${p.value} 不是战场上可供贴附的另一个永久物（701.3a）`,
};
