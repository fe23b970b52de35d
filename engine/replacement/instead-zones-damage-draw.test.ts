// Replacement and prevention effects of static abilities (replacement/instead.ts), each met alone
// or beside one other effect: "if it would die / be put into a graveyard, [elsewhere] instead"
// (614.1a, 700.4), "prevent all / N of the damage" and "double that damage" (614.1a, 615.1a,
// 615.10), "if you would draw a card, [something else] instead" (614.11). One event is sent through
// replace() with a stand-in answering the questions asked; the questions, the events reported and
// the events left are compared whole.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { standInAnswer } from '../core/mid-event';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import { copyState } from '../game/apply';
import { abilityOnStack, creature, mainPhase, named, runHandler } from '../game/test-kit';
import { redirectDamage } from '../stack/effects/redirect-damage';
import { regenerate } from '../stack/effects/regenerate';
import { replace } from './replace';
import { permanent } from './test-cards';

const returner = permanent('Returner', {
  would: 'die',
  objects: { objects: 'a creature' },
  instead: "put it into its owner's hand",
});
const shuffler = permanent('Shuffler', {
  would: 'die',
  objects: { objects: 'a creature' },
  instead: "shuffle it into its owner's library",
});
const exiler = permanent('Exiler', { would: 'die', objects: { objects: 'a creature' }, instead: 'exile it' });
const graveExiler = permanent('Grave exiler', {
  would: 'be put into a graveyard',
  objects: { objects: 'a card' },
  instead: 'exile it',
});
const doubler = permanent('Doubler', { would: 'deal damage', instead: 'double that damage' });
const shelter = permanent('Shelter', { would: 'deal damage', recipient: { objects: 'you' }, instead: { prevent: 2 } });
const sanctuary = permanent('Sanctuary', {
  would: 'deal damage',
  recipient: { objects: 'a creature' },
  instead: { prevent: 'all' },
});
const silence = permanent('Silence', { would: 'draw a card', player: { objects: 'you' }, instead: 'nothing' });
const recaller = permanent('Recaller', {
  would: 'draw a card',
  player: { objects: 'a player' },
  instead: 'return a card from your graveyard to your hand',
});

const bear = creature('Bear', 2, 2);
const elk = creature('Elk', 3, 3);

/** The event through every effect that applies; each 'choose-replacement' takes the `picks`th option, each 'choose-objects' the `objects`. */
function through(s: GameState, ev: RulesEvent, picks: number[] = [], objects?: string[]) {
  const asked: Decision[] = [];
  let n = 0;
  const ctx: Ctx = {
    s: copyState(s),
    events: [],
    standIn: (d: Decision): Action => {
      asked.push(d);
      if (d.kind === 'choose-replacement')
        return { type: 'choose-replacement', player: d.player, effect: d.options[picks[n++] ?? 0].key };
      if (d.kind === 'choose-objects' && objects) return { type: 'choose-objects', player: d.player, objects };
      return standInAnswer(d);
    },
  };
  const out = replace(ctx, ev);
  return { out, events: ctx.events, asked, state: ctx.s };
}

const destroy = (object: string): RulesEvent => ({ type: 'destroy', rules: ['701.7'], object });
const toGraveyard = (object: string): RulesEvent => ({ type: 'move', rules: ['701.9'], object, to: 'graveyard' });

describe('614.1a: "if [it] would die, [put it elsewhere] instead" (700.4)', () => {
  it.each(
    named([
      { name: "put into its owner's hand", card: returner, effect: 'hand instead', to: 'hand', shuffle: {} },
      {
        name: "shuffled into its owner's library",
        card: shuffler,
        effect: 'library instead',
        to: 'library',
        shuffle: { shuffle: true },
      },
      { name: 'exiled', card: exiler, effect: 'exile instead', to: 'exile', shuffle: {} },
    ]),
  )('614.6: Bob’s creature destroyed is %s instead — reported, and the move replacing the destroy', (_, c) => {
    const s = mainPhase([
      { id: 'bear', card: bear, controller: 'B' },
      { id: 'eff', card: c.card, controller: 'A' },
    ]);
    const r = through(s, destroy('bear'));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      { type: 'replaced', rules: ['614.1a', '614.6'], effect: c.effect, source: 'eff', object: 'bear', to: c.to },
    ]);
    expect(r.out).toEqual([{ type: 'move', rules: ['701.7', '614.6'], object: 'bear', to: c.to, ...c.shuffle }]);
  });

  it('701.21: a creature sacrificed dies too — put into its owner’s hand instead', () => {
    const s = mainPhase([
      { id: 'bear', card: bear, controller: 'B' },
      { id: 'returner', card: returner, controller: 'A' },
    ]);
    const r = through(s, { type: 'sacrifice', rules: ['701.21'], object: 'bear' });
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'hand instead',
        source: 'returner',
        object: 'bear',
        to: 'hand',
      },
    ]);
    expect(r.out).toEqual([{ type: 'move', rules: ['701.21', '614.6'], object: 'bear', to: 'hand' }]);
  });

  it('700.4: a creature exiled from the battlefield doesn’t die — nothing to replace', () => {
    const s = mainPhase([
      { id: 'bear', card: bear, controller: 'B' },
      { id: 'returner', card: returner, controller: 'A' },
    ]);
    const exile: RulesEvent = { type: 'move', rules: ['406.2'], object: 'bear', to: 'exile' };
    const r = through(s, exile);
    expect([r.asked, r.events, r.out]).toEqual([[], [], [exile]]);
  });

  it('700.4: a creature card discarded doesn’t die — "would die" doesn’t apply, "would be put into a graveyard" does', () => {
    const s = mainPhase(
      [
        { id: 'returner', card: returner, controller: 'A' },
        { id: 'exiler', card: graveExiler, controller: 'A' },
      ],
      {
        players: [
          { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'elk', card: elk }] },
          { id: 'B', name: 'Bob' },
        ],
      },
    );
    const r = through(s, toGraveyard('elk'));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.1a', '614.6'],
        effect: 'exile instead',
        source: 'exiler',
        object: 'elk',
        to: 'exile',
      },
    ]);
    expect(r.out).toEqual([{ type: 'move', rules: ['701.9', '614.6'], object: 'elk', to: 'exile' }]);
  });

  it('a card already in a graveyard isn’t put into one: "would be put into a graveyard" doesn’t apply', () => {
    const s = mainPhase([{ id: 'exiler', card: graveExiler, controller: 'A' }], {
      players: [
        { id: 'A', name: 'Alice', library: 20, graveyard: [{ id: 'elk', card: elk }] },
        { id: 'B', name: 'Bob' },
      ],
    });
    const r = through(s, toGraveyard('elk'));
    expect([r.asked, r.events, r.out]).toEqual([[], [], [toGraveyard('elk')]]);
  });

  it('702.12b, 614.17c: an indestructible creature can’t be destroyed — no event for "would die" to replace', () => {
    const s = mainPhase([
      { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['indestructible'] }), controller: 'B' },
      { id: 'returner', card: returner, controller: 'A' },
    ]);
    const r = through(s, destroy('wall'));
    expect([r.asked, r.events, r.out]).toEqual([[], [], [destroy('wall')]]);
  });

  it('616.1: beside a regeneration shield made later, Bob is asked — the effect replacing the whole event, then the earlier first', () => {
    const s = mainPhase([
      { id: 'returner', card: returner, controller: 'A' },
      { id: 'src', card: creature('Troll', 2, 2), controller: 'B' },
    ]);
    const effect = { type: 'regenerate', target: 'this' } as const;
    runHandler(s, regenerate, abilityOnStack(effect, { controller: 'B', sourceName: 'Troll' }), effect);
    const shield = s.replacementShields!.at(-1)!;
    const r = through(s, destroy('src'));
    expect(r.asked).toEqual([
      {
        kind: 'choose-replacement',
        player: 'B',
        rules: ['616.1', '616.1e'],
        options: [
          { key: 'returner:0', source: 'returner', effect: 'hand instead' },
          { key: `regeneration:${shield.id}`, source: 'src', effect: 'regenerate' },
        ],
        event: 'destroy',
        affected: 'src',
      },
    ]);
  });
});

const knight = { id: 'knight', controller: 'A', colors: [], deathtouch: false, lifelink: false };
const damage = (target: string, amount: number): RulesEvent => ({
  type: 'damage',
  rules: ['120.3'],
  items: [{ source: knight, target, amount }],
  combat: false,
});
const prevented = (target: string, amount: number, rules: string[]) => ({
  type: 'damage-prevented',
  rules,
  source: 'knight',
  target,
  amount,
  combat: false,
  by: 'effect',
});

describe('615.1a, 615.10: "prevent N (all) of the damage that would be dealt to …"', () => {
  const board = () =>
    mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'shelter', card: shelter, controller: 'B' },
    ]);

  it('615.10: 2 of 3 damage to Bob prevented — the rest dealt', () => {
    const r = through(board(), damage('B', 3));
    expect(r.events).toEqual([prevented('B', 2, ['615.1a', '615.10'])]);
    expect(r.out).toEqual([damage('B', 1)]);
  });

  it('615.10, 615.6: 2 of 2 damage to Bob prevented — none of it dealt', () => {
    const r = through(board(), damage('B', 2));
    expect(r.events).toEqual([prevented('B', 2, ['615.1a', '615.10', '615.6'])]);
    expect(r.out).toEqual([]);
  });

  it('616.1: "prevent all" replaces the whole event: applied before an earlier doubler, no one asked (same outcome)', () => {
    const s = mainPhase([
      { id: 'doubler', card: doubler, controller: 'A' },
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'bear', card: bear, controller: 'B' },
      { id: 'sanctuary', card: sanctuary, controller: 'B' },
    ]);
    const r = through(s, damage('bear', 2));
    expect(r.asked).toEqual([]);
    expect(r.events).toEqual([prevented('bear', 2, ['615.1a', '615.6'])]);
    expect(r.out).toEqual([]);
  });

  it('616.1: beside a redirection of all damage to the creature, its controller is asked — "prevent all" named', () => {
    const s = mainPhase([
      { id: 'knight', card: creature('Knight', 2, 2), controller: 'A' },
      { id: 'src', card: creature('Guardian', 1, 4), controller: 'B' },
      { id: 'sanctuary', card: sanctuary, controller: 'B' },
    ]);
    const effect = { type: 'redirect damage', amount: 'all', from: 'this', to: 'you' } as const;
    runHandler(s, redirectDamage, abilityOnStack(effect, { controller: 'B', sourceName: 'Guardian' }), effect);
    const shield = s.replacementShields!.at(-1)!;
    const r = through(s, damage('src', 2));
    expect(r.asked).toEqual([
      {
        kind: 'choose-replacement',
        player: 'B',
        rules: ['616.1', '616.1e'],
        options: [
          { key: 'sanctuary:0', source: 'sanctuary', effect: 'prevent all' },
          { key: `redirection:${shield.id}`, source: 'src', effect: 'redirect damage' },
        ],
        event: 'damage',
        affected: 'src',
      },
    ]);
  });
});

describe('614.11: "if [a player] would draw a card, [something else] instead"', () => {
  const draw: RulesEvent = { type: 'draw', rules: ['504.1'], player: 'A' };

  it('614.11: Alice’s draw skipped — reported, nothing left', () => {
    const r = through(mainPhase([{ id: 'silence', card: silence, controller: 'A' }]), draw);
    expect(r.events).toEqual([
      { type: 'replaced', rules: ['614.11', '614.1a'], effect: 'skip the draw', source: 'silence', player: 'A' },
    ]);
    expect(r.out).toEqual([]);
  });

  it('614.11, 614.6: with two cards in her graveyard, Alice chooses the one returned instead of drawing', () => {
    const s = mainPhase([{ id: 'recaller', card: recaller, controller: 'A' }], {
      players: [
        {
          id: 'A',
          name: 'Alice',
          library: 20,
          graveyard: [
            { id: 'elk', card: elk },
            { id: 'bear', card: bear },
          ],
        },
        { id: 'B', name: 'Bob' },
      ],
    });
    const r = through(s, draw, [], ['bear']);
    expect(r.asked).toEqual([
      {
        kind: 'choose-objects',
        player: 'A',
        rules: ['614.11', '614.6'],
        purpose: 'return to hand',
        source: 'recaller',
        candidates: ['elk', 'bear'],
        min: 1,
        max: 1,
      },
    ]);
    expect(r.events).toEqual([
      {
        type: 'replaced',
        rules: ['614.11', '614.1a', '614.6'],
        effect: 'return instead of drawing',
        source: 'recaller',
        player: 'A',
        object: 'bear',
      },
    ]);
    expect(r.out).toEqual([{ type: 'move', rules: ['504.1', '614.6'], object: 'bear', to: 'hand' }]);
  });
});
