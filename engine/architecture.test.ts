// The engine's shape, checked: its modules import each other without a cycle — counting type-only
// imports, re-exports and dynamic import() — so each folder can be read bottom-up, and nothing in
// engine/ reaches into the site (src/).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname);

/** Reading a printed characteristic off an object's card (or taking the whole card). */
const PRINTED =
  /\.card\??\.(name|nameZh|types|subtypes|colors|manaCost|power|toughness|loyalty|defense|keywords|abilities|finalChapter|ongoing|litUp|spell|castOnly|text|anonymous)\b|=\s*[\w.]+\.card;/;
const ROOT = resolve(ENGINE, '..');

/** Every module of the engine (tests aside), as paths relative to the repository. */
function engineModules(): string[] {
  return readdirSync(ENGINE, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => relative(ROOT, join(ENGINE, f)));
}

/** Every module specifier a file names: imports, `import type`, re-exports, `import()` and `import('…').T` types. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      out.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** A relative specifier resolved to a repository path (.ts, or a folder's index.ts). */
function resolveModule(from: string, spec: string): string | null {
  const base = join(dirname(join(ROOT, from)), spec);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return relative(ROOT, candidate);
    } catch {
      // not this one
    }
  }
  return null;
}

/** The import graph: module → the engine modules it names. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of engineModules()) {
    const deps = specifiers(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveModule(file, s))
      .filter((d): d is string => d !== null && d.startsWith('engine/') && !d.endsWith('.test.ts'));
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** The strongly connected components with more than one module (or a module importing itself): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return found;
}

describe('the engine’s import graph', () => {
  const graph = importGraph();

  it('reads every module', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect(graph.get('engine/game/apply.ts')).toContain('engine/core/results.ts');
  });

  it('has no cycle, counting type-only imports, re-exports and dynamic imports', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map(graph);
    looped.set('engine/core/results.ts', [...(graph.get('engine/core/results.ts') ?? []), 'engine/game/apply.ts']);
    expect(cycles(looped).some((c) => c.includes('engine/game/apply.ts') && c.includes('engine/core/results.ts'))).toBe(
      true,
    );
  });

  it('changes the state by a rules event only through events/happen.ts (the performers are its own)', () => {
    const users = [...graph]
      .filter(
        ([file, deps]) =>
          !file.startsWith('engine/events/') && deps.some((d) => d.startsWith('engine/events/performers/')),
      )
      .map(([file]) => file);
    expect(users).toEqual([]);
    const performers = [...graph].filter(([, deps]) => deps.some((d) => d.startsWith('engine/events/performers/')));
    expect(performers.map(([file]) => file).filter((f) => !f.startsWith('engine/events/performers/'))).toEqual([
      'engine/events/perform.ts',
    ]);
    expect(graph.get('engine/events/happen.ts')).toEqual(
      expect.arrayContaining(['engine/events/perform.ts', 'engine/replacement/replace.ts', 'engine/triggers/match.ts']),
    );
  });

  it('reads printed characteristics only in the layer system (continuous/printed.ts)', () => {
    // A card's characteristics as printed: everything else asks characteristics() (613). The setup
    // checks read the setup's card definitions before any object exists; engine/fixtures is the
    // fixture runner's.
    const allowed = [
      'engine/continuous/printed.ts',
      'engine/setup/check-setup.ts',
      'engine/setup/card-check.ts',
      'engine/setup/setup-shapes.ts',
      'engine/setup/combat-checks.ts',
    ];
    const readers = engineModules()
      .filter((f) => !allowed.includes(f) && !f.startsWith('engine/fixtures/'))
      .flatMap((f) =>
        readFileSync(join(ROOT, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (PRINTED.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(readers).toEqual([]);
  });

  it('finds a printed-characteristics reader when there is one (the check itself)', () => {
    expect(PRINTED.test("if (o.card.types.includes('Creature'))")).toBe(true);
    expect(PRINTED.test('const ab = src?.card.abilities?.[i];')).toBe(true);
    expect(PRINTED.test('const card = o.card;')).toBe(true);
    expect(PRINTED.test('const c = characteristics(s, o);')).toBe(false);
  });

  it('never reaches into the site (src/) or Node', () => {
    const outside = engineModules().flatMap((file) =>
      specifiers(file)
        .filter(
          (s) => (s.startsWith('.') && !(resolveModule(file, s) ?? '').startsWith('engine/')) || s.startsWith('node:'),
        )
        .map((s) => `${file} → ${s}`),
    );
    expect(outside).toEqual([]);
  });
});
