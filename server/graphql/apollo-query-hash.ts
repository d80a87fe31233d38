import crypto from "node:crypto";
import { createRequire } from "node:module";

/**
 * Apollo hashes every operation's text (the key of its parsed-document cache) with
 * @apollo/utils.createhash, which fetches node:crypto with `module.require("crypto")` on every
 * call. Under the tsx loader of `npm start` each such require goes through the loader's resolve
 * hooks: 60–140 µs a request on this machine, against 4–9 µs for the hash itself
 * (bench/concurrent-purchase). That module is handed node:crypto directly; any other require it
 * makes goes the usual way. Called once at start; harmless if the module is laid out otherwise.
 */
export function hashApolloQueriesWithoutRequire(): boolean {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@apollo/utils.createhash");
  require(file);
  const mod = require.cache[file];
  if (!mod) return false;
  const usual = mod.require;
  mod.require = (id: string) => (id === "crypto" || id === "node:crypto" ? crypto : usual.call(mod, id));
  return true;
}
