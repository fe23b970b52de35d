// Every possible declaration of a small board with the engine's verdict on each: the legal ones
// (as legalAttackDeclarations / legalBlockDeclarations enumerate them) and, for the others, the
// rule each breaks — so the reader sees why the illegal ones are illegal, not just which are legal.
import type { DeclarationCheck } from '../../../engine/combat/index';
import { useSpeech } from './engine-messages';
import { Cited, gap } from './rule-links';
import type { Lang, Strings } from './text';
import { tr } from './text';

/** All combinations: each slot takes one of its options (first option = "not declared"). */
export function everyChoice<T>(options: T[][]): T[][] {
  return options.reduce<T[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}

export interface DeclarationRow<D> {
  declaration: D;
  text: string;
  check: DeclarationCheck;
}

export function DeclarationTable<D>({
  rows,
  lang,
  strings,
  choose,
  caption,
}: {
  rows: DeclarationRow<D>[];
  lang: Lang;
  strings: Strings;
  choose: (d: D) => void;
  caption: string;
}) {
  const speak = useSpeech(lang);
  return (
    <table class="declarations">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{tr(strings, 'widget.declaration')}</th>
          <th scope="col">{tr(strings, 'widget.verdict')}</th>
          <th scope="col">
            <span class="vh">{tr(strings, 'widget.choose')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr class={r.check.ok ? 'is-legal' : 'is-illegal'}>
            <th scope="row">{r.text}</th>
            <td>
              {r.check.ok ? (
                tr(strings, 'widget.legal')
              ) : (
                <>
                  {tr(strings, 'widget.illegal')}
                  {gap(lang)}
                  {speak ? speak.refusal(r.check) : ''}
                  <Cited rules={r.check.rules} lang={lang} strings={strings} />
                </>
              )}
            </td>
            <td>
              <button
                type="button"
                onClick={() => choose(r.declaration)}
                aria-label={tr(strings, 'widget.chooseThis', { declaration: r.text })}
              >
                {tr(strings, 'widget.choose')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
