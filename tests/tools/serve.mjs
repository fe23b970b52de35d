// A small static file server for the built site (dist/): used by `npm start`, the browser tests
// and the benchmarks. Serves `dir/index.html` for directories and the site's 404 page otherwise.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

async function resolveFile(root, urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  try {
    const s = await stat(file);
    if (s.isDirectory()) file = join(file, 'index.html');
    await stat(file);
    return file;
  } catch {
    return null;
  }
}

/** Starts the server; resolves to { url, close } once listening. Port 0 picks a free port. */
export function serve(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const file = await resolveFile(root, req.url ?? '/');
    if (!file) {
      const notFound = await readFile(join(root, '404.html')).catch(() => 'Not found');
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      res.end(notFound);
      return;
    }
    const body = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Compress text as any static host does (the benchmarks' Lighthouse figures depend on it).
    if (/text|javascript|json|svg|xml/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(gzipSync(body));
      return;
    }
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  });
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const addr = server.address();
      ok({ url: `http://127.0.0.1:${addr.port}`, close: () => new Promise((c) => server.close(c)) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? 4321);
  serve(dir, port).then(({ url }) => console.log(`Serving ${dir} at ${url}/ (Ctrl+C stops)`));
}
