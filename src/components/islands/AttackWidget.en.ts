// The declare-attackers widget, bundled with English engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/AttackWidget';
import Component from '../widgets/AttackWidget.tsx?lang=en';
export default Component as typeof Original;
