// 800.4a: what leaves the game with a player — the objects they own, their spells and abilities on
// the stack and those waiting to be put there, what they were in the middle of casting or
// activating — while the effects giving them control of another's permanent end (it stays, with
// its owner); and 104.2a / 104.4a: who wins once they are gone.
import { describe, expect, it } from 'vitest';
import { startGame } from '../play';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import { topFrame } from '../core/frames';
import type { PermanentSetup } from '../core/setup';
import { beginCasting } from '../casting/casting-frame';
import { CASTING_A_SPELL } from '../casting/cast-spell';
import type { CastingFrame } from '../casting/casting-steps';
import { removeLosers } from './leave-game';
import { act, creature, decision, game } from './test-kit';

const gain = { type: 'gain life', amount: 1 } as const;
const growth: CardDef = {
  name: 'Giant Growth',
  types: ['Instant'],
  colors: ['G'],
  spell: { type: 'pump', power: 3, toughness: 3, target: 'target creature' },
};
/** "Sacrifice this: it deals 2 damage to any target." */
const bomb = creature('Bomb', 1, 1, {
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'sacrifice this' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});
const bear = creature('Bear', 2, 2);

/** A, B and C, `active` (A by default) holding priority in their main phase of turn 2. */
function three(
  battlefield: PermanentSetup[],
  hands: Record<string, CardDef> = {},
  more: { active?: string; life?: Record<string, number> } = {},
) {
  const active = more.active ?? 'A';
  return game({
    players: ['A', 'B', 'C'].map((id) => ({
      id,
      name: id,
      library: 5,
      life: more.life?.[id] ?? 20,
      hand: hands[id] ? [{ id: 'spell', card: hands[id] }] : [],
    })),
    turn: 2,
    activePlayer: active,
    phase: 'precombat main',
    step: 'main',
    priority: active,
    battlefield,
  });
}

describe('800.4a: their spells and abilities leave the stack', () => {
  it('A concedes with their spell and their ability on the stack: both cease; the sacrificed source stays in their graveyard', () => {
    let s = three(
      [
        { id: 'bomb', card: bomb, controller: 'A' },
        { id: 'bear', card: bear, controller: 'A' },
      ],
      { A: growth },
    );
    s = act(s, { type: 'activate-ability', player: 'A', source: 'bomb', ability: 0, targets: ['B'] }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'spell', targets: ['bear'] }).state;
    expect(s.stack.map((it) => [it.kind, it.controller])).toEqual([
      ['activated ability', 'A'],
      ['spell', 'A'],
    ]);
    const r = act(s, { type: 'concede', player: 'A' });
    // The spell's card leaves the game with the permanent A owns; the ability, no card, just ceases.
    expect(r.events).toEqual([
      { type: 'conceded', rules: ['104.3a'], player: 'A' },
      { type: 'objects-left-game', rules: ['800.4a'], objects: ['bear', 'spell'], players: ['A'] },
      { type: 'turn-continues', rules: ['800.4j'], player: 'A' },
    ]);
    expect(r.state.stack).toEqual([]);
    expect([r.state.objects.bomb.zone, r.state.objects.spell.zone, r.state.objects.bear.zone]).toEqual([
      'graveyard',
      'exile',
      'exile',
    ]);
    expect(r.state.players[0].graveyard).toEqual(['bomb']);
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'B' });
  });

  it('A loses as their creature dies (704.3): its waiting "dies" trigger ceases with them; B orders only their own (603.3b)', () => {
    const blast: CardDef = {
      name: 'Blast',
      types: ['Sorcery'],
      colors: ['R'],
      spell: [
        { type: 'deal damage', amount: 2, target: 'target creature' },
        { type: 'lose life', amount: 2, target: 'each opponent' },
      ],
    };
    const watcher = (name: string) =>
      creature(name, 1, 1, {
        abilities: [{ kind: 'triggered', trigger: 'dies', subject: 'a creature', effect: gain }],
      });
    let s = three(
      [
        {
          id: 'martyr',
          card: creature('Martyr', 2, 2, { abilities: [{ kind: 'triggered', trigger: 'dies', effect: gain }] }),
          controller: 'A',
        },
        { id: 'w1', card: watcher('W1'), controller: 'B' },
        { id: 'w2', card: watcher('W2'), controller: 'B' },
      ],
      { B: blast },
      { active: 'B', life: { A: 2 } },
    );
    s = act(s, { type: 'cast-spell', player: 'B', card: 'spell', targets: ['martyr'] }).state;
    for (const p of ['B', 'C']) s = act(s, { type: 'pass-priority', player: p }).state;
    const r = act(s, { type: 'pass-priority', player: 'A' });
    const triggered = r.events
      .filter((e) => e.type === 'ability-triggered')
      .map((e) => e.type === 'ability-triggered' && e.source);
    expect(triggered).toEqual(['martyr', 'w1', 'w2']);
    expect(r.events.find((e) => e.type === 'player-lost')).toMatchObject({ player: 'A', rules: ['704.5a', '704.3'] });
    const waiting = r.state.pendingTriggers.map((t) => ({ controller: t.controller, source: t.source }));
    expect(waiting).toEqual([
      { controller: 'B', source: 'w1' },
      { controller: 'B', source: 'w2' },
    ]);
    expect(decision(r.state)).toEqual({
      kind: 'order-triggers',
      player: 'B',
      rules: ['603.3b'],
      triggers: r.state.pendingTriggers.map((t) => ({ id: t.id, source: t.source })),
    });
  });
});

/** B's two effects that replace a creature dying (616.1: the affected object's controller picks one first). */
const deathReplacements = (): PermanentSetup[] =>
  (["put it into its owner's hand", "shuffle it into its owner's library"] as const).map((instead, i) => ({
    id: `r${i}`,
    card: {
      name: `Replacer ${i}`,
      types: ['Enchantment'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'die', objects: { objects: 'a creature' }, instead },
        },
      ],
    },
    controller: 'B',
  }));

describe('800.4a: in the middle of casting or activating', () => {
  it('activating: the ability ceases; its source, sacrificed to pay for it, stays where the engine’s answer put it', () => {
    let s = three([{ id: 'bomb', card: bomb, controller: 'A' }, ...deathReplacements()]);
    s = act(s, { type: 'activate-ability', player: 'A', source: 'bomb', ability: 0, targets: ['B'] }).state;
    expect(decision(s)).toMatchObject({ kind: 'choose-replacement', player: 'A' });
    const r = act(s, { type: 'concede', player: 'A' });
    // The sacrifice is finished with the engine's answer (the first effect: to A's hand), then A leaves.
    expect(r.events).toEqual([
      {
        type: 'replacement-chosen',
        rules: ['616.1', '616.1e'],
        player: 'A',
        source: 'r0',
        effect: 'hand instead',
        asked: true,
      },
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'hand instead',
        source: 'r0',
        object: 'bomb',
        to: 'hand',
      },
      { type: 'zone-change', rules: ['602.2b', '701.17', '614.6'], object: 'bomb', from: 'battlefield', to: 'hand' },
      { type: 'conceded', rules: ['104.3a'], player: 'A' },
      { type: 'casting-stopped', rules: ['800.4a', '602.2a'], player: 'A', object: 'bomb', ability: true },
      { type: 'turn-continues', rules: ['800.4j'], player: 'A' },
    ]);
    // A card in the hand of a player who left stays there: only the stack and the battlefield are left.
    expect(r.state.objects.bomb.zone).toBe('hand');
    expect(r.state.players[0]).toMatchObject({ hand: ['bomb'], exile: [], conceded: true });
    expect(r.state.stack).toEqual([]);
  });

  it('casting (built: no spell’s cost asks a question yet): the card, moved to the stack (601.2a), leaves the game', () => {
    const s = three([{ id: 'bear', card: bear, controller: 'B' }], { A: growth });
    const ctx: Ctx = { s, events: [] };
    beginCasting(ctx, 'A', 'spell', { targets: ['bear'] });
    const frame = topFrame(s) as CastingFrame;
    frame.at = 'targets';
    CASTING_A_SPELL.announce(ctx, frame);
    expect(s.objects.spell.zone).toBe('stack');
    removeLosers(ctx, ['A']);
    expect(ctx.events).toEqual([
      { type: 'casting-stopped', rules: ['800.4a', '601.2a'], player: 'A', object: 'spell', ability: false },
      { type: 'objects-left-game', rules: ['800.4a'], objects: ['spell'], players: ['A'] },
      { type: 'turn-continues', rules: ['800.4j'], player: 'A' },
    ]);
    expect(s.objects.spell.zone).toBe('exile');
    expect(s.players[0].exile).toEqual(['spell']);
  });
});

describe('800.4a: effects giving the player who left control of a permanent end', () => {
  /** "Gain control of target creature until end of turn." */
  const threaten: CardDef = {
    name: 'Threaten',
    types: ['Sorcery'],
    colors: ['R'],
    spell: { type: 'continuous effect', target: 'target creature', changes: [{ layer: '2', control: 'you' }] },
  };

  it("A concedes controlling B's creature: it returns to B and stays; A's own permanent leaves", () => {
    let s = three(
      [
        { id: 'bear', card: bear, controller: 'B' },
        { id: 'elk', card: creature('Elk', 3, 3), controller: 'A' },
      ],
      { A: threaten },
    );
    s = act(s, { type: 'cast-spell', player: 'A', card: 'spell', targets: ['bear'] }).state;
    for (const p of ['A', 'B', 'C']) s = act(s, { type: 'pass-priority', player: p }).state;
    expect(s.objects.bear.controller).toBe('A');
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events).toEqual([
      { type: 'conceded', rules: ['104.3a'], player: 'A' },
      { type: 'control-changed', rules: ['800.4a', '613.1b'], object: 'bear', player: 'B' },
      { type: 'objects-left-game', rules: ['800.4a'], objects: ['elk'], players: ['A'] },
      { type: 'turn-continues', rules: ['800.4j'], player: 'A' },
    ]);
    expect(r.state.objects.bear).toMatchObject({ zone: 'battlefield', controller: 'B' });
    expect(r.state.objects.bear.baseController).toBeUndefined();
    expect(r.state.effects).toEqual([]);
    expect(r.state.battlefield).toEqual(['bear']);
  });

  it("another player's control effect is not theirs to end: C's stolen creature of B's stays C's", () => {
    let s = three([{ id: 'bear', card: bear, controller: 'B' }], { C: threaten }, { active: 'C' });
    s = act(s, { type: 'cast-spell', player: 'C', card: 'spell', targets: ['bear'] }).state;
    for (const p of ['C', 'A', 'B']) s = act(s, { type: 'pass-priority', player: p }).state;
    const r = act(s, { type: 'concede', player: 'A' });
    expect(r.events).toEqual([{ type: 'conceded', rules: ['104.3a'], player: 'A' }]);
    expect(r.state.objects.bear).toMatchObject({ zone: 'battlefield', controller: 'C' });
    expect(r.state.effects).toHaveLength(1);
  });
});

describe('104.2a, 104.4a: the game ends once one player or none is left', () => {
  it('104.2a: the last player still in the game wins', () => {
    let s = three([]);
    s = act(s, { type: 'concede', player: 'B' }).state;
    const r = act(s, { type: 'concede', player: 'C' });
    expect(r.events).toEqual([
      { type: 'conceded', rules: ['104.3a'], player: 'C' },
      { type: 'game-over', rules: ['104.2a'], objects: ['A'] },
    ]);
    expect(r.state.frames).toEqual([{ kind: 'game-over', winners: ['A'] }]);
  });

  it('104.4a: all the players still in the game lose at once (704.5a): the game is a draw', () => {
    const r = startGame({
      players: [
        { id: 'A', name: 'A', library: 5, life: 0 },
        { id: 'B', name: 'B', library: 5, life: 0 },
      ],
      turn: 2,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
    });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toEqual([
      { type: 'step-began', rules: ['505.1a', '500.1'], phase: 'precombat main', step: 'main', turn: 2 },
      { type: 'player-lost', rules: ['704.5a', '704.3'], player: 'A', reason: 'no life' },
      { type: 'player-lost', rules: ['704.5a', '704.3'], player: 'B', reason: 'no life' },
      { type: 'game-over', rules: ['104.4a'], objects: [] },
    ]);
    expect(r.value.state.frames).toEqual([{ kind: 'game-over', winners: [] }]);
  });
});
