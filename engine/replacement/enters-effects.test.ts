// "As [this] enters" and "enters with" effects (614.1c–d, 614.12, 614.12a): paying life as it
// enters (119.4), the effects other permanents have on an entering object, the 616.1 question
// naming each, and the loyalty and defense counters a planeswalker and a battle enter with
// (306.5b, 310.4b).
import { describe, expect, it } from 'vitest';
import type { CardDef, StaticAbilityDef } from '../core/cards';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { createToken } from '../stack/effects/create-token';
import { abilityOnStack, act, decision, game, mainPhase, runHandler, twoPlayers } from '../game/test-kit';

const entersWith = (replacement: Record<string, unknown>): StaticAbilityDef =>
  ({
    kind: 'static',
    rule: 'replacement',
    replacement: { would: 'enter the battlefield', ...replacement },
  }) as StaticAbilityDef;

const land = (name: string, ...replacements: Record<string, unknown>[]): CardDef => ({
  name,
  types: ['Land'],
  colors: [],
  abilities: replacements.map(entersWith),
});

const permanent = (name: string, ...abilities: StaticAbilityDef[]): CardDef => ({
  name,
  types: ['Artifact'],
  colors: [],
  abilities,
});

function main(hand: { id: string; card: CardDef }[], battlefield: GameSetup['battlefield'] = [], life = 20): GameState {
  return game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand, manaPool: { W: 3 }, life },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield,
    }),
  );
}

const play = (s: GameState, card: string) => act(s, { type: 'play-land', player: 'A', card });
const lifeOf = (s: GameState) => s.players.find((p) => p.id === 'A')!.life;

function cast(s: GameState, card: string) {
  let state = act(s, { type: 'cast-spell', player: 'A', card, targets: [] }).state;
  state = act(state, { type: 'pass-priority', player: 'A' }).state;
  return act(state, { type: 'pass-priority', player: 'B' });
}

describe('"you may pay N life as it enters; if you don’t, it enters tapped" (614.12a, 119.4)', () => {
  it('614.12a, 616.1: its controller is asked before it enters; paying is the life event (119.4), reported whole', () => {
    const s = play(main([{ id: 'pool', card: land('Pool', { mayPayLifeElseTapped: 2 }) }]), 'pool').state;
    expect(decision(s)).toEqual({
      kind: 'choose-to-pay',
      player: 'A',
      rules: ['614.12a', '119.4'],
      object: 'pool',
      source: 'pool',
      life: 2,
    });
    const r = act(s, { type: 'choose-to-pay', player: 'A', pay: true });
    expect(r.events.filter((e) => e.type !== 'land-played')).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.12a', '119.4'],
        effect: 'pay life as it enters',
        source: 'pool',
        object: 'pool',
        player: 'A',
        amount: 2,
      },
      { type: 'life-lost', rules: ['119.4', '614.12a'], player: 'A', amount: 2, life: 18, cause: 'payment' },
    ]);
    expect(r.state.objects.pool).toMatchObject({ zone: 'battlefield', tapped: false });
  });

  it('614.1c, 614.12a: not paying, it enters tapped — reported with the rules of that choice alone', () => {
    const s = play(main([{ id: 'pool', card: land('Pool', { mayPayLifeElseTapped: 2 }) }]), 'pool').state;
    const r = act(s, { type: 'choose-to-pay', player: 'A', pay: false });
    expect(r.events.filter((e) => e.type !== 'land-played')).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.12a'],
        effect: 'enters tapped unless life is paid',
        source: 'pool',
        object: 'pool',
        player: 'A',
        amount: 2,
      },
    ]);
    expect([r.state.objects.pool.tapped, lifeOf(r.state)]).toEqual([true, 20]);
  });

  it('119.4: a player can pay life equal to their life total, not more — short of it, it enters tapped', () => {
    const exact = play(main([{ id: 'pool', card: land('Pool', { mayPayLifeElseTapped: 2 }) }], [], 2), 'pool').state;
    const paid = act(exact, { type: 'choose-to-pay', player: 'A', pay: true }).state;
    expect([paid.objects.pool.tapped, lifeOf(paid)]).toEqual([false, 0]);
  });
});

describe('614.1d, 614.12: another permanent’s effect on what enters', () => {
  it('614.1d: "each other permanent enters with a +1/+1 counter" is reported as another object’s effect (614.1d)', () => {
    const orb = permanent('Orb', entersWith({ objects: { objects: 'a permanent' }, counters: { '+1/+1': 1 } }));
    const r = play(main([{ id: 'l', card: land('Plain land') }], [{ id: 'orb', card: orb, controller: 'A' }]), 'l');
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([
      {
        type: 'replaced',
        rules: ['614.1d', '614.12'],
        effect: 'enters with counters',
        source: 'orb',
        object: 'l',
        counter: '+1/+1',
        amount: 1,
      },
    ]);
  });

  it('614.12: an effect on creatures doesn’t meet a land entering', () => {
    const orb = permanent('Orb', entersWith({ objects: { objects: 'a creature you control' }, tapped: true }));
    const r = play(main([{ id: 'l', card: land('Plain land') }], [{ id: 'orb', card: orb, controller: 'A' }]), 'l');
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([]);
    expect(r.state.objects.l.tapped).toBe(false);
  });
});

describe('614.12: only "enters" effects meet an object entering the battlefield', () => {
  const dies = {
    kind: 'static',
    rule: 'replacement',
    replacement: { would: 'die', objects: { objects: 'a permanent' }, instead: 'exile it' },
  } as StaticAbilityDef;
  const ownDies = {
    kind: 'static',
    rule: 'replacement',
    replacement: { would: 'die', instead: 'exile it' },
  } as StaticAbilityDef;
  const tappedLand = (...more: StaticAbilityDef[]): CardDef => ({
    ...land('Tapped land', { tapped: true }),
    abilities: [...more, entersWith({ tapped: true })],
  });
  const alone = {
    type: 'replaced',
    rules: ['614.1d', '614.12'],
    effect: 'enters tapped',
    source: 'l',
    object: 'l',
  };

  it('614.1a, 616.1f: another permanent’s "if a permanent would die" effect doesn’t apply: its "enters tapped" is the one effect applied', () => {
    const r = play(
      main([{ id: 'l', card: tappedLand() }], [{ id: 'orb', card: permanent('Orb', dies), controller: 'A' }]),
      'l',
    );
    expect(r.events.filter((e) => e.type === 'replaced' || e.type === 'replacement-chosen')).toEqual([alone]);
  });

  it('614.1a, 616.1f: its own "if this would die" effect doesn’t apply as it enters', () => {
    const r = play(main([{ id: 'l', card: tappedLand(ownDies) }]), 'l');
    expect(r.events.filter((e) => e.type === 'replaced' || e.type === 'replacement-chosen')).toEqual([alone]);
  });
});

describe('616.1: the question names each effect that applies', () => {
  it('616.1c: "enters as a copy" is applied before the others, its name reported', () => {
    const essence = permanent('Essence', entersWith({ objects: { objects: 'a permanent' }, asCopyOfThis: true }));
    const r = play(
      main([{ id: 'l', card: land('Tapped land', { tapped: true }) }], [{ id: 'ess', card: essence, controller: 'A' }]),
      'l',
    );
    expect(r.events.find((e) => e.type === 'replacement-chosen')).toEqual({
      type: 'replacement-chosen',
      rules: ['616.1', '616.1c'],
      player: 'A',
      source: 'ess',
      effect: 'enters as a copy',
      asked: false,
    });
  });
});

describe('306.5b, 310.4b: a planeswalker’s loyalty and a battle’s defense as it enters', () => {
  const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: ['W'], manaCost: '{W}', loyalty: 3 };

  it('306.5b: it enters with its printed loyalty in loyalty counters, a replacement effect (614.1c)', () => {
    const r = cast(main([{ id: 'w', card: walker }]), 'w');
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([
      {
        type: 'replaced',
        rules: ['306.5b', '614.1c', '614.12'],
        effect: 'enters with counters',
        source: 'w',
        object: 'w',
        counter: 'loyalty',
        amount: 3,
      },
    ]);
    expect(r.state.objects.w.counters).toEqual({ loyalty: 3 });
  });

  it('306.5b: a planeswalker with no printed loyalty enters with no loyalty counter', () => {
    const r = cast(main([{ id: 'w', card: { ...walker, loyalty: undefined } }]), 'w');
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([]);
  });

  it('306.5b, 310.4b, 614.5: a planeswalker battle gets both, each effect once, neither undoing the other', () => {
    const both: CardDef = { ...walker, types: ['Planeswalker', 'Battle'], defense: 2 };
    const r = cast(main([{ id: 'w', card: both }]), 'w');
    expect(r.events.filter((e) => e.type === 'replaced')).toEqual([
      {
        type: 'replaced',
        rules: ['310.4b', '614.1c', '614.12'],
        effect: 'enters with counters',
        source: 'w',
        object: 'w',
        counter: 'defense',
        amount: 2,
      },
      {
        type: 'replaced',
        rules: ['306.5b', '614.1c', '614.12', '616.1f'],
        effect: 'enters with counters',
        source: 'w',
        object: 'w',
        counter: 'loyalty',
        amount: 3,
      },
    ]);
    expect(r.state.objects.w.counters).toEqual({ defense: 2, loyalty: 3 });
  });

  it('616.1e, 616.1f: with its own "enters with a shield counter", each applies once, one after the other', () => {
    const shielded: CardDef = { ...walker, abilities: [entersWith({ counters: { shield: 1 } })] };
    const r = cast(main([{ id: 'w', card: shielded }]), 'w');
    expect(r.events.filter((e) => e.type === 'replaced').map((e) => e.type === 'replaced' && e.counter)).toHaveLength(
      2,
    );
    expect(r.state.objects.w.counters).toEqual({ shield: 1, loyalty: 3 });
  });

  it('616.1: not asked, the effects apply in the order they began (613.7) — another permanent’s first, then its own (its printed ability before its intrinsic loyalty: the engine’s order of one object’s effects)', () => {
    const shielded: CardDef = { ...walker, abilities: [entersWith({ counters: { shield: 1 } })] };
    const charger = permanent('Charger', entersWith({ objects: { objects: 'a permanent' }, counters: { charge: 1 } }));
    const r = cast(main([{ id: 'w', card: shielded }], [{ id: 'charger', card: charger, controller: 'A' }]), 'w');
    const order = r.events.flatMap((e) => (e.type === 'replaced' ? [`${e.source}:${e.counter}`] : []));
    expect(order).toEqual(['charger:charge', 'w:shield', 'w:loyalty']);
    expect(r.state.objects.w.counters).toEqual({ charge: 1, shield: 1, loyalty: 3 });
  });

  it('616.1g: a planeswalker token enters as part of its creation, the event contained in it', () => {
    const s = mainPhase([]);
    const e = { type: 'create token', card: walker } as const;
    const ctx = runHandler(s, createToken, abilityOnStack(e, { id: 'ability', source: 'src' }), e);
    const token = ctx.events.find((x) => x.type === 'token-created')!.object;
    expect(ctx.events).toEqual([
      {
        type: 'replaced',
        rules: ['306.5b', '614.1c', '614.12', '616.1g'],
        effect: 'enters with counters',
        source: token,
        object: token,
        counter: 'loyalty',
        amount: 3,
      },
      { type: 'token-created', rules: ['111.1', '701.6'], object: token, source: 'src' },
    ]);
  });
});
