// Reading the built site (dist/) as files: every HTML page, its ids and its links. A small tag
// scanner instead of a DOM: Astro's output is well-formed, and quoted attribute values (which
// may hold `>`) are read as a whole. <script>, <style> and comments are skipped.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The built site: dist/, or $SITE_DIST (to test a build made elsewhere, e.g. `astro build --outDir`). */
export const DIST = process.env.SITE_DIST ?? 'dist';

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

export interface HtmlPage {
  /** The URL path the page is served at: "/en/510/" for dist/en/510/index.html. */
  path: string;
  file: string;
  tags: Tag[];
  /** Every id on the page, with how many elements carry it. */
  ids: Map<string, number>;
}

const TAG = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const SKIP = /<!--[\s\S]*?-->|<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>/gi;

export function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The start tags of an HTML document, attributes decoded. */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  // Keep the <script>/<style> start tags themselves (their src/href count), drop their bodies.
  const text = html.replace(SKIP, (m) => (m.startsWith('<!--') ? '' : m.replace(/>[\s\S]*$/, '>')));
  for (const m of text.matchAll(TAG)) {
    const attrs: Record<string, string> = {};
    for (const a of m[2].matchAll(ATTR)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({ name: m[1].toLowerCase(), attrs });
  }
  return tags;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file, out);
    else if (name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** The URL path a dist file is served at. */
export function pathOf(file: string): string {
  const rel = '/' + relative(DIST, file).split(sep).join('/');
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}

const cache = new Map<string, HtmlPage>();

export function readPage(file: string): HtmlPage {
  let page = cache.get(file);
  if (!page) {
    const tags = scanTags(readFileSync(file, 'utf8'));
    const ids = new Map<string, number>();
    for (const tag of tags) if (tag.attrs.id !== undefined) ids.set(tag.attrs.id, (ids.get(tag.attrs.id) ?? 0) + 1);
    page = { path: pathOf(file), file, tags, ids };
    cache.set(file, page);
  }
  return page;
}

/** Every HTML page of the built site. */
export function allPages(): HtmlPage[] {
  if (!existsSync(DIST)) throw new Error('dist/ not found: run `npm run build` before the browser tests');
  return walk(DIST).map(readPage);
}

/** The file a site path is served from (directories serve index.html), or null. */
export function fileForPath(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]);
  const file = join(DIST, clean);
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  return existsSync(index) ? index : null;
}

/** The page served at `path`; fails the test with the path when there is none. */
export function pageAt(path: string): HtmlPage {
  const file = fileForPath(path);
  if (!file || !file.endsWith('.html')) throw new Error(`no page at ${path} in dist/`);
  return readPage(file);
}
