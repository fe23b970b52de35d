// The engine's vocabulary, declared before any logic (chessops style): the words of chapter 5
// (phases, steps), the shapes of cards, setups, states, actions, events and decisions.
// Everything here is plain JSON data: no classes, Maps or Sets, so a state round-trips through
// JSON.stringify/parse and a replay of the action log reproduces it exactly.
// Stability promise: names here are only ever added to, never renamed (other modules code
// against them: engine/combat, engine/fixtures, the widgets in src/).

export * from './vocabulary';
export * from './state-types';
export * from './move-types';
