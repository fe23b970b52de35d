// The shape every edition parser produces before inline text is tokenized: structure and raw
// strings with their source lines. Tokenizing waits until all editions are read, because a
// reference can only be resolved once every number of its edition is known.
import type { EditionId } from './model.ts';

export interface RawText {
  text: string;
  /** 1-based source lines the text came from (several for a reflowed 2011 paragraph). */
  lines: number[];
  /** The file, when it is not the chapter's own (a dated edition's Chinese lines). */
  file?: string;
}

export interface RawPair {
  en: RawText;
  zh?: RawText;
}

export interface RawRule {
  number: string;
  section: string;
  parent: string;
  text: RawPair;
  paragraphs: RawPair[];
  examples: RawPair[];
}

export interface RawSection {
  number: string;
  title: { en: string; zh?: string };
  lines: number[];
  /** Dated editions: the heading's line in the Chinese file. */
  zhLines?: number[];
  rules: RawRule[];
}

export interface RawChapter {
  file: string;
  /** Dated editions: the Chinese file. */
  zhFile?: string;
  edition: EditionId;
  number: number;
  title: { en: string; zh?: string };
  lines: number[];
  zhLines?: number[];
  sections: RawSection[];
}
