// Benchmark: parse the whole corpus N times (pure parseCorpus on texts already read) and print
// the median and the counts it produced. Budget: under 1 s per parse.
import { parseCorpus, readCorpusFiles } from '../../src/corpus/index.ts';

const N = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = 1000;
const files = readCorpusFiles();
const times: number[] = [];
let corpus = parseCorpus(files); // warm-up
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  corpus = parseCorpus(files);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(N / 2)];

const lines = files.reduce((n, f) => n + f.text.split('\n').length, 0);
console.log(`corpus parse: ${N} runs, median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times[N - 1].toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
console.log(`input: ${files.length} files, ${lines} lines, ${(files.reduce((n, f) => n + f.text.length, 0) / 1024).toFixed(0)} K characters`);
for (const e of Object.values(corpus.editions)) {
  const examples = e.ruleOrder.reduce((n, r) => n + e.rules[r].examples.length, 0);
  console.log(`edition ${e.id}: chapters ${e.chapters.map((c) => c.number).join(',')}, ${Object.keys(e.sections).length} sections, ${e.ruleOrder.length} rules, ${examples} examples`);
}
const m = corpus.editionMap.entries.reduce<Record<string, number>>((k, x) => ({ ...k, [x.kind]: (k[x.kind] ?? 0) + 1 }), {});
console.log(`edition map: ${JSON.stringify(m)}, added ${corpus.editionMap.added.length}`);
console.log(`translation findings ${corpus.translationFindings.length}, missing refs ${corpus.missingRefs.length}, commentary sections ${corpus.commentary.sections.length}, ignored lines ${corpus.ignoredLines.length}`);
console.log(`JSON size: ${(JSON.stringify(corpus).length / 1024).toFixed(0)} K`);
if (median > BUDGET_MS) {
  console.log(`OVER BUDGET: median ${median.toFixed(1)} ms > ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
