/**
 * The signing thread (see SigningThread). It signs each message of a batch with the Ed25519 key
 * it was started with; given a SQLite file, it also answers licence checks whole: the lookup on
 * a connection of its own, the answer and its signature. Imports nothing of the app but the
 * pure answer rules and that connection, so it starts quickly.
 */
import crypto from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { SqliteReadConnection } from "../../db/sqlite-read-connection";
import {
  answerBody,
  answerForLicense,
  checkedLicenseOf,
  LICENSE_LOOKUP_SQL,
  signedMessage,
  type LicenseCheckAnswer,
  type LicenseLookupRow,
} from "./license-check-answer";

/** What the thread is started with. */
export interface SigningThreadData {
  /** The Ed25519 private key, PKCS8 DER. */
  pkcs8: Uint8Array;
  /** The shop's SQLite file, when the thread is to answer checks whole; else it only signs. */
  sqliteFile?: string;
}

/** A check for the thread to answer whole: the key (well formed), the client's nonce, the signature's date (also the check's "now"). */
export interface ThreadCheck {
  key: string;
  nonce: string | undefined;
  date: string;
}

/** The signed answer to a ThreadCheck. */
export interface ThreadCheckAnswer {
  body: string;
  signature: string;
  licenseId: string | null;
  status: LicenseCheckAnswer["status"];
}

/** A ThreadCheckAnswer, or why the thread could not give one (the loop then answers the check itself). */
export type ThreadCheckResult = ThreadCheckAnswer | { failed: string };

/** A batch: messages to sign (strings) and checks to answer, in order; answered as `{ id, results }` in the same order. */
export interface SigningBatch {
  id: number;
  jobs: Array<string | ThreadCheck>;
}

const data = workerData as SigningThreadData;
const key = crypto.createPrivateKey({ key: Buffer.from(data.pkcs8), format: "der", type: "pkcs8" });

const sign = (message: string) => crypto.sign(null, Buffer.from(message, "utf8"), key).toString("base64");

/** Read on a connection of the thread's own: a check sees what is committed. */
const reader = data.sqliteFile ? new SqliteReadConnection(data.sqliteFile) : undefined;

function check(job: ThreadCheck): ThreadCheckResult {
  try {
    const row = reader!.firstRow<LicenseLookupRow>(LICENSE_LOOKUP_SQL, [job.key]);
    const { answer } = answerForLicense(row ? checkedLicenseOf(row) : null, new Date(job.date));
    const body = answerBody(answer, job.nonce);
    return { body, signature: sign(signedMessage(job.date, job.nonce ?? "", body)), licenseId: row?.id ?? null, status: answer.status };
  } catch (err) {
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

parentPort!.on("message", (message: SigningBatch | "close") => {
  if (message === "close") {
    reader?.close();
    parentPort!.close();
    return;
  }
  const results = new Array<string | ThreadCheckResult>(message.jobs.length);
  for (let i = 0; i < results.length; i++) {
    const job = message.jobs[i];
    results[i] = typeof job === "string" ? sign(job) : check(job);
  }
  parentPort!.postMessage({ id: message.id, results });
});
