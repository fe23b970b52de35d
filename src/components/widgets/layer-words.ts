// The layers widget in words: what an effect does in each layer, the value a layer governs, why a
// step came when it did, and the board's problems — from the island's strings (src/i18n
// `widget.layers.*`; colours, keywords, card types and subtypes from the engine's vocabulary),
// pure, so the unit tests read the same sentences the reader does.
import type { Ability, CardDef, Characteristics, Keyword, LayerEffectStep, Modification } from '../../../engine/index';
import type { BoardProblem, LayerDraft, Stamped } from './layer-board';
import type { Lang, Strings } from './text';
import { nameIn, tr } from './text';

export interface Words {
  strings: Strings;
  lang: Lang;
  draft: LayerDraft;
}

const list = (w: Words, items: string[]) => items.join(tr(w.strings, 'widget.layers.sep'));

export function cardName(w: Words, card: CardDef): string {
  return nameIn(card.name, card.nameZh, w.lang);
}

/** A permanent's name, also one the reader removed. */
export function objectName(w: Words, id: string): string {
  const card = w.draft.permanents.find((p) => p.id === id)?.card ?? w.draft.removed[id];
  return card ? cardName(w, card) : id;
}

export function playerName(w: Words, id: string): string {
  return tr(w.strings, `widget.layers.player.${id}`);
}

/** "effect 2" (an Example's), "added effect 1" (the reader's); a static ability's: "X's static ability". */
export function effectName(w: Words, id: string): string {
  if (id.startsWith('static:'))
    return tr(w.strings, 'widget.layers.staticOf', { name: objectName(w, id.split(':')[1]) });
  const n = id.slice(1);
  return tr(w.strings, id.startsWith('n') ? 'widget.layers.newEffectName' : 'widget.layers.effectName', { n });
}

export function stampedName(w: Words, s: Stamped): string {
  return 'permanent' in s ? objectName(w, s.permanent) : effectName(w, s.effect);
}

const typeName = (w: Words, t: string) => {
  const key = `widget.type.${t}`;
  return w.strings[key] ?? t;
};
/** A subtype's name from the engine's vocabulary (`widget.subtype.*`); one it has none for, as it is. */
const subtypeName = (w: Words, t: string) => w.strings[`widget.subtype.${t}`] ?? t;
const colorName = (w: Words, c: string) => tr(w.strings, `widget.color.${c}`);

export function keywordName(w: Words, k: Keyword): string {
  if (typeof k === 'object') return tr(w.strings, 'widget.kw.protection', { color: colorName(w, k.protection) });
  return tr(w.strings, `widget.kw.${k.replace(/\s+/g, '-')}`);
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const pt = (p: number | undefined, t: number | undefined) => `${p ?? '—'}/${t ?? '—'}`;

/** A number of power or toughness, or what it counts (604.3, 613.4b). */
const quantity = (w: Words, x: number | string) =>
  typeof x === 'number' ? String(x) : tr(w.strings, `widget.layers.quantity.${x.replace(/\s+/g, '-')}`);

/** What one part of an effect does, in its layer. */
export function changeText(w: Words, m: Modification): string {
  const s = w.strings;
  switch (m.layer) {
    case '1a':
      return tr(s, 'widget.layers.copyOf', { name: objectName(w, m.copy) });
    case '2':
      // A resolved effect names the player; a card's "gain control" says "you" (its controller).
      return 'controller' in m
        ? tr(s, 'widget.layers.control', { player: playerName(w, m.controller) })
        : tr(s, 'widget.layers.controlYou');
    case '3':
      return tr(s, 'widget.layers.textChange', { from: colorName(w, m.from), to: colorName(w, m.to) });
    case '4': {
      const parts: string[] = [];
      if (m.add?.length)
        parts.push(
          tr(s, 'widget.layers.addTypes', {
            types: list(
              w,
              m.add.map((t) => typeName(w, t)),
            ),
          }),
        );
      if (m.remove?.length)
        parts.push(
          tr(s, 'widget.layers.removeTypes', {
            types: list(
              w,
              m.remove.map((t) => typeName(w, t)),
            ),
          }),
        );
      if (m.addSubtypes?.length)
        parts.push(
          tr(s, 'widget.layers.addSubtypes', {
            subtypes: list(
              w,
              m.addSubtypes.map((t) => subtypeName(w, t)),
            ),
          }),
        );
      if (m.removeSubtypes?.length)
        parts.push(
          tr(s, 'widget.layers.removeSubtypes', {
            subtypes: list(
              w,
              m.removeSubtypes.map((t) => subtypeName(w, t)),
            ),
          }),
        );
      return list(w, parts);
    }
    case '5':
      // 608.2d: "the colour of your choice", chosen as the effect's spell or ability resolves.
      return m.colors === 'chosen'
        ? tr(s, 'widget.layers.colorsChosen')
        : tr(s, 'widget.layers.colors', { colors: colorsText(w, m.colors) });
    case '6': {
      const parts: string[] = [];
      if (m.loseAll) parts.push(tr(s, 'widget.layers.loseAll'));
      if (m.gain?.length)
        parts.push(
          tr(s, 'widget.layers.gain', {
            keywords: list(
              w,
              m.gain.map((k) => keywordName(w, k)),
            ),
          }),
        );
      if (m.lose?.length)
        parts.push(
          tr(s, 'widget.layers.lose', {
            keywords: list(
              w,
              m.lose.map((k) => keywordName(w, k)),
            ),
          }),
        );
      for (const a of m.grant ?? [])
        parts.push(tr(s, 'widget.layers.grant', { text: a.text ? nameIn(a.text.en, a.text.zh, w.lang) : '…' }));
      return list(w, parts);
    }
    case '7a':
      return tr(s, 'widget.layers.define', { power: quantity(w, m.power), toughness: quantity(w, m.toughness) });
    case '7b': {
      // A number, or a quantity counted as it applies (613.4b).
      const q = (x: number | string | undefined) => (x === undefined ? '—' : quantity(w, x));
      return typeof m.power === 'string' || typeof m.toughness === 'string'
        ? tr(s, 'widget.layers.define', { power: q(m.power), toughness: q(m.toughness) })
        : tr(s, 'widget.layers.set', { pt: pt(m.power, m.toughness) });
    }
    case '7c':
      return tr(s, 'widget.layers.modify', { pt: `${signed(m.power)}/${signed(m.toughness)}` });
    case '7d':
      return tr(s, 'widget.layers.switch');
  }
}

export function colorsText(w: Words, colors: readonly string[]): string {
  return colors.length
    ? list(
        w,
        colors.map((c) => colorName(w, c)),
      )
    : tr(w.strings, 'widget.layers.colorless');
}

/** A type line: "Land Artifact Creature — Plant Zombie" (capitals in English, as on a card). */
export function typeLine(w: Words, c: Pick<Characteristics, 'types' | 'subtypes'>): string {
  const cap = (x: string) => (w.lang === 'en' ? x.charAt(0).toUpperCase() + x.slice(1) : x);
  const types = c.types.map((t) => cap(typeName(w, t))).join(w.lang === 'zh' ? '' : ' ') || '—';
  return c.subtypes.length
    ? `${types} — ${c.subtypes.map((t) => subtypeName(w, t)).join(w.lang === 'zh' ? '／' : ' ')}`
    : types;
}

function abilityText(w: Words, a: Ability): string {
  const d = a.def;
  if (d.text) return `“${nameIn(d.text.en, d.text.zh, w.lang)}”`;
  return tr(w.strings, 'widget.layers.unnamedAbility');
}

export function abilitiesText(w: Words, c: Pick<Characteristics, 'keywords' | 'abilities'>): string {
  const all = [...c.keywords.map((k) => keywordName(w, k)), ...c.abilities.map((a) => abilityText(w, a))];
  return all.length ? list(w, all) : tr(w.strings, 'widget.layers.noAbilities');
}

export const ptText = (c: Pick<Characteristics, 'power' | 'toughness'>) =>
  c.power === undefined && c.toughness === undefined ? '—' : pt(c.power, c.toughness);

/** The characteristic a layer governs, as it stands (after that layer's step). */
export function valueText(w: Words, layer: string, c: Characteristics): string {
  switch (layer) {
    case '1a':
    case '1b':
      return `${c.name ? nameIn(c.name, c.nameZh, w.lang) : tr(w.strings, 'widget.layers.noName')} · ${typeLine(w, c)} · ${colorsText(w, c.colors)} · ${ptText(c)}`;
    case '3':
      return abilitiesText(w, c);
    case '2':
      return tr(w.strings, 'widget.layers.controlledBy', { player: playerName(w, c.controller) });
    case '4':
      return typeLine(w, c);
    case '5':
      return colorsText(w, c.colors);
    case '6':
      return abilitiesText(w, c);
    default:
      return ptText(c);
  }
}

/** Why the step came when it did (613.7, 613.8). */
export function orderText(w: Words, step: LayerEffectStep): string {
  const s = w.strings;
  switch (step.order) {
    case 'alone':
      return tr(s, 'widget.layers.order.alone');
    case 'timestamp':
      return tr(s, 'widget.layers.order.timestamp');
    case 'characteristic-defining':
      return tr(s, 'widget.layers.order.characteristic-defining');
    case 'loop':
      return tr(s, 'widget.layers.order.loop', {
        names: list(
          w,
          (step.loop ?? []).map((id) => effectName(w, id)),
        ),
      });
    case 'dependency': {
      const name = (id: string) => (id === step.effect ? tr(s, 'widget.layers.thisEffect') : effectName(w, id));
      const waiting = (step.ahead ?? []).map((a) =>
        tr(s, 'widget.layers.order.waits', { name: effectName(w, a.effect), deps: list(w, a.waitsFor.map(name)) }),
      );
      return tr(s, 'widget.layers.order.dependency', { waiting: list(w, waiting) });
    }
  }
}

export function problemText(w: Words, p: BoardProblem): string {
  const s = w.strings;
  switch (p.kind) {
    case 'timestamp':
      return tr(s, 'widget.layers.problem.timestamp', { what: stampedName(w, p.what), text: p.text });
    case 'shared-timestamp':
      return tr(s, 'widget.layers.problem.shared', { a: stampedName(w, p.a), b: stampedName(w, p.b), n: p.timestamp });
    case 'counters':
      return tr(s, 'widget.layers.problem.counters', { name: objectName(w, p.permanent), text: p.text });
    case 'missing-object':
      return tr(s, 'widget.layers.problem.missing', {
        effect: effectName(w, p.effect),
        object: objectName(w, p.object),
      });
    case 'no-permanents':
      return tr(s, 'widget.layers.problem.empty');
  }
}
