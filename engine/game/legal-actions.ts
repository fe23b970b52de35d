// legalActions(): the legal actions for the player who must act (for random play in property
// tests, benchmarks and "what can I do" widgets). Candidates are generated from the decision and
// each one is confirmed by apply() itself, so the list never disagrees with it.

import { isManaAbility } from '../casting/activate-ability';
import { auraTargetChoices, enchantTargets, isAura } from '../casting/enchant';
import { legalTargetChoices, targetSpecs } from '../casting/targets';
import { landsFromTopOfLibrary } from '../casting/play-land';
import { defaultDamageAssignment, legalAttackDeclarations, legalBlockDeclarations } from '../combat';
import { withoutCostedRequirements } from '../combat/costs-to-attack-or-block';
import { combatView, damageInput } from '../combat/views';
import type { Action } from '../core/actions';
import type { AbilityKey } from '../core/cards';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { keywords, colors, abilitiesOf, characteristics } from '../objects/characteristics';
import { isActivePlayer, teamWithPriority } from '../variants/shared-team-turns';
import { apply } from './apply';
import { pendingDecision } from './pending-decision';

/** Every untapped mana ability the player could activate (to pay costs to attack or block). */
function manaSources(state: GameState, player: PlayerId): { source: ObjectId; ability: AbilityKey }[] {
  const out: { source: ObjectId; ability: AbilityKey }[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (o.controller !== player || o.tapped || o.phasedOut) continue;
    for (const { key, def: a } of abilitiesOf(state, o))
      if (a.kind === 'activated' && isManaAbility(a.effect)) out.push({ source: id, ability: key });
  }
  return out;
}

function targetCombos(
  state: GameState,
  effect: Parameters<typeof targetSpecs>[0],
  who: PlayerId,
  srcColors: ReturnType<typeof colors>,
  limit = 6,
): string[][] {
  let combos: string[][] = [[]];
  for (const spec of targetSpecs(effect)) {
    const choices = legalTargetChoices(state, spec, who, srcColors);
    combos = combos.flatMap((c) => choices.map((x) => [...c, x])).slice(0, limit);
  }
  return combos;
}

/** What this player could do with priority (pass aside): spells, lands, activated abilities. */
function priorityCandidates(state: GameState, player: PlayerId): Action[] {
  const out: Action[] = [];
  const p = state.players.find((x) => x.id === player)!;
  // Cheap pre-filters (timing, tapped sources); apply() remains the judge.
  const sorcerySpeed = isActivePlayer(state, player) && state.turn.step === 'main' && state.stack.length === 0;
  for (const card of p.hand) {
    const c = characteristics(state, state.objects[card]);
    if (c.types.includes('Land')) {
      if (sorcerySpeed && p.landsPlayedThisTurn === 0) out.push({ type: 'play-land', player, card });
    } else if (sorcerySpeed || c.types.includes('Instant')) {
      // 303.4a: an Aura spell's one target is what its enchant abilities allow.
      const o = state.objects[card];
      const combos = isAura(state, o)
        ? auraTargetChoices(state, enchantTargets(state, o), player, c.colors).map((x) => [x])
        : targetCombos(state, c.spell ?? [], player, c.colors);
      for (const targets of combos.slice(0, 6)) out.push({ type: 'cast-spell', player, card, targets });
    }
  }
  // "You may play lands from the top of your library" (305.1).
  const top = p.library[0];
  if (sorcerySpeed && p.landsPlayedThisTurn === 0 && top !== undefined && landsFromTopOfLibrary(state, player))
    if (characteristics(state, state.objects[top]).types.includes('Land'))
      out.push({ type: 'play-land', player, card: top });
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (o.controller !== player || o.phasedOut) continue;
    for (const { key, def: a } of abilitiesOf(state, o)) {
      if (a.kind !== 'activated') continue;
      if (o.tapped && a.cost.some((c) => c.type === 'tap')) continue;
      const n = a.cost.reduce((k, c) => k + (c.type === 'discard' ? c.count : 0), 0);
      const discards = n > 0 ? { discards: p.hand.slice(0, n) } : {};
      for (const targets of targetCombos(state, a.effect, player, colors(state, o)))
        out.push({ type: 'activate-ability', player, source: id, ability: key, targets, ...discards });
    }
  }
  return out;
}

/** Candidate actions for the pending decision, not yet confirmed legal. */
/** Variants of a declaration: a band (508.1e) of a banding attacker and another with its target; paying optional life costs (508.1g). */
function attackExtras(
  state: GameState,
  attacks: { attacker: string; target: string }[],
): { bands?: string[][]; optionalCosts?: { source: string }[] }[] {
  const out: { bands?: string[][]; optionalCosts?: { source: string }[] }[] = [];
  const bander = attacks.find((a) => keywords(state, state.objects[a.attacker]).includes('banding'));
  const mate = bander && attacks.find((a) => a !== bander && a.target === bander.target);
  if (bander && mate) out.push({ bands: [[bander.attacker, mate.attacker]] });
  // An 'optional attack cost' ability always has its cost (setup/card-check.ts refuses one without).
  const payers = attacks.filter((a) =>
    abilitiesOf(state, state.objects[a.attacker]).some(
      ({ def: x }) => x.kind === 'static' && x.rule === 'optional attack cost' && x.cost!.type === 'pay life',
    ),
  );
  if (payers.length) out.push({ optionalCosts: payers.map((a) => ({ source: a.attacker })) });
  return out;
}

export function candidateActions(state: GameState): Action[] {
  const d = pendingDecision(state);
  if (!d) return [];
  const player = d.player;
  switch (d.kind) {
    case 'priority':
      // 805.5a: with shared team turns any player of the team that has priority may act.
      return [
        { type: 'pass-priority', player },
        ...teamWithPriority(state, player).flatMap((who) => priorityCandidates(state, who)),
      ];
    case 'declare-attackers': {
      const mana = manaSources(state, player);
      return legalAttackDeclarations(
        withoutCostedRequirements(state, combatView(state), 'attack'),
        12,
      ).declarations.flatMap((attacks): Action[] => [
        { type: 'declare-attackers', player, attacks },
        ...(mana.length ? [{ type: 'declare-attackers' as const, player, attacks, manaAbilities: mana }] : []),
        ...attackExtras(state, attacks).map((extra) => ({
          type: 'declare-attackers' as const,
          player,
          attacks,
          ...extra,
        })),
      ]);
    }
    case 'declare-blockers': {
      const mana = manaSources(state, player);
      return legalBlockDeclarations(
        withoutCostedRequirements(state, combatView(state, player), 'block'),
        12,
      ).declarations.flatMap((blocks): Action[] => [
        { type: 'declare-blockers', player, blocks },
        ...(mana.length ? [{ type: 'declare-blockers' as const, player, blocks, manaAbilities: mana }] : []),
      ]);
    }
    case 'order-blockers':
      return [d.toOrder!, [...d.toOrder!].reverse()].map((order) => ({
        type: 'order-blockers',
        player,
        attacker: d.object!,
        order,
      }));
    case 'order-attackers':
      return [d.toOrder!, [...d.toOrder!].reverse()].map((order) => ({
        type: 'order-attackers',
        player,
        blocker: d.object!,
        order,
      }));
    case 'assign-combat-damage': {
      const sources: ObjectId[] = d.sources.map((x) => x.source);
      // combatDamageActions sets the assignments made so far (510.1) before it asks this.
      const assignments = defaultDamageAssignment(
        damageInput(state, sources, [], state.combat!.assignments!),
        state.profile,
      );
      return [{ type: 'assign-combat-damage', player, assignments }];
    }
    case 'order-triggers': {
      const ids = d.triggers.map((t) => t.id);
      return [ids, [...ids].reverse()].map((order) => ({ type: 'order-triggers', player, order }));
    }
    case 'choose-targets': {
      let combos: string[][] = [[]];
      for (const c of d.targetChoices) combos = combos.flatMap((x) => c.choices.map((y) => [...x, y])).slice(0, 6);
      return combos.map((targets) => ({ type: 'choose-targets', player, item: d.object!, targets }));
    }
    case 'reselect-attack':
      return d.targets.map((target) => ({ type: 'reselect-attack', player, attacker: d.object!, target }));
    case 'choose-attacked':
      return d.targets.map((target) => ({ type: 'choose-attacked', player, attacker: d.object!, target }));
    case 'choose-defending-player':
      return d.targets.map((defending) => ({ type: 'choose-defending-player', player, defending }));
    case 'choose-replacement':
      return d.options.map((o) => ({ type: 'choose-replacement', player, effect: o.key }));
    case 'choose-color':
      return d.colors.map((color) => ({ type: 'choose-color', player, color }));
    case 'choose-to-pay':
      return [false, true].map((pay) => ({ type: 'choose-to-pay', player, pay }));
    case 'choose-objects':
      return d.min === 0
        ? [
            { type: 'choose-objects', player, objects: [] },
            ...d.candidates.map((x) => ({ type: 'choose-objects' as const, player, objects: [x] })),
          ]
        : [d.candidates.slice(0, d.min), d.candidates.slice(d.candidates.length - d.min)].map((objects) => ({
            type: 'choose-objects',
            player,
            objects,
          }));
    case 'choose-discard':
    case 'discard-to-hand-size': {
      const hand = d.candidates;
      const n = d.count;
      return [hand.slice(0, n), hand.slice(hand.length - n)].map((cards) => ({ type: 'discard', player, cards }));
    }
  }
}

export function legalActions(state: GameState): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of candidateActions(state)) {
    const key = JSON.stringify(a);
    if (seen.has(key)) continue;
    seen.add(key);
    if (apply(state, a).ok) out.push(a);
  }
  return out;
}
