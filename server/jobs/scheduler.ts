import { RequestContext, type AppInstance } from "../context";
import { log } from "../log";
import { acquireLease } from "../db/job-lease";

export interface ScheduledJob {
  name: string;
  everySeconds: number;
  run(ctx: RequestContext): Promise<void>;
}

export function startScheduler(instance: AppInstance, jobs: ScheduledJob[]): () => Promise<void> {
  const { db } = instance;
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = instance.background.run(`job:${job.name}`, async () => {
        try {
          if (await acquireLease(db, job.name, job.everySeconds * 0.9, instance.clock.now())) await job.run(RequestContext.system(instance));
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
