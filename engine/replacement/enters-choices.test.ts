// How an "enters" replacement effect modifies the event (614.1c–d, 614.12): the choices made before
// the permanent enters (614.12a) — a colour, the cards exiled or creatures sacrificed as it enters
// (614.13, 702.82a) — with the events reported whole; each effect applies once (614.5), and one
// already chosen for another effect modifying how it enters can't be chosen again (614.13b).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { standInAnswer } from '../core/mid-event';
import type { ReplacementDef } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { creature, mainPhase } from '../game/test-kit';
import { happen } from '../events/happen';
import { replace } from './replace';

const withEnters = (name: string, ...rs: ReplacementDef[]): CardDef =>
  creature(name, 1, 1, { abilities: rs.map((replacement) => ({ kind: 'static', rule: 'replacement', replacement })) });

/** The event through every effect that applies; `answer` answers the questions asked (else the engine's stand-in). */
function through(s: GameState, ev: RulesEvent, answer: (d: Decision) => Action | undefined = () => undefined) {
  const asked: Decision[] = [];
  const ctx: Ctx = {
    s: copyState(s),
    events: [],
    prevented: [],
    standIn: (d: Decision): Action => {
      asked.push(d);
      return answer(d) ?? standInAnswer(d);
    },
  };
  const out = replace(ctx, ev);
  return { out, events: ctx.events, asked };
}

const bear = creature('Bear', 2, 2);
const enterFromHand = (object: string, rules = ['608.3']): RulesEvent => ({
  type: 'move',
  rules,
  object,
  to: 'battlefield',
});
const inHand = (id: string, card: CardDef, battlefield: Parameters<typeof mainPhase>[0] = [], graveyard?: any[]) =>
  mainPhase(battlefield, {
    players: [
      { id: 'A', name: 'A', library: 20, hand: [{ id, card }], ...(graveyard ? { graveyard } : {}) },
      { id: 'B', name: 'B', library: 20 },
    ],
  });

describe('devour (702.82a, 614.12a, 614.13)', () => {
  it('702.82a, 614.13: the creatures chosen are sacrificed as it enters, N +1/+1 counters for each (614.6)', () => {
    const s = inHand('d', withEnters('Devourer', { would: 'enter the battlefield', devour: 2 }), [
      { id: 'x', card: bear, controller: 'A' },
      { id: 'y', card: bear, controller: 'A' },
      { id: 'z', card: bear, controller: 'B' },
    ]);
    const r = through(s, enterFromHand('d'), (d) =>
      d.kind === 'choose-objects' ? { type: 'choose-objects', player: 'A', objects: ['x'] } : undefined,
    );
    expect(r.asked).toEqual([
      {
        kind: 'choose-objects',
        player: 'A',
        rules: ['614.12a', '702.82a'],
        purpose: 'sacrifice as it enters',
        source: 'd',
        devour: 2,
        candidates: ['x', 'y'],
        min: 0,
        max: 2,
      },
    ]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.13', '702.82a'],
        effect: 'devour',
        source: 'd',
        object: 'd',
        player: 'A',
        amount: 1,
        counter: '+1/+1',
        devour: 2,
      },
    ]);
    expect(r.out).toEqual([
      { type: 'sacrifice', rules: ['702.82a', '614.13', '614.6'], object: 'x' },
      { ...enterFromHand('d'), counters: { '+1/+1': 2 }, alsoMoving: ['x'] },
    ]);
  });

  it('702.82a: none sacrificed, it enters with no counter at all', () => {
    const s = inHand('d', withEnters('Devourer', { would: 'enter the battlefield', devour: 1 }), [
      { id: 'x', card: bear, controller: 'A' },
    ]);
    const r = through(s, enterFromHand('d'));
    expect(r.out).toEqual([{ ...enterFromHand('d'), counters: {}, alsoMoving: [] }]);
  });

  it('614.5, 614.13b: two devour abilities each apply once; a creature chosen for one is shown, not offered, by the other', () => {
    const s = inHand(
      'd',
      withEnters(
        'Devourer',
        { would: 'enter the battlefield', devour: 1 },
        { would: 'enter the battlefield', devour: 3 },
      ),
      [
        { id: 'x', card: bear, controller: 'A' },
        { id: 'y', card: bear, controller: 'A' },
      ],
    );
    const r = through(s, enterFromHand('d'), (d) =>
      d.kind === 'choose-objects'
        ? { type: 'choose-objects', player: 'A', objects: d.candidates.slice(0, 1) }
        : undefined,
    );
    const devours = r.asked.filter((d) => d.kind === 'choose-objects');
    expect(
      devours.map((d) => d.kind === 'choose-objects' && [d.devour, d.rules, d.candidates, d.max, d.chosen]),
    ).toEqual([
      [expect.any(Number), ['614.12a', '702.82a'], ['x', 'y'], 2, undefined],
      [expect.any(Number), ['614.12a', '702.82a', '614.13b'], ['y'], 1, ['x']],
    ]);
    const replaced = r.events.filter((e) => e.type === 'replaced');
    expect(replaced.map((e) => e.type === 'replaced' && e.rules)).toEqual([
      ['614.1c', '614.12', '614.13', '702.82a'],
      // 616.1f: the second applies after the set of effects was checked anew.
      ['614.1c', '614.12', '614.13', '702.82a', '614.13b', '616.1f'],
    ]);
    const first = devours[0].kind === 'choose-objects' ? devours[0].devour! : 0;
    const second = 4 - first;
    expect(r.out).toEqual([
      { type: 'sacrifice', rules: ['702.82a', '614.13', '614.6'], object: 'x' },
      { type: 'sacrifice', rules: ['702.82a', '614.13', '614.6'], object: 'y' },
      { ...enterFromHand('d'), counters: { '+1/+1': first + second }, alsoMoving: ['x', 'y'] },
    ]);
  });
});

describe('614.13: "As [this] enters, exile any number of creature cards from your graveyard"', () => {
  it('614.12a, 614.13a: chosen among the creature cards of its controller’s graveyard, exiled as it enters (614.6)', () => {
    const s = inHand(
      'e',
      withEnters('Exhumer', { would: 'enter the battlefield', exileFromYourGraveyard: 'any number of creature cards' }),
      [],
      [
        { id: 'g1', card: bear },
        { id: 'g2', card: bear },
        { id: 'l', card: { name: 'Land', types: ['Land'], colors: [] } },
      ],
    );
    const r = through(s, enterFromHand('e'), (d) =>
      d.kind === 'choose-objects' ? { type: 'choose-objects', player: 'A', objects: ['g2'] } : undefined,
    );
    expect(r.asked).toEqual([
      {
        kind: 'choose-objects',
        player: 'A',
        rules: ['614.12a', '614.13a'],
        purpose: 'exile as it enters',
        source: 'e',
        candidates: ['g1', 'g2'],
        min: 0,
        max: 2,
      },
    ]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.13', '614.13a'],
        effect: 'exile cards as it enters',
        source: 'e',
        object: 'e',
        player: 'A',
        amount: 1,
      },
    ]);
    expect(r.out).toEqual([
      { type: 'move', rules: ['614.13', '614.6'], object: 'g2', to: 'exile' },
      { ...enterFromHand('e'), alsoMoving: ['g2'] },
    ]);
  });

  it('614.13: with no creature card there, nothing is asked and nothing else moves', () => {
    const s = inHand(
      'e',
      withEnters('Exhumer', { would: 'enter the battlefield', exileFromYourGraveyard: 'any number of creature cards' }),
    );
    const r = through(s, enterFromHand('e'));
    expect(r.asked).toEqual([]);
    expect(r.out).toEqual([{ ...enterFromHand('e'), alsoMoving: [] }]);
  });
});

describe('614.12a: "As [this] enters, choose a color"', () => {
  it('614.12a: its controller chooses before it enters; the colour is carried by the event', () => {
    const s = inHand(
      'c',
      withEnters('Chooser', { would: 'enter the battlefield', chooseColor: 'protection from the chosen color' }),
    );
    const r = through(s, enterFromHand('c'), (d) =>
      d.kind === 'choose-color' ? { type: 'choose-color', player: 'A', color: 'G' } : undefined,
    );
    expect(r.asked).toEqual([
      {
        kind: 'choose-color',
        player: 'A',
        rules: ['614.12a', '614.1c'],
        object: 'c',
        source: 'c',
        colors: ['W', 'U', 'B', 'R', 'G'],
      },
    ]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '614.12a'],
        effect: 'choose a color',
        source: 'c',
        object: 'c',
        player: 'A',
        color: 'G',
      },
    ]);
    expect(r.out).toEqual([{ ...enterFromHand('c'), chosenColor: 'G' }]);
  });
});

describe('614.1c–d: entering with counters, tapped, as part of another event (616.1g)', () => {
  it('614.1c, 614.5: two "enters with counters" effects each add theirs', () => {
    const s = inHand(
      'g',
      withEnters(
        'Grower',
        { would: 'enter the battlefield', counters: { '+1/+1': 2 } },
        { would: 'enter the battlefield', counters: { charge: 1 } },
      ),
    );
    const r = through(s, enterFromHand('g'));
    expect(r.out).toEqual([{ ...enterFromHand('g'), counters: { '+1/+1': 2, charge: 1 } }]);
  });

  it('616.1g: a token entering as part of its creation — the event reports the entering as contained', () => {
    const s = inHand('g', withEnters('Grower', { would: 'enter the battlefield', counters: { '+1/+1': 1 } }));
    const ev = enterFromHand('g', ['111.1', '616.1g']);
    const r = through(s, ev);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1c', '614.12', '616.1g'],
        effect: 'enters with counters',
        source: 'g',
        object: 'g',
        counter: '+1/+1',
        amount: 1,
      },
    ]);
  });
});

describe('614.1d, 614.12: an effect of another permanent modifying how objects enter', () => {
  const essence = withEnters('Essence', {
    would: 'enter the battlefield',
    objects: { objects: 'a creature' },
    asCopyOfThis: true,
  });

  it('616.1c, 707.2: "creatures enter as a copy of [this]" — the copy effect is the original’s, its controller the original’s', () => {
    const s = inHand('b', bear, [{ id: 'ess', card: essence, controller: 'B' }]);
    const r = through(s, enterFromHand('b'));
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1d', '614.12', '616.1c'],
        effect: 'enters as a copy',
        source: 'ess',
        object: 'b',
      },
    ]);
    expect(r.out).toEqual([{ ...enterFromHand('b'), copyOf: 'ess' }]);
    const ctx: Ctx = { s: copyState(s), events: [], prevented: [], standIn: standInAnswer };
    happen(ctx, enterFromHand('b'));
    expect(ctx.s.objects.b.zone).toBe('battlefield');
    expect(ctx.s.effects.find((e) => e.id === 'copy:b')).toMatchObject({
      id: 'copy:b',
      source: 'ess',
      controller: 'B',
      duration: 'permanent',
      affected: { objects: ['b'] },
    });
  });

  it('702.82a, 614.1d: devour given by another permanent to the creatures entering', () => {
    const feeder: CardDef = {
      name: 'Feeder',
      types: ['Enchantment'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', objects: { objects: 'a creature' }, devour: 1 },
        },
      ],
    };
    const s = inHand('b', bear, [{ id: 'f', card: feeder, controller: 'A' }]);
    const r = through(s, enterFromHand('b'));
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1d', '614.12', '614.13', '702.82a'],
        effect: 'devour',
        source: 'f',
        object: 'b',
        player: 'A',
        amount: 0,
        counter: '+1/+1',
        devour: 1,
      },
    ]);
  });
});

describe('614.12: effects checked on the permanent as it would exist on the battlefield', () => {
  it('614.12, 616.1c, 616.1f: once it enters as a copy of an enchantment, "enchantments enter tapped" applies to it too', () => {
    const essence: CardDef = {
      name: 'Essence',
      types: ['Enchantment'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', objects: { objects: 'a creature' }, asCopyOfThis: true },
        },
      ],
    };
    const tapper: CardDef = {
      name: 'Tapper',
      types: ['Artifact'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: {
            would: 'enter the battlefield',
            objects: { objects: 'a permanent', type: 'Enchantment' },
            tapped: true,
          },
        },
      ],
    };
    const s = inHand('b', bear, [
      { id: 'ess', card: essence, controller: 'A' },
      { id: 't', card: tapper, controller: 'A' },
    ]);
    const r = through(s, enterFromHand('b'));
    expect(r.events.map((e) => e.type === 'replaced' && e.effect)).toEqual(['enters as a copy', 'enters tapped']);
    expect(r.out).toEqual([{ ...enterFromHand('b'), copyOf: 'ess', tapped: true }]);
  });
});

describe('614.12: continuous effects that would apply to it on the battlefield', () => {
  it('614.12: "creatures are red" makes the entering creature red for "red creatures enter tapped"', () => {
    const painter: CardDef = {
      name: 'Painter',
      types: ['Enchantment'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'continuous',
          affects: { objects: 'creatures' },
          changes: [{ layer: '5', colors: ['R'] }],
        },
      ],
    };
    const tapper: CardDef = {
      name: 'Tapper',
      types: ['Artifact'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', objects: { objects: 'a creature', color: 'R' }, tapped: true },
        },
      ],
    };
    const s = inHand('b', bear, [
      { id: 'p', card: painter, controller: 'A' },
      { id: 't', card: tapper, controller: 'A' },
    ]);
    const r = through(s, enterFromHand('b'));
    expect(r.events).toEqual([
      { type: 'replaced', rules: ['614.1d', '614.12'], effect: 'enters tapped', source: 't', object: 'b' },
    ]);
    expect(r.out).toEqual([{ ...enterFromHand('b'), tapped: true }]);
  });
});
