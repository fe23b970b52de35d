// The shared modules of messages/: the { en, zh } messages of the engine's entry (index.ts), the
// names a state gives (names.ts), the helper every saying gets (say.ts) and one language's words
// (speak.ts). The catalogues' words are checked by said.test.ts; these check what the modules do
// around them: both languages at once, names looked up, parameters shown, a language refused.
import { describe, expect, it } from 'vitest';
import type { Message } from '../core/messages';
import type { GameEvent } from '../core/events';
import type { GameState, PendingTrigger } from '../core/state';
import { checkSetup } from '../setup/check-setup';
import { abilityOnStack, creature, decision, mainPhase, refusal, twoPlayers } from '../game/test-kit';
import { EN } from './en/index';
import { decisionMessage, eventMessage, namesIn, refusalMessage, setupErrorMessage, VOCABULARY } from './index';
import { makeSay, type NameBook } from './say';
import { speech, wordsOf } from './speak';
import { ZH } from './zh/index';

/** Bob passes priority (117.3d). */
const BOB_PASSES: GameEvent = { type: 'priority-passed', rules: ['117.3d'], player: 'B', team: null };

/** Alice's Urza’s Drake on the battlefield, with priority in her main phase. */
const withDrake = (): GameState =>
  mainPhase([{ id: 'urza', card: creature("Urza's Drake", 2, 2, { nameZh: '乌尔莎的龙' }), controller: 'A' }]);

describe('index.ts: a message in both languages at once', () => {
  it('an event with the names of its state', () => {
    const s = withDrake();
    expect(eventMessage(BOB_PASSES, namesIn(s))).toEqual({
      en: 'Bob passes priority.',
      zh: '鲍勃让过优先权。',
    });
  });

  it('an event not worth a line of its own (a main phase beginning) is null in both', () => {
    expect(
      eventMessage({ type: 'step-began', rules: ['505.1', '500.1'], phase: 'precombat main', step: 'main', turn: 3 }),
    ).toBeNull();
  });

  it('a refusal', () => {
    const s = withDrake();
    expect(refusalMessage(refusal(s, { type: 'pass-priority', player: 'B' }), namesIn(s))).toEqual({
      en: 'Alice has priority.',
      zh: '爱丽丝拥有优先权。',
    });
  });

  it('a decision', () => {
    const s = withDrake();
    expect(decisionMessage(decision(s), namesIn(s))).toEqual({
      en: 'Alice has priority: they may cast a spell, activate an ability, play a land, or pass.',
      zh: '爱丽丝拥有优先权：可以施放咒语、起动异能、使用地，或让过。',
    });
  });

  it('a refused setup, after its field', () => {
    const error = checkSetup(twoPlayers({ battlefield: [{ id: 'x', card: creature('Bear', 2, 2), controller: 'Z' }] }));
    expect(error && setupErrorMessage(error)).toEqual({
      en: 'battlefield[0].controller: no player "Z"',
      zh: 'battlefield[0].controller：没有牌手 "Z"',
    });
  });
});

describe('names.ts: names from a state', () => {
  it('an ability on the stack by its source’s name, in the typographic style (’)', () => {
    const s = { ...withDrake(), stack: [abilityOnStack([], { id: 'i', source: 'urza' })] };
    expect(namesIn(s)('i')).toEqual({ en: 'Urza’s Drake’s activated ability', zh: '乌尔莎的龙的起动式异能' });
  });

  it('a trigger waiting to go on the stack by its source’s name; an unknown id has no name', () => {
    const waiting: PendingTrigger = {
      id: 't',
      controller: 'A',
      source: 'urza',
      ability: 0,
      effect: [],
      related: null,
      relatedPlayer: null,
      rules: ['603.3'],
    };
    const s: GameState = { ...withDrake(), pendingTriggers: [waiting] };
    const book = namesIn(s);
    expect([book('t'), book('nobody')]).toEqual([
      { en: 'Urza’s Drake’s triggered ability', zh: '乌尔莎的龙的触发式异能' },
      null,
    ]);
  });
});

/** A Say in `lang` whose name book names every id "Bob" (no refusals nested). */
const sayIn = (lang: 'en' | 'zh', names: NameBook = () => ({ en: 'Bob', zh: '鲍勃' })) =>
  makeSay(lang, VOCABULARY[lang], () => 'a refusal', names);

describe('say.ts: the helper every saying gets', () => {
  it('a missing parameter is shown as "?" in either language', () => {
    expect([
      sayIn('en').name(undefined),
      sayIn('en').name(null),
      sayIn('zh').name(undefined),
      sayIn('zh').name(null),
    ]).toEqual(['?', '?', '?', '?']);
  });

  it('an id is looked up, content in both languages is picked, a number or a truth value is shown as it is', () => {
    const say = sayIn('en');
    expect([say.name('B'), say.name({ en: "Urza's Drake", zh: '乌尔莎的龙' }), say.name(2), say.name(true)]).toEqual([
      'Bob',
      'Urza’s Drake',
      '2',
      'true',
    ]);
  });

  it('no list is the vocabulary’s "none"; no content is nothing', () => {
    expect([sayIn('en').list(undefined), sayIn('zh').list(undefined), sayIn('en').text(undefined)]).toEqual([
      VOCABULARY.en.none,
      VOCABULARY.zh.none,
      '',
    ]);
  });

  it('Chinese content keeps the data’s own apostrophes (the ’ style is English’s)', () => {
    const say = sayIn('zh');
    expect([say.text({ en: "Urza's", zh: "乌尔莎's" }), say.name({ en: "Urza's", zh: "乌尔莎's" })]).toEqual([
      "乌尔莎's",
      "乌尔莎's",
    ]);
  });
});

describe('speak.ts: the words of one language', () => {
  it('say events and refused setups in that language', () => {
    const words = wordsOf(speech('zh', ZH));
    const error = checkSetup(twoPlayers({ battlefield: [{ id: 'x', card: creature('Bear', 2, 2), controller: 'Z' }] }));
    expect([
      words.langs,
      words.eventText(BOB_PASSES, 'zh', namesIn(withDrake())),
      error && words.setupErrorText(error, 'zh'),
    ]).toEqual([['zh'], '鲍勃让过优先权。', 'battlefield[0].controller：没有牌手 "Z"']);
  });

  it('asked in another language, they refuse (a caller’s mistake)', () => {
    const words = wordsOf(speech('en', EN));
    const r: Message = { code: 'x', params: {} };
    expect(() => words.eventText(BOB_PASSES, 'zh')).toThrow(new Error('these words speak en only, not zh'));
    expect(() => words.refusalText(r, 'zh')).toThrow(new Error('these words speak en only, not zh'));
  });
});
