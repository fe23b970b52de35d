// The declare-blockers widget, bundled with English engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/BlockWidget';
import Component from '../widgets/BlockWidget.tsx?lang=en';
export default Component as typeof Original;
