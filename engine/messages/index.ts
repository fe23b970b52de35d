// Messages as catalogues: the engine emits codes and parameters (events, refusals, decisions,
// setup errors); this module says them in English or Chinese, with both catalogues at hand (for
// Node: tests, the fixture CLI, the site build). One language's messages come from that
// language's catalogue alone (speak.ts), which is how a page that loads one catalogue speaks.
// Names of players and objects are looked up in a NameBook, usually built from the state the
// message belongs to (namesIn); without one, ids are shown as they are. `both` gives a message in
// both languages at once, for callers that keep the { en, zh } shape.
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import type { Message } from '../core/messages';
import type { SetupError } from '../core/setup';
import type { Bilingual } from '../core/vocabulary';
import type { Catalogue, Lang, Vocabulary } from './catalogue';
import { EN } from './en/index';
import { NO_NAMES } from './names';
import type { NameBook } from './say';
import { speech, type Speech, type Words } from './speak';
import { ZH } from './zh/index';

export type { Lang, Vocabulary, WordKeyword } from './catalogue';
export type { NameBook, Say } from './say';
export type { Speech, Words } from './speak';
export { NO_NAMES, namesIn } from './names';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en: EN, zh: ZH };

/** The engine's vocabulary by language (the site's UI strings take step, colour and keyword names from it). */
export const VOCABULARY: Readonly<Record<Lang, Vocabulary>> = { en: EN.vocabulary, zh: ZH.vocabulary };

const SPEECH: Readonly<Record<Lang, Speech>> = { en: speech('en', EN), zh: speech('zh', ZH) };

/** An event in words; null for an event not worth a line of its own (a main phase's "step" beginning). */
export function eventText(event: GameEvent, lang: Lang, names: NameBook = NO_NAMES): string | null {
  return SPEECH[lang].event(event, names);
}

/** A refusal (a RuleViolation, or a finding of the combat checks) in words. */
export function refusalText(refusal: Message, lang: Lang, names: NameBook = NO_NAMES): string {
  return SPEECH[lang].refusal(refusal, names);
}

/** What the engine asks, in words. */
export function decisionText(decision: Decision, lang: Lang, names: NameBook = NO_NAMES): string {
  return SPEECH[lang].decision(decision, names);
}

/** A refused setup in words, after the field it is about: "battlefield[2].controller: no player "x"". */
export function setupErrorText(error: SetupError, lang: Lang): string {
  return SPEECH[lang].setupError(error);
}

/** The messages in both languages, for a fixture session's failures (fixtures/session.ts). */
export const BOTH_LANGUAGES: Words = { langs: ['en', 'zh'], eventText, refusalText, setupErrorText };

/** A message in both languages at once. */
export function both(say: (lang: Lang) => string): Bilingual {
  return { en: say('en'), zh: say('zh') };
}

/** An event in both languages; null when it is not worth a line of its own. */
export function eventMessage(event: GameEvent, names: NameBook = NO_NAMES): Bilingual | null {
  const en = eventText(event, 'en', names);
  const zh = eventText(event, 'zh', names);
  return en === null || zh === null ? null : { en, zh };
}

/** A refusal (or a finding of the combat checks) in both languages. */
export function refusalMessage(refusal: Message, names: NameBook = NO_NAMES): Bilingual {
  return both((lang) => refusalText(refusal, lang, names));
}

/** A decision in both languages. */
export function decisionMessage(decision: Decision, names: NameBook = NO_NAMES): Bilingual {
  return both((lang) => decisionText(decision, lang, names));
}

/** A refused setup in both languages. */
export function setupErrorMessage(error: SetupError): Bilingual {
  return both((lang) => setupErrorText(error, lang));
}
