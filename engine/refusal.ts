// Refusals: an illegal action is answered with a coded RuleViolation naming the rules it breaks,
// in both languages, and the game "returns to the moment before" (508.1, 509.1, 601.2e, 728/730).
// Codes are namespaced by the action they refuse, e.g. 'declare-attackers/not-untapped'.
import type { Bilingual, RuleViolation } from './types';

export function violation(code: string, rules: string[], en: string, zh: string): RuleViolation {
  return { code, rules, message: { en, zh } };
}

/** Thrown inside the engine's draft work to abort an action; caught by apply() only. */
export class Refusal {
  constructor(readonly violation: RuleViolation) {}
}

export function refuse(code: string, rules: string[], en: string, zh: string): never {
  throw new Refusal(violation(code, rules, en, zh));
}

export function bi(en: string, zh: string): Bilingual {
  return { en, zh };
}
