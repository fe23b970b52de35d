// checkCard refuses a malformed card given as data naming the field and the problem (card-check.ts,
// replacement-check.ts), and accepts the near miss; what a reader is told, in both languages, is kept
// in card-problems.txt. The rows are in test-card-problems*.ts.
import { describe, expect, it } from 'vitest';
import type { CardProblem } from '../core/setup';
import { setupErrorText } from '../messages/index';
import { checkCard } from './card-check';
import { ABILITY_ROWS, CARD_ROWS, type Row } from './test-card-problems';
import { EFFECT_ROWS, PREVENTION_ROWS } from './test-card-problems-effects';
import { LAYER_ROWS } from './test-card-problems-layers';
import { REPLACEMENT_ROWS, WORD_ROWS } from './test-card-problems-replacement';

const TABLES: Record<string, Row[]> = {
  'the card': CARD_ROWS,
  abilities: ABILITY_ROWS,
  effects: EFFECT_ROWS,
  prevention: PREVENTION_ROWS,
  'continuous effects': LAYER_ROWS,
  replacements: REPLACEMENT_ROWS,
  'the words of card-words.ts': WORD_ROWS,
};
const ALL = Object.values(TABLES).flat();

/** Every problem the checks can name (core/setup.ts CardProblem): the compiler checks the list is whole. */
const PROBLEMS: Record<CardProblem, true> = {
  integer: true,
  'target word': true,
  step: true,
  'card types': true,
  keyword: true,
  color: true,
  mana: true,
  'skip what': true,
  'skip name': true,
  duration: true,
  effect: true,
  'card object': true,
  name: true,
  colors: true,
  'power and toughness': true,
  'attraction artifact': true,
  'lit up only attraction': true,
  'lit up numbers': true,
  ongoing: true,
  'mana cost': true,
  trigger: true,
  'trigger step': true,
  'blocking count': true,
  'mana ability does more': true,
  costs: true,
  'ability kind': true,
  'cost mana': true,
  'affected objects': true,
  'layer changes': true,
  'change of nothing': true,
  'changes only continuous': true,
  'replacement only replacement': true,
  layer: true,
  'layer as text': true,
  control: true,
  quantity: true,
  'counter kind': true,
  abilities: true,
  replacement: true,
  'replacement event': true,
  'replacement field': true,
  watched: true,
  'watched objects': true,
  'watched players': true,
  counters: true,
  'choose color': true,
  'enters how': true,
  'under your control': true,
  'exile from graveyard': true,
  amount: true,
  instead: true,
  'damage source': true,
  'life amount': true,
  'prevented damage to': true,
  'properties of a chosen source': true,
  'source properties': true,
  'card type': true,
  'cant event': true,
  'cant players': true,
  'redirect amount': true,
  'prevent amount': true,
  'self-replacement': true,
  condition: true,
  'self-replacement destroy': true,
  'self-replacement damage': true,
  'self-replacement where': true,
  boolean: true,
  'return what': true,
  'optional cost': true,
  enchant: true,
};

describe.each(Object.entries(TABLES))('checkCard: %s', (_name, rows) => {
  it.each(rows)('%s', (_what, card, error) => {
    expect(checkCard('card', card)).toEqual(error);
  });
});

describe('the card problems, as a whole', () => {
  it('every problem is reached by a row, and a refused row names a problem', () => {
    const named = new Set(ALL.flatMap(([, , e]) => (e ? [e.params.problem] : [])));
    expect([...named].sort()).toEqual(Object.keys(PROBLEMS).sort());
  });

  it('every row is told apart by its name', () => {
    const names = ALL.map(([what]) => what);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('what a reader is told of each refused card, in English and Chinese', async () => {
    const text = ALL.flatMap(([what, , e]) =>
      e ? [`${what}: ${e.field}`, setupErrorText(e, 'en'), setupErrorText(e, 'zh'), ''] : [],
    ).join('\n');
    await expect(text).toMatchFileSnapshot('./card-problems.txt');
  });
});
