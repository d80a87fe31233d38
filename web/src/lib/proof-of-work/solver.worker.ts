/// <reference lib="webworker" />
import { solveChallenge, type ProofOfWorkChallenge } from "@common/proof-of-work";

/**
 * Solves one proof-of-work challenge off the page's thread, so typing and scrolling stay smooth
 * while it runs. Answers `{ type: "progress", share }` now and then, and `{ type: "done", number }`
 * (null when no number matched) at the end.
 */
declare const self: DedicatedWorkerGlobalScope;

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

self.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  const number = await solveChallenge(event.data, sha256Hex, { onProgress: (share) => self.postMessage({ type: "progress", share }) });
  self.postMessage({ type: "done", number });
};
