// One language's messages, from that language's catalogue: the events, refusals, decisions and
// setup errors the engine emits, in words. The engine's entry (messages/index.ts) holds both
// catalogues and speaks both languages; a page speaks its own language only and loads just that
// catalogue (the site's widgets), so everything here takes the catalogue it speaks from.
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import type { Message } from '../core/messages';
import type { SetupError } from '../core/setup';
import type { Catalogue, Lang } from './catalogue';
import { NO_NAMES } from './names';
import { makeSay, type NameBook, type Say } from './say';

/** The engine's messages in one language. */
export interface Speech {
  lang: Lang;
  /** An event in words; null for an event not worth a line of its own (a main phase's "step" beginning). */
  event(event: GameEvent, names?: NameBook): string | null;
  /** A refusal (a RuleViolation, or a finding of the combat checks) in words. */
  refusal(refusal: Message, names?: NameBook): string;
  /** What the engine asks, in words. */
  decision(decision: Decision, names?: NameBook): string;
  /** A refused setup in words, after the field it is about: "battlefield[2].controller: no player "x"". */
  setupError(error: SetupError): string;
}

/** The messages of `lang`, said with its catalogue. */
export function speech(lang: Lang, catalogue: Catalogue): Speech {
  const sayWith = (names: NameBook): Say =>
    makeSay(
      lang,
      catalogue.vocabulary,
      (m, say) => catalogue.refusals[m.code as keyof Catalogue['refusals']](m.params, say),
      names,
    );
  return {
    lang,
    event(event, names = NO_NAMES) {
      const saying = catalogue.events[event.type] as (e: GameEvent, say: Say) => string | null;
      return saying(event, sayWith(names));
    },
    refusal: (refusal, names = NO_NAMES) => sayWith(names).refusal(refusal),
    decision(decision, names = NO_NAMES) {
      const saying = catalogue.decisions[decision.kind] as (d: Decision, say: Say) => string;
      return saying(decision, sayWith(names));
    },
    setupError(error) {
      const say = sayWith(NO_NAMES);
      return `${error.field}${lang === 'zh' ? '：' : ': '}${catalogue.setupErrors[error.code](error.params, say)}`;
    },
  };
}

/**
 * The engine's messages in the languages a caller has: both (messages/index.ts, for Node) or the
 * one a page loaded (`wordsOf`). Fixture sessions write their failures with these: a failure's
 * half in a language the words lack is left empty (a page reads its own language only).
 */
export interface Words {
  langs: readonly Lang[];
  eventText(event: GameEvent, lang: Lang, names?: NameBook): string | null;
  refusalText(refusal: Message, lang: Lang, names?: NameBook): string;
  setupErrorText(error: SetupError, lang: Lang): string;
}

/** The words of one language's speech (asked in another language, they refuse: a caller's mistake). */
export function wordsOf(s: Speech): Words {
  const only = (lang: Lang) => {
    if (lang !== s.lang) throw new Error(`these words speak ${s.lang} only, not ${lang}`);
  };
  return {
    langs: [s.lang],
    eventText: (event, lang, names) => (only(lang), s.event(event, names)),
    refusalText: (refusal, lang, names) => (only(lang), s.refusal(refusal, names)),
    setupErrorText: (error, lang) => (only(lang), s.setupError(error)),
  };
}
