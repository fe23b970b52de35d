// Which widget demonstrates which rules: a widget sits under each rule it demonstrates. A page
// holds a section (or one keyword of 701/702), so a widget is shown once, under the first of its rules there;
// its other rules on that page point up to it.
import { compareNumbers } from '../../corpus/numbers';
import { partOf } from '../../site/parts';

export const WIDGET_RULES = {
  damage: ['509.2', '510.1c', '510.1d'],
  attack: ['508.1c', '508.1d'],
  block: ['509.1c'],
  walker: ['500.1'],
  layers: ['613.1', '613.4d', '613.5', '613.6', '613.7', '613.8', '613.9'],
} as const;

export type WidgetName = keyof typeof WIDGET_RULES;

/** The page a rule is on (its section, or its keyword's page in 701/702). */
export const sectionOf = (rule: string): string => partOf(rule);

/**
 * Where a thing tagged with `rules` appears relative to `rule`: 'here' (shown under this rule),
 * { above: home } (shown under another rule of the same page), or null (not tagged).
 */
export function placement(
  rules: readonly string[],
  rule: string,
  primaryFirst = false,
): 'here' | { above: string } | null {
  if (!rules.includes(rule)) return null;
  const samePage = rules.filter((r) => sectionOf(r) === sectionOf(rule)).sort(compareNumbers);
  // A fixture lives under its primary rule (the first it names) when that rule is on this page.
  const home = primaryFirst && samePage.includes(rules[0]) ? rules[0] : samePage[0];
  return home === rule ? 'here' : { above: home };
}

export function widgetsFor(rule: string): { name: WidgetName; where: 'here' | { above: string } }[] {
  const out: { name: WidgetName; where: 'here' | { above: string } }[] = [];
  for (const name of Object.keys(WIDGET_RULES) as WidgetName[]) {
    const where = placement(WIDGET_RULES[name], rule);
    if (where) out.push({ name, where });
  }
  return out;
}
