// The words of the game, declared before any logic (chessops style): phases and steps (500.1),
// ids, colours, mana, zones and the rules profiles. Only ever added to, never renamed.
/** A text in both languages of the site. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** A text in both languages, from its two halves. */
export function bi(en: string, zh: string): Bilingual {
  return { en, zh };
}

// ---------------------------------------------------------------------------------------------
// Turn structure (500.1, 501.1, 505.1, 506.1, 512.1)

/** The five phases of a turn, in order (500.1). Main phases are named by 505.1a. */
export const PHASES = ['beginning', 'precombat main', 'combat', 'postcombat main', 'ending'] as const;

export type PhaseName = (typeof PHASES)[number];

/**
 * Steps, named in the rules' own words. A main phase has no steps (505.2); its single "step"
 * is called 'main'. The first of two combat damage steps (510.4) is 'first strike combat damage'.
 */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main',
  'beginning of combat',
  'declare attackers',
  'declare blockers',
  'first strike combat damage',
  'combat damage',
  'end of combat',
  'end',
  'cleanup',
] as const;

export type StepName = (typeof STEPS)[number];

/** The steps of each phase, in order, as a normal turn has them (501.1, 505.2, 506.1, 512.1). */
export const PHASE_STEPS: Readonly<Record<PhaseName, readonly StepName[]>> = {
  beginning: ['untap', 'upkeep', 'draw'],
  'precombat main': ['main'],
  combat: ['beginning of combat', 'declare attackers', 'declare blockers', 'combat damage', 'end of combat'],
  'postcombat main': ['main'],
  ending: ['end', 'cleanup'],
};

// ---------------------------------------------------------------------------------------------
// Ids, colours, zones

export type PlayerId = string;

export type ObjectId = string;

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

export type Color = (typeof COLORS)[number];

export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

export type ManaType = (typeof MANA_TYPES)[number];

/** A mana pool: amounts by type (106.4). */
export type ManaPool = Record<ManaType, number>;

/** 'command': the command zone (408), home of an Archenemy game's schemes, face down or up (314.2). */
export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command'] as const;

export type ZoneName = (typeof ZONES)[number];

export type ProfileId = 'classic' | 'foundations';

export const PROFILES: readonly ProfileId[] = ['classic', 'foundations'];
