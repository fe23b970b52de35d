// The turn the turn walker plays: two players, a few permanents (one tapped, to untap in 502.3),
// a creature whose upkeep trigger goes on the stack (503.1a), a full hand so the cleanup step
// discards (514.1). `answer` turns what the engine asks (pendingDecision) into an action: pass
// priority, or the reader's attack/block choice, or the simplest legal answer for the rest (for
// anything else, e.g. targets: the engine's first legal action, legalActions()).
import { legalActions } from '../../../engine/play';
import type { Action, CardDef, Decision, GameSetup, GameState, ObjectSetup } from '../../../engine/types';

const creature = (
  name: string,
  nameZh: string,
  power: number,
  toughness: number,
  extra: Partial<CardDef> = {},
): CardDef => ({ name, nameZh, types: ['Creature'], colors: ['G'], power, toughness, ...extra });
const forest: CardDef = { name: 'Forest', nameZh: '树林', types: ['Land'], subtypes: ['Forest'], colors: [] };
const bears = creature('Grizzly Bears', '灰熊', 2, 2);
const herald = creature('Creature with an upkeep trigger', '具有维持触发异能的生物', 1, 3, {
  colors: ['W'],
  abilities: [
    {
      kind: 'triggered',
      trigger: 'beginning of step',
      step: 'upkeep',
      effect: { type: 'gain life', amount: 1 },
      text: { en: 'At the beginning of your upkeep, you gain 1 life.', zh: '在你的维持开始时，你获得1点生命。' },
    },
  ],
});
const hand = (n: number, prefix: string): ObjectSetup[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-card-${i + 1}`, card: i % 2 ? forest : bears }));

export const ACTIVE = 'ana';
export const OPPONENT = 'ben';

export function walkerSetup(profile: 'classic' | 'foundations' = 'classic'): GameSetup {
  return {
    profile,
    seed: 7,
    players: [
      { id: ACTIVE, name: 'Ana', nameZh: '安娜', life: 20, library: 20, hand: hand(7, 'ana') },
      { id: OPPONENT, name: 'Ben', nameZh: '本', life: 20, library: 20, hand: hand(3, 'ben') },
    ],
    activePlayer: ACTIVE,
    turn: 2,
    phase: 'beginning',
    step: 'untap',
    battlefield: [
      { id: 'ana-bears', card: bears, controller: ACTIVE, tapped: true },
      { id: 'ana-herald', card: herald, controller: ACTIVE },
      { id: 'ana-forest', card: forest, controller: ACTIVE, tapped: true },
      { id: 'ben-bears', card: creature('Runeclaw Bear', '符爪熊', 2, 2), controller: OPPONENT },
    ],
  };
}

/** The reader's choices for the decisions the walker lets them make. */
export interface WalkerChoices {
  attackers: string[];
  blocks: Record<string, string>;
}

export function answer(state: GameState, d: Decision, choices: WalkerChoices): Action {
  const player = d.player;
  switch (d.kind) {
    case 'priority':
      return { type: 'pass-priority', player };
    case 'declare-attackers': {
      const target = d.targets?.[0] ?? OPPONENT;
      const able = d.candidates ?? [];
      return {
        type: 'declare-attackers',
        player,
        attacks: choices.attackers.filter((a) => able.includes(a)).map((attacker) => ({ attacker, target })),
      };
    }
    case 'declare-blockers':
      return {
        type: 'declare-blockers',
        player,
        blocks: Object.entries(choices.blocks)
          .filter(([, a]) => a)
          .map(([blocker, attacker]) => ({ blocker, attacker })),
      };
    case 'order-blockers':
      return { type: 'order-blockers', player, attacker: d.object ?? '', order: d.toOrder ?? [] };
    case 'order-attackers':
      return { type: 'order-attackers', player, blocker: d.object ?? '', order: d.toOrder ?? [] };
    case 'assign-combat-damage':
      return {
        type: 'assign-combat-damage',
        player,
        assignments: (d.sources ?? []).map((s) => ({
          source: s.source,
          assignment: s.recipients.length ? [{ to: s.recipients[0], amount: s.power }] : [],
        })),
      };
    case 'order-triggers':
      return { type: 'order-triggers', player, order: (d.triggers ?? []).map((t) => t.id) };
    case 'discard-to-hand-size': {
      const handIds = state.players.find((p) => p.id === player)?.hand ?? [];
      return { type: 'discard', player, cards: handIds.slice(handIds.length - (d.count ?? 0)) };
    }
    default: {
      // Anything else the engine may ask (e.g. choosing targets): its first legal answer.
      const first = legalActions(state).find((a) => a.player === player);
      return first ?? { type: 'pass-priority', player };
    }
  }
}
