import crypto from "node:crypto";
import fs from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { conflict } from "../../errors";

/**
 * Publishing an upload is two renames (the archive, then its facts); two uploads interleaving
 * them would leave one's archive under the other's SHA-256. Uploads in this process queue here;
 * processes on the same host (cluster workers share the data folder) meet at a lock file created
 * with O_EXCL. The lock is per host on purpose: the archive is a file on this host, so another
 * host's uploads can never interleave with ours.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Another process's publish takes milliseconds: wait this long for it before answering 409. */
const HOST_LOCK_ATTEMPTS = 50;
const HOST_LOCK_RETRY_MS = 20;
/** No publish holds the lock this long; a lock file older than this was left by a process that died holding it. */
export const STALE_LOCK_MS = 30_000;

export function publishUnderLock<T>(lockPath: string, publish: () => Promise<T>): Promise<T> {
  const run = queue.then(() => underHostLock(lockPath, publish));
  queue = run.catch(() => undefined);
  return run;
}

async function underHostLock<T>(lockPath: string, publish: () => Promise<T>): Promise<T> {
  await acquire(lockPath);
  try {
    return await publish();
  } finally {
    await fs.promises.rm(lockPath, { force: true });
  }
}

async function acquire(lockPath: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fs.promises.open(lockPath, "wx", 0o600)).close();
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    if (await tookOverStaleLock(lockPath)) continue;
    if (attempt >= HOST_LOCK_ATTEMPTS) throw conflict("Another upload of the archive is being published at this moment. Please try again.");
    await delay(HOST_LOCK_RETRY_MS);
  }
}

/**
 * Moves a stale lock aside under a name of its own and deletes it. Two processes may both see the
 * same stale file; only one rename of it succeeds, and a process whose rename caught a fresh lock
 * instead (the other's, taken meanwhile) links it back, so the holder keeps it.
 */
async function tookOverStaleLock(lockPath: string): Promise<boolean> {
  if (!isStale(await modifiedAt(lockPath))) return false;
  const aside = `${lockPath}.stale-${crypto.randomBytes(6).toString("hex")}`;
  try {
    await fs.promises.rename(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw err;
  }
  if (!isStale(await modifiedAt(aside))) await fs.promises.link(aside, lockPath).catch(() => undefined);
  await fs.promises.rm(aside, { force: true });
  return true;
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await fs.promises.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

const isStale = (mtimeMs: number | null) => mtimeMs !== null && Date.now() - mtimeMs > STALE_LOCK_MS;
