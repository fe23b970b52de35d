// Messages as catalogues: the engine emits codes and parameters (events, refusals, decisions,
// setup errors); this module says them in English or Chinese. Names of players and objects are
// looked up in a NameBook, usually built from the state the message belongs to (namesIn); without
// one, ids are shown as they are. `both` gives a message in both languages at once, for callers
// that keep the { en, zh } shape.
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import type { Message } from '../core/messages';
import type { SetupError } from '../core/setup';
import type { GameState } from '../core/state';
import type { Bilingual } from '../core/vocabulary';
import type { Catalogue, Lang, Vocabulary } from './catalogue';
import { EN } from './en/index';
import { itemEn } from './en/events';
import { makeSay, type NameBook, type Say } from './say';
import { ZH } from './zh/index';
import { itemZh } from './zh/events';
import { characteristics } from '../continuous/layers';

export type { Lang, Vocabulary, WordKeyword } from './catalogue';
export type { NameBook, Say } from './say';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en: EN, zh: ZH };

/** The engine's vocabulary by language (the site's UI strings take step, colour and keyword names from it). */
export const VOCABULARY: Readonly<Record<Lang, Vocabulary>> = { en: EN.vocabulary, zh: ZH.vocabulary };

/** No names known: ids are shown as they are. */
export const NO_NAMES: NameBook = () => null;

/** Names from a state: players, objects (an anonymous card is "a card"), and spells and abilities on the stack or waiting to go there. */
export function namesIn(state: GameState): NameBook {
  const book: NameBook = (id) => {
    const p = state.players.find((x) => x.id === id);
    if (p) return { en: p.name, zh: p.nameZh ?? p.name };
    const o = state.objects[id];
    if (o) {
      const c = characteristics(state, o);
      // 708.2: a face-down permanent has no name (nor has a copy of one, 707.2).
      if (c.name === '')
        return o.faceDown
          ? { en: 'a face-down creature', zh: '一个面朝下的生物' }
          : { en: 'a creature with no name', zh: '一个没有名称的生物' };
      return { en: c.name, zh: c.nameZh ?? c.name, ...(c.anonymous ? { anonymous: true } : {}) };
    }
    const item = state.stack.find((x) => x.id === id);
    const waiting = state.pendingTriggers.find((x) => x.id === id);
    const ref = item
      ? { object: id, kind: item.kind, source: item.source }
      : waiting
        ? { object: id, kind: 'triggered ability' as const, source: waiting.source }
        : null;
    if (!ref) return null;
    return { en: itemEn(ref, sayWith('en', book)), zh: itemZh(ref, sayWith('zh', book)) };
  };
  return book;
}

function sayWith(lang: Lang, names: NameBook): Say {
  const cat = CATALOGUES[lang];
  return makeSay(
    lang,
    cat.vocabulary,
    (m, say) => cat.refusals[m.code as keyof Catalogue['refusals']](m.params, say),
    names,
  );
}

/** An event in words; null for an event not worth a line of its own (a main phase's "step" beginning). */
export function eventText(event: GameEvent, lang: Lang, names: NameBook = NO_NAMES): string | null {
  const saying = CATALOGUES[lang].events[event.type] as (e: GameEvent, say: Say) => string | null;
  return saying(event, sayWith(lang, names));
}

/** A refusal (a RuleViolation, or a finding of the combat checks) in words. */
export function refusalText(refusal: Message, lang: Lang, names: NameBook = NO_NAMES): string {
  return sayWith(lang, names).refusal(refusal);
}

/** What the engine asks, in words. */
export function decisionText(decision: Decision, lang: Lang, names: NameBook = NO_NAMES): string {
  const saying = CATALOGUES[lang].decisions[decision.kind] as (d: Decision, say: Say) => string;
  return saying(decision, sayWith(lang, names));
}

/** A refused setup in words, after the field it is about: "battlefield[2].controller: no player "x"". */
export function setupErrorText(error: SetupError, lang: Lang): string {
  const say = sayWith(lang, NO_NAMES);
  return `${error.field}${lang === 'zh' ? '：' : ': '}${CATALOGUES[lang].setupErrors[error.code](error.params, say)}`;
}

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
