// opencc's Taiwan → mainland converter, built from only the two dictionaries it needs (the
// packaged "t2cn" entry carries more). Its own module so the bundle names its chunk after it.
import { ConverterFactory } from 'opencc-js/core';
import fromTw from 'opencc-js/from/tw';
import toCn from 'opencc-js/to/cn';

export const twToCn: (text: string) => string = ConverterFactory(fromTw, toCn);
