// The turn walker, bundled with English engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/TurnWalker';
import Component from '../widgets/TurnWalker.tsx?lang=en';
export default Component as typeof Original;
