import { encodeSolution, type ProofOfWorkChallenge } from "@common/proof-of-work";

type WorkerAnswer = { type: "progress"; share: number } | { type: "done"; number: number | null };

/**
 * Runs the solver in a Web Worker and resolves with the solution payload the server reads
 * (`challengeSolution`), or null when the challenge had no answer. The worker ends with it.
 */
export function solveInWorker(challenge: ProofOfWorkChallenge, onProgress: (share: number) => void): Promise<string | null> {
  const worker = new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" });
  return new Promise<string | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.type === "progress") return onProgress(event.data.share);
      worker.terminate();
      resolve(event.data.number === null ? null : encodeSolution(challenge, event.data.number));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "The browser check could not run."));
    };
    worker.postMessage(challenge);
  });
}
