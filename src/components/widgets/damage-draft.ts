// The damage widget's state as plain data, and the pure steps that change it: who blocks, in
// which order, deathtouch/trample, the amounts typed. `readAmounts` turns what the reader typed
// into numbers or a precise complaint (never a crash); `toCheckInput` builds the combat module's
// DamageAssignmentInput, so the verdict is the engine's own (510.1c–e).
import type {
  DamageAssignment,
  DamageAssignmentInput,
  DamageCreature,
  Keyword,
  ProfileId,
} from '../../../engine/combat/types';
import type { NameBook } from '../../../engine/play';
import type { DamagePreset } from './damage-presets';

/** The defending player's id in every damage scenario. */
export const DEFENDER = 'defender';

/**
 * The names the engine's messages use for this scenario: its creatures, and the defending player
 * (the check names a recipient it doesn't describe, such as the player a trampler assigns to, by id).
 */
export function namesOfDraft(d: DamageDraft, defender: { en: string; zh: string }): NameBook {
  return (id) => {
    if (id === DEFENDER) return defender;
    const c = [...d.pool, ...d.attackers.map((a) => a.creature)].find((x) => x.id === id);
    return c ? { en: c.name ?? c.id, zh: c.nameZh ?? c.name ?? c.id } : null;
  };
}

export interface DraftAttacker {
  creature: DamageCreature;
  candidates: string[];
  /** Its blockers, in damage assignment order. */
  blockers: string[];
  deathtouch: boolean;
  trample: boolean;
}

export interface DamageDraft {
  presetId: string;
  profile: ProfileId;
  attackers: DraftAttacker[];
  pool: DamageCreature[];
  /** What the reader typed: attacker id → recipient id → text. */
  amounts: Record<string, Record<string, string>>;
  /** 510.1d: a blocker's damage assignment order among the attackers it blocks (509.3). */
  blockerOrders?: Record<string, string[]>;
  /** 510.1d: what the reader typed for the defending player: blocker id → attacker id → text. */
  blockerAmounts?: Record<string, Record<string, string>>;
}

export function draftOf(preset: DamagePreset, profile: ProfileId): DamageDraft {
  return {
    presetId: preset.id,
    profile,
    attackers: preset.attackers.map((a) => ({
      creature: a.creature,
      candidates: a.candidates,
      blockers: [...a.blockers],
      deathtouch: a.creature.keywords.includes('deathtouch'),
      trample: a.creature.keywords.includes('trample'),
    })),
    pool: preset.pool,
    amounts: Object.fromEntries(
      preset.attackers.map((a) => [
        a.creature.id,
        Object.fromEntries(Object.entries(a.amounts).map(([k, v]) => [k, String(v)])),
      ]),
    ),
    blockerAmounts: Object.fromEntries(
      Object.entries(preset.blockerAmounts ?? {}).map(([b, m]) => [
        b,
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v)])),
      ]),
    ),
  };
}

function mapAttacker(d: DamageDraft, id: string, f: (a: DraftAttacker) => DraftAttacker): DamageDraft {
  return { ...d, attackers: d.attackers.map((a) => (a.creature.id === id ? f(a) : a)) };
}

export function toggleBlocker(d: DamageDraft, attacker: string, blocker: string): DamageDraft {
  return mapAttacker(d, attacker, (a) => ({
    ...a,
    blockers: a.blockers.includes(blocker) ? a.blockers.filter((b) => b !== blocker) : [...a.blockers, blocker],
  }));
}

export function moveBlocker(d: DamageDraft, attacker: string, blocker: string, delta: -1 | 1): DamageDraft {
  return mapAttacker(d, attacker, (a) => {
    const i = a.blockers.indexOf(blocker);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= a.blockers.length) return a;
    const blockers = [...a.blockers];
    [blockers[i], blockers[j]] = [blockers[j], blockers[i]];
    return { ...a, blockers };
  });
}

export function setKeyword(d: DamageDraft, attacker: string, word: 'deathtouch' | 'trample', on: boolean): DamageDraft {
  return mapAttacker(d, attacker, (a) => ({ ...a, [word]: on }));
}

export function setAmount(d: DamageDraft, attacker: string, recipient: string, text: string): DamageDraft {
  return { ...d, amounts: { ...d.amounts, [attacker]: { ...d.amounts[attacker], [recipient]: text } } };
}

/** Who an attacker can assign damage to here: its blockers in order, then the player if it tramples or is unblocked. */
export function recipientsOf(a: DraftAttacker): string[] {
  return a.trample || a.blockers.length === 0 ? [...a.blockers, DEFENDER] : [...a.blockers];
}

export type AmountProblem = {
  attacker: string;
  recipient: string;
  text: string;
  kind: 'not-a-number' | 'negative' | 'not-whole';
};

/** The typed amounts as numbers: an empty field is 0; anything else must be a whole number ≥ 0. */
export function readAmounts(
  d: DamageDraft,
): { ok: true; assignments: DamageAssignment[] } | { ok: false; problem: AmountProblem } {
  const assignments: DamageAssignment[] = [];
  for (const a of d.attackers) {
    const assignment: DamageAssignment['assignment'] = [];
    for (const to of recipientsOf(a)) {
      const text = (d.amounts[a.creature.id]?.[to] ?? '').trim();
      if (text === '') {
        assignment.push({ to, amount: 0 });
        continue;
      }
      const n = Number(text);
      if (!Number.isFinite(n))
        return { ok: false, problem: { attacker: a.creature.id, recipient: to, text, kind: 'not-a-number' } };
      if (n < 0) return { ok: false, problem: { attacker: a.creature.id, recipient: to, text, kind: 'negative' } };
      if (!Number.isInteger(n))
        return { ok: false, problem: { attacker: a.creature.id, recipient: to, text, kind: 'not-whole' } };
      assignment.push({ to, amount: n });
    }
    assignments.push({ source: a.creature.id, assignment });
  }
  return { ok: true, assignments };
}

function withKeywords(a: DraftAttacker): DamageCreature {
  const keywords: Keyword[] = a.creature.keywords.filter((k) => k !== 'deathtouch' && k !== 'trample');
  if (a.deathtouch) keywords.push('deathtouch');
  if (a.trample) keywords.push('trample');
  return { ...a.creature, keywords };
}

/** The combat module's input: the active player's attackers assign; blockers are only recipients. */
export function toCheckInput(d: DamageDraft, assignments: DamageAssignment[]): DamageAssignmentInput {
  const blockerIds = [...new Set(d.attackers.flatMap((a) => a.blockers))];
  return {
    creatures: [...d.attackers.map(withKeywords), ...d.pool.filter((c) => blockerIds.includes(c.id))],
    attackers: d.attackers.map((a) => ({
      attacker: a.creature.id,
      target: DEFENDER,
      blocked: a.blockers.length > 0,
      order: a.blockers,
    })),
    blockers: blockerIds.map((b) => ({
      blocker: b,
      order: d.attackers.filter((a) => a.blockers.includes(b)).map((a) => a.creature.id),
    })),
    sources: d.attackers.map((a) => a.creature.id),
    assignments,
  };
}

/** Every way to divide `total` among `k` recipients (compositions with zeros), in order. */
export function divisions(total: number, k: number): number[][] {
  if (k === 0) return total === 0 ? [[]] : [];
  if (k === 1) return [[total]];
  const out: number[][] = [];
  for (let first = total; first >= 0; first--)
    for (const rest of divisions(total - first, k - 1)) out.push([first, ...rest]);
  return out;
}

/**
 * The divisions of one attacker's damage that the engine accepts, the other attackers keeping
 * what the reader typed (510.1e judges the whole assignment). Null when the other amounts don't
 * read as numbers, or there are too many divisions to list.
 */
export function legalDivisions(
  d: DamageDraft,
  attacker: string,
  check: (input: DamageAssignmentInput, profile: ProfileId) => { ok: boolean },
  limit = 300,
): { to: string; amount: number }[][] | null {
  const a = d.attackers.find((x) => x.creature.id === attacker);
  if (!a) return null;
  const recipients = recipientsOf(a);
  const all = divisions(Math.max(0, a.creature.power), recipients.length);
  if (all.length > limit) return null;
  const legal: { to: string; amount: number }[][] = [];
  for (const split of all) {
    let trial = d;
    recipients.forEach((r, i) => {
      trial = setAmount(trial, attacker, r, String(split[i]));
    });
    const read = readAmounts(trial);
    if (!read.ok) return null;
    if (check(toCheckInput(trial, read.assignments), d.profile).ok)
      legal.push(recipients.map((to, i) => ({ to, amount: split[i] })));
  }
  return legal;
}

// --- 510.1d: a blocker blocking several attackers divides its damage among them (its damage
// assignment order, 509.3, in the classic profile); the defending player chooses.

/** Blockers that block two or more attackers and have damage to divide. */
export function multiBlockers(d: DamageDraft): DamageCreature[] {
  return d.pool.filter((c) => c.power > 0 && d.attackers.filter((a) => a.blockers.includes(c.id)).length >= 2);
}

/** A blocker's damage assignment order: the reader's, kept to the attackers it still blocks. */
export function blockerOrder(d: DamageDraft, blocker: string): string[] {
  const blocked = d.attackers.filter((a) => a.blockers.includes(blocker)).map((a) => a.creature.id);
  const chosen = (d.blockerOrders?.[blocker] ?? []).filter((a) => blocked.includes(a));
  return [...chosen, ...blocked.filter((a) => !chosen.includes(a))];
}

export function moveAttacker(d: DamageDraft, blocker: string, attacker: string, delta: -1 | 1): DamageDraft {
  const order = blockerOrder(d, blocker);
  const i = order.indexOf(attacker);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= order.length) return d;
  [order[i], order[j]] = [order[j], order[i]];
  return { ...d, blockerOrders: { ...d.blockerOrders, [blocker]: order } };
}

export function setBlockerAmount(d: DamageDraft, blocker: string, attacker: string, text: string): DamageDraft {
  const amounts = d.blockerAmounts ?? {};
  return { ...d, blockerAmounts: { ...amounts, [blocker]: { ...amounts[blocker], [attacker]: text } } };
}

/** The defending player's assignment for the multi-blockers, read like readAmounts. */
export function readBlockerAmounts(
  d: DamageDraft,
): { ok: true; assignments: DamageAssignment[] } | { ok: false; problem: AmountProblem } {
  const assignments: DamageAssignment[] = [];
  for (const b of multiBlockers(d)) {
    const assignment: DamageAssignment['assignment'] = [];
    for (const to of blockerOrder(d, b.id)) {
      const text = (d.blockerAmounts?.[b.id]?.[to] ?? '').trim();
      const n = text === '' ? 0 : Number(text);
      const kind = !Number.isFinite(n)
        ? 'not-a-number'
        : n < 0
          ? 'negative'
          : !Number.isInteger(n)
            ? 'not-whole'
            : null;
      if (kind) return { ok: false, problem: { attacker: b.id, recipient: to, text, kind } };
      assignment.push({ to, amount: n });
    }
    assignments.push({ source: b.id, assignment });
  }
  return { ok: true, assignments };
}

/** The combat module's input for the defending player's blockers (510.1d). */
export function toBlockerCheckInput(d: DamageDraft, assignments: DamageAssignment[]): DamageAssignmentInput {
  const base = toCheckInput(d, []);
  return {
    ...base,
    blockers: base.blockers.map((b) => ({ blocker: b.blocker, order: blockerOrder(d, b.blocker) })),
    sources: multiBlockers(d).map((b) => b.id),
    assignments,
  };
}
