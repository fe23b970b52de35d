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

export const STEP_RULE: Record<StepName, string> = {
  untap: '502',
  upkeep: '503',
  draw: '504',
  main: '505',
  'beginning of combat': '507',
  'declare attackers': '508',
  'declare blockers': '509',
  'first strike combat damage': '510.4',
  'combat damage': '510',
  'end of combat': '511',
  end: '513',
  cleanup: '514',
};

export const PHASE_RULE: Record<PhaseName, string> = {
  beginning: '501',
  'precombat main': '505',
  combat: '506',
  'postcombat main': '505',
  ending: '512',
};

export function stepLabel(phase: PhaseName, step: StepName): { en: string; zh: string } {
  if (step === 'main') return { en: `${phase} phase`, zh: PHASE_ZH[phase] };
  return { en: `${step} step`, zh: STEP_ZH[step] };
}
