import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { otherLanguageSpans, stripOtherLanguage } from './strip-language';

const emitCall = "emit(ctx, 'step-began', ['500.1'], `The ${label.en} begins.`, `${label.zh}开始。`, { step });";

describe('stripOtherLanguage: one language per browser copy', () => {
  it('empties the Chinese argument of a message call in the English copy, and the English one in the Chinese copy', () => {
    expect(stripOtherLanguage(emitCall, 'turn.ts', 'en')).toBe("emit(ctx, 'step-began', ['500.1'], `The ${label.en} begins.`, '', { step });");
    expect(stripOtherLanguage(emitCall, 'turn.ts', 'zh')).toBe("emit(ctx, 'step-began', ['500.1'], '', `${label.zh}开始。`, { step });");
  });

  it('empties the other value of an { en, zh } literal, keeping everything else', () => {
    const code = "const m = { code: 'x/y', message: { en: 'Too many', zh: '过多' }, rules: ['508.1'] };";
    expect(stripOtherLanguage(code, 'a.ts', 'en')).toBe("const m = { code: 'x/y', message: { en: 'Too many', zh: '' }, rules: ['508.1'] };");
    expect(stripOtherLanguage(code, 'a.ts', 'zh')).toBe("const m = { code: 'x/y', message: { en: '', zh: '过多' }, rules: ['508.1'] };");
  });

  it('leaves non-message code alone: two English strings, variables, tables of names', () => {
    const code = [
      "refuse('declare/x', ['508.1'], en, zh);",
      "f('first', 'second');",
      "const bears = creature('Grizzly Bears', '灰熊', 2, 2);",
      "const label = { en: PHASE_EN[p], zh: PHASE_ZH[p] };",
      "const STEP_ZH = { upkeep: '维持步骤' };",
    ].join('\n');
    expect(otherLanguageSpans(code, 'a.ts', 'en')).toEqual([]);
    expect(otherLanguageSpans(code, 'a.ts', 'zh')).toEqual([]);
  });

  it('works inside TSX', () => {
    const code = "export const V = () => <p>{bi(`Blocked by ${n}`, `被${n}阻挡`).en}</p>;";
    expect(stripOtherLanguage(code, 'v.tsx', 'en')).toBe("export const V = () => <p>{bi(`Blocked by ${n}`, '').en}</p>;");
  });

  it('keeps every engine module valid TypeScript in both copies, and empties its paired messages', () => {
    const files = readdirSync('engine', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    let emptied = 0;
    for (const f of files) {
      const code = readFileSync(`engine/${f}`, 'utf8');
      for (const lang of ['en', 'zh'] as const) {
        const out = stripOtherLanguage(code, f, lang);
        const { diagnostics } = ts.transpileModule(out, { reportDiagnostics: true, fileName: f, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
        expect(diagnostics ?? [], `${f} (${lang})`).toEqual([]);
        if (lang === 'en') emptied += otherLanguageSpans(code, f, 'en').length;
      }
    }
    // The engine writes a few hundred bilingual messages; nearly all of them are recognised.
    expect(emptied).toBeGreaterThan(150);
  });

  it('leaves the fixture runner’s failure texts in the page’s language only', () => {
    for (const f of ['engine/fixtures/run-core.ts', 'engine/fixtures/expectations.ts', 'engine/fixtures/actions.ts']) {
      const code = readFileSync(f, 'utf8');
      const zh = stripOtherLanguage(code, f, 'zh');
      const en = stripOtherLanguage(code, f, 'en');
      for (const english of ['expected the engine to accept', 'the engine has ${show(actual)}', 'no waiting trigger from']) {
        if (code.includes(english)) { expect(zh, f).not.toContain(english); expect(en, f).toContain(english); }
      }
      for (const chinese of ['预期引擎接受', '引擎中为', '没有来自']) {
        if (code.includes(chinese)) { expect(en, f).not.toContain(chinese); expect(zh, f).toContain(chinese); }
      }
    }
  });
});
