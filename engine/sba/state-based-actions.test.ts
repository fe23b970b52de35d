// 704: one round of state-based actions on a board set up for it — every event it emits, whether
// it reports having performed anything, and the state it leaves.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import { creature, game, twoPlayers } from '../game/test-kit';
import { board, check } from './test-kit';

const walker = (loyalty: number, more: Partial<CardDef> = {}): CardDef => ({
  name: 'Walker',
  types: ['Planeswalker'],
  colors: [],
  loyalty,
  ...more,
});

const saga = (chapters: number[]): CardDef => ({
  name: 'Saga',
  types: ['Enchantment'],
  subtypes: ['Saga'],
  colors: [],
  abilities: chapters.map((chapter) => ({
    kind: 'triggered' as const,
    trigger: 'chapter' as const,
    chapter,
    effect: { type: 'draw' as const, count: 1 },
  })),
});

describe('704.5a–b: a player loses', () => {
  it('704.5a: at 0 or less life', () => {
    const s = board([]);
    s.players[1].life = 0;
    const r = check(s);
    expect(r.performed).toBe(true);
    expect(r.events).toEqual([{ type: 'player-lost', rules: ['704.5a', '704.3'], player: 'B', reason: 'no life' }]);
    expect(r.s.players[1].lost).toBe(true);
  });
  it('704.5b: after drawing from an empty library', () => {
    const s = board([]);
    s.players[0].drewFromEmptyLibrary = true;
    expect(check(s).events).toEqual([
      { type: 'player-lost', rules: ['704.5b', '704.3'], player: 'A', reason: 'empty library' },
    ]);
  });
  it('nothing applies: nothing performed', () => {
    const r = check(board([{ id: 'x', card: creature('X', 2, 2), controller: 'A', damage: 1 }]));
    expect(r).toMatchObject({ performed: false, events: [] });
  });
});

describe('704.5f–h: creatures', () => {
  it('704.5g: lethal damage destroys; 704.5f: toughness 0 puts into the graveyard', () => {
    const s = board([
      { id: 'x', card: creature('X', 2, 2), controller: 'A', damage: 2 },
      { id: 'y', card: creature('Y', 1, 1), controller: 'B' },
    ]);
    s.objects.y.card = creature('Y', 1, 0);
    const r = check(s);
    expect(r.performed).toBe(true);
    expect(r.events).toEqual([
      { type: 'destroyed', rules: ['704.5g', '704.3'], object: 'x', from: 'battlefield', to: 'graveyard' },
      { type: 'put-into-graveyard', rules: ['704.5f', '704.3'], object: 'y', from: 'battlefield', to: 'graveyard' },
    ]);
  });
  it('704.5h: damage from a deathtouch source destroys, once: the next check has forgotten it', () => {
    const s = board([{ id: 'x', card: creature('X', 2, 5), controller: 'A', damage: 1 }]);
    s.objects.x.deathtouchDamage = true;
    const r = check(s);
    expect(r.events).toEqual([
      { type: 'destroyed', rules: ['704.5h', '704.3'], object: 'x', from: 'battlefield', to: 'graveyard' },
    ]);
    // An indestructible creature survives it (702.12b), and the damage counts only this once.
    const tough = board([
      { id: 'x', card: creature('X', 2, 5, { keywords: ['indestructible'] }), controller: 'A', damage: 1 },
    ]);
    tough.objects.x.deathtouchDamage = true;
    const first = check(tough);
    expect(first).toMatchObject({ performed: false, events: [] });
    expect(first.s.objects.x).toMatchObject({ zone: 'battlefield', deathtouchDamage: false });
  });
  it('702.12b: lethal damage does not destroy an indestructible creature; toughness 0 still kills it', () => {
    const s = board([
      { id: 'x', card: creature('X', 2, 2, { keywords: ['indestructible'] }), controller: 'A', damage: 3 },
      { id: 'y', card: creature('Y', 2, 2, { keywords: ['indestructible'] }), controller: 'A' },
    ]);
    s.objects.y.card = creature('Y', 2, 0, { keywords: ['indestructible'] });
    const r = check(s);
    expect(r.s.objects.x.zone).toBe('battlefield');
    expect(r.s.objects.y.zone).toBe('graveyard');
  });
  it('702.26b: a phased-out creature is treated as though it does not exist', () => {
    const r = check(board([{ id: 'x', card: creature('X', 2, 2), controller: 'A', damage: 2, phasedOut: true }]));
    expect(r).toMatchObject({ performed: false, events: [] });
  });
  it('704.3: a permanent with two reasons to go is put into the graveyard once', () => {
    const both = walker(3, { types: ['Creature', 'Planeswalker'], power: 1, toughness: 1 });
    const s = board([{ id: 'w', card: both, controller: 'A', counters: { loyalty: 0 } }]);
    s.objects.w.card = { ...both, toughness: 0 };
    const r = check(s);
    expect(r.events).toEqual([
      { type: 'put-into-graveyard', rules: ['704.5f', '704.3'], object: 'w', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(r.s.players[0].graveyard).toEqual(['w']);
  });
});

describe('704.5i, 704.5v: planeswalkers and battles', () => {
  it('704.5i: a planeswalker with no loyalty goes to the graveyard, indestructible or not', () => {
    const r = check(
      board([
        { id: 'w', card: walker(3, { keywords: ['indestructible'] }), controller: 'A', counters: { loyalty: 0 } },
      ]),
    );
    expect(r.events).toEqual([
      { type: 'put-into-graveyard', rules: ['704.5i', '704.3'], object: 'w', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(r.s.objects.w.zone).toBe('graveyard');
  });
});

describe('704.5s: a Saga with its final chapter reached', () => {
  const at = (card: CardDef, lore: number) => board([{ id: 's', card, controller: 'A', counters: { lore } }]);
  it('is sacrificed (not destroyed) by its controller', () => {
    const r = check(at(saga([1, 2, 3]), 3));
    expect(r.performed).toBe(true);
    expect(r.events).toEqual([
      { type: 'sacrificed', rules: ['704.5s', '704.3'], object: 's', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(r.s.objects.s.zone).toBe('graveyard');
  });
  it('below its final chapter, it stays', () => {
    expect(check(at(saga([1, 2, 3]), 2)).performed).toBe(false);
  });
  it('"with one or more chapter abilities": a Saga without any stays, whatever its lore counters', () => {
    const r = check(at(saga([]), 3));
    expect(r.performed).toBe(false);
    expect(r.s.objects.s.zone).toBe('battlefield');
  });
  it('waits while its own chapter ability is on the stack or waiting to be put there, not for other triggers', () => {
    const s = board([
      { id: 's', card: saga([1, 2]), controller: 'A', counters: { lore: 2 } },
      { id: 'o', card: saga([1, 2, 3]), controller: 'A', counters: { lore: 1 } },
    ]);
    const own = structuredClone(s);
    own.stack.push({ id: 'ab', kind: 'triggered ability', source: 's', controller: 'A', targets: [] } as never);
    expect(check(own).performed).toBe(false);
    const pending = structuredClone(s);
    pending.pendingTriggers.push({ source: 's', controller: 'A' } as never);
    expect(check(pending).performed).toBe(false);
    // Another permanent's trigger, on the stack or waiting, does not hold it back.
    const other = structuredClone(s);
    other.stack.push({ id: 'ab', kind: 'triggered ability', source: 'o', controller: 'A', targets: [] } as never);
    other.pendingTriggers.push({ source: 'o', controller: 'A' } as never);
    expect(check(other).s.objects.s.zone).toBe('graveyard');
  });
});

describe('704.5d: a token not on the battlefield ceases to exist', () => {
  it('leaves no trace in any zone', () => {
    const s = board([{ id: 't', card: creature('Soldier', 1, 1), controller: 'A', token: true }]);
    s.battlefield = s.battlefield.filter((x) => x !== 't');
    s.objects.t.zone = 'graveyard';
    s.players[0].graveyard.push('t');
    s.players[0].hand = ['c'];
    s.objects.c = { ...s.objects.t, id: 'c', token: false, zone: 'hand' };
    const r = check(s);
    expect(r.performed).toBe(true);
    expect(r.events).toEqual([
      { type: 'token-ceased', rules: ['704.5d'], object: 't', card: { en: 'Soldier', zh: 'Soldier' } },
    ]);
    expect(r.s.objects.t).toBeUndefined();
    expect(r.s.players[0].graveyard).toEqual([]);
    expect(r.s.players[0].hand).toEqual(['c']);
  });
});

describe('704.6e: a face-up non-ongoing scheme with no ability of its own waiting', () => {
  it('is turned face down and put on the bottom of its scheme deck', () => {
    const scheme: CardDef = {
      name: 'Scheme',
      types: ['Scheme'],
      colors: [],
      abilities: [{ kind: 'triggered', trigger: 'set in motion', effect: { type: 'draw', count: 1 } }],
    };
    const s = game(twoPlayers({ variant: { archenemy: 'A' }, schemeDeck: [{ id: 'm', card: scheme }] }));
    s.players[0].schemeDeck = [];
    s.players[0].command = ['m'];
    s.objects.m.zone = 'command';
    const r = check(s);
    expect(r.performed).toBe(true);
    expect(r.events.map((e) => e.type)).toEqual(['scheme-put-on-bottom']);
    expect(r.s.players[0].schemeDeck).toEqual(['m']);
  });
});
