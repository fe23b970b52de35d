// "Defending player" in what a spell or ability says (508.5, 508.5a): the player an attacking
// creature it refers to is attacking (per creature, so two attackers may mean two players), or —
// when it refers to no attacking creature and there are several defending players — the one
// its controller chooses as the effect is applied (a pause of the resolution, 608.2d).

import type { EffectDef } from '../core/cards';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { nearestFrame } from '../core/frames';
import { refuse } from '../core/results';
import type { CombatAttacker, GameState, StackItem } from '../core/state';
import type { PlayerId } from '../core/vocabulary';

/** The attacking creature the item refers to: its related creature, else a target that is attacking. */
function attackerOf(s: GameState, item: StackItem): CombatAttacker | null {
  const attackers = s.combat?.attackers ?? [];
  const ids = [item.related, ...item.targets];
  for (const id of ids) {
    const a = attackers.find((x) => x.attacker === id);
    if (a) return a;
  }
  return null;
}

/** Defending players this combat (a player who leaves the game stops being one, 800.4a: game/leave-game.ts). */
function defendingNow(s: GameState): PlayerId[] {
  return s.combat?.defendingPlayers ?? [];
}

/** 508.5 / 508.5a: who "defending player" means for this item as it resolves; [] if nobody. */
export function referToDefendingPlayer(ctx: Ctx, item: StackItem): PlayerId[] {
  const s = ctx.s;
  const a = attackerOf(s, item);
  if (a) {
    // 508.5a: one specific defending player, determined for this attacking creature.
    const rules = defendingNow(s).length > 1 ? ['508.5', '508.5a'] : ['508.5'];
    emit(ctx, { type: 'defending-player', rules, object: a.attacker, player: a.defendingPlayer });
    return [a.defendingPlayer];
  }
  if (item.defendingPlayer !== undefined) return [item.defendingPlayer];
  if (item.relatedPlayer) return [item.relatedPlayer];
  const d = defendingNow(s);
  return d.length === 1 ? d : [];
}

function mentionsDefendingPlayer(e: EffectDef): boolean {
  return Object.values(e).includes('defending player');
}

/** 508.5a: the controller must choose which defending player this instruction refers to. */
export function needsDefendingChoice(s: GameState, item: StackItem, e: EffectDef): boolean {
  if (!mentionsDefendingPlayer(e) || attackerOf(s, item) || item.defendingPlayer !== undefined || item.relatedPlayer)
    return false;
  return defendingNow(s).length > 1;
}

/** 508.5a: the question to the item's controller: which defending player it refers to. */
export function defendingChoice(s: GameState, item: StackItem): Decision {
  return {
    player: item.controller,
    kind: 'choose-defending-player',
    rules: ['508.5a'],
    targets: defendingNow(s),
    object: item.id,
  };
}

/** The controller's choice (508.5a); the resolution then goes on (608.2c). */
export function chooseDefendingFor(ctx: Ctx, who: PlayerId, defending: unknown): void {
  const s = ctx.s;
  const r = nearestFrame(s, 'resolving');
  if (!r || r.item.controller !== who) refuse('choose-defending-player/not-awaited', ['508.5a']);
  if (typeof defending !== 'string' || !defendingNow(s).includes(defending)) {
    refuse('choose-defending-player/not-defending', ['508.5a'], { player: String(defending) });
  }
  r.item.defendingPlayer = defending as PlayerId;
  const src = r.item.source;
  emit(ctx, {
    type: 'defending-player',
    rules: ['508.5a'],
    player: defending as string,
    object: r.item.id,
    chooser: who,
    source: src,
  });
}
