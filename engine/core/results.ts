// Results and refusals (chessops' Result): apply() answers with a new state or a RuleViolation —
// a namespaced code (e.g. 'declare-attackers/tapped'), the rules it breaks, and the parameters
// messages/ says it with — and the game "returns to the moment before" (508.1, 509.1, 601.2e,
// 730). Inside the engine a refusal is thrown as a Refusal and caught by apply() only.
import type { MessageParams } from './messages';
import type { RefusalCode } from './refusal-codes';

export interface RuleViolation {
  code: RefusalCode;
  rules: string[];
  params: MessageParams;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

export function violation(code: RefusalCode, rules: string[], params: MessageParams = {}): RuleViolation {
  return { code, rules, params };
}

/** Thrown inside the engine's draft work to abort an action; caught by apply() only. */
export class Refusal {
  constructor(readonly violation: RuleViolation) {}
}

export function refuse(code: RefusalCode, rules: string[], params: MessageParams = {}): never {
  throw new Refusal(violation(code, rules, params));
}
