// The fixture runner, bundled with Chinese engine messages only (src/site/language-bundles.ts).
import type Original from '../fixtures/FixtureRunner';
import Component from '../fixtures/FixtureRunner.tsx?lang=zh';
export default Component as typeof Original;
