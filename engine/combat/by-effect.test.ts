// Combat by effect and by type change: 508.4 (the controller's choice), 506.3 (only a creature
// can attack or block), typesOf (613.1d) and 506.4 on a change of type.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameSetup } from '../core/setup';
import { act, creature, game, passUntil, refusal, type AnyDecision } from '../game/test-kit';
import { legalActions } from '../game/legal-actions';
import { typesOf } from '../objects/characteristics';
import { pendingDecision } from '../game/pending-decision';

const rally: CardDef = {
  name: 'Rally',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'is attacking', target: 'target creature' },
};
const unmake: CardDef = {
  name: 'Unmake',
  types: ['Instant'],
  colors: ['U'],
  spell: { type: 'change types', target: 'target permanent', remove: ['Creature'], duration: 'end of turn' },
};
const remake: CardDef = {
  name: 'Remake',
  types: ['Instant'],
  colors: ['U'],
  spell: { type: 'change types', target: 'target permanent', add: ['Creature', 'Artifact'], duration: 'end of turn' },
};

function three(extra: Partial<GameSetup> = {}) {
  return game({
    players: [
      {
        id: 'A',
        name: 'A',
        library: 3,
        hand: [
          { id: 'rally', card: rally },
          { id: 'unmake', card: unmake },
          { id: 'remake', card: remake },
        ],
      },
      { id: 'B', name: 'B', library: 3 },
      { id: 'C', name: 'C', library: 3 },
    ],
    turn: 4,
    phase: 'combat',
    step: 'declare attackers',
    priority: 'A',
    battlefield: [
      {
        id: 'x',
        card: creature('X', 2, 2, {
          abilities: [{ kind: 'triggered', trigger: 'attacks', effect: { type: 'gain life', amount: 1 } }],
        }),
        controller: 'A',
        attacking: 'B',
        tapped: true,
      },
      { id: 'y', card: creature('Y', 1, 1), controller: 'A', summoningSick: true },
      { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 4 }, controller: 'C' },
    ],
    ...extra,
  });
}

describe('508.4: the controller chooses what a creature stated to be attacking attacks', () => {
  it('asks among defending players, their planeswalkers and battles; never "attacked"', () => {
    let s = act(three(), { type: 'cast-spell', player: 'A', card: 'rally', targets: ['y'] }).state;
    s = passUntil(s, () => false).state;
    const d = pendingDecision(s) as AnyDecision | null;
    expect(d).toMatchObject({ kind: 'choose-attacked', player: 'A', object: 'y', rules: ['508.4'] });
    expect([...d!.targets!].sort()).toEqual(['B', 'C', 'pw']);
    expect(
      legalActions(s)
        .map((a) => (a.type === 'choose-attacked' ? a.target : ''))
        .sort(),
    ).toEqual(['B', 'C', 'pw']);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(refusal(s, { type: 'choose-attacked', player: 'A', attacker: 'y', target: 'A' }).rules).toEqual(['508.4']);
    const r = act(s, { type: 'choose-attacked', player: 'A', attacker: 'y', target: 'pw' });
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'y')).toMatchObject({
      target: 'pw',
      defendingPlayer: 'C',
      declared: false,
    });
    expect(r.events.some((e) => e.type === 'ability-triggered')).toBe(false);
    expect(r.state.objects.rally.zone).toBe('graveyard');
  });
  it('with a single choice it is not asked', () => {
    let s = act(
      three({
        players: [
          { id: 'A', name: 'A', library: 3, hand: [{ id: 'rally', card: rally }] },
          { id: 'B', name: 'B', library: 3 },
        ],
        battlefield: [
          { id: 'x', card: creature('X', 2, 2), controller: 'A', attacking: 'B', tapped: true },
          { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
        ],
      }),
      { type: 'cast-spell', player: 'A', card: 'rally', targets: ['y'] },
    ).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    expect(s.combat!.attackers.find((a) => a.attacker === 'y')).toMatchObject({ target: 'B' });
  });
});

describe('613.1d / 506.4: type-changing effects', () => {
  it('types are the printed ones changed in timestamp order', () => {
    let s = act(three(), { type: 'cast-spell', player: 'A', card: 'unmake', targets: ['y'] }).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    expect(typesOf(s, s.objects.y)).toEqual([]);
    s = act(s, { type: 'cast-spell', player: 'A', card: 'remake', targets: ['y'] }).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    expect(typesOf(s, s.objects.y)).toEqual(['Creature', 'Artifact']);
  });
  it('an attacking creature that stops being a creature is removed from combat', () => {
    let s = act(three(), { type: 'cast-spell', player: 'A', card: 'unmake', targets: ['x'] }).state;
    const r = passUntil(s, (x) => x.stack.length === 0);
    s = r.state;
    expect(
      r.events.some((e) => e.type === 'removed-from-combat' && e.object === 'x' && e.rules.includes('506.4')),
    ).toBe(true);
    expect(s.combat!.attackers).toEqual([]);
  });
});

describe('506.3: only a creature can attack or block', () => {
  const relic: CardDef = { name: 'Relic', types: ['Artifact'], colors: [] };
  it('a noncreature declared as an attacker or a blocker is refused citing 506.3', () => {
    const s = game({
      players: [
        { id: 'A', name: 'A', library: 3 },
        { id: 'B', name: 'B', library: 3 },
      ],
      turn: 4,
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'x', card: creature('X', 2, 2), controller: 'A' },
        { id: 'r', card: relic, controller: 'A' },
        { id: 'q', card: relic, controller: 'B' },
        { id: 'z', card: creature('Z', 1, 1), controller: 'B' },
      ],
    });
    expect(
      refusal(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'r', target: 'B' }] }).rules,
    ).toEqual(['506.3']);
    let t = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'x', target: 'B' }] }).state;
    t = passUntil(t, () => false).state;
    expect(
      refusal(t, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'q', attacker: 'x' }] }).rules,
    ).toEqual(['506.3']);
  });
});
