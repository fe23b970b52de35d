// The automatic queue (flow.ts) and priority (priority.ts, 117): passing with the rules it cites
// (117.3d, 805.5b), the check before priority (117.5) making players pass in succession anew once
// something happened, the step's first priority (117.3a; 800.4j / 800.4a when the player who would
// receive it left), a cleanup step with priority (514.3a), and what pendingDecision reads from the
// frames. Events and frames compared whole.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { Frame, GameState, PendingTrigger } from '../core/state';
import { PRIORITY_RULE } from '../turn/step-rules';
import { runQueue } from './flow';
import { gameOver, pendingDecision, priorityPlayer } from './pending-decision';
import { startValidatedGame } from './start';
import { act, creature, game, mainPhase, passUntil, twoPlayers } from './test-kit';

const bear = creature('Bear', 2, 2);

/** `s` copied, its top frame replaced by `top`, and the automatic queue run from there. */
function runFrom(s: GameState, top: Frame, change: (s: GameState) => void = () => {}): Ctx {
  const ctx: Ctx = { s: structuredClone(s), events: [] };
  ctx.s.frames[ctx.s.frames.length - 1] = top;
  change(ctx.s);
  runQueue(ctx);
  return ctx;
}

const topOf = (s: GameState): Frame => s.frames[s.frames.length - 1];

/** A, B and C at A's precombat main phase, turn 3; nobody has priority yet. */
const threePlayers = (): GameState =>
  game({
    players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
    turn: 3,
    activePlayer: 'A',
    phase: 'precombat main',
    step: 'main',
    priority: 'A',
  });

describe('pendingDecision, priorityPlayer, gameOver: read from the top frame', () => {
  it('117.3: once the checks of 117.5 are done, the player with priority decides', () => {
    const s = mainPhase([]);
    expect(pendingDecision(s)).toEqual({ player: 'A', kind: 'priority', rules: ['117.3'] });
    expect(priorityPlayer(s)).toBe('A');
    expect(gameOver(s)).toBeNull();
  });

  it('117.5: before the checks are done nobody decides yet; the player about to receive priority is known', () => {
    const s = structuredClone(mainPhase([]));
    s.frames[s.frames.length - 1] = { kind: 'priority', player: 'B', passes: 0, checked: false };
    expect(pendingDecision(s)).toBeNull();
    expect(priorityPlayer(s)).toBe('B');
    expect(gameOver(s)).toBeNull();
  });

  it('a question asked: its decision, and nobody holds priority', () => {
    const s = game(
      twoPlayers({
        turn: 3,
        activePlayer: 'A',
        phase: 'ending',
        step: 'cleanup',
        players: [
          { id: 'A', name: 'Alice', library: 5, maxHandSize: 0, hand: [{ id: 'h1', card: bear }] },
          { id: 'B', name: 'Bob', library: 5 },
        ],
      }),
    );
    expect(pendingDecision(s)).toEqual({
      player: 'A',
      kind: 'discard-to-hand-size',
      rules: ['514.1'],
      count: 1,
      candidates: ['h1'],
      maxHandSize: 0,
    });
    expect(priorityPlayer(s)).toBeNull();
    expect(gameOver(s)).toBeNull();
  });
});

describe('a cleanup step (514.3, 514.3a)', () => {
  /** Alice's cleanup step of turn 3, beginning; `more` adds to the setup. */
  const cleanup = (more: Parameters<typeof twoPlayers>[0] = {}) =>
    game(twoPlayers({ turn: 3, activePlayer: 'A', phase: 'ending', step: 'cleanup', ...more }));

  it('104.3a: a player losing in the cleanup step ends the game there, reported once — no priority afterwards', () => {
    const r = startValidatedGame(
      twoPlayers({
        turn: 3,
        activePlayer: 'A',
        phase: 'ending',
        step: 'cleanup',
        players: [
          { id: 'A', name: 'Alice', library: 5 },
          { id: 'B', name: 'Bob', library: 5, life: 0 },
        ],
      }),
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toEqual([
      { type: 'step-began', rules: ['512.1', '500.1'], phase: 'ending', step: 'cleanup', turn: 3 },
      { type: 'damage-removed', rules: ['514.2'], objects: [], amount: 0 },
      { type: 'player-lost', rules: ['704.5a', '704.3'], player: 'B', reason: 'no life' },
      { type: 'cleanup-priority', rules: ['514.3a'] },
      { type: 'game-over', rules: ['104.2a'], objects: ['A'] },
    ]);
    const s = r.value.state;
    expect(topOf(s)).toEqual({ kind: 'game-over', winners: ['A'] });
    expect(gameOver(s)).toEqual(['A']);
    expect(pendingDecision(s)).toBeNull();
    expect(priorityPlayer(s)).toBeNull();
  });

  it('514.3a: state-based actions give priority; once all pass, another cleanup step follows (the first ended by 500.2)', () => {
    const s = cleanup({ battlefield: [{ id: 'z', card: creature('Husk', 0, 0), controller: 'A' }] });
    expect(pendingDecision(s)).toEqual({ player: 'A', kind: 'priority', rules: ['117.3'] });
    const passed = passUntil(s, (x) => x.turn.number === 4);
    const kinds = ['priority-passed', 'another-cleanup', 'step-ended', 'step-began', 'damage-removed'];
    expect(passed.events.filter((e) => kinds.includes(e.type)).slice(0, 7)).toEqual([
      { type: 'priority-passed', rules: ['117.3d'], player: 'A', team: null },
      { type: 'priority-passed', rules: ['117.3d'], player: 'B', team: null },
      { type: 'another-cleanup', rules: ['514.3a'] },
      { type: 'step-ended', rules: ['500.2'], phase: 'ending', step: 'cleanup', turn: 3 },
      { type: 'step-began', rules: [expect.any(String), '500.1'], phase: 'ending', step: 'cleanup', turn: 3 },
      { type: 'damage-removed', rules: ['514.2'], objects: [], amount: 0 },
      { type: 'step-ended', rules: ['500.3', '514.3'], phase: 'ending', step: 'cleanup', turn: 3 },
    ]);
  });

  it('cleanupHadPriority is recorded only in a cleanup step: other steps leave no trace of it', () => {
    const r = passUntil(mainPhase([]), (x) => x.turn.step === 'beginning of combat');
    expect(pendingDecision(r.state)).toEqual({ player: 'A', kind: 'priority', rules: ['117.3'] });
    expect('cleanupHadPriority' in r.state.turn).toBe(false);
  });
});

describe('passing priority (117.3d, 805.5b)', () => {
  it('117.3d: Alice passes, Bob receives priority', () => {
    const r = act(mainPhase([]), { type: 'pass-priority', player: 'A' });
    expect(r.events).toEqual([{ type: 'priority-passed', rules: ['117.3d'], player: 'A', team: null }]);
    expect(pendingDecision(r.state)).toEqual({ player: 'B', kind: 'priority', rules: ['117.3'] });
  });

  it('805.5b: with shared team turns a team passes, any of its players for it', () => {
    const seat = (id: string, team: string) => ({ id, name: id, library: 5, team });
    const s = game({
      players: [seat('A', 'x'), seat('B', 'x'), seat('C', 'y'), seat('D', 'y')],
      variant: { sharedTeamTurns: true },
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
    });
    const r = act(s, { type: 'pass-priority', player: 'B' });
    expect(r.events).toEqual([{ type: 'priority-passed', rules: ['117.3d', '805.5b'], player: 'B', team: 'x' }]);
  });
});

describe("a step's first priority (117.3a)", () => {
  it('117.3a: the active player receives it once the step begins, reported with the step', () => {
    const r = passUntil(mainPhase([]), (x) => x.turn.step === 'beginning of combat');
    expect(r.events.filter((e) => e.type === 'priority-given')).toEqual([
      {
        type: 'priority-given',
        rules: [PRIORITY_RULE['beginning of combat'], '117.3a'],
        player: 'A',
        step: 'beginning of combat',
      },
    ]);
  });

  const first = (player: string): Frame => ({ kind: 'priority', player, passes: 0, checked: false, first: true });

  it('800.4j: the active player left the game — the next player in turn order receives it instead', () => {
    const ctx = runFrom(threePlayers(), first('A'), (s) => {
      s.players[0].conceded = true;
    });
    expect(topOf(ctx.s)).toEqual({ kind: 'priority', player: 'B', passes: 0, checked: true });
    expect(ctx.events).toEqual([
      { type: 'priority-given', rules: [PRIORITY_RULE.main, '117.3a', '800.4j'], player: 'B', step: 'main' },
    ]);
  });

  it('800.4a: another player who would receive it left the game — the next player in turn order receives it', () => {
    const ctx = runFrom(threePlayers(), first('B'), (s) => {
      s.players[1].conceded = true;
    });
    expect(topOf(ctx.s)).toEqual({ kind: 'priority', player: 'C', passes: 0, checked: true });
    expect(ctx.events).toEqual([
      { type: 'priority-given', rules: [PRIORITY_RULE.main, '117.3a', '800.4a'], player: 'C', step: 'main' },
    ]);
  });
});

describe('117.5: the check before priority', () => {
  /** Bob is to receive priority after Alice passed with an empty stack. */
  const afterAPass: Frame = { kind: 'priority', player: 'B', passes: 1, checked: false };
  const gainLife: PendingTrigger = {
    id: 't1',
    controller: 'A',
    source: 'a1',
    ability: 0,
    effect: { type: 'gain life', amount: 1 },
    related: null,
    relatedPlayer: null,
    rules: ['603.6a'],
  };

  it('nothing happens: the pass stands, Bob passing ends the step', () => {
    const ctx = runFrom(mainPhase([{ id: 'b1', card: bear, controller: 'B' }]), afterAPass);
    expect(topOf(ctx.s)).toEqual({ kind: 'priority', player: 'B', passes: 1, checked: true });
    expect(ctx.events).toEqual([]);
  });

  it('704.3: a state-based action happened — the players must pass in succession anew (500.2)', () => {
    const ctx = runFrom(mainPhase([{ id: 'b1', card: bear, controller: 'B' }]), afterAPass, (s) => {
      s.objects.b1.damage = 2;
    });
    expect(topOf(ctx.s)).toEqual({ kind: 'priority', player: 'B', passes: 0, checked: true });
    expect(ctx.s.battlefield).toEqual([]);
  });

  it('603.3: a triggered ability put on the stack — the players must pass in succession anew (500.2)', () => {
    const ctx = runFrom(mainPhase([{ id: 'a1', card: bear, controller: 'A' }]), afterAPass, (s) => {
      s.pendingTriggers = [gainLife];
    });
    expect(topOf(ctx.s)).toEqual({ kind: 'priority', player: 'B', passes: 0, checked: true });
    expect(ctx.s.stack.map((i) => i.source)).toEqual(['a1']);
  });
});

describe('the automatic queue guards against engine bugs', () => {
  it('a paused event never reaches it: it stops with an engine bug rather than run it', () => {
    const s = mainPhase([]);
    const paused: Frame = {
      kind: 'mid-event',
      state: s,
      action: { type: 'pass-priority', player: 'A' },
      answers: [],
      reported: 0,
    };
    expect(() => runFrom(s, paused)).toThrow('engine bug: a paused event reached the automatic queue');
  });

  it('a frame it cannot run: it stops with an engine bug rather than loop', () => {
    const unknown = { kind: 'unknown' } as unknown as Frame;
    expect(() => runFrom(mainPhase([]), unknown)).toThrow('engine bug: the automatic queue did not settle');
  });
});
