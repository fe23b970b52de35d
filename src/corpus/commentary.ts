// The commentary article (Traditional Chinese markdown with YAML front matter). It is kept as
// markdown — the site renders it with remark, card links stay links — and cut into sections by
// heading. Each section learns which step or phase it is about by matching the English name in
// the heading's parentheses against the current edition's section titles ("Declare Blockers
// Step" → 509), and which rules it quotes ("- 500.2" lines and numbers in the prose).
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { CorpusError, type Commentary, type CommentarySection, type Edition } from './model.ts';
import { splitLines, type Ignored, type SourceFile } from './source.ts';

const HEADING = /^(#{1,6})\s+(\S.*?)\s*#*\s*$/;
/** A rule number in the prose: dotted numbers always, bare sections only after 規則/rule. */
const QUOTED = /(?<![\d.\/\w])(?:[1-9]\d{2}\.\d+[a-z]?|(?<=(?:規則|规则|rule|Rule)\s?)[1-9]\d{2})(?![\d\/])/g;

export function parseCommentary(file: SourceFile, ignored: Ignored, current: Edition): Commentary {
  const lines = splitLines(file.text);
  const fail = (line: number, problem: string) => new CorpusError(file.path, line, problem);
  if (lines[0]?.trim() !== '---') throw fail(1, 'the commentary must start with YAML front matter ("---")');
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) throw fail(1, 'front matter is not closed by a "---" line');
  ignored.add(1, 'front-matter-delimiter');
  ignored.add(close + 1, 'front-matter-delimiter');

  const front = readFrontMatter(lines.slice(1, close).join('\n'), file.path);
  const ownLines: number[] = [];
  for (let i = 1; i < close; i++) ownLines.push(i + 1);

  // Cut the body at headings; blank lines separate markdown blocks and are accounted as blank.
  const sections: CommentarySection[] = [];
  const bodies: string[][] = [];
  const introLines: string[] = [];
  let body: string[] = introLines;
  const ids = new Set<string>();
  let fenced = false; // inside a ``` code block a "#" line is code, not a heading
  for (let i = close + 1; i < lines.length; i++) {
    const line = lines[i];
    const ln = i + 1;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : HEADING.exec(line);
    if (m) {
      const heading = m[2];
      const section: CommentarySection = {
        id: uniqueId(slugOf(heading), ids),
        heading,
        depth: m[1].length,
        quotes: [],
        markdown: '',
        source: { file: file.path, lines: [ln] },
      };
      const about = aboutOf(heading, current);
      if (about) section.about = about;
      sections.push(section);
      body = [];
      bodies.push(body);
      continue;
    }
    body.push(line);
    if (line.trim() === '') ignored.add(ln, 'blank');
    else if (sections.length) sections[sections.length - 1].source.lines.push(ln);
    else ownLines.push(ln);
  }
  sections.forEach((s, k) => {
    s.markdown = trimBlankLines(bodies[k]).join('\n');
    s.quotes = quotesIn(s.markdown);
  });
  return {
    title: front.title,
    date: front.date,
    tags: front.tags,
    meta: front.meta,
    intro: trimBlankLines(introLines).join('\n'),
    sections,
    source: { file: file.path, lines: ownLines },
  };
}

interface FrontMatter {
  title: string;
  date: string;
  tags: string[];
  meta: Record<string, unknown>;
}

function readFrontMatter(yamlText: string, path: string): FrontMatter {
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (e) {
    const line = e instanceof YAMLParseError && e.linePos ? e.linePos[0].line + 1 : 2;
    throw new CorpusError(path, line, `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new CorpusError(path, 2, 'front matter is not a YAML mapping');
  const { title, date, tags, ...meta } = data as Record<string, unknown>;
  const lineOf = (key: string) => 2 + yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  if (typeof title !== 'string' || !title)
    throw new CorpusError(path, lineOf('title'), 'front matter: "title" must be a non-empty string');
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date))
    throw new CorpusError(path, lineOf('date'), 'front matter: "date" must be a "yyyy-mm-dd …" string');
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string'))
    throw new CorpusError(path, lineOf('tags'), 'front matter: "tags" must be a list of strings');
  return { title, date, tags, meta };
}

/** The English name in the heading's parentheses matched against the current section titles. */
export function aboutOf(heading: string, current: Edition): string | undefined {
  const m = /[（(]([A-Za-z][A-Za-z ,'’-]*)[）)]/.exec(heading);
  if (!m) return undefined;
  const name = m[1].trim().toLowerCase();
  let best: { number: string; length: number } | undefined;
  for (const s of Object.values(current.sections)) {
    const title = s.title.en.toLowerCase();
    const fits = name === title ? Infinity : name.endsWith(' ' + title) ? title.length : -1;
    if (fits > (best?.length ?? -1)) best = { number: s.number, length: fits };
  }
  return best?.number;
}

/** Every rule number quoted, in order of appearance, once; link and image targets are skipped. */
export function quotesIn(markdown: string): string[] {
  const prose = markdown.replace(/\]\([^)]*\)/g, ']');
  const seen: string[] = [];
  for (const m of prose.matchAll(QUOTED)) if (!seen.includes(m[0])) seen.push(m[0]);
  return seen;
}

function slugOf(heading: string): string {
  const english = /[（(]([A-Za-z][^）)]*)[）)]/.exec(heading)?.[1] ?? heading;
  return (
    english
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function uniqueId(base: string, ids: Set<string>): string {
  let id = base;
  for (let k = 2; ids.has(id); k++) id = `${base}-${k}`;
  ids.add(id);
  return id;
}

function trimBlankLines(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a].trim() === '') a++;
  while (b > a && lines[b - 1].trim() === '') b--;
  return lines.slice(a, b).map((l) => l.trimEnd());
}
