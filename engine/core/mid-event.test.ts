// Questions asked in the middle of an event (core/mid-event.ts): a replayed action takes its
// recorded answers in order, a stand-in answers where no player is asked, and otherwise the game
// pauses on the question.
import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import type { Ctx } from './context';
import type { Decision } from './decisions';
import { askMidEvent, MidEventQuestion, standInAnswer } from './mid-event';
import { mainPhase } from '../game/test-kit';

const color: Decision = {
  player: 'A',
  rules: ['614.12a'],
  kind: 'choose-color',
  object: 'x',
  source: 'x',
  colors: ['W', 'U'],
};
const pay: Decision = {
  player: 'A',
  rules: ['614.12a', '119.4'],
  kind: 'choose-to-pay',
  object: 'x',
  source: 'x',
  life: 2,
};
const objects: Decision = {
  player: 'B',
  rules: ['616.2'],
  kind: 'choose-objects',
  purpose: 'return to hand',
  source: null,
  candidates: ['g1', 'g2', 'g3'],
  min: 1,
  max: 1,
};

const withAnswers = (given: Action[]): Ctx => ({ s: mainPhase([]), events: [], answers: { given, used: 0 } });

describe('standInAnswer: the engine’s own answer where no player is asked', () => {
  it('the first colour offered, the fewest objects (the first ones), not paying', () => {
    expect(standInAnswer(color)).toEqual({ type: 'choose-color', player: 'A', color: 'W' });
    expect(standInAnswer(objects)).toEqual({ type: 'choose-objects', player: 'B', objects: ['g1'] });
    expect(standInAnswer(pay)).toEqual({ type: 'choose-to-pay', player: 'A', pay: false });
  });

  it('a kind never asked in the middle of an event is an engine bug', () => {
    const discard: Decision = {
      player: 'A',
      rules: ['701.8'],
      kind: 'choose-discard',
      count: 1,
      candidates: ['c'],
      object: 'spell',
      source: 'spell',
    };
    expect(() => standInAnswer(discard)).toThrow('engine bug: choose-discard is not asked in the middle of an event');
  });
});

describe('askMidEvent', () => {
  it('a replay takes the recorded answers in order', () => {
    const first: Action = { type: 'choose-color', player: 'A', color: 'U' };
    const second: Action = { type: 'choose-objects', player: 'B', objects: ['g3'] };
    const ctx = withAnswers([first, second]);
    expect(askMidEvent(ctx, color)).toBe(first);
    expect(askMidEvent(ctx, objects)).toBe(second);
    expect(ctx.answers!.used).toBe(2);
  });

  it('a recorded answer by another player, or of another kind, means the replay went astray: an engine bug', () => {
    const byB: Action = { type: 'choose-color', player: 'B', color: 'U' };
    expect(() => askMidEvent(withAnswers([byB]), color)).toThrow('engine bug: a replay asked another question');
    const otherKind: Action = { type: 'choose-to-pay', player: 'A', pay: true };
    expect(() => askMidEvent(withAnswers([otherKind]), color)).toThrow('engine bug: a replay asked another question');
  });

  it('no answer left and no stand-in: the game pauses on the question', () => {
    const ctx = withAnswers([]);
    let thrown: unknown;
    try {
      askMidEvent(ctx, pay);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(MidEventQuestion);
    expect((thrown as MidEventQuestion).decision).toBe(pay);
  });
});
