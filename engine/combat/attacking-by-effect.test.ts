// 508.4, 506.2–506.3: a creature attacking because an effect says so. What the effect specifies
// (specifiedAttack), the rules cited when it ends up not attacking, what it attacks when chosen.
import { beforeEach, describe, expect, it } from 'vitest';
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
    | { phase: 'precombat main'; step: 'main' }
    | { phase: 'combat'; step: 'beginning of combat' | 'declare attackers' | 'declare blockers' },
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
const notAttacking = (events: GameEvent[]) => events.filter((e) => e.type === 'not-attacking');
/** The token the events say was created ('' if none was). */
const tokenOf = (events: GameEvent[]) => {
  const tok = events.find((e) => e.type === 'token-created');
  return tok && 'object' in tok ? tok.object : '';
};
/** How `id` is attacking, as the combat has it. */
const attackOf = (s: GameState, id: string) => s.combat!.attackers.find((a) => a.attacker === id);

describe('506.2, 506.3, 508.4: when a creature made attacking by an effect is not attacking', () => {
  // [test, game, caster, [card targeting a permanent, it, rules cited], [card making a token, rules cited]]
  for (const [name, before, who, [card, target, rules], token] of [
    [
      'outside the combat phase there is no attacking player (506.2, 506.3b)',
      () => at(main, field),
      'A',
      ['A0', 'y', ['506.2', '508.4']],
      ['A2', ['506.3b', '508.4']],
    ],
    [
      'in the beginning of combat step, before attackers are declared (508.4)',
      () => at(beginning, field),
      'A',
      ['A0', 'y', ['508.4']],
    ],
    [
      'a noncreature permanent is never attacking (506.3, 506.3a)',
      () => at(attackers, declared),
      'A',
      ['A1', 'relic', ['506.3', '508.4']],
      ['A3', ['506.3a', '508.4']],
    ],
    [
      "a creature of a player who isn't an attacking player is never attacking (506.2, 506.3b)",
      () => at(attackers, declared),
      'B',
      ['B0', 'b', ['506.2', '508.4']],
      ['B2', ['506.3b', '508.4']],
    ],
  ] as [string, () => GameState, 'A' | 'B', [string, string, string[]], [string, string[]]?][])
    it(name, () => {
      const s = before();
      let r = resolve(s, who, card, [target]);
      expect(notAttacking(r.events)).toEqual([{ type: 'not-attacking', rules, object: target, entered: false }]);
      if (!token) return;
      r = resolve(s, who, token[0]);
      expect(notAttacking(r.events)).toEqual([
        { type: 'not-attacking', rules: token[1], object: tokenOf(r.events), entered: true },
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
    expect(attackOf(r.state, 'y')).toEqual({
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
      params: { object: 'x', awaited: 'y' },
    });
  });
});

describe('508.4: the choices are the defending players still in the game, their planeswalkers and battles', () => {
  const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
  // [test, the game before the creature is made attacking]
  for (const [name, before] of [
    [
      'a defending player who left the game (800.4a) is no choice: with one left, it is not asked',
      () => act(at(attackers, declared, ['A', 'B', 'C']), { type: 'concede', player: 'C' }).state,
    ],
    [
      'a phased-out planeswalker (702.26b) is no choice: with one left, it is not asked',
      () => at(attackers, [...declared, { id: 'pw', card: walker, controller: 'B', phasedOut: true }]),
    ],
  ] as [string, () => GameState][])
    it(name, () => {
      const r = resolve(before(), 'A', 'A0', ['y']);
      expect(r.events.filter((e) => e.type === 'attacking')).toEqual([
        { type: 'attacking', rules: ['508.4', '508.4c'], object: 'y', target: 'B', entered: false },
      ]);
    });
  it('after blockers are declared, it is an unblocked creature (509.1h: a creature is blocked only if declared blocked)', () => {
    const r = resolve(at({ phase: 'combat', step: 'declare blockers' }, declared), 'A', 'A0', ['y']);
    expect(attackOf(r.state, 'y')).toEqual({
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
  let s: GameState;
  beforeEach(() => {
    s = game({
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
  });
  const attack = (events: GameEvent[]) =>
    events.filter((e) => e.type === 'attacking' || e.type === 'not-attacking').map((e) => ({ ...e, object: '' }));
  it('a planeswalker or a battle: the creature attacks it (its defending player: controller, protector)', () => {
    let r = resolve(s, 'A', 'c0', ['y', 'pw']);
    expect(attackOf(r.state, 'y')).toMatchObject({
      target: 'pw',
      defendingPlayer: 'B',
    });
    r = resolve(s, 'A', 'c0', ['y', 'siege']);
    expect(attackOf(r.state, 'y')).toMatchObject({
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
