// 800.4j: a player who leaves the game during their own turn doesn't end that turn. It goes on to
// its completion without an active player (its cleanup step included, so "until end of turn"
// effects end there, 514.2); priority the active player would receive goes to the next player in
// turn order; the next turn is the next player's after the one who left (800.4k). With shared team
// turns (805) the team goes on with the teammates still in the game.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup, PlayerSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { power, toughness } from '../objects/characteristics';
import { act, creature, decision, game, passUntil } from './test-kit';

const growth: CardDef = {
  name: 'Giant Growth',
  types: ['Instant'],
  colors: ['G'],
  spell: { type: 'pump', power: 3, toughness: 3, target: 'target creature' },
};
const brace: CardDef = {
  name: 'Brace',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'pump', power: 0, toughness: 3, target: 'target creature', duration: 'end of combat' },
};
const mend: CardDef = {
  name: 'Mending Hands',
  types: ['Instant'],
  colors: ['W'],
  spell: { type: 'prevent damage', amount: 4, target: 'target creature' },
};
const shock: CardDef = {
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'any target' },
};
const bear = creature('Bear', 2, 2);

const seat = (id: string, more: Partial<PlayerSetup> = {}): PlayerSetup => ({ id, name: id, library: 10, ...more });
const three = (extra: Partial<GameSetup> = {}): GameSetup => ({
  players: [seat('A'), seat('B', { hand: [{ id: 'trick', card: growth }] }), seat('C')],
  turn: 2,
  activePlayer: 'A',
  phase: 'precombat main',
  step: 'main',
  priority: 'A',
  battlefield: [{ id: 'bear', card: bear, controller: 'B' }],
  ...extra,
});

/** Each player holding priority passes, in turn, `n` times. */
function passes(s: GameState, n: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) {
    const r = act(s, { type: 'pass-priority', player: decision(s).player });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const stepsOf = (events: GameEvent[], turn: number) =>
  events
    .filter((e) => e.type === 'step-began' && e.turn === turn)
    .map((e) => (e.type === 'step-began' && e.step === 'main' ? e.phase : e.type === 'step-began' ? e.step : ''));

describe('800.4j: the turn of a player who left goes on to its completion', () => {
  it('A concedes in their main phase: the turn goes on; "until end of turn" ends in its cleanup step, not later', () => {
    let s = game(three());
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['bear'] }).state;
    s = passes(s, 3).state; // B, C, A: Giant Growth resolves
    expect(power(s, s.objects.bear)).toBe(5);
    expect(decision(s).player).toBe('A'); // 117.3b
    const left = act(s, { type: 'concede', player: 'A' });
    expect(left.events.find((e) => e.type === 'turn-continues')).toMatchObject({ rules: ['800.4j'], player: 'A' });
    expect(left.state.turn.number).toBe(2);
    expect(decision(left.state).player).toBe('B'); // 800.4a: A held priority
    const r = passUntil(left.state, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    // The rest of A's turn: every remaining step, the cleanup step included.
    expect(stepsOf(r.events, 2)).toEqual([
      'beginning of combat',
      'declare attackers',
      'end of combat',
      'postcombat main',
      'end',
      'cleanup',
    ]);
    const cleanup = r.events.find((e) => e.type === 'damage-removed');
    expect(cleanup).toMatchObject({ rules: ['514.2'], amount: 1 });
    // 800.4k / 101.4: the next turn is the next player's in turn order after A: B's.
    expect(r.state.turn.activePlayer).toBe('B');
    expect(power(r.state, r.state.objects.bear)).toBe(2);
    expect(toughness(r.state, r.state.objects.bear)).toBe(2);
  });

  it('the priority the active player would receive goes to the next player in turn order (800.4j)', () => {
    // B is the active player, in the middle seat: after B leaves, C then A hold priority, C first.
    let s = game(
      three({
        activePlayer: 'B',
        priority: 'B',
        battlefield: [{ id: 'bear', card: bear, controller: 'A' }],
      }),
    );
    s = act(s, { type: 'concede', player: 'B' }).state;
    expect(decision(s).player).toBe('C');
    const r = passes(s, 2); // C, A: the main phase ends
    expect(r.state.turn.step).toBe('beginning of combat');
    const given = r.events.find((e) => e.type === 'priority-given');
    expect(given).toMatchObject({ player: 'C', step: 'beginning of combat' });
    expect(given?.rules).toContain('800.4j');
    // A stack object resolves when the others have passed, then the next player receives priority.
    const next = passUntil(r.state, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    expect(next.state.turn.activePlayer).toBe('C');
    expect(next.events.filter((e) => e.type === 'turn-began')).toMatchObject([{ player: 'C', turn: 3 }]);
  });

  it('the active player leaves in combat: the combat phase goes on, and "until end of combat" ends at its end (511.3)', () => {
    let s = game(
      three({
        phase: 'combat',
        step: 'declare attackers',
        players: [seat('A'), seat('B', { hand: [{ id: 'trick', card: brace }] }), seat('C')],
        battlefield: [
          { id: 'raider', card: creature('Raider', 3, 3), controller: 'A', attacking: 'B' },
          { id: 'bear', card: bear, controller: 'B' },
        ],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['bear'] }).state;
    s = passes(s, 3).state;
    expect(toughness(s, s.objects.bear)).toBe(5);
    s = act(s, { type: 'concede', player: 'A' }).state;
    expect(s.objects.raider.zone).toBe('exile');
    const r = passUntil(s, (x) => x.turn.phase === 'postcombat main');
    expect(r.state.turn.number).toBe(2);
    expect(stepsOf(r.events, 2)).toEqual(['declare blockers', 'combat damage', 'end of combat', 'postcombat main']);
    expect(r.events.find((e) => e.type === 'effects-ended')).toMatchObject({ duration: 'end of combat' });
    expect(toughness(r.state, r.state.objects.bear)).toBe(2);
  });

  it('with no active player, no one declares attackers: the declare blockers and combat damage steps are skipped (508.1, 508.8)', () => {
    let s = game(three({ battlefield: [{ id: 'bear', card: bear, controller: 'B' }] }));
    s = act(s, { type: 'concede', player: 'A' }).state;
    const r = passUntil(s, (x) => x.turn.phase === 'postcombat main');
    expect(r.events.find((e) => e.type === 'no-active-player' && e.step === 'beginning of combat')?.rules).toEqual([
      '800.4j',
      '506.2',
    ]);
    expect(r.events.find((e) => e.type === 'no-active-player' && e.step === 'declare attackers')?.rules).toEqual([
      '800.4j',
      '508.1',
    ]);
    expect(r.events.find((e) => e.type === 'steps-skipped')?.rules).toContain('508.8');
    expect(r.events.some((e) => e.type === 'attackers-declared' || e.type === 'defending-players')).toBe(false);
    expect(stepsOf(r.events, 2)).toEqual([
      'beginning of combat',
      'declare attackers',
      'end of combat',
      'postcombat main',
    ]);
  });

  it('the active player loses in their upkeep (704.5a): no one draws in the draw step (504.1), the turn goes on', () => {
    let s = game(
      three({
        phase: 'beginning',
        step: 'upkeep',
        players: [seat('A', { life: 2 }), seat('B', { hand: [{ id: 'bolt', card: shock }] }), seat('C')],
        battlefield: [],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'bolt', targets: ['A'] }).state;
    const r = passes(s, 3); // Shock resolves; A has 0 life and loses (704.5a)
    expect(r.events.find((e) => e.type === 'player-lost')).toMatchObject({ player: 'A' });
    expect(r.events.find((e) => e.type === 'turn-continues')).toMatchObject({ player: 'A', rules: ['800.4j'] });
    expect(r.state.turn.number).toBe(2);
    const hands = r.state.players.map((p) => p.hand.length);
    const draw = passUntil(r.state, (x) => x.turn.phase === 'precombat main');
    expect(stepsOf(draw.events, 2)).toEqual(['draw', 'precombat main']);
    expect(draw.events.find((e) => e.type === 'no-active-player')).toMatchObject({
      rules: ['800.4j', '504.1'],
      step: 'draw',
    });
    expect(draw.events.some((e) => e.type === 'card-drawn')).toBe(false);
    expect(draw.state.players.map((p) => p.hand.length)).toEqual(hands);
  });

  it('prevention shields end in the cleanup step of the turn the active player left (514.2, 615)', () => {
    let s = game(three({ players: [seat('A'), seat('B', { hand: [{ id: 'trick', card: mend }] }), seat('C')] }));
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['bear'] }).state;
    s = passes(s, 3).state;
    expect(s.shields.length).toBe(1);
    s = act(s, { type: 'concede', player: 'A' }).state;
    const r = passUntil(s, (x) => x.turn.number === 3);
    expect(r.events.find((e) => e.type === 'damage-removed')).toMatchObject({ amount: 1 });
    expect(r.state.shields).toEqual([]);
  });

  it('the active player concedes while discarding to hand size: cleanup goes on without the discard (514.1, 514.2)', () => {
    let s = game(
      three({
        phase: 'ending',
        step: 'end',
        players: [
          seat('A', { hand: Array.from({ length: 9 }, () => ({ card: creature('Filler', 1, 1) })) }),
          seat('B', { hand: [{ id: 'trick', card: growth }] }),
          seat('C'),
        ],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'trick', targets: ['bear'] }).state;
    s = passes(s, 3).state;
    s = passUntil(s, (x) => x.turn.step === 'cleanup').state;
    expect(decision(s)).toMatchObject({ kind: 'discard-to-hand-size', player: 'A' });
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events.find((e) => e.type === 'damage-removed')).toMatchObject({ amount: 1 });
    expect(r.events.find((e) => e.type === 'turn-began')).toMatchObject({ player: 'B', turn: 3 });
    expect(power(r.state, r.state.objects.bear)).toBe(2);
  });
});

describe('800.4j: the active player leaves while the engine asks them something', () => {
  it('while declaring attackers: the question is dropped, no one declares attackers (508.1, 508.8)', () => {
    let s = game(
      three({
        phase: 'combat',
        step: 'beginning of combat',
        battlefield: [{ id: 'raider', card: creature('Raider', 3, 3), controller: 'A' }],
      }),
    );
    s = passUntil(s, (x) => x.turn.step === 'declare attackers').state;
    expect(decision(s)).toMatchObject({ kind: 'declare-attackers', player: 'A' });
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['turn-continues', 'no-active-player', 'steps-skipped', 'priority-given']),
    );
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'B' });
    expect(r.state.turn).toMatchObject({ number: 2, step: 'declare attackers' });
    expect(r.state.combat?.attackers).toEqual([]);
  });

  it('while choosing the defending player (506.2a): the question is dropped; the combat has no defending player', () => {
    let s = game(three({ variant: { attackOption: 'choose one opponent' } }));
    s = passes(s, 3).state; // A, B, C: the main phase ends
    expect(decision(s)).toMatchObject({ kind: 'choose-defending-player', player: 'A' });
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events.find((e) => e.type === 'no-active-player')).toMatchObject({ step: 'beginning of combat' });
    expect(r.state.combat?.defendingPlayers).toEqual([]);
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'B' });
  });

  it("a plane's triggered ability is controlled by the next player in turn order (800.4p, 311.5)", () => {
    const plane: CardDef = {
      name: 'Pasture',
      types: ['Plane'],
      colors: [],
      abilities: [
        {
          kind: 'triggered',
          trigger: 'beginning of step',
          step: 'end',
          whose: 'each',
          effect: { type: 'gain life', amount: 1 },
        },
      ],
    };
    // C's plane (a plane owned by the player who left would leave the game with them, 901.10).
    let s = game(three({ players: [seat('A'), seat('B'), seat('C', { planes: [{ card: plane }] })] }));
    s = act(s, { type: 'concede', player: 'A' }).state;
    const r = passUntil(s, (x) => x.turn.step === 'end' && x.stack.length > 0);
    expect(r.state.turn.number).toBe(2);
    expect(r.state.stack.map((it) => it.controller)).toEqual(['B']);
    const t = passes(r.state, 2).state; // B, C: it resolves
    expect(t.players.map((p) => p.life)).toEqual([20, 21, 20]);
  });
});

describe('800.4j with the multiplayer variants', () => {
  const teamSeat = (id: string, team: string, more: Partial<PlayerSetup> = {}) => seat(id, { team, ...more });

  it('shared team turns (805): the primary player leaves; the team goes on, led by the teammate still in the game (805.2)', () => {
    let s = game({
      players: [teamSeat('A', 'x'), teamSeat('B', 'x'), teamSeat('C', 'y'), teamSeat('D', 'y')],
      variant: { sharedTeamTurns: true },
      turn: 2,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'bear', card: bear, controller: 'B' }],
    });
    const left = act(s, { type: 'concede', player: 'A' });
    expect(left.events.find((e) => e.type === 'turn-continues')).toMatchObject({
      rules: ['800.4j', '805.2'],
      player: 'A',
      leader: 'B',
    });
    s = left.state;
    expect(s.turn.activePlayer).toBe('B');
    s = passUntil(s, (x) => x.turn.step === 'declare attackers').state;
    expect(decision(s)).toMatchObject({ kind: 'declare-attackers', player: 'B', candidates: ['bear'] });
    s = act(s, { type: 'declare-attackers', player: 'B', attacks: [{ attacker: 'bear', target: 'C' }] }).state;
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual(['bear']);
    const next = passUntil(s, (x) => x.turn.number === 3);
    expect(next.state.turn.activePlayer).toBe('C');
  });

  it('shared team turns: the whole active team leaves; the turn goes on without an active team (805.5b, 800.4j)', () => {
    let s = game({
      players: [
        teamSeat('A', 'x'),
        teamSeat('B', 'x'),
        teamSeat('C', 'y'),
        teamSeat('D', 'y'),
        teamSeat('E', 'z'),
        teamSeat('F', 'z'),
      ],
      variant: { sharedTeamTurns: true },
      turn: 2,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
    });
    s = act(s, { type: 'concede', player: 'B' }).state;
    expect(s.turn.activePlayer).toBe('A');
    const left = act(s, { type: 'concede', player: 'A' });
    expect(left.events.find((e) => e.type === 'turn-continues')).toMatchObject({ rules: ['800.4j'], player: 'A' });
    s = left.state;
    expect(s.turn.number).toBe(2);
    expect(['C', 'D']).toContain(decision(s).player);
    const r = passUntil(s, (x) => x.turn.number === 3);
    expect(stepsOf(r.events, 2)).toContain('cleanup');
    expect(r.state.turn.activePlayer).toBe('C'); // team y, led by its primary player
  });

  it('range of influence (801): the turn goes on; who is in range is settled anew as the next turn begins (801.2c)', () => {
    let s = game({
      players: [seat('A'), seat('B'), seat('C'), seat('D')],
      variant: { rangeOfInfluence: 1 },
      turn: 2,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
    });
    s = act(s, { type: 'concede', player: 'A' }).state;
    expect(s.turn.number).toBe(2);
    const r = passUntil(s, (x) => x.turn.number === 3);
    expect(stepsOf(r.events, 2)).toContain('cleanup');
    expect(r.state.turn.activePlayer).toBe('B');
    expect(r.state.turn.seatedAtStart).toEqual(['B', 'C', 'D']);
  });

  it('Archenemy (904): the archenemy leaves in their upkeep; no scheme is set in motion in that turn (505.3)', () => {
    const burn: CardDef = {
      name: 'Burn',
      types: ['Scheme'],
      colors: [],
      abilities: [
        {
          kind: 'triggered',
          trigger: 'set in motion',
          effect: { type: 'lose life', amount: 1, target: 'each opponent' },
        },
      ],
    };
    let s = game({
      players: [seat('A'), seat('B'), seat('C')],
      variant: { archenemy: 'A' },
      schemeDeck: [{ card: burn }, { card: burn }],
      turn: 2,
      activePlayer: 'A',
      phase: 'beginning',
      step: 'upkeep',
      priority: 'A',
    });
    s = act(s, { type: 'concede', player: 'A' }).state;
    const r = passUntil(s, (x) => x.turn.phase === 'precombat main');
    expect(r.state.turn.number).toBe(2);
    expect(r.events.some((e) => e.type === 'scheme-set-in-motion')).toBe(false);
    expect(r.state.players.map((p) => p.life)).toEqual([20, 20, 20]);
  });
});
