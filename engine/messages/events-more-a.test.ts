// The first half of the event catalogues (en/events.ts up to 'damage-dealt', zh/events.ts up to the
// same): the branches of their sayings no fixture and no unsaid record reaches — a replacement
// with no source or no one affected, "hand instead", a devour of more than one, the plurals of
// several objects, counters or effects, a skip with no name, a step with nothing to skip (800.4j),
// a spell whose caster left the game, the signs and the "an" of the prevention sayings —, recorded
// word for word in both languages in events-more-a.txt.
// BUILT BY HAND: each event here is a fixed event, as the engine's type allows, said against a
// small game's names (Alice, Bob, Grizzly Bears, Goblin Piker); the record is what is checked.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/events';
import { mainPhase } from '../game/test-kit';
import { bears, builtByHand, cases, goblin, record, type Row } from './test-unsaid';

/** Alice's Grizzly Bears ("bear") and Bob's Goblin Piker ("piker"), in Alice's main phase. */
const table = () =>
  mainPhase([
    { id: 'bear', card: bears, controller: 'A' },
    { id: 'piker', card: goblin, controller: 'B' },
  ]);

const byHand = (situation: string, event: GameEvent) => builtByHand(table, situation, event);

const ROWS: Row[] = [
  byHand('an effect with no source (a self-replacement) puts Grizzly Bears into its owner’s hand', {
    type: 'replaced',
    rules: ['614.1a'],
    effect: 'hand instead',
    source: null,
    object: 'bear',
    to: 'hand',
  }),
  byHand('an effect with no source and no one affected, no zone named: exile instead', {
    type: 'replaced',
    rules: ['614.1a'],
    effect: 'exile instead',
    source: 'piker',
  }),
  byHand('Goblin Piker’s effect: Bob doesn’t draw', {
    type: 'replaced',
    rules: ['614.1a', '614.10'],
    effect: 'skip the draw',
    source: 'piker',
    player: 'B',
  }),
  byHand('Goblin Piker’s effect: Bob would return a card instead of drawing, but has none', {
    type: 'replaced',
    rules: ['614.1a', '614.11'],
    effect: 'return instead of drawing',
    source: 'piker',
    player: 'B',
  }),
  byHand('Grizzly Bears enters with one +1/+1 counter', {
    type: 'replaced',
    rules: ['614.1c'],
    effect: 'enters with counters',
    source: 'piker',
    object: 'bear',
    amount: 1,
    counter: '+1/+1',
  }),
  byHand('Grizzly Bears enters with two +1/+1 counters', {
    type: 'replaced',
    rules: ['614.1c'],
    effect: 'enters with counters',
    source: 'piker',
    object: 'bear',
    amount: 2,
    counter: '+1/+1',
  }),
  byHand('Alice chooses a color with none given (white by default)', {
    type: 'replaced',
    rules: ['614.12'],
    effect: 'choose a color',
    source: 'bear',
    object: 'bear',
    player: 'A',
  }),
  byHand('Devour 2: Alice sacrifices three creatures', {
    type: 'replaced',
    rules: ['702.82a'],
    effect: 'devour',
    source: 'bear',
    object: 'bear',
    player: 'A',
    amount: 3,
    devour: 2,
  }),
  byHand('Alice exiles the top card of her library instead of paying 1 life (no card entering from it)', {
    type: 'replaced',
    rules: ['614.1a'],
    effect: 'exile from library instead of paying life',
    source: 'piker',
    player: 'A',
    amount: 1,
  }),
  byHand('a self-replacement deals 3 damage to Bob instead', {
    type: 'replaced',
    rules: ['614.15'],
    effect: 'self-replacement',
    source: 'piker',
    amount: 3,
    target: 'B',
  }),
  byHand('a prevention effect said as a replacement: no saying of its own', {
    type: 'replaced',
    rules: ['615.1'],
    effect: 'prevent some',
    source: 'piker',
    object: 'bear',
  }),
  byHand('Alice will skip her next phase, none named', {
    type: 'skip-scheduled',
    rules: ['614.10'],
    player: 'A',
    what: 'phase',
    name: null,
  }),
  byHand('Alice will skip her next step, none named', {
    type: 'skip-scheduled',
    rules: ['614.10'],
    player: 'A',
    what: 'step',
    name: null,
  }),
  byHand('cleanup: two permanents, two "until end of turn" effects', {
    type: 'damage-removed',
    rules: ['514.2'],
    objects: ['bear', 'piker'],
    amount: 2,
  }),
  byHand('two "until end of combat" effects end', {
    type: 'effects-ended',
    rules: ['514.2'],
    amount: 2,
    duration: 'end of combat',
  }),
  byHand('two permanents phase in', {
    type: 'phased-in',
    rules: ['702.26a'],
    objects: ['bear', 'piker'],
  }),
  byHand('two permanents phase out', {
    type: 'phased-out',
    rules: ['702.26a'],
    objects: ['bear', 'piker'],
  }),
  byHand('Alice untaps with no list of permanents', {
    type: 'untapped',
    rules: ['502.3'],
    player: 'A',
  }),
  byHand('Grizzly Bears gets two +1/+1 counters, three in all', {
    type: 'counter-added',
    rules: ['122.1'],
    object: 'bear',
    amount: 2,
    counter: '+1/+1',
    total: 3,
  }),
  byHand('Alice and Bob both win (a team)', {
    type: 'game-over',
    rules: ['104.2a'],
    objects: ['A', 'B'],
  }),
  byHand('Bob leaves the game while casting Goblin Piker', {
    type: 'casting-stopped',
    rules: ['800.4a'],
    player: 'B',
    object: 'piker',
    ability: false,
  }),
  byHand('the upkeep with no active player', {
    type: 'no-active-player',
    rules: ['800.4j'],
    step: 'upkeep',
  }),
  byHand('Grizzly Bears gets -2/-1 until end of turn', {
    type: 'pumped',
    rules: ['611.2'],
    object: 'bear',
    power: -2,
    toughness: -1,
    duration: 'end of turn',
  }),
  byHand('damage Goblin Piker would deal is prevented as long as it is an artifact', {
    type: 'source-shield',
    rules: ['615.9'],
    object: 'piker',
    cardType: 'Artifact',
  }),
  byHand('damage Goblin Piker would deal is prevented as long as it is a creature', {
    type: 'source-shield',
    rules: ['615.9'],
    object: 'piker',
    cardType: 'Creature',
  }),
];

describe('the event catalogues, first half: the branches no record reaches', () => {
  it.each(cases(ROWS))('%s', (_, row) => {
    const s = row.said();
    expect(s.got).toEqual(s.want);
  });
  it('events-more-a.txt records them word for word', async () => {
    await expect(record(ROWS)).toMatchFileSnapshot('./events-more-a.txt');
  });
});
