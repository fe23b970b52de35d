// What a language's catalogue holds: the names of the engine's vocabulary (shared with the site's
// UI strings, src/i18n) and, for every code the engine emits, how to say it. The tables are typed
// by the codes, so a new event type, refusal code, decision kind or setup error code is a type
// error until both languages say it.
import type { DecisionKind, DecisionOf } from '../core/decisions';
import type { EventOf, EventType } from '../core/events';
import type { MessageParams } from '../core/messages';
import type { RefusalCode } from '../core/refusal-codes';
import type { SetupErrorCode } from '../core/setup';
import type { Say } from './say';
import type { Vocabulary } from './vocabulary';

export type { Lang, Vocabulary, WordKeyword } from './vocabulary';

export type EventSayings = { [K in EventType]: (e: EventOf<K>, say: Say) => string | null };
export type RefusalSayings = Record<RefusalCode, (p: MessageParams, say: Say) => string>;
export type DecisionSayings = { [K in DecisionKind]: (d: DecisionOf<K>, say: Say) => string };
export type SetupErrorSayings = Record<SetupErrorCode, (p: MessageParams, say: Say) => string>;

export interface Catalogue {
  vocabulary: Vocabulary;
  /** A null saying: the event is not worth a line of its own (a trace may skip it). */
  events: EventSayings;
  refusals: RefusalSayings;
  decisions: DecisionSayings;
  setupErrors: SetupErrorSayings;
}
