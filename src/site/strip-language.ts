// Empties one language's message strings in a TypeScript module, for the per-language browser
// copies made by language-bundles.ts. A message is recognised by its shape, the two ways the
// engine and widgets write one:
//   - an object literal with both `en` and `zh` whose values are string or template literals;
//   - two adjacent arguments, an English string then a Chinese one, of a call to one of the
//     message builders below, as in emit(ctx, type, rules, `…`, `…`) or refuse(code, rules, '…', '…').
// Only those literals are replaced (by ''), so no code path or identifier changes; anything else
// stays as written — in particular data such as creature('Grizzly Bears', '灰熊', 2, 2), whose
// English name is the card's name in both languages.
import ts from 'typescript';

export type MessageLang = 'en' | 'zh';

/** The functions that take a message as (English, Chinese) arguments. */
const MESSAGE_BUILDERS = new Set(['emit', 'refuse', 'violation', 'bi', 'fail', 'bad', 'cite', 'add', 'both', 'NO']);

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

function isStringLike(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isStringLike(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken
    && (isStringLike(node.left) || isStringLike(node.right));
}

function propertyName(p: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(p)) return null;
  const n = p.name;
  return ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : null;
}

/** The [start, end) spans of the other language's literals in `code`. */
export function otherLanguageSpans(code: string, fileName: string, keep: MessageLang): [number, number][] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, kind);
  const drop: MessageLang = keep === 'en' ? 'zh' : 'en';
  const spans: [number, number][] = [];
  const mark = (node: ts.Node) => spans.push([node.getStart(source), node.getEnd()]);
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const byName = new Map(node.properties.map((p) => [propertyName(p), p] as const));
      const en = byName.get('en'), zh = byName.get('zh');
      if (en && zh && ts.isPropertyAssignment(en) && ts.isPropertyAssignment(zh)
        && isStringLike(en.initializer) && isStringLike(zh.initializer)) {
        mark((drop === 'en' ? en : zh).initializer);
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_BUILDERS.has(node.expression.text)) {
      const args = node.arguments;
      for (let i = 0; i + 1 < args.length; i++) {
        const a = args[i], b = args[i + 1];
        if (isStringLike(a) && isStringLike(b) && !CJK.test(a.getText(source)) && CJK.test(b.getText(source))) {
          mark(drop === 'en' ? a : b);
          i++;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Nested matches (a message inside a message's template) collapse into the outer span.
  spans.sort((x, y) => x[0] - y[0]);
  const outer: [number, number][] = [];
  for (const s of spans) if (!outer.length || s[0] >= outer[outer.length - 1][1]) outer.push(s);
  return outer;
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
