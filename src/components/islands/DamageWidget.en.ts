// The combat damage assignment widget, bundled with English engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/DamageWidget';
import Component from '../widgets/DamageWidget.tsx?lang=en';
export default Component as typeof Original;
