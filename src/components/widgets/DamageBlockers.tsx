// 510.1d in the damage widget: a blocker blocking two or more attackers (Foriysian Brigade in
// 510.1c's Example 4) divides its damage among them, in its damage assignment order (509.3) under
// the classic profile; the defending player chooses, and engine/combat judges that assignment.
import { useState } from 'preact/hooks';
import { checkDamageAssignment, lethalDamage } from '../../../engine/combat/index';
import {
  blockerOrder,
  moveAttacker,
  multiBlockers,
  readBlockerAmounts,
  setBlockerAmount,
  toBlockerCheckInput,
  type DamageDraft,
} from './damage-draft';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';
import { Verdict, type VerdictData } from './Verdict';

export function DamageBlockers({
  draft,
  change,
  uid,
  lang,
  strings,
}: {
  draft: DamageDraft;
  change: (d: DamageDraft) => void;
  uid: string;
  lang: Lang;
  strings: Strings;
}) {
  const [verdict, setVerdict] = useState<VerdictData | null>(null);
  const blockers = multiBlockers(draft);
  if (blockers.length === 0) return null;
  const attacker = (id: string) => draft.attackers.find((a) => a.creature.id === id)?.creature;
  const nm = (c: { id: string; name?: string; nameZh?: string } | undefined, id: string) =>
    c ? nameIn(c.name ?? c.id, c.nameZh, lang) : id;
  const update = (d: DamageDraft) => {
    setVerdict(null);
    change(d);
  };
  const assign = () => {
    const read = readBlockerAmounts(draft);
    if (!read.ok) {
      const p = read.problem;
      const b = draft.pool.find((c) => c.id === p.attacker);
      setVerdict({
        ok: false,
        note: tr(strings, `widget.damage.bad.${p.kind}`, {
          text: p.text,
          attacker: nm(b, p.attacker),
          name: nm(attacker(p.recipient), p.recipient),
        }),
      });
      return;
    }
    const result = checkDamageAssignment(toBlockerCheckInput(draft, read.assignments), draft.profile);
    setVerdict(result.ok ? { ok: true } : { ok: false, message: (s) => s.refusal(result), rules: result.rules });
  };
  const classic = draft.profile === 'classic';
  return (
    <fieldset class="damage-blockers">
      <legend>{tr(strings, 'widget.damage.blockerTitle')}</legend>
      {blockers.map((b) => {
        const order = blockerOrder(draft, b.id);
        return (
          <div>
            <p>
              {tr(strings, 'widget.damage.blockerDivides', {
                name: nm(b, b.id),
                power: b.power,
                list: order.map((a) => nm(attacker(a), a)).join(tr(strings, 'widget.list.sep')),
              })}
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">{tr(strings, 'widget.damage.recipient')}</th>
                  <th scope="col">{tr(strings, 'widget.damage.lethal')}</th>
                  <th scope="col">{tr(strings, 'widget.damage.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {order.map((a, i) => {
                  const c = attacker(a);
                  const inputId = `${uid}-${b.id}-${a}`;
                  return (
                    <tr key={a}>
                      <th scope="row">
                        <label for={inputId}>{nm(c, a)}</label>
                        {classic && (
                          <>
                            {' '}
                            <button
                              type="button"
                              aria-disabled={i === 0 ? 'true' : undefined}
                              aria-label={tr(strings, 'widget.damage.earlier', { name: nm(c, a) })}
                              onClick={() => update(moveAttacker(draft, b.id, a, -1))}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              aria-disabled={i === order.length - 1 ? 'true' : undefined}
                              aria-label={tr(strings, 'widget.damage.later', { name: nm(c, a) })}
                              onClick={() => update(moveAttacker(draft, b.id, a, 1))}
                            >
                              ↓
                            </button>
                          </>
                        )}
                      </th>
                      <td>{c ? lethalDamage(c) : '—'}</td>
                      <td>
                        <input
                          id={inputId}
                          type="text"
                          inputMode="numeric"
                          size={4}
                          value={draft.blockerAmounts?.[b.id]?.[a] ?? ''}
                          aria-label={tr(strings, 'widget.damage.amountTo', { attacker: nm(b, b.id), name: nm(c, a) })}
                          onInput={(e) =>
                            update(setBlockerAmount(draft, b.id, a, (e.currentTarget as HTMLInputElement).value))
                          }
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
      <button type="button" onClick={assign}>
        {tr(strings, 'widget.damage.assignBlockers')}
      </button>
      <div aria-live="polite" class="widget-result">
        <Verdict verdict={verdict} lang={lang} strings={strings} />
      </div>
    </fieldset>
  );
}
