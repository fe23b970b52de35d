// Combat damage assignment (509.2, 510.1c–e). The reader chooses the blockers and their damage
// assignment order, toggles deathtouch and trample, divides each attacker's damage, and picks the
// rules edition; the engine's combat module accepts the total assignment or refuses it, citing
// the rule. Starts from the numbers of 510.1c's and 509.2's Examples.
import { useState } from 'preact/hooks';
import { checkDamageAssignment, lethalDamage } from '../../../engine/combat/index';
import type { DamageCreature } from '../../../engine/combat/types';
import { DamageBlockers } from './DamageBlockers';
import { DAMAGE_PRESETS } from './damage-presets';
import {
  draftOf,
  legalDivisions,
  moveBlocker,
  namesOfDraft,
  readAmounts,
  recipientsOf,
  setAmount,
  setKeyword,
  toCheckInput,
  toggleBlocker,
  type DamageDraft,
  type DraftAttacker,
} from './damage-draft';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';
import { ProfileSelect, Verdict, type VerdictData } from './Verdict';

type Profile = 'classic' | 'foundations';

function AttackerBox({
  a,
  draft,
  uid,
  lang,
  strings,
  change,
}: {
  a: DraftAttacker;
  draft: DamageDraft;
  uid: string;
  lang: Lang;
  strings: Strings;
  change: (d: DamageDraft) => void;
}) {
  const id = a.creature.id;
  const byId = (c: string): DamageCreature | undefined => draft.pool.find((p) => p.id === c);
  const name = (c: DamageCreature) => nameIn(c.name ?? c.id, c.nameZh, lang);
  const attackerName = name(a.creature);
  const classic = draft.profile === 'classic';
  return (
    <fieldset class="damage-attacker">
      <legend>
        {tr(strings, 'widget.damage.attacker', {
          name: attackerName,
          power: a.creature.power,
          toughness: a.creature.toughness,
        })}
      </legend>
      <label>
        <input
          type="checkbox"
          checked={a.deathtouch}
          onChange={(e) => change(setKeyword(draft, id, 'deathtouch', (e.currentTarget as HTMLInputElement).checked))}
        />{' '}
        {tr(strings, 'widget.keyword.deathtouch')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={a.trample}
          onChange={(e) => change(setKeyword(draft, id, 'trample', (e.currentTarget as HTMLInputElement).checked))}
        />{' '}
        {tr(strings, 'widget.keyword.trample')}
      </label>
      <p class="damage-order-label">{tr(strings, classic ? 'widget.damage.order' : 'widget.damage.blockers')}</p>
      <ol class="damage-order">
        {a.blockers.map((b, i) => {
          const c = byId(b);
          if (!c) return null;
          return (
            <li key={b}>
              {name(c)} {c.power}/{c.toughness}
              {c.damage > 0 ? ` (${tr(strings, 'widget.board.damage', { n: c.damage })})` : ''}{' '}
              {classic && (
                <>
                  <button
                    type="button"
                    aria-disabled={i === 0 ? 'true' : undefined}
                    aria-label={tr(strings, 'widget.damage.earlier', { name: name(c) })}
                    onClick={() => change(moveBlocker(draft, id, b, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-disabled={i === a.blockers.length - 1 ? 'true' : undefined}
                    aria-label={tr(strings, 'widget.damage.later', { name: name(c) })}
                    onClick={() => change(moveBlocker(draft, id, b, 1))}
                  >
                    ↓
                  </button>
                </>
              )}
              <button type="button" onClick={() => change(toggleBlocker(draft, id, b))}>
                {tr(strings, 'widget.damage.remove', { name: name(c) })}
              </button>
            </li>
          );
        })}
      </ol>
      {a.candidates
        .filter((c) => !a.blockers.includes(c))
        .map((c) => {
          const cr = byId(c);
          return cr ? (
            <button type="button" onClick={() => change(toggleBlocker(draft, id, c))}>
              {tr(strings, 'widget.damage.add', { name: name(cr) })}
            </button>
          ) : null;
        })}
      <table>
        <thead>
          <tr>
            <th scope="col">{tr(strings, 'widget.damage.recipient')}</th>
            <th scope="col">{tr(strings, 'widget.damage.lethal')}</th>
            <th scope="col">{tr(strings, 'widget.damage.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {recipientsOf(a).map((r) => {
            const c = byId(r);
            const label = c ? name(c) : tr(strings, 'widget.damage.defender');
            const inputId = `${uid}-${id}-${r}`;
            return (
              <tr>
                <th scope="row">
                  <label for={inputId}>{label}</label>
                </th>
                <td>{c ? lethalDamage(c, { deathtouch: a.deathtouch }) : '—'}</td>
                <td>
                  <input
                    id={inputId}
                    type="text"
                    inputMode="numeric"
                    size={4}
                    value={draft.amounts[id]?.[r] ?? ''}
                    aria-label={tr(strings, 'widget.damage.amountTo', { attacker: attackerName, name: label })}
                    onInput={(e) => change(setAmount(draft, id, r, (e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <LegalDivisions
        a={a}
        draft={draft}
        lang={lang}
        strings={strings}
        change={change}
        name={(r) => {
          const c = byId(r);
          return c ? name(c) : tr(strings, 'widget.damage.defender');
        }}
      />
    </fieldset>
  );
}

/** The 510.1c Examples list the legal divisions ("3 and 2, 4 and 1, or 5"); the engine lists them here. */
function LegalDivisions({
  a,
  draft,
  lang,
  strings,
  change,
  name,
}: {
  a: DraftAttacker;
  draft: DamageDraft;
  lang: Lang;
  strings: Strings;
  change: (d: DamageDraft) => void;
  name: (id: string) => string;
}) {
  const id = a.creature.id;
  const legal = legalDivisions(draft, id, checkDamageAssignment);
  if (!legal) return null;
  const text = (split: { to: string; amount: number }[]) =>
    split
      .filter((x) => x.amount > 0)
      .map((x) => tr(strings, 'widget.damage.share', { n: x.amount, name: name(x.to) }))
      .join(tr(strings, 'widget.list.sep'));
  return (
    <details class="damage-divisions">
      <summary>
        {tr(strings, 'widget.damage.divisions', {
          name: nameIn(a.creature.name ?? id, a.creature.nameZh, lang),
          n: legal.length,
        })}
      </summary>
      <ul>
        {legal.map((split) => (
          <li>
            {text(split)}{' '}
            <button
              type="button"
              aria-label={tr(strings, 'widget.chooseThis', { declaration: text(split) })}
              onClick={() => change(split.reduce((d, x) => setAmount(d, id, x.to, String(x.amount)), draft))}
            >
              {tr(strings, 'widget.choose')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function DamageWidget({ lang, strings, uid }: { lang: Lang; strings: Strings; uid: string }) {
  const [draft, setDraft] = useState<DamageDraft>(() => draftOf(DAMAGE_PRESETS[0], 'classic'));
  const [verdict, setVerdict] = useState<VerdictData | null>(null);
  const change = (d: DamageDraft) => {
    setDraft(d);
    setVerdict(null);
  };
  // One name book for the widget's own lines and the engine's messages (namesOfDraft).
  const defender = tr(strings, 'widget.damage.defender');
  const names = namesOfDraft(draft, { en: defender, zh: defender });
  const nameOf = (id: string) => names(id)?.[lang] ?? defender;

  const assign = () => {
    const read = readAmounts(draft);
    if (!read.ok) {
      const p = read.problem;
      setVerdict({
        ok: false,
        note: tr(strings, `widget.damage.bad.${p.kind}`, {
          text: p.text,
          attacker: nameOf(p.attacker),
          name: nameOf(p.recipient),
        }),
      });
      return;
    }
    const result = checkDamageAssignment(toCheckInput(draft, read.assignments), draft.profile);
    if (result.ok) {
      const lines = read.assignments.flatMap((s) =>
        s.assignment
          .filter((x) => x.amount > 0)
          .map((x) =>
            tr(strings, 'widget.damage.deals', { source: nameOf(s.source), n: x.amount, name: nameOf(x.to) }),
          ),
      );
      setVerdict({ ok: true, note: lines.join(tr(strings, 'widget.list.sep')) });
    } else {
      setVerdict({ ok: false, message: (s) => s.refusal(result, names), rules: result.rules });
    }
  };

  return (
    <div class="widget widget-damage" role="group" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{tr(strings, 'widget.damage.title')}</h2>
      <p>{tr(strings, 'widget.damage.intro')}</p>
      <p>
        <label for={`${uid}-preset`}>{tr(strings, 'widget.scenario')}</label>{' '}
        <select
          id={`${uid}-preset`}
          value={draft.presetId}
          onChange={(e) => {
            const p =
              DAMAGE_PRESETS.find((x) => x.id === (e.currentTarget as HTMLSelectElement).value) ?? DAMAGE_PRESETS[0];
            change(draftOf(p, draft.profile));
          }}
        >
          {DAMAGE_PRESETS.map((p) => (
            <option value={p.id}>{tr(strings, `widget.damage.preset.${p.id}`)}</option>
          ))}
        </select>
      </p>
      <ProfileSelect
        id={`${uid}-profile`}
        value={draft.profile}
        strings={strings}
        onChange={(v: Profile) => change({ ...draft, profile: v })}
      />
      {draft.attackers.map((a) => (
        <AttackerBox a={a} draft={draft} uid={uid} lang={lang} strings={strings} change={change} />
      ))}
      <button type="button" onClick={assign}>
        {tr(strings, 'widget.damage.assign')}
      </button>
      <div aria-live="polite" class="widget-result">
        <Verdict verdict={verdict} lang={lang} strings={strings} />
      </div>
      <DamageBlockers draft={draft} change={change} uid={uid} lang={lang} strings={strings} />
    </div>
  );
}
