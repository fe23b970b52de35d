// Cards for the replacement tests: an enchantment whose static abilities are the replacement or
// prevention effects given (614.1, 615.1).
import type { CardDef } from '../core/cards';
import type { ReplacementDef } from '../core/replacements';

export const permanent = (name: string, ...replacements: ReplacementDef[]): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: [],
  abilities: replacements.map((replacement) => ({ kind: 'static', rule: 'replacement', replacement })),
});
