// The engine's public entry (the API table in engine/README.md): the game (play.ts) and its
// messages in both languages (messages/index.ts), for Node callers — tests, the fixture CLI, the
// site build. A page, which speaks one language, imports play.ts and that language's catalogue.
export * from './play';
export {
  VOCABULARY,
  eventText,
  refusalText,
  decisionText,
  setupErrorText,
  eventMessage,
  refusalMessage,
  decisionMessage,
  setupErrorMessage,
  type Lang,
  type Vocabulary,
} from './messages/index';
