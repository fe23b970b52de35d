// Costs to attack and to block (508.1g–j, 509.1d–f): "creatures can't attack you unless their
// controller pays {2} for each" and the like. The total is determined once the declaration is
// chosen (508.1h, 509.1d), the player may activate mana abilities (508.1i, 509.1e), then pays it
// all or the declaration is illegal (508.1j, 509.1f). A creature that can't attack or block
// unless a cost is paid is not required to (508.1d, 509.1c): its requirements are left out when
// the maximum number of obeyed requirements is computed.

import type { CombatView } from './types';
import { isAttackingPlayer } from './attack-restrictions';
import { blockingPlayer, isBlockingPlayer } from './block-restrictions';
import { isManaAbility } from '../casting/activate-ability';
import { activateManaAbility } from '../casting/casting-frame';
import { parseManaCost, type ManaCost, payFromPool } from '../casting/mana';
import { emit, type Ctx } from '../core/context';
import { refuse } from '../core/results';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { abilitiesOf, abilityOf, hasType } from '../objects/characteristics';
import { opponents, player } from '../objects/players';

interface Tax {
  controller: PlayerId;
  cost: ManaCost;
}

function taxes(s: GameState, rule: 'attack cost' | 'block cost'): Tax[] {
  const out: Tax[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.phasedOut) continue;
    for (const { def: a } of abilitiesOf(s, o)) {
      if (a.kind === 'static' && a.rule === rule && a.mana) {
        const cost = parseManaCost(a.mana);
        if (cost) out.push({ controller: o.controller, cost });
      }
    }
  }
  return out;
}

function add(a: ManaCost, b: ManaCost): ManaCost {
  const colored = { ...a.colored };
  for (const [k, v] of Object.entries(b.colored))
    colored[k as keyof typeof colored] = (colored[k as keyof typeof colored] ?? 0) + (v ?? 0);
  return { generic: a.generic + b.generic, colored };
}

function show(c: ManaCost): string {
  const parts = [c.generic > 0 ? `{${c.generic}}` : ''];
  for (const [k, v] of Object.entries(c.colored)) parts.push(`{${k}}`.repeat(v ?? 0));
  return parts.join(''); // never empty: a cost of nothing is not paid, so never said (payCombatCost)
}

/** Who an attack on this target is taxed by: the player attacked or the planeswalker's controller. */
function taxedPlayer(s: GameState, target: string): PlayerId | null {
  if (s.players.some((p) => p.id === target)) return target;
  const o = s.objects[target];
  return o && hasType(s, o, 'Planeswalker') ? o.controller : null;
}

/** 508.1h: the total cost to attack for a declaration. */
export function attackCost(s: GameState, attacks: { attacker: ObjectId; target: string }[]): ManaCost {
  const t = taxes(s, 'attack cost');
  let total: ManaCost = { generic: 0, colored: {} };
  for (const a of attacks) for (const x of t) if (x.controller === taxedPlayer(s, a.target)) total = add(total, x.cost);
  return total;
}

/** 509.1d: the total cost to block, once per blocking creature. */
export function blockCost(s: GameState, who: PlayerId, blocks: { blocker: ObjectId }[]): ManaCost {
  const t = taxes(s, 'block cost').filter((x) => opponents(s, x.controller).includes(who));
  let total: ManaCost = { generic: 0, colored: {} };
  for (const _b of new Set(blocks.map((b) => b.blocker))) for (const x of t) total = add(total, x.cost);
  return total;
}

/** 508.1d / 509.1c: leave out requirements a player would need to pay a cost to obey. */
export function withoutCostedRequirements(s: GameState, view: CombatView, mode: 'attack' | 'block'): CombatView {
  if (mode === 'attack') {
    const t = taxes(s, 'attack cost');
    if (t.length === 0) return view;
    const targets = [
      ...view.defendingPlayers,
      ...view.permanents
        .filter((p) => p.types.includes('Planeswalker') && view.defendingPlayers.includes(p.controller))
        .map((p) => p.id),
    ];
    const free = targets.some((target) => !t.some((x) => x.controller === taxedPlayer(s, target)));
    if (free) return view;
    return {
      ...view,
      permanents: view.permanents.map((p) =>
        isAttackingPlayer(view, p.controller) // 805.10a: with shared team turns, each player of the active team
          ? { ...p, keywords: p.keywords.filter((k) => k !== 'attacks each combat if able') }
          : p,
      ),
    };
  }
  const who = blockingPlayer(view);
  if (!taxes(s, 'block cost').some((x) => opponents(s, x.controller).includes(who))) return view;
  return {
    ...view,
    permanents: view.permanents.map((p) =>
      isBlockingPlayer(view, p.controller) // 805.10d: with shared team turns, each player of the defending team
        ? { ...p, keywords: p.keywords.filter((k) => k !== 'blocks each combat if able') }
        : isAttackingPlayer(view, p.controller)
          ? { ...p, keywords: p.keywords.filter((k) => k !== 'must be blocked if able') }
          : p,
    ),
  };
}

/** 508.1i–j / 509.1e–f: activate the named mana abilities, then pay the whole cost. */
export function payCombatCost(
  ctx: Ctx,
  who: PlayerId,
  cost: ManaCost,
  manaAbilities: unknown,
  mode: 'attack' | 'block',
): void {
  const rules =
    mode === 'attack'
      ? { mana: '508.1i', pay: '508.1j', total: '508.1h' }
      : { mana: '509.1e', pay: '509.1f', total: '509.1d' };
  const code = mode === 'attack' ? ('declare-attackers' as const) : ('declare-blockers' as const);
  // Its shape (a list of {source, ability}, or nothing) is checked with the action's (apply's malformedField).
  for (const m of (manaAbilities ?? []) as { source: ObjectId; ability: number }[]) {
    const o = ctx.s.objects[m.source];
    const ab = o ? abilityOf(ctx.s, o, m.ability) : undefined;
    if (!o || !ab || ab.kind !== 'activated' || !isManaAbility(ab.effect)) {
      refuse(`${code}/not-a-mana-ability`, [rules.mana, '605.1a'], { source: m.source, ability: String(m.ability) });
    }
    activateManaAbility(ctx, who, m.source, m.ability);
  }
  if (cost.generic === 0 && Object.values(cost.colored).every((v) => !v)) return;
  const p = player(ctx.s, who);
  const next = payFromPool(p.manaPool, cost);
  if (!next) refuse(`${code}/cannot-pay-cost`, [rules.pay, rules.total], { cost: show(cost) });
  p.manaPool = next;
  emit(ctx, {
    type: mode === 'attack' ? 'attack-cost-paid' : 'block-cost-paid',
    rules: [rules.total, rules.pay],
    player: who,
    cost: show(cost),
  });
}
