/** Rewrites the configuration table in docs/configuration.md from server/config.ts (`npm run docs:config`). */
import fs from "node:fs";
import { configVariables } from "../config";

const start = "<!-- config:start -->";
const end = "<!-- config:end -->";
const table = [
  "| Variable | Meaning | Default |",
  "|---|---|---|",
  ...configVariables.map((v) => `| \`${v.env}\` | ${v.doc.replace(/\|/g, "\\|")} | ${v.default.replace(/\|/g, "\\|")} |`),
].join("\n");

const file = "docs/configuration.md";
const doc = fs.readFileSync(file, "utf8");
const i = doc.indexOf(start);
const j = doc.indexOf(end);
if (i < 0 || j < i) throw new Error(`${file} needs the markers ${start} and ${end}`);
fs.writeFileSync(file, doc.slice(0, i + start.length) + "\n" + table + "\n" + doc.slice(j));
console.log(`${file}: ${configVariables.length} configuration variables`);
