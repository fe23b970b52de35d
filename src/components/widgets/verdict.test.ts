// Engine messages may end with the rules they cite; the widgets print those rules once, as links
// after the message (withoutRuleTail drops the message's own tail, its full stop kept).
import { describe, expect, it } from 'vitest';
import { withoutRuleTail } from './Verdict';

describe('withoutRuleTail', () => {
  it.each([
    [
      "Vastwood Gorger can't assign damage to Llanowar Elves (rule 510.1c, 509.2)",
      "Vastwood Gorger can't assign damage to Llanowar Elves",
    ],
    ['Pride Guardian is destroyed (704.5g).', 'Pride Guardian is destroyed.'],
    ['狮群守护者被消灭（704.5g）。', '狮群守护者被消灭。'],
    ['不能分配伤害（规则 510.1c、509.2）', '不能分配伤害'],
    ['The combat damage step begins.', 'The combat damage step begins.'],
    ['Alex gains 1 life (see 119.1) now.', 'Alex gains 1 life (see 119.1) now.'],
    ['It deals damage equal to its power (4).', 'It deals damage equal to its power (4).'],
  ])('%s', (message, shown) => {
    expect(withoutRuleTail(message)).toBe(shown);
  });
});
