// Banding in the game (508.1e, 702.22), compared whole: the bands given with a declaration of
// attackers, the bands announced, and a blocker blocking a whole band (702.22h, 509.1h).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { act, combatAt, creature, passUntil, refusal } from '../game/test-kit';

const bander = (name: string) => creature(name, 1, 1, { keywords: ['banding'] });

/** A has Hero and Pegasus (banding), Bear and Ape (none); B has a 0/8 Wall that can block two. */
function attackersStep(): GameState {
  return combatAt('declare attackers', [
    { id: 'hero', card: bander('Hero'), controller: 'A' },
    { id: 'pegasus', card: bander('Pegasus'), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    { id: 'ape', card: creature('Ape', 3, 3), controller: 'A' },
    {
      id: 'wall',
      card: creature('Wall', 0, 8, { keywords: ['defender', 'can block an additional creature'] }),
      controller: 'B',
    },
  ]);
}

const attack = (bands?: unknown): Action =>
  ({
    type: 'declare-attackers',
    player: 'A',
    attacks: ['hero', 'pegasus', 'bear', 'ape'].map((attacker) => ({ attacker, target: 'B' })),
    ...(bands === undefined ? {} : { bands }),
  }) as Action;

const banded = (events: GameEvent[]) => events.filter((e) => e.type === 'band-blocked');

/** Declare the attack with these bands, then pass to the declaration of blockers. */
function blockersStep(bands: string[][]): GameState {
  return passUntil(act(attackersStep(), attack(bands)).state, () => false).state;
}

describe('508.1e: the bands given with a declaration of attackers', () => {
  const malformed = { code: 'declare-attackers/malformed-bands', rules: ['508.1e'], params: {} };
  it.each([
    ['a band that is no list, after a well-formed band', [['hero', 'bear'], 'pegasus']],
    [
      'a band holding a number among ids',
      [
        ['hero', 'bear'],
        ['pegasus', 7],
      ],
    ],
    ['a band of numbers only', [[1, 2]]],
  ])('508.1e: %s is malformed input, refused whole', (_name, bands) => {
    expect(refusal(attackersStep(), attack(bands))).toMatchObject(malformed);
  });
  it('508.1e: no bands given is a declaration without bands, and none is recorded', () => {
    const r = act(attackersStep(), attack());
    expect(r.state.combat!.bands).toBeUndefined();
    expect(r.events.filter((e) => e.type === 'band-announced')).toEqual([]);
  });
  it('508.1e, 702.22c: each band announced is an event naming its members', () => {
    const r = act(
      attackersStep(),
      attack([
        ['hero', 'bear'],
        ['pegasus', 'ape'],
      ]),
    );
    expect(r.events.filter((e) => e.type === 'band-announced')).toEqual([
      { type: 'band-announced', rules: ['508.1e', '702.22c'], player: 'A', objects: ['hero', 'bear'] },
      { type: 'band-announced', rules: ['508.1e', '702.22c'], player: 'A', objects: ['pegasus', 'ape'] },
    ]);
  });
});

describe('702.22h, 509.1h: a creature blocking one member of a band blocks the whole band', () => {
  it('702.22h: blocking one member blocks its bandmates, and only them', () => {
    const r = act(blockersStep([['hero', 'bear']]), {
      type: 'declare-blockers',
      player: 'B',
      blocks: [{ blocker: 'wall', attacker: 'hero' }],
    });
    expect(banded(r.events)).toEqual([
      {
        type: 'band-blocked',
        rules: ['702.22h', '509.1h'],
        object: 'wall',
        objects: ['bear'],
        attacker: 'hero',
        byEffect: false,
      },
    ]);
    expect(r.state.combat!.blockers.find((b) => b.blocker === 'wall')!.blocking).toEqual(['hero', 'bear']);
  });
  it('702.22h: blocking two members of one band adds the rest once, each member blocked once', () => {
    const r = act(blockersStep([['hero', 'pegasus', 'bear']]), {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'wall', attacker: 'hero' },
        { blocker: 'wall', attacker: 'pegasus' },
      ],
    });
    expect(r.state.combat!.blockers.find((b) => b.blocker === 'wall')!.blocking).toEqual(['hero', 'pegasus', 'bear']);
    expect(banded(r.events)).toEqual([
      {
        type: 'band-blocked',
        rules: ['702.22h', '509.1h'],
        object: 'wall',
        objects: ['bear'],
        attacker: 'hero',
        byEffect: false,
      },
    ]);
  });
  it('702.22h: blocking a creature in no band blocks nothing more, while another band attacks', () => {
    const r = act(blockersStep([['hero', 'bear']]), {
      type: 'declare-blockers',
      player: 'B',
      blocks: [{ blocker: 'wall', attacker: 'ape' }],
    });
    expect(banded(r.events)).toEqual([]);
    expect(r.state.combat!.blockers.find((b) => b.blocker === 'wall')!.blocking).toEqual(['ape']);
  });
});
