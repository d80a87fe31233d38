import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { graphql } from "@/gql";
import type { ChallengeScene } from "@/gql/graphql";
import { errorCode } from "@/lib/graphql-errors";
import { solveInWorker } from "./solve-in-worker";

const ProofOfWorkChallengeQuery = graphql(`
  query ProofOfWorkChallenge($scene: ChallengeScene!) {
    proofOfWorkChallenge(scene: $scene) {
      algorithm
      challenge
      maxnumber
      salt
      signature
    }
  }
`);

export interface BrowserCheck {
  /** True while a challenge is being fetched and solved. */
  checking: boolean;
  /** Share of the numbers tried so far, 0 to 1. */
  progress: number;
  /**
   * Sends `attempt` without a solution; when the server answers CHALLENGE_REQUIRED (or
   * CHALLENGE_INVALID, e.g. an expired one), solves a fresh challenge in a worker and sends it
   * once more with the solution. Any other answer is the caller's.
   */
  run: <T>(attempt: (challengeSolution: string | null) => Promise<T>) => Promise<T>;
}

/** The adaptive proof-of-work of a public form: nothing happens until the server asks for it. */
export function useBrowserCheck(scene: ChallengeScene): BrowserCheck {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState(0);

  const run = useCallback(
    async <T>(attempt: (challengeSolution: string | null) => Promise<T>): Promise<T> => {
      try {
        return await attempt(null);
      } catch (err) {
        const code = errorCode(err);
        if (code !== "CHALLENGE_REQUIRED" && code !== "CHALLENGE_INVALID") throw err;
      }
      setProgress(0);
      setChecking(true);
      let solution: string | null;
      try {
        const { data } = await client.query({ query: ProofOfWorkChallengeQuery, variables: { scene }, fetchPolicy: "no-cache" });
        solution = data ? await solveInWorker(data.proofOfWorkChallenge, setProgress) : null;
      } finally {
        setChecking(false);
      }
      return attempt(solution);
    },
    [client, scene],
  );

  return { checking, progress, run };
}
