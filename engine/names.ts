// Names of phases and steps in both languages, and the rule that governs each: used in events
// and in decision prompts.
import type { PhaseName, StepName } from './types';

export const STEP_ZH: Record<StepName, string> = {
  untap: '重置步骤',
  upkeep: '维持步骤',
  draw: '抓牌步骤',
  main: '行动阶段',
  'beginning of combat': '战斗开始步骤',
  'declare attackers': '宣告攻击者步骤',
  'declare blockers': '宣告阻挡者步骤',
  'first strike combat damage': '先攻战斗伤害步骤',
  'combat damage': '战斗伤害步骤',
  'end of combat': '战斗结束步骤',
  end: '结束步骤',
  cleanup: '清除步骤',
};

export const PHASE_ZH: Record<PhaseName, string> = {
  beginning: '开始阶段',
  'precombat main': '战斗前行动阶段',
  combat: '战斗阶段',
  'postcombat main': '战斗后行动阶段',
  ending: '终结阶段',
};

/** The rule that puts each step in its phase (cited as it begins; a step's turn-based actions cite their own rules where they happen). */
export const STEP_RULE: Record<StepName, string> = {
  untap: '501.1',
  upkeep: '503.1',
  draw: '501.1',
  main: '505.1a',
  'beginning of combat': '506.1',
  'declare attackers': '506.1',
  'declare blockers': '506.1',
  'first strike combat damage': '510.4',
  'combat damage': '506.1',
  'end of combat': '511.1',
  end: '513.1',
  cleanup: '512.1',
};

/** The rule that gives the active player priority in each step (117.3a). */
export const PRIORITY_RULE: Record<StepName, string> = {
  untap: '502.4',
  upkeep: '503.1',
  draw: '504.2',
  main: '505.6',
  'beginning of combat': '507.2',
  'declare attackers': '508.2',
  'declare blockers': '509.4',
  'first strike combat damage': '510.3',
  'combat damage': '510.3',
  'end of combat': '511.1',
  end: '513.1',
  cleanup: '514.3a',
};

/** Triggers put on the stack before the active player's first priority in a step. */
export const TRIGGERS_BEFORE_PRIORITY_RULE: Partial<Record<StepName, string>> = {
  upkeep: '503.1a',
  'declare attackers': '508.2b',
  'declare blockers': '509.4a',
  'first strike combat damage': '510.3a',
  'combat damage': '510.3a',
};

export const PHASE_RULE: Record<PhaseName, string> = {
  beginning: '501.1',
  'precombat main': '505.1a',
  combat: '506.1',
  'postcombat main': '505.1a',
  ending: '512.1',
};

export function stepLabel(phase: PhaseName, step: StepName): { en: string; zh: string } {
  if (step === 'main') return { en: `${phase} phase`, zh: PHASE_ZH[phase] };
  return { en: `${step} step`, zh: STEP_ZH[step] };
}

/** Keyword names in Chinese (official translations), for messages. */
export const KEYWORD_ZH: Record<string, string> = {
  flying: '飞行',
  reach: '延势',
  'first strike': '先攻',
  'double strike': '连击',
  deathtouch: '死触',
  trample: '践踏',
  haste: '敏捷',
  vigilance: '警戒',
  menace: '威慑',
  defender: '守军',
  indestructible: '不灭',
  shadow: '阴影',
  lifelink: '系命',
  phasing: '相位',
  'attacks each combat if able': '每次战斗若能则攻击',
  "can't attack alone": '不能单独攻击',
  'can only attack alone': '只能单独攻击',
  'blocks each combat if able': '每次战斗若能则阻挡',
  'must be blocked if able': '若能则必须被阻挡',
  "can't block": '不能阻挡',
  "can't attack": '不能攻击',
  'can block an additional creature': '可以额外阻挡一个生物',
  "doesn't untap during your untap step": '于你的重置步骤中不能重置',
  banding: '结合',
};

/** Target words in Chinese, for messages. */
export const TARGET_ZH: Record<string, string> = {
  'any target': '任意一个目标',
  'target creature': '目标生物',
  'target player': '目标牌手',
  'target attacking creature': '目标进行攻击的生物',
  'target blocking creature': '目标进行阻挡的生物',
  'target creature attacking you': '目标正在攻击你的生物',
  'target permanent': '目标永久物',
};
