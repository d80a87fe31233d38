import crypto from "node:crypto";
import { RequestContext, type AppInstance } from "../context";
import type { Database } from "../db/transaction";
import { log } from "../log";
import { JobLease } from "./job-lease.entity";

export interface ScheduledJob {
  name: string;
  everySeconds: number;
  run(ctx: RequestContext): Promise<void>;
}

const instanceId = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;

/**
 * Takes the job's lease for one period if nobody holds it: a conditional UPDATE (or the first
 * INSERT) that only one instance can win, so a job runs once per period across all instances.
 */
export async function acquireLease(db: Database, name: string, seconds: number, now = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + seconds * 1000);
  return db.transaction(async (em) => {
    const taken = await em
      .createQueryBuilder()
      .update(JobLease)
      .set({ owner: instanceId, lockedUntil: until })
      .where("name = :name AND locked_until <= :now", { name, now })
      .execute();
    if (taken.affected) return true;
    if (await em.getRepository(JobLease).existsBy({ name })) return false;
    try {
      await em.getRepository(JobLease).insert({ name, owner: instanceId, lockedUntil: until });
      return true;
    } catch {
      return false; // another instance inserted it first
    }
  });
}

export function startScheduler(instance: AppInstance, jobs: ScheduledJob[]): () => Promise<void> {
  const { db } = instance;
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = instance.background.run(`job:${job.name}`, async () => {
        try {
          if (await acquireLease(db, job.name, job.everySeconds * 0.9)) await job.run(RequestContext.system(instance));
        } catch (err) {
          log.error("scheduled job failed", { job: job.name, err });
        }
      });
      running.add(run);
      const done = () => void running.delete(run);
      void run.then(done, done);
    }, job.everySeconds * 1000),
  );
  for (const t of timers) t.unref();
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}
