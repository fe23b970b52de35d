// A turn, step by step (500–514): the real engine from the untap step to the cleanup step. Each
// "Next" answers what the engine asks — usually the player with priority passes — and shows the
// events that follow (turn-based actions, triggers put on the stack, who receives priority), each
// citing its rule. The reader chooses attackers and blockers; "Back" returns to an earlier state.
import { useState } from 'preact/hooks';
import { apply, gameOver, namesIn, pendingDecision, startValidatedGame } from '../../../engine/play';
import type { Action, GameEvent, GameState } from '../../../engine/types';
import { Board, stepLabel } from './Board';
import { boardOf } from './board-of';
import { Cited } from './rule-links';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';
import { EventLine } from './TracePlayer';
import { traceEvents, useSpeech } from './engine-messages';
import { Verdict, type VerdictData } from './Verdict';
import { answer, walkerSetup, type WalkerChoices } from './walker-setup';

const TURN: [string, string][] = [
  ['untap', '502'],
  ['upkeep', '503'],
  ['draw', '504'],
  ['precombat main', '505'],
  ['beginning of combat', '507'],
  ['declare attackers', '508'],
  ['declare blockers', '509'],
  ['combat damage', '510'],
  ['end of combat', '511'],
  ['postcombat main', '505'],
  ['end', '513'],
  ['cleanup', '514'],
];

interface Moment {
  state: GameState;
  did: Action | null;
  events: GameEvent[];
}

function start(): { moments: Moment[]; error: VerdictData | null } {
  // The walker's setup is fixed and checked by a unit test (checkSetup in widgets.test.ts).
  const started = startValidatedGame(walkerSetup());
  if (!started.ok)
    return {
      moments: [],
      error: { ok: false, message: (s) => s.setupError(started.error), rules: started.error.rules ?? [] },
    };
  return { moments: [{ state: started.value.state, did: null, events: started.value.events }], error: null };
}

export default function TurnWalker({ lang, strings, uid }: { lang: Lang; strings: Strings; uid: string }) {
  const [{ moments, error }, setRun] = useState(start);
  const [refusal, setRefusal] = useState<VerdictData | null>(null);
  const [choices, setChoices] = useState<WalkerChoices>({ attackers: ['ana-bears'], blocks: {} });
  const speak = useSpeech(lang);
  if (error || moments.length === 0)
    return (
      <div class="widget">
        <Verdict verdict={error} lang={lang} strings={strings} />
      </div>
    );

  const now = moments[moments.length - 1];
  const firstTurn = moments[0].state.turn.number;
  const over = now.state.turn.number > firstTurn || gameOver(now.state) !== null;
  const decision = over ? null : pendingDecision(now.state);
  const board = boardOf(now.state, decision);
  const name = (id: string) => {
    const p = now.state.players.find((x) => x.id === id);
    if (p) return nameIn(p.name, p.nameZh, lang);
    const o = now.state.objects[id];
    return o ? nameIn(o.card.name, o.card.nameZh, lang) : id;
  };

  const step = (n: number): Moment[] | null => {
    let list = moments;
    for (let i = 0; i < n; i++) {
      const cur = list[list.length - 1];
      if (cur.state.turn.number > firstTurn || gameOver(cur.state) !== null) break;
      const d = pendingDecision(cur.state);
      if (!d) break;
      const action = answer(cur.state, d, choices);
      const r = apply(cur.state, action);
      if (!r.ok) {
        const names = namesIn(cur.state);
        setRefusal({ ok: false, message: (s) => s.refusal(r.error, names), rules: r.error.rules });
        return list === moments ? null : list;
      }
      list = [...list, { state: r.value.state, did: action, events: r.value.events }];
    }
    return list;
  };
  const go = (n: number) => {
    setRefusal(null);
    const list = step(n);
    if (list) setRun({ moments: list, error: null });
  };

  const describe = (a: Action): string => {
    const player = name(a.player);
    const sep = tr(strings, 'widget.list.sep');
    const none = tr(strings, 'widget.walker.nothing');
    switch (a.type) {
      case 'declare-attackers':
        return tr(strings, 'widget.walker.action.declare-attackers', {
          player,
          list: a.attacks.map((x) => name(x.attacker)).join(sep) || none,
        });
      case 'declare-blockers':
        return tr(strings, 'widget.walker.action.declare-blockers', {
          player,
          list: a.blocks.map((x) => `${name(x.blocker)} → ${name(x.attacker)}`).join(sep) || none,
        });
      case 'discard':
        return tr(strings, 'widget.walker.action.discard', { player, list: a.cards.map(name).join(sep) });
      case 'pass-priority':
      case 'order-triggers':
      case 'order-blockers':
      case 'order-attackers':
      case 'assign-combat-damage':
        return tr(strings, `widget.walker.action.${a.type}`, { player });
      default:
        return tr(strings, 'widget.walker.action.other', { player });
    }
  };

  return (
    <div class="widget widget-walker" role="group" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{tr(strings, 'widget.walker.title')}</h2>
      <p>{tr(strings, 'widget.walker.intro')}</p>
      <ol class="walker-steps" aria-label={tr(strings, 'widget.walker.steps')}>
        {TURN.map(([s, section]) => (
          <li
            aria-current={!over && board.step === s ? 'step' : undefined}
            class={!over && board.step === s ? 'is-current' : undefined}
          >
            {stepLabel(strings, s)}
            <Cited rules={[section]} lang={lang} strings={strings} />
          </li>
        ))}
      </ol>
      {decision?.kind === 'declare-attackers' && (
        <fieldset>
          <legend>{tr(strings, 'widget.walker.attackWith')}</legend>
          {(decision.candidates ?? []).map((c) => (
            <label>
              <input
                type="checkbox"
                checked={choices.attackers.includes(c)}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  setChoices({
                    ...choices,
                    attackers: on ? [...choices.attackers, c] : choices.attackers.filter((x) => x !== c),
                  });
                }}
              />{' '}
              {name(c)}
            </label>
          ))}
        </fieldset>
      )}
      {decision?.kind === 'declare-blockers' && (
        <fieldset>
          <legend>{tr(strings, 'widget.walker.blockWith')}</legend>
          {(decision.candidates ?? []).map((c) => (
            <label>
              {name(c)}{' '}
              <select
                value={choices.blocks[c] ?? ''}
                onChange={(e) =>
                  setChoices({
                    ...choices,
                    blocks: { ...choices.blocks, [c]: (e.currentTarget as HTMLSelectElement).value },
                  })
                }
              >
                <option value="">{tr(strings, 'widget.walker.nothing')}</option>
                {(decision.targets ?? []).map((a) => (
                  <option value={a}>{name(a)}</option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <div class="trace-controls">
        <button type="button" onClick={() => go(1)} aria-disabled={over ? 'true' : undefined}>
          {tr(strings, 'widget.walker.next')}
        </button>
        <button
          type="button"
          onClick={() => {
            if (moments.length < 2) return;
            setRefusal(null);
            setRun({ moments: moments.slice(0, -1), error: null });
          }}
          aria-disabled={moments.length < 2 ? 'true' : undefined}
        >
          {tr(strings, 'widget.walker.back')}
        </button>
        <button type="button" onClick={() => go(400)} aria-disabled={over ? 'true' : undefined}>
          {tr(strings, 'widget.walker.toEnd')}
        </button>
        <button
          type="button"
          onClick={() => {
            if (moments.length < 2) return;
            setRefusal(null);
            setRun(start());
          }}
          aria-disabled={moments.length < 2 ? 'true' : undefined}
        >
          {tr(strings, 'widget.walker.restart')}
        </button>
      </div>
      <div class="trace-now" aria-live="polite">
        <Verdict verdict={refusal} lang={lang} strings={strings} />
        <p class="trace-action">{now.did ? describe(now.did) : tr(strings, 'widget.trace.start')}</p>
        {now.events.length ? (
          <ul class="events is-current">
            {(speak ? traceEvents(now.events, namesIn(now.state), speak) : []).map((e) => (
              <EventLine e={e} lang={lang} strings={strings} />
            ))}
          </ul>
        ) : (
          <p>{tr(strings, 'widget.walker.noEvents')}</p>
        )}
        {decision && (
          <p class="walker-decision">
            {speak ? speak.decision(decision, namesIn(now.state)) : ''}
            <Cited rules={decision.rules} lang={lang} strings={strings} />
          </p>
        )}
        {over && (
          <p class="walker-done" data-walker-done="">
            {tr(strings, 'widget.walker.done')}
          </p>
        )}
      </div>
      <Board board={board} lang={lang} strings={strings} />
      {moments.length > 1 && (
        <details class="trace-log">
          <summary>{tr(strings, 'widget.trace.log')}</summary>
          <ol>
            {moments.slice(1).map((m) => (
              <li>
                {m.did && describe(m.did)}
                <ul class="events">
                  {(speak ? traceEvents(m.events, namesIn(m.state), speak) : []).map((e) => (
                    <EventLine e={e} lang={lang} strings={strings} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
