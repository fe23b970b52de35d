// The rules of an edition link looked up by number, on either side: built once per link and kept
// (the history lines and the fixture mapping look up thousands of rules).
import type { EditionLink, RuleLink } from '../corpus/model';

const byFrom = new WeakMap<EditionLink, Map<string, RuleLink>>();
const byTo = new WeakMap<EditionLink, Map<string, RuleLink>>();

function index(
  cache: WeakMap<EditionLink, Map<string, RuleLink>>,
  link: EditionLink,
  side: 'from' | 'to',
): Map<string, RuleLink> {
  let map = cache.get(link);
  if (!map) {
    map = new Map(link.rules.filter((r) => r[side] !== undefined).map((r) => [r[side]!, r]));
    cache.set(link, map);
  }
  return map;
}

/** The link's rule whose number in the older edition is `number`. */
export const stepFrom = (link: EditionLink, number: string): RuleLink | undefined =>
  index(byFrom, link, 'from').get(number);

/** The link's rule whose number in the newer edition is `number`. */
export const stepTo = (link: EditionLink, number: string): RuleLink | undefined => index(byTo, link, 'to').get(number);
