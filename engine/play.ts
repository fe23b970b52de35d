// The engine without its message catalogues (index.ts adds them): the game itself, as the API
// table in engine/README.md gives it — createGame(setup) → Result<GameState, SetupError>;
// apply(state, action) → Result<{state, events}, RuleViolation>; pendingDecision(state) →
// Decision | null — and names from a state (namesIn). A page imports this and loads the one
// catalogue of its language itself (messages/speak.ts). Everything is pure and deterministic;
// states are plain JSON.
import { checkSetup } from './setup/check-setup';
import { startValidatedGame } from './game/start';
import { err, ok, type GameEvent, type GameSetup, type GameState, type Result, type SetupError } from './types';

export * from './types';
export { apply } from './game/apply';
export { gameOver, pendingDecision, priorityPlayer } from './game/pending-decision';
export { legalActions } from './game/legal-actions';
export { abilitiesOf, characteristics, colors, keywords, power, toughness, typesOf } from './objects/characteristics';
export type { Ability, Characteristics } from './objects/characteristics';
export { layerTrace, LAYER_RULES } from './continuous/layer-trace';
export { withCopiableValues } from './continuous/create';
export type { LayerTrace, LayerStep, LayerEffectStep, LayerCountersStep, LayerOrder } from './continuous/layer-trace';
export { namesIn, NO_NAMES } from './messages/names';
export type { NameBook } from './messages/say';
export { speech, wordsOf, type Speech, type Words } from './messages/speak';
export { checkSetup, startValidatedGame };

/** Check the setup, build the game and run it to its first decision, returning the events of that start too. */
export function startGame(setup: GameSetup): Result<{ state: GameState; events: GameEvent[] }, SetupError> {
  const problem = checkSetup(setup);
  return problem ? err(problem) : startValidatedGame(setup);
}

export function createGame(setup: GameSetup): Result<GameState, SetupError> {
  const r = startGame(setup);
  return r.ok ? ok(r.value.state) : r;
}
