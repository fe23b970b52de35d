// The combat damage assignment widget, bundled with Chinese engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/DamageWidget';
import Component from '../widgets/DamageWidget.tsx?lang=zh';
export default Component as typeof Original;
