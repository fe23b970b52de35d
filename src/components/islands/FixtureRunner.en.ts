// The fixture runner, bundled with English engine messages only (src/site/language-bundles.ts).
import type Original from '../fixtures/FixtureRunner';
import Component from '../fixtures/FixtureRunner.tsx?lang=en';
export default Component as typeof Original;
