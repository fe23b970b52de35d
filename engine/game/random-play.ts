// Random legal play, for property tests and the benchmark: a small card pool covering the
// engine's vocabulary, random starting positions, and a driver that picks among legalActions().
// The randomness here is the caller's (a seed), not the game's: the game keeps its own PRNG.

import type { Action } from '../core/actions';
import type { CardDef, Keyword } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup, PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { namesIn, refusalText } from '../messages';
import { apply } from './apply';
import { candidateActions } from './legal-actions';

export function mulberry(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS: Keyword[] = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'deathtouch',
  'trample',
  'haste',
  'vigilance',
  'menace',
  'defender',
  'indestructible',
  'shadow',
  'lifelink',
  { protection: 'R' },
  'attacks each combat if able',
  "can't attack alone",
  'blocks each combat if able',
  "can't block",
  'can block an additional creature',
  'banding',
];

export const forest: CardDef = {
  name: 'Forest',
  nameZh: '树林',
  types: ['Land'],
  subtypes: ['Forest'],
  colors: [],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
};

export const POOL: CardDef[] = [
  {
    name: 'Shock',
    nameZh: '电震',
    types: ['Instant'],
    colors: ['R'],
    spell: { type: 'deal damage', amount: 2, target: 'any target' },
  },
  {
    name: 'Giant Growth',
    nameZh: '巨化术',
    types: ['Instant'],
    colors: ['G'],
    manaCost: '{G}',
    spell: { type: 'pump', power: 3, toughness: 3, target: 'target creature' },
  },
  {
    name: 'Mending Hands',
    nameZh: '治愈之手',
    types: ['Instant'],
    colors: ['W'],
    spell: { type: 'prevent damage', amount: 4, target: 'any target' },
  },
  { name: 'Time Walk', types: ['Sorcery'], colors: ['U'], spell: { type: 'extra turn' } },
  { name: 'Relentless Assault', types: ['Sorcery'], colors: ['R'], spell: { type: 'additional combat phase' } },
  {
    name: 'Mind Rot',
    types: ['Sorcery'],
    colors: ['B'],
    spell: { type: 'discard', count: 2, target: 'target player' },
  },
  {
    name: 'Flash Foliage',
    types: ['Instant'],
    colors: ['G'],
    spell: {
      type: 'create token',
      card: { name: 'Saproling', types: ['Creature'], colors: ['G'], power: 1, toughness: 1 },
      blocking: 'target creature attacking you',
    },
  },
  {
    name: 'Mogg Fanatic',
    types: ['Creature'],
    colors: ['R'],
    manaCost: '{R}',
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: 'activated',
        cost: [{ type: 'sacrifice this' }],
        effect: { type: 'deal damage', amount: 1, target: 'any target' },
      },
    ],
  },
  {
    name: 'Ghostly Prison',
    types: ['Enchantment'],
    colors: ['W'],
    abilities: [{ kind: 'static', rule: 'attack cost', mana: '{1}' }],
  },
  {
    name: 'Pyre Hound',
    types: ['Creature'],
    colors: ['R'],
    power: 2,
    toughness: 2,
    keywords: ['haste'],
    abilities: [
      { kind: 'triggered', trigger: 'attacks', effect: { type: 'deal damage', amount: 1, target: 'any target' } },
    ],
  },
  {
    name: 'Clockwork',
    types: ['Artifact'],
    colors: [],
    abilities: [
      {
        kind: 'triggered',
        trigger: 'beginning of step',
        step: 'upkeep',
        effect: [
          { type: 'gain life', amount: 1 },
          { type: 'draw', count: 1 },
        ],
      },
    ],
  },
  {
    name: 'Intercept',
    types: ['Instant'],
    colors: ['W'],
    spell: { type: 'block', target: 'target creature', attacker: 'target attacking creature' },
  },
  {
    name: 'Portal',
    types: ['Instant'],
    colors: ['U'],
    spell: { type: 'reselect attack', target: 'target attacking creature' },
  },
  {
    name: 'Bloodthirsty Raider',
    types: ['Creature'],
    colors: ['B'],
    power: 2,
    toughness: 2,
    keywords: ['haste'],
    abilities: [
      {
        kind: 'static',
        rule: 'optional attack cost',
        cost: { type: 'pay life', amount: 1 },
        effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
      },
    ],
  },
  { name: 'Rally', types: ['Instant'], colors: ['W'], spell: { type: 'is attacking', target: 'target creature' } },
  {
    name: 'Unmake',
    types: ['Instant'],
    colors: ['U'],
    spell: { type: 'change types', target: 'target permanent', remove: ['Creature'] },
  },
  forest,
];

function randomCreature(rnd: () => number, i: number): CardDef {
  const kws: Keyword[] = [];
  const n = Math.floor(rnd() * 3);
  for (let k = 0; k < n; k++) kws.push(KEYWORDS[Math.floor(rnd() * KEYWORDS.length)]);
  const colors = (['W', 'U', 'B', 'R', 'G'] as const).filter(() => rnd() < 0.3);
  const card: CardDef = {
    name: `Creature ${i}`,
    types: ['Creature'],
    colors,
    power: Math.floor(rnd() * 5),
    toughness: 1 + Math.floor(rnd() * 5),
    keywords: kws,
  };
  if (rnd() < 0.2)
    card.abilities = [
      {
        kind: 'triggered',
        trigger: (['attacks', 'blocks', 'becomes blocked', 'deals combat damage'] as const)[Math.floor(rnd() * 4)],
        effect: { type: 'gain life', amount: 1 },
      },
    ];
  return card;
}

/** Variant pieces (505.3, 505.5): a scheme deck for the archenemy, an Attraction. */
export const SCHEMES: CardDef[] = [
  {
    name: 'Scheme of Fire',
    types: ['Scheme'],
    colors: [],
    abilities: [
      {
        kind: 'triggered',
        trigger: 'set in motion',
        effect: { type: 'deal damage', amount: 1, target: 'each opponent' },
      },
    ],
  },
  {
    name: 'Ongoing Scheme',
    types: ['Scheme'],
    colors: [],
    ongoing: true,
    abilities: [
      { kind: 'triggered', trigger: 'beginning of step', step: 'end', effect: { type: 'gain life', amount: 1 } },
    ],
  },
];

export const ATTRACTION: CardDef = {
  name: 'Attraction',
  types: ['Artifact'],
  subtypes: ['Attraction'],
  colors: [],
  litUp: [2, 5],
  abilities: [{ kind: 'triggered', trigger: 'visit', effect: { type: 'draw', count: 1 } }],
};

/** `options`: multiplayer options to play under (805 shared team turns: two teams of two; 801 range). */
/** Permanents with replacement and prevention effects (614, 615) that meet combat damage and deaths. */
const REPLACERS: CardDef[] = [
  {
    name: 'Furnace',
    types: ['Enchantment'],
    colors: ['R'],
    abilities: [
      {
        kind: 'static',
        rule: 'replacement',
        replacement: {
          would: 'deal damage',
          source: { objects: 'a creature you control' },
          instead: 'double that damage',
        },
      },
    ],
  },
  {
    name: 'Warden',
    types: ['Enchantment'],
    colors: ['W'],
    abilities: [
      {
        kind: 'static',
        rule: 'replacement',
        replacement: {
          would: 'deal damage',
          recipient: { objects: 'a creature you control' },
          instead: { prevent: 1 },
        },
      },
    ],
  },
  {
    name: 'Crypt',
    types: ['Enchantment'],
    colors: ['B'],
    abilities: [
      {
        kind: 'static',
        rule: 'replacement',
        replacement: {
          would: 'die',
          objects: { objects: 'a creature' },
          instead: "shuffle it into its owner's library",
        },
      },
    ],
  },
];

export function randomSetup(
  seed: number,
  players = 2,
  options: { sharedTeamTurns?: boolean; rangeOfInfluence?: number } = {},
): GameSetup {
  const rnd = mulberry(seed);
  const ids = ['A', 'B', 'C', 'D', 'E'].slice(0, players);
  const battlefield: PermanentSetup[] = [];
  let k = 0;
  for (const id of ids) {
    const n = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < n; i++)
      battlefield.push({
        id: `${id}${i}`,
        card: randomCreature(rnd, k++),
        controller: id,
        tapped: rnd() < 0.1,
        damage: rnd() < 0.1 ? 1 : 0,
      });
    battlefield.push({ id: `${id}f`, card: forest, controller: id });
    if (seed % 3 === 0) battlefield.push({ id: `${id}a`, card: ATTRACTION, controller: id }); // not from rnd: other setups stay as they were
    // Replacement and prevention effects (614, 615) whose order matters: the affected player is asked (616.1).
    if (seed % 4 === 1) battlefield.push({ id: `${id}r`, card: REPLACERS[k % REPLACERS.length], controller: id });
  }
  if (options.sharedTeamTurns || options.rangeOfInfluence !== undefined) {
    const half = Math.ceil(ids.length / 2);
    return {
      seed,
      profile: rnd() < 0.5 ? 'classic' : 'foundations',
      players: ids.map((id, i) => ({
        id,
        name: id,
        life: 5 + Math.floor(rnd() * 16),
        library: 10,
        ...(options.sharedTeamTurns ? { team: i < half ? 'x' : 'y' } : {}),
        hand: Array.from({ length: Math.floor(rnd() * 5) }, (_, j) => ({
          id: `${id}h${j}`,
          card: POOL[Math.floor(rnd() * POOL.length)],
        })),
      })),
      variant: {
        ...(options.sharedTeamTurns ? { sharedTeamTurns: true } : {}),
        ...(options.rangeOfInfluence !== undefined ? { rangeOfInfluence: options.rangeOfInfluence } : {}),
      },
      turn: 2 + Math.floor(rnd() * 3),
      activePlayer: options.sharedTeamTurns ? (rnd() < 0.5 ? ids[0] : ids[half]) : ids[Math.floor(rnd() * ids.length)],
      battlefield,
    };
  }
  const profile = rnd() < 0.5 ? 'classic' : 'foundations';
  const seats = ids.map((id) => ({
    id,
    name: id,
    life: 5 + Math.floor(rnd() * 16),
    library: 10,
    hand: Array.from({ length: Math.floor(rnd() * 5) }, (_, i) => ({
      id: `${id}h${i}`,
      card: POOL[Math.floor(rnd() * POOL.length)],
    })),
  }));
  const oneOpponent = players > 2 && rnd() < 0.5;
  const turn = 2 + Math.floor(rnd() * 3);
  const activePlayer = ids[Math.floor(rnd() * ids.length)];
  const variant = {
    ...(oneOpponent ? { attackOption: 'choose one opponent' as const } : {}),
    ...(seed % 4 === 0 ? { archenemy: ids[0] } : {}),
  };
  return {
    seed,
    profile,
    players: seats,
    turn,
    activePlayer,
    battlefield,
    ...(Object.keys(variant).length > 0 ? { variant } : {}),
    ...(seed % 4 === 0 ? { schemeDeck: SCHEMES.map((card) => ({ card })) } : {}),
  };
}

/** Play up to `max` random legal actions; `pick(n)` chooses an index below n. */
export function playRandom(
  state: GameState,
  pick: (n: number) => number,
  max: number,
  onStep?: (before: GameState, action: Action, after: GameState, events: GameEvent[]) => void,
): GameState {
  let s = state;
  for (let i = 0; i < max; i++) {
    const cands = candidateActions(s);
    if (cands.length === 0) break;
    // Lean towards passing priority, so that turns move on; otherwise try candidates in a random
    // order and take the first one the engine accepts (only legal actions are ever played).
    const pass = cands.findIndex((a) => a.type === 'pass-priority');
    const order = cands.map((_, j) => j);
    for (let j = order.length - 1; j > 0; j--) {
      const k = pick(j + 1);
      [order[j], order[k]] = [order[k], order[j]];
    }
    if (pass >= 0 && pick(3) > 0) order.unshift(pass);
    let done = false;
    for (const j of order) {
      const r = apply(s, cands[j]);
      if (!r.ok) continue;
      onStep?.(s, cands[j], r.value.state, r.value.events);
      s = r.value.state;
      done = true;
      break;
    }
    if (!done)
      throw new Error(
        `no candidate action was legal: ${JSON.stringify(s.frames).slice(0, 400)} ${cands
          .map((c) => {
            const r = apply(s, c);
            return r.ok ? 'ok' : r.error.code + ' ' + refusalText(r.error, 'en', namesIn(s));
          })
          .join(' | ')}`,
      );
  }
  return s;
}
