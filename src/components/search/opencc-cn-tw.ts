// opencc's mainland → Taiwan converter for search queries, character by character: the phrase
// dictionary (STPhrases) weighs a megabyte, and a query is a few words, so only the character
// table (~32 KB) and Taiwan's variants are loaded. Its own module so the bundle names its chunk.
import { ConverterFactory } from 'opencc-js/core';
import stCharacters from 'opencc-js/dict/STCharacters';
import toTw from 'opencc-js/to/tw';

export const cnToTw: (text: string) => string = ConverterFactory([[stCharacters]], toTw);
