// Resolving the top object of the stack (608): a spell or ability whose targets are all illegal
// doesn't resolve (608.2b, 608.3b); a permanent spell becomes a permanent (608.3), an Aura spell
// attached to its target (608.3c); an instant, sorcery or ability follows its instructions in order
// (608.2c), pausing for a player's choice (608.2d).

import { enchantTargets, isAura, isLegalAuraTarget } from '../casting/enchant';
import { isLegalTarget, targetSpecs } from '../casting/targets';
import { emit, type Ctx } from '../core/context';
import type { DecisionOf } from '../core/decisions';
import { popFrame, pushFrame } from '../core/frames';
import { refuse } from '../core/results';
import type { Frame, StackItem } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { happen } from '../events/happen';
import { hasType } from '../objects/characteristics';
import { player } from '../objects/players';
import { itemRef } from './item-ref';
import { carryOut } from './resolve-effects';

/** 110.4: the six permanent types. */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

/** 608: resolve the top object of the stack. */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const item = s.stack[s.stack.length - 1]; // called only with a non-empty stack (117.4)
  const o = item.kind === 'spell' ? s.objects[item.source] : null;
  const permanent = !!o && PERMANENT_TYPES.some((t) => hasType(s, o, t));
  // 303.4a: an Aura spell's target is the one its enchant abilities define (702.5c: all of them).
  const aura = !!o && permanent && isAura(s, o) && item.targets.length > 0;
  const specs = aura ? [] : targetSpecs(item.effect);
  const allIllegal = aura
    ? !isLegalAuraTarget(s, enchantTargets(s, o!), item.targets[0], item.controller, item.sourceColors)
    : specs.length > 0 &&
      specs.every((spec, i) => !isLegalTarget(s, spec, item.targets[i], item.controller, item.sourceColors));
  if (allIllegal) {
    // 608.2b: every target illegal — it doesn't resolve: it is removed from the stack and, if it's a
    // spell, put into its owner's graveyard (608.3b: a permanent spell with an illegal target too).
    const rules = permanent ? ['608.3b', '608.2b'] : ['608.2b'];
    emit(ctx, { type: 'did-not-resolve', rules, ...itemRef(item) });
    if (item.kind === 'spell') happen(ctx, { type: 'move', rules, object: item.source, to: 'graveyard' });
    else s.stack.pop();
    return;
  }
  if (item.kind !== 'spell') s.stack.pop();
  // 608.2c: an instant, sorcery or ability follows its instructions in the order written (resolveEffects).
  emit(ctx, { type: 'resolved', rules: permanent ? ['608.2'] : ['608.2', '608.2c'], ...itemRef(item) });
  if (o && permanent) {
    o.controller = item.controller;
    // 608.3a: with no targets, it becomes a permanent under the control of the spell's controller;
    // 608.3c: an Aura spell enters attached to the object it was targeting.
    happen(ctx, {
      type: 'move',
      rules: aura ? ['608.3', '608.3c'] : specs.length === 0 ? ['608.3', '608.3a'] : ['608.3'],
      object: item.source,
      to: 'battlefield',
      ...(aura ? { attachedTo: item.targets[0] } : {}),
    });
    return;
  }
  // 608.2c: its instructions are carried out by the resolving frame, which may pause for a choice (608.2d).
  pushFrame(s, { kind: 'resolving', item, next: 0 });
}

/** 608.2c: go on with the resolving spell or ability (the top frame) until it pauses for a choice or is done. */
export function continueResolving(ctx: Ctx, frame: Extract<Frame, { kind: 'resolving' }>): void {
  const at = carryOut(ctx, frame.item, frame.next);
  if (at !== null) {
    frame.next = at; // a question was asked (608.2d): the resolution goes on from here once it is answered
    return;
  }
  popFrame(ctx.s);
  finishResolution(ctx, frame.item);
}

/** 608.2m: an instant or sorcery goes to its owner's graveyard as the final part of its resolution. */
export function finishResolution(ctx: Ctx, item: StackItem): void {
  if (item.kind !== 'spell') return;
  const o = ctx.s.objects[item.source];
  if (o && o.zone === 'stack') happen(ctx, { type: 'move', rules: ['608.2m'], object: item.source, to: 'graveyard' });
}

/** 608.2d: the player's discard for a resolving spell or ability (the question `decision`). */
export function chooseDiscard(ctx: Ctx, who: PlayerId, cards: unknown, decision: DecisionOf<'choose-discard'>): void {
  const s = ctx.s;
  const hand = player(s, who).hand;
  if (
    !Array.isArray(cards) ||
    cards.length !== decision.count ||
    new Set(cards).size !== cards.length ||
    cards.some((c) => !hand.includes(c))
  ) {
    refuse('discard/wrong-cards', ['701.8', '608.2d'], { count: decision.count });
  }
  happen(ctx, { type: 'discard', rules: ['701.8', '608.2d'], player: who, cards: [...(cards as string[])] });
}
