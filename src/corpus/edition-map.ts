// Placeholder until the similarity map lands (same commit series).
import type { Edition, EditionMap } from './model.ts';

export function computeEditionMap(old: Edition, current: Edition): EditionMap {
  void old;
  void current;
  return { entries: [], added: [] };
}
