// Refusals and findings share one shape (engine contract: a namespaced code, the rule numbers it
// breaks, and the parameters messages/ says it with — names as content, from the view).
import type { CreatureFinding, MessageParams, ObjectId, Refusal, RefusalCode } from './types';

export function refusal<D>(code: RefusalCode, rules: string[], params: MessageParams, detail?: D): Refusal<D> {
  return detail === undefined ? { ok: false, code, rules, params } : { ok: false, code, rules, params, detail };
}

export function finding(
  creature: ObjectId | null,
  kind: CreatureFinding['kind'],
  code: RefusalCode,
  rules: string[],
  params: MessageParams,
): CreatureFinding {
  return { creature, kind, code, rules, params };
}
