/// <reference lib="webworker" />
import { solveChallenge, type ProofOfWorkChallenge } from "@common/proof-of-work";
import { sha256HexSync } from "@common/sha256";

/**
 * Solves one proof-of-work challenge off the page's thread, so typing and scrolling stay smooth
 * while it runs. Answers `{ type: "progress", share }` now and then, and `{ type: "done", number }`
 * (null when no number matched) at the end. It hashes with common/sha256.ts, not Web Crypto: that
 * exists only on HTTPS and localhost pages, and its promise per hash made it twice as slow.
 */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  const number = await solveChallenge(event.data, sha256HexSync, { onProgress: (share) => self.postMessage({ type: "progress", share }) });
  self.postMessage({ type: "done", number });
};
