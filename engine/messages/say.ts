// The helper every saying gets: names of players and objects in the reader's language, lists,
// content in both languages picked, nested messages, and the vocabulary. Names are looked up as
// a message is rendered (a NameBook built from a state), so events carry ids, not names.
import type { Message, MessageParam } from '../core/messages';
import type { PhaseName, StepName } from '../core/vocabulary';
import type { Bilingual } from '../core/vocabulary';
import type { Lang, Vocabulary } from './vocabulary';

/** An id's name in both languages; `anonymous`: a card nothing is known of. Null: not known. */
export type NameBook = (id: string) => (Bilingual & { anonymous?: boolean }) | null;

export interface Say {
  lang: Lang;
  v: Vocabulary;
  /** A player's or object's name: an id is looked up (an unknown one is shown as it is), content is picked. */
  name(x: MessageParam | undefined): string;
  /** Names joined as the language lists them ("A, B and C" / "A、B和C"); the vocabulary's "none" when empty. */
  list(xs: readonly MessageParam[] | undefined): string;
  /** Content in both languages (a card's rules text), in this language. */
  text(b: Bilingual | undefined): string;
  /** A nested message (a reason): a refusal code and its parameters. */
  refusal(m: Message): string;
  /** The step of a (phase, step) pair: a main phase has no steps and is its own (505.2). */
  step(phase: PhaseName, step: StepName): string;
}

// Of a message's parameters (never null here: name() says "?" first) only content in both
// languages has an `en`: a string, number or truth value, a nested message or a list has none.
const isBilingual = (x: NonNullable<MessageParam>): x is Bilingual => typeof (x as Bilingual).en === 'string';

/** The Say for one language, with its vocabulary, a way to say nested refusals, and a name book. */
export function makeSay(lang: Lang, v: Vocabulary, refusal: (m: Message, say: Say) => string, names: NameBook): Say {
  const join = (items: string[]): string => {
    if (items.length === 0) return v.none;
    if (lang === 'zh') return items.length === 1 ? items[0] : `${items.slice(0, -1).join('、')}和${items.at(-1)}`;
    return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  };
  // Content (card names and texts from the data) in the one typographic style: ’, not '.
  const typographic = (text: string) => (lang === 'en' ? text.replace(/'/g, '’') : text);
  const say: Say = {
    lang,
    v,
    name(x) {
      if (x === undefined || x === null) return '?';
      if (isBilingual(x)) return typographic(x[lang]);
      if (typeof x !== 'string') return String(x);
      const found = names(x);
      if (!found) return x;
      return found.anonymous ? v.aCard : typographic(found[lang]);
    },
    list: (xs) => join((xs ?? []).map((x) => say.name(x))),
    text: (b) => (b ? typographic(b[lang]) : ''),
    refusal: (m) => refusal(m, say),
    step: (phase, step) => (step === 'main' ? v.phase[phase] : v.step[step]),
  };
  return say;
}
