import crypto from "node:crypto";
import { JobLease } from "./job-lease.entity";
import type { Database } from "./transaction";

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
