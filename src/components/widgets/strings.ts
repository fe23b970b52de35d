// Build time: the UI strings an island needs, picked from src/i18n by key prefix, so each island
// carries only its own words in one language — and, with the `widget.rule.` keys, where the rules
// the engine cites are read (rule-links.tsx): the seed chapters' pages and the seed era's edition.
import { loadCorpus } from '../../corpus';
import { pick, type UiLang } from '../../i18n';
import { seedEra } from '../../site/fixture-rules';
import { editionHref } from '../../site/paths';

/** Not words but places, from the corpus: the pages of the editions the engine's numbers belong to. */
function engineRulePages(lang: UiLang): Record<string, string> {
  const corpus = loadCorpus();
  return {
    'widget.rule.seedChapters': corpus.editions.seed.chapters.map((c) => c.number).join(','),
    'widget.rule.seedPath': editionHref(lang, 'seed'),
    'widget.rule.eraPath': editionHref(lang, seedEra(corpus)),
  };
}

export function stringsFor(lang: UiLang, prefixes: readonly string[]): Record<string, string> {
  const strings = Object.assign({}, ...prefixes.map((p) => pick(lang, p)));
  return prefixes.includes('widget.rule.') ? { ...strings, ...engineRulePages(lang) } : strings;
}

const COMMON = [
  'widget.rule.',
  'widget.list.',
  'widget.legal',
  'widget.illegal',
  'widget.profile',
  'widget.scenario',
  'widget.creature',
  'widget.ability',
  'widget.choose',
  'widget.maximum',
  'widget.keyword.',
  'widget.declaration',
  'widget.verdict',
  'widget.everyDeclaration',
];
const BOARD = ['widget.board.', 'widget.step.', 'widget.decision.', 'widget.trace.', 'widget.kw.', 'widget.color.'];

export const ISLAND_STRINGS = {
  fixture: [...COMMON, ...BOARD, 'fixture.'],
  damage: [...COMMON, 'widget.damage.', 'widget.board.damage'],
  attack: [...COMMON, 'widget.attack.'],
  block: [...COMMON, 'widget.block.'],
  walker: [...COMMON, ...BOARD, 'widget.walker.'],
  layers: [
    'widget.rule.',
    'widget.scenario',
    'widget.layers.',
    'widget.color.',
    'widget.kw.',
    'widget.type.',
    'widget.subtype.',
  ],
} as const;
