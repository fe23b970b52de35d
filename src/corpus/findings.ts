// Two views computed from the references of the current edition. Translation findings: places
// where a rule's English and Chinese text cite different rules, or where the Chinese text names
// a rule the English cites but does not link it (the seeds README: "an English reference the
// Chinese line does not link"). referencedBy: the reverse index the site's
// "referenced by" lists need, from both languages, deduplicated, in document order.
import type { Edition, Inline, TranslationFinding } from './model.ts';
import { refsOf } from './inline.ts';

/** How a reference is compared across languages: its ends, normalised ("601.2a–601.2d"). */
function citeKey(ref: Extract<Inline, { kind: 'ref' }>): string {
  return ref.ref.to ? `${ref.ref.from}–${ref.ref.to}` : ref.ref.from;
}

function cited(inlines: Inline[] | undefined): string[] {
  return [...new Set(refsOf(inlines ?? []).map(citeKey))];
}

export function computeTranslationFindings(edition: Edition): TranslationFinding[] {
  const out: TranslationFinding[] = [];
  // "not-linked" only means something where the Chinese text links its references at all (the
  // seed chapters); the dated editions' Chinese writes every number as plain text.
  const links = edition.ruleOrder.some((n) => refsOf(edition.rules[n].zh ?? []).some((r) => r.linked));
  for (const number of edition.ruleOrder) {
    const rule = edition.rules[number];
    const places: [TranslationFinding['where'], Inline[], Inline[] | undefined][] = [
      ['rule', rule.en, rule.zh],
      ...rule.examples.map((e): [TranslationFinding['where'], Inline[], Inline[] | undefined] => [
        { example: e.index },
        e.en,
        e.zh,
      ]),
      ...rule.paragraphs.map((p, k): [TranslationFinding['where'], Inline[], Inline[] | undefined] => [
        { paragraph: k + 1 },
        p.en,
        p.zh,
      ]),
    ];
    for (const [where, en, zh] of places) {
      if (!zh) continue;
      const e = cited(en);
      const z = cited(zh);
      const enOnly = e.filter((k) => !z.includes(k));
      const zhOnly = z.filter((k) => !e.includes(k));
      const plain = links
        ? [
            ...new Set(
              refsOf(zh)
                .filter((r) => !r.linked)
                .map(citeKey),
            ),
          ].filter((k) => e.includes(k))
        : [];
      if (links && plain.length)
        out.push({ edition: edition.id, rule: number, kind: 'not-linked', en: [], zh: plain, where });
      if (enOnly.length === 0 && zhOnly.length === 0) continue;
      const kind =
        enOnly.length && zhOnly.length ? 'different-number' : enOnly.length ? 'english-only' : 'chinese-only';
      out.push({ edition: edition.id, rule: number, kind, en: enOnly, zh: zhOnly, where });
    }
  }
  return out;
}

export function computeReferencedBy(edition: Edition): Record<string, string[]> {
  const by: Record<string, string[]> = {};
  for (const number of edition.ruleOrder) {
    const rule = edition.rules[number];
    const texts = [
      rule.en,
      rule.zh,
      ...rule.examples.flatMap((e) => [e.en, e.zh]),
      ...rule.paragraphs.flatMap((p) => [p.en, p.zh]),
    ];
    for (const inlines of texts) {
      for (const r of refsOf(inlines ?? [])) {
        const targets = new Set([r.ref.from, ...(r.ref.to ? [r.ref.to] : []), ...r.ref.numbers]);
        for (const t of targets) {
          const list = (by[t] ??= []);
          if (!list.includes(number)) list.push(number);
        }
      }
    }
  }
  return by;
}
