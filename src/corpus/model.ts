// The vocabulary of the corpus model: what the parser produces and everything else reads.
// Plain data only (no classes, no Maps) so the model serialises as is into the published data
// (/data/corpus.json and the files it names; src/corpus/data.ts).

/** A language of the rule text. `zh` is Simplified Chinese (the rules); the commentary is `zh-TW`. */
export type Lang = 'en' | 'zh';

/** An edition of the rules: a dated Comprehensive Rules document (`'2026-04-17'`, from
 *  content/cr/), the seed chapters 5, 6 and 8 (`'seed'`), or chapter 5 of 2011 (`'2011'`). */
export type EditionId = string;

/** What kind of document an edition is. */
export type EditionKind = 'dated' | 'seed' | '2011';

/** One run of inline text inside a rule, an example or a paragraph. */
export type Inline =
  /** Plain text, exactly as in the source (markup removed). */
  | { kind: 'text'; text: string }
  /** A reference to one rule, a section, or a range ("601.2a–d", "rules 509.1–3").
   *  `linked` is true when the source wrote it as a link (`[508.8](/5#cr508-8)`), absent when the
   *  tokenizer found it in plain text (all English references, a few Chinese ones). */
  | { kind: 'ref'; text: string; ref: RuleRef; linked?: boolean }
  /** Quoted card text, e.g. “attacks each combat if able”; `text` includes the quotes.
   *  `content` is present only when the quote holds symbols, references, links or a nested quote:
   *  the runs of the text between the quote marks. */
  | { kind: 'quote'; text: string; content?: Inline[] }
  /** A mana or tap symbol such as {1}, {B}, {T}; `symbol` is the part inside the braces. */
  | { kind: 'symbol'; text: string; symbol: string }
  /** An external hyperlink (e.g. to the tournament rules); kept as a link. */
  | { kind: 'link'; text: string; href: string };

/** Where a reference points, once resolved against the corpus. */
export type RefTarget =
  /** Every number it names exists in this edition of the corpus. */
  | 'rule'
  /** It points into a chapter its edition does not include (the seed chapters: 1, 2, 3, 4, 7, 9;
   *  2011: all but 5). A dated edition has all nine chapters, so never there. */
  | 'not-included'
  /** It points into an included chapter but names a number that chapter does not have. */
  | 'missing';

/** A resolved reference. Ranges keep both ends; `numbers` lists every rule the range covers. */
export interface RuleRef {
  /** First (or only) number, normalised: "508.8", "509", "601.2a". */
  from: string;
  /** Last number of a range ("601.2d"), or undefined for a single reference. */
  to?: string;
  /** Every rule number of the corpus the reference covers, in order (empty unless target is 'rule'). */
  numbers: string[];
  /** The chapter number the reference points into (1–9). */
  chapter: number;
  target: RefTarget;
}

/** An `Example:` / `例如：` paragraph, English paired with Chinese. 2011 examples have `zh` undefined. */
export interface Example {
  /** 1-based position among the rule's examples. */
  index: number;
  en: Inline[];
  zh?: Inline[];
  /** Source file and 1-based line numbers, for error messages and accounting. */
  source: SourceSpan;
  /** Dated editions: the Chinese lines, which live in a file of their own. */
  sourceZh?: SourceSpan;
}

/** An untagged paragraph that belongs to a rule (509.1b has one), or a paragraph of a dated
 *  edition's Introduction or Credits. */
export interface Paragraph {
  en: Inline[];
  zh?: Inline[];
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

/** Where an item comes from. Seed items hold both languages in one file; a dated edition's English
 *  and Chinese are separate files, so its items carry `source` (English) and `sourceZh` (Chinese). */
export interface SourceSpan {
  /** Path relative to the project root, e.g. "content/cr-current-ch5-turn-structure.en-zh.md". */
  file: string;
  /** 1-based line numbers of every source line this item came from. */
  lines: number[];
}

/** A numbered rule: "500.1", "510.1c". Sections are separate (see Section). */
export interface Rule {
  /** The number as printed, without trailing dot: "500.1", "510.1c". */
  number: string;
  /** The element id used on pages: "cr510-1c" (the sources' own convention). */
  anchor: string;
  edition: EditionId;
  /** The section it belongs to: "510". */
  section: string;
  /** The parent rule number ("510.1" for "510.1c"), or the section for a top-level rule. */
  parent: string;
  /** 0-based position of the rule in its edition's document order. */
  order: number;
  en: Inline[];
  /** Undefined for the 2011 edition, which is English only. */
  zh?: Inline[];
  paragraphs: Paragraph[];
  examples: Example[];
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

/** A three-digit section such as "509" (Declare Blockers Step). */
export interface Section {
  number: string;
  anchor: string;
  edition: EditionId;
  chapter: number;
  title: { en: string; zh?: string };
  /** Rule numbers of the section, in order. */
  rules: string[];
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

export interface Chapter {
  number: number;
  edition: EditionId;
  title: { en: string; zh?: string };
  /** Section numbers, in order. */
  sections: string[];
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

export interface Edition {
  id: EditionId;
  kind: EditionKind;
  /** The languages the edition's text exists in (`['en']` for 2011, 2023-06-16, 2023-09-01). */
  langs: Lang[];
  /** Human label, e.g. "Comprehensive Rules (current)" / "2011-03-31". */
  label: { en: string; zh: string };
  /** Publication date where the source gives one (ISO yyyy-mm-dd): a dated edition's file date
   *  (which is its id), 2011's date line. */
  date?: string;
  /** Dated editions: the date the document says it takes effect ("These rules are effective as of
   *  September 20, 2024."), which for four editions differs from the file date. */
  effective?: string;
  chapters: Chapter[];
  /** Keyed by section number. */
  sections: Record<string, Section>;
  /** Keyed by rule number. */
  rules: Record<string, Rule>;
  /** Rule numbers in document order. */
  ruleOrder: string[];
  /** Dated editions: the Introduction's paragraphs (English paired with Chinese by position). */
  introduction?: Paragraph[];
  /** Dated editions: the glossary, in the English document's order. */
  glossary?: GlossaryEntry[];
  /** Dated editions: the Credits' paragraphs. */
  credits?: Paragraph[];
  /** The translators' list of provisional Chinese names that ends the glossary of one Chinese
   *  file (2022-06-10, 暂译名称列表), kept as published. */
  provisionalNames?: ProvisionalNames;
}

export interface ProvisionalNames {
  /** The list's heading, "暂译名称列表". */
  heading: string;
  /** One entry per line "Abandon: 终止". */
  names: { en: string; zh: string }[];
  source: SourceSpan;
}

/** One glossary entry. The Chinese glossary lists only the Chinese term, in the English order,
 *  so entries pair by position (the parser checks both languages have the same count). */
export interface GlossaryEntry {
  /** URL-safe id from the English term: "first-strike", "dies". Unique in its edition. */
  id: string;
  term: { en: string; zh?: string };
  /** Definition paragraphs ("1. A zone. …", "See rule 402, …"), one Inline[] per source line. */
  en: Inline[][];
  zh?: Inline[][];
  /** Every rule or section number the definition cites (either language), in order, unique. */
  rules: string[];
  /** The English term line and definition lines. */
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

/** How a 2011 rule relates to the current edition (computed from text similarity). */
export type HistoryKind = 'unchanged' | 'changed' | 'moved' | 'removed';

export interface HistoryEntry {
  /** The 2011 rule number. */
  old: string;
  /** The current rule number it became (undefined when removed). */
  current?: string;
  kind: HistoryKind;
  /** Similarity of the normalised English texts, 0..1. */
  similarity: number;
}

export interface EditionMap {
  /** One entry per 2011 chapter-5 rule, in 2011 order. */
  entries: HistoryEntry[];
  /** Current chapter-5 rules that no 2011 rule became. */
  added: string[];
}

/** What happened to a rule between two consecutive editions, matched by content. */
export type RuleChange = 'unchanged' | 'changed' | 'renumbered' | 'added' | 'removed';

export interface RuleLink {
  /** The number in the older edition (absent when added). */
  from?: string;
  /** The number in the newer edition (absent when removed). */
  to?: string;
  /** `renumbered`: the number differs (the text may differ too, see `changed`). */
  kind: RuleChange;
  /** The languages whose text (rule, examples, paragraphs) differs; only languages both editions
   *  have. Empty for `unchanged`; for `renumbered`, empty when only the number moved. */
  changed: Lang[];
  /** Similarity of the two English texts, 0..1 (1 for identical; absent for added/removed). */
  similarity?: number;
}

/** The rule-by-rule map between two consecutive editions. */
export interface EditionLink {
  from: EditionId;
  to: EditionId;
  /** One link per rule of either edition: every rule of `from` appears once as `from` (or as
   *  removed), every rule of `to` once as `to` (or as added); in the newer edition's order, with
   *  removed rules after the rule that preceded them. */
  rules: RuleLink[];
}

/** Which dated editions a seed chapter's text equals in one language (by exact text of every rule:
 *  rule, paragraphs, examples). One per chapter and language; for each chapter the language its
 *  file leads with comes first (5: English, 6 and 8: Chinese). */
export interface SeedMatch {
  chapter: number;
  /** The language compared. */
  lang: Lang;
  /** Number of rules in the seed chapter. */
  rules: number;
  /** For each dated edition, how many of the seed chapter's rules it has with the same text. */
  equal: Record<EditionId, number>;
  /** The dated editions whose text equals the seed chapter's for every rule. */
  editions: EditionId[];
}

/** A place where a rule's English and Chinese text disagree about the rules they cite. */
export interface TranslationFinding {
  edition: EditionId;
  rule: string;
  /** `not-linked`: both languages cite the same numbers, but the Chinese text writes them as plain
   *  text where it otherwise links every reference (`zh` lists them, `en` is empty). */
  kind: 'different-number' | 'english-only' | 'chinese-only' | 'not-linked';
  /** Numbers cited only by the English text / only by the Chinese text (ranges as "601.2a–601.2d"). */
  en: string[];
  zh: string[];
  /** Where it is: the rule's text, or its n-th example (1-based) or paragraph. */
  where: 'rule' | { example: number } | { paragraph: number };
}

/** One block of the commentary article, as markdown source, with the rules it quotes. */
export interface CommentarySection {
  /** Slug used as anchor on the commentary page. */
  id: string;
  /** Heading text as in the article (Traditional Chinese). */
  heading: string;
  depth: number;
  /** The section (500–514) the heading is about, e.g. 宣告阻擋者步驟 → "509"; undefined if none. */
  about?: string;
  /** Every rule number quoted in the section (e.g. "- 500.2" lines), in order, unique. */
  quotes: string[];
  /** The section's markdown body (card links kept as links). */
  markdown: string;
  source: SourceSpan;
}

export interface Commentary {
  title: string;
  date: string;
  tags: string[];
  /** Other front-matter fields (cover, thumbnail, excerpt, categories) as given. */
  meta: Record<string, unknown>;
  /** Markdown before the first heading, if any. */
  intro: string;
  sections: CommentarySection[];
  source: SourceSpan;
}

/** A source line the model deliberately does not carry, with the reason. */
export interface IgnoredLine {
  file: string;
  line: number;
  reason: IgnoredReason;
}

/** `title`: a dated file's first line (the site names the document itself); `heading`: its part
 *  headings (Introduction, Contents, Glossary, Credits); `contents`: its table of contents, checked
 *  line by line against the headings it lists; `duplicate`: an entry the file repeats word for word
 *  (see corpus.sourceNotes). */
export type IgnoredReason =
  | 'blank'
  | 'navigation'
  | 'date'
  | 'footer'
  | 'page-break'
  | 'front-matter-delimiter'
  | 'title'
  | 'heading'
  | 'contents'
  | 'duplicate';

/** Something a source gets wrong that the parser works around, kept as data so it stays visible. */
export interface SourceNote {
  file: string;
  line: number;
  edition: EditionId;
  /** `misnumbered`: a Chinese rule line repeats the previous rule's number where the English has
   *  the next rule, which no Chinese line has (paired with it). `duplicate-entry`: a glossary entry
   *  repeated word for word (the repeat is ignored). `missing-blank`: a glossary term line with no
   *  blank line before it. */
  kind: 'misnumbered' | 'duplicate-entry' | 'missing-blank';
  /** What the line says and what the model does with it. */
  problem: string;
}

export interface Corpus {
  /** Every edition, keyed by id: the dated editions, 'seed' and '2011'. */
  editions: Record<EditionId, Edition>;
  /** The dated edition ids, oldest first. */
  dated: EditionId[];
  /** The newest dated edition: what /en/ and /zh/ show. */
  newest: EditionId;
  /** links[i] maps dated[i] to dated[i + 1]. */
  links: EditionLink[];
  /** The seed chapters against the dated editions. */
  seedMatches: SeedMatch[];
  /** 2011 chapter 5 → the seed's chapter 5. */
  editionMap: EditionMap;
  commentary: Commentary;
  translationFindings: TranslationFinding[];
  /** References into an included chapter that name a rule it does not have. `rule` is the citing
   *  rule, or `glossary:<id>` / `introduction` / `credits` for text outside the rules. */
  missingRefs: { rule: string; edition: EditionId; lang: Lang; ref: string }[];
  /** For every rule number of the newest edition, the rules whose text or examples reference it. */
  referencedBy: Record<string, string[]>;
  /** Source errors the parser works around, by file and line. */
  sourceNotes: SourceNote[];
  ignoredLines: IgnoredLine[];
}

/** A malformed source: every parse error names the file and the 1-based line. */
export class CorpusError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'CorpusError';
  }
}
