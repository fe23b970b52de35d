// 614.17: "can't" effects — "[players] can't gain (lose) life" — checked as each event would
// happen: whose life they speak of, and which event (119.7 gaining, 119.8 losing).
import { describe, expect, it } from 'vitest';
import type { AbilityDef, CardDef, EffectDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameEvent } from '../core/events';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { copyState } from '../core/copy-state';
import { happen } from '../events/happen';
import { castAndResolve, game, twoPlayers } from '../game/test-kit';
import type { ReplacementSource } from './replacement';

const instant = (name: string, spell: EffectDef | EffectDef[]): CardDef => ({
  name,
  types: ['Instant'],
  colors: ['B'],
  spell,
});
const curse = (abilities: AbilityDef[]): CardDef => ({
  name: 'Curse',
  types: ['Enchantment'],
  colors: ['B'],
  abilities,
});
const noGain: AbilityDef = { kind: 'static', rule: "can't", cant: 'gain life' };

const hand = [
  { id: 'gain', card: instant('Gain 3', { type: 'gain life', amount: 3 }) },
  { id: 'lose', card: instant('Lose 2', { type: 'lose life', amount: 2 }) },
  { id: 'nobody', card: instant('Nobody gains', { type: "can't", cant: 'gain life' }) },
  { id: 'you-not', card: instant('Target gains not', { type: "can't", cant: 'gain life', target: 'target player' }) },
];

function main(battlefield: GameSetup['battlefield'] = []): GameState {
  return game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield,
    }),
  );
}

const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;
const cants = (events: GameEvent[]) => events.filter((e) => e.type === 'cant-happen');

describe('614.17: a resolved "can\'t" effect speaks of its players and its event only', () => {
  it('119.7: "target player can\'t gain life" on Bob: Alice still gains', () => {
    const s = castAndResolve(main(), 'you-not', ['B']).state;
    const r = castAndResolve(s, 'gain');
    expect(cants(r.events)).toEqual([]);
    expect(life(r.state, 'A')).toBe(23);
  });

  it('119.7, 119.8: "players can\'t gain life" doesn\'t stop them losing life', () => {
    const s = castAndResolve(main(), 'nobody').state;
    const r = castAndResolve(s, 'lose');
    expect(cants(r.events)).toEqual([]);
    expect(life(r.state, 'A')).toBe(18);
  });
});

describe('614.17: a static "can\'t" ability of a permanent', () => {
  it('without "your opponents" or "you" it speaks of every player, its controller too', () => {
    const r = castAndResolve(main([{ id: 'curse', card: curse([noGain]), controller: 'A' }]), 'gain');
    expect(cants(r.events)).toEqual([
      {
        type: 'cant-happen',
        rules: ['614.17', '119.7'],
        player: 'A',
        amount: 3,
        cant: 'gain life',
        from: 'curse',
        cause: 'effect',
      },
    ]);
    expect(life(r.state, 'A')).toBe(20);
  });

  it("702.26b: a phased-out permanent is treated as though it doesn't exist: its ability stops nothing", () => {
    const r = castAndResolve(main([{ id: 'curse', card: curse([noGain]), controller: 'B', phasedOut: true }]), 'gain');
    expect(cants(r.events)).toEqual([]);
    expect(life(r.state, 'A')).toBe(23);
  });
});

describe("614.15, 614.17c: a self-replacement effect replacing an event that can't happen", () => {
  it('the event replacing it happens if it can: a life gain replaced by a life loss (no "can\'t" speaks of it)', () => {
    const s = main([{ id: 'curse', card: curse([noGain]), controller: 'B' }]);
    // A resolving instruction's own "… If [condition], lose that much life instead" (614.15), as a test-only source.
    const own: ReplacementSource = (_s, ev) =>
      ev.type === 'life' && ev.amount > 0
        ? [
            {
              key: 'own',
              chooser: 'A',
              kind: 'self-replacement',
              whole: true,
              timestamp: 0,
              source: null,
              effect: 'self-replacement',
              apply: () => [{ type: 'life', rules: ['614.15'], player: 'A', amount: -ev.amount, cause: 'effect' }],
            },
          ]
        : [];
    const ctx: Ctx = { s: copyState(s), events: [] };
    happen(ctx, { type: 'life', rules: ['119.3'], player: 'A', amount: 3, cause: 'effect' }, [own]);
    expect(cants(ctx.events)).toEqual([]);
    expect(life(ctx.s, 'A')).toBe(17);
  });
});
