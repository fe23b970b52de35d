// Serves the built site (dist/, or $SITE_DIST) on a free loopback port for the browser tests.
import type { TestProject } from 'vitest/node';
import { serve } from '../tools/serve.mjs';

export default async function setup(project: TestProject) {
  const server = await serve(process.env.SITE_DIST ?? 'dist', 0);
  project.provide('baseUrl', server.url);
  return async () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
