// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';

// Static site: every page is built ahead of time; islands (search, widgets) hydrate on demand.
export default defineConfig({
  site: 'https://rules.example.org',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [preact()],
  vite: {
    // The engine is plain TypeScript shared with tests; nothing special is needed to bundle it.
    build: { chunkSizeWarningLimit: 200 },
  },
});
