// Runs as the project's `install` script, at the end of `npm ci` / `npm install`, under the Node
// that every npm script will use: the `node` package's Node 24 in node_modules/.bin when it
// installed, else the system one. It stops the install with one line saying what to do, instead
// of letting `npm start` die later in a native module (better-sqlite3 segfaults on Node 20).
// Plain CommonJS with no dependencies, so that it runs on any Node that can run npm.
"use strict";

const { spawnSync } = require("node:child_process");

const MINIMUM = [22, 14];
const version = process.versions.node;
const [major, minor] = version.split(".").map(Number);

function stop(message) {
  console.error(`bia-marketplace: ${message}`);
  process.exit(1);
}

if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  stop(
    `npm scripts here run on Node ${version}, but the shop needs Node >= ${MINIMUM.join(".")} and the npm package \`node\` ` +
      `could not provide Node 24 for ${process.platform}-${process.arch}: install Node 24 LTS (https://nodejs.org) and run \`npm ci\` again.`,
  );
}

// Loaded in a child process because a native module built for another Node can crash the
// process outright (a signal, no exception to catch).
const probe = spawnSync(process.execPath, ["-e", 'new (require("better-sqlite3"))(":memory:").prepare("select 1").get(); require("argon2");'], {
  encoding: "utf8",
});
if (probe.status !== 0) {
  const cause = probe.signal
    ? `crashed with ${probe.signal}`
    : (probe.stderr
        .trim()
        .split("\n")
        .find((l) => l.includes("Error")) ?? `exited with ${probe.status}`);
  stop(
    `better-sqlite3 or argon2 does not load under Node ${version} (${cause}); ` +
      "delete node_modules and run `npm ci` again with the same Node that runs `npm start`.",
  );
}
