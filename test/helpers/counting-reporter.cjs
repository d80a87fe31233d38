// Mocha's spec output, plus the run's counts and each file's wall time written to
// $TEST_STATS_FILE for test/run-all.ts.
const fs = require("node:fs");
const path = require("node:path");
const Mocha = require("mocha");

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const fileMs = {};
    const started = new Map();
    // A file's top-level suites, timed from their first hook to their last.
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root) started.set(suite, Date.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const start = started.get(suite);
      if (start === undefined) return;
      const file = path.relative(process.cwd(), suite.file);
      fileMs[file] = (fileMs[file] ?? 0) + (Date.now() - start);
    });
    runner.once(EVENT_RUN_END, () => {
      const file = process.env.TEST_STATS_FILE;
      if (file) fs.writeFileSync(file, JSON.stringify({ ...runner.stats, fileMs }));
    });
  }
}

module.exports = CountingReporter;
