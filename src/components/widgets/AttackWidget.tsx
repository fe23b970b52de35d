// Declaring attackers under requirements and restrictions (508.1c–d). The reader picks each
// creature's ability and which creatures attack; the engine's combat module says whether the
// declaration is legal and why not, how many requirements can be obeyed (legalAttackDeclarations),
// and its verdict on every other possible declaration.
import { useMemo, useState } from 'preact/hooks';
import { checkAttackDeclaration, legalAttackDeclarations } from '../../../engine/combat/index';
import { DeclarationTable, everyChoice } from './declarations';
import type { Attack, CombatView, Keyword } from '../../../engine/combat/types';
import { ATTACK_PRESETS } from './attack-presets';
import { ATTACK_WORDS, type AttackWord, wordKey } from './combat-words';
import { Cited } from './rule-links';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';
import type { Speech } from './engine-messages';
import { Verdict, type VerdictData } from './Verdict';

interface Row {
  id: string;
  name: string;
  nameZh: string;
  power: number;
  toughness: number;
  word: AttackWord;
  attacks: boolean;
}

function rowsOf(presetId: string): { rows: Row[]; onlyOne: boolean } {
  const p = ATTACK_PRESETS.find((x) => x.id === presetId) ?? ATTACK_PRESETS[0];
  return {
    rows: p.creatures.map(({ creature: c, word }) => ({
      id: c.id,
      name: c.name ?? c.id,
      nameZh: c.nameZh ?? '',
      power: c.power,
      toughness: c.toughness,
      word,
      attacks: false,
    })),
    onlyOne: p.onlyOne,
  };
}

function viewOf(rows: Row[], onlyOne: boolean): CombatView {
  return {
    attackingPlayer: 'you',
    defendingPlayers: ['opponent'],
    permanents: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameZh: r.nameZh,
      controller: 'you',
      types: ['Creature'],
      colors: [],
      power: r.power,
      toughness: r.toughness,
      damage: 0,
      tapped: false,
      summoningSick: false,
      keywords: r.word === 'none' ? [] : [r.word as Keyword],
    })),
    ...(onlyOne ? { limits: { maxAttackers: 1 } } : {}),
  };
}

export default function AttackWidget({ lang, strings, uid }: { lang: Lang; strings: Strings; uid: string }) {
  const [presetId, setPresetId] = useState(ATTACK_PRESETS[0].id);
  const [{ rows, onlyOne }, setState] = useState(() => rowsOf(ATTACK_PRESETS[0].id));
  const [verdict, setVerdict] = useState<VerdictData | null>(null);
  const view = useMemo(() => viewOf(rows, onlyOne), [rows, onlyOne]);
  const legal = useMemo(() => legalAttackDeclarations(view, 32), [view]);
  const every = useMemo(
    () =>
      everyChoice(rows.map(() => [false, true])).map((chosen) => {
        const attacks: Attack[] = rows.filter((_, i) => chosen[i]).map((r) => ({ attacker: r.id, target: 'opponent' }));
        return { declaration: attacks, text: '', check: checkAttackDeclaration(view, attacks) };
      }),
    [view],
  );
  const nameById = (id: string) => {
    const r = rows.find((x) => x.id === id);
    return r ? nameIn(r.name, r.nameZh, lang) : id;
  };

  const update = (f: (rs: Row[]) => Row[], nextOnlyOne = onlyOne) => {
    setState({ rows: f(rows), onlyOne: nextOnlyOne });
    setVerdict(null);
  };
  const declare = () => {
    const attacks: Attack[] = rows.filter((r) => r.attacks).map((r) => ({ attacker: r.id, target: 'opponent' }));
    const result = checkAttackDeclaration(view, attacks);
    if (result.ok) {
      setVerdict({
        ok: true,
        note: tr(strings, 'widget.attack.obeys', { obeyed: result.obeyed, maximum: result.maximum }),
      });
    } else {
      const findings = result.detail?.findings ?? [];
      setVerdict({
        ok: false,
        message: (s) => s.refusal(result),
        rules: result.rules,
        details: findings.map((f) => ({ message: (s: Speech) => s.refusal(f), rules: f.rules })),
      });
    }
  };
  const declarationText = (d: Attack[]) =>
    d.length === 0
      ? tr(strings, 'widget.attack.none')
      : d.map((a) => nameById(a.attacker)).join(tr(strings, 'widget.list.sep'));

  return (
    <div class="widget widget-attack" role="group" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{tr(strings, 'widget.attack.title')}</h2>
      <p>{tr(strings, 'widget.attack.intro')}</p>
      <p>
        <label for={`${uid}-preset`}>{tr(strings, 'widget.scenario')}</label>{' '}
        <select
          id={`${uid}-preset`}
          value={presetId}
          onChange={(e) => {
            const id = (e.currentTarget as HTMLSelectElement).value;
            setPresetId(id);
            setState(rowsOf(id));
            setVerdict(null);
          }}
        >
          {ATTACK_PRESETS.map((p) => (
            <option value={p.id}>{tr(strings, `widget.attack.preset.${p.id}`)}</option>
          ))}
        </select>
      </p>
      <fieldset>
        <legend>{tr(strings, 'widget.attack.creatures')}</legend>
        <table>
          <thead>
            <tr>
              <th scope="col">{tr(strings, 'widget.creature')}</th>
              <th scope="col">{tr(strings, 'widget.ability')}</th>
              <th scope="col">{tr(strings, 'widget.attack.attacks')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <th scope="row">
                  {nameIn(r.name, r.nameZh, lang)} {r.power}/{r.toughness}
                </th>
                <td>
                  <select
                    aria-label={tr(strings, 'widget.abilityOf', { name: nameIn(r.name, r.nameZh, lang) })}
                    value={r.word}
                    onChange={(e) => {
                      const word = (e.currentTarget as HTMLSelectElement).value as AttackWord;
                      update((rs) => rs.map((x) => (x.id === r.id ? { ...x, word } : x)));
                    }}
                  >
                    {ATTACK_WORDS.map((w) => (
                      <option value={w}>{tr(strings, wordKey(w))}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={r.attacks}
                      onChange={(e) => {
                        const attacks = (e.currentTarget as HTMLInputElement).checked;
                        update((rs) => rs.map((x) => (x.id === r.id ? { ...x, attacks } : x)));
                      }}
                    />{' '}
                    {tr(strings, 'widget.attack.attacksName', { name: nameIn(r.name, r.nameZh, lang) })}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <label>
          <input
            type="checkbox"
            checked={onlyOne}
            onChange={(e) => update((rs) => rs, (e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {tr(strings, 'widget.attack.onlyOne')}
        </label>
      </fieldset>
      <button type="button" onClick={declare}>
        {tr(strings, 'widget.attack.declare')}
      </button>
      <div aria-live="polite" class="widget-result">
        <Verdict verdict={verdict} lang={lang} strings={strings} />
      </div>
      <details class="widget-legal">
        <summary>{tr(strings, 'widget.legalList', { n: legal.declarations.length })}</summary>
        <p>
          {tr(strings, 'widget.maximum', { n: legal.maximum })}
          <Cited rules={['508.1c', '508.1d']} lang={lang} strings={strings} />
        </p>
        <DeclarationTable
          rows={every.map((r) => ({ ...r, text: declarationText(r.declaration) }))}
          lang={lang}
          strings={strings}
          caption={tr(strings, 'widget.everyDeclaration')}
          choose={(d) => update((rs) => rs.map((x) => ({ ...x, attacks: d.some((a) => a.attacker === x.id) })))}
        />
      </details>
    </div>
  );
}
