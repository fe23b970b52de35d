// Helpers for the engine's own tests (not a test file itself): build a game or fail loudly,
// apply an action or fail loudly, pass priority until a condition holds.

import {
  apply,
  createGame,
  pendingDecision,
  type Action,
  type CardDef,
  type Decision,
  type EffectDef,
  type GameEvent,
  type ObjectId,
  type PlayerId,
  type RuleViolation,
  type WaitingTrigger,
} from '..';
import type { GameSetup, PermanentSetup } from '../core/setup';
import type { Ctx } from '../core/context';
import type { GameState, StackItem } from '../core/state';
import type { Paused } from '../stack/effects/handler';
import { namesIn, refusalText, setupErrorText } from '../messages/index';

export function game(setup: GameSetup): GameState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(`setup refused: ${r.error.code} ${setupErrorText(r.error, 'en')}`);
  return r.value;
}

export function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok)
    throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${refusalText(r.error, 'en', namesIn(state))}`);
  return r.value;
}

export function refusal(state: GameState, action: Action): RuleViolation {
  const r = apply(state, action);
  if (r.ok) throw new Error(`expected a refusal for ${JSON.stringify(action)}`);
  return r.error;
}

/** A decision with every kind's fields readable (tests read them without narrowing first). */
export type AnyDecision = Decision &
  Partial<{
    candidates: ObjectId[];
    targets: (PlayerId | ObjectId)[];
    object: ObjectId;
    toOrder: ObjectId[];
    placing: ObjectId;
    sources: { source: ObjectId; power: number; recipients: (PlayerId | ObjectId)[] }[];
    triggers: WaitingTrigger[];
    count: number;
    targetChoices: { spec: string; choices: (PlayerId | ObjectId)[] }[];
    entered: boolean;
  }>;

export function decision(state: GameState): AnyDecision {
  const d = pendingDecision(state);
  if (!d) throw new Error('no pending decision');
  return d;
}

/** Pass priority until `until(state)` holds or a non-priority decision comes up. */
export function passUntil(
  state: GameState,
  until: (s: GameState) => boolean,
  limit = 200,
): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && !until(s); i++) {
    const d = pendingDecision(s);
    if (!d || d.kind !== 'priority') break;
    const r = act(s, { type: 'pass-priority', player: d.player });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Deep-freeze a state (or anything) so that any mutation throws in strict mode. */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/**
 * Cases that differ only in data, for `it.each(named(cases))('%s', (_, c) => …)`: each test is
 * named by its case's `name`, whole (vitest quotes and shortens a `$name` in the title).
 */
export function named<T extends { name: string }>(cases: T[]): [string, T][] {
  return cases.map((c) => [c.name, c]);
}

export const creature = (name: string, power: number, toughness: number, more: Partial<CardDef> = {}): CardDef => ({
  name,
  types: ['Creature'],
  colors: more.colors ?? [],
  power,
  toughness,
  ...more,
});

export function twoPlayers(extra: Partial<GameSetup> = {}): GameSetup {
  return {
    players: [
      { id: 'A', name: 'Alice', nameZh: '爱丽丝', library: 20 },
      { id: 'B', name: 'Bob', nameZh: '鲍勃', library: 20 },
    ],
    ...extra,
  };
}

/**
 * Alice (A, the active player) with priority in her precombat main phase of turn 3 (unless `extra`
 * says another turn); Bob (B) the other player.
 */
export function mainPhase(battlefield: PermanentSetup[], extra: Partial<GameSetup> = {}): GameState {
  return game(
    twoPlayers({
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield,
      ...extra,
    }),
  );
}

/** Alice (A, the active player) and Bob (B) in combat, at `step` of turn 3. */
export function combatAt(
  step: NonNullable<GameSetup['step']>,
  battlefield: PermanentSetup[],
  extra: Partial<GameSetup> = {},
): GameState {
  return game(twoPlayers({ turn: 3, activePlayer: 'A', phase: 'combat', step, battlefield, ...extra }));
}

/** A (the active player), B and C, 5 cards in library each, in combat at `step` of turn 4. */
export function threeInCombat(
  step: NonNullable<GameSetup['step']>,
  battlefield: PermanentSetup[],
  extra: Partial<GameSetup> = {},
): GameState {
  return game({
    players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
    turn: 4,
    activePlayer: 'A',
    phase: 'combat',
    step,
    battlefield,
    ...extra,
  });
}

/** Two-Headed Giant style: A and B (team x, A primary and active) against C and D (team y), shared
 * team turns (805), 10 cards in library each, at the declare attackers step of turn 3. */
export function teamsInCombat(battlefield: PermanentSetup[]): GameState {
  const seat = (id: string, team: string) => ({ id, name: id, library: 10, team });
  return game({
    players: [seat('A', 'x'), seat('B', 'x'), seat('C', 'y'), seat('D', 'y')],
    variant: { sharedTeamTurns: true },
    turn: 3,
    activePlayer: 'A',
    phase: 'combat',
    step: 'declare attackers',
    battlefield,
  });
}

/** A's permanent `id`, attacking B (so tapped). */
export const attackingB = (id: string, card: CardDef, more: Partial<PermanentSetup> = {}): PermanentSetup => ({
  id,
  card,
  controller: 'A',
  attacking: 'B',
  tapped: true,
  ...more,
});

/** B's permanent `id`, blocking the attackers `blocking`. */
export const blockingWith = (id: string, card: CardDef, blocking: string[]): PermanentSetup => ({
  id,
  card,
  controller: 'B',
  blocking,
});

/**
 * A stack item made by hand for a resolution handler's test: by default Alice's activated ability
 * of the object `src` (named Source), with no targets; `more` says what differs.
 */
export const abilityOnStack = (effect: EffectDef | EffectDef[], more: Partial<StackItem> = {}): StackItem => ({
  id: 'i',
  kind: 'activated ability',
  controller: 'A',
  source: 'src',
  ability: null,
  effect,
  targets: [],
  related: null,
  relatedPlayer: null,
  sourceColors: [],
  sourceName: 'Source',
  ...more,
});

/**
 * Carries out one resolution handler (608.2c) on `item` in `s` (the `index`th instruction of its
 * effect), with no player asked; returns its context: the state and the events that happened.
 */
export function runHandler<E extends EffectDef>(
  s: GameState,
  handler: (ctx: Ctx, item: StackItem, effect: E, index: number) => Paused,
  item: StackItem,
  effect: E,
  index = 0,
): Ctx {
  const ctx: Ctx = { s, events: [] };
  handler(ctx, item, effect, index);
  return ctx;
}

/** Alice (A) casts `card` from her hand; she and Bob (B) pass priority: it resolves (608). */
export function castAndResolve(
  s: GameState,
  card: string,
  targets: string[] = [],
): { state: GameState; events: GameEvent[] } {
  let state = act(s, { type: 'cast-spell', player: 'A', card, targets }).state;
  state = act(state, { type: 'pass-priority', player: 'A' }).state;
  return act(state, { type: 'pass-priority', player: 'B' });
}
