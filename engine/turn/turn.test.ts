// The turn structure: 500–505, 513–514, with the step sequence read from the events.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import { act, creature, decision, game, passUntil, refusal, twoPlayers } from '../game/test-kit';
import type { GameState } from '../core/state';

const forest: CardDef = {
  name: 'Forest',
  types: ['Land'],
  subtypes: ['Forest'],
  colors: [],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
};
const steps = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'step-began').map((e) => (e.step === 'main' ? e.phase : e.step));

describe('500.1 a turn is five phases and their steps', () => {
  it('runs every step of a turn in order, and the first player skips the first draw (103.8)', () => {
    const s = game(twoPlayers());
    const first = passUntil(s, (x) => x.turn.number === 2 && x.turn.step === 'upkeep');
    expect(first.events.some((e) => e.type === 'step-skipped' && e.rules.includes('103.8'))).toBe(true);
    const second = passUntil(first.state, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    expect(steps(second.events)).toEqual([
      'draw',
      'precombat main',
      'beginning of combat',
      'declare attackers',
      'end of combat',
      'postcombat main',
      'end',
      'cleanup',
      'untap',
      'upkeep',
    ]);
    expect(second.state.turn.activePlayer).toBe('A');
  });
  it('in a game of three nobody skips the first draw, and turns go round the table', () => {
    let s = game({ players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })) });
    const r = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(r.events.filter((e) => e.type === 'card-drawn').map((e) => e.player)).toEqual(['A', 'B', 'C']);
    expect(r.events.filter((e) => e.type === 'turn-began').map((e) => e.player)).toEqual(['B', 'C', 'A']);
    s = r.state;
    expect(s.turn.activePlayer).toBe('A');
  });
});

describe('500.2 a step ends only when all players pass in succession on an empty stack', () => {
  it('resolving something gives the active player priority again (117.3b) and the step goes on', () => {
    const shock: CardDef = {
      name: 'Shock',
      types: ['Instant'],
      colors: ['R'],
      spell: { type: 'deal damage', amount: 2, target: 'any target' },
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'upkeep',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5 },
          { id: 'B', name: 'B', library: 5, hand: [{ id: 'shock', card: shock }] },
        ],
      }),
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'shock', targets: ['A'] }).state;
    expect(decision(s).player).toBe('B'); // 117.3c
    s = act(s, { type: 'pass-priority', player: 'B' }).state;
    const r = act(s, { type: 'pass-priority', player: 'A' });
    expect(r.state.players[0].life).toBe(18);
    expect(r.state.turn.step).toBe('upkeep');
    expect(decision(r.state).player).toBe('A');
  });
});

describe('500.4 mana empties as a step or phase ends', () => {
  it('a Forest tapped for {G} in the main phase leaves no mana by combat', () => {
    let s = game(
      twoPlayers({ turn: 2, step: 'main', priority: 'A', battlefield: [{ id: 'f', card: forest, controller: 'A' }] }),
    );
    const r = act(s, { type: 'activate-ability', player: 'A', source: 'f', ability: 0 });
    expect(r.state.players[0].manaPool.G).toBe(1);
    expect(r.events.map((e) => e.type)).toContain('mana-added');
    s = passUntil(r.state, (x) => x.turn.step === 'beginning of combat').state;
    expect(s.players[0].manaPool.G).toBe(0);
  });
  it('mana pays for a spell (601.2h) and a cost that cannot be paid is refused', () => {
    const bear = creature('Bear', 2, 2, { manaCost: '{1}{G}', colors: ['G'] });
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'bear', card: bear }] },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [
          { id: 'f', card: forest, controller: 'A' },
          { id: 'f2', card: forest, controller: 'A' },
        ],
      }),
    );
    expect(refusal(s, { type: 'cast-spell', player: 'A', card: 'bear' }).code).toBe('cast-spell/cannot-pay');
    s = act(s, { type: 'activate-ability', player: 'A', source: 'f', ability: 0 }).state;
    s = act(s, { type: 'activate-ability', player: 'A', source: 'f2', ability: 0 }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'bear' }).state;
    s = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    expect(s.objects.bear.zone).toBe('battlefield');
    expect(s.objects.bear.summoningSick).toBe(true);
  });
});

describe('500.6 / 502.4 / 503.1a beginning-of-step triggers', () => {
  it('an untap-step trigger waits until the upkeep, with the upkeep trigger', () => {
    const card: CardDef = {
      name: 'Clock',
      types: ['Artifact'],
      colors: [],
      abilities: [
        { kind: 'triggered', trigger: 'beginning of step', step: 'untap', effect: { type: 'lose life', amount: 1 } },
        { kind: 'triggered', trigger: 'beginning of step', step: 'upkeep', effect: { type: 'gain life', amount: 3 } },
      ],
    };
    const s = game(twoPlayers({ turn: 2, activePlayer: 'A', battlefield: [{ id: 'clock', card, controller: 'A' }] }));
    // Two triggers of one player: they choose the order (603.3b).
    const d = decision(s);
    expect(d.kind).toBe('order-triggers');
    expect(s.turn.step).toBe('upkeep');
    let t = act(s, { type: 'order-triggers', player: 'A', order: d.triggers!.map((x) => x.id) }).state;
    expect(t.stack).toHaveLength(2);
    t = passUntil(t, (x) => x.stack.length === 0).state;
    expect(t.players[0].life).toBe(22);
  });
  it("triggers of both players go on the stack in APNAP order: the nonactive player's resolves first", () => {
    const mk = (n: string, amount: number): CardDef => ({
      name: n,
      types: ['Artifact'],
      colors: [],
      abilities: [
        {
          kind: 'triggered',
          trigger: 'beginning of step',
          step: 'upkeep',
          whose: 'each',
          effect: { type: 'gain life', amount },
        },
      ],
    });
    const s = game(
      twoPlayers({
        turn: 2,
        battlefield: [
          { id: 'a', card: mk('A-thing', 1), controller: 'A' },
          { id: 'b', card: mk('B-thing', 2), controller: 'B' },
        ],
      }),
    );
    expect(s.stack.map((i) => i.controller)).toEqual(['A', 'B']);
    const r = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' });
    expect(r.events.find((e) => e.type === 'life-gained')!.player).toBe('B');
  });
});

describe('500.7–500.10 extra turns, phases and skipping', () => {
  const spell = (name: string, effect: CardDef['spell'], types = ['Sorcery']): CardDef => ({
    name,
    types,
    colors: [],
    spell: effect,
  });
  it('500.7: the most recently created extra turn is taken first', () => {
    const s0 = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          {
            id: 'A',
            name: 'A',
            library: 9,
            hand: [{ id: 'x', card: spell('Time Walk', { type: 'extra turn' }, ['Instant']) }],
          },
          {
            id: 'B',
            name: 'B',
            library: 9,
            hand: [{ id: 'y', card: spell('Walk Twice', { type: 'extra turn' }, ['Instant']) }],
          },
        ],
      }),
    );
    let s = act(s0, { type: 'cast-spell', player: 'A', card: 'x' }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'y' }).state;
    s = passUntil(s, (x) => x.stack.length === 0).state; // B's resolves first, then A's (most recent: A's)
    expect(s.extraTurns).toEqual(['A', 'B']);
    const r = passUntil(s, (x) => x.turn.number === 5 && x.turn.step === 'upkeep');
    expect(r.events.filter((e) => e.type === 'turn-began').map((e) => [e.player, e.rules[0]])).toEqual([
      ['A', '500.7'],
      ['B', '500.7'],
      ['B', '500.1'],
    ]);
  });
  it('500.8 / 505.1a: an additional combat phase followed by an additional (postcombat) main phase', () => {
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          {
            id: 'A',
            name: 'A',
            library: 5,
            hand: [{ id: 'ra', card: spell('Relentless Assault', { type: 'additional combat phase' }) }],
          },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'ra' }).state;
    const r = passUntil(s, (x) => x.turn.number === 3);
    expect(r.events.filter((e) => e.type === 'phase-began').map((e) => e.phase)).toEqual([
      'combat',
      'postcombat main',
      'combat',
      'postcombat main',
      'ending',
      'beginning',
    ]);
  });
  it('500.10: a skipped draw step is passed over as though it did not exist', () => {
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          {
            id: 'A',
            name: 'A',
            library: 5,
            hand: [
              { id: 'sk', card: spell('Skip', { type: 'skip', what: 'step', name: 'draw', target: 'target player' }) },
            ],
          },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'sk', targets: ['B'] }).state;
    const r = passUntil(
      s,
      (x) =>
        (x.turn.number === 3 && x.turn.step === ('precombat main' as never)) ||
        (x.turn.number === 3 && x.turn.phase === 'precombat main'),
    );
    expect(r.events.some((e) => e.type === 'step-skipped' && e.step === 'draw' && e.rules.includes('500.10'))).toBe(
      true,
    );
    expect(r.state.players[1].hand).toHaveLength(0);
  });
  it('500.9: an additional upkeep step directly after this one', () => {
    const extra = spell('Extra Upkeep', { type: 'additional step', step: 'upkeep', after: 'upkeep' }, ['Instant']);
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'upkeep',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'x', card: extra }] },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'x' }).state;
    const r = passUntil(s, (x) => x.turn.step === 'draw');
    expect(r.events.some((e) => e.type === 'step-added' && e.rules.includes('500.9'))).toBe(true);
    expect(steps(r.events)).toEqual(['upkeep', 'draw']);
  });
});

describe('502.3 untap and 302.6 summoning sickness', () => {
  it("untaps the active player's permanents only", () => {
    const s = game(
      twoPlayers({
        turn: 1,
        battlefield: [
          { id: 'a', card: creature('A', 1, 1), controller: 'A', tapped: true, summoningSick: true },
          { id: 'b', card: creature('B', 1, 1), controller: 'B', tapped: true },
        ],
      }),
    );
    expect(s.objects.a.tapped).toBe(false);
    expect(s.objects.b.summoningSick).toBe(false);
    expect(s.objects.b.tapped).toBe(true);
  });
});

describe('505.4 Sagas get a lore counter in the precombat main phase', () => {
  it('adds the counter and triggers the chapter ability', () => {
    const saga: CardDef = {
      name: 'Saga',
      types: ['Enchantment'],
      subtypes: ['Saga'],
      colors: [],
      abilities: [{ kind: 'triggered', trigger: 'chapter', chapter: 2, effect: { type: 'draw', count: 1 } }],
    };
    const s = game(
      twoPlayers({
        turn: 2,
        step: 'draw',
        priority: 'A',
        battlefield: [{ id: 's', card: saga, controller: 'A', counters: { lore: 1 } }],
      }),
    );
    const r = passUntil(s, (x) => x.turn.phase === 'precombat main');
    expect(r.state.objects.s.counters.lore).toBe(2);
    expect(r.state.stack).toHaveLength(1);
    expect(r.events.some((e) => e.rules.includes('505.4'))).toBe(true);
    // 704.5s: once its final chapter ability has left the stack, the Saga is sacrificed.
    const done = passUntil(r.state, (x) => x.stack.length === 0);
    expect(done.state.objects.s.zone).toBe('graveyard');
    expect(done.events.some((e) => e.rules.includes('704.5s'))).toBe(true);
  });
});

describe('505.6b playing a land', () => {
  const hand = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `land${i}`, card: forest }));
  const at = (step: 'main' | 'upkeep'): GameState =>
    game(
      twoPlayers({
        turn: 2,
        step,
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: hand(2) },
          { id: 'B', name: 'B', library: 5, hand: [{ id: 'bl', card: forest }] },
        ],
      }),
    );
  it('one land per turn, in a main phase, by the active player, on an empty stack', () => {
    const s = act(at('main'), { type: 'play-land', player: 'A', card: 'land0' }).state;
    expect(s.objects.land0.zone).toBe('battlefield');
    expect(refusal(s, { type: 'play-land', player: 'A', card: 'land1' }).code).toBe('play-land/one-per-turn');
    expect(refusal(at('upkeep'), { type: 'play-land', player: 'A', card: 'land0' }).rules).toContain('505.6b');
    const bTurn = act(at('main'), { type: 'pass-priority', player: 'A' }).state;
    expect(refusal(bTurn, { type: 'play-land', player: 'B', card: 'bl' }).rules).toContain('505.6b');
  });
});

describe('514 cleanup', () => {
  it('514.1: discard down to maximum hand size; 514.2 damage and "until end of turn" effects end', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ id: `h${i}`, card: creature(`C${i}`, 1, 1) }));
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [{ id: 'd', card: creature('Hurt', 2, 4), controller: 'B', damage: 3 }],
      }),
    );
    s = passUntil(s, () => false).state;
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'discard-to-hand-size', count: 2 });
    expect(refusal(s, { type: 'discard', player: 'A', cards: ['h0'] }).rules).toContain('514.1');
    const r = act(s, { type: 'discard', player: 'A', cards: ['h0', 'h1'] });
    expect(r.state.players[0].hand).toHaveLength(7);
    expect(r.state.objects.d.damage).toBe(0);
    expect(r.events.some((e) => e.type === 'damage-removed' && e.rules.includes('514.2'))).toBe(true);
  });
  it('514.3a: a trigger in cleanup gives priority, then another cleanup step follows', () => {
    const hand = Array.from({ length: 8 }, (_, i) => ({ id: `h${i}`, card: creature(`C${i}`, 1, 1) }));
    const madness: CardDef = {
      name: 'Watcher',
      types: ['Enchantment'],
      colors: [],
      abilities: [{ kind: 'triggered', trigger: 'discard', effect: { type: 'lose life', amount: 1 } }],
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [{ id: 'w', card: madness, controller: 'A' }],
      }),
    );
    s = passUntil(s, () => false).state;
    const r = act(s, { type: 'discard', player: 'A', cards: ['h0'] });
    expect(r.events.some((e) => e.rules.includes('514.3a'))).toBe(true);
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'A' });
    expect(r.state.turn.step).toBe('cleanup');
    const after = passUntil(r.state, (x) => x.turn.number === 3);
    expect(after.state.players[0].life).toBe(19);
    expect(after.events.some((e) => e.type === 'another-cleanup')).toBe(true);
  });
});

describe('trigger vocabulary: "becomes untapped" and "discard one or more cards for the first time each turn"', () => {
  it('a permanent untapped in the untap step triggers; the ability waits for the upkeep (502.4)', () => {
    const key: CardDef = {
      name: 'Key',
      types: ['Artifact'],
      colors: [],
      abilities: [{ kind: 'triggered', trigger: 'becomes untapped', effect: { type: 'gain life', amount: 2 } }],
    };
    const s = game(twoPlayers({ turn: 2, battlefield: [{ id: 'k', card: key, controller: 'A', tapped: true }] }));
    expect(s.turn.step).toBe('upkeep');
    expect(s.stack.map((i) => i.source)).toEqual(['k']);
  });
  it('draws that many, once per turn', () => {
    const rielle: CardDef = {
      name: 'Rielle',
      types: ['Creature'],
      colors: ['U'],
      power: 0,
      toughness: 4,
      abilities: [
        {
          kind: 'triggered',
          trigger: 'discards one or more cards',
          firstTimeEachTurn: true,
          effect: { type: 'draw', count: 0, thatMany: true },
        },
      ],
    };
    const hand = Array.from({ length: 10 }, (_, i) => ({ id: `h${i}`, card: creature(`C${i}`, 1, 1) }));
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [{ id: 'r', card: rielle, controller: 'A' }],
      }),
    );
    s = passUntil(s, () => false).state;
    s = act(s, { type: 'discard', player: 'A', cards: ['h0', 'h1', 'h2'] }).state;
    expect(s.stack).toHaveLength(1);
    s = passUntil(s, () => false).state; // resolves: draws 3 (hand 10), then another cleanup asks to discard 3 again
    expect(decision(s)).toMatchObject({ kind: 'discard-to-hand-size', count: 3 });
    s = act(s, { type: 'discard', player: 'A', cards: ['h3', 'h4', 'h5'] }).state;
    expect(s.turn.number).toBe(3); // no second trigger this turn: the turn ends
  });
});

describe('603.3d triggered abilities with targets; 502.1 phasing', () => {
  it('the controller chooses targets as the ability goes on the stack', () => {
    const pinger: CardDef = {
      name: 'Pinger',
      types: ['Enchantment'],
      colors: ['R'],
      abilities: [
        {
          kind: 'triggered',
          trigger: 'beginning of step',
          step: 'upkeep',
          effect: { type: 'deal damage', amount: 1, target: 'any target' },
        },
      ],
    };
    const s = game(twoPlayers({ turn: 2, battlefield: [{ id: 'p', card: pinger, controller: 'A' }] }));
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'choose-targets', player: 'A', rules: ['603.3d'] });
    expect(d.targetChoices![0].choices).toContain('B');
    expect(refusal(s, { type: 'choose-targets', player: 'A', item: d.object!, targets: ['nobody'] }).rules).toContain(
      '603.3d',
    );
    const t = act(s, { type: 'choose-targets', player: 'A', item: d.object!, targets: ['B'] }).state;
    expect(passUntil(t, (x) => x.stack.length === 0).state.players[1].life).toBe(19);
  });
  it('permanents with phasing phase out, phased-out ones phase in, simultaneously', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        battlefield: [
          { id: 'ph', card: creature('Phaser', 1, 1, { keywords: ['phasing'] }), controller: 'A' },
          { id: 'out', card: creature('Ghost', 1, 1, { keywords: ['phasing'] }), controller: 'A', phasedOut: true },
        ],
      }),
    );
    expect(s.objects.ph.phasedOut).toBe(true);
    expect(s.objects.out.phasedOut).toBe(false);
  });
});

describe('502.3 effects can keep permanents from untapping', () => {
  it('a permanent that "doesn\'t untap during your untap step" stays tapped', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        battlefield: [
          {
            id: 'k',
            card: creature('Colossus', 9, 9, { keywords: ["doesn't untap during your untap step"] }),
            controller: 'A',
            tapped: true,
          },
          { id: 'o', card: creature('Other', 1, 1), controller: 'A', tapped: true },
        ],
      }),
    );
    expect(s.objects.k.tapped).toBe(true);
    expect(s.objects.o.tapped).toBe(false);
  });
});

describe('choices during resolution and multiplayer options', () => {
  it('701.8 / 608.2d: the player chooses what to discard; the spell finishes afterwards', () => {
    const rot: CardDef = {
      name: 'Mind Rot',
      types: ['Sorcery'],
      colors: ['B'],
      spell: [
        { type: 'discard', count: 2, target: 'target player' },
        { type: 'gain life', amount: 1 },
      ],
    };
    const hand = [
      { id: 'h1', card: creature('One', 1, 1) },
      { id: 'h2', card: creature('Two', 1, 1) },
      { id: 'h3', card: creature('Three', 1, 1) },
    ];
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'rot', card: rot }] },
          { id: 'B', name: 'B', library: 5, hand },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'rot', targets: ['B'] }).state;
    s = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    expect(decision(s)).toMatchObject({ kind: 'choose-discard', player: 'B', count: 2 });
    expect(s.objects.rot.zone).toBe('stack');
    expect(refusal(s, { type: 'discard', player: 'B', cards: ['h1'] }).rules).toContain('701.8');
    const r = act(s, { type: 'discard', player: 'B', cards: ['h1', 'h3'] });
    expect(r.state.players[1].hand).toEqual(['h2']);
    expect(r.state.players[0].life).toBe(21);
    expect(r.state.objects.rot.zone).toBe('graveyard');
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'A' });
  });
  it('a discard cost names the cards discarded', () => {
    const looter = creature('Looter', 1, 1, {
      abilities: [{ kind: 'activated', cost: [{ type: 'discard', count: 1 }], effect: { type: 'draw', count: 1 } }],
    });
    const s = game(
      twoPlayers({
        turn: 2,
        step: 'main',
        priority: 'A',
        players: [
          {
            id: 'A',
            name: 'A',
            library: 5,
            hand: [
              { id: 'h1', card: creature('One', 1, 1) },
              { id: 'h2', card: creature('Two', 1, 1) },
            ],
          },
          { id: 'B', name: 'B', library: 5 },
        ],
        battlefield: [{ id: 'l', card: looter, controller: 'A' }],
      }),
    );
    expect(refusal(s, { type: 'activate-ability', player: 'A', source: 'l', ability: 0 }).code).toBe(
      'activate-ability/choose-discards',
    );
    expect(
      act(s, { type: 'activate-ability', player: 'A', source: 'l', ability: 0, discards: ['h2'] }).state.objects.h2
        .zone,
    ).toBe('graveyard');
  });
  it('506.2a / 507.1: with the "choose one opponent" option, the active player picks the defending player', () => {
    let s = game({
      variant: { attackOption: 'choose one opponent' },
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      turn: 4,
      phase: 'combat',
      step: 'beginning of combat',
      battlefield: [{ id: 'x', card: creature('X', 2, 2), controller: 'A' }],
    });
    expect(decision(s)).toMatchObject({ kind: 'choose-defending-player', player: 'A', targets: ['B', 'C'] });
    expect(refusal(s, { type: 'choose-defending-player', player: 'A', defending: 'A' }).rules).toContain('506.2a');
    s = act(s, { type: 'choose-defending-player', player: 'A', defending: 'C' }).state;
    s = passUntil(s, () => false).state;
    expect(decision(s).targets).toEqual(['C']);
  });
});

describe('513.2 the end step does not back up', () => {
  it('a permanent entering during the end step triggers only at the next end step', () => {
    const fiend: CardDef = {
      name: 'Fiend',
      types: ['Creature'],
      colors: [],
      power: 1,
      toughness: 1,
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
    const flash: CardDef = {
      name: 'Flash Fiend',
      types: ['Instant'],
      colors: [],
      spell: { type: 'create token', card: fiend },
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: [{ id: 'f', card: flash }] },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'f' }).state;
    const r = passUntil(s, (x) => x.turn.number === 3 && x.turn.step === 'end');
    expect(r.events.some((e) => e.rules.includes('513.2'))).toBe(true);
    expect(r.state.players[0].life).toBe(20);
    expect(r.state.stack).toHaveLength(1); // it triggers at the next turn's end step
  });
});

// What the site shows of the turn's questions and refusals: the rule that asks, the numbers and
// objects a refusal names. Fixtures check decisions by player and kind, and one rule per event;
// these check the rest.
describe("the turn's decisions and refusals say which rule asks and what went wrong", () => {
  const cards = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: creature(`${prefix}${i}`, 1, 1) }));
  const teams = (hands: Record<string, number>) =>
    game({
      players: [
        { id: 'A', name: 'A', team: 'sun', library: 5, hand: cards('a', hands.A ?? 0) },
        { id: 'B', name: 'B', team: 'sun', library: 5, hand: cards('b', hands.B ?? 0) },
        { id: 'C', name: 'C', team: 'moon', library: 5 },
        { id: 'D', name: 'D', team: 'moon', library: 5 },
      ],
      variant: { sharedTeamTurns: true },
      activePlayer: 'A',
      turn: 3,
      step: 'end',
      priority: 'A',
    });

  it('514.1: the discard to hand size cites 514.1, and a refused discard names the count or the card', () => {
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: cards('h', 9), graveyard: [{ id: 'g', card: creature('G', 1, 1) }] },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    s = passUntil(s, () => false).state;
    expect(decision(s)).toMatchObject({ kind: 'discard-to-hand-size', player: 'A', rules: ['514.1'], count: 2 });
    expect(refusal(s, { type: 'discard', player: 'A', cards: ['h0'] })).toMatchObject({
      code: 'discard/wrong-number',
      rules: ['514.1'],
      params: { count: 2 },
    });
    expect(refusal(s, { type: 'discard', player: 'A', cards: ['h0', 'g'] })).toMatchObject({
      code: 'discard/not-in-hand',
      rules: ['514.1'],
      params: { object: 'g' },
    });
  });

  it('514.1, 805.4: with shared team turns each player of the active team discards in turn, citing 805.4', () => {
    let s = passUntil(teams({ A: 8, B: 9 }), () => false).state;
    expect(decision(s)).toMatchObject({
      kind: 'discard-to-hand-size',
      player: 'A',
      rules: ['514.1', '805.4'],
      count: 1,
    });
    s = act(s, { type: 'discard', player: 'A', cards: ['a0'] }).state;
    expect(decision(s)).toMatchObject({
      kind: 'discard-to-hand-size',
      player: 'B',
      rules: ['514.1', '805.4'],
      count: 2,
    });
  });

  it('504.1, 805.4b and 506.2, 506.2b, 805.10a: the active team draws, then attacks the other team', () => {
    const r = passUntil(teams({}), (x) => x.turn.number === 4 && x.turn.step === 'declare attackers');
    const draws = r.events.filter((e) => e.type === 'card-drawn');
    expect(draws.map((e) => [e.player, e.rules])).toEqual([
      ['C', ['504.1', '805.4b']],
      ['D', ['504.1', '805.4b']],
    ]);
    const defending = r.events.find((e) => e.type === 'defending-players');
    expect(defending).toMatchObject({ rules: ['506.2', '506.2b', '805.10a'], objects: ['A', 'B'] });
  });

  it('506.2a, 507.1: the choice of the defending player cites both rules, and a refusal names the player chosen', () => {
    const s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      variant: { attackOption: 'choose one opponent' },
      activePlayer: 'A',
      turn: 3,
      step: 'beginning of combat',
    });
    expect(decision(s)).toMatchObject({
      kind: 'choose-defending-player',
      player: 'A',
      rules: ['506.2a', '507.1'],
      targets: ['B', 'C'],
    });
    expect(refusal(s, { type: 'choose-defending-player', player: 'A', defending: 'A' })).toMatchObject({
      code: 'choose-defending-player/not-an-opponent',
      rules: ['506.2a', '507.1'],
      params: { player: 'A' },
    });
  });
  it('506.2a, 507.1: the opponent chosen becomes the defending player, and the event names it and who chose', () => {
    const s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      variant: { attackOption: 'choose one opponent' },
      activePlayer: 'A',
      turn: 3,
      step: 'beginning of combat',
    });
    const r = act(s, { type: 'choose-defending-player', player: 'A', defending: 'C' });
    expect(r.events.filter((e) => e.type === 'defending-players')).toEqual([
      expect.objectContaining({ rules: ['506.2a', '507.1'], player: 'C', objects: ['C'], chooser: 'A' }),
    ]);
    expect(r.state.combat?.defendingPlayers).toEqual(['C']);
  });
});
