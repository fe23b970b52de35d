// 614.17: "can't" effects — here "[players] can't gain (lose) life" — are not replacement effects:
// they must exist before the event (614.17a), a cost including an event that can't happen can't be
// paid (614.17b), and an event that can't happen is replaced only by a self-replacement effect
// (614.17c).
import { describe, expect, it } from 'vitest';
import { checkSetup, eventText, namesIn } from '..';
import type { AbilityDef, CardDef, EffectDef, StaticAbilityDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { copyState } from '../core/copy-state';
import { happen } from '../events/happen';
import {
  act,
  attackingB,
  castAndResolve,
  combatAt,
  creature,
  decision,
  game,
  passUntil,
  refusal,
  twoPlayers,
} from '../game/test-kit';
import type { ReplacementSource } from './replacement';

const instant = (name: string, spell: EffectDef | EffectDef[], colors: CardDef['colors'] = ['W']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});
const enchantment = (name: string, abilities: AbilityDef[]): CardDef => ({
  name,
  types: ['Enchantment'],
  colors: ['B'],
  abilities,
});
const cantAbility = (cant: 'gain life' | 'lose life', players?: StaticAbilityDef['players']): AbilityDef => ({
  kind: 'static',
  rule: "can't",
  cant,
  ...(players ? { players } : {}),
});

const gain3 = instant('Gain 3', { type: 'gain life', amount: 3 });
const lose2 = instant('Lose 2', { type: 'lose life', amount: 2 });
const shock = instant('Shock', { type: 'deal damage', amount: 2, target: 'any target' }, ['R']);
const nobodyGains = instant('Nobody gains', { type: "can't", cant: 'gain life' }, ['B']);
const drawInstead = enchantment('Draw instead', [
  { kind: 'static', rule: 'replacement', replacement: { would: 'gain life', instead: 'draw that many cards' } },
]);

const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;

function main(hand: { id: string; card: CardDef }[], battlefield: GameSetup['battlefield'] = []): GameState {
  return game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand, manaPool: { R: 3 } },
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

describe("614.17: players can't gain life", () => {
  const hand = [
    { id: 'gain', card: gain3 },
    { id: 'gain-2', card: gain3 },
    { id: 'nobody', card: nobodyGains },
  ];

  it('a static ability: the life gain doesn’t happen, reported with the effect’s source', () => {
    const r = castAndResolve(
      main(hand, [{ id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' }]),
      'gain',
    );
    expect(life(r.state, 'A')).toBe(20);
    expect(r.events.some((e) => e.type === 'life-gained')).toBe(false);
    expect(r.events.find((e) => e.type === 'cant-happen')).toEqual({
      type: 'cant-happen',
      rules: ['614.17', '119.7'],
      player: 'A',
      amount: 3,
      cant: 'gain life',
      from: 'curse',
      cause: 'effect',
    });
  });

  it('"your opponents" and "you" speak of some players only', () => {
    const opp = main(hand, [
      { id: 'curse', card: enchantment('Curse', [cantAbility('gain life', 'your opponents')]), controller: 'B' },
    ]);
    expect(life(castAndResolve(opp, 'gain').state, 'A')).toBe(20);
    const own = main(hand, [
      { id: 'curse', card: enchantment('Curse', [cantAbility('gain life', 'you')]), controller: 'B' },
    ]);
    expect(life(castAndResolve(own, 'gain').state, 'A')).toBe(23);
  });

  it('614.17c: a replacement effect that would replace the gain doesn’t apply (the control case: it does)', () => {
    const control = castAndResolve(main(hand, [{ id: 'draw', card: drawInstead, controller: 'A' }]), 'gain');
    expect(control.state.players[0].hand).toHaveLength(5); // 2 left, and 3 drawn instead of gaining
    expect(life(control.state, 'A')).toBe(20);
    const r = castAndResolve(
      main(hand, [
        { id: 'draw', card: drawInstead, controller: 'A' },
        { id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' },
      ]),
      'gain',
    );
    expect(r.state.players[0].hand).toHaveLength(2); // nothing drawn
    expect(life(r.state, 'A')).toBe(20);
    expect(r.events.some((e) => e.type === 'replaced')).toBe(false);
    expect(r.events.find((e) => e.type === 'cant-happen')?.rules).toEqual(['614.17', '119.7', '614.17c']);
  });

  it('614.17c: a self-replacement effect may still replace an event that can’t happen', () => {
    const s = main(hand, [
      { id: 'draw', card: drawInstead, controller: 'A' },
      { id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' },
    ]);
    // A resolving instruction's own "… If [condition], draw a card instead" (614.15), as a test-only source.
    const own: ReplacementSource = (_s, ev) =>
      ev.type === 'life' && ev.amount > 0
        ? [
            {
              key: 'own',
              chooser: 'A',
              kind: 'self-replacement',
              whole: true,
              timestamp: 0,
              source: null,
              effect: 'self-replacement',
              apply: () => [{ type: 'draw', rules: ['614.15'], player: 'A' }],
            },
          ]
        : [];
    const ctx: Ctx = { s: copyState(s), events: [] };
    happen(ctx, { type: 'life', rules: ['119.3'], player: 'A', amount: 3, cause: 'effect' }, [own]);
    expect(ctx.s.players[0].hand).toHaveLength(4); // drew 1: the self-replacement applied; not 3: the other didn't
    expect(ctx.events.some((e) => e.type === 'cant-happen')).toBe(false);
    // The draw that replaced it (614.6) meets the other effects as any event does (616.2): here, none draws.
    const silence = enchantment('Silence', [
      { kind: 'static', rule: 'replacement', replacement: { would: 'draw a card', instead: 'nothing' } },
    ]);
    const quiet: Ctx = {
      s: main(hand, [
        { id: 'draw', card: drawInstead, controller: 'A' },
        { id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' },
        { id: 'silence', card: silence, controller: 'A' },
      ]),
      events: [],
    };
    happen(quiet, { type: 'life', rules: ['119.3'], player: 'A', amount: 3, cause: 'effect' }, [own]);
    expect(quiet.s.players[0].hand).toHaveLength(3);
    expect(quiet.events.find((e) => e.type === 'replaced')).toMatchObject({ effect: 'skip the draw' });
    // Without the self-replacement the event still can't happen, and the other effect doesn't apply.
    const ctx2: Ctx = { s: copyState(s), events: [] };
    happen(ctx2, { type: 'life', rules: ['119.3'], player: 'A', amount: 3, cause: 'effect' }, []);
    expect(ctx2.s.players[0].hand).toHaveLength(3);
    expect(ctx2.events.map((e) => e.type)).toEqual(['cant-happen']);
  });

  it('614.17a: created after a life gain, it doesn’t undo it; it stops the next one; it ends with the turn', () => {
    const first = castAndResolve(main(hand), 'gain');
    expect(life(first.state, 'A')).toBe(23);
    const cant = castAndResolve(first.state, 'nobody');
    expect(cant.events.find((e) => e.type === 'cant-effect')).toMatchObject({
      object: 'nobody',
      objects: ['A', 'B'],
      cant: 'gain life',
      rules: expect.arrayContaining(['614.17', '614.17a']),
    });
    expect(life(cant.state, 'A')).toBe(23);
    const second = castAndResolve(cant.state, 'gain-2');
    expect(life(second.state, 'A')).toBe(23);
    expect(second.events.find((e) => e.type === 'cant-happen')).toMatchObject({ from: 'nobody' });
    const next = passUntil(second.state, (x) => x.turn.number === 3).state;
    expect(next.cants).toBeUndefined();
  });

  it('614.17a: a can’t effect that resolves before the gain (in response) stops it', () => {
    let s = act(main(hand), { type: 'cast-spell', player: 'A', card: 'gain', targets: [] }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'nobody', targets: [] }).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    expect(life(s, 'A')).toBe(20);
  });

  it('lifelink: the damage is dealt, the life isn’t gained', () => {
    const leech = creature('Leech', 3, 3, { keywords: ['lifelink'] });
    const s = combatAt('declare blockers', [
      attackingB('leech', leech),
      { id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' },
    ]);
    const r = passUntil(s, (x) => x.turn.step === 'combat damage');
    expect(life(r.state, 'B')).toBe(17);
    expect(life(r.state, 'A')).toBe(20);
    expect(r.events.find((e) => e.type === 'cant-happen')).toMatchObject({
      player: 'A',
      amount: 3,
      cause: 'lifelink',
      rules: expect.arrayContaining(['614.17', '119.7', '702.15b']),
    });
  });
});

describe("614.17: a player who can't lose life", () => {
  const steady = enchantment('Steady', [cantAbility('lose life', 'you')]);

  it('loses no life to an effect or to damage — the damage is still dealt', () => {
    const s = main(
      [
        { id: 'lose', card: lose2 },
        { id: 'shock', card: shock },
      ],
      [{ id: 'steady', card: steady, controller: 'A' }],
    );
    const lost = castAndResolve(s, 'lose');
    expect(life(lost.state, 'A')).toBe(20);
    expect(lost.events.find((e) => e.type === 'cant-happen')).toMatchObject({
      cant: 'lose life',
      rules: ['614.17', '119.8'],
    });
    const shocked = castAndResolve(lost.state, 'shock', ['A']);
    expect(life(shocked.state, 'A')).toBe(20);
    expect(shocked.events.find((e) => e.type === 'damage-dealt')).toMatchObject({ target: 'A', amount: 2 });
    expect(shocked.events.find((e) => e.type === 'cant-happen')).toMatchObject({ cause: 'damage', amount: 2 });
    expect(shocked.events.some((e) => e.type === 'life-lost')).toBe(false);
    // Bob is not protected by Alice's "you".
    expect(life(castAndResolve(lost.state, 'shock', ['B']).state, 'B')).toBe(18);
  });

  it('614.17b: can’t choose to pay life as an optional cost to attack', () => {
    const raider = creature('Raider', 2, 2, {
      abilities: [
        {
          kind: 'static',
          rule: 'optional attack cost',
          cost: { type: 'pay life', amount: 3 },
          effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
        },
      ],
    });
    const at = (more: GameSetup['battlefield']) =>
      combatAt('declare attackers', [{ id: 'raider', card: raider, controller: 'A' }, ...(more ?? [])]);
    const action = {
      type: 'declare-attackers' as const,
      player: 'A',
      attacks: [{ attacker: 'raider', target: 'B' }],
      optionalCosts: [{ source: 'raider' }],
    };
    expect(life(act(at([]), action).state, 'A')).toBe(17); // the control case: paid
    const no = refusal(at([{ id: 'steady', card: steady, controller: 'A' }]), action);
    expect(no.code).toBe('declare-attackers/cannot-pay-optional-cost');
    expect(no.rules).toEqual(expect.arrayContaining(['614.17b', '119.8']));
    expect(no.params).toMatchObject({ why: "can't lose life", player: 'A' });
    // Attacking without paying is still legal.
    const plain = act(at([{ id: 'steady', card: steady, controller: 'A' }]), { ...action, optionalCosts: [] }).state;
    expect(life(plain, 'A')).toBe(20);
  });

  it('614.17b: "you may pay 2 life as it enters" isn’t offered; it enters tapped', () => {
    const pool: CardDef = {
      name: 'Pool',
      types: ['Land'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', mayPayLifeElseTapped: 2 },
        },
      ],
    };
    const control = act(main([{ id: 'pool', card: pool }]), { type: 'play-land', player: 'A', card: 'pool' }).state;
    expect(decision(control)).toMatchObject({ kind: 'choose-to-pay' });
    const r = act(main([{ id: 'pool', card: pool }], [{ id: 'steady', card: steady, controller: 'A' }]), {
      type: 'play-land',
      player: 'A',
      card: 'pool',
    });
    expect(decision(r.state)).toMatchObject({ kind: 'priority' });
    expect(r.state.objects.pool).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(r.events.find((e) => e.type === 'replaced')).toMatchObject({
      effect: 'enters tapped unless life is paid',
      rules: expect.arrayContaining(['614.17b', '119.8']),
    });
  });
});

describe('614.17: the vocabulary and the messages', () => {
  const check = (card: CardDef) =>
    checkSetup(
      twoPlayers({
        players: [
          { id: 'A', name: 'A', hand: [{ id: 'n', card }] },
          { id: 'B', name: 'B' },
        ],
      }),
    );

  it('is checked, naming the field', () => {
    expect(check(instant('Odd', { type: "can't", cant: 'draw' } as unknown as EffectDef))).toMatchObject({
      code: 'setup/invalid-card',
      field: 'players[0].hand[0].card.spell[0].cant',
    });
    expect(
      check(instant('Odd', { type: "can't", cant: 'gain life', target: 'me' } as unknown as EffectDef)),
    ).toMatchObject({
      field: 'players[0].hand[0].card.spell[0].target',
    });
    expect(check(enchantment('Odd', [{ kind: 'static', rule: "can't" } as AbilityDef]))).toMatchObject({
      field: 'players[0].hand[0].card.abilities[0].cant',
    });
    expect(
      check(enchantment('Odd', [{ ...cantAbility('gain life'), players: 'them' } as unknown as AbilityDef])),
    ).toMatchObject({ field: 'players[0].hand[0].card.abilities[0].players' });
    expect(check(instant('Fine', { type: "can't", cant: 'lose life', target: 'target player' }))).toBeNull();
  });

  it('says what can’t happen in both languages', () => {
    const r = castAndResolve(
      main(
        [{ id: 'gain', card: gain3 }],
        [{ id: 'curse', card: enchantment('Curse', [cantAbility('gain life')]), controller: 'B' }],
      ),
      'gain',
    );
    const e = r.events.find((x) => x.type === 'cant-happen')!;
    expect(eventText(e, 'en', namesIn(r.state))).toBe('Alice can’t gain life: the 3 life isn’t gained (Curse).');
    expect(eventText(e, 'zh', namesIn(r.state))).toContain('不能获得生命');
  });
});
