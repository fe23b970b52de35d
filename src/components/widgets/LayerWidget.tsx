// The layer system (613) on a board: permanents and continuous effects, one of 613's Examples
// preloaded. The reader removes or adds effects, changes timestamps and counters; the engine
// (layerTrace, whose result is characteristics(state, object)) applies the effects layer by layer
// — 1a, 1b, 2, 3, 4, 5, 6, 7a–7d — and each step shows the rule and the timestamp or dependency
// that put it there. A board that makes no sense (a timestamp that is no number, two sharing one,
// an effect on a removed permanent) is answered with what is wrong, not a result.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LayerStep } from '../../../engine/index';
import {
  addEffect,
  changeOf,
  draftOf,
  NEW_KINDS,
  removeEffect,
  removePermanent,
  setCounters,
  setEffectTimestamp,
  setInspect,
  setPermanentTimestamp,
  traceBoard,
  type BoardEffect,
  type LayerDraft,
  type NewEffectForm,
} from './layer-board';
import { LAYER_PRESETS } from './layer-presets';
import {
  abilitiesText,
  cardName,
  changeText,
  colorsText,
  effectName,
  objectName,
  orderText,
  playerName,
  problemText,
  ptText,
  typeLine,
  valueText,
  type Words,
} from './layer-words';
import { RuleLink, RuleLinks } from './rule-links';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';

/** 613.1's layers and the sublayers of 613.2 and 613.4, each with its rule. */
const ROWS: { layer: string; rule: string }[] = [
  { layer: '1a', rule: '613.2a' },
  { layer: '1b', rule: '613.2b' },
  { layer: '2', rule: '613.1b' },
  { layer: '3', rule: '613.1c' },
  { layer: '4', rule: '613.1d' },
  { layer: '5', rule: '613.1e' },
  { layer: '6', rule: '613.1f' },
  { layer: '7a', rule: '613.4a' },
  { layer: '7b', rule: '613.4b' },
  { layer: '7c', rule: '613.4c' },
  { layer: '7d', rule: '613.4d' },
];
/** Layers no board of the widget uses: face-down (708) and text-changing (612) effects. */
const NOT_OFFERED = ['1b', '3'];
const COLORS = ['W', 'U', 'B', 'R', 'G'];
const TYPES = ['Creature', 'Artifact', 'Enchantment', 'Land'];
const KEYWORDS = [
  'flying',
  'haste',
  'trample',
  'vigilance',
  'first strike',
  'deathtouch',
  'lifelink',
  'menace',
  'reach',
  'defender',
  'indestructible',
] as const;

function formFor(d: LayerDraft): NewEffectForm {
  const first = d.permanents[0]?.id ?? '';
  return {
    kind: 'modify',
    target: d.inspect || first,
    power: '1',
    toughness: '1',
    color: 'W',
    type: 'Creature',
    keyword: 'flying',
    player: 'you',
    copy: first,
  };
}

export default function LayerWidget({ lang, strings, uid }: { lang: Lang; strings: Strings; uid: string }) {
  const [draft, setDraft] = useState<LayerDraft>(() => draftOf(LAYER_PRESETS[0]));
  const [form, setForm] = useState<NewEffectForm>(() => formFor(draftOf(LAYER_PRESETS[0])));
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const traced = useMemo(() => traceBoard(draft), [draft]);
  // After a removal, keyboard focus goes to the neighbouring Remove button (or on), never to the page's start.
  const root = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    root.current?.querySelector<HTMLElement>(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const dropEffect = (id: string) => {
    const i = draft.effects.findIndex((e) => e.id === id);
    const near = draft.effects[i + 1] ?? draft.effects[i - 1];
    setDraft(removeEffect(draft, id));
    setFocusNext(near ? `[data-effect="${near.id}"] .layers-remove` : '.layers-add > summary');
  };
  const dropPermanent = (id: string) => {
    const i = draft.permanents.findIndex((p) => p.id === id);
    const near = draft.permanents[i + 1] ?? draft.permanents[i - 1];
    setDraft(removePermanent(draft, id));
    setFocusNext(near ? `[data-permanent="${near.id}"] .layers-remove` : '.layers-reset');
  };
  const w: Words = { strings, lang, draft };
  const t = (key: string, vars?: Record<string, string | number>) => tr(strings, `widget.layers.${key}`, vars);
  const preset = LAYER_PRESETS.find((p) => p.id === draft.presetId)!;
  const id = (s: string) => `${uid}-${s}`;

  const choose = (presetId: string) => {
    const d = draftOf(LAYER_PRESETS.find((p) => p.id === presetId) ?? LAYER_PRESETS[0]);
    setDraft(d);
    setForm(formFor(d));
    setFormProblem(null);
  };
  const setField = (field: keyof NewEffectForm, value: string) => setForm({ ...form, [field]: value } as NewEffectForm);
  const add = () => {
    const r = changeOf(form);
    if (!r.ok) {
      setFormProblem(t('add.bad', { field: t(`add.${r.field}`), text: r.text }));
      return;
    }
    setFormProblem(null);
    // A select whose chosen permanent was removed shows (and means) the first one left.
    const here = (x: string) => (draft.permanents.some((p) => p.id === x) ? x : draft.permanents[0].id);
    const change = r.change.layer === '1a' ? { ...r.change, copy: here(r.change.copy) } : r.change;
    setDraft(addEffect(draft, [here(form.target)], [change]));
  };

  const renderStep = (step: LayerStep) => {
    if (step.kind === 'face-down') {
      return (
        <li class="layer-step" data-step="face-down" data-applies="true">
          <span class="step-what">{t('faceDownStep')}</span>{' '}
          <span class="step-value">→ {valueText(w, '1b', step.after)}</span>{' '}
          <span class="step-rules">
            (<RuleLinks rules={step.rules} lang={lang} strings={strings} />)
          </span>
        </li>
      );
    }
    if (step.kind === 'counters') {
      return (
        <li class="layer-step" data-step="counters" data-applies="true">
          <span class="step-what">
            {step.net > 0 ? t('counterStep', { n: step.net }) : t('minusCounterStep', { n: -step.net })}
          </span>{' '}
          <span class="step-value">→ {ptText(step.after)}</span>{' '}
          <span class="step-rules">
            (<RuleLinks rules={step.rules} lang={lang} strings={strings} />)
          </span>
        </li>
      );
    }
    const status = step.gone
      ? t('gone')
      : !step.applies
        ? t('notApplies', { name: objectName(w, traced.ok ? traced.trace.object : '') })
        : null;
    return (
      <li
        class="layer-step"
        data-step="effect"
        data-effect={step.effect}
        data-order={step.order}
        data-applies={String(step.applies)}
      >
        <span class="step-what">
          <strong>{effectName(w, step.effect)}</strong>
          {t('colon')}
          {step.changes.map((m) => changeText(w, m)).join(t('sep'))}
        </span>
        <span class="step-meta">
          {t('timestampIs', { n: step.timestamp })} · {orderText(w, step)}
          {step.continued && !step.gone && <> · {t('continued')}</>}
          {status && <> · {status}</>}
        </span>{' '}
        {step.applies && <span class="step-value">→ {valueText(w, step.layer, step.after)}</span>}{' '}
        <span class="step-rules">
          (<RuleLinks rules={step.rules} lang={lang} strings={strings} />)
        </span>
      </li>
    );
  };

  const effectLine = (e: BoardEffect) => (
    <li class="layers-effect" data-effect={e.id}>
      <span class="layers-effect-name">
        <strong>{effectName(w, e.id)}</strong>
        {e.text && <> “{nameIn(e.text.en, e.text.zh, lang)}”</>}
      </span>
      <ul class="layers-parts">
        {e.changes.map((m) => (
          <li>
            {t('layerShort', { n: m.layer })}
            {t('colon')}
            {changeText(w, m)}
          </li>
        ))}
      </ul>
      <span class="layers-controls">
        <span>{t('affects', { names: e.objects.map((o) => objectName(w, o)).join(t('sep')) })}</span>{' '}
        <label>
          {t('timestamp')}{' '}
          <input
            type="text"
            inputMode="numeric"
            size={3}
            value={e.timestamp}
            aria-label={t('timestampOf', { name: effectName(w, e.id) })}
            onInput={(ev) => setDraft(setEffectTimestamp(draft, e.id, (ev.currentTarget as HTMLInputElement).value))}
          />
        </label>
        <button
          type="button"
          class="layers-remove"
          aria-label={t('removeWhat', { what: effectName(w, e.id) })}
          onClick={() => dropEffect(e.id)}
        >
          {t('remove')}
        </button>
      </span>
    </li>
  );

  const trace = traced.ok ? traced.trace : null;
  const result = trace?.result;
  const dies = !!result && result.types.includes('Creature') && (result.toughness ?? 0) <= 0;

  return (
    <div class="widget widget-layers" role="group" aria-labelledby={id('h')} ref={root}>
      <h2 id={id('h')}>{t('title')}</h2>
      <p>{t('intro')}</p>
      <p class="layers-scenario">
        <label for={id('preset')}>{tr(strings, 'widget.scenario')}</label>{' '}
        <select
          id={id('preset')}
          value={draft.presetId}
          onChange={(e) => choose((e.currentTarget as HTMLSelectElement).value)}
        >
          {LAYER_PRESETS.map((p) => (
            <option value={p.id}>{t(`preset.${p.id}`)}</option>
          ))}
        </select>{' '}
        <button type="button" class="layers-reset" onClick={() => choose(draft.presetId)}>
          {t('reset')}
        </button>
      </p>
      <p class="layers-hint">
        {preset.source && (
          <>
            <RuleLink rule={preset.source.rule} lang={lang} strings={strings} />{' '}
          </>
        )}
        {t(`hint.${preset.id}`)}
      </p>

      <fieldset class="layers-permanents">
        <legend>{t('permanents')}</legend>
        <ul>
          {draft.permanents.map((p) => (
            <li class="layers-permanent" data-permanent={p.id}>
              <span>
                <strong>{cardName(w, p.card)}</strong>{' '}
                <span class="layers-printed">
                  {typeLine(w, { types: p.card.types, subtypes: p.card.subtypes ?? [] })} ·{' '}
                  {colorsText(w, p.card.colors)} · {ptText(p.card)}
                  {p.card.keywords?.length || p.card.abilities?.length ? (
                    <>
                      {' '}
                      ·{' '}
                      {abilitiesText(w, {
                        keywords: p.card.keywords ?? [],
                        abilities: (p.card.abilities ?? []).map((def, key) => ({ key, def })),
                      })}
                    </>
                  ) : null}
                  {' · '}
                  {t('controlledBy', { player: playerName(w, p.controller) })}
                </span>
              </span>
              <span class="layers-controls">
                <label>
                  {t('timestamp')}{' '}
                  <input
                    type="text"
                    inputMode="numeric"
                    size={3}
                    value={p.timestamp}
                    aria-label={t('timestampOf', { name: cardName(w, p.card) })}
                    onInput={(e) =>
                      setDraft(setPermanentTimestamp(draft, p.id, (e.currentTarget as HTMLInputElement).value))
                    }
                  />
                </label>
                <label>
                  {t('counters')}{' '}
                  <input
                    type="text"
                    inputMode="numeric"
                    size={3}
                    value={p.counters}
                    aria-label={t('countersOf', { name: cardName(w, p.card) })}
                    onInput={(e) => setDraft(setCounters(draft, p.id, (e.currentTarget as HTMLInputElement).value))}
                  />
                </label>
                <button
                  type="button"
                  class="layers-remove"
                  aria-label={t('removeWhat', { what: cardName(w, p.card) })}
                  onClick={() => dropPermanent(p.id)}
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
        {draft.permanents.some((p) => p.card.abilities?.length) && (
          <p class="layers-note">
            {t('staticNote')} (<RuleLink rule="613.7a" lang={lang} strings={strings} />)
          </p>
        )}
      </fieldset>

      <fieldset class="layers-effects">
        <legend>{t('effects')}</legend>
        {draft.effects.length ? <ol>{draft.effects.map(effectLine)}</ol> : <p>{t('noEffects')}</p>}
        <details class="layers-add">
          <summary>{t('add.title')}</summary>
          <div class="layers-add-form">
            <span class="layers-field">
              <label for={id('add-kind')}>{t('add.kind')}</label>{' '}
              <select
                id={id('add-kind')}
                value={form.kind}
                onChange={(e) => setField('kind', (e.currentTarget as HTMLSelectElement).value)}
              >
                {NEW_KINDS.map((k) => (
                  <option value={k}>{t(`kind.${k}`)}</option>
                ))}
              </select>
            </span>
            <span class="layers-field">
              <label for={id('add-target')}>{t('add.target')}</label>{' '}
              <select
                id={id('add-target')}
                value={form.target}
                onChange={(e) => setField('target', (e.currentTarget as HTMLSelectElement).value)}
              >
                {draft.permanents.map((p) => (
                  <option value={p.id}>{cardName(w, p.card)}</option>
                ))}
              </select>
            </span>
            {(form.kind === 'set' || form.kind === 'modify') && (
              <>
                <span class="layers-field">
                  <label for={id('add-power')}>{t('add.power')}</label>{' '}
                  <input
                    id={id('add-power')}
                    type="text"
                    inputMode="numeric"
                    size={3}
                    value={form.power}
                    onInput={(e) => setField('power', (e.currentTarget as HTMLInputElement).value)}
                  />
                </span>
                <span class="layers-field">
                  <label for={id('add-toughness')}>{t('add.toughness')}</label>{' '}
                  <input
                    id={id('add-toughness')}
                    type="text"
                    inputMode="numeric"
                    size={3}
                    value={form.toughness}
                    onInput={(e) => setField('toughness', (e.currentTarget as HTMLInputElement).value)}
                  />
                </span>
              </>
            )}
            {form.kind === 'color' && (
              <span class="layers-field">
                <label for={id('add-color')}>{t('add.color')}</label>{' '}
                <select
                  id={id('add-color')}
                  value={form.color}
                  onChange={(e) => setField('color', (e.currentTarget as HTMLSelectElement).value)}
                >
                  {COLORS.map((c) => (
                    <option value={c}>{tr(strings, `widget.color.${c}`)}</option>
                  ))}
                </select>
              </span>
            )}
            {form.kind === 'type' && (
              <span class="layers-field">
                <label for={id('add-type')}>{t('add.type')}</label>{' '}
                <select
                  id={id('add-type')}
                  value={form.type}
                  onChange={(e) => setField('type', (e.currentTarget as HTMLSelectElement).value)}
                >
                  {TYPES.map((c) => (
                    <option value={c}>{tr(strings, `widget.type.${c}`)}</option>
                  ))}
                </select>
              </span>
            )}
            {form.kind === 'gain' && (
              <span class="layers-field">
                <label for={id('add-keyword')}>{t('add.keyword')}</label>{' '}
                <select
                  id={id('add-keyword')}
                  value={form.keyword}
                  onChange={(e) => setField('keyword', (e.currentTarget as HTMLSelectElement).value)}
                >
                  {KEYWORDS.map((k) => (
                    <option value={k}>{tr(strings, `widget.kw.${k.replace(/\s+/g, '-')}`)}</option>
                  ))}
                </select>
              </span>
            )}
            {form.kind === 'control' && (
              <span class="layers-field">
                <label for={id('add-player')}>{t('add.player')}</label>{' '}
                <select
                  id={id('add-player')}
                  value={form.player}
                  onChange={(e) => setField('player', (e.currentTarget as HTMLSelectElement).value)}
                >
                  {['you', 'opp'].map((pl) => (
                    <option value={pl}>{playerName(w, pl)}</option>
                  ))}
                </select>
              </span>
            )}
            {form.kind === 'copy' && (
              <span class="layers-field">
                <label for={id('add-copy')}>{t('add.copy')}</label>{' '}
                <select
                  id={id('add-copy')}
                  value={form.copy}
                  onChange={(e) => setField('copy', (e.currentTarget as HTMLSelectElement).value)}
                >
                  {draft.permanents.map((p) => (
                    <option value={p.id}>{cardName(w, p.card)}</option>
                  ))}
                </select>
              </span>
            )}
            <button type="button" class="layers-add-button" disabled={draft.permanents.length === 0} onClick={add}>
              {t('add.button')}
            </button>
            {formProblem && (
              <p class="verdict is-illegal" role="alert">
                {formProblem}
              </p>
            )}
          </div>
        </details>
      </fieldset>

      {!traced.ok ? (
        <div class="verdict is-illegal layers-problems" data-verdict="nonsense" role="alert">
          <p>{t('problems')}</p>
          <ul>
            {traced.problems.map((p) => (
              <li>{problemText(w, p)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <section class="layers-trace" aria-labelledby={id('trace-h')}>
          <h3 id={id('trace-h')}>
            <label for={id('inspect')}>{t('inspect')}</label>{' '}
            <select
              id={id('inspect')}
              value={trace!.object}
              onChange={(e) => setDraft(setInspect(draft, (e.currentTarget as HTMLSelectElement).value))}
            >
              {draft.permanents.map((p) => (
                <option value={p.id}>{cardName(w, p.card)}</option>
              ))}
            </select>
          </h3>
          <p class="layers-printed-line">
            <strong>{t('printed')}</strong> (<RuleLink rule="613.1" lang={lang} strings={strings} />){t('colon')}
            {valueText(w, '1a', trace!.printed)} · {abilitiesText(w, trace!.printed)}
          </p>
          <ol class="layers">
            {ROWS.map(({ layer, rule }) => {
              const steps = trace!.steps.filter((s) => s.layer === layer);
              return (
                <li class="layer" data-layer={layer} data-steps={steps.length}>
                  <span class="layer-head">
                    <span class="layer-id">{t('layerShort', { n: layer })}</span> {t(`layerName.${layer}`)} (
                    <RuleLink rule={rule} lang={lang} strings={strings} />)
                  </span>
                  {steps.length ? (
                    <ol class="layer-steps">{steps.map(renderStep)}</ol>
                  ) : (
                    <span class="layer-none">
                      {' '}
                      — {NOT_OFFERED.includes(layer) ? t(`notModelled.${layer}`) : t('nothing')}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <p class="layers-result" aria-live="polite" data-result={`${ptText(result!)}`}>
            <strong>{t('result')}</strong>
            {t('colon')}
            {valueText(w, '1a', result!)} · {abilitiesText(w, result!)} ·{' '}
            {t('controlledBy', { player: playerName(w, result!.controller) })}
          </p>
          {dies && (
            <p class="verdict is-expected layers-dies">
              {t('dies')} (<RuleLink rule="704.5f" lang={lang} strings={strings} />)
            </p>
          )}
        </section>
      )}
    </div>
  );
}
