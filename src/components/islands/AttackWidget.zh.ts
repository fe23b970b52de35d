// The declare-attackers widget, bundled with Chinese engine messages only (src/site/language-bundles.ts).
import type Original from '../widgets/AttackWidget';
import Component from '../widgets/AttackWidget.tsx?lang=zh';
export default Component as typeof Original;
