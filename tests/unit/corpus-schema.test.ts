// /data/corpus.json against its JSON Schema (src/corpus/corpus.schema.json), and the schema
// against its field-by-field documentation (src/corpus/SCHEMA.md), so neither drifts.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/index.ts';

const schema = JSON.parse(readFileSync('src/corpus/corpus.schema.json', 'utf8'));
const doc = readFileSync('src/corpus/SCHEMA.md', 'utf8');

describe('corpus.json schema', () => {
  it('the serialised corpus validates (no undocumented field anywhere)', () => {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    const validate = ajv.compile(schema);
    const json = JSON.parse(JSON.stringify(loadCorpus()));
    const ok = validate(json);
    expect(validate.errors?.slice(0, 5) ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
  it('rejects a field the schema does not know', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    const validate = ajv.compile(schema);
    const json = JSON.parse(JSON.stringify(loadCorpus()));
    json.editions.seed.rules['510.1c'].surprise = 1;
    expect(validate(json)).toBe(false);
  });
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
