// The published data against its JSON Schema (src/corpus/corpus.schema.json): the index
// /data/corpus.json and every file it names (each edition, each link, each history section), and the
// schema against its field-by-field documentation (src/corpus/SCHEMA.md), so neither drifts.
import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/index.ts';
import { DATA_PATHS, dataIndex, editionData, historyData, linkData } from '../../src/corpus/data.ts';

const schema = JSON.parse(readFileSync('src/corpus/corpus.schema.json', 'utf8'));
const doc = readFileSync('src/corpus/SCHEMA.md', 'utf8');
const corpus = loadCorpus();
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(schema);
const validator = (name?: string): ValidateFunction =>
  ajv.getSchema(name ? `${schema.$id}#/definitions/${name}` : schema.$id)!;
/** As a consumer reads it: serialised and parsed back. */
const json = (x: unknown) => JSON.parse(JSON.stringify(x));

function expectValid(validate: ValidateFunction, data: unknown, what: string) {
  const ok = validate(data);
  expect({ what, errors: validate.errors?.slice(0, 5) ?? [] }).toEqual({ what, errors: [] });
  expect(ok).toBe(true);
}

describe('published data validates against the schema', () => {
  const index = json(dataIndex(corpus));
  it('the index /data/corpus.json', () => {
    expectValid(validator(), index, DATA_PATHS.index);
    expect(index.editions.map((e: { id: string }) => e.id)).toEqual([...corpus.dated, 'seed', '2011']);
    expect(index.newest).toBe('2026-04-17');
  });
  it('every edition file it names', () => {
    const validate = validator('EditionFile');
    for (const e of index.editions) {
      expect(e.file).toBe(DATA_PATHS.edition(e.id));
      expectValid(validate, json(editionData(corpus, e.id)), e.file);
    }
  });
  it('every link file it names, one per transition', () => {
    const validate = validator('LinkFile');
    expect(index.links).toHaveLength(corpus.dated.length - 1);
    for (const l of index.links) expectValid(validate, json(linkData(corpus, l.to)), l.file);
  });
  it('every history file it names', () => {
    const validate = validator('HistoryFile');
    expect(index.history.sections.length).toBeGreaterThan(140);
    for (const s of index.history.sections)
      expectValid(validate, json(historyData(corpus, s)), index.history.file.replace('{section}', s));
  });
  it('rejects a field the schema does not know', () => {
    const data = json(editionData(corpus, corpus.newest));
    data.edition.rules['510.1c'].surprise = 1;
    expect(validator('EditionFile')(data)).toBe(false);
    const bad = json(dataIndex(corpus));
    bad.links[0].counts.moved = 1;
    expect(validator()(bad)).toBe(false);
  });
});

describe('a rule history costs one small file', () => {
  it('510.1c: the history file of section 510 holds its history back to 2022-06-10', () => {
    const data = historyData(corpus, '510');
    const h = data.rules.find((r) => r.number === '510.1c' && r.last === corpus.newest)!;
    expect(h.first).toBe('2022-06-10');
    expect(h.events.map((e) => [e.edition, e.kind])).toContainEqual(['2024-11-08', 'changed']);
    expect(JSON.stringify(data).length).toBeLessThan(200_000);
  });
  it('509.2 (the damage assignment order): a history that ends in 2024-09-17, beside the newer rule of that number', () => {
    const both = historyData(corpus, '509').rules.filter((r) => r.number === '509.2');
    expect(both.map((h) => [h.last, h.events.at(-1)!.kind])).toEqual([
      ['2024-09-17', 'removed'],
      [corpus.newest, 'renumbered'],
    ]);
    expect(both[1].numbers).toEqual(['509.4', '509.2']);
  });
});

describe('the schema and its documentation', () => {
  it('SCHEMA.md documents every property of the schema', () => {
    const names = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (o.properties && typeof o.properties === 'object') Object.keys(o.properties).forEach((k) => names.add(k));
        Object.values(o).forEach(walk);
      }
    };
    walk(schema);
    const undocumented = [...names].filter((n) => !doc.includes(`\`${n}\``) && !doc.includes(`\`"${n}"\``));
    expect(undocumented).toEqual([]);
  });
});
