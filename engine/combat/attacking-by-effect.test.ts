// 508.4, 506.2–506.3: a creature attacking because an effect says so. What the effect specifies
// (specifiedAttack), the rules cited when it ends up not attacking, what it attacks when chosen.
import { describe, expect, it } from 'vitest';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { PermanentSetup } from '../core/setup';
import type { GameState, StackItem } from '../core/state';
import { act, creature, game, passUntil, refusal } from '../game/test-kit';
import { specifiedAttack } from './attacking-by-effect';

describe('508.4a–b: what the resolving effect specifies its creature attacks', () => {
  const item = (effect: EffectDef | EffectDef[]) =>
    ({
      controller: 'A',
      effect,
      targets: ['y', 'C'],
      related: 'r',
      relatedPlayer: 'B',
      attacked: 'pw',
    }) as unknown as StackItem;
  const rally: EffectDef = { type: 'is attacking', target: 'target creature' };
  const aimed: EffectDef[] = [rally, { type: 'gain life', amount: 1, target: 'target player' } as EffectDef];
  it('each way of specifying it names its own player or permanent; nothing specified: null', () => {
    expect(specifiedAttack(item(rally), undefined)).toBe(null);
    expect(specifiedAttack(item(rally), 'what that creature attacks')).toBe('pw');
    expect(specifiedAttack({ ...item(rally), attacked: undefined }, 'what that creature attacks')).toBe(null);
    expect(specifiedAttack(item(rally), 'that player')).toBe('B');
    expect(specifiedAttack(item(rally), 'defending player')).toBe('B');
    expect(specifiedAttack(item(rally), 'that creature')).toBe('r');
    expect(specifiedAttack(item(rally), 'you')).toBe('A');
    expect(specifiedAttack(item(aimed), 'target player')).toBe('C');
    expect(specifiedAttack(item(aimed), 'target creature')).toBe('y');
    expect(specifiedAttack({ ...item(aimed), targets: ['y'] }, 'target player')).toBe(null);
    expect(specifiedAttack(item(rally), 'target player')).toBe(null);
  });
});

const rally: CardDef = {
  name: 'Rally',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'is attacking', target: 'target creature' },
};
const animate: CardDef = {
  name: 'Animate',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'is attacking', target: 'target permanent' },
};
const muster: CardDef = {
  name: 'Muster',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'create token', card: creature('Soldier', 1, 1), attacking: true },
};
const relics: CardDef = {
  name: 'Relics',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'create token', card: { name: 'Relic', types: ['Artifact'], colors: [] }, attacking: true },
};
const hand = (p: string) => [rally, animate, muster, relics].map((card, i) => ({ id: `${p}${i}`, card }));

function at(
  where:
    { phase: 'precombat main'; step: 'main' } | { phase: 'combat'; step: 'beginning of combat' | 'declare attackers' },
  battlefield: PermanentSetup[],
  players = ['A', 'B'],
): GameState {
  return game({
    players: players.map((id) => ({ id, name: id, library: 5, hand: hand(id) })),
    turn: 3,
    activePlayer: 'A',
    ...where,
    priority: 'A',
    battlefield,
  });
}
const main = { phase: 'precombat main', step: 'main' } as const;
const beginning = { phase: 'combat', step: 'beginning of combat' } as const;
const attackers = { phase: 'combat', step: 'declare attackers' } as const;
const field: PermanentSetup[] = [
  { id: 'x', card: creature('X', 2, 2), controller: 'A' },
  { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
  { id: 'relic', card: { name: 'Relic', types: ['Artifact'], colors: [] }, controller: 'A' },
  { id: 'b', card: creature('B', 1, 1), controller: 'B' },
];
const declared = field.map((p) => (p.id === 'x' ? { ...p, attacking: 'B', tapped: true } : p));

/** `who` casts `card` with `targets` (A passing first if `who` is B), and everyone passes until it resolved. */
function resolve(s: GameState, who: 'A' | 'B', card: string, targets: string[] = []) {
  if (who === 'B') s = act(s, { type: 'pass-priority', player: 'A' }).state;
  s = act(s, { type: 'cast-spell', player: who, card, targets }).state;
  return passUntil(s, (t) => t.stack.length === 0);
}
const notAttacking = (events: GameEvent[]) =>
  events
    .filter((e) => e.type === 'not-attacking')
    .map((e) => ({ ...e, object: e.object.startsWith('tok') ? 'token' : e.object }));
const tokenEvent = (events: GameEvent[]) => events.find((e) => e.type === 'token-created');

describe('506.2, 506.3, 508.4: when a creature made attacking by an effect is not attacking', () => {
  it('outside the combat phase there is no attacking player (506.2, 506.3b)', () => {
    const s = at(main, field);
    let r = resolve(s, 'A', 'A0', ['y']);
    expect(notAttacking(r.events)).toEqual([
      { type: 'not-attacking', rules: ['506.2', '508.4'], object: 'y', entered: false },
    ]);
    r = resolve(s, 'A', 'A2');
    const tok = tokenEvent(r.events);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      {
        type: 'not-attacking',
        rules: ['506.3b', '508.4'],
        object: tok && 'object' in tok ? tok.object : '',
        entered: true,
      },
    ]);
  });
  it('in the beginning of combat step, before attackers are declared (508.4)', () => {
    const r = resolve(at(beginning, field), 'A', 'A0', ['y']);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      { type: 'not-attacking', rules: ['508.4'], object: 'y', entered: false },
    ]);
  });
  it('a noncreature permanent is never attacking (506.3, 506.3a)', () => {
    const s = at(attackers, declared);
    let r = resolve(s, 'A', 'A1', ['relic']);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      { type: 'not-attacking', rules: ['506.3', '508.4'], object: 'relic', entered: false },
    ]);
    r = resolve(s, 'A', 'A3');
    const tok = tokenEvent(r.events);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      {
        type: 'not-attacking',
        rules: ['506.3a', '508.4'],
        object: tok && 'object' in tok ? tok.object : '',
        entered: true,
      },
    ]);
  });
  it("a creature of a player who isn't an attacking player is never attacking (506.2, 506.3b)", () => {
    const s = at(attackers, declared);
    let r = resolve(s, 'B', 'B0', ['b']);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      { type: 'not-attacking', rules: ['506.2', '508.4'], object: 'b', entered: false },
    ]);
    r = resolve(s, 'B', 'B2');
    const tok = tokenEvent(r.events);
    expect(r.events.filter((e) => e.type === 'not-attacking')).toEqual([
      {
        type: 'not-attacking',
        rules: ['506.3b', '508.4'],
        object: tok && 'object' in tok ? tok.object : '',
        entered: true,
      },
    ]);
  });
});

describe('508.4: what its controller chooses it attacks', () => {
  const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
  const s = () => {
    const t = at(attackers, [...declared, { id: 'siege', card: siege, controller: 'A', protector: 'B' }]);
    return resolve(t, 'A', 'A0', ['y']).state;
  };
  it('a battle: the defending player is its protector; the creature has no blockers yet', () => {
    const r = act(s(), { type: 'choose-attacked', player: 'A', attacker: 'y', target: 'siege' });
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'y')).toEqual({
      attacker: 'y',
      target: 'siege',
      defendingPlayer: 'B',
      blocked: null,
      order: [],
      declared: false,
    });
  });
  it('what cannot be attacked, or for another creature, is refused', () => {
    expect(refusal(s(), { type: 'choose-attacked', player: 'A', attacker: 'y', target: 'A' })).toEqual({
      code: 'choose-attacked/not-attackable',
      rules: ['508.4'],
      params: { object: 'y' },
    });
    expect(refusal(s(), { type: 'choose-attacked', player: 'A', attacker: 'x', target: 'B' })).toEqual({
      code: 'choose-attacked/not-awaited',
      rules: ['508.4'],
      params: {},
    });
  });
});

describe('508.4: the choices are the defending players still in the game, their planeswalkers and battles', () => {
  it('a defending player who left the game (800.4a) is no choice: with one left, it is not asked', () => {
    let s = at(attackers, declared, ['A', 'B', 'C']);
    s = act(s, { type: 'concede', player: 'C' }).state;
    const r = resolve(s, 'A', 'A0', ['y']);
    expect(r.events.filter((e) => e.type === 'attacking')).toEqual([
      { type: 'attacking', rules: ['508.4', '508.4c'], object: 'y', target: 'B', entered: false },
    ]);
  });
  it('a phased-out planeswalker (702.26b) is no choice: with one left, it is not asked', () => {
    const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
    const s = at(attackers, [...declared, { id: 'pw', card: walker, controller: 'B', phasedOut: true }]);
    const r = resolve(s, 'A', 'A0', ['y']);
    expect(r.events.filter((e) => e.type === 'attacking')).toEqual([
      { type: 'attacking', rules: ['508.4', '508.4c'], object: 'y', target: 'B', entered: false },
    ]);
  });
  it('after blockers are declared, it is an unblocked creature (509.1h: a creature is blocked only if declared blocked)', () => {
    const s = game({
      players: ['A', 'B'].map((id) => ({ id, name: id, library: 5, hand: hand(id) })),
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      battlefield: declared,
    });
    const r = resolve(s, 'A', 'A0', ['y']);
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'y')).toEqual({
      attacker: 'y',
      target: 'B',
      defendingPlayer: 'B',
      blocked: false,
      order: [],
      declared: false,
    });
  });
});

describe('508.4a–b: what the effect specifies must still be there as it resolves', () => {
  const pw: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
  const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
  const charge: CardDef = {
    name: 'Charge',
    types: ['Instant'],
    colors: ['W'],
    spell: { type: 'is attacking', target: 'target creature', attackingSpecified: 'target permanent' },
  };
  const ambush: CardDef = {
    name: 'Ambush',
    types: ['Instant'],
    colors: ['W'],
    spell: { type: 'create token', card: creature('Soldier', 1, 1), attackingSpecified: 'target permanent' },
  };
  const s = game({
    players: [
      { id: 'A', name: 'A', library: 5, hand: [charge, ambush].map((card, i) => ({ id: `c${i}`, card })) },
      { id: 'B', name: 'B', library: 5 },
    ],
    turn: 3,
    activePlayer: 'A',
    ...attackers,
    priority: 'A',
    battlefield: [
      ...declared,
      { id: 'pw', card: pw, controller: 'B' },
      { id: 'siege', card: siege, controller: 'A', protector: 'B' },
    ],
  });
  const attack = (events: GameEvent[]) =>
    events.filter((e) => e.type === 'attacking' || e.type === 'not-attacking').map((e) => ({ ...e, object: '' }));
  it('a planeswalker or a battle: the creature attacks it (its defending player: controller, protector)', () => {
    let r = resolve(s, 'A', 'c0', ['y', 'pw']);
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'y')).toMatchObject({
      target: 'pw',
      defendingPlayer: 'B',
    });
    r = resolve(s, 'A', 'c0', ['y', 'siege']);
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'y')).toMatchObject({
      target: 'siege',
      defendingPlayer: 'B',
    });
    r = resolve(s, 'A', 'c1', ['pw']);
    expect(attack(r.events)).toEqual([
      { type: 'attacking', rules: ['508.4', '508.4c'], object: '', target: 'pw', entered: true },
    ]);
  });
  it('a permanent that is neither a planeswalker nor a battle: not attacking (508.4b; entering, 506.3c, 508.4a)', () => {
    let r = resolve(s, 'A', 'c0', ['y', 'relic']);
    expect(attack(r.events)).toEqual([{ type: 'not-attacking', rules: ['508.4b'], object: '', entered: false }]);
    r = resolve(s, 'A', 'c1', ['relic']);
    expect(attack(r.events)).toEqual([
      { type: 'not-attacking', rules: ['506.3c', '508.4a'], object: '', entered: true },
    ]);
  });
});
