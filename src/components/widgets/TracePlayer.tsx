// Plays back a trace the engine computed: one step per scripted action, each with the events it
// caused (every event cites its rules) and the board after it. Step forward, step back, play all.
// The log shows every event up to the current step; the newest step's events are announced
// through an aria-live region so the reader hears what changed.
// Alternatives the script tries from one position (fixture steps marked `try`) are one step of
// their own: a branch point showing that position, then each alternative with its own outcome
// (and the board it would lead to), never as moves that happened; play goes on from the position.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardView } from './board-model';
import { Board } from './Board';
import { Cited, gap } from './rule-links';
import type { Lang, Strings } from './text';
import { inLang, tr } from './text';
import { withoutRuleTail } from './Verdict';

/** An event the engine emitted, in the page's language (engine-messages.ts). */
export interface TraceEvent {
  type: string;
  rules: string[];
  message: string;
}

type Refusal = { rules: string[]; message: string; expected: boolean };

/** One alternative tried from a branch point's position; the game returns to that position after it. */
export interface TraceAlternative {
  action: { en: string; zh: string };
  /** What the engine did when it accepted the alternative (none when it refused). */
  events: TraceEvent[];
  /** The board the alternative would lead to (when accepted). */
  board?: BoardView;
  refused?: Refusal | null;
  /** The fixture's note on the step. */
  note?: { en: string; zh: string };
}

export interface TraceStep {
  /** What was done (the scripted action), or null for the starting position and branch points. */
  action: { en: string; zh: string } | null;
  events: TraceEvent[];
  board: BoardView;
  /** Set when the engine refused the action (expected or not). */
  refused?: Refusal | null;
  /** A branch point: alternatives tried from the position `board` shows; nothing happened. */
  alternatives?: TraceAlternative[];
  /** The fixture's note on the step. */
  note?: { en: string; zh: string };
}

export function EventLine({ e, lang, strings }: { e: TraceEvent; lang: Lang; strings: Strings }) {
  return (
    <li class="event" data-event={e.type}>
      <span class="event-text">{withoutRuleTail(e.message)}</span>
      <span class="event-rules">
        <Cited rules={e.rules} lang={lang} strings={strings} />
      </span>
    </li>
  );
}

function RefusalLine({ refused, lang, strings }: { refused: Refusal; lang: Lang; strings: Strings }) {
  return (
    <p class={`verdict ${refused.expected ? 'is-expected' : 'is-illegal'}`}>
      {tr(strings, refused.expected ? 'widget.trace.refusedExpected' : 'widget.trace.refused')}
      {gap(lang)}
      {withoutRuleTail(refused.message)}
      <Cited rules={refused.rules} lang={lang} strings={strings} />
    </p>
  );
}

const Note = ({ note, lang }: { note?: { en: string; zh: string }; lang: Lang }) =>
  note ? <p class="trace-note">{inLang(note, lang)}</p> : null;

/** A branch point's alternatives, each with its outcome; `boards` shows each accepted one's board. */
function Alternatives({
  step,
  lang,
  strings,
  boards,
}: {
  step: TraceStep;
  lang: Lang;
  strings: Strings;
  boards: boolean;
}) {
  const list = step.alternatives ?? [];
  return (
    <div class="trace-alternatives">
      <p class="trace-branch">{tr(strings, 'widget.trace.branch', { n: list.length })}</p>
      <ol class="alternatives">
        {list.map((a) => (
          <li class="alternative" data-outcome={a.refused ? 'refused' : 'accepted'}>
            <p class="alternative-action">{inLang(a.action, lang)}</p>
            <Note note={a.note} lang={lang} />
            {a.refused ? (
              <RefusalLine refused={a.refused} lang={lang} strings={strings} />
            ) : (
              <p class="verdict is-legal">{tr(strings, 'widget.trace.allowed')}</p>
            )}
            {a.events.length > 0 && (
              <ul class="events">
                {a.events.map((e) => (
                  <EventLine e={e} lang={lang} strings={strings} />
                ))}
              </ul>
            )}
            {boards && a.board && (
              <details class="alternative-board">
                <summary>{tr(strings, 'widget.trace.alternativeBoard')}</summary>
                <Board board={a.board} lang={lang} strings={strings} />
              </details>
            )}
          </li>
        ))}
      </ol>
      <p class="trace-back-to">{tr(strings, 'widget.trace.backTo')}</p>
    </div>
  );
}

export function TracePlayer({
  steps,
  lang,
  strings,
  label,
}: {
  steps: TraceStep[];
  lang: Lang;
  strings: Strings;
  label: string;
}) {
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timer = useRef<number | null>(null);
  const last = steps.length - 1;

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    timer.current = window.setTimeout(() => setAt((n) => Math.min(n + 1, last)), 450);
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [playing, at, last]);

  const playAll = () => {
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce) {
      setAt(last);
      return;
    }
    if (at >= last) setAt(0);
    setPlaying(true);
  };
  const step = steps[at];
  return (
    <div class="trace" role="group" aria-label={label}>
      <div class="trace-controls">
        <button
          type="button"
          onClick={() => {
            setPlaying(false);
            setAt((n) => Math.max(0, n - 1));
          }}
          aria-disabled={at === 0 ? 'true' : undefined}
        >
          {tr(strings, 'widget.trace.back')}
        </button>
        <button
          type="button"
          onClick={() => {
            setPlaying(false);
            setAt((n) => Math.min(last, n + 1));
          }}
          aria-disabled={at >= last ? 'true' : undefined}
        >
          {tr(strings, 'widget.trace.forward')}
        </button>
        {playing ? (
          <button type="button" onClick={() => setPlaying(false)}>
            {tr(strings, 'widget.trace.pause')}
          </button>
        ) : (
          <button type="button" onClick={playAll}>
            {tr(strings, 'widget.trace.playAll')}
          </button>
        )}
        <span class="trace-position">{tr(strings, 'widget.trace.position', { n: at, total: last })}</span>
      </div>
      <div class="trace-now" aria-live="polite">
        {step.alternatives ? (
          <Alternatives step={step} lang={lang} strings={strings} boards />
        ) : (
          <>
            <p class="trace-action">{step.action ? inLang(step.action, lang) : tr(strings, 'widget.trace.start')}</p>
            <Note note={step.note} lang={lang} />
            {step.refused && <RefusalLine refused={step.refused} lang={lang} strings={strings} />}
            {step.events.length > 0 && (
              <ul class="events is-current">
                {step.events.map((e) => (
                  <EventLine e={e} lang={lang} strings={strings} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {step.alternatives && <p class="board-caption">{tr(strings, 'widget.trace.branchBoard')}</p>}
      <Board board={step.board} lang={lang} strings={strings} />
      {at > 0 && (
        <details class="trace-log">
          <summary>{tr(strings, 'widget.trace.log')}</summary>
          <ol>
            {steps.slice(1, at + 1).map((s) => (
              <li class={s.alternatives ? 'log-branch' : undefined}>
                {s.alternatives ? (
                  <Alternatives step={s} lang={lang} strings={strings} boards={false} />
                ) : (
                  <>
                    {s.action ? inLang(s.action, lang) : ''}
                    {s.refused && <> — {tr(strings, 'fixture.diff.refusedWord')}</>}
                    {s.events.length > 0 && (
                      <ul class="events">
                        {s.events.map((e) => (
                          <EventLine e={e} lang={lang} strings={strings} />
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
