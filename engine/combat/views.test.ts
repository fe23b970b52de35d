// The bridge from the game state to combat's plain views (views.ts): what a view holds, compared whole.
import { describe, expect, it } from 'vitest';
import type { PermanentSetup } from '../core/setup';
import type { GameSetup } from '../core/setup';
import type { CardDef } from '../core/cards';
import { attackingB, blockingWith, combatAt, creature, game, twoPlayers } from '../game/test-kit';
import { bandingDivides, combatView, creaturesDealingDamageNow, damageInput } from './views';

const at = (
  step: 'declare attackers' | 'declare blockers' | 'combat damage',
  battlefield: PermanentSetup[],
  extra: Partial<GameSetup> = {},
) => combatAt(step, battlefield, { ...(step === 'declare attackers' ? {} : { priority: 'A' }), ...extra });

const bear = creature('Bear', 2, 3, { nameZh: '熊' });
/** A's Bear on the battlefield, no combat begun. */
const bearOutsideCombat = () => game(twoPlayers({ battlefield: [{ id: 'bear', card: bear, controller: 'A' }] }));
const plain = creature('Plain', 4, 5);
const pw: CardDef = { name: 'Walker', nameZh: '行者', types: ['Planeswalker'], colors: [], loyalty: 3 };
const tapper = creature('Tapper', 1, 1, {
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
});

const view = (
  id: string,
  name: string,
  nameZh: string,
  controller: string,
  power: number,
  toughness: number,
  more: object = {},
) => ({
  id,
  name,
  nameZh,
  controller,
  types: ['Creature'],
  colors: [],
  power,
  toughness,
  damage: 0,
  keywords: [],
  tapped: false,
  summoningSick: false,
  ...more,
});

describe('combatView', () => {
  it('shows each permanent with its characteristics; a card without a Chinese name shows its name (702.26b: phased-out ones do not exist)', () => {
    const s = at('declare attackers', [
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'plain', card: plain, controller: 'B', tapped: true },
      { id: 'gone', card: bear, controller: 'A', phasedOut: true },
      { id: 'tapper', card: tapper, controller: 'B' },
    ]);
    expect(combatView(s)).toEqual({
      attackingPlayer: 'A',
      defendingPlayers: ['B'],
      attacks: [],
      permanents: [
        view('bear', 'Bear', '熊', 'A', 2, 3),
        view('plain', 'Plain', 'Plain', 'B', 4, 5, { tapped: true }),
        view('tapper', 'Tapper', 'Tapper', 'B', 1, 1),
      ],
    });
  });

  it('a noncreature permanent has power and toughness 0 in the view (506.3: it can be declared and refused as such)', () => {
    const s = at('declare attackers', [{ id: 'pw', card: pw, controller: 'B' }]);
    expect(combatView(s).permanents).toEqual([{ ...view('pw', 'Walker', '行者', 'B', 0, 0), types: ['Planeswalker'] }]);
  });

  it("509.7: a creature already blocking is left out of the blocking player's view, the others stay", () => {
    const s = at('declare blockers', [
      attackingB('att', plain),
      blockingWith('blk', bear, ['att']),
      { id: 'free', card: bear, controller: 'B' },
    ]);
    expect(combatView(s, 'B').permanents.map((p) => p.id)).toEqual(['att', 'free']);
    expect(combatView(s).permanents.map((p) => p.id)).toEqual(['att', 'blk', 'free']);
  });

  it('"no more than one creature can block each turn" limits the blockers to one; other abilities set no limit', () => {
    const s = at('declare attackers', [
      { id: 'tapper', card: tapper, controller: 'B' },
      {
        id: 'one',
        card: creature('Gate', 0, 4, {
          abilities: [{ kind: 'static', rule: 'no more than one creature can block each turn' }],
        }),
        controller: 'B',
      },
    ]);
    expect(combatView(s).limits).toEqual({ maxBlockers: 1 });
    const t = at('declare attackers', [{ id: 'tapper', card: tapper, controller: 'B' }]);
    expect(combatView(t).limits).toBeUndefined();
  });

  it('506.4c/508.5: an attack shows its planeswalker, or its defending player once the planeswalker left combat', () => {
    const s = at('declare blockers', [
      { id: 'pw', card: pw, controller: 'B' },
      { id: 'att', card: plain, controller: 'A', attacking: 'pw', tapped: true },
      attackingB('att2', bear),
    ]);
    expect(combatView(s).attacks).toEqual([
      { attacker: 'att', target: 'pw' },
      { attacker: 'att2', target: 'B' },
    ]);
    s.combat!.attackers[0].target = null;
    expect(combatView(s).attacks).toEqual([
      { attacker: 'att', target: 'B' },
      { attacker: 'att2', target: 'B' },
    ]);
  });

  it('outside combat there are no defending players and no attacks (506.2)', () => {
    const s = bearOutsideCombat();
    expect(combatView(s, 'B')).toEqual({
      attackingPlayer: 'A',
      defendingPlayers: [],
      permanents: [view('bear', 'Bear', '熊', 'A', 2, 3)],
      blockingPlayer: 'B',
    });
  });

  it('a two-player game has no range of influence (801.3 applies only with limited range)', () => {
    const s = at('declare attackers', [{ id: 'bear', card: bear, controller: 'A' }]);
    expect(combatView(s, 'B')).toEqual({
      attackingPlayer: 'A',
      defendingPlayers: ['B'],
      attacks: [],
      permanents: [view('bear', 'Bear', '熊', 'A', 2, 3)],
      blockingPlayer: 'B',
    });
  });
});

describe('creaturesDealingDamageNow (510.4)', () => {
  it('outside combat no creature deals combat damage', () => {
    const s = bearOutsideCombat();
    expect(creaturesDealingDamageNow(s)).toEqual([]);
  });
});

describe('damageInput', () => {
  const blocked = (extra: Partial<GameSetup> = {}) =>
    at(
      'declare blockers',
      [
        attackingB('a1', plain, { damageAssignmentOrder: ['b2', 'b1'] }),
        attackingB('a2', bear, { damageAssignmentOrder: ['b3'] }),
        blockingWith('b1', bear, ['a1']),
        blockingWith('b2', plain, ['a1']),
        blockingWith('b3', creature('Ogre', 3, 3), ['a2']),
      ],
      extra,
    );
  const creatures = [
    { id: 'a1', name: 'Plain', nameZh: 'Plain', power: 4, toughness: 5, damage: 0, keywords: [] },
    { id: 'a2', name: 'Bear', nameZh: '熊', power: 2, toughness: 3, damage: 0, keywords: [] },
    { id: 'b1', name: 'Bear', nameZh: '熊', power: 2, toughness: 3, damage: 0, keywords: [] },
    { id: 'b2', name: 'Plain', nameZh: 'Plain', power: 4, toughness: 5, damage: 0, keywords: [] },
    { id: 'b3', name: 'Ogre', nameZh: 'Ogre', power: 3, toughness: 3, damage: 0, keywords: [] },
  ];

  it('classic: each attacker divides among its blockers in its damage assignment order (509.2, 510.1c)', () => {
    const s = blocked();
    expect(damageInput(s, ['a1'], [], [])).toEqual({
      creatures,
      attackers: [
        { attacker: 'a1', target: 'B', blocked: true, order: ['b2', 'b1'] },
        { attacker: 'a2', target: 'B', blocked: true, order: ['b3'] },
      ],
      blockers: [
        { blocker: 'b1', order: ['a1'] },
        { blocker: 'b2', order: ['a1'] },
        { blocker: 'b3', order: ['a2'] },
      ],
      sources: ['a1'],
      assignments: [],
      otherAssignments: [],
    });
  });

  it('foundations (no damage assignment order, 510.1c–d): an attacker divides among the creatures blocking it, and only those', () => {
    const s = blocked({ profile: 'foundations' });
    const input = damageInput(s, ['a1', 'a2'], [], []);
    expect(input.attackers).toEqual([
      { attacker: 'a1', target: 'B', blocked: true, order: ['b1', 'b2'] },
      { attacker: 'a2', target: 'B', blocked: true, order: ['b3'] },
    ]);
    expect(input.blockers).toEqual([
      { blocker: 'b1', order: ['a1'] },
      { blocker: 'b2', order: ['a1'] },
      { blocker: 'b3', order: ['a2'] },
    ]);
  });

  it('foundations: a blocker divides among the attackers it blocks, as it blocks them, with no order of its own (510.1d)', () => {
    const s = at(
      'declare blockers',
      [
        attackingB('a1', plain),
        attackingB('a2', bear),
        {
          id: 'b1',
          card: creature('Guard', 3, 6, { keywords: ['can block an additional creature'] }),
          controller: 'B',
          blocking: ['a1', 'a2'],
          damageAssignmentOrder: ['a2', 'a1'],
        },
      ],
      { profile: 'foundations' },
    );
    expect(damageInput(s, ['b1'], [], []).blockers).toEqual([{ blocker: 'b1', order: ['a1', 'a2'] }]);
  });

  it('702.22j: an attacker blocked by a creature with banding divides its damage freely', () => {
    const s = at('declare blockers', [
      attackingB('a1', plain, { damageAssignmentOrder: ['b1'] }),
      blockingWith('b1', creature('Hero', 1, 1, { keywords: ['banding'] }), ['a1']),
    ]);
    const input = damageInput(s, ['a1'], [], []);
    expect(input.attackers).toEqual([
      { attacker: 'a1', target: 'B', blocked: true, order: ['b1'], divideFreely: true },
    ]);
    expect(input.blockers).toEqual([{ blocker: 'b1', order: ['a1'] }]);
  });
});

describe('bandingDivides (702.22j–k)', () => {
  it('outside combat, nothing divides freely', () => {
    const s = bearOutsideCombat();
    expect(bandingDivides(s, 'bear')).toBe(false);
  });
  it('a creature not in combat does not divide freely, even when a blocker blocks a creature with banding', () => {
    const s = at('declare blockers', [
      attackingB('a1', creature('Hero', 1, 4, { keywords: ['banding'] })),
      blockingWith('b1', bear, ['a1']),
      { id: 'idle', card: bear, controller: 'B' },
    ]);
    expect(bandingDivides(s, 'b1')).toBe(true);
    expect(bandingDivides(s, 'idle')).toBe(false);
  });
});
