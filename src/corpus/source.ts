// The source files and what each one is, plus the one way lines are numbered. Every parser
// numbers lines the same way (1-based, split at line breaks, a final one does not start a line), so
// the accounting test can check that lines 1..N of every file are used or ignored exactly once.
import type { EditionId, IgnoredLine, Lang } from './model.ts';

export interface SourceFile {
  /** Path relative to the project root, e.g. "content/cr-current-ch5-turn-structure.en-zh.md". */
  path: string;
  text: string;
}

export type FileRole =
  | { kind: 'chapter'; edition: 'seed'; chapter: number; order: readonly [Lang, Lang] }
  | { kind: 'edition-2011'; edition: EditionId; chapter: number }
  | { kind: 'commentary' };

/** The content/ files, in the order the model is built from them, with their roles. */
export const CORPUS_FILES: readonly { path: string; role: FileRole }[] = [
  {
    path: 'content/cr-current-ch5-turn-structure.en-zh.md',
    role: { kind: 'chapter', edition: 'seed', chapter: 5, order: ['en', 'zh'] },
  },
  {
    path: 'content/cr-current-ch6-spells-abilities-effects.zh-en.md',
    role: { kind: 'chapter', edition: 'seed', chapter: 6, order: ['zh', 'en'] },
  },
  {
    path: 'content/cr-current-ch8-multiplayer.zh-en.md',
    role: { kind: 'chapter', edition: 'seed', chapter: 8, order: ['zh', 'en'] },
  },
  {
    path: 'content/cr-2011-03-31-ch5-turn-structure.en.txt',
    role: { kind: 'edition-2011', edition: '2011', chapter: 5 },
  },
  { path: 'content/commentary-2023-10-27-turn-structure.zh-tw.md', role: { kind: 'commentary' } },
];

/** The folder of the dated editions: `YYYYMMDD_En.txt`, `YYYYMMDD_Zh.txt`. */
export const DATED_DIR = 'content/cr';
const DATED_NAME = /(?:^|\/)(\d{4})(\d{2})(\d{2})_(En|Zh)\.txt$/;

/** A dated edition's file: "content/cr/20260417_En.txt" → { edition: "2026-04-17", lang: "en" }. */
export function datedFileOf(path: string): { edition: EditionId; lang: Lang } | undefined {
  const m = DATED_NAME.exec(path);
  return m ? { edition: `${m[1]}-${m[2]}-${m[3]}`, lang: m[4] === 'En' ? 'en' : 'zh' } : undefined;
}

/** The lines of a file, 1-based by index + 1; trailing spaces are kept (parsers trim). A line ends
 *  at "\r\n", "\n" or a lone "\r" (one dated file, 2023-09-01 English, ends its lines with "\r"),
 *  and a final line break does not start a line. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '' && /[\r\n]$/.test(text)) lines.pop();
  return lines;
}

/** Collects lines a parser deliberately leaves out of the model. */
export class Ignored {
  readonly lines: IgnoredLine[] = [];
  constructor(readonly file: string) {}
  add(line: number, reason: IgnoredLine['reason']): void {
    this.lines.push({ file: this.file, line, reason });
  }
}

/** Does the text contain Chinese characters? (How a line's language is told apart.) */
export function hasHan(text: string): boolean {
  return /[\u3400-\u9fff]/.test(text);
}
