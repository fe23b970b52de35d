// The edition /en/ and /zh/ show: the newest dated edition of the corpus (build time only).
import { loadCorpus } from '../corpus/index';

export const NEWEST_EDITION = loadCorpus().newest;
