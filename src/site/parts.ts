// Which page a rule number is on. Most sections are one page; sections too long for one page
// (about 190 keywords in 702) give each top rule after the general rule x.1 a page of its own
// ("702.19", Trample, with its subrules). No imports: the build and the tests share it as is.

export const SPLIT_SECTIONS: ReadonlySet<string> = new Set(['701', '702']);

/** The page a rule or section number is shown on: "510" for 510.1c, "702.19" for 702.19b,
 *  "702" for 702, 702.1 and 702.1a (the section page holds the general rule). */
export function partOf(number: string): string {
  const section = number.slice(0, 3);
  if (!SPLIT_SECTIONS.has(section)) return section;
  const top = /^\d{3}\.(\d+)/.exec(number)?.[1];
  return top === undefined || top === '1' ? section : `${section}.${top}`;
}
