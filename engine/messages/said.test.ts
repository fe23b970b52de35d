// Everything the engine says while the fixtures play, word for word, in both languages side by
// side: every distinct event, refusal and decision message, under its code, in said.txt. The file is
// the record a reviewer (or a translator) reads; this test fails when a message changes without the
// record being updated (`npx vitest run --config tests/vitest.config.ts --project unit
// engine/messages/said.test.ts -u`), and so does a new fixture that says something new. The record
// is what makes the words of the catalogues checked: messages.test.ts checks that nothing is left
// unsaid, this one that what is said stays what was reviewed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { profilesOf } from '../fixtures/model';
import { parseCardFile, parseFixture } from '../fixtures/parse';
import { runFixture } from '../fixtures/run';
import { CATALOGUES, decisionText, eventText, namesIn, refusalText } from './index';

const DIR = join(resolve(import.meta.dirname, '..', '..'), 'tests', 'fixtures');

/**
 * The record: each code's distinct messages, English then Chinese, sorted, one blank line apart;
 * then the codes the catalogues can say that no fixture makes the engine say (their words are
 * not in the record: a fixture that reaches one adds them).
 */
function record(said: Map<string, Set<string>>): string {
  const codes = [...said.keys()].sort();
  const all = [
    ...Object.keys(CATALOGUES.en.events).map((k) => `event ${k}`),
    ...Object.keys(CATALOGUES.en.refusals).map((k) => `refusal ${k}`),
    ...Object.keys(CATALOGUES.en.decisions).map((k) => `decision ${k}`),
  ];
  const unsaid = all.filter((code) => !said.has(code)).sort();
  return [
    ...codes.map((code) => `${code}\n${[...said.get(code)!].sort().join('\n')}\n`),
    `Not said in any fixture (${unsaid.length} of ${all.length} codes):\n${unsaid.map((c) => `  ${c}`).join('\n')}\n`,
  ].join('\n');
}

it('what the engine says in the fixtures is what said.txt records', async () => {
  const cards = parseCardFile(readFileSync(join(DIR, 'cards.yaml'), 'utf8'), 'cards.yaml');
  if (!cards.ok) throw new Error('cards.yaml does not parse');
  const said = new Map<string, Set<string>>();
  const say = (code: string, en: string | null, zh: string | null) => {
    if (!said.has(code)) said.set(code, new Set());
    said.get(code)!.add(`  ${en ?? '(no line of its own)'}\n  ${zh ?? '（不单独成行）'}`);
  };
  for (const file of readdirSync(DIR).filter((f) => /^\d.*\.yaml$/.test(f))) {
    const parsed = parseFixture(readFileSync(join(DIR, file), 'utf8'), file);
    if (!parsed.ok || parsed.value.pending) continue;
    for (const profile of profilesOf(parsed.value)) {
      for (const entry of runFixture(parsed.value, { profile, cards: cards.value }).trace) {
        const names = namesIn(entry.state);
        for (const e of entry.events) say(`event ${e.type}`, eventText(e, 'en', names), eventText(e, 'zh', names));
        const v = entry.violation;
        if (v) say(`refusal ${v.code}`, refusalText(v, 'en', names), refusalText(v, 'zh', names));
        const d = entry.decision;
        if (d) say(`decision ${d.kind}`, decisionText(d, 'en', names), decisionText(d, 'zh', names));
      }
    }
  }
  await expect(record(said)).toMatchFileSnapshot('./said.txt');
});
