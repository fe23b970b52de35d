// Reselecting what an attacking creature attacks (508.7): the choices offered (508.7c–e), the
// rules a refused choice breaks (508.7c–e, 801.2d) and what the reselection changes (508.7a–b).
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { DecisionOf } from '../core/decisions';
import { Refusal } from '../core/results';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { creature, game } from '../game/test-kit';
import { reselectAttack, reselectChoice, reselectChoices } from './reselect-attack';

const walker = { name: 'Walker', types: ['Planeswalker' as const], colors: [], loyalty: 4 };
const siege = { name: 'Siege', types: ['Battle' as const], subtypes: ['Siege'], colors: [], defense: 5 };

/** Five players A–E round the table, A attacking B with `x` (and `y` attacking E, or B when one defending player is chosen). */
function table(battlefield: PermanentSetup[] = [], variant: Record<string, unknown> = {}): GameState {
  return game({
    players: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, name: id, library: 3 })),
    turn: 4,
    phase: 'combat',
    step: 'declare attackers',
    priority: 'A',
    variant,
    battlefield: [
      { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'B', tapped: true },
      {
        id: 'y',
        card: creature('Y', 2, 2),
        controller: 'A',
        attacking: variant.attackOption ? 'B' : 'E',
        tapped: true,
      },
      ...battlefield,
    ],
  });
}

const ask = (s: GameState, object = 'x') => reselectChoice(s, object, 'A') as DecisionOf<'reselect-attack'>;

function refused(s: GameState, attacker: string, target: string, object = attacker) {
  const ctx: Ctx = { s, events: [] };
  try {
    reselectAttack(ctx, attacker, target, { ...ask(s, object) });
  } catch (e) {
    if (e instanceof Refusal) return e.violation;
    throw e;
  }
  throw new Error('not refused');
}

describe('508.7c: the choices are opponents, their planeswalkers and the battles they protect', () => {
  it('a player who left the game, a phased-out planeswalker, a battle its controller protects and a former battle are no choices', () => {
    const s = table([
      { id: 'pw', card: walker, controller: 'C' },
      { id: 'gone', card: walker, controller: 'C', phasedOut: true },
      { id: 'was', card: creature('Was a battle', 2, 2), controller: 'B' },
      { id: 'bat', card: siege, controller: 'B', protector: 'C' },
      { id: 'own', card: siege, controller: 'C', protector: 'A' },
    ]);
    s.players.find((p) => p.id === 'D')!.lost = true;
    s.objects.was.protector = 'C'; // a battle that stopped being one keeps its protector (506.4e)
    expect(reselectChoices(s, 'x')).toEqual(['B', 'C', 'E', 'pw', 'bat']);
    expect(ask(s)).toEqual({
      player: 'A',
      kind: 'reselect-attack',
      rules: ['508.7'],
      object: 'x',
      targets: ['B', 'C', 'E', 'pw', 'bat'],
    });
  });
  it('508.7e: with a limited range of influence the question cites 508.7e and offers only what is in range', () => {
    const s = table([{ id: 'pw', card: walker, controller: 'C' }], { rangeOfInfluence: 1 });
    expect(ask(s)).toEqual({
      player: 'A',
      kind: 'reselect-attack',
      rules: ['508.7', '508.7e'],
      object: 'x',
      targets: ['B', 'E'],
    });
  });
});

describe('508.7c–e, 801.2d: the rules a refused reselection breaks', () => {
  const ranged = () =>
    table(
      [
        { id: 'dpw', card: walker, controller: 'D' },
        { id: 'dbear', card: creature('Bear', 2, 2), controller: 'D' },
        { id: 'mine', card: siege, controller: 'A', protector: 'D' },
        { id: 'dbat', card: siege, controller: 'D', protector: 'A' },
      ],
      { rangeOfInfluence: 1 },
    );
  it('an opponent out of range: 508.7e and 801.2d', () => {
    expect(refused(ranged(), 'x', 'D')).toEqual({
      code: 'reselect-attack/not-attackable',
      rules: ['508.7e', '801.2d'],
      params: { object: 'x', target: 'D', outOfRange: true },
    });
  });
  it("an opponent's planeswalker out of range: 508.7e and 801.2d", () => {
    expect(refused(ranged(), 'x', 'dpw').rules).toEqual(['508.7e', '801.2d']);
  });
  it('a battle an out-of-range opponent protects breaks 508.7e, whoever controls it (801.2d)', () => {
    expect(refused(ranged(), 'x', 'mine').rules).toEqual(['508.7e', '801.2d']);
  });
  it("an opponent's creature, even out of range, is no choice at all: 508.7c", () => {
    expect(refused(ranged(), 'x', 'dbear')).toEqual({
      code: 'reselect-attack/not-attackable',
      rules: ['508.7c'],
      params: { object: 'x', target: 'dbear', outOfRange: false },
    });
  });
  it('a battle its controller protects is no choice, even out of range: 508.7c', () => {
    expect(refused(ranged(), 'x', 'dbat').rules).toEqual(['508.7c']);
  });
  it('508.7d: with one chosen defending player, another opponent out of range breaks 508.7c–d', () => {
    const s = table([{ id: 'bbat', card: siege, controller: 'D', protector: 'B' }], {
      rangeOfInfluence: 1,
      attackOption: 'choose one opponent',
    });
    s.combat!.defendingPlayers = ['B'];
    expect(refused(s, 'x', 'D').rules).toEqual(['508.7c', '508.7d']);
  });
  it('801.2d, 508.7e: a battle protected by a player in range is in range, though its controller sits out of range', () => {
    const s = table([{ id: 'bbat', card: siege, controller: 'D', protector: 'B' }], { rangeOfInfluence: 1 });
    expect(reselectChoices(s, 'x')).toEqual(['B', 'E', 'bbat']);
    const ctx: Ctx = { s, events: [] };
    reselectAttack(ctx, 'x', 'bbat', ask(s));
    expect(s.combat!.attackers.find((a) => a.attacker === 'x')).toMatchObject({ target: 'bbat', defendingPlayer: 'B' });
  });
  it('508.7: only the creature the question is about may be reselected', () => {
    expect(refused(ranged(), 'y', 'B', 'x')).toEqual({
      code: 'reselect-attack/not-awaited',
      rules: ['508.7'],
      params: { object: 'y', awaited: 'x' },
    });
  });
});

describe('508.7a–b: the reselected creature attacks the new choice', () => {
  it('only the reselected creature changes; a battle makes its protector the defending player', () => {
    const s = table([{ id: 'bat', card: siege, controller: 'B', protector: 'C' }]);
    const ctx: Ctx = { s, events: [] };
    reselectAttack(ctx, 'y', 'bat', ask(s, 'y'));
    expect(s.combat!.attackers.map((a) => [a.attacker, a.target, a.defendingPlayer])).toEqual([
      ['x', 'B', 'B'],
      ['y', 'bat', 'C'],
    ]);
    expect(ctx.events).toEqual([
      { type: 'attack-reselected', rules: ['508.7', '508.7a', '508.7b'], object: 'y', target: 'bat' },
    ]);
  });
  it('508.7e: with a limited range of influence the event cites it too', () => {
    const s = table([], { rangeOfInfluence: 1 });
    const ctx: Ctx = { s, events: [] };
    reselectAttack(ctx, 'x', 'E', ask(s));
    expect(ctx.events).toEqual([
      { type: 'attack-reselected', rules: ['508.7', '508.7a', '508.7b', '508.7e'], object: 'x', target: 'E' },
    ]);
  });
});
