// apply()'s shape checks (game/apply.ts, malformedField): an action whose id fields, id lists,
// lists or ability keys are of the wrong shape is refused as action/malformed, naming the field,
// before anything reads it; an optional field given as undefined is as if left out.
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import { apply } from './apply';
import { deepFreeze, mainPhase, named, refusal } from './test-kit';

const malformed = (field: string) => ({ code: 'action/malformed', rules: [], params: { field } });

/** An action of `type` by Alice with the given fields (some of them of the wrong shape on purpose). */
const by = (type: string, fields: Record<string, unknown>) => ({ type, player: 'A', ...fields }) as unknown as Action;

/** A mana ability activated while declaring attackers or blockers (the entry is checked as it stands). */
const tapping = (entry: unknown) => by('declare-attackers', { attacks: [], manaAbilities: [entry] });

describe('an id field that is not a string is refused, named', () => {
  it.each(
    named([
      { name: 'card', action: by('cast-spell', { card: 7 }) },
      { name: 'source', action: by('activate-ability', { source: null, ability: 0 }) },
      { name: 'attacker', action: by('order-blockers', { attacker: ['x'], order: [] }) },
      { name: 'blocker', action: by('order-attackers', { blocker: {}, order: [] }) },
      { name: 'item', action: by('choose-targets', { item: 3, targets: [] }) },
      { name: 'defending', action: by('choose-defending-player', { defending: 2 }) },
      { name: 'target', action: by('choose-attacked', { attacker: 'x', target: false }) },
    ]),
  )('%s', (field, c) => {
    expect(refusal(deepFreeze(mainPhase([])), c.action)).toEqual(malformed(field));
  });
});

describe('an id list that is not a list of strings is refused, named', () => {
  it.each(
    named([
      { name: 'cards', action: by('discard', { cards: 'x' }) },
      { name: 'order', action: by('order-triggers', { order: [1, 2] }) },
      { name: 'discards', action: by('activate-ability', { source: 'x', ability: 0, discards: 'y' }) },
    ]),
  )('%s', (field, c) => {
    expect(refusal(deepFreeze(mainPhase([])), c.action)).toEqual(malformed(field));
  });
});

describe('a list that is not a list is refused, named', () => {
  it.each(
    named([
      { name: 'attacks', action: by('declare-attackers', { attacks: {} }) },
      { name: 'assignments', action: by('assign-combat-damage', { assignments: 'all to Bob' }) },
      { name: 'manaAbilities', action: by('declare-attackers', { attacks: [], manaAbilities: 'x' }) },
    ]),
  )('%s', (field, c) => {
    expect(refusal(deepFreeze(mainPhase([])), c.action)).toEqual(malformed(field));
  });
});

describe('an ability key that is neither a whole number nor a string is refused, named', () => {
  it.each(
    named([
      { name: 'an object', ability: {} },
      { name: 'a fraction', ability: 0.5 },
      { name: 'missing (undefined)', ability: undefined },
    ]),
  )('%s', (_, c) => {
    const action = by('activate-ability', { source: 'x', ability: c.ability });
    expect(refusal(deepFreeze(mainPhase([])), action)).toEqual(malformed('ability'));
  });
});

describe('a mana ability entry without a string source and an ability key is refused, named', () => {
  it.each(
    named([
      { name: 'null', entry: null },
      { name: 'a number', entry: 5 },
      { name: 'a string', entry: 'x' },
      { name: 'a function, even with the fields', entry: Object.assign(() => 0, { source: 'x', ability: 0 }) },
      { name: 'no source', entry: { ability: 0 } },
      { name: 'a source that is not a string', entry: { source: 5, ability: 0 } },
      { name: 'an ability key that is an object', entry: { source: 'x', ability: {} } },
    ]),
  )('%s', (_, c) => {
    expect(refusal(deepFreeze(mainPhase([])), tapping(c.entry))).toEqual(malformed('manaAbilities'));
  });

  it('one bad entry after a good one', () => {
    const action = by('declare-attackers', { attacks: [], manaAbilities: [{ source: 'x', ability: 0 }, 5] });
    expect(refusal(deepFreeze(mainPhase([])), action)).toEqual(malformed('manaAbilities'));
  });
});

describe('well-shaped fields pass the shape checks', () => {
  it('good mana ability entries (a whole-number or a string key): the action is then judged as any other', () => {
    const action = by('declare-attackers', {
      attacks: [],
      manaAbilities: [
        { source: 'x', ability: 0 },
        { source: 'y', ability: 'y:1' },
      ],
    });
    // Alice holds priority in her main phase: no one asked her to declare attackers (117.1).
    expect(refusal(deepFreeze(mainPhase([])), action)).toEqual({
      code: 'action/no-priority',
      rules: ['117.1'],
      params: { player: 'A' },
    });
  });

  it('an optional id list given as undefined is as if left out: passing priority with targets: undefined', () => {
    const s = deepFreeze(mainPhase([]));
    const withUndefined = apply(s, by('pass-priority', { targets: undefined, cards: undefined, attacks: undefined }));
    const without = apply(s, { type: 'pass-priority', player: 'A' });
    expect(withUndefined.ok).toBe(true);
    expect(withUndefined).toEqual(without);
  });
});
