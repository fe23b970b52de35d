// opencc-js publishes its per-locale dictionaries without type declarations; these two are the
// ones the search imports (Taiwan → Traditional → mainland Simplified, and back by character).
declare module 'opencc-js/from/tw' {
  import type { DictGroup } from 'opencc-js/core';
  const dicts: readonly DictGroup[];
  export default dicts;
}
declare module 'opencc-js/to/cn' {
  import type { DictGroup } from 'opencc-js/core';
  const dicts: readonly DictGroup[];
  export default dicts;
}
declare module 'opencc-js/to/tw' {
  import type { DictGroup } from 'opencc-js/core';
  const dicts: readonly DictGroup[];
  export default dicts;
}
declare module 'opencc-js/dict/STCharacters' {
  import type { DictLike } from 'opencc-js/core';
  const dict: DictLike;
  export default dict;
}
