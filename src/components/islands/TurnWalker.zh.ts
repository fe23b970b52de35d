// The turn walker, bundled with Chinese engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/TurnWalker';
import Component from '../widgets/TurnWalker.tsx?lang=zh';
export default Component as typeof Original;
