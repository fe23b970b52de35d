// The English catalogue.
import type { Catalogue } from '../catalogue';
import { EN_COMBAT_REFUSALS } from './combat-refusals';
import { EN_DECISIONS } from './decisions';
import { EN_EVENTS } from './events';
import { EN_GAME_REFUSALS } from './refusals';
import { EN_SETUP_ERRORS } from './setup-errors';
import { EN_VOCABULARY } from './vocabulary';

export const EN: Catalogue = {
  vocabulary: EN_VOCABULARY,
  events: EN_EVENTS,
  refusals: { ...EN_GAME_REFUSALS, ...EN_COMBAT_REFUSALS },
  decisions: EN_DECISIONS,
  setupErrors: EN_SETUP_ERRORS,
};
