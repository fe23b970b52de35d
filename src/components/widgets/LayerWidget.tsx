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
import NumberField from './NumberField';
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
import { Cited, RuleLink } from './rule-links';
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
  /** One choice of the new-effect form: its label and a select of `values`, each shown as `shown` says. */
  const choice = (
    field: Exclude<keyof NewEffectForm, 'power' | 'toughness'>,
    values: readonly string[],
    shown: (value: string) => string,
  ) => (
    <span class="layers-field">
      <label for={id(`add-${field}`)}>{t(`add.${field}`)}</label>{' '}
      <select
        id={id(`add-${field}`)}
        value={form[field]}
        onChange={(e) => setField(field, (e.currentTarget as HTMLSelectElement).value)}
      >
        {values.map((v) => (
          <option value={v}>{shown(v)}</option>
        ))}
      </select>
    </span>
  );
  const permanentIds = draft.permanents.map((p) => p.id);
  const permanentName = (pid: string) => cardName(w, draft.permanents.find((p) => p.id === pid)!.card);
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
          <span class="step-value">→ {valueText(w, '1b', step.after)}</span>
          <span class="step-rules">
            <Cited rules={step.rules} lang={lang} strings={strings} />
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
          <span class="step-value">→ {ptText(step.after)}</span>
          <span class="step-rules">
            <Cited rules={step.rules} lang={lang} strings={strings} />
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
        {step.applies && <span class="step-value">→ {valueText(w, step.layer, step.after)}</span>}
        <span class="step-rules">
          <Cited rules={step.rules} lang={lang} strings={strings} />
        </span>
      </li>
    );
  };

  /** The timestamp of what is named `name` (an effect or a permanent), as typed; `set` is the draft with a new one. */
  const timestampField = (name: string, value: string, set: (text: string) => LayerDraft) => (
    <NumberField
      label={t('timestamp')}
      aria={t('timestampOf', { name })}
      value={value}
      onText={(text) => setDraft(set(text))}
    />
  );
  const removeButton = (what: string, drop: () => void) => (
    <button type="button" class="layers-remove" aria-label={t('removeWhat', { what })} onClick={drop}>
      {t('remove')}
    </button>
  );

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
        {timestampField(effectName(w, e.id), e.timestamp, (text) => setEffectTimestamp(draft, e.id, text))}
        {removeButton(effectName(w, e.id), () => dropEffect(e.id))}
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
                {timestampField(cardName(w, p.card), p.timestamp, (text) => setPermanentTimestamp(draft, p.id, text))}
                <NumberField
                  label={t('counters')}
                  aria={t('countersOf', { name: cardName(w, p.card) })}
                  value={p.counters}
                  onText={(text) => setDraft(setCounters(draft, p.id, text))}
                />
                {removeButton(cardName(w, p.card), () => dropPermanent(p.id))}
              </span>
            </li>
          ))}
        </ul>
        {draft.permanents.some((p) => p.card.abilities?.length) && (
          <p class="layers-note">
            {t('staticNote')}
            <Cited rules={['613.7a']} lang={lang} strings={strings} />
          </p>
        )}
      </fieldset>

      <fieldset class="layers-effects">
        <legend>{t('effects')}</legend>
        {draft.effects.length ? <ol>{draft.effects.map(effectLine)}</ol> : <p>{t('noEffects')}</p>}
        <details class="layers-add">
          <summary>{t('add.title')}</summary>
          <div class="layers-add-form">
            {choice('kind', NEW_KINDS, (k) => t(`kind.${k}`))}
            {choice('target', permanentIds, permanentName)}
            {(form.kind === 'set' || form.kind === 'modify') &&
              (['power', 'toughness'] as const).map((field) => (
                <span class="layers-field">
                  <NumberField label={t(`add.${field}`)} value={form[field]} onText={(text) => setField(field, text)} />
                </span>
              ))}
            {form.kind === 'color' && choice('color', COLORS, (c) => tr(strings, `widget.color.${c}`))}
            {form.kind === 'type' && choice('type', TYPES, (c) => tr(strings, `widget.type.${c}`))}
            {form.kind === 'gain' &&
              choice('keyword', KEYWORDS, (k) => tr(strings, `widget.kw.${k.replace(/\s+/g, '-')}`))}
            {form.kind === 'control' && choice('player', ['you', 'opp'], (pl) => playerName(w, pl))}
            {form.kind === 'copy' && choice('copy', permanentIds, permanentName)}
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
            <strong>{t('printed')}</strong>
            <Cited rules={['613.1']} lang={lang} strings={strings} />
            {t('colon')}
            {valueText(w, '1a', trace!.printed)} · {abilitiesText(w, trace!.printed)}
          </p>
          <ol class="layers">
            {ROWS.map(({ layer, rule }) => {
              const steps = trace!.steps.filter((s) => s.layer === layer);
              return (
                <li class="layer" data-layer={layer} data-steps={steps.length}>
                  <span class="layer-head">
                    <span class="layer-id">{t('layerShort', { n: layer })}</span> {t(`layerName.${layer}`)}
                    <Cited rules={[rule]} lang={lang} strings={strings} />
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
              {t('dies')}
              <Cited rules={['704.5f']} lang={lang} strings={strings} />
            </p>
          )}
        </section>
      )}
    </div>
  );
}
