// The engine's answer to what the reader chose: "Legal", or the refusal in the reader's language
// with the rules it cites as links, plus per-creature findings when the engine explains them.
// It lives inside an aria-live region of each widget so a screen reader hears the verdict.
import { useSpeech, type Saying } from './engine-messages';
import { Cited, gap } from './rule-links';
import type { Lang, Strings } from './text';
import { tr } from './text';

export interface VerdictData {
  ok: boolean;
  /** For a refusal: the engine's message (said in the page's language) and rules. */
  message?: Saying;
  rules?: string[];
  /** Extra lines: per-creature findings ({message, rules}); one that says what the message says is left out. */
  details?: { message: Saying; rules: string[] }[];
  /** A plain note in the reader's language (already translated). */
  note?: string;
}

/** Rule numbers in a message's closing parenthesis: "rule 510.1c, 509.2", "704.5g", "规则 510.1c、509.2". */
const NUMBERS = String.raw`(?:rules?\s+|规则\s*)?\d{3}(?:\.\d+[a-z]?)?(?:\s*[,、，]\s*\d{3}(?:\.\d+[a-z]?)?)*`;
const TAIL = new RegExp(String.raw`\s*[(（]${NUMBERS}[)）](?=[.。]?\s*$)`);

/**
 * Engine messages may end with the rules they cite — "(rule 510.1c, 509.2)", "destroyed (704.5g)." —
 * which the page shows once, as links after the message: the tail is dropped, its full stop kept.
 */
export function withoutRuleTail(text: string): string {
  return text.replace(TAIL, '');
}

export function Verdict({ verdict, lang, strings }: { verdict: VerdictData | null; lang: Lang; strings: Strings }) {
  const speak = useSpeech(lang);
  if (!verdict) return null;
  const message = verdict.message && speak ? verdict.message(speak) : '';
  const details = speak
    ? (verdict.details ?? []).map((d) => ({ text: d.message(speak), rules: d.rules })).filter((d) => d.text !== message)
    : [];
  return (
    <div class={`verdict ${verdict.ok ? 'is-legal' : 'is-illegal'}`} data-verdict={verdict.ok ? 'legal' : 'illegal'}>
      <p>
        <strong>{tr(strings, verdict.ok ? 'widget.legal' : 'widget.illegal')}</strong>
        {message && gap(lang) + withoutRuleTail(message)}
        {verdict.rules && verdict.rules.length > 0 && <Cited rules={verdict.rules} lang={lang} strings={strings} />}
      </p>
      {verdict.note && <p>{verdict.note}</p>}
      {details.length > 0 && (
        <ul>
          {details.map((d) => (
            <li>
              {withoutRuleTail(d.text)}
              <Cited rules={d.rules} lang={lang} strings={strings} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The edition profile chooser every widget shares. */
export function ProfileSelect({
  id,
  value,
  onChange,
  strings,
}: {
  id: string;
  value: string;
  onChange: (v: 'classic' | 'foundations') => void;
  strings: Strings;
}) {
  return (
    <p class="widget-profile">
      <label for={id}>{tr(strings, 'widget.profile')}</label>{' '}
      <select
        id={id}
        value={value}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as 'classic' | 'foundations')}
      >
        <option value="classic">{tr(strings, 'widget.profile.classic')}</option>
        <option value="foundations">{tr(strings, 'widget.profile.foundations')}</option>
      </select>
    </p>
  );
}
