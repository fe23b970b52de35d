// The variant a game is played under — the multiplayer options (801 range of influence, 802/506.2a
// which opponents defend, 805 shared team turns) and Archenemy (904) — is one record chosen at
// setup and kept in the state. Everything that depends on it asks here, so a new variant (Two-
// Headed Giant's shared life, 810) is a field of this record, not a flag scattered over the state.
import type { VariantSetup } from '../core/setup';
import type { GameState, Variant } from '../core/state';

/**
 * The state's record for a (checked) setup's variant. Without options, a two-player game's rules:
 * every opponent defends, players take turns in seat order, no range limit, no archenemy.
 */
export function variantOf(setup: VariantSetup | undefined): Variant {
  return {
    attackOption: setup?.attackOption ?? 'attack multiple players',
    turnOrder: setup?.sharedTeamTurns === true ? 'each team' : 'each player',
    rangeOfInfluence: setup?.rangeOfInfluence ?? null,
    archenemy: setup?.archenemy ?? null,
  };
}

/** Shared team turns (805): a team takes each turn together. */
export const teamTurns = (s: GameState): boolean => s.variant.turnOrder === 'each team';

/** 506.2a: the active player chooses one opponent as the defending player. */
export const choosesOneOpponent = (s: GameState): boolean => s.variant.attackOption === 'choose one opponent';

/** 801: players affect only those within their range of influence. */
export const limitedRange = (s: GameState): boolean => s.variant.rangeOfInfluence !== null;
