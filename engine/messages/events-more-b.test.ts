// The second half of the event catalogues (en/events.ts from 'damage-dealt', zh/events.ts from
// line 173): the branches of their messages that neither said.txt nor the unsaid records reach —
// a shield or a "can't" effect with no source, a redirection to a player who left the game, a
// life payment that can't happen, a band of two. Each event is BUILT BY HAND (its situation says
// so; the real games that make them are the fixtures and the unsaid records), stated whole, and
// recorded word for word in both languages in events-more-b.txt for a reviewer and a translator.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/events';
import { mainPhase } from '../game/test-kit';
import { bears, builtByHand, cases, elves, goblin, hero, record, type Row, wall } from './test-unsaid';

/** Bears and Elves (Alice's), Goblin, Hero and Wall (Bob's), on the battlefield in Alice's main phase. */
const board = () =>
  mainPhase([
    { id: 'bears', card: bears, controller: 'A' },
    { id: 'elves', card: elves, controller: 'A' },
    { id: 'goblin', card: goblin, controller: 'B' },
    { id: 'hero', card: hero, controller: 'B' },
    { id: 'wall', card: wall, controller: 'B' },
  ]);

const byHand = (situation: string, event: GameEvent) => builtByHand(board, situation, event);

const EVENTS: Row[] = [
  byHand('Alice chooses which of two effects applies first; the chosen one has no source', {
    type: 'replacement-chosen',
    rules: ['616.1e'],
    player: 'A',
    source: null,
    effect: 'prevent some',
    asked: true,
  }),
  byHand('a control-deciding effect with no source goes first', {
    type: 'replacement-chosen',
    rules: ['616.1b'],
    player: 'A',
    source: null,
    effect: 'enters as a copy',
    asked: false,
  }),
  byHand("Goblin's face-deciding effect goes first", {
    type: 'replacement-chosen',
    rules: ['616.1d'],
    player: 'A',
    source: 'goblin',
    effect: 'enters tapped',
    asked: false,
  }),
  byHand("Goblin's static prevention effect meets damage that can't be prevented", {
    type: 'damage-not-prevented',
    rules: ['615.12'],
    source: 'bears',
    target: 'hero',
    amount: 2,
    combat: false,
    by: 'effect',
    from: 'goblin',
  }),
  byHand("a prevention effect with no source meets damage that can't be prevented", {
    type: 'damage-not-prevented',
    rules: ['615.12'],
    source: 'bears',
    target: 'B',
    amount: 2,
    combat: true,
    by: 'effect',
    from: null,
  }),
  byHand('the next time Bears would deal damage, to anything', {
    type: 'next-time-shield',
    rules: ['615.8'],
    object: 'bears',
  }),
  byHand('the next time Bears would deal damage to Bob, if it is still green', {
    type: 'next-time-shield',
    rules: ['615.8'],
    object: 'bears',
    target: 'B',
    color: 'G',
  }),
  byHand('all damage Goblin would deal to Alice this turn', {
    type: 'source-shield',
    rules: ['615.9'],
    object: 'goblin',
    target: 'A',
  }),
  byHand('a shield with no source rechecks Elves, no longer green', {
    type: 'shield-rechecked',
    rules: ['615.9', '609.7b'],
    source: 'elves',
    target: 'B',
    amount: 1,
    from: null,
    color: 'G',
  }),
  byHand('a shield with no source follows Bears onto the battlefield', {
    type: 'shield-follows',
    rules: ['609.7a', '400.7c'],
    object: 'bears',
    from: null,
  }),
  byHand('all damage to Alice this turn goes to Hero instead', {
    type: 'redirection-shield',
    rules: ['614.9'],
    object: 'A',
    target: 'hero',
    amount: null,
  }),
  byHand('damage to Alice would go to Bob, who has left the game', {
    type: 'redirection-does-nothing',
    rules: ['614.9'],
    object: 'A',
    target: 'B',
    which: 'B',
    reason: 'left the game',
    from: 'goblin',
  }),
  byHand('damage to Alice would go to Hero, no longer a creature', {
    type: 'redirection-does-nothing',
    rules: ['614.9'],
    object: 'A',
    target: 'hero',
    which: 'hero',
    reason: 'not a battle, creature or planeswalker',
    from: null,
  }),
  byHand("Alice and Bob can't lose life this turn", {
    type: 'cant-effect',
    rules: ['614.17'],
    object: 'goblin',
    objects: ['A', 'B'],
    cant: 'lose life',
  }),
  byHand("Bob can't gain the life an effect would give him; the effect has no source", {
    type: 'cant-happen',
    rules: ['614.17', '119.7'],
    player: 'B',
    amount: 3,
    cant: 'gain life',
    from: null,
    cause: 'effect',
  }),
  byHand("Bob can't gain the life lifelink would give him", {
    type: 'cant-happen',
    rules: ['614.17', '119.7'],
    player: 'B',
    amount: 2,
    cant: 'gain life',
    from: 'goblin',
    cause: 'lifelink',
  }),
  byHand("Alice can't lose the life damage would make her lose", {
    type: 'cant-happen',
    rules: ['614.17', '119.8'],
    player: 'A',
    amount: 2,
    cant: 'lose life',
    from: 'goblin',
    cause: 'damage',
  }),
  byHand("Alice can't pay life", {
    type: 'cant-happen',
    rules: ['614.17', '119.8'],
    player: 'A',
    amount: 4,
    cant: 'lose life',
    from: 'goblin',
    cause: 'payment',
  }),
  byHand("Alice can't lose the life an effect would take", {
    type: 'cant-happen',
    rules: ['614.17', '119.8'],
    player: 'A',
    amount: 1,
    cant: 'lose life',
    from: null,
    cause: 'effect',
  }),
  byHand('Alice and Bob are outside the range of influence', {
    type: 'out-of-range',
    rules: ['801.10'],
    objects: ['A', 'B'],
  }),
  byHand('Alice is outside the range of influence, alone', {
    type: 'out-of-range',
    rules: ['801.10'],
    objects: ['A'],
  }),
  byHand('Bears and Elves are tapped to pay a cost (the engine taps one event each)', {
    type: 'tapped',
    rules: ['602.2b'],
    objects: ['bears', 'elves'],
    cause: 'cost',
  }),
  byHand('Elves becomes an artifact and stops being an enchantment', {
    type: 'types-changed',
    rules: ['613.1d'],
    object: 'elves',
    add: ['Artifact'],
    remove: ['Enchantment'],
    duration: 'end of turn',
  }),
  byHand('an effect makes Elves block all of a band, Hero alone besides Goblin', {
    type: 'band-blocked',
    rules: ['702.22i'],
    object: 'elves',
    objects: ['hero'],
    attacker: 'goblin',
    byEffect: true,
  }),
  byHand('an effect makes Elves block all of a band of three, Hero and Wall besides Goblin', {
    type: 'band-blocked',
    rules: ['702.22i'],
    object: 'elves',
    objects: ['hero', 'wall'],
    attacker: 'goblin',
    byEffect: true,
  }),
];

describe('the second half of the event catalogues, every branch said', () => {
  it.each(cases(EVENTS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('events-more-b.txt records it word for word', async () => {
    await expect(record(EVENTS)).toMatchFileSnapshot('./events-more-b.txt');
  });
});
