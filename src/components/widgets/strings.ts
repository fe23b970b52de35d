// Build time: the UI strings an island needs, picked from src/i18n by key prefix, so each island
// carries only its own words in one language.
import { pick, type UiLang } from '../../i18n';

export function stringsFor(lang: UiLang, prefixes: readonly string[]): Record<string, string> {
  return Object.assign({}, ...prefixes.map((p) => pick(lang, p)));
}

const COMMON = ['widget.rule.', 'widget.list.', 'widget.legal', 'widget.illegal', 'widget.profile', 'widget.scenario',
  'widget.creature', 'widget.ability', 'widget.choose', 'widget.maximum', 'widget.keyword.',
  'widget.declaration', 'widget.verdict', 'widget.everyDeclaration'];
const BOARD = ['widget.board.', 'widget.step.', 'widget.decision.', 'widget.trace.', 'widget.kw.', 'widget.color.'];

export const ISLAND_STRINGS = {
  fixture: [...COMMON, ...BOARD, 'fixture.'],
  damage: [...COMMON, 'widget.damage.', 'widget.board.damage'],
  attack: [...COMMON, 'widget.attack.'],
  block: [...COMMON, 'widget.block.'],
  walker: [...COMMON, ...BOARD, 'widget.walker.'],
  layers: ['widget.rule.', 'widget.scenario', 'widget.layers.', 'widget.color.', 'widget.kw.', 'widget.type.'],
} as const;
