// The corpus module's public face. parseCorpus is pure (usable anywhere); loadCorpus reads
// content/ with Node's fs, so browser code should import from './parse.ts' instead.
export { parseCorpus, EDITION_LABELS } from './parse.ts';
export { loadCorpus, readCorpusFiles } from './load.ts';
export { CORPUS_FILES, splitLines, type SourceFile, type FileRole } from './source.ts';
export { anchorOf, chapterOf, parentOf, compareNumbers, parseNumber } from './numbers.ts';
export { plainText, refsOf } from './inline.ts';
export * from './model.ts';
export { termIndex, type TermEntry } from './terms.ts';
export { ruleHistories, type RuleHistory, type RuleEvent } from './history.ts';
export { computeEditionLinks, editionTexts, ruleFullText } from './edition-links.ts';
