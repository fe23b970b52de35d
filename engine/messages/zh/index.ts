// 中文目录。
import type { Catalogue } from '../catalogue';
import { ZH_COMBAT_REFUSALS } from './combat-refusals';
import { ZH_DECISIONS } from './decisions';
import { ZH_EVENTS } from './events';
import { ZH_GAME_REFUSALS } from './refusals';
import { ZH_SETUP_ERRORS } from './setup-errors';
import { ZH_VOCABULARY } from './vocabulary';

export const ZH: Catalogue = {
  vocabulary: ZH_VOCABULARY,
  events: ZH_EVENTS,
  refusals: { ...ZH_GAME_REFUSALS, ...ZH_COMBAT_REFUSALS },
  decisions: ZH_DECISIONS,
  setupErrors: ZH_SETUP_ERRORS,
};
