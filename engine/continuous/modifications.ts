// What an effect does to an object in each layer (613.1, 613.4): copy (707.2), control, text
// (612.2), types, colours, abilities, and power and toughness — defined (604.3), set, modified and
// switched.

import type { Quantity } from '../core/cards';
import type { Layer, Modification } from '../core/continuous';
import type { Color, ObjectId } from '../core/vocabulary';
import { affectedNow, exists } from './affected';
import type { Instance, Locked, Run, View } from './layer-run';
import { fromCard, printedOnce, sameKeyword } from './printed';

/** A number counted as the game looks now (604.3, 613.4b), from the point of view of `id`'s controller. */
function quantity(r: Run, w: View, id: ObjectId, q: Quantity): number {
  if (typeof q === 'number') return q;
  const s = r.s;
  const you = w.get(id)!.controller;
  const player = s.players.find((p) => p.id === you);
  if (q === 'cards in your hand') return player?.hand.length ?? 0;
  if (q === 'creature cards in your graveyard')
    return (player?.graveyard ?? []).filter((x) =>
      (w.get(x) ?? (s.objects[x] ? printedOnce(s.objects[x]) : null))?.types.includes('Creature'),
    ).length;
  let n = 0;
  for (const x of w.keys()) {
    const c = w.get(x)!;
    if (r.here.has(x) && c.controller === you && c.types.includes('Creature')) n++;
  }
  return n;
}

/**
 * 612.2: a colour word in rules text changed from one colour to another — only a value under a
 * colour field (color, colors, protection): never a mana symbol ('mana', 'manaCost') or a name.
 */
function recolour<T>(value: T, from: Color, to: Color, key = ''): T {
  if (typeof value === 'string')
    return (value === from && (key === 'color' || key === 'colors' || key === 'protection') ? to : value) as T;
  if (Array.isArray(value)) return value.map((v) => recolour(v, from, to, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = recolour(v, from, to, k);
    return out as T;
  }
  return value;
}

/** Apply one effect's changes of this layer to one object. */
function change(r: Run, w: View, id: ObjectId, m: Modification, inst: Instance): void {
  const s = r.s;
  const c = w.get(id)!;
  switch (m.layer) {
    case '1a':
      // 707.2: the copiable values of the original as the effect began (707.2b: kept by
      // continuous/create.ts as every copy effect is made; none if the original was gone); not its controller.
      if (m.values) w.set(id, fromCard(m.values, c.controller));
      return;
    case '2':
      if ('controller' in m) c.controller = m.controller;
      else if (inst.source) c.controller = w.get(inst.source)?.controller ?? s.objects[inst.source].controller;
      return;
    case '3':
      // 612.2: colour words used as colour words, in the rules text (its abilities and keywords).
      c.keywords = recolour(c.keywords, m.from, m.to);
      c.abilities = c.abilities.map((a) => ({ key: a.key, def: recolour(a.def, m.from, m.to) }));
      return;
    case '4':
      c.types = c.types.filter((t) => !(m.remove ?? []).includes(t));
      for (const t of m.add ?? []) if (!c.types.includes(t)) c.types.push(t);
      c.subtypes = c.subtypes.filter((t) => !(m.removeSubtypes ?? []).includes(t));
      for (const t of m.addSubtypes ?? []) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return;
    case '5':
      if (m.colors !== 'chosen') c.colors = [...m.colors];
      return;
    case '6':
      if (m.loseAll) {
        c.keywords = [];
        c.abilities = [];
      }
      if (m.lose?.length) c.keywords = c.keywords.filter((k) => !m.lose!.some((l) => sameKeyword(k, l)));
      c.keywords.push(...(m.gain ?? []));
      (m.grant ?? []).forEach((def, n) => {
        const key = `${inst.id}:${n}`;
        c.abilities.push({ key, def });
        r.grantedAt.set(key, inst.timestamp);
      });
      return;
    case '7a':
    case '7b':
      if (m.power !== undefined) c.power = quantity(r, w, id, m.power);
      if (m.toughness !== undefined) c.toughness = quantity(r, w, id, m.toughness);
      return;
    case '7c':
      c.power = (c.power ?? 0) + m.power;
      c.toughness = (c.toughness ?? 0) + m.toughness;
      return;
    case '7d':
      [c.power, c.toughness] = [c.toughness, c.power];
      return;
  }
}

/** Apply an effect in this layer: to the objects it began applying to, or those it applies to now (then locked, 613.6). */
export function applyEffect(r: Run, w: View, layer: Layer, inst: Instance, locked: Locked): void {
  if (!exists(w, inst, locked)) return;
  const objects = locked.get(inst.id) ?? affectedNow(r, w, inst);
  locked.set(inst.id, objects);
  for (const m of inst.changes)
    if (m.layer === layer) for (const id of objects) if (w.has(id)) change(r, w, id, m, inst);
}
