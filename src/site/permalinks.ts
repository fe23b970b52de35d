// The targets of the short permalinks /r/{number}/ (and /r/2011/{number}/): every rule and
// section of an edition, each with its page in both languages.
import type { Edition } from '../corpus/model';
import { ruleHref } from './paths';

export interface PermalinkTarget {
  number: string;
  en: string;
  zh: string;
}

export function permalinkTargets(edition: Edition): PermalinkTarget[] {
  const numbers = [...Object.keys(edition.sections), ...edition.ruleOrder];
  return numbers.map((number) => ({
    number,
    en: ruleHref('en', edition.id, number),
    zh: ruleHref('zh', edition.id, number),
  }));
}
