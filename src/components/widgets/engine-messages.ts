// The engine speaks in codes and parameters; a page shows its messages in the page's language
// only, so it loads that language's catalogue alone (engine/messages/en or zh: a chunk of its own,
// fetched with the first widget or fixture run that speaks), once per page, and says them with it
// (engine/messages/speak.ts). The build renders the islands with the catalogue loaded first
// (WidgetIsland.astro), so their HTML has the words; in the browser an island hydrates once the
// catalogue has arrived (below).
import { useEffect, useState } from 'preact/hooks';
import { speech, type GameEvent, type NameBook, type Speech } from '../../../engine/play';
import type { Lang } from './text';
import type { TraceEvent } from './TracePlayer';

export type { Speech } from '../../../engine/play';

/** A message the engine gave, said once the page's catalogue is at hand. */
export type Saying = (speech: Speech) => string;

const loading: Partial<Record<Lang, Promise<Speech>>> = {};
const loaded: Partial<Record<Lang, Speech>> = {};

/** The messages of `lang`, its catalogue loaded once. */
export function loadSpeech(lang: Lang): Promise<Speech> {
  return (loading[lang] ??= catalogueOf(lang).then(
    (c) => (loaded[lang] = speech(lang, c)),
    (e: unknown) => {
      delete loading[lang]; // a failed fetch is tried again by the next caller
      throw e;
    },
  ));
}

/** One language's catalogue: an ordinary dynamic import, so each language is a chunk of its own. */
const catalogueOf = (lang: Lang) =>
  lang === 'zh'
    ? import('../../../engine/messages/zh/index').then((m) => m.ZH)
    : import('../../../engine/messages/en/index').then((m) => m.EN);

// In the browser a module that says engine messages is ready only once the page's catalogue is
// here, so an island that imports it hydrates with its words at hand, never blank for a moment
// (a failed fetch is left to useSpeech, which tries again).
if (typeof document !== 'undefined') {
  await loadSpeech(document.documentElement.lang.startsWith('zh') ? 'zh' : 'en').catch(() => undefined);
}

/** The messages of `lang` for a component: null until the catalogue has arrived, then it renders again. */
export function useSpeech(lang: Lang): Speech | null {
  const [speak, setSpeak] = useState<Speech | null>(() => loaded[lang] ?? null);
  useEffect(() => {
    if (speak?.lang === lang) return;
    let live = true;
    loadSpeech(lang).then(
      (s) => {
        if (live) setSpeak(s);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return speak?.lang === lang ? speak : null;
}

/** The engine's events in words, leaving out those not worth a line of their own. */
export function traceEvents(events: readonly GameEvent[], names: NameBook, speak: Speech): TraceEvent[] {
  return events.flatMap((e) => {
    const message = speak.event(e, names);
    return message !== null ? [{ type: e.type, rules: e.rules, message }] : [];
  });
}
