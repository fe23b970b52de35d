// 305.1, 505.6b: playing a land — a special action, from the hand (or from the top of the library while
// an effect allows it), in a main phase of one's own turn with an empty stack, once a turn (305.2).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameSetup, ObjectSetup, PermanentSetup, PlayerSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, game, refusal } from '../game/test-kit';

const forest: CardDef = { name: 'Forest', types: ['Land'], colors: [] };
/** "You may play lands from the top of your library." */
const fromTheTop: CardDef = {
  name: 'Oracle',
  types: ['Enchantment'],
  colors: ['G'],
  abilities: [{ kind: 'static', rule: 'play lands from the top of your library' }],
};
/** Another static ability: it lets nobody play lands from the library. */
const unpreventable: CardDef = {
  name: 'Fury',
  types: ['Enchantment'],
  colors: ['R'],
  abilities: [{ kind: 'static', rule: "damage can't be prevented" }],
};

const lands = (...ids: string[]): ObjectSetup[] => ids.map((id) => ({ id, card: forest }));

/**
 * Alice (A) has priority in her precombat main phase of turn 2, the stack empty. Her library's top
 * cards are the lands `top1`, `top2`; Bob's are `bTop1`, `bTop2`; Bob holds the land `bHand`.
 */
function board(a: Partial<PlayerSetup> = {}, battlefield: PermanentSetup[] = [], more: Partial<GameSetup> = {}) {
  return game({
    turn: 2,
    activePlayer: 'A',
    step: 'main',
    priority: 'A',
    players: [
      { id: 'A', name: 'Alice', library: lands('top1', 'top2'), ...a },
      { id: 'B', name: 'Bob', library: lands('bTop1', 'bTop2'), hand: lands('bHand') },
    ],
    battlefield,
    ...more,
  });
}

const play = (card: string, player = 'A') => ({ type: 'play-land', player, card }) as const;
const notInHand = (card: string) => ({ code: 'play-land/not-in-hand', rules: ['305.1'], params: { object: card } });
const onBattlefield = (s: GameState, id: string) => s.battlefield.includes(id) && s.objects[id]?.controller === 'A';

describe('305.1: where a land is played from', () => {
  it('305.1, 505.6b: a land in the hand is put onto the battlefield, its player now its controller', () => {
    const s = board({ hand: lands('f') });
    const r = act(s, play('f'));
    expect(onBattlefield(r.state, 'f')).toBe(true);
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[0].landsPlayedThisTurn).toBe(1);
    expect(r.events).toEqual([
      { type: 'land-played', rules: ['505.6b', '305.1'], player: 'A', object: 'f', from: 'hand', to: 'battlefield' },
    ]);
  });
  it('305.1: a land in the hand can still be played while an effect allows playing from the top of the library', () => {
    const s = board({ hand: lands('f') }, [{ id: 'o', card: fromTheTop, controller: 'A' }]);
    expect(onBattlefield(act(s, play('f')).state, 'f')).toBe(true);
  });
  it('305.1: a card in the graveyard is not in the hand: it cannot be played', () => {
    const s = board({ graveyard: lands('g') });
    expect(refusal(s, play('g'))).toEqual(notInHand('g'));
  });
  it("305.1: a land in another player's hand is not in yours", () => {
    expect(refusal(board(), play('bHand'))).toEqual(notInHand('bHand'));
  });
  it('305.1: the top card of the library cannot be played without an effect that allows it', () => {
    expect(refusal(board(), play('top1'))).toEqual(notInHand('top1'));
  });
  it('305.1: "you may play lands from the top of your library": its controller plays the top card', () => {
    const s = board({}, [{ id: 'o', card: fromTheTop, controller: 'A' }]);
    const r = act(s, play('top1'));
    expect(onBattlefield(r.state, 'top1')).toBe(true);
    expect(r.state.players[0].library).toEqual(['top2']);
    expect(r.events).toEqual([
      {
        type: 'land-played',
        rules: ['505.6b', '305.1'],
        player: 'A',
        object: 'top1',
        from: 'library',
        to: 'battlefield',
      },
    ]);
  });
  it('305.1: the top card only, not the one below it', () => {
    const s = board({}, [{ id: 'o', card: fromTheTop, controller: 'A' }]);
    expect(refusal(s, play('top2'))).toEqual({
      code: 'play-land/not-top-of-library',
      rules: ['305.1'],
      params: { object: 'top2', source: 'o' },
    });
  });
  it("305.1: the effect is about your own library: not the top of another player's", () => {
    const s = board({}, [{ id: 'o', card: fromTheTop, controller: 'A' }]);
    expect(refusal(s, play('bTop1'))).toEqual(notInHand('bTop1'));
  });
  it('305.1, 109.5: "your library" is its controller\'s: an opponent\'s such permanent allows you nothing', () => {
    const s = board({}, [{ id: 'o', card: fromTheTop, controller: 'B' }]);
    expect(refusal(s, play('top1'))).toEqual(notInHand('top1'));
  });
  it('702.26b: a phased-out permanent is treated as though it does not exist: its ability allows nothing', () => {
    const s = board({}, [{ id: 'o', card: fromTheTop, controller: 'A', phasedOut: true }]);
    expect(refusal(s, play('top1'))).toEqual(notInHand('top1'));
  });
  it('305.1: a permanent without that ability (no ability, or another static ability) allows nothing', () => {
    const s = board({}, [
      { id: 'f', card: forest, controller: 'A' },
      { id: 'u', card: unpreventable, controller: 'A' },
    ]);
    expect(refusal(s, play('top1'))).toEqual(notInHand('top1'));
  });
});

describe('305.1: only a land is played', () => {
  it('305.1: a creature card in the hand is no land', () => {
    const s = board({ hand: [{ id: 'c', card: creature('Bear', 2, 2) }] });
    expect(refusal(s, play('c'))).toEqual({ code: 'play-land/not-a-land', rules: ['305.1'], params: { object: 'c' } });
  });
});

describe('505.6b, 305.2: when', () => {
  it('305.2: one land a turn: a second is refused', () => {
    const s = board({ hand: lands('f', 'g') });
    const r = act(s, play('f'));
    expect(refusal(r.state, play('g'))).toEqual({
      code: 'play-land/one-per-turn',
      rules: ['505.6b', '305.2'],
      params: {},
    });
  });
  it("505.6b: not in another player's turn", () => {
    const s = board({ hand: lands('f') }, [], { priority: 'A', activePlayer: 'B' });
    expect(refusal(s, play('f'))).toEqual({ code: 'play-land/timing', rules: ['505.6b'], params: {} });
  });
});

describe('805.4c: Two-Headed Giant', () => {
  it('805.4c: a player plays a land in the team turn; the event cites the shared turn', () => {
    const seat = (id: string, team: string): PlayerSetup => ({ id, name: id, library: 10, team });
    const s = game({
      players: [{ ...seat('A', 'x'), hand: lands('f') }, seat('B', 'x'), seat('C', 'y'), seat('D', 'y')],
      variant: { sharedTeamTurns: true },
      turn: 3,
      activePlayer: 'A',
      step: 'main',
      priority: 'A',
    });
    const r = act(s, play('f'));
    expect(r.events).toEqual([
      {
        type: 'land-played',
        rules: ['505.6b', '305.1', '805.4c'],
        player: 'A',
        object: 'f',
        from: 'hand',
        to: 'battlefield',
      },
    ]);
  });
});
