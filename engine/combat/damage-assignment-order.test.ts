// Damage assignment orders (509.2, 509.3, classic profile) and creatures made to block by an
// effect (509.6) or put onto the battlefield blocking (509.7), compared whole: the questions
// asked, the refusals of an order that isn't one, the events they make.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, attackingB, blockingWith, creature, decision, game, passUntil, refusal } from '../game/test-kit';

const instant = (name: string, ...spell: EffectDef[]): CardDef => ({ name, types: ['Instant'], colors: [], spell });
/** "Target creature blocks target attacking creature." */
const intercept = instant('Intercept', {
  type: 'block',
  target: 'target creature',
  attacker: 'target attacking creature',
});
const wall = (name: string, more: Partial<CardDef> = {}) =>
  creature(name, 0, 6, { keywords: ['can block an additional creature'], ...more });
const onTrigger = (trigger: 'blocks' | 'becomes blocked' | 'becomes blocked by a creature') => ({
  kind: 'triggered' as const,
  trigger,
  effect: { type: 'gain life' as const, amount: 1 },
});

/** A (active) and B in combat at `step`; B holds `hand`. A has priority when the step has begun. */
function duel(
  step: 'declare attackers' | 'declare blockers',
  battlefield: PermanentSetup[],
  hand: CardDef[] = [],
  more: { priority?: boolean; phase?: 'combat' | 'precombat main'; handA?: CardDef[] } = {},
): GameState {
  return game({
    players: [
      { id: 'A', name: 'A', library: 5, hand: (more.handA ?? []).map((card, i) => ({ id: `a${i}`, card })) },
      { id: 'B', name: 'B', library: 5, hand: hand.map((card, i) => ({ id: `h${i}`, card })) },
    ],
    turn: 3,
    activePlayer: 'A',
    phase: more.phase ?? 'combat',
    ...(more.phase === 'precombat main' ? { step: 'main' as const } : { step }),
    ...(more.priority === false ? {} : { priority: 'A' }),
    battlefield,
  });
}

/** B casts card `h<i>` with `targets` while A has priority, and both pass: it resolves. */
function resolveB(s: GameState, card: string, targets: string[]): { state: GameState; events: GameEvent[] } {
  s = act(s, { type: 'pass-priority', player: 'A' }).state;
  s = act(s, { type: 'cast-spell', player: 'B', card, targets }).state;
  s = act(s, { type: 'pass-priority', player: 'B' }).state;
  return act(s, { type: 'pass-priority', player: 'A' });
}

const ofTypes = (events: GameEvent[], ...types: GameEvent['type'][]) => events.filter((e) => types.includes(e.type));
const orders = (events: GameEvent[]) => ofTypes(events, 'damage-assignment-order');
const combatEvents = (events: GameEvent[]) => ofTypes(events, 'blocking', 'not-blocking', 'band-blocked');

/** A declares `ids` attacking B, in `bands` if given. */
const attackB = (s: GameState, ids: string[], bands?: string[][]): GameState =>
  act(s, {
    type: 'declare-attackers',
    player: 'A',
    attacks: ids.map((attacker) => ({ attacker, target: 'B' })),
    ...(bands ? { bands } : {}),
  }).state;
/** Priority passes on to the declaration of blockers, which B makes: [blocker, attacker] pairs. */
const blockAfterPassing = (s: GameState, blocks: [string, string][]): GameState =>
  act(passUntil(s, () => false).state, {
    type: 'declare-blockers',
    player: 'B',
    blocks: blocks.map(([blocker, attacker]) => ({ blocker, attacker })),
  }).state;
const orderBlockers = (attacker: string, order: string[], player = 'A'): Action => ({
  type: 'order-blockers',
  player,
  attacker,
  order,
});
const orderAttackers = (blocker: string, order: string[], player = 'B'): Action => ({
  type: 'order-attackers',
  player,
  blocker,
  order,
});

/** The question of where to place `placing` in `object`'s damage assignment order (509.6, 509.7). */
const placement = (
  player: string,
  kind: 'order-blockers' | 'order-attackers',
  object: string,
  toOrder: string[],
  placing: string,
  rules = ['509.6'],
) => ({ player, kind, rules, object, toOrder, placing });
/** The damage assignment order announced for `object`. */
const ordered = (rules: string[], object: string, objects: string[]) => ({
  type: 'damage-assignment-order',
  rules,
  object,
  objects,
});
/** `object` blocks `target` because an effect made it block (509.6). */
const blocks = (object: string, target: string) => ({
  type: 'blocking',
  rules: ['509.6'],
  object,
  target,
  entered: false,
});
/** `object` was put onto the battlefield blocking `target` (509.7, 509.7b). */
const entersBlocking = (object: string, target: string) => ({
  type: 'blocking',
  rules: ['509.7', '509.7b'],
  object,
  target,
  entered: true,
});
const notBlocking = (rules: string[], object: string, reason: string, attacker?: string) => ({
  type: 'not-blocking',
  rules,
  object,
  reason,
  ...(attacker === undefined ? {} : { attacker }),
});
const priorityToA = { kind: 'priority', player: 'A' } as const;

describe('509.2, 509.3: the orders announced after blockers are declared', () => {
  /** x (5/5) and y (2/2) attack B; b1, b2 and the wall block x, the wall blocks y too. */
  function ordering(): GameState {
    let s = duel(
      'declare attackers',
      [
        { id: 'x', card: creature('X', 5, 5), controller: 'A' },
        { id: 'y', card: creature('Y', 2, 2), controller: 'A' },
        { id: 'b1', card: creature('B1', 1, 1), controller: 'B' },
        { id: 'b2', card: creature('B2', 1, 1), controller: 'B' },
        { id: 'wall', card: wall('Wall'), controller: 'B' },
      ],
      [],
      { priority: false },
    );
    s = attackB(s, ['x', 'y']);
    return blockAfterPassing(s, [
      ['b1', 'x'],
      ['b2', 'x'],
      ['wall', 'x'],
      ['wall', 'y'],
    ]);
  }

  it("509.2: an order that isn't each of the attacker's blockers exactly once is refused, naming the attacker", () => {
    const s = ordering();
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'order-blockers',
      rules: ['509.2'],
      object: 'x',
      toOrder: ['b1', 'b2', 'wall'],
    });
    const refused = { code: 'order-blockers/not-its-blockers', rules: ['509.2'], params: { object: 'x' } };
    expect(refusal(s, orderBlockers('x', ['b1', 'b2', 'y']))).toEqual(refused); // y isn't blocking
    expect(refusal(s, orderBlockers('x', ['b1', 'b1', 'wall']))).toEqual(refused); // b2 left out, b1 twice
    expect(refusal(s, orderBlockers('x', ['b1', 'b2']))).toEqual(refused);
    const r = act(s, orderBlockers('x', ['wall', 'b1', 'b2']));
    expect(orders(r.events)).toEqual([ordered(['509.2'], 'x', ['wall', 'b1', 'b2'])]);
  });

  it("509.3: the defending player orders a blocker's attackers; anything else is refused, naming the blocker", () => {
    const s = act(ordering(), {
      type: 'order-blockers',
      player: 'A',
      attacker: 'x',
      order: ['b1', 'b2', 'wall'],
    }).state;
    expect(decision(s)).toEqual({
      player: 'B',
      kind: 'order-attackers',
      rules: ['509.3'],
      object: 'wall',
      toOrder: ['x', 'y'],
    });
    const refused = { code: 'order-attackers/not-its-attackers', rules: ['509.3'], params: { object: 'wall' } };
    expect(refusal(s, orderAttackers('wall', ['y', 'b1']))).toEqual(refused);
    expect(refusal(s, orderAttackers('wall', ['y', 'y']))).toEqual(refused);
    const r = act(s, orderAttackers('wall', ['y', 'x']));
    expect(orders(r.events)).toEqual([ordered(['509.3'], 'wall', ['y', 'x'])]);
    expect(decision(r.state)).toMatchObject(priorityToA);
  });

  it('805.10f: with shared team turns both orders are the teams’, and cite 805.10f', () => {
    let s = game({
      players: [
        { id: 'A', name: 'A', team: 'sun', library: 5 },
        { id: 'B', name: 'B', team: 'sun', library: 5 },
        { id: 'C', name: 'C', team: 'moon', library: 5 },
        { id: 'D', name: 'D', team: 'moon', library: 5 },
      ],
      variant: { sharedTeamTurns: true },
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'x', card: creature('X', 5, 5), controller: 'A' },
        { id: 'y', card: creature('Y', 2, 2), controller: 'B' },
        { id: 'c1', card: creature('C1', 1, 1), controller: 'C' },
        { id: 'wall', card: wall('Wall'), controller: 'D' },
      ],
    });
    s = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: [
        { attacker: 'x', target: 'C' },
        { attacker: 'y', target: 'C' },
      ],
    }).state;
    s = passUntil(s, () => false).state;
    s = act(s, {
      type: 'declare-blockers',
      player: decision(s).player,
      blocks: [
        { blocker: 'c1', attacker: 'x' },
        { blocker: 'wall', attacker: 'x' },
        { blocker: 'wall', attacker: 'y' },
      ],
    }).state;
    let r = act(s, orderBlockers('x', ['wall', 'c1']));
    expect(orders(r.events)).toEqual([ordered(['509.2', '805.10f'], 'x', ['wall', 'c1'])]);
    const d = decision(r.state);
    expect(d).toMatchObject({ kind: 'order-attackers', object: 'wall' });
    r = act(r.state, orderAttackers('wall', ['y', 'x'], d.player));
    expect(orders(r.events)).toEqual([ordered(['509.3', '805.10f'], 'wall', ['y', 'x'])]);
  });
});

describe('509.6: an effect makes a creature block', () => {
  /** x and y attack; b1, b2, b3 block y (in that order), the wall blocks x; B holds Intercept. */
  function intercepting(): GameState {
    return duel(
      'declare blockers',
      [
        attackingB('x', creature('X', 2, 2)),
        attackingB('y', creature('Y', 6, 6)),
        blockingWith('b1', creature('B1', 1, 1), ['y']),
        blockingWith('b2', creature('B2', 1, 1), ['y']),
        blockingWith('b3', creature('B3', 1, 1), ['y']),
        blockingWith('wall', wall('Wall'), ['x']),
      ],
      [intercept],
    );
  }

  it('the active player places the new blocker among the others, keeping their relative order (509.6)', () => {
    const r = resolveB(intercepting(), 'h0', ['wall', 'y']);
    expect(combatEvents(r.events)).toEqual([blocks('wall', 'y')]);
    const s = r.state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'y', ['b1', 'b2', 'b3', 'wall'], 'wall'));
    // b1 stays first, but b3 would come before b2.
    expect(refusal(s, orderBlockers('y', ['b1', 'b3', 'b2', 'wall']))).toEqual({
      code: 'order-blockers/relative-order-changed',
      rules: ['509.7', '509.6'],
      params: {},
    });
    expect(refusal(s, orderBlockers('y', ['b1', 'wall', 'b2']))).toEqual({
      code: 'order-blockers/not-its-blockers',
      rules: ['509.2'],
      params: { object: 'y' },
    });
    const placed = act(s, orderBlockers('y', ['b1', 'wall', 'b2', 'b3']));
    expect(orders(placed.events)).toEqual([ordered(['509.6'], 'y', ['b1', 'wall', 'b2', 'b3'])]);
  });

  it('then the defending player places the attacker in the blocker’s order (509.6)', () => {
    let s = resolveB(intercepting(), 'h0', ['wall', 'y']).state;
    s = act(s, orderBlockers('y', ['wall', 'b1', 'b2', 'b3'])).state;
    expect(decision(s)).toEqual(placement('B', 'order-attackers', 'wall', ['x', 'y'], 'y'));
    const r = act(s, orderAttackers('wall', ['y', 'x']));
    expect(orders(r.events)).toEqual([ordered(['509.6'], 'wall', ['y', 'x'])]);
    expect(decision(r.state)).toMatchObject(priorityToA);
  });

  it('a creature made to block an attacker it already blocks: nothing happens', () => {
    const r = resolveB(intercepting(), 'h0', ['wall', 'x']);
    expect(combatEvents(r.events)).toEqual([]);
    expect(decision(r.state)).toMatchObject(priorityToA);
    expect(r.state.combat!.blockers.find((b) => b.blocker === 'wall')!.blocking).toEqual(['x']);
  });

  it('509.3a, 509.6: a blocker whose only attacker left combat, made to block another, has no order to announce', () => {
    const removeThenBlock = instant(
      'Sidestep',
      { type: 'remove from combat', target: 'target creature attacking you' },
      { type: 'block', target: 'target creature', attacker: 'target attacking creature' },
    );
    const s = duel(
      'declare blockers',
      [
        attackingB('x', creature('X', 2, 2)),
        attackingB('y', creature('Y', 2, 2)),
        blockingWith('wall', wall('Wall'), ['y']),
      ],
      [removeThenBlock],
    );
    const r = resolveB(s, 'h0', ['y', 'wall', 'x']);
    expect(combatEvents(r.events)).toEqual([blocks('wall', 'x')]);
    expect(decision(r.state)).toMatchObject(priorityToA);
  });

  it('509.5a–d: a creature that was not blocking "blocks"; an attacker that was unblocked "becomes blocked"', () => {
    const s = duel(
      'declare blockers',
      [
        {
          id: 'x',
          card: creature('X', 2, 2, { abilities: [onTrigger('becomes blocked')] }),
          controller: 'A',
          attacking: 'B',
          tapped: true,
        },
        attackingB('y', creature('Y', 2, 2)),
        { id: 'idle', card: wall('Idle', { abilities: [onTrigger('blocks')] }), controller: 'B' },
        blockingWith('wall', wall('Wall', { abilities: [onTrigger('blocks')] }), ['y']),
      ],
      [intercept, intercept],
    );
    const triggered = (events: GameEvent[]) =>
      ofTypes(events, 'ability-triggered').map((e) => (e as { source: string }).source);
    // The idle creature blocks the unblocked x: it blocks, and x becomes blocked.
    let r = resolveB(s, 'h0', ['idle', 'x']);
    expect(triggered(r.events)).toEqual(['idle', 'x']);
    r = passUntil(r.state, (t) => t.stack.length === 0);
    // The wall, already blocking, blocks x too: it doesn't "block" again, x was already blocked.
    r = resolveB(r.state, 'h1', ['wall', 'x']);
    expect(combatEvents(r.events)).toEqual([blocks('wall', 'x')]);
    expect(triggered(r.events)).toEqual([]);
  });
});

describe('509.6: placements that wait, and placements that lapse', () => {
  it('each blocker to place is asked in turn; the others keep their relative order (509.6)', () => {
    const twoBlocks = instant(
      'Double Intercept',
      { type: 'block', target: 'target creature', attacker: 'target attacking creature' },
      { type: 'block', target: 'target blocking creature', attacker: 'target creature attacking you' },
    );
    // The wall blocks y then x; wall2 blocks y; z is unblocked.
    let s = duel(
      'declare blockers',
      [
        attackingB('x', creature('X', 2, 2)),
        attackingB('y', creature('Y', 2, 2)),
        attackingB('z', creature('Z', 2, 2)),
        {
          id: 'wall',
          card: wall('Wall'),
          controller: 'B',
          blocking: ['y', 'x'],
          damageAssignmentOrder: ['y', 'x'],
        },
        blockingWith('wall2', wall('Wall 2'), ['y']),
      ],
      [twoBlocks],
    );
    // The wall also blocks z (unblocked: nothing to place in z's order); wall2 also blocks x.
    s = resolveB(s, 'h0', ['wall', 'z', 'wall2', 'x']).state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'x', ['wall', 'wall2'], 'wall2'));
    s = act(s, orderBlockers('x', ['wall', 'wall2'])).state;
    expect(decision(s)).toEqual(placement('B', 'order-attackers', 'wall', ['y', 'x', 'z'], 'z'));
    // x was placed after y before; placing z can't change that.
    expect(refusal(s, orderAttackers('wall', ['x', 'z', 'y']))).toEqual({
      code: 'order-attackers/relative-order-changed',
      rules: ['509.6'],
      params: {},
    });
    s = act(s, orderAttackers('wall', ['y', 'z', 'x'])).state;
    expect(decision(s)).toEqual(placement('B', 'order-attackers', 'wall2', ['y', 'x'], 'x'));
    s = act(s, orderAttackers('wall2', ['x', 'y'])).state;
    expect(decision(s)).toMatchObject(priorityToA);
  });

  it('a creature made to block that leaves combat before it is placed is not placed (506.4, 509.2a, 509.3a)', () => {
    const blockTwiceThenRemove = instant(
      'Feint',
      { type: 'block', target: 'target creature', attacker: 'target attacking creature' },
      { type: 'block', target: 'target blocking creature', attacker: 'target creature attacking you' },
      { type: 'remove from combat', target: 'target permanent' },
    );
    // x is blocked by b1; the wall and wall2 block y.
    let s = duel(
      'declare blockers',
      [
        attackingB('x', creature('X', 2, 2)),
        attackingB('y', creature('Y', 2, 2)),
        blockingWith('b1', creature('B1', 1, 1), ['x']),
        blockingWith('wall', wall('Wall'), ['y']),
        blockingWith('wall2', wall('Wall 2'), ['y']),
      ],
      [blockTwiceThenRemove],
    );
    // Both walls are made to block x, then the first is removed from combat.
    s = resolveB(s, 'h0', ['wall', 'x', 'wall2', 'x', 'wall']).state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'x', ['b1', 'wall2'], 'wall2'));
    s = act(s, orderBlockers('x', ['wall2', 'b1'])).state;
    expect(decision(s)).toEqual(placement('B', 'order-attackers', 'wall2', ['y', 'x'], 'x'));
    s = act(s, orderAttackers('wall2', ['x', 'y'])).state;
    expect(decision(s)).toMatchObject(priorityToA);
  });
});

describe('509.6, 509.1a, 506.3f: what an effect cannot make block', () => {
  it('a battle does nothing (506.3f); a creature of the attacking player, or with no combat, does nothing (509.1a)', () => {
    const siege: CardDef = { ...creature('Siege Treefolk', 0, 5), types: ['Creature', 'Battle'], defense: 3 };
    let s = duel(
      'declare blockers',
      [
        attackingB('x', creature('X', 2, 2)),
        { id: 'y', card: creature('Y', 2, 2), controller: 'A' },
        { id: 'siege', card: siege, controller: 'B', protector: 'A' },
      ],
      [intercept, intercept],
    );
    let r = resolveB(s, 'h0', ['siege', 'x']);
    expect(combatEvents(r.events)).toEqual([notBlocking(['506.3f'], 'siege', 'battle')]);
    r = resolveB(r.state, 'h1', ['y', 'x']);
    expect(combatEvents(r.events)).toEqual([notBlocking(['509.6', '509.1a'], 'y', 'cannot block', 'x')]);
    // Outside combat: "target creature blocks target creature you control" has no attacker to block.
    const shove = instant('Shove', {
      type: 'block',
      target: 'target creature',
      attacker: 'target creature you control',
    });
    s = duel(
      'declare blockers',
      [
        { id: 'x', card: creature('X', 2, 2), controller: 'A' },
        { id: 'b1', card: creature('B1', 1, 1), controller: 'B' },
      ],
      [],
      { phase: 'precombat main', handA: [shove] },
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'a0', targets: ['b1', 'x'] }).state;
    r = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' });
    expect(combatEvents(r.events)).toEqual([notBlocking(['509.6', '509.1a'], 'b1', 'cannot block', 'x')]);
  });
});

describe('702.22h: a creature made to block one member of a band blocks the whole band', () => {
  /** A's Hero (banding), Armodon and Z, none attacking yet. */
  const heroArmodonAndZ: PermanentSetup[] = [
    { id: 'hero', card: creature('Hero', 1, 1, { keywords: ['banding'] }), controller: 'A' },
    { id: 'armodon', card: creature('Armodon', 3, 5), controller: 'A' },
    { id: 'z', card: creature('Z', 2, 2), controller: 'A' },
  ];
  it('702.22i: a creature made to block an attacker in no band blocks only that attacker, while a band attacks', () => {
    let s = duel(
      'declare attackers',
      [...heroArmodonAndZ, { id: 'wall', card: wall('Wall'), controller: 'B' }],
      [intercept],
      { priority: false },
    );
    s = blockAfterPassing(attackB(s, ['hero', 'armodon', 'z'], [['hero', 'armodon']]), []);
    expect(combatEvents(resolveB(s, 'h0', ['wall', 'z']).events)).toEqual([blocks('wall', 'z')]);
  });
  it('the band is blocked once, each member’s order gets the blocker, then the blocker’s order gets them (509.6)', () => {
    let s = duel(
      'declare attackers',
      [
        ...heroArmodonAndZ,
        { id: 'b1', card: creature('B1', 1, 1), controller: 'B' },
        { id: 'wall', card: wall('Wall'), controller: 'B' },
      ],
      [intercept],
      { priority: false },
    );
    s = attackB(s, ['hero', 'armodon', 'z'], [['hero', 'armodon']]);
    s = blockAfterPassing(s, [
      ['b1', 'hero'],
      ['wall', 'z'],
    ]);
    // b1 blocks the whole band (702.22h); its order is announced as usual.
    for (let d = decision(s); d.kind === 'order-attackers' || d.kind === 'order-blockers'; d = decision(s))
      s = act(
        s,
        d.kind === 'order-attackers'
          ? orderAttackers(d.object!, d.toOrder!, d.player)
          : orderBlockers(d.object!, d.toOrder!, d.player),
      ).state;
    const r = resolveB(s, 'h0', ['wall', 'armodon']);
    expect(combatEvents(r.events)).toEqual([
      blocks('wall', 'armodon'),
      {
        type: 'band-blocked',
        rules: ['702.22h', '702.22i'],
        object: 'wall',
        objects: ['hero'],
        attacker: 'armodon',
        byEffect: true,
      },
      blocks('wall', 'hero'),
    ]);
    s = r.state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'armodon', ['b1', 'wall'], 'wall'));
    s = act(s, orderBlockers('armodon', ['wall', 'b1'])).state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'hero', ['b1', 'wall'], 'wall'));
    s = act(s, orderBlockers('hero', ['b1', 'wall'])).state;
    expect(decision(s)).toEqual(placement('B', 'order-attackers', 'wall', ['z', 'armodon', 'hero'], 'armodon'));
    // Both members are placed at once: z, the only attacker it blocked before, may go anywhere.
    const placed = act(s, orderAttackers('wall', ['hero', 'z', 'armodon']));
    expect(orders(placed.events)).toEqual([ordered(['509.6'], 'wall', ['hero', 'z', 'armodon'])]);
    expect(decision(placed.state)).toMatchObject(priorityToA);
  });
});

describe('509.7: a creature put onto the battlefield blocking', () => {
  const soldier = creature('Soldier', 3, 3);
  const ambush = (
    card: CardDef,
    blocking: 'target attacking creature' | 'target creature' = 'target attacking creature',
  ) => instant(`Ambush of ${card.name}`, { type: 'create token', card, blocking });
  const tokenOf = (events: GameEvent[]) => (ofTypes(events, 'token-created')[0] as { object: string }).object;

  it('it blocks the attacker; the active player places it among the attacker’s blockers (509.7, 509.7b)', () => {
    let s = duel(
      'declare blockers',
      [attackingB('x', creature('X', 0, 2)), blockingWith('b1', creature('B1', 0, 4), ['x'])],
      [ambush(soldier)],
    );
    const r = resolveB(s, 'h0', ['x']);
    const token = tokenOf(r.events);
    expect(combatEvents(r.events)).toEqual([entersBlocking(token, 'x')]);
    s = r.state;
    expect(decision(s)).toEqual(placement('A', 'order-blockers', 'x', ['b1', token], token, ['509.7']));
    const placed = act(s, orderBlockers('x', [token, 'b1']));
    expect(orders(placed.events)).toEqual([ordered(['509.7'], 'x', [token, 'b1'])]);
    // The token blocks x: its combat damage destroys x (704.5g).
    const end = passUntil(placed.state, (t) => t.turn.step === 'end of combat');
    expect(end.state.objects.x.zone).toBe('graveyard');
  });

  it('a noncreature (506.3a), one of the attacking player (506.3d) or one with no combat (509.7a) blocks nothing', () => {
    const relic: CardDef = { name: 'Relic', types: ['Artifact'], colors: [] };
    let s = duel('declare blockers', [attackingB('x', creature('X', 2, 2))], [ambush(relic)], {
      handA: [ambush(soldier)],
    });
    let r = act(s, { type: 'cast-spell', player: 'A', card: 'a0', targets: ['x'] });
    r = passUntil(r.state, (t) => t.stack.length === 0);
    expect(combatEvents(r.events)).toEqual([notBlocking(['506.3d', '509.7a'], tokenOf(r.events), 'entered')]);
    r = resolveB(r.state, 'h0', ['x']);
    expect(combatEvents(r.events)).toEqual([notBlocking(['506.3a'], tokenOf(r.events), 'entered')]);
    s = duel('declare blockers', [{ id: 'x', card: creature('X', 2, 2), controller: 'A' }], [], {
      phase: 'precombat main',
      handA: [ambush(soldier, 'target creature')],
    });
    r = act(s, { type: 'cast-spell', player: 'A', card: 'a0', targets: ['x'] });
    r = passUntil(r.state, (t) => t.stack.length === 0);
    expect(combatEvents(r.events)).toEqual([notBlocking(['509.7a'], tokenOf(r.events), 'entered')]);
  });

  it('509.5a, 509.7: put onto the battlefield blocking before blockers are declared, it never "blocks"', () => {
    const watcher = creature('Watcher', 3, 3, { abilities: [onTrigger('blocks')] });
    let s = duel(
      'declare attackers',
      [
        { id: 'x', card: creature('X', 2, 2), controller: 'A' },
        { id: 'y', card: creature('Y', 2, 2), controller: 'A' },
      ],
      [ambush(watcher)],
      { priority: false },
    );
    s = attackB(s, ['x', 'y']);
    const r = resolveB(s, 'h0', ['x']);
    const token = tokenOf(r.events);
    expect(combatEvents(r.events)).toEqual([entersBlocking(token, 'x')]);
    const end = passUntil(r.state, (t) => t.turn.step === 'end of combat');
    expect(ofTypes([...r.events, ...end.events], 'ability-triggered')).toEqual([]);
    expect(end.state.turn.step).toBe('end of combat');
  });

  it('509.5a, 509.6: made to block before blockers are declared, it "blocks" once, not again as blockers are declared', () => {
    let s = duel(
      'declare attackers',
      [
        { id: 'x', card: creature('X', 2, 2), controller: 'A' },
        { id: 'wall', card: wall('Wall', { abilities: [onTrigger('blocks')] }), controller: 'B' },
      ],
      [intercept],
      { priority: false },
    );
    s = attackB(s, ['x']);
    const r = resolveB(s, 'h0', ['wall', 'x']);
    const end = passUntil(r.state, (t) => t.turn.step === 'end of combat');
    expect(
      ofTypes([...r.events, ...end.events], 'ability-triggered').map((e) => (e as { source: string }).source),
    ).toEqual(['wall']);
    expect(end.state.turn.step).toBe('end of combat');
  });
});
