/**
 * What other domains use of abuse protection: the proof-of-work challenge a busy public action
 * asks for (enforceChallenge, or challengeRequired + consumeChallengeSolution), and the admin's
 * blocklists of e-mails and client addresses (checkBlocklists).
 */
export { challengeRequired, consumeChallengeSolution, enforceChallenge, type ChallengeSubject } from "./challenge.service";
export { checkBlocklists } from "./blocklist.service";
export type { ChallengeScene } from "../../../common/proof-of-work";
