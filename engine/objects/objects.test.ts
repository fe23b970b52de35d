// objects/: what the rest of the engine asks of objects and players — keywords and protection
// (702.16), fresh ids, APNAP and turn order (101.4) — compared whole.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/state';
import { creature, game } from '../game/test-kit';
import { hasKeyword, protections } from './characteristics';
import { newId } from './objects';
import { apnap, nextInTurnOrder } from './players';

const threePlayers = (active: string): GameState =>
  game({
    players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
    activePlayer: active,
    battlefield: [
      {
        id: 'x',
        card: creature('X', 1, 1, { keywords: ['flying', { protection: 'R' }, { protection: 'G' }] }),
        controller: 'A',
      },
    ],
  });

describe('702.16: protection is read as the colours it names, the other keywords as words', () => {
  it('the colours, in the order printed, and nothing for the word keywords', () => {
    const s = threePlayers('A');
    expect(protections(s, s.objects.x)).toEqual(['R', 'G']);
    expect(hasKeyword(s, s.objects.x, 'flying')).toBe(true);
    expect(hasKeyword(s, s.objects.x, 'reach')).toBe(false);
  });
});

describe('101.4: APNAP order and turn order, skipping players who left the game', () => {
  it('APNAP starts with the active player and goes on in seat order, each player once', () => {
    expect(apnap(threePlayers('B'))).toEqual(['B', 'C', 'A']);
    const s = threePlayers('C');
    s.players[0].lost = true;
    expect(apnap(s)).toEqual(['C', 'B']);
    // 800.4j: the active player has left, the turn goes on: the others, from the next seat.
    s.players[0].lost = false;
    s.players[2].conceded = true;
    expect(apnap(s)).toEqual(['A', 'B']);
  });
  it('the next player in turn order passes over those who left', () => {
    const s = threePlayers('A');
    expect(nextInTurnOrder(s, 'C')).toBe('A');
    s.players[0].lost = true;
    expect(nextInTurnOrder(s, 'C')).toBe('B');
  });
});

describe('fresh ids', () => {
  it('never reuse an object or a player id', () => {
    const s = threePlayers('A');
    s.nextId = 0;
    s.objects.e2 = { ...s.objects.x, id: 'e2' };
    expect(newId(s, 'e')).toBe('e1');
    expect(newId(s, 'e')).toBe('e3');
    s.nextId = 0;
    expect(newId(s, 'B')).toBe('B1');
    s.players[1].id = 'B2';
    s.nextId = 1;
    expect(newId(s, 'B')).toBe('B3');
  });
});
