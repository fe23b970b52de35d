// Plays back a trace the engine computed: one step per scripted action, each with the events it
// caused (every event cites its rules) and the board after it. Step forward, step back, play all.
// The log shows every event up to the current step; the newest step's events are announced
// through an aria-live region so the reader hears what changed.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardView } from './board-model';
import { Board } from './Board';
import { RuleLinks } from './rule-links';
import type { Lang, Strings } from './text';
import { inLang, tr } from './text';

export interface TraceEvent {
  type: string;
  rules: string[];
  message: { en: string; zh: string };
}

export interface TraceStep {
  /** What was done (the scripted action), or null for the starting position. */
  action: { en: string; zh: string } | null;
  events: TraceEvent[];
  board: BoardView;
  /** Set when the engine refused the action (expected or not). */
  refused?: { rules: string[]; message: { en: string; zh: string }; expected: boolean } | null;
}

export function EventLine({ e, lang, strings }: { e: TraceEvent; lang: Lang; strings: Strings }) {
  return (
    <li class="event" data-event={e.type}>
      <span class="event-text">{inLang(e.message, lang)}</span>{' '}
      <span class="event-rules">(<RuleLinks rules={e.rules} lang={lang} strings={strings} />)</span>
    </li>
  );
}

export function TracePlayer({ steps, lang, strings, label }: { steps: TraceStep[]; lang: Lang; strings: Strings; label: string }) {
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timer = useRef<number | null>(null);
  const last = steps.length - 1;

  useEffect(() => {
    if (!playing) return;
    if (at >= last) { setPlaying(false); return; }
    timer.current = window.setTimeout(() => setAt((n) => Math.min(n + 1, last)), 450);
    return () => { if (timer.current !== null) window.clearTimeout(timer.current); };
  }, [playing, at, last]);

  const playAll = () => {
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce) { setAt(last); return; }
    if (at >= last) setAt(0);
    setPlaying(true);
  };
  const step = steps[at];
  return (
    <div class="trace" role="group" aria-label={label}>
      <div class="trace-controls">
        <button type="button" onClick={() => { setPlaying(false); setAt((n) => Math.max(0, n - 1)); }} aria-disabled={(at === 0) ? 'true' : undefined}>
          {tr(strings, 'widget.trace.back')}
        </button>
        <button type="button" onClick={() => { setPlaying(false); setAt((n) => Math.min(last, n + 1)); }} aria-disabled={(at >= last) ? 'true' : undefined}>
          {tr(strings, 'widget.trace.forward')}
        </button>
        {playing
          ? <button type="button" onClick={() => setPlaying(false)}>{tr(strings, 'widget.trace.pause')}</button>
          : <button type="button" onClick={playAll}>{tr(strings, 'widget.trace.playAll')}</button>}
        <span class="trace-position">{tr(strings, 'widget.trace.position', { n: at, total: last })}</span>
      </div>
      <div class="trace-now" aria-live="polite">
        <p class="trace-action">
          {step.action ? inLang(step.action, lang) : tr(strings, 'widget.trace.start')}
        </p>
        {step.refused && (
          <p class={`verdict ${step.refused.expected ? 'is-expected' : 'is-illegal'}`}>
            {tr(strings, step.refused.expected ? 'widget.trace.refusedExpected' : 'widget.trace.refused')}{' '}
            {inLang(step.refused.message, lang)}{' '}
            (<RuleLinks rules={step.refused.rules} lang={lang} strings={strings} />)
          </p>
        )}
        {step.events.length > 0 && (
          <ul class="events is-current">{step.events.map((e) => <EventLine e={e} lang={lang} strings={strings} />)}</ul>
        )}
      </div>
      <Board board={step.board} lang={lang} strings={strings} />
      {at > 0 && (
        <details class="trace-log">
          <summary>{tr(strings, 'widget.trace.log')}</summary>
          <ol>
            {steps.slice(1, at + 1).map((s) => (
              <li>
                {s.action ? inLang(s.action, lang) : ''}
                {s.events.length > 0 && <ul class="events">{s.events.map((e) => <EventLine e={e} lang={lang} strings={strings} />)}</ul>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
