// Empties one language's message strings in a TypeScript module, for the per-language browser
// copies made by language-bundles.ts. A message is recognised by its shape, the ways the engine
// and widgets write one:
//   - an object literal with both `en` and `zh` whose values are both messages;
//   - two adjacent arguments, an English message then a Chinese one, of a call to one of the
//     message builders below, as in emit(ctx, type, rules, `…`, `…`) or refuse(code, rules, '…', '…');
//   - a pair of variables named `en` and `zh` declared side by side (const en = …; const zh = …;),
//     both messages — the two halves of one message, built before the call that takes them —
//     when every use of the dropped one is inside a dropped message or hands it to a builder
//     in its language's place, as in cite(rules, en, zh).
// A message is text (a string or template literal, a + of text, or a choice `c ? text : text`)
// or a side-effect-free expression that builds text (see isBuiltText) — never a bare reference
// such as `card.name` or `id`. Only the dropped language's side is replaced (by ''), so no code
// path or identifier changes; anything else stays as written — in particular data such as
// creature('Grizzly Bears', '灰熊', 2, 2), whose English name is the card's name in both
// languages, and { en: card.name, zh: card.nameZh ?? card.name }, a name kept in the state.
import ts from 'typescript';

export type MessageLang = 'en' | 'zh';

/** The functions that take a message as (English, Chinese) arguments. */
const MESSAGE_BUILDERS = new Set(['emit', 'refuse', 'violation', 'bi', 'fail', 'bad', 'cite', 'add', 'both', 'NO', 'still', 'cannotPay']);

/**
 * Functions a dropped message may call: every function of these names in engine/ and src/ reads
 * the state and returns a name, changing nothing (strip-language.test.ts lists their definitions,
 * so a new one of the same name is noticed and read). Only what the engine's messages need.
 */
export const PURE_HELPERS = new Set(['nameEn', 'nameZh', 'names']);

/** Array methods that return a new value and change nothing (the callback must be pure too). */
const PURE_METHODS = new Set(['map', 'join']);

/** Operators without side effects (no assignment, no ++/--, no delete). */
const PURE_OPERATORS = new Set([
  ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.LessThanToken, ts.SyntaxKind.GreaterThanToken, ts.SyntaxKind.LessThanEqualsToken, ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken,
]);

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node) ? unwrap(node.expression) : node;

/**
 * True when evaluating `node` can change nothing: literals, reads of variables and properties
 * (state and messages are plain JSON data: no getters), the operators above, `c ? a : b`,
 * arrow functions with a pure expression body, and calls of PURE_HELPERS or PURE_METHODS with
 * pure arguments. Anything else (assignments, `new`, other calls, functions with statement
 * bodies) is not.
 */
export function isPure(node: ts.Expression): boolean {
  node = unwrap(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node) || ts.isIdentifier(node)) return true;
  switch (node.kind) {
    case ts.SyntaxKind.TrueKeyword: case ts.SyntaxKind.FalseKeyword: case ts.SyntaxKind.NullKeyword: return true;
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isPure(s.expression));
  if (ts.isPropertyAccessExpression(node)) return isPure(node.expression);
  if (ts.isElementAccessExpression(node)) return isPure(node.expression) && isPure(node.argumentExpression);
  if (ts.isBinaryExpression(node)) return PURE_OPERATORS.has(node.operatorToken.kind) && isPure(node.left) && isPure(node.right);
  if (ts.isPrefixUnaryExpression(node)) return node.operator === ts.SyntaxKind.ExclamationToken && isPure(node.operand);
  if (ts.isConditionalExpression(node)) return isPure(node.condition) && isPure(node.whenTrue) && isPure(node.whenFalse);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every((e) => !ts.isSpreadElement(e) && isPure(e));
  if (ts.isArrowFunction(node)) {
    return !ts.isBlock(node.body) && isPure(node.body) && node.parameters.every((p) => !p.initializer);
  }
  if (ts.isCallExpression(node)) {
    const callee = unwrap(node.expression);
    const known = ts.isIdentifier(callee) ? PURE_HELPERS.has(callee.text)
      : ts.isPropertyAccessExpression(callee) && PURE_METHODS.has(callee.name.text) && isPure(callee.expression);
    return known && node.arguments.every((a) => !ts.isSpreadElement(a) && isPure(a));
  }
  return false;
}

/** A name, a property or an element read (`card.name`, `p.nameZh ?? p.name`): data, never stripped. */
function isBareReference(node: ts.Expression): boolean {
  node = unwrap(node);
  if (ts.isIdentifier(node)) return true;
  if (ts.isPropertyAccessExpression(node)) return isBareReference(node.expression);
  if (ts.isElementAccessExpression(node)) return isBareReference(node.expression);
  return ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    && isBareReference(node.left) && isBareReference(node.right);
}

/** Text as written: a string or template literal, a + with one, or a choice between two texts. */
function isStringLike(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isStringLike(node.expression);
  if (ts.isConditionalExpression(node)) return isPure(node.condition) && isStringLike(node.whenTrue) && isStringLike(node.whenFalse);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken
    && (isStringLike(node.left) || isStringLike(node.right));
}

/**
 * Text computed without side effects, beyond a bare reference: a list of names joined
 * (`ids.map((id) => nameEn(s, id)).join(', ') || 'none'`), a name looked up by a helper
 * (`names(s, id).en`), a look-up in one of the module's tables of Chinese words (`STEP_ZH[step]`).
 */
function isBuiltText(node: ts.Expression, tables: Set<string>): boolean {
  const inner = unwrap(node);
  if (ts.isElementAccessExpression(inner) && ts.isIdentifier(inner.expression) && tables.has(inner.expression.text)) return isPure(inner.argumentExpression);
  if (ts.isArrayLiteralExpression(inner) || ts.isArrowFunction(inner) || ts.isNumericLiteral(inner)) return false; // not text
  return isPure(node) && !isBareReference(node);
}

const isMessage = (node: ts.Expression, tables: Set<string>) => isStringLike(node) || isBuiltText(node, tables);

/** Arguments `en, zh`: the two halves of a message, held in variables of those names. */
const isVariablePair = (a: ts.Expression, b: ts.Expression) => ts.isIdentifier(a) && a.text === 'en' && ts.isIdentifier(b) && b.text === 'zh';

/** The module's top-level `const X = { key: 'word', … }` whose values are all string literals, at least one Chinese. */
function chineseTables(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const st of source.statements) {
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer && unwrap(d.initializer);
      if (!ts.isIdentifier(d.name) || !init || !ts.isObjectLiteralExpression(init)) continue;
      const values = init.properties.map((p) => (ts.isPropertyAssignment(p) ? p.initializer : null));
      if (values.every((v) => v && ts.isStringLiteral(v)) && values.some((v) => CJK.test((v as ts.StringLiteral).text))) names.add(d.name.text);
    }
  }
  return names;
}

function propertyName(p: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(p)) return null;
  const n = p.name;
  return ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : null;
}

/** `const en = …` / `const zh = …` among a block's statements. */
function languageVariables(statements: readonly ts.Statement[]): Map<string, ts.VariableDeclaration> {
  const found = new Map<string, ts.VariableDeclaration>();
  for (const st of statements) {
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && (d.name.text === 'en' || d.name.text === 'zh') && d.initializer) found.set(d.name.text, d);
    }
  }
  return found;
}

/** The [start, end) spans of the other language's messages in `code`. */
export function otherLanguageSpans(code: string, fileName: string, keep: MessageLang): [number, number][] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, kind);
  const tables = chineseTables(source);
  const drop: MessageLang = keep === 'en' ? 'zh' : 'en';
  const spans: [number, number][] = [];
  const mark = (node: ts.Node) => spans.push([node.getStart(source), node.getEnd()]);
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const byName = new Map(node.properties.map((p) => [propertyName(p), p] as const));
      const en = byName.get('en'), zh = byName.get('zh');
      if (en && zh && ts.isPropertyAssignment(en) && ts.isPropertyAssignment(zh)
        && isMessage(en.initializer, tables) && isMessage(zh.initializer, tables)) {
        mark((drop === 'en' ? en : zh).initializer);
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_BUILDERS.has(node.expression.text)) {
      const args = node.arguments;
      for (let i = 0; i + 1 < args.length; i++) {
        const a = args[i], b = args[i + 1];
        if (isVariablePair(a, b)) passed.push((drop === 'en' ? a : b).getStart(source));
        if (isMessage(a, tables) && isMessage(b, tables) && !CJK.test(a.getText(source)) && CJK.test(b.getText(source))) {
          mark(drop === 'en' ? a : b);
          i++;
        }
      }
    } else if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      const vars = languageVariables(node.statements);
      const en = vars.get('en'), zh = vars.get('zh');
      if (en && zh && isMessage(en.initializer!, tables) && isMessage(zh.initializer!, tables)) {
        const dropped = drop === 'en' ? en : zh;
        pairs.push({ span: [dropped.initializer!.getStart(source), dropped.initializer!.getEnd()], uses: uses(node, dropped) });
      }
    }
    ts.forEachChild(node, visit);
  };
  const pairs: { span: [number, number]; uses: number[] }[] = [];
  const passed: number[] = []; // `en`, `zh` passed on to a builder as a message: cite(rules, en, zh)
  visit(source);
  // A variable is emptied only if every use of it is inside a message emptied too or passes it on
  // to a builder as that language's half (so its value, whatever its type, is only ever that
  // message). Emptying one may allow another: repeat until nothing changes.
  const inside = (at: number) => passed.includes(at) || spans.some(([a, b]) => a <= at && at < b);
  for (let pending = pairs; ;) {
    const ok = pending.filter((p) => p.uses.every(inside));
    if (ok.length === 0) break;
    for (const p of ok) spans.push(p.span);
    pending = pending.filter((p) => !ok.includes(p));
  }
  // Nested matches (a message inside a message's template) collapse into the outer span.
  spans.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const outer: [number, number][] = [];
  for (const s of spans) if (!outer.length || s[0] >= outer[outer.length - 1][1]) outer.push(s);
  return outer;
}

/** Where `variable` is read in `scope` (identifiers of its name, other than its declaration and property names). */
function uses(scope: ts.Node, variable: ts.VariableDeclaration): number[] {
  const name = (variable.name as ts.Identifier).text;
  const found: number[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n.text === name && n !== variable.name) {
      const p = n.parent;
      const isPropertyName = (ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n);
      if (!isPropertyName) found.push(n.getStart());
    }
    ts.forEachChild(n, walk);
  };
  walk(scope);
  return found;
}

export function stripOtherLanguage(code: string, fileName: string, keep: MessageLang): string {
  let out = '';
  let at = 0;
  for (const [start, end] of otherLanguageSpans(code, fileName, keep)) {
    out += code.slice(at, start) + "''";
    at = end;
  }
  return out + code.slice(at);
}
