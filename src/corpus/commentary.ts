// Placeholder until the commentary parser lands (same commit series).
import type { Commentary, Edition } from './model.ts';
import type { Ignored, SourceFile } from './source.ts';

export function parseCommentary(file: SourceFile, ignored: Ignored, current: Edition): Commentary {
  void ignored;
  void current;
  return { title: '', date: '', tags: [], meta: {}, intro: '', sections: [], source: { file: file.path, lines: [] } };
}
