// The catalogues say everything the engine emits, in both languages and one typographic style:
// every event, refusal and decision of every fixture and of random games is rendered in English
// and Chinese and checked for holes (an unknown name, "undefined", a "(s)" plural) and for the
// straight apostrophe in English; then the defects readers reported are checked one by one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import type { RuleViolation } from '../core/results';
import type { GameState } from '../core/state';
import { profilesOf } from '../fixtures/model';
import { parseCardFile, parseFixture } from '../fixtures/parse';
import { runFixture } from '../fixtures/run';
import { apply, createGame, startGame } from '../index';
import { candidateActions } from '../game/legal-actions';
import { mulberry, playRandom, randomSetup } from '../game/random-play';
import { act, creature, game, passUntil, twoPlayers } from '../game/test-kit';
import { decisionText, eventText, namesIn, refusalText, VOCABULARY, type Lang } from './index';

const LANGS: Lang[] = ['en', 'zh'];

/** What is wrong with a rendered message, if anything. */
function flaws(text: string, lang: Lang): string[] {
  const out: string[] = [];
  if (text.trim() === '') out.push('empty');
  for (const hole of ['undefined', 'NaN', '[object', 'null', '(s)']) if (text.includes(hole)) out.push(hole);
  if (lang === 'en' && text.includes("'")) out.push('straight apostrophe');
  return out;
}

interface Seen {
  events: [GameEvent, GameState][];
  refusals: [RuleViolation, GameState][];
  decisions: [Decision, GameState][];
}

function check(seen: Seen): string[] {
  const bad: string[] = [];
  for (const lang of LANGS) {
    for (const [e, s] of seen.events) {
      const text = eventText(e, lang, namesIn(s));
      if (text === null) {
        if (!(e.type === 'step-began' && e.step === 'main')) bad.push(`${lang} ${e.type}: no text`);
        continue;
      }
      for (const f of flaws(text, lang)) bad.push(`${lang} ${e.type}: ${f} in “${text}”`);
    }
    for (const [r, s] of seen.refusals)
      for (const f of flaws(refusalText(r, lang, namesIn(s)), lang)) bad.push(`${lang} ${r.code}: ${f}`);
    for (const [d, s] of seen.decisions)
      for (const f of flaws(decisionText(d, lang, namesIn(s)), lang)) bad.push(`${lang} ${d.kind}: ${f}`);
  }
  return [...new Set(bad)];
}

const DIR = join(resolve(import.meta.dirname, '..', '..'), 'tests', 'fixtures');

describe('the catalogues say everything the engine emits', () => {
  it('in every fixture, under every profile', () => {
    const cardsParsed = parseCardFile(readFileSync(join(DIR, 'cards.yaml'), 'utf8'), 'cards.yaml');
    if (!cardsParsed.ok) throw new Error('cards.yaml does not parse');
    const seen: Seen = { events: [], refusals: [], decisions: [] };
    const types = new Set<string>();
    for (const file of readdirSync(DIR).filter((f) => /^\d.*\.yaml$/.test(f))) {
      const p = parseFixture(readFileSync(join(DIR, file), 'utf8'), file);
      if (!p.ok || p.value.pending) continue;
      for (const profile of profilesOf(p.value)) {
        for (const entry of runFixture(p.value, { profile, cards: cardsParsed.value }).trace) {
          for (const e of entry.events) {
            seen.events.push([e, entry.state]);
            types.add(e.type);
          }
          if (entry.violation) seen.refusals.push([entry.violation, entry.state]);
          if (entry.decision) seen.decisions.push([entry.decision, entry.state]);
        }
      }
    }
    expect(types.size).toBeGreaterThan(60);
    expect(check(seen)).toEqual([]);
  });

  it('in random games, refused tries included', () => {
    const seen: Seen = { events: [], refusals: [], decisions: [] };
    for (let seed = 1; seed <= 24; seed++) {
      const r = createGame(randomSetup(seed, 2 + (seed % 3)));
      if (!r.ok) continue;
      const rnd = mulberry(seed);
      playRandom(
        r.value,
        (n) => Math.floor(rnd() * n),
        150,
        (before, _action, after, events) => {
          for (const e of events) seen.events.push([e, after]);
          for (const c of candidateActions(after).slice(0, 4)) {
            const tried = apply(after, c);
            if (!tried.ok) seen.refusals.push([tried.error, after]);
          }
          void before;
        },
      );
    }
    expect(seen.events.length).toBeGreaterThan(1000);
    expect(check(seen)).toEqual([]);
  });

  it('names in English use the typographic apostrophe', () => {
    const values = (x: unknown): string[] =>
      typeof x === 'string' ? [x] : x && typeof x === 'object' ? Object.values(x).flatMap(values) : [];
    expect(values(VOCABULARY.en).filter((w) => w.includes("'"))).toEqual([]);
  });
});

describe('what readers reported', () => {
  const herald = creature('Herald', 1, 3, {
    nameZh: '传令官',
    abilities: [
      {
        kind: 'triggered',
        trigger: 'beginning of step',
        step: 'upkeep',
        effect: { type: 'gain life', amount: 1 },
        text: { en: 'At the beginning of your upkeep, you gain 1 life.', zh: '在你的维持开始时，你获得1点生命。' },
      },
    ],
  });

  it('a triggered ability goes on the stack as its source’s, its text quoted', () => {
    const started = startGame(
      twoPlayers({ turn: 2, activePlayer: 'A', battlefield: [{ id: 'h', card: herald, controller: 'A' }] }),
    );
    if (!started.ok) throw new Error(started.error.code);
    const t = started.value;
    const ev = t.events.find((e) => e.type === 'trigger-put-on-stack')!;
    expect(eventText(ev, 'en', namesIn(t.state))).toBe(
      'Herald’s triggered ability goes on the stack (“At the beginning of your upkeep, you gain 1 life.”).',
    );
    expect(eventText(ev, 'zh', namesIn(t.state))).toBe(
      '传令官的触发式异能放进堆叠（“在你的维持开始时，你获得1点生命。”）。',
    );
  });

  it('a main phase begins once: its single "step" says nothing of its own', () => {
    const s = game(twoPlayers({ turn: 2, activePlayer: 'A', phase: 'beginning', step: 'draw', priority: 'A' }));
    const t = passUntil(s, (x) => x.turn.step === 'main');
    const texts = t.events.map((e) => eventText(e, 'en', namesIn(t.state))).filter((x) => x !== null);
    expect(texts.filter((x) => x === 'The precombat main phase begins.')).toHaveLength(1);
  });

  it('an anonymous card is "a card"', () => {
    const s = game(twoPlayers({ turn: 2, activePlayer: 'A', step: 'upkeep', priority: 'A' }));
    const drawn = s.players[0].library[0];
    const text = eventText(
      { type: 'discarded', rules: ['701.8'], player: 'A', object: drawn, from: 'hand', to: 'graveyard' },
      'en',
      namesIn(s),
    );
    expect(text).toBe('Alice discards a card.');
  });

  it('one attacker "becomes tapped as it attacks"; plurals are said, never "(s)"', () => {
    let s = game(
      twoPlayers({
        turn: 2,
        activePlayer: 'A',
        phase: 'combat',
        step: 'beginning of combat',
        priority: 'A',
        battlefield: [
          { id: 'ds', card: creature('Double Striker', 2, 2, { keywords: ['double strike'] }), controller: 'A' },
        ],
      }),
    );
    s = passUntil(s, (x) => x.turn.step === 'declare attackers').state;
    const r = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'ds', target: 'B' }] });
    const tapped = r.events.find((e) => e.type === 'tapped')!;
    expect(eventText(tapped, 'en', namesIn(r.state))).toBe('Double Striker becomes tapped as it attacks.');
    const removed = { type: 'damage-removed' as const, rules: ['514.2'], objects: ['ds'], amount: 1 };
    expect(eventText(removed, 'en')).toBe('Damage wears off (1 permanent), and 1 “until end of turn” effect ends.');
  });

  it('800.4j: a turn that goes on after its player left says so, and what no active player does', () => {
    const s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      turn: 2,
      step: 'upkeep',
      priority: 'A',
    });
    const left = act(s, { type: 'concede', player: 'A' });
    const goesOn = left.events.find((e) => e.type === 'turn-continues')!;
    expect(eventText(goesOn, 'en', namesIn(left.state))).toBe(
      'A left the game during their turn: the turn goes on to its end without an active player.',
    );
    expect(eventText(goesOn, 'zh', namesIn(left.state))).toBe(
      'A在自己的回合中离开游戏：该回合在没有主动牌手的情况下继续进行到结束。',
    );
    const led = { type: 'turn-continues' as const, rules: ['800.4j', '805.2'], player: 'A', leader: 'B' };
    expect(eventText(led, 'en', namesIn(s))).toBe(
      'A left the game during their team’s turn: the turn goes on, led by B.',
    );
    expect(eventText(led, 'zh', namesIn(s))).toBe('A在其队伍的回合中离开游戏：该回合继续进行，由B带领。');
    const draw = passUntil(left.state, (x) => x.turn.step === 'draw').events.find(
      (e) => e.type === 'no-active-player',
    )!;
    expect(eventText(draw, 'en')).toBe('There is no active player: no one draws a card for the draw step.');
    expect(eventText(draw, 'zh')).toBe('没有主动牌手：抓牌步骤中没有人抓牌。');
    const steps = ['beginning of combat', 'declare attackers', 'cleanup'] as const;
    for (const step of steps)
      for (const lang of LANGS) {
        const text = eventText({ type: 'no-active-player', rules: ['800.4j'], step }, lang)!;
        expect(flaws(text, lang)).toEqual([]);
        expect(text).not.toMatch(/nothing happens|什么也不发生/);
      }
  });

  it('a decision names who decides', () => {
    const s = game(twoPlayers({ turn: 2, activePlayer: 'A', step: 'upkeep', priority: 'A' }));
    expect(decisionText({ kind: 'priority', player: 'A', rules: ['117.3'] }, 'en', namesIn(s))).toMatch(
      /^Alice has priority/,
    );
    expect(decisionText({ kind: 'priority', player: 'A', rules: ['117.3'] }, 'zh', namesIn(s))).toMatch(
      /^爱丽丝拥有优先权/,
    );
  });
});
