// Entering a zone (400.7), drawing (121), discarding (701.8), destroying (701.7), as the
// performers of events/performers/zones.ts do them: each test builds its game, makes one event
// happen through the pipeline (happen) and compares what it returns, the events reported and the
// state whole with the game before it, changed by hand as the rules say.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/cards';
import type { Ctx } from '../../core/context';
import type { RulesEvent } from '../../core/rules-events';
import type { GameState } from '../../core/state';
import { creature, mainPhase } from '../../game/test-kit';
import { happen } from '../happen';

/** Makes `ev` happen in `s`; what happen() returns and the events reported. */
function run(s: GameState, ev: RulesEvent) {
  const ctx: Ctx = { s, events: [] };
  const done = happen(ctx, ev);
  return { done, events: ctx.events };
}

const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;

const bear = creature('Bear', 2, 2);

describe('400.7: who controls the object, and whether it is summoning sick, after it moves', () => {
  it('608.3a: a permanent spell Alice cast from a card Bob owns enters under her control, summoning sick (302.6)', () => {
    const s = mainPhase([], { stack: [{ id: 'sp', card: bear, controller: 'B' }] });
    // Alice cast Bob's card: the spell is hers (its owner stays Bob).
    s.stack[0].controller = 'A';
    s.objects.sp.controller = 'A';
    const want = structuredClone(s);
    const { done, events } = run(s, { type: 'move', rules: ['608.3', '608.3a'], object: 'sp', to: 'battlefield' });
    const ev = { type: 'move', rules: ['608.3', '608.3a'], object: 'sp', to: 'battlefield' };
    expect(done).toEqual(ev);
    expect(events).toEqual([
      { type: 'zone-change', rules: ['608.3', '608.3a'], object: 'sp', from: 'stack', to: 'battlefield' },
    ]);
    want.stack = [];
    want.battlefield.push('sp');
    want.timestamp += 1;
    want.objects.sp = {
      ...want.objects.sp,
      zone: 'battlefield',
      controller: 'A',
      summoningSick: true,
      timestamp: want.timestamp,
    };
    expect(s).toEqual(want);
  });

  it("400.3: Bob's creature that Alice controls, destroyed, goes to Bob's graveyard as Bob's card — controlled by Bob, not summoning sick", () => {
    const s = mainPhase([{ id: 'k', card: bear, controller: 'A', owner: 'B' }]);
    const want = structuredClone(s);
    const { done, events } = run(s, { type: 'destroy', rules: ['701.7'], object: 'k' });
    expect(done).toEqual({ type: 'destroy', rules: ['701.7'], object: 'k' });
    expect(events).toEqual([
      { type: 'destroyed', rules: ['701.7'], object: 'k', from: 'battlefield', to: 'graveyard' },
    ]);
    want.battlefield = [];
    player(want, 'B').graveyard.push('k');
    want.timestamp += 1;
    want.objects.k = { ...want.objects.k, zone: 'graveyard', controller: 'B', timestamp: want.timestamp };
    expect(s).toEqual(want);
  });
});

describe('401: a card put into a library — on top, at the bottom, shuffled in (701.20)', () => {
  const inHand = () =>
    mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'h', card: bear }] },
        { id: 'B', name: 'Bob', library: 20 },
      ],
    });

  it('"on top of its owner\'s library": first in the list, the others in their order', () => {
    const s = inHand();
    const want = structuredClone(s);
    const { events } = run(s, { type: 'move', rules: ['401.1'], object: 'h', to: 'library', top: true });
    expect(events).toEqual([{ type: 'zone-change', rules: ['401.1'], object: 'h', from: 'hand', to: 'library' }]);
    player(want, 'A').hand = [];
    player(want, 'A').library.unshift('h');
    want.timestamp += 1;
    want.objects.h = { ...want.objects.h, zone: 'library', timestamp: want.timestamp };
    expect(s).toEqual(want);
  });

  it('"on the bottom": last, the others in their order (no shuffle unless asked)', () => {
    const s = inHand();
    const want = structuredClone(s);
    run(s, { type: 'move', rules: ['401.1'], object: 'h', to: 'library' });
    player(want, 'A').hand = [];
    player(want, 'A').library.push('h');
    want.timestamp += 1;
    want.objects.h = { ...want.objects.h, zone: 'library', timestamp: want.timestamp };
    expect(s).toEqual(want);
  });

  it('701.20a: "shuffle it into its owner\'s library": the same cards, in another order', () => {
    const s = inHand();
    const unshuffled = [...player(s, 'A').library, 'h'];
    const { events } = run(s, { type: 'move', rules: ['701.20a'], object: 'h', to: 'library', shuffle: true });
    expect(events).toEqual([{ type: 'zone-change', rules: ['701.20a'], object: 'h', from: 'hand', to: 'library' }]);
    const library = player(s, 'A').library;
    expect([...library].sort()).toEqual([...unshuffled].sort());
    expect(library).not.toEqual(unshuffled);
    expect(player(s, 'B').library).toEqual(Array.from({ length: 20 }, (_, i) => `c${i + 21}`));
  });

  it('701.20c: the library is shuffled even if the card was put elsewhere instead', () => {
    const s = inHand();
    const before = [...player(s, 'A').library];
    const { events } = run(s, { type: 'move', rules: ['701.20c'], object: 'h', to: 'exile', shuffle: true });
    expect(events).toEqual([{ type: 'zone-change', rules: ['701.20c'], object: 'h', from: 'hand', to: 'exile' }]);
    expect(player(s, 'A').exile).toEqual(['h']);
    const library = player(s, 'A').library;
    expect([...library].sort()).toEqual([...before].sort());
    expect(library).not.toEqual(before);
  });
});

describe('513.2: a permanent with "at the beginning of the end step" entering during the end step', () => {
  const ability = (more: Partial<Extract<NonNullable<CardDef['abilities']>[number], { kind: 'triggered' }>>) =>
    creature('Watcher', 1, 1, {
      abilities: [
        {
          kind: 'triggered',
          trigger: 'beginning of step',
          step: 'end',
          effect: { type: 'gain life', amount: 1 },
          ...more,
        },
      ],
    });
  const atEnd = ability({});
  const game = (card: CardDef, where: 'end' | 'main') =>
    mainPhase([{ id: 'w', card, controller: 'A' }], where === 'end' ? { phase: 'ending', step: 'end' } : {});
  const enters = (s: GameState) => {
    // w leaves first (to its owner's graveyard), then comes back: a new object entering (400.7).
    run(s, { type: 'move', rules: ['400.7'], object: 'w', to: 'graveyard' });
    return run(s, { type: 'move', rules: ['400.7'], object: 'w', to: 'battlefield' }).events;
  };
  const entered = { type: 'zone-change', rules: ['400.7'], object: 'w', from: 'graveyard', to: 'battlefield' };

  it('its ability waits for the next end step — reported (as it enters, before the zone change)', () => {
    expect(enters(game(atEnd, 'end'))).toEqual([{ type: 'trigger-waits', rules: ['513.2'], object: 'w' }, entered]);
  });

  it('entering in a main phase: its end step is still to come — nothing to report', () => {
    expect(enters(game(atEnd, 'main'))).toEqual([entered]);
  });

  it('leaving the battlefield during the end step: nothing to report', () => {
    const s = game(atEnd, 'end');
    expect(run(s, { type: 'move', rules: ['400.7'], object: 'w', to: 'graveyard' }).events).toEqual([
      { type: 'zone-change', rules: ['400.7'], object: 'w', from: 'battlefield', to: 'graveyard' },
    ]);
  });

  it('leaving the battlefield in a main phase: nothing to report', () => {
    const s = game(atEnd, 'main');
    expect(run(s, { type: 'move', rules: ['400.7'], object: 'w', to: 'exile' }).events).toEqual([
      { type: 'zone-change', rules: ['400.7'], object: 'w', from: 'battlefield', to: 'exile' },
    ]);
  });

  it('a creature with no triggered ability entering during the end step: nothing to report', () => {
    expect(enters(game(bear, 'end'))).toEqual([entered]);
  });

  it('"at the beginning of your upkeep" entering during the end step: not an end-step ability', () => {
    expect(enters(game(ability({ step: 'upkeep' }), 'end'))).toEqual([entered]);
  });

  it('a "when this dies" ability naming the end step (the step counts only for "beginning of step"): nothing to report', () => {
    expect(enters(game(ability({ trigger: 'dies' }), 'end'))).toEqual([entered]);
  });
});

describe('614.1c–d, 614.12: how it enters — only as it enters the battlefield', () => {
  const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [] };

  it('310.8a: a battle exiled from a hand gets no protector — it is not entering the battlefield', () => {
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 5, hand: [{ id: 'h', card: siege }] },
        { id: 'B', name: 'Bob', library: 5 },
      ],
    });
    const want = structuredClone(s);
    run(s, { type: 'move', rules: ['406.2'], object: 'h', to: 'exile' });
    player(want, 'A').hand = [];
    player(want, 'A').exile.push('h');
    want.timestamp += 1;
    want.objects.h = { ...want.objects.h, zone: 'exile', protector: null, timestamp: want.timestamp };
    expect(s).toEqual(want);
  });

  it('614.12a: "as it enters, choose a color" — protection from it, an effect on the new permanent with its timestamp', () => {
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 5 },
        { id: 'B', name: 'Bob', library: 5, graveyard: [{ id: 'g', card: bear }] },
      ],
    });
    const want = structuredClone(s);
    run(s, { type: 'move', rules: ['614.12a'], object: 'g', to: 'battlefield', chosenColor: 'R' });
    player(want, 'B').graveyard = [];
    want.battlefield.push('g');
    want.timestamp += 1;
    want.objects.g = { ...want.objects.g, zone: 'battlefield', summoningSick: true, timestamp: want.timestamp };
    want.effects.push({
      id: `chosen:g:${want.timestamp}`,
      source: 'g',
      controller: 'B',
      timestamp: want.timestamp,
      duration: 'permanent',
      affected: { objects: ['g'] },
      changes: [{ layer: '6', gain: [{ protection: 'R' }] }],
    });
    expect(s).toEqual(want);
  });
});

describe('609.7a, 400.7c: prevention shields follow only a permanent spell becoming a permanent', () => {
  const shield = (id: string, from: string) =>
    ({ id, object: null, remaining: 1, duration: 'end of turn', source: 'src', timestamp: 1, from }) as const;

  it("a creature spell resolves: the shield watching it follows (reported), another source's shield is not reported", () => {
    const s = mainPhase([{ id: 'k', card: bear, controller: 'B' }], {
      stack: [{ id: 'sp', card: bear, controller: 'A' }],
    });
    s.shields.push(shield('e1', 'k'), shield('e2', 'sp'));
    const { events } = run(s, { type: 'move', rules: ['608.3'], object: 'sp', to: 'battlefield' });
    expect(events).toEqual([
      { type: 'zone-change', rules: ['608.3'], object: 'sp', from: 'stack', to: 'battlefield' },
      { type: 'shield-follows', rules: ['609.7a', '400.7c'], object: 'sp', from: 'src' },
    ]);
    expect(s.shields).toEqual([shield('e1', 'k'), shield('e2', 'sp')]);
  });

  it('a card returned from a graveyard to the battlefield is no spell becoming a permanent: nothing follows it', () => {
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 5, graveyard: [{ id: 'g', card: bear }] },
        { id: 'B', name: 'Bob', library: 5 },
      ],
    });
    s.shields.push(shield('e1', 'g'));
    const { events } = run(s, { type: 'move', rules: ['400.7'], object: 'g', to: 'battlefield' });
    expect(events).toEqual([
      { type: 'zone-change', rules: ['400.7'], object: 'g', from: 'graveyard', to: 'battlefield' },
    ]);
  });
});

describe('121, 701.8, 701.7: drawing, discarding, destroying — and when nothing happens', () => {
  it('121.4, 704.5b: drawing from an empty library draws nothing; the player is remembered to have tried', () => {
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 0 },
        { id: 'B', name: 'Bob', library: 5 },
      ],
    });
    const want = structuredClone(s);
    const { done, events } = run(s, { type: 'draw', rules: ['121.1'], player: 'A' });
    expect(done).toBeNull();
    expect(events).toEqual([{ type: 'draw-from-empty-library', rules: ['121.1', '704.5b'], player: 'A' }]);
    player(want, 'A').drewFromEmptyLibrary = true;
    expect(s).toEqual(want);
  });

  it('701.8, 603.2c: discarding no cards is no discard — "whenever you discard one or more cards" does not trigger', () => {
    const looter = creature('Looter', 1, 1, {
      abilities: [
        { kind: 'triggered', trigger: 'discards one or more cards', effect: { type: 'gain life', amount: 1 } },
      ],
    });
    const s = mainPhase([{ id: 'l', card: looter, controller: 'A' }]);
    const want = structuredClone(s);
    const { done, events } = run(s, { type: 'discard', rules: ['701.8'], player: 'A', cards: [] });
    expect(done).toBeNull();
    expect(events).toEqual([]);
    expect(s).toEqual(want);
  });

  it('701.7: a card no longer on the battlefield is not destroyed — nothing happens', () => {
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 5 },
        { id: 'B', name: 'Bob', library: 5, graveyard: [{ id: 'g', card: bear }] },
      ],
    });
    const want = structuredClone(s);
    const { done, events } = run(s, { type: 'destroy', rules: ['701.7'], object: 'g' });
    expect(done).toBeNull();
    expect(events).toEqual([]);
    expect(s).toEqual(want);
  });
});
