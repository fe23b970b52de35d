// Under mutation testing the random property tests (fast-check) draw the same cases on every run:
// otherwise a mutant might be killed on one run and survive the next, and an incremental run would
// keep a verdict no later run could repeat. `npm test` keeps drawing new cases each time.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20260406 });
