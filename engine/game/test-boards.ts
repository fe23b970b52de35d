// Games shared by game/'s tests (built inside each test, so Stryker sees which test reaches what).
import type { GameState } from '../core/state';
import { bomb, enchantment } from './test-cards';
import { act, combatAt, creature, mainPhase } from './test-kit';

/** Alice sacrifices Bomb to activate it: two of her effects would replace its dying, and she is asked which applies first (616.1). */
export const askedWhichReplacementFirst = (): GameState =>
  act(
    mainPhase([
      { id: 'bomb', card: bomb, controller: 'A' },
      { id: 'returner', card: enchantment('Returner', "put it into its owner's hand"), controller: 'A' },
      { id: 'shuffler', card: enchantment('Shuffler', "shuffle it into its owner's library"), controller: 'A' },
    ]),
    { type: 'activate-ability', player: 'A', source: 'bomb', ability: 0, targets: ['B'] },
  ).state;

/** At the declaration of attackers: A's x (5/5) and y (2/2); B's b1, b2 (1/1) and a 0/6 wall that can block an additional creature. */
export const threeBlockersAndAWall = (): GameState =>
  combatAt('declare attackers', [
    { id: 'x', card: creature('X', 5, 5), controller: 'A' },
    { id: 'y', card: creature('Y', 2, 2), controller: 'A' },
    { id: 'b1', card: creature('B1', 1, 1), controller: 'B' },
    { id: 'b2', card: creature('B2', 1, 1), controller: 'B' },
    { id: 'wall', card: creature('Wall', 0, 6, { keywords: ['can block an additional creature'] }), controller: 'B' },
  ]);
