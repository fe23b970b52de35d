// Results and refusals (chessops' Result): apply() answers with a new state or a RuleViolation —
// a namespaced code (e.g. 'declare-attackers/not-untapped'), the rules it breaks, and a message —
// and the game "returns to the moment before" (508.1, 509.1, 601.2e, 730). Inside the engine a
// refusal is thrown as a Refusal and caught by apply() only.

import type { Bilingual } from './vocabulary';

export interface RuleViolation {
  code: string;
  rules: string[];
  message: Bilingual;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

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
