import { expect } from "chai";
import { BackgroundWork, backgroundWorkName } from "../../server/background-work";
import { coalescedRunner, type RunnerTimers } from "../../server/coalesced-runner";
import { log } from "../../server/log";

/** Timers the test moves by hand: nothing fires until `advance` passes its time. */
class FakeTimers implements RunnerTimers {
  private nowMs = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; fire: () => void }>();

  setTimeout(fire: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.nowMs + ms, fire });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Moves time forward, firing every timer that falls due on the way (in order). */
  advance(ms: number): void {
    const until = this.nowMs + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.nowMs = due[1].at;
      due[1].fire();
    }
    this.nowMs = until;
  }
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

/** Work whose runs the test finishes one by one; counts runs and the most that ran at once. */
function controlledWork() {
  const finishers: Array<() => void> = [];
  const state = { started: 0, finished: 0, active: 0, maxActive: 0 };
  const work = () =>
    new Promise<void>((resolve) => {
      state.started++;
      state.active++;
      state.maxActive = Math.max(state.maxActive, state.active);
      finishers.push(() => {
        state.active--;
        state.finished++;
        resolve();
      });
    });
  const finishOne = async () => {
    const finish = finishers.shift();
    if (!finish) throw new Error("no run in progress");
    finish();
    await settle();
  };
  return { work, state, finishOne };
}

const SETTLE = 200;

describe("coalesced runner", () => {
  it("coalesces a burst of kicks into one run, started once the settle delay has passed", async () => {
    const timers = new FakeTimers();
    const { work, state, finishOne } = controlledWork();
    const runner = coalescedRunner(work, SETTLE, { timers });
    for (let i = 0; i < 5; i++) runner.kick();
    expect(timers.waiting).to.equal(1);
    timers.advance(SETTLE - 1);
    await settle();
    expect(state.started).to.equal(0);
    timers.advance(1);
    await settle();
    expect(state.started).to.equal(1);
    await finishOne();
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(1);
    await runner.stop();
  });

  it("never runs twice at once, and kicks during a run ask for exactly one more run after the settle delay", async () => {
    const timers = new FakeTimers();
    const { work, state, finishOne } = controlledWork();
    const runner = coalescedRunner(work, SETTLE, { timers });
    runner.kick();
    timers.advance(SETTLE);
    await settle();
    expect(state.active).to.equal(1);
    for (let i = 0; i < 5; i++) runner.kick();
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(1);
    await finishOne();
    expect(state.started).to.equal(1); // the next run waits for its settle delay
    timers.advance(SETTLE);
    await settle();
    expect(state.started).to.equal(2);
    await finishOne();
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(2);
    expect(state.maxActive).to.equal(1);
    await runner.stop();
  });

  it("stop() cancels a run still waiting for its settle delay, and later kicks do nothing", async () => {
    const timers = new FakeTimers();
    const { work, state } = controlledWork();
    const runner = coalescedRunner(work, SETTLE, { timers });
    runner.kick();
    await runner.stop();
    expect(timers.waiting).to.equal(0);
    runner.kick();
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(0);
  });

  it("stop() waits for the run in progress and starts no other", async () => {
    const timers = new FakeTimers();
    const { work, state, finishOne } = controlledWork();
    const runner = coalescedRunner(work, SETTLE, { timers });
    runner.kick();
    timers.advance(SETTLE);
    await settle();
    runner.kick(); // asks for another run: dropped by the stop
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).to.equal(false);
    await finishOne();
    await stopping;
    expect(stopped).to.equal(true);
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(1);
  });

  it("with runPendingOnStop, stop() runs what was asked for at once (after the run in progress) and waits for it", async () => {
    const timers = new FakeTimers();
    const { work, state, finishOne } = controlledWork();
    const waitingRunner = coalescedRunner(work, SETTLE, { timers, runPendingOnStop: true });
    waitingRunner.kick();
    const first = waitingRunner.stop();
    await settle();
    expect(state.started).to.equal(1);
    expect(timers.waiting).to.equal(0);
    await finishOne();
    await first;

    const busyRunner = coalescedRunner(work, SETTLE, { timers, runPendingOnStop: true });
    busyRunner.kick();
    timers.advance(SETTLE);
    await settle();
    busyRunner.kick(); // during the run
    const second = busyRunner.stop();
    await settle();
    expect(state.started).to.equal(2);
    await finishOne();
    expect(state.started).to.equal(3);
    expect(state.maxActive).to.equal(1);
    await finishOne();
    await second;
    expect(state.finished).to.equal(3);
  });

  it("logs a failed run instead of throwing it, and runs again on the next kick", async () => {
    const timers = new FakeTimers();
    const logged: string[] = [];
    const original = log.error;
    log.error = (msg) => void logged.push(msg);
    let runs = 0;
    const runner = coalescedRunner(
      async () => {
        runs++;
        throw new Error("boom");
      },
      SETTLE,
      { timers },
    );
    try {
      runner.kick();
      timers.advance(SETTLE);
      await settle();
      runner.kick();
      timers.advance(SETTLE);
      await settle();
    } finally {
      log.error = original;
    }
    expect(runs).to.equal(2);
    expect(logged).to.deep.equal(["background run failed", "background run failed"]);
    await runner.stop();
  });
});

describe("an app instance's background work", () => {
  it("marks its runs as background work", async () => {
    const background = new BackgroundWork();
    expect(backgroundWorkName()).to.equal(undefined);
    expect(await background.run("marked", async () => backgroundWorkName())).to.equal("marked");
    await background.close();
  });

  it("close() stops the runners, then waits for every run in flight and for what those start in turn", async () => {
    const background = new BackgroundWork();
    const timers = new FakeTimers();
    const { work, state, finishOne } = controlledWork();
    const runner = background.coalesced("runner", work, SETTLE, { timers });
    let followUpDone = false;
    let release!: () => void;
    const first = background.run("first", async () => {
      await new Promise<void>((r) => (release = r));
      // Started while close() waits, like an e-mail sent after the commit of a running check.
      void background.run("follow-up", async () => {
        await settle();
        followUpDone = true;
      });
    });
    runner.kick();
    timers.advance(SETTLE);
    await settle();
    runner.kick();
    let closed = false;
    const closing = background.close().then(() => (closed = true));
    await settle();
    expect(closed).to.equal(false);
    await finishOne();
    expect(closed).to.equal(false);
    release();
    await first;
    await closing;
    expect(followUpDone).to.equal(true);
    timers.advance(10 * SETTLE);
    await settle();
    expect(state.started).to.equal(1);
  });

  it("settle() runs at once what a runner was asked to run, waits for it and what it starts, and stays open", async () => {
    const background = new BackgroundWork();
    const timers = new FakeTimers();
    let followUpDone = false;
    let runs = 0;
    const runner = background.coalesced(
      "runner",
      async () => {
        runs++;
        void background.run("follow-up", async () => {
          await settle();
          followUpDone = true;
        });
      },
      SETTLE,
      { timers },
    );
    runner.kick();
    expect(timers.waiting).to.equal(1);
    await background.settle();
    expect(runs).to.equal(1);
    expect(followUpDone).to.equal(true);
    expect(timers.waiting).to.equal(0);
    // Still open: a later kick runs after its settle delay, as before.
    runner.kick();
    timers.advance(SETTLE);
    await settle();
    expect(runs).to.equal(2);
    await background.close();
  });

  it("refuses work once closed, so nothing runs against a closed database", async () => {
    const background = new BackgroundWork();
    await background.close();
    let ran = false;
    const refused = await background
      .run("late", async () => {
        ran = true;
      })
      .then(
        () => null,
        (err: Error) => err.message,
      );
    expect(refused).to.match(/started after the app closed/);
    expect(ran).to.equal(false);
  });
});
