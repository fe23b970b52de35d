// Names from a state, in both languages, without the catalogues: players and objects by the names
// their data gives, and spells and abilities on the stack (or waiting to go there) by their cards'
// names ("Orb of Dreams’s triggered ability"). Action labels (fixtures/describe.ts) and the
// messages of either language (a NameBook) use them; a page that loads one language's catalogue
// names things with these too.
import type { StackItemRef } from '../core/events';
import type { GameState } from '../core/state';
import { characteristics } from '../continuous/layers';
import type { NameBook, Say } from './say';

/** A spell by its card's name, an ability by its source's, in English. */
export function itemEn(r: StackItemRef, say: Pick<Say, 'name'>): string {
  if (r.kind === 'spell') return say.name(r.source);
  return `${say.name(r.source)}’s ${r.kind === 'triggered ability' ? 'triggered' : 'activated'} ability`;
}

/** A spell by its card's name, an ability by its source's, in Chinese. */
export function itemZh(r: StackItemRef, say: Pick<Say, 'name'>): string {
  if (r.kind === 'spell') return say.name(r.source);
  return `${say.name(r.source)}的${r.kind === 'triggered ability' ? '触发式' : '起动式'}异能`;
}

/** No names known: ids are shown as they are. */
export const NO_NAMES: NameBook = () => null;

/** Names from a state: players, objects (an anonymous card is "a card"), and spells and abilities on the stack or waiting to go there. */
export function namesIn(state: GameState): NameBook {
  const book: NameBook = (id) => {
    const p = state.players.find((x) => x.id === id);
    if (p) return { en: p.name, zh: p.nameZh ?? p.name };
    const o = state.objects[id];
    if (o) {
      const c = characteristics(state, o);
      // 708.2: a face-down permanent has no name (nor has a copy of one, 707.2).
      if (c.name === '')
        return o.faceDown
          ? { en: 'a face-down creature', zh: '一个面朝下的生物' }
          : { en: 'a creature with no name', zh: '一个没有名称的生物' };
      return { en: c.name, zh: c.nameZh ?? c.name, ...(c.anonymous ? { anonymous: true } : {}) };
    }
    const item = state.stack.find((x) => x.id === id);
    const waiting = state.pendingTriggers.find((x) => x.id === id);
    const ref = item
      ? { object: id, kind: item.kind, source: item.source }
      : waiting
        ? { object: id, kind: 'triggered ability' as const, source: waiting.source }
        : null;
    if (!ref) return null;
    // The source is an object on the battlefield or a card being cast, named as the data names
    // it (never an anonymous card: a library given as a number casts nothing); English in the
    // typographic style of the messages (’).
    const source = book(ref.source);
    const en = { name: () => (source ? source.en.replace(/'/g, '’') : ref.source) };
    const zh = { name: () => (source ? source.zh : ref.source) };
    return { en: itemEn(ref, en), zh: itemZh(ref, zh) };
  };
  return book;
}
