// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import permalinks from './src/integrations/permalinks.ts';

// Static site: every page is built ahead of time; islands (search, widgets) hydrate on demand.
export default defineConfig({
  site: 'https://rules.example.org',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [preact(), permalinks()],
  // The islands import the engine like any other code; Vite splits the chunks.
  vite: { build: { chunkSizeWarningLimit: 200 } },
});
