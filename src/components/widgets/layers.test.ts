// The layers widget's pure parts, against the real engine: each preset is a setup the engine
// accepts; each of 613's Examples comes out as the Example says, and so do the changes its words
// describe (an effect ending, another applied again); the steps come in the layers' order, not the
// timestamps'; nonsense on the board is answered with its problems, in both languages.
import { describe, expect, it } from 'vitest';
import { characteristics, checkSetup } from '../../../engine/index';
import type { LayerEffectStep } from '../../../engine/index';
import {
  addEffect,
  changeOf,
  draftOf,
  readBoard,
  removeEffect,
  removePermanent,
  setCounters,
  setEffectTimestamp,
  setPermanentTimestamp,
  setupOf,
  traceBoard,
  type LayerDraft,
  type NewEffectForm,
} from './layer-board';
import { LAYER_PRESETS } from './layer-presets';
import { orderText, problemText, valueText, type Words } from './layer-words';
import { ISLAND_STRINGS, stringsFor } from './strings';

const preset = (id: string) => draftOf(LAYER_PRESETS.find((p) => p.id === id)!);

function result(d: LayerDraft) {
  const t = traceBoard(d);
  if (!t.ok) throw new Error(`unexpected problems: ${JSON.stringify(t.problems)}`);
  // The trace's last values are the engine's characteristics(state, object).
  expect(t.trace.result).toEqual(characteristics(t.state, t.state.objects[t.trace.object]));
  return t.trace.result;
}
const pt = (d: LayerDraft) => {
  const c = result(d);
  return `${c.power}/${c.toughness}`;
};
const words = (lang: 'en' | 'zh', draft: LayerDraft): Words => ({
  lang,
  draft,
  strings: stringsFor(lang, ISLAND_STRINGS.layers),
});
const form = (over: Partial<NewEffectForm>): NewEffectForm => ({
  kind: 'modify',
  target: 'x',
  power: '1',
  toughness: '1',
  color: 'W',
  type: 'Creature',
  keyword: 'flying',
  player: 'you',
  copy: 'x',
  ...over,
});

describe('layers widget presets', () => {
  it.each(LAYER_PRESETS.map((p) => p.id))('%s is a setup the engine accepts (its cards included)', (id) => {
    expect(checkSetup(setupOf(preset(id)))).toBeNull();
    expect(checkSetup(setupOf(preset(id), false))).toBeNull();
  });

  it('each Example comes out as it says', () => {
    expect(pt(preset('613.4d-1'))).toBe('4/6');
    expect(pt(preset('613.4d-2'))).toBe('4/1');
    expect(pt(preset('613.4d-3'))).toBe('1/4');
    expect(result(preset('613.5-1'))).toMatchObject({ colors: ['W'], power: 3, toughness: 3 });
    expect(pt(preset('613.5-2'))).toBe('5/8');
    expect(result(preset('613.6-1'))).toMatchObject({ colors: ['U'], power: 3, toughness: 3 });
    expect(result(preset('613.6-2'))).toMatchObject({ controller: 'you', keywords: ['haste'] });
    expect(result(preset('613.6-3'))).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 2 });
    expect(result(preset('613.6-4'))).toMatchObject({
      types: ['Land', 'Creature'],
      subtypes: ['Plant', 'Zombie'],
      colors: ['B', 'G'],
      power: 11,
      toughness: 11,
    });
    // The subtypes in the reader's language, from the engine's vocabulary (engine/messages/subtypes.ts).
    const svogthos = preset('613.6-4');
    expect(valueText(words('en', svogthos), '4', result(svogthos))).toBe('Land Creature — Plant Zombie');
    expect(valueText(words('zh', svogthos), '4', result(svogthos))).toBe('地生物 — 植物／灵俑');
    expect(result(preset('613.9-1')).keywords).toEqual([]);
    expect(result(preset('613.9-2'))).toMatchObject({ colors: ['W'], power: 3, toughness: 3 });
    expect(result(preset('dependency'))).toMatchObject({
      types: ['Land', 'Artifact', 'Creature'],
      power: 2,
      toughness: 2,
    });
    expect(result(preset('copy'))).toMatchObject({
      name: 'Angel',
      colors: ['W'],
      keywords: ['flying'],
      power: 4,
      toughness: 4,
      controller: 'you',
    });
  });

  it('the changes the Examples describe: an effect ends, a colour changes, an effect is applied again', () => {
    expect(pt(removeEffect(preset('613.4d-2'), 'e1'))).toBe('3/1'); // 613.4d Example 2
    expect(pt(removeEffect(preset('613.4d-3'), 'e3'))).toBe('4/1');
    const red = addEffect(preset('613.5-1'), ['x'], [{ layer: '5', colors: ['R'] }]);
    expect(result(red)).toMatchObject({ colors: ['R'], power: 2, toughness: 2 }); // 613.5 Example 1
    expect(pt(removeEffect(preset('613.5-2'), 'e2'))).toBe('7/9'); // before the 0/1 effect
    expect(pt(setEffectTimestamp(preset('613.6-4'), 'e1', '5'))).toBe('4/4'); // 613.6 Example 4's last sentence
    expect(result(setEffectTimestamp(preset('613.9-1'), 'e1', '4')).keywords).toEqual(['flying']); // 613.9 Example 1, reversed
    const land = result(removeEffect(preset('dependency'), 'e1'));
    expect(land.types).toEqual(['Land']);
    expect(land.power).toBeUndefined();
  });

  it('the steps follow the layers, not the timestamps (613.4d Example 1: the switch applies last)', () => {
    const t = traceBoard(preset('613.4d-1'));
    if (!t.ok) throw new Error('problems');
    expect(
      t.trace.steps.map((s) => [s.layer, (s as LayerEffectStep).effect, `${s.after.power}/${s.after.toughness}`]),
    ).toEqual([
      ['7c', 'e1', '1/4'],
      ['7c', 'e3', '6/4'],
      ['7d', 'e2', '4/6'],
    ]);
    // Gray Ogre: the 0/1 (7b, timestamp 4) applies before the earlier +4/+4 (7c, timestamp 2) and the counter.
    const ogre = traceBoard(preset('613.5-2'));
    if (!ogre.ok) throw new Error('problems');
    expect(ogre.trace.steps.map((s) => s.layer)).toEqual(['7b', '7c', '7c', '7c']);
    expect(ogre.trace.steps[1].kind).toBe('counters');
  });

  it('timestamps decide within a layer: two colour effects, the later wins; swap the timestamps and the other wins', () => {
    const both = addEffect(preset('613.5-1'), ['x'], [{ layer: '5', colors: ['R'] }]); // e1 white (3), n1 red (4)
    expect(result(both).colors).toEqual(['R']);
    const swapped = setEffectTimestamp(setEffectTimestamp(both, 'e1', '5'), 'n1', '3');
    expect(result(swapped)).toMatchObject({ colors: ['W'], power: 3 });
  });

  it('a dependency puts a later effect first, and says so in both languages', () => {
    const d = preset('dependency');
    const t = traceBoard(d);
    if (!t.ok) throw new Error('problems');
    const first = t.trace.steps[0] as LayerEffectStep;
    expect(first).toMatchObject({
      effect: 'e1',
      order: 'dependency',
      ahead: [{ effect: 'static:ench:0', waitsFor: ['e1'] }],
    });
    expect(orderText(words('en', d), first)).toBe(
      'by dependency, ahead of earlier timestamps: Enchantment’s static ability depends on this one',
    );
    expect(orderText(words('zh', d), first)).toBe('按从属关系先于时间印记较早者生效：结界的静止式异能从属于此效应');
    expect(valueText(words('zh', d), '4', first.after)).toBe('地神器');
  });
});

describe('layers widget: nonsense on the board', () => {
  it('a timestamp that is not a whole number from 1 up, two sharing one, counters that are not a number', () => {
    const d = preset('613.5-2');
    for (const text of ['abc', '0', '1.5', '', '-2']) {
      const r = readBoard(setEffectTimestamp(d, 'e1', text));
      expect(r).toEqual({ ok: false, problems: [{ kind: 'timestamp', what: { effect: 'e1' }, text }] });
    }
    expect(readBoard(setPermanentTimestamp(d, 'ench', '4'))).toEqual({
      ok: false,
      problems: [{ kind: 'shared-timestamp', a: { permanent: 'ench' }, b: { effect: 'e2' }, timestamp: 4 }],
    });
    expect(readBoard(setCounters(d, 'ogre', 'x'))).toEqual({
      ok: false,
      problems: [{ kind: 'counters', permanent: 'ogre', text: 'x' }],
    });
    expect(pt(setCounters(d, 'ogre', '-1'))).toBe('3/6'); // −1/−1 counters: a whole number below 0 is fine
  });

  it('an effect on a permanent no longer on the battlefield; an empty board', () => {
    expect(removePermanent(preset('copy'), 'bear').inspect).toBe('angel'); // the layers shown move to one still there
    const d = removePermanent(preset('copy'), 'angel');
    const r = traceBoard(d);
    expect(r).toEqual({
      ok: false,
      problems: [
        { kind: 'missing-object', effect: 'e1', object: 'angel' },
        { kind: 'missing-object', effect: 'e2', object: 'angel' },
      ],
    });
    expect(readBoard(removePermanent(d, 'bear'))).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([{ kind: 'no-permanents' }]),
    });
    // Said in both languages, naming the removed permanent.
    if (r.ok) throw new Error('expected problems');
    expect(problemText(words('en', d), r.problems[1])).toBe(
      'effect 2 refers to Angel, which is no longer on the battlefield: remove the effect, or reset.',
    );
    expect(problemText(words('zh', d), r.problems[1])).toBe('效应2涉及天使，而它已不在战场上：请移除该效应，或重置。');
    // Removing the effects makes sense of it again.
    expect(pt(removeEffect(removeEffect(d, 'e1'), 'e2'))).toBe('2/2');
  });

  it('the problems of a timestamp in both languages name what the reader typed', () => {
    const d = setPermanentTimestamp(preset('613.4d-1'), 'x', 'soon');
    const r = readBoard(d);
    if (r.ok) throw new Error('expected problems');
    expect(problemText(words('en', d), r.problems[0])).toBe(
      'The timestamp of 1/3 creature must be a whole number from 1 up, not “soon”.',
    );
    expect(problemText(words('zh', d), r.problems[0])).toBe('1/3生物的时间印记必须是不小于1的整数，而不是“soon”。');
  });

  it('a new effect: the latest timestamp; power and toughness must be whole numbers', () => {
    const d = addEffect(preset('613.4d-1'), ['x'], [{ layer: '7b', power: 0, toughness: 0 }]);
    expect(d.effects.at(-1)).toMatchObject({ id: 'n1', timestamp: '5' });
    expect(changeOf(form({ power: '2x' }))).toEqual({ ok: false, field: 'power', text: '2x' });
    expect(changeOf(form({ kind: 'set', power: '3', toughness: '-1' }))).toEqual({
      ok: true,
      change: { layer: '7b', power: 3, toughness: -1 },
    });
    expect(changeOf(form({ kind: 'copy', copy: 'y' }))).toEqual({ ok: true, change: { layer: '1a', copy: 'y' } });
  });
});
