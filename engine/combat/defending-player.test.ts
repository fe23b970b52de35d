// "Defending player" in what a spell or ability says (508.5, 508.5a): the player the attacking
// creature it refers to attacks, else the one defending player, else the one its controller chooses.
import { describe, expect, it } from 'vitest';
import type { CardDef, EffectDef } from '../core/cards';
import type { Ctx } from '../core/context';
import { Refusal } from '../core/results';
import type { GameState, StackItem } from '../core/state';
import { act, creature, decision, game, passUntil } from '../game/test-kit';
import { chooseDefendingFor, needsDefendingChoice, referToDefendingPlayer } from './defending-player';

const drain: CardDef = {
  name: 'Drain',
  types: ['Instant'],
  colors: ['B'],
  spell: { type: 'lose life', amount: 2, target: 'defending player' },
};
const drainEffect = drain.spell as EffectDef;

/** A attacks B with `x`; `players` players round the table (or none in combat: `phase` main). */
function table(players: number, phase: 'combat' | 'precombat main' = 'combat'): GameState {
  return game({
    players: ['A', 'B', 'C'].slice(0, players).map((id) => ({
      id,
      name: id,
      library: 3,
      hand: id === 'A' ? [{ id: 'drain', card: drain }] : [],
    })),
    turn: 4,
    phase,
    step: phase === 'combat' ? 'declare attackers' : 'main',
    priority: 'A',
    battlefield: [
      {
        id: 'x',
        card: creature('X', 2, 2),
        controller: 'A',
        ...(phase === 'combat' ? { attacking: 'B', tapped: true } : {}),
      },
    ],
  } as Parameters<typeof game>[0]);
}

const item = (more: Partial<StackItem> = {}): StackItem =>
  ({
    id: 'it',
    kind: 'spell',
    controller: 'A',
    source: 'it',
    targets: [],
    related: null,
    relatedPlayer: null,
    ...more,
  }) as StackItem;

function refer(s: GameState, it: StackItem) {
  const ctx: Ctx = { s, events: [] };
  return { players: referToDefendingPlayer(ctx, it), events: ctx.events };
}

function refused(f: () => void) {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal) return e.violation;
    throw e;
  }
  throw new Error('not refused');
}

describe('508.5: the defending player of the attacking creature it refers to', () => {
  it('one defending player: 508.5', () => {
    expect(refer(table(2), item({ related: 'x' }))).toEqual({
      players: ['B'],
      events: [{ type: 'defending-player', rules: ['508.5'], object: 'x', player: 'B' }],
    });
  });
  it('several defending players: the one this creature attacks (508.5a)', () => {
    expect(refer(table(3), item({ targets: ['x'] }))).toEqual({
      players: ['B'],
      events: [{ type: 'defending-player', rules: ['508.5', '508.5a'], object: 'x', player: 'B' }],
    });
  });
});

describe('508.5a: no attacking creature referred to', () => {
  it('the one defending player, with no choice to make', () => {
    const s = table(2);
    expect(refer(s, item())).toEqual({ players: ['B'], events: [] });
    expect(needsDefendingChoice(s, item(), drainEffect)).toBe(false);
  });
  it('several defending players: nobody until its controller chooses one', () => {
    const s = table(3);
    expect(refer(s, item())).toEqual({ players: [], events: [] });
    expect(needsDefendingChoice(s, item(), drainEffect)).toBe(true);
    expect(refer(s, item({ defendingPlayer: 'C' })).players).toEqual(['C']);
    expect(refer(s, item({ relatedPlayer: 'C' })).players).toEqual(['C']);
  });
  it('outside combat there is no defending player', () => {
    const s = table(3, 'precombat main');
    expect(s.combat).toBeNull();
    expect(refer(s, item())).toEqual({ players: [], events: [] });
    expect(needsDefendingChoice(s, item(), drainEffect)).toBe(false);
  });
});

describe("508.5a: the controller's choice", () => {
  const paused = () => {
    const s = act(table(3), { type: 'cast-spell', player: 'A', card: 'drain' }).state;
    return passUntil(s, () => false).state;
  };
  it('only the resolving spell’s controller chooses, only while it resolves', () => {
    const s = paused();
    expect(decision(s)).toMatchObject({ kind: 'choose-defending-player', player: 'A', rules: ['508.5a'] });
    const notAwaited = { code: 'choose-defending-player/not-awaited', rules: ['508.5a'], params: {} };
    expect(refused(() => chooseDefendingFor({ s, events: [] }, 'B', 'C'))).toEqual(notAwaited);
    expect(refused(() => chooseDefendingFor({ s: table(3), events: [] }, 'A', 'B'))).toEqual(notAwaited);
  });
  it('the choice must be a defending player', () => {
    const s = paused();
    expect(refused(() => chooseDefendingFor({ s, events: [] }, 'A', 'A'))).toEqual({
      code: 'choose-defending-player/not-defending',
      rules: ['508.5a'],
      params: { player: 'A' },
    });
  });
});
