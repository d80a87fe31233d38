/** Rewrites the configuration table in README.md from server/config.ts (`npm run docs:config`). */
import fs from "node:fs";
import { configVariables } from "../config";

const start = "<!-- config:start -->";
const end = "<!-- config:end -->";
const table = [
  "| Variable | Meaning | Default |",
  "|---|---|---|",
  ...configVariables.map((v) => `| \`${v.env}\` | ${v.doc.replace(/\|/g, "\\|")} | ${v.default.replace(/\|/g, "\\|")} |`),
].join("\n");

const readme = fs.readFileSync("README.md", "utf8");
const i = readme.indexOf(start);
const j = readme.indexOf(end);
if (i < 0 || j < i) throw new Error(`README.md needs the markers ${start} and ${end}`);
fs.writeFileSync("README.md", readme.slice(0, i + start.length) + "\n" + table + "\n" + readme.slice(j));
console.log(`README.md: ${configVariables.length} configuration variables`);
