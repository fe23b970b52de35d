// Resolving the top object of the stack (608): a spell or ability whose targets are all illegal
// doesn't resolve (608.2b); a permanent spell becomes a permanent (608.3); an instant, sorcery or
// ability follows its instructions in order (608.2c), pausing for a player's choice (608.2d).

import { SORCERY_SPEED } from '../casting/checks';
import { isLegalTarget, targetSpecs } from '../casting/targets';
import { attackChoices } from '../combat/attacking-by-effect';
import { defendingChoiceDecision } from '../combat/defending-player';
import { reselectChoices } from '../combat/reselect-attack';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { refuse } from '../core/results';
import type { StackItem } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { isType } from '../objects/characteristics';
import { player } from '../objects/players';
import { discard, moveObject } from '../objects/zones';
import { limitedRange } from '../variants/variant';
import { itemRef } from './item-ref';
import { resolveEffects } from './resolve-effects';

/** 608: resolve the top object of the stack. */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const item = s.stack[s.stack.length - 1];
  if (!item) return;
  const specs = targetSpecs(item.effect);
  const allIllegal =
    specs.length > 0 &&
    specs.every((spec, i) => !isLegalTarget(s, spec, item.targets[i], item.controller, item.sourceColors));
  if (allIllegal) {
    // 608.2b: every target illegal — it doesn't resolve.
    if (item.kind === 'spell') moveObject(ctx, item.source, 'graveyard', ['608.2b'], { quiet: true });
    else s.stack.pop();
    emit(ctx, { type: 'did-not-resolve', rules: ['608.2b'], ...itemRef(item) });
    return;
  }
  if (item.kind !== 'spell') s.stack.pop();
  const o = item.kind === 'spell' ? s.objects[item.source] : null;
  const permanent = !!o && (SORCERY_SPEED.some((t) => t !== 'Sorcery' && isType(o, t)) || isType(o, 'Land'));
  // 608.2c: an instant, sorcery or ability follows its instructions in the order written (resolveEffects).
  emit(ctx, { type: 'resolved', rules: permanent ? ['608.2'] : ['608.2', '608.2c'], ...itemRef(item) });
  if (o && permanent) {
    o.controller = item.controller;
    // 608.3a: with no targets, it becomes a permanent under the control of the spell's controller.
    moveObject(ctx, item.source, 'battlefield', specs.length === 0 ? ['608.3', '608.3a'] : ['608.3'], { quiet: false });
    o.controller = item.controller;
    return;
  }
  if (!resolveEffects(ctx, item)) finishResolution(ctx, item);
}

/** 608.2m: an instant or sorcery goes to its owner's graveyard as the final part of its resolution. */
export function finishResolution(ctx: Ctx, item: StackItem): void {
  if (item.kind !== 'spell') return;
  const o = ctx.s.objects[item.source];
  if (o && o.zone === 'stack') moveObject(ctx, item.source, 'graveyard', ['608.2m']);
}

/** Go on with a paused resolution once nothing is awaited any more (608.2c). */
export function continueResolution(ctx: Ctx): void {
  const s = ctx.s;
  const r = s.resolving;
  if (!r || r.discards.length > 0 || r.reselect || r.enterAttacking || r.defending) return;
  delete s.resolving;
  if (!resolveEffects(ctx, r.item, r.next)) finishResolution(ctx, r.item);
}

/** The choice a paused resolution waits for (608.2d), if any. */
export function resolutionDecision(ctx: Ctx): Decision | null {
  const r = ctx.s.resolving;
  const defending = defendingChoiceDecision(ctx.s);
  if (defending) return defending;
  if (r?.reselect && r.discards.length === 0) {
    const { attacker, chooser } = r.reselect;
    return {
      player: chooser,
      kind: 'reselect-attack',
      rules: limitedRange(ctx.s) ? ['508.7', '508.7e'] : ['508.7'],
      object: attacker,
      targets: reselectChoices(ctx.s, attacker),
    };
  }
  if (r?.enterAttacking && r.discards.length === 0) {
    const { attacker, chooser, enters } = r.enterAttacking;
    return {
      player: chooser,
      kind: 'choose-attacked',
      rules: ['508.4'],
      object: attacker,
      targets: attackChoices(ctx.s),
      entered: enters,
    };
  }
  const next = r?.discards[0];
  if (!r || !next) return null;
  const p = player(ctx.s, next.player);
  return {
    player: next.player,
    kind: 'choose-discard',
    rules: ['701.8', '608.2d'],
    count: next.count,
    candidates: [...p.hand],
    object: r.item.id,
    source: r.item.source,
  };
}

/** The player's discard for a paused resolution; then the rest of the spell or ability (608.2c). */
export function chooseDiscard(ctx: Ctx, who: PlayerId, cards: unknown): void {
  const s = ctx.s;
  const r = s.resolving;
  const next = r?.discards[0];
  if (!r || !next || next.player !== who) refuse('discard/not-awaited', ['608.2d']);
  const hand = player(s, who).hand;
  if (
    !Array.isArray(cards) ||
    cards.length !== next.count ||
    new Set(cards).size !== cards.length ||
    cards.some((c) => !hand.includes(c))
  ) {
    refuse('discard/wrong-cards', ['701.8', '608.2d'], { count: next.count });
  }
  discard(ctx, who, [...(cards as string[])], ['701.8', '608.2d']);
  r.discards.shift();
  continueResolution(ctx);
}
