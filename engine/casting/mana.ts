// Mana: pools (106.4), costs written in the usual notation ('{2}{G}{G}', 107.4), and paying them
// from the pool (601.2h, 602.2b). Mana empties from pools as each step and phase ends (500.4).

import { emit, type Ctx } from '../core/context';
import { MANA_TYPES, type ManaPool, type ManaType } from '../core/vocabulary';

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export interface ManaCost {
  generic: number;
  colored: Partial<Record<ManaType, number>>;
}

/** Parse '{2}{G}{G}' (107.4); null for notation this engine does not know. */
export function parseManaCost(text: string): ManaCost | null {
  const cost: ManaCost = { generic: 0, colored: {} };
  const rest = text.replace(/\{([^}]+)\}/g, (_m, sym: string) => {
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if ((MANA_TYPES as readonly string[]).includes(sym))
      cost.colored[sym as ManaType] = (cost.colored[sym as ManaType] ?? 0) + 1;
    else return '!';
    return '';
  });
  return rest === '' ? cost : null; // nothing but symbols: no spaces, no letters outside braces
}

export function poolTotal(pool: ManaPool): number {
  return MANA_TYPES.reduce((n, t) => n + pool[t], 0);
}

/** Pay a cost from a pool: coloured symbols first, then generic from what is left. */
export function payFromPool(pool: ManaPool, cost: ManaCost): ManaPool | null {
  const next = { ...pool };
  for (const t of MANA_TYPES) {
    const need = cost.colored[t] ?? 0;
    if (next[t] < need) return null;
    next[t] -= need;
  }
  let generic = cost.generic;
  for (const t of ['C', 'W', 'U', 'B', 'R', 'G'] as const) {
    const take = Math.min(next[t], generic);
    next[t] -= take;
    generic -= take;
  }
  return generic > 0 ? null : next;
}

/** 500.4: unused mana empties from each pool as a step or phase ends. */
export function emptyManaPools(ctx: Ctx): void {
  for (const p of ctx.s.players) {
    const total = poolTotal(p.manaPool);
    if (total > 0) {
      p.manaPool = emptyPool();
      emit(ctx, { type: 'mana-emptied', rules: ['500.4'], player: p.id, amount: total });
    }
  }
}
