// Damage assignment orders, classic profile only (509.2, 509.3; the 2024 Foundations profile has
// none): announcing them, keeping them when creatures leave combat (509.2a, 509.3a, done in
// combat-state.ts) and placing a creature that an effect makes block (509.6) or that enters the
// battlefield blocking (509.7) — the active player places it, the others keep their relative
// order.

import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId } from '../core/vocabulary';
import { happen } from '../events/happen';
import { hasType } from '../objects/characteristics';
import { teamTurns } from '../variants/variant';
import { bandmates } from './banding';

function sameMembers(a: ObjectId[], b: ObjectId[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x)) && new Set(a).size === a.length;
}

function keepsRelativeOrder(oldOrder: ObjectId[], newOrder: ObjectId[]): boolean {
  const kept = newOrder.filter((x) => oldOrder.includes(x));
  return kept.every((x, i) => x === oldOrder.filter((y) => newOrder.includes(y))[i]);
}

/** 509.2 / 509.6–509.7: the active player announces an attacker's order among its blockers. */
export function orderBlockers(ctx: Ctx, attacker: ObjectId, order: ObjectId[]): void {
  const s = ctx.s;
  const c = s.combat!;
  // apply.ts answers only the attacker the decision names, which is attacking (orderDecision,
  // placementDecision); a creature waiting to be placed is not in the attacker's order yet.
  const a = c.attackers.find((x) => x.attacker === attacker)!;
  const placing = (c.pendingPlacements ?? []).filter((p) => p.attacker === attacker).map((p) => p.blocker);
  const current = [...a.order, ...placing];
  if (!Array.isArray(order) || !sameMembers(order, current)) {
    refuse('order-blockers/not-its-blockers', ['509.2'], { object: attacker });
  }
  if (placing.length && !keepsRelativeOrder(a.order, order)) {
    refuse('order-blockers/relative-order-changed', ['509.7', '509.6']);
  }
  a.order = [...order];
  c.ordersAnnounced = [...(c.ordersAnnounced ?? []), attacker];
  const placedBy = (c.pendingPlacements ?? []).find((p) => p.attacker === attacker)?.rule ?? '509.7';
  const rules = placing.length ? [placedBy] : teamTurns(s) ? ['509.2', '805.10f'] : ['509.2']; // 805.10f: the active team announces
  c.pendingPlacements = (c.pendingPlacements ?? []).filter((p) => p.attacker !== attacker);
  emit(ctx, { type: 'damage-assignment-order', rules, object: attacker, objects: [...order] });
}

/** 509.3: the defending player announces a blocker's order among the attackers it blocks. */
export function orderAttackers(ctx: Ctx, blocker: ObjectId, order: ObjectId[]): void {
  const s = ctx.s;
  const c = s.combat!;
  // apply.ts answers only the blocker the decision names, which is blocking (orderDecision,
  // attackerPlacementDecision).
  const b = c.blockers.find((x) => x.blocker === blocker)!;
  if (!Array.isArray(order) || !sameMembers(order, b.blocking)) {
    refuse('order-attackers/not-its-attackers', ['509.3'], { object: blocker });
  }
  const placing = (c.pendingAttackerPlacements ?? []).some((p) => p.blocker === blocker);
  if (
    placing &&
    !keepsRelativeOrder(
      b.order.filter(
        (x) => !(c.pendingAttackerPlacements ?? []).some((p) => p.blocker === blocker && p.attacker === x),
      ),
      order,
    )
  ) {
    refuse('order-attackers/relative-order-changed', ['509.6']);
  }
  b.order = [...order];
  c.pendingAttackerPlacements = (c.pendingAttackerPlacements ?? []).filter((p) => p.blocker !== blocker);
  c.ordersAnnounced = [...(c.ordersAnnounced ?? []), blocker];
  emit(ctx, {
    type: 'damage-assignment-order',
    rules: placing ? ['509.6'] : teamTurns(s) ? ['509.3', '805.10f'] : ['509.3'],
    object: blocker,
    objects: [...order],
  });
}

/**
 * 509.7: a creature put onto the battlefield blocking. It is "blocking" but never "blocked"
 * for triggers (it does trigger "becomes blocked by a creature", 509.5d); a 509.7a mismatch, or
 * an attacker that is gone (`undefined`), leaves it out of combat.
 */
export function placeBlockerFromEffect(ctx: Ctx, blocker: ObjectId, attacker: ObjectId | undefined): void {
  const s = ctx.s;
  const c = s.combat;
  const a = c?.attackers.find((x) => x.attacker === attacker);
  const o = s.objects[blocker];
  // 506.3d: the attacker must be attacking this creature's controller, a planeswalker they control
  // or a battle they protect (an attacker whose planeswalker left combat counts as attacking its
  // defending player, as for declared blocks, 506.4c) — the same test as 509.7a's second sentence.
  const why = !hasType(s, o, 'Creature')
    ? ['506.3a']
    : hasType(s, o, 'Battle')
      ? ['506.3e']
      : !c || !a
        ? ['509.7a']
        : a.defendingPlayer !== o.controller
          ? ['506.3d', '509.7a']
          : null;
  if (why || !c || !a) {
    emit(ctx, { type: 'not-blocking', rules: why ?? ['509.7a'], object: blocker, reason: 'entered' });
    return;
  }
  c.blockers.push({ blocker, blocking: [a.attacker], order: [a.attacker], declared: false });
  const wasUnblocked = a.blocked !== true;
  a.blocked = true;
  emit(ctx, { type: 'blocking', rules: ['509.7', '509.7b'], object: blocker, target: a.attacker, entered: true });
  if (wasUnblocked) happen(ctx, { type: 'becomes blocked', rules: ['509.5c'], creature: a.attacker }); // 509.5c
  happen(ctx, { type: 'becomes blocked by a creature', rules: ['509.5d'], creature: a.attacker, blocker }); // 509.5d
  if (s.profile === 'classic' && a.order.length > 0)
    c.pendingPlacements = [...(c.pendingPlacements ?? []), { attacker: a.attacker, blocker }];
  else a.order.push(blocker);
}

/** The placement the active player must announce before anyone gets priority (509.7). */
export function placementDecision(ctx: Ctx): Decision | null {
  const s = ctx.s;
  const p = s.combat?.pendingPlacements?.[0];
  if (!p) return null;
  const a = s.combat!.attackers.find((x) => x.attacker === p.attacker);
  if (!a || !s.combat!.blockers.some((b) => b.blocker === p.blocker)) {
    // The attacker or the creature to place left combat before the placement was asked: nothing to place.
    s.combat!.pendingPlacements = s.combat!.pendingPlacements!.filter((x) => x !== p);
    return placementDecision(ctx);
  }
  const all = [
    ...a.order,
    ...s.combat!.pendingPlacements!.filter((x) => x.attacker === p.attacker).map((x) => x.blocker),
  ];
  return {
    player: s.turn.activePlayer,
    kind: 'order-blockers',
    rules: [p.rule ?? '509.7'],
    object: p.attacker,
    toOrder: all,
    placing: p.blocker,
  };
}

/**
 * 509.6: a spell or ability makes a creature on the battlefield block an attacking creature. The
 * active player places it in the attacker's order, then the defending player places the attacker
 * in its order (classic profile); the others keep their relative order. It "blocks" if it wasn't
 * blocking (509.5a–b); the attacker "becomes blocked" if it was unblocked (509.5c–d).
 */
export function makeBlock(ctx: Ctx, blocker: ObjectId, attacker: ObjectId): void {
  const s = ctx.s;
  const c = s.combat;
  const a = c?.attackers.find((x) => x.attacker === attacker);
  const o = s.objects[blocker];
  if (hasType(s, o, 'Battle')) {
    // 506.3f: a battle can't be made a blocking creature; that part of the effect does nothing.
    emit(ctx, { type: 'not-blocking', rules: ['506.3f'], object: blocker, reason: 'battle' });
    return;
  }
  if (!c || !a || !hasType(s, o, 'Creature') || o.controller !== a.defendingPlayer) {
    emit(ctx, { type: 'not-blocking', rules: ['509.6', '509.1a'], object: blocker, reason: 'cannot block', attacker });
    return;
  }
  const entry = c.blockers.find((b) => b.blocker === blocker);
  if (entry?.blocking.includes(attacker)) return;
  const classic = s.profile === 'classic';
  const wasUnblocked = a.blocked !== true;
  if (entry) {
    entry.blocking.push(attacker);
    if (classic && entry.order.length > 0)
      c.pendingAttackerPlacements = [...(c.pendingAttackerPlacements ?? []), { blocker, attacker }];
    entry.order.push(attacker);
  } else c.blockers.push({ blocker, blocking: [attacker], order: [attacker], declared: false });
  a.blocked = true;
  if (classic && a.order.length > 0)
    c.pendingPlacements = [...(c.pendingPlacements ?? []), { attacker, blocker, rule: '509.6' }];
  else a.order.push(blocker);
  emit(ctx, { type: 'blocking', rules: ['509.6'], object: blocker, target: attacker, entered: false });
  if (!entry) happen(ctx, { type: 'blocks', rules: ['509.5a'], creature: blocker });
  happen(ctx, { type: 'blocks a creature', rules: ['509.5b'], creature: blocker, attacker });
  if (wasUnblocked) happen(ctx, { type: 'becomes blocked', rules: ['509.5c'], creature: attacker });
  happen(ctx, { type: 'becomes blocked by a creature', rules: ['509.5d'], creature: attacker, blocker });
  // 702.22h–i: a member of a band blocked by an effect — the whole band is blocked by that creature.
  for (const m of c.bands?.length ? bandmates(c.bands, attacker) : []) {
    if (c.blockers.find((b) => b.blocker === blocker)?.blocking.includes(m)) continue;
    emit(ctx, {
      type: 'band-blocked',
      rules: ['702.22h', '702.22i'],
      object: blocker,
      objects: [m],
      attacker,
      byEffect: true,
    });
    makeBlock(ctx, blocker, m);
  }
}

/** The defending player's placement of the attacker in the blocker's order (509.6). */
export function attackerPlacementDecision(ctx: Ctx): Decision | null {
  const s = ctx.s;
  const p = s.combat?.pendingAttackerPlacements?.[0];
  if (!p) return null;
  const b = s.combat!.blockers.find((x) => x.blocker === p.blocker);
  if (!b || !b.blocking.includes(p.attacker)) {
    s.combat!.pendingAttackerPlacements = s.combat!.pendingAttackerPlacements!.filter((x) => x !== p);
    return attackerPlacementDecision(ctx);
  }
  return {
    player: s.objects[p.blocker].controller,
    kind: 'order-attackers',
    rules: ['509.6'],
    object: p.blocker,
    toOrder: [...b.order],
    placing: p.attacker,
  };
}
