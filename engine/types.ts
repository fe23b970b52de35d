// Every public type of the engine (and the Result helpers), in one import: the vocabulary, cards as
// data, setups, states, actions, decisions, events and results. Plain JSON data throughout: no
// classes, Maps or Sets, so a state round-trips through JSON.stringify/parse and a replay of the
// action log reproduces it exactly. Names are only ever added to, never renamed (engine/combat,
// engine/fixtures and the widgets in src/ code against them).
export * from './core/vocabulary';
export * from './core/cards';
export * from './core/setup';
export * from './core/state';
export * from './core/continuous';
export * from './core/actions';
export * from './core/decisions';
export * from './core/events';
export * from './core/results';
export * from './core/messages';
export * from './core/refusal-codes';
