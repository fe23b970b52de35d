// Declaring blockers with menace and "blocks each combat if able" (509.1b–c and 509.1c's Example).
// The reader picks, for each of their creatures, which attacker it blocks (or none), toggles menace
// and the blocking requirement; the engine's combat module judges, and gives its verdict on every
// possible declaration (legal ones and, for the others, the rule each breaks).
import { useMemo, useState } from 'preact/hooks';
import { checkBlockDeclaration, legalBlockDeclarations } from '../../../engine/combat/index';
import { DeclarationTable, everyChoice } from './declarations';
import type { Block, CombatView, Keyword } from '../../../engine/combat/types';
import { BLOCK_WORDS, type BlockWord, wordKey } from './combat-words';
import { BLOCK_PRESETS } from './block-presets';
import { Cited } from './rule-links';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';
import type { Speech } from './engine-messages';
import { Verdict, type VerdictData } from './Verdict';

interface Side {
  id: string;
  name: string;
  nameZh: string;
  power: number;
  toughness: number;
}
interface Draft {
  presetId: string;
  attackers: (Side & { menace: boolean })[];
  blockers: (Side & { word: BlockWord; blocks: string })[];
}

function draftOf(id: string): Draft {
  const p = BLOCK_PRESETS.find((x) => x.id === id) ?? BLOCK_PRESETS[0];
  const side = (c: { id: string; name?: string; nameZh?: string; power: number; toughness: number }): Side => ({
    id: c.id,
    name: c.name ?? c.id,
    nameZh: c.nameZh ?? '',
    power: c.power,
    toughness: c.toughness,
  });
  return {
    presetId: p.id,
    attackers: p.attackers.map((a) => ({ ...side(a.creature), menace: a.menace })),
    blockers: p.blockers.map((b) => ({ ...side(b.creature), word: b.word, blocks: '' })),
  };
}

function viewOf(d: Draft): CombatView {
  const base = { types: ['Creature'], colors: [], damage: 0, tapped: false, summoningSick: false };
  return {
    attackingPlayer: 'opponent',
    defendingPlayers: ['you'],
    blockingPlayer: 'you',
    permanents: [
      ...d.attackers.map((a) => ({
        ...base,
        id: a.id,
        name: a.name,
        nameZh: a.nameZh,
        controller: 'opponent',
        power: a.power,
        toughness: a.toughness,
        tapped: true,
        keywords: (a.menace ? ['menace'] : []) as Keyword[],
      })),
      ...d.blockers.map((b) => ({
        ...base,
        id: b.id,
        name: b.name,
        nameZh: b.nameZh,
        controller: 'you',
        power: b.power,
        toughness: b.toughness,
        keywords: (b.word === 'none' ? [] : [b.word]) as Keyword[],
      })),
    ],
    attacks: d.attackers.map((a) => ({ attacker: a.id, target: 'you' })),
  };
}

export default function BlockWidget({ lang, strings, uid }: { lang: Lang; strings: Strings; uid: string }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(BLOCK_PRESETS[0].id));
  const [verdict, setVerdict] = useState<VerdictData | null>(null);
  const view = useMemo(() => viewOf(draft), [draft]);
  const legal = useMemo(() => legalBlockDeclarations(view, 32), [view]);
  const every = useMemo(
    () =>
      everyChoice(draft.blockers.map(() => ['', ...draft.attackers.map((a) => a.id)])).map((chosen) => {
        const blocks: Block[] = draft.blockers.flatMap((b, i) =>
          chosen[i] ? [{ blocker: b.id, attacker: chosen[i] }] : [],
        );
        return { declaration: blocks, text: '', check: checkBlockDeclaration(view, blocks) };
      }),
    [view],
  );
  const change = (d: Draft) => {
    setDraft(d);
    setVerdict(null);
  };
  const nm = (s: Side) => nameIn(s.name, s.nameZh, lang);
  const nameById = (id: string) => {
    const s = [...draft.attackers, ...draft.blockers].find((x) => x.id === id);
    return s ? nm(s) : id;
  };

  const declare = () => {
    const blocks: Block[] = draft.blockers.filter((b) => b.blocks).map((b) => ({ blocker: b.id, attacker: b.blocks }));
    const result = checkBlockDeclaration(view, blocks);
    if (result.ok)
      setVerdict({
        ok: true,
        note: tr(strings, 'widget.block.obeys', { obeyed: result.obeyed, maximum: result.maximum }),
      });
    else {
      const findings = result.detail?.findings ?? [];
      setVerdict({
        ok: false,
        message: (s) => s.refusal(result),
        rules: result.rules,
        details: findings.map((f) => ({ message: (s: Speech) => s.refusal(f), rules: f.rules })),
      });
    }
  };
  const declarationText = (d: Block[]) =>
    d.length === 0
      ? tr(strings, 'widget.block.none')
      : d
          .map((b) =>
            tr(strings, 'widget.block.pair', { blocker: nameById(b.blocker), attacker: nameById(b.attacker) }),
          )
          .join(tr(strings, 'widget.list.sep'));

  return (
    <div class="widget widget-block" role="group" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{tr(strings, 'widget.block.title')}</h2>
      <p>{tr(strings, 'widget.block.intro')}</p>
      <p>
        <label for={`${uid}-preset`}>{tr(strings, 'widget.scenario')}</label>{' '}
        <select
          id={`${uid}-preset`}
          value={draft.presetId}
          onChange={(e) => change(draftOf((e.currentTarget as HTMLSelectElement).value))}
        >
          {BLOCK_PRESETS.map((p) => (
            <option value={p.id}>{tr(strings, `widget.block.preset.${p.id}`)}</option>
          ))}
        </select>
      </p>
      <fieldset>
        <legend>{tr(strings, 'widget.block.attackers')}</legend>
        {draft.attackers.map((a) => (
          <label>
            <input
              type="checkbox"
              checked={a.menace}
              onChange={(e) => {
                const menace = (e.currentTarget as HTMLInputElement).checked;
                change({ ...draft, attackers: draft.attackers.map((x) => (x.id === a.id ? { ...x, menace } : x)) });
              }}
            />{' '}
            {tr(strings, 'widget.block.hasMenace', { name: nm(a), power: a.power, toughness: a.toughness })}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{tr(strings, 'widget.block.yourCreatures')}</legend>
        <table>
          <thead>
            <tr>
              <th scope="col">{tr(strings, 'widget.creature')}</th>
              <th scope="col">{tr(strings, 'widget.ability')}</th>
              <th scope="col">{tr(strings, 'widget.block.blocks')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.blockers.map((b) => (
              <tr>
                <th scope="row">
                  {nm(b)} {b.power}/{b.toughness}
                </th>
                <td>
                  <select
                    aria-label={tr(strings, 'widget.abilityOf', { name: nm(b) })}
                    value={b.word}
                    onChange={(e) => {
                      const word = (e.currentTarget as HTMLSelectElement).value as BlockWord;
                      change({ ...draft, blockers: draft.blockers.map((x) => (x.id === b.id ? { ...x, word } : x)) });
                    }}
                  >
                    {BLOCK_WORDS.map((w) => (
                      <option value={w}>{tr(strings, wordKey(w))}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={tr(strings, 'widget.block.blocksWhat', { name: nm(b) })}
                    value={b.blocks}
                    onChange={(e) => {
                      const blocks = (e.currentTarget as HTMLSelectElement).value;
                      change({ ...draft, blockers: draft.blockers.map((x) => (x.id === b.id ? { ...x, blocks } : x)) });
                    }}
                  >
                    <option value="">{tr(strings, 'widget.block.noBlock')}</option>
                    {draft.attackers.map((a) => (
                      <option value={a.id}>{tr(strings, 'widget.block.blocksName', { name: nm(a) })}</option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <button type="button" onClick={declare}>
        {tr(strings, 'widget.block.declare')}
      </button>
      <div aria-live="polite" class="widget-result">
        <Verdict verdict={verdict} lang={lang} strings={strings} />
      </div>
      <details class="widget-legal">
        <summary>{tr(strings, 'widget.legalList', { n: legal.declarations.length })}</summary>
        <p>
          {tr(strings, 'widget.maximum', { n: legal.maximum })}
          <Cited rules={['509.1b', '509.1c']} lang={lang} strings={strings} />
        </p>
        <DeclarationTable
          rows={every.map((r) => ({ ...r, text: declarationText(r.declaration) }))}
          lang={lang}
          strings={strings}
          caption={tr(strings, 'widget.everyDeclaration')}
          choose={(d) =>
            change({
              ...draft,
              blockers: draft.blockers.map((x) => ({
                ...x,
                blocks: d.find((b) => b.blocker === x.id)?.attacker ?? '',
              })),
            })
          }
        />
      </details>
    </div>
  );
}
