// One copy of the engine and widgets per page language. The engine speaks both languages (every
// event and refusal carries { en, zh }), but a reader of /en/ pages never sees its Chinese strings
// and a reader of /zh/ pages never sees its English ones — shipping both costs ~8 KB gzip on every
// widget page. This Vite plugin gives each island a language: an import ending in `?lang=en` (or
// `?lang=zh`) is resolved as usual, and every project TypeScript module reached from it is loaded
// again with the same suffix and with the other language's message strings emptied (see
// strip-language.ts). Nothing else changes: Node, tests and the build's own checks use the
// engine as written, with both languages.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { stripOtherLanguage, type MessageLang } from './strip-language.ts';

const SUFFIX = /\?lang=(en|zh)$/;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Project TypeScript (not node_modules, not generated data) is what gets a language copy. */
const isProjectTs = (file: string) => file.startsWith(ROOT) && !file.includes('/node_modules/') && /\.tsx?$/.test(file);

function split(id: string): { file: string; lang: MessageLang | null } {
  const m = SUFFIX.exec(id);
  return m ? { file: id.slice(0, m.index), lang: m[1] as MessageLang } : { file: id, lang: null };
}

export function languageBundles(): Plugin {
  return {
    name: 'rules:language-bundles',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const own = split(source);
      const from = importer ? split(importer) : { file: undefined, lang: null };
      const lang = own.lang ?? from.lang;
      if (!lang) return null;
      const resolved = await this.resolve(own.file, from.file, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isProjectTs(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?lang=${lang}` };
    },
    async load(id) {
      const { file, lang } = split(id);
      if (!lang || !isProjectTs(file)) return null;
      this.addWatchFile(file);
      return readFile(file, 'utf8');
    },
    transform(code, id) {
      const { file, lang } = split(id);
      if (!lang || !isProjectTs(file)) return null;
      return { code: stripOtherLanguage(code, file, lang), map: null };
    },
  };
}

/** Engine modules one widget alone uses stay in its chunk: legalActions serves the turn walker. */
const OWN_CHUNK = new Set(['engine/legal-actions.ts']);

/**
 * Rollup manualChunks, per language: engine/combat/** (the legality checks the damage, attack and
 * block widgets use) → `combat-<lang>`; the rest of engine/** → `engine-<lang>`, which a page
 * loads only for the turn walker or when a reader runs a fixture.
 */
export function engineChunks(id: string): string | undefined {
  const { file, lang } = split(id);
  if (!lang || !file.startsWith(`${ROOT}engine/`) || OWN_CHUNK.has(file.slice(ROOT.length))) return undefined;
  return file.startsWith(`${ROOT}engine/combat/`) ? `combat-${lang}` : `engine-${lang}`;
}
