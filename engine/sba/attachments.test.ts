// 704.5m, 704.5n, 704.5p: what is attached to something it can't be — an Aura goes to its owner's
// graveyard, anything else becomes unattached and stays on the battlefield. 400.7: a permanent that
// leaves the battlefield is a new object, attached to nothing.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { Ctx } from '../core/context';
import type { GameState } from '../core/state';
import { happen } from '../events/happen';
import { creature } from '../game/test-kit';
import { board, check } from './test-kit';

const card = (name: string, types: string[], subtypes: string[] = [], more: Partial<CardDef> = {}): CardDef => ({
  name,
  types,
  subtypes,
  colors: [],
  ...more,
});
const aura = card('Shield of Faith', ['Enchantment'], ['Aura']);
const hammer = card('Hammer', ['Artifact'], ['Equipment']);
const wall = card('Wall', ['Artifact'], ['Fortification']);
const rock = card('Rock', ['Artifact']);
const land = card('Plains', ['Land'], ['Plains']);
const bear = creature('Bear', 2, 2);

/** Attachments made after the board is set up (its start would otherwise check them, 117.5). */
function attach(s: GameState, pairs: Record<string, string | undefined>): GameState {
  for (const [x, to] of Object.entries(pairs)) s.objects[x].attachedTo = to;
  return s;
}

const unattached = (object: string, from: string, rule: string) => ({
  type: 'unattached',
  rules: [rule, '704.3'],
  object,
  from,
});
const toGraveyard = (object: string) => ({
  type: 'put-into-graveyard',
  rules: ['704.5m', '704.3'],
  object,
  from: 'battlefield',
  to: 'graveyard',
});

describe('704.5m: an Aura attached illegally or to nothing goes to its owner’s graveyard', () => {
  it('its creature destroyed, the Aura goes at the next check (704.3: the checks repeat)', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A', damage: 2 },
      { id: 'aura', card: aura, controller: 'B', attachedTo: 'bear' },
    ]);
    const first = check(s);
    expect(first.events).toEqual([
      { type: 'destroyed', rules: ['704.5g', '704.3'], object: 'bear', from: 'battlefield', to: 'graveyard' },
    ]);
    const second = check(first.s);
    expect(second).toMatchObject({ performed: true, events: [toGraveyard('aura')] });
    // 400.7: in its owner's graveyard it is a new object, attached to nothing.
    expect(second.s.players[1].graveyard).toEqual(['aura']);
    expect(second.s.objects.aura.attachedTo).toBeUndefined();
    expect(check(second.s)).toMatchObject({ performed: false, events: [] });
  });

  it('attached to nothing', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'aura', card: aura, controller: 'A', attachedTo: 'bear' },
    ]);
    attach(s, { aura: undefined });
    expect(check(s).events).toEqual([toGraveyard('aura')]);
  });

  it('303.4d: attached to itself, or an Aura that is also a creature', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'self', card: aura, controller: 'A', attachedTo: 'bear' },
      { id: 'living', card: aura, controller: 'A', attachedTo: 'bear' },
    ]);
    attach(s, { self: 'self' });
    s.objects.living.card = card('Animate Aura', ['Enchantment', 'Creature'], ['Aura'], { power: 1, toughness: 1 });
    expect(check(s).events).toEqual([toGraveyard('self'), toGraveyard('living')]);
  });

  it('attached to a permanent on the battlefield: it stays (any permanent is legal: enchant abilities are not modelled)', () => {
    const s = board([
      { id: 'rock', card: rock, controller: 'A' },
      { id: 'aura', card: aura, controller: 'B', attachedTo: 'rock' },
    ]);
    expect(check(s)).toMatchObject({ performed: false, events: [] });
  });
});

describe('704.5n: an Equipment or Fortification attached illegally becomes unattached and stays', () => {
  it('301.5c: an Equipment on a permanent that is not a creature', () => {
    const s = board([
      { id: 'rock', card: rock, controller: 'A' },
      { id: 'hammer', card: hammer, controller: 'A' },
    ]);
    const r = check(attach(s, { hammer: 'rock' }));
    expect(r).toMatchObject({ performed: true, events: [unattached('hammer', 'rock', '704.5n')] });
    expect(r.s.objects.hammer).toMatchObject({ zone: 'battlefield' });
    expect(r.s.objects.hammer.attachedTo).toBeUndefined();
    expect(r.s.battlefield).toContain('hammer');
  });

  it('its creature gone from the battlefield', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A', damage: 2 },
      { id: 'hammer', card: hammer, controller: 'A', attachedTo: 'bear' },
    ]);
    const second = check(check(s).s);
    expect(second.events).toEqual([unattached('hammer', 'bear', '704.5n')]);
  });

  it('an Equipment on a creature and a Fortification on a land stay; a Fortification on a creature does not', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'plains', card: land, controller: 'A' },
      { id: 'hammer', card: hammer, controller: 'A' },
      { id: 'wall', card: wall, controller: 'A' },
      { id: 'wall2', card: wall, controller: 'A' },
    ]);
    expect(check(attach(s, { hammer: 'bear', wall: 'plains', wall2: 'bear' })).events).toEqual([
      unattached('wall2', 'bear', '704.5n'),
    ]);
  });
});

describe('704.5p: a creature, a battle, or a permanent of no attaching kind attached to something', () => {
  it('an Equipment that is also a creature, and a plain artifact, become unattached', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      {
        id: 'golem',
        card: card('Golem Hammer', ['Artifact', 'Creature'], ['Equipment'], { power: 1, toughness: 1 }),
        controller: 'A',
      },
      { id: 'rock', card: rock, controller: 'A' },
    ]);
    expect(check(attach(s, { golem: 'bear', rock: 'bear' })).events).toEqual([
      unattached('golem', 'bear', '704.5p'),
      unattached('rock', 'bear', '704.5p'),
    ]);
  });

  it('a battle', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'siege', card: card('Siege', ['Battle'], ['Siege'], { defense: 3 }), controller: 'A' },
    ]);
    s.objects.siege.counters = { defense: 3 };
    expect(check(attach(s, { siege: 'bear' })).events).toEqual([unattached('siege', 'bear', '704.5p')]);
  });
});

describe('701.3d: becoming unattached, 400.7: leaving the battlefield', () => {
  it('an unattach event for what is not attached there does nothing', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'A' },
      { id: 'hammer', card: hammer, controller: 'A', attachedTo: 'bear' },
    ]);
    const ctx: Ctx = { s, events: [] };
    happen(ctx, { type: 'unattach', rules: ['704.5n'], object: 'hammer', from: 'ox' });
    expect(ctx.events).toEqual([]);
    expect(s.objects.hammer.attachedTo).toBe('bear');
  });

  it('an Equipment leaving the battlefield is attached to nothing', () => {
    const s = board([
      { id: 'bear', card: bear, controller: 'A' },
      { id: 'hammer', card: hammer, controller: 'A', attachedTo: 'bear' },
    ]);
    const ctx: Ctx = { s, events: [] };
    happen(ctx, { type: 'move', rules: ['400.7'], object: 'hammer', to: 'hand' });
    expect(s.objects.hammer.zone).toBe('hand');
    expect(s.objects.hammer.attachedTo).toBeUndefined();
  });
});
