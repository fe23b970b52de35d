// The rules of an edition link looked up by their number in the older edition: built once per link
// and kept (the fixture mapping and the fates of removed numbers look up thousands of rules).
import type { EditionLink, RuleLink } from '../corpus/model';

const byFrom = new WeakMap<EditionLink, Map<string, RuleLink>>();

/** The link's rule whose number in the older edition is `number`. */
export function stepFrom(link: EditionLink, number: string): RuleLink | undefined {
  let map = byFrom.get(link);
  if (!map) {
    map = new Map(link.rules.filter((r) => r.from !== undefined).map((r) => [r.from!, r]));
    byFrom.set(link, map);
  }
  return map.get(number);
}
