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

/** The turn walker and what only it uses (legalActions) stay in its own chunk: it needs the whole engine
 *  on arrival, every other widget needs only the combat checks. */
const WALKER = new Set(['engine/game/legal-actions.ts', 'src/components/widgets/TurnWalker.tsx', 'src/components/widgets/walker-setup.ts']);
/** One widget's own UI stays in its own file: a page carries only the widgets it shows. */
const OWN_UI = /^src\/components\/widgets\/(Attack|Block|Damage)|-(presets|draft)\.ts$/;
/** The pure combat checks (declarations, damage assignment) the attack, block and damage widgets use. */
const COMBAT_CHECKS = /^engine\/combat\/(attack-declaration|attack-restrictions|bands|block-declaration|block-restrictions|block-search|characteristics|damage-assignment|declaration-options|default-damage|index|lethal-damage|refusal|requirement-search|types)\.ts$/;
/** What runs a fixture once the reader presses Run (it needs the whole engine, so it travels with it). */
const RUNNER = new Set(['src/components/fixtures/fixture-trace.ts', 'src/components/fixtures/profile-diff.ts', 'src/components/widgets/board-of.ts']);

/**
 * Rollup manualChunks. Few, larger files compress better than many small ones (gzip starts each
 * file with an empty dictionary), so the islands' code is grouped by when a page needs it:
 *   - `preact`: the UI runtime, shared by both languages;
 *   - `widgets-<lang>`: every widget's and fixture panel's UI plus engine/combat/** (the legality
 *     checks the damage, attack and block widgets use) — what a page loads once a widget or fixture
 *     panel scrolls into view;
 *   - `engine-<lang>`: the rest of engine/** and the fixture runner — loaded by the turn walker, or
 *     when a reader reaches for Run.
 */
export function islandChunks(id: string): string | undefined {
  // Vite's dynamic-import helper is used by the site's own scripts too: it keeps its own small file.
  if (id.includes('vite/preload-helper')) return 'preload-helper';
  if (/\/node_modules\/(preact\/|@astrojs\/preact\/dist\/client)/.test(id)) return 'preact';
  const { file, lang } = split(id);
  if (!lang || !file.startsWith(ROOT)) return undefined;
  const rel = file.slice(ROOT.length);
  if (WALKER.has(rel) || OWN_UI.test(rel)) return undefined;
  if (RUNNER.has(rel) || (rel.startsWith('engine/') && !COMBAT_CHECKS.test(rel))) return `engine-${lang}`;
  if (COMBAT_CHECKS.test(rel) || rel.startsWith('src/components/widgets/') || rel.startsWith('src/components/fixtures/')) return `widgets-${lang}`;
  return undefined;
}
