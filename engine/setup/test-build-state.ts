// Helpers for the build-state-*.test.ts tables (not a test file itself): setups that checkSetup
// accepts, and the records buildState makes when a setup gives nothing but the required fields.
import { expect } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameSetup, PlayerSetup } from '../core/setup';
import type { GameObject, GameState, PlayerState } from '../core/state';
import { buildState } from './build-state';
import { checkSetup } from './check-setup';

/** The state built from `setup`, which must first pass checkSetup (so a row can't test a setup no game starts from). */
export function built(setup: GameSetup): GameState {
  expect(checkSetup(setup)).toBeNull();
  return buildState(setup);
}

/** Alice (A) and Bob (B), nothing else given; `extra` says what differs. */
export const two = (extra: Partial<GameSetup> = {}): GameSetup => ({
  players: [
    { id: 'A', name: 'Alice' },
    { id: 'B', name: 'Bob' },
  ],
  ...extra,
});

/** A, B and C (named by their ids); `more` adds to each player, `extra` to the setup. */
export const three = (extra: Partial<GameSetup> = {}, more: Partial<PlayerSetup>[] = []): GameSetup => ({
  players: ['A', 'B', 'C'].map((id, i) => ({ id, name: id, ...more[i] })),
  ...extra,
});

/** A player's record when the setup gives only its id and name. */
export const playerRecord = (id: string, name: string, more: Partial<PlayerState> = {}): PlayerState => ({
  id,
  name,
  nameZh: null,
  team: null,
  life: 20,
  maxHandSize: 7,
  manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 },
  library: [],
  hand: [],
  graveyard: [],
  exile: [],
  landsPlayedThisTurn: 0,
  spellsCastThisTurn: 0,
  drewFromEmptyLibrary: false,
  lost: false,
  conceded: false,
  ...more,
});

/** An object's record as addObject makes it: untapped, undamaged, no counters, controlled by its owner. */
export const objectRecord = (
  id: string,
  card: CardDef,
  owner: string,
  zone: GameObject['zone'],
  timestamp: number,
  more: Partial<GameObject> = {},
): GameObject => ({
  id,
  card,
  owner,
  controller: owner,
  zone,
  token: false,
  tapped: false,
  damage: 0,
  deathtouchDamage: false,
  counters: {},
  summoningSick: false,
  phasedOut: false,
  protector: null,
  timestamp,
  ...more,
});

export const bear: CardDef = { name: 'Bear', nameZh: '熊', types: ['Creature'], colors: ['G'], power: 2, toughness: 2 };
export const island: CardDef = { name: 'Island', types: ['Land'], colors: [] };
export const shock: CardDef = {
  name: 'Shock',
  nameZh: '电震',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'any target' },
};
export const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: ['U'], loyalty: 3 };
export const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
export const aura: CardDef = { name: 'Charm', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'] };
export const plane: CardDef = { name: 'Plane', types: ['Plane'], colors: [] };
export const scheme: CardDef = { name: 'Scheme', types: ['Scheme'], colors: [] };
/** A 2/2 with an activated ability (0) and a triggered one (1); `text` only on the triggered one. */
export const prodigy: CardDef = {
  name: 'Prodigy',
  nameZh: '神童',
  types: ['Creature'],
  colors: ['U', 'R'],
  power: 2,
  toughness: 2,
  abilities: [
    { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } },
    {
      kind: 'triggered',
      trigger: 'attacks',
      effect: { type: 'draw', count: 1 },
      text: { en: 'Whenever it attacks, draw a card.', zh: '每当它攻击时，抓一张牌。' },
    },
  ],
};
