// What a continuous effect does, layer by layer (613.1, 613.4), in English: "becomes a 3/3 Land
// Creature", "gets +1/+1", "has its power and toughness switched"…
import type { Keyword, LayerChange, Quantity } from '../../core/cards';
import type { PlayerId } from '../../core/vocabulary';
import type { Say } from '../say';

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const COUNTED: Record<Exclude<Quantity, number>, string> = {
  'cards in your hand': 'the number of cards in its controller’s hand',
  'creatures you control': 'the number of creatures its controller controls',
  'creature cards in your graveyard': 'the number of creature cards in its controller’s graveyard',
};

export function keywordEn(k: Keyword, say: Say): string {
  return typeof k === 'string' ? say.v.keyword[k] : say.v.protection.replace('{color}', say.v.color[k.protection]);
}

function powerAndToughness(p: Quantity | undefined, t: Quantity | undefined): string {
  if (typeof p === 'string' && p === t) return `has power and toughness each equal to ${COUNTED[p]}`;
  if (typeof p === 'number' && typeof t === 'number') return `has base power and toughness ${p}/${t}`;
  // 613.4b: what is set (one of them may be left as it is), a number or a count.
  const q = (x: Quantity) => (typeof x === 'number' ? `${x}` : `equal to ${COUNTED[x]}`);
  const set = [
    ...(p === undefined ? [] : [`base power ${q(p)}`]),
    ...(t === undefined ? [] : [`base toughness ${q(t)}`]),
  ];
  return `has ${set.join(' and ')}`;
}

function one(m: LayerChange, player: PlayerId, say: Say): string[] {
  const type = (t: string) => say.v.cardType[t] ?? t;
  switch (m.layer) {
    case '2':
      return [`comes under ${say.name(player)}’s control`];
    case '3':
      return [`has the word “${say.v.color[m.from]}” in its text changed to “${say.v.color[m.to]}”`];
    case '4': {
      const added = [...(m.addSubtypes ?? []), ...(m.add ?? []).map(type)];
      return [
        ...(added.length ? [`becomes ${article(added[0])} ${added.join(' ')}`] : []),
        ...(m.remove ?? []).map((t) => `stops being ${article(type(t))} ${type(t)}`),
        ...(m.removeSubtypes ?? []).map((t) => `stops being ${article(t)} ${t}`),
      ];
    }
    case '5':
      if (m.colors === 'chosen') return ['becomes the color of its controller’s choice'];
      return [m.colors.length ? `becomes ${say.list(m.colors.map((c) => say.v.color[c]))}` : 'becomes colorless'];
    case '6':
      return [
        ...(m.loseAll ? ['loses all abilities'] : []),
        ...(m.lose?.length ? [`loses ${say.list(m.lose.map((k) => keywordEn(k, say)))}`] : []),
        ...(m.gain?.length ? [`gains ${say.list(m.gain.map((k) => keywordEn(k, say)))}`] : []),
        ...(m.grant?.length
          ? m.grant.every((a) => a.text)
            ? [`gains ${say.list(m.grant.map((a) => `“${say.text(a.text!)}”`))}`]
            : [`gains ${m.grant.length === 1 ? 'an ability' : `${m.grant.length} abilities`}`]
          : []),
      ];
    case '7a':
    case '7b':
      return [powerAndToughness(m.power, m.toughness)];
    case '7c':
      return [`gets ${signed(m.power)}/${signed(m.toughness)}`];
    case '7d':
      return ['has its power and toughness switched'];
  }
}

/** "becomes a 3/3 Land Creature and gets +1/+1" — every part of one effect, in layer order. */
export function changesEn(changes: LayerChange[], player: PlayerId, say: Say): string {
  // Each change says something (setup/card-check.ts refuses one that changes nothing).
  return say.list(changes.flatMap((m) => one(m, player, say)));
}
