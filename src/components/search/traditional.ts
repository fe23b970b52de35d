// Traditional → Simplified for queries: the rules are in Simplified Chinese and pagefind matches
// characters as written, so 阻擋 would not find 阻挡. The converter (Taiwan variants → mainland
// characters, opencc's dictionaries, ~30 KB gzip) is loaded only for a query with CJK in it.
// The commentary is in Traditional characters: its index is searched with the query turned the
// other way (character by character; a Traditional query is left as it is).

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

let converter: Promise<(text: string) => string> | undefined;

/** The Simplified spelling of a (possibly Traditional) query; other text is left as is. */
export async function toSimplified(text: string): Promise<string> {
  converter ??= import('./opencc-tw-cn').then((m) => m.twToCn);
  const convert = await converter;
  return convert(text);
}

let reverse: Promise<(text: string) => string> | undefined;

/** The Taiwan Traditional spelling of a (possibly Simplified) query, for the commentary. */
export async function toTraditional(text: string): Promise<string> {
  reverse ??= import('./opencc-cn-tw').then((m) => m.cnToTw);
  const convert = await reverse;
  return convert(text);
}
