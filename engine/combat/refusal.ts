// Refusals and findings share one shape (engine contract: a namespaced code, the rule numbers it
// breaks, a message in English and Chinese). Builders keep the modules' rule logic readable.
import type { Bilingual, CreatureFinding, ObjectId, Refusal } from './types';

export function refusal<D>(code: string, rules: string[], message: Bilingual, detail?: D): Refusal<D> {
  return detail === undefined ? { ok: false, code, rules, message } : { ok: false, code, rules, message, detail };
}

export function finding(
  creature: ObjectId | null,
  kind: CreatureFinding['kind'],
  code: string,
  rules: string[],
  message: Bilingual,
): CreatureFinding {
  return { creature, kind, code, rules, message };
}

/** "[rules] text" — every message names the rules it applies, in both languages. */
export function cite(rules: string[], en: string, zh: string): Bilingual {
  const tag = rules.join(', ');
  return { en: `${en} (rule ${tag})`, zh: `${zh}（规则 ${tag}）` };
}
