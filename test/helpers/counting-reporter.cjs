// Mocha's spec output, plus the run's counts written to $TEST_STATS_FILE for test/run-all.ts.
const fs = require("node:fs");
const Mocha = require("mocha");

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.TEST_STATS_FILE;
      if (file) fs.writeFileSync(file, JSON.stringify(runner.stats));
    });
  }
}

module.exports = CountingReporter;
