// Benchmark: parse the whole corpus — every dated edition in both languages, the seed chapters,
// 2011, the commentary, the edition links, seed matches and findings — N times (pure parseCorpus
// on texts already read) and print the median and what it produced. Budget: 3 s per parse.
import { loadavg } from 'node:os';
import { parseCorpus, readCorpusFiles } from '../../src/corpus/index.ts';

const N = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;
const files = readCorpusFiles();
const times: number[] = [];
const cpu: number[] = [];
let corpus = parseCorpus(files); // warm-up
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  corpus = parseCorpus(files);
  const c = process.cpuUsage(c0);
  times.push(performance.now() - t0);
  cpu.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const median = times[Math.floor(N / 2)];

const lines = files.reduce((n, f) => n + f.text.split(/\r\n|\r|\n/).length, 0);
console.log(
  `corpus parse: ${N} runs, median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[N - 1].toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
);
// The machine is shared: the load average says how much the wall-clock figures are inflated.
console.log(
  `CPU time per parse: median ${cpu[Math.floor(N / 2)].toFixed(0)} ms (all threads, garbage collection included); load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on this machine`,
);
console.log(
  `input: ${files.length} files, ${lines} lines, ${(files.reduce((n, f) => n + f.text.length, 0) / 1024).toFixed(0)} K characters`,
);
for (const e of Object.values(corpus.editions)) {
  const examples = e.ruleOrder.reduce((n, r) => n + e.rules[r].examples.length, 0);
  const extra = e.glossary ? `, glossary ${e.glossary.length}` : '';
  console.log(
    `edition ${e.id} (${e.langs.join('+')}): ${e.chapters.length} chapters, ${Object.keys(e.sections).length} sections, ${e.ruleOrder.length} rules, ${examples} examples${extra}`,
  );
}
for (const l of corpus.links) {
  const k = l.rules.reduce<Record<string, number>>((n, r) => ({ ...n, [r.kind]: (n[r.kind] ?? 0) + 1 }), {});
  console.log(
    `link ${l.from} → ${l.to}: ${['unchanged', 'changed', 'renumbered', 'added', 'removed'].map((x) => `${x} ${k[x] ?? 0}`).join(', ')}`,
  );
}
for (const m of corpus.seedMatches)
  console.log(
    `seed chapter ${m.chapter} (${m.lang}, ${m.rules} rules) equals: ${m.editions.join(', ') || 'none in full'}`,
  );
const m = corpus.editionMap.entries.reduce<Record<string, number>>(
  (k, x) => ({ ...k, [x.kind]: (k[x.kind] ?? 0) + 1 }),
  {},
);
console.log(`edition map 2011 → seed: ${JSON.stringify(m)}, added ${corpus.editionMap.added.length}`);
console.log(
  `translation findings ${corpus.translationFindings.length}, missing refs ${corpus.missingRefs.length}, source notes ${corpus.sourceNotes.length}, commentary sections ${corpus.commentary.sections.length}, ignored lines ${corpus.ignoredLines.length}`,
);
if (median > BUDGET_MS) {
  console.log(`OVER BUDGET: median ${median.toFixed(0)} ms > ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
