// The shape of a language's vocabulary: the names of the engine's words (steps, phases, colours,
// zones, keywords, card types, subtypes…), which the site's UI strings share (src/i18n).
import type { Duration, TargetSpec, WordKeyword } from '../core/cards';
import type { Color, ManaType, PhaseName, StepName, ZoneName } from '../core/vocabulary';

export type Lang = 'en' | 'zh';

export type { WordKeyword };

/** The names of the engine's vocabulary in one language. */
export interface Vocabulary {
  /** A step by name ('untap step'); 'main' is 'main phase'. */
  step: Record<StepName, string>;
  /** A phase by name ('precombat main phase'). */
  phase: Record<PhaseName, string>;
  /** A colour as a word ('white' / '白'). */
  color: Record<Color, string>;
  mana: Record<ManaType, string>;
  zone: Record<ZoneName, string>;
  keyword: Record<WordKeyword, string>;
  /** "protection from {color}". */
  protection: string;
  /** Card types the engine's rules look at. */
  cardType: Record<string, string>;
  /** A subtype (205.3): the English word itself, or its Chinese name (subtypes.ts). */
  subtype: (name: string) => string;
  duration: Record<Duration, string>;
  target: Record<TargetSpec, string>;
  /** A counter of a kind ('lore counter'). */
  counter: (kind: string) => string;
  /** What an anonymous card (a library given as a number) is called ('a card'). */
  aCard: string;
  /** An empty list ('none'). */
  none: string;
}
