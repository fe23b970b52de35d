import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { otherLanguageSpans, PURE_HELPERS, stripOtherLanguage } from './strip-language';

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

  it('empties a choice between two texts when the condition has no side effect', () => {
    const code = "violation('x', r, who ? `${who} has priority.` : 'No one has priority.', who ? `${who} 拥有优先权。` : '无人拥有优先权。');";
    expect(stripOtherLanguage(code, 'a.ts', 'en')).toBe("violation('x', r, who ? `${who} has priority.` : 'No one has priority.', '');");
    expect(stripOtherLanguage(code, 'a.ts', 'zh')).toBe("violation('x', r, '', who ? `${who} 拥有优先权。` : '无人拥有优先权。');");
    const sideEffect = "violation('x', r, next() ? 'one' : 'two', next() ? '一' : '二');";
    expect(otherLanguageSpans(sideEffect, 'a.ts', 'zh')).toEqual([]);
  });

  it('empties text built without side effects in an { en, zh } literal: joined names, helper look-ups, + of choices', () => {
    const code = [
      "const a = { en: ids.map((id) => nameEn(s, id)).join(', ') || 'none', zh: ids.map((id) => nameZh(s, id)).join('、') || '无' };",
      "const b = { en: names(s, id).en, zh: names(s, id).zh };",
      "const c = { en: (n ? `; bands: ${bs.map((x) => x.en).join('; ')}` : '') + (m ? '; paid' : ''), zh: (n ? `；团队：${bs.map((x) => x.zh).join('；')}` : '') + (m ? '；已支付' : '') };",
    ].join('\n');
    const zh = stripOtherLanguage(code, 'a.ts', 'zh');
    expect(zh).toBe([
      "const a = { en: '', zh: ids.map((id) => nameZh(s, id)).join('、') || '无' };",
      "const b = { en: '', zh: names(s, id).zh };",
      "const c = { en: '', zh: (n ? `；团队：${bs.map((x) => x.zh).join('；')}` : '') + (m ? '；已支付' : '') };",
    ].join('\n'));
    expect(stripOtherLanguage(code, 'a.ts', 'en')).toContain("const b = { en: names(s, id).en, zh: '' };");
  });

  it('keeps { en, zh } values that are data or may change something', () => {
    const code = [
      "const name = { en: card.name, zh: card.nameZh ?? card.name };", // a name kept in the state
      "const id = { en: id, zh: id };",
      "const x = { en: ids.map((i) => take(i)).join(', '), zh: ids.map((i) => take(i)).join('、') };", // take: not a known pure helper
      "const y = { en: ids.map((i) => { log(i); return nameEn(s, i); }).join(', '), zh: ids.map((i) => nameZh(s, i)).join('、') };", // a block body
      "const z = { en: list.push('a b').toString(), zh: list.push('甲').toString() };", // push changes the list
      "const w = { en: (n += 1, 'a b'), zh: '甲' };", // an assignment
      "const v = { en: ['a b'], zh: ['甲'] };", // not text
    ].join('\n');
    expect(otherLanguageSpans(code, 'a.ts', 'zh')).toEqual([]);
    expect(otherLanguageSpans(code, 'a.ts', 'en')).toEqual([]);
  });

  it("empties a look-up in one of the module's own tables of Chinese words, not in an imported table", () => {
    const own = "const STEP_ZH = { upkeep: '维持步骤', draw: '抓牌步骤' };\nconst label = { en: `${step} step`, zh: STEP_ZH[step] };";
    expect(stripOtherLanguage(own, 'a.ts', 'en')).toBe("const STEP_ZH = { upkeep: '维持步骤', draw: '抓牌步骤' };\nconst label = { en: `${step} step`, zh: '' };");
    expect(stripOtherLanguage(own, 'a.ts', 'zh')).toBe("const STEP_ZH = { upkeep: '维持步骤', draw: '抓牌步骤' };\nconst label = { en: '', zh: STEP_ZH[step] };");
    const rules = "const STEP_RULE = { upkeep: '503.1' };\nconst label = { en: `${step} step`, zh: STEP_RULE[step] };";
    expect(otherLanguageSpans(rules, 'a.ts', 'en')).toEqual([]);
  });

  it('empties one of a pair of variables en/zh when every use of it is in a message', () => {
    const code = [
      'function f() {',
      "  const en = list.map((id) => nameEn(s, id)).join(', ') || 'none';",
      "  const zh = list.map((id) => nameZh(s, id)).join('、') || '无';",
      "  emit(ctx, 't', ['506.6'], `Creatures: ${en}.`, `生物：${zh}。`);",
      '}',
      'function g() {',
      "  const en = n === 0 ? 'none' : `${n} of them`;",
      "  const zh = n === 0 ? '没有' : `其中 ${n} 个`;",
      '  return cite(rules, en, zh);',
      '}',
    ].join('\n');
    const en = stripOtherLanguage(code, 'a.ts', 'en');
    expect(en).toContain("  const zh = '';\n  emit(ctx, 't', ['506.6'], `Creatures: ${en}.`, '');");
    expect(en).toContain("  const zh = '';\n  return cite(rules, en, zh);");
    const zh = stripOtherLanguage(code, 'a.ts', 'zh');
    expect(zh).toContain("  const en = '';\n  const zh = list.map");
    expect(zh).toContain("  const en = '';\n  const zh = n === 0");
  });

  it('keeps a variable en/zh used outside a message, declared with let, or of a different shape', () => {
    const code = [
      'function f() {',
      "  const en = list.map((id) => nameEn(s, id)).join(', ');",
      "  const zh = list.map((id) => nameZh(s, id)).join('、');",
      '  if (zh.length > 20) return null;',
      "  emit(ctx, 't', r, `Creatures: ${en}.`, `生物：${zh}。`);",
      '}',
      'function g() {',
      "  let en = 'a b';",
      "  let zh = '甲';",
      "  emit(ctx, 't', r, en, zh);",
      '}',
      'function h() {',
      '  const en = card.name;',
      '  const zh = card.nameZh;',
      "  emit(ctx, 't', r, `${en} attacks.`, `${zh}进行攻击。`);",
      '}',
    ].join('\n');
    const en = stripOtherLanguage(code, 'a.ts', 'en');
    expect(en).toContain("const zh = list.map((id) => nameZh(s, id)).join('、');\n  if (zh.length > 20)");
    expect(en).toContain("let zh = '甲';");
    expect(en).toContain('const zh = card.nameZh;');
  });

  it('knows the optional-cost and "still" message builders', () => {
    const code = "still(ctx, id, ['506.4d'], 'it is still a blocking creature', '它仍是阻挡生物');\ncannotPay(ctx, c.source, cost, `${p.name} has only ${p.life} life`, `${p.nameZh ?? p.name}只有 ${p.life} 点生命`, ['119.4']);";
    expect(stripOtherLanguage(code, 'a.ts', 'zh')).toBe("still(ctx, id, ['506.4d'], '', '它仍是阻挡生物');\ncannotPay(ctx, c.source, cost, '', `${p.nameZh ?? p.name}只有 ${p.life} 点生命`, ['119.4']);");
  });

  it('allows only pure helpers: every function of those names in the project was read and changes nothing', () => {
    const defined: string[] = [];
    for (const dir of ['engine', 'src']) {
      for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(f) || f.includes('.test.')) continue;
        const source = ts.createSourceFile(f, readFileSync(`${dir}/${f}`, 'utf8'), ts.ScriptTarget.ES2022, true);
        const visit = (n: ts.Node): void => {
          const name = ts.isFunctionDeclaration(n) ? n.name?.text
            : ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer)) ? n.name.text : undefined;
          if (name && PURE_HELPERS.has(name)) defined.push(`${dir}/${f}: ${name}`);
          ts.forEachChild(n, visit);
        };
        visit(source);
      }
    }
    // A new definition here must be read: if it can change anything, rename it or drop it from PURE_HELPERS.
    expect(defined.sort()).toEqual([
      'engine/combat/declare-attackers.ts: names',
      'engine/fixtures/describe.ts: names',
      'engine/fixtures/expectations.ts: names',
      'engine/objects/objects.ts: nameEn',
      'engine/objects/objects.ts: nameZh',
    ]);
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
    for (const f of ['engine/fixtures/run-core.ts', 'engine/fixtures/expectations.ts', 'engine/fixtures/actions.ts', 'engine/fixtures/describe.ts']) {
      const code = readFileSync(f, 'utf8');
      const zh = stripOtherLanguage(code, f, 'zh');
      const en = stripOtherLanguage(code, f, 'en');
      for (const english of ['expected the engine to accept', 'the engine has ${show(actual)}', 'no waiting trigger from', '; bands: ', 'optional costs paid for', ' to ${names(s, y.to).en}']) {
        if (code.includes(english)) { expect(zh, f).not.toContain(english); expect(en, f).toContain(english); }
      }
      for (const chinese of ['预期引擎接受', '引擎中为', '没有来自', '；团队：', '支付可选费用', '${names(s, y.to).zh} ${y.amount} 点']) {
        if (code.includes(chinese)) { expect(en, f).not.toContain(chinese); expect(zh, f).toContain(chinese); }
      }
    }
  });
});
