import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mysql from "mysql2/promise";
import { freePort } from "./spawn-server";

const MARIADBD = "/usr/sbin/mariadbd";
const INSTALL_DB = "/usr/bin/mariadb-install-db";
const PROVIDER = "/usr/lib/galera/libgalera_smm.so";
/** Galera runs the rsync state transfer as the server's user; as root it fails with "Permission denied". */
const RUN_AS = "mysql";

export interface GaleraNode {
  index: number;
  /** mariadb://root@127.0.0.1:<port>/ — the node's SQL port, root without a password from loopback. */
  url: string;
  port: number;
  running(): boolean;
  /** SIGKILL: the node dies as on a power cut; the cluster goes on with the others. */
  kill(): Promise<void>;
  /** Starts the node again and waits until it has rejoined and caught up (Synced). */
  restart(): Promise<{ transfer: "IST" | "SST" | "unknown" }>;
  log(): string;
}

export interface GaleraCluster {
  nodes: GaleraNode[];
  /** A `wsrep_local_state_comment` per node, for messages. */
  describe(): Promise<string>;
  /**
   * Resolves once every running node has applied the same last write set, so reads on any node
   * see every commit made so far (what wsrep_sync_wait does per statement).
   */
  waitForReplication(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface Ports {
  sql: number;
  gmcast: number;
  ist: number;
  sst: number;
}

/** Why this machine cannot run a Galera cluster, or undefined when it has what it needs. */
export function galeraUnavailableReason(): string | undefined {
  for (const file of [MARIADBD, INSTALL_DB, PROVIDER, "/usr/bin/rsync", "/usr/bin/wsrep_sst_rsync"]) {
    if (!fs.existsSync(file)) return `${file} is missing (apt-get install -y galera-4 rsync mariadb-server)`;
  }
  if (process.getuid?.() !== 0) return "starting mariadbd as the mysql user needs root";
  if (spawnSync("id", [RUN_AS]).status !== 0) return `there is no ${RUN_AS} user`;
  return undefined;
}

/**
 * A three-node MariaDB Galera cluster on loopback, for the galera suite: its own ports (none of
 * the defaults 3306/4567/4568/4444, so it runs beside the system MariaDB), datadirs in a temp
 * dir owned by `mysql`, small buffers. Node 1 is installed and bootstraps the cluster
 * (--wsrep-new-cluster); nodes 2 and 3 join it empty and receive a full state transfer (rsync).
 * stop() kills every node it started and removes the temp dir.
 */
export async function startGaleraCluster(opts: { size?: number } = {}): Promise<GaleraCluster> {
  const size = opts.size ?? 3;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bia-galera-"));
  fs.chmodSync(root, 0o755);
  const ports: Ports[] = [];
  for (let i = 0; i < size; i++) ports.push({ sql: await freePort(), gmcast: await freePort(), ist: await freePort(), sst: await freePort() });
  const everyone = ports.map((p) => `127.0.0.1:${p.gmcast}`).join(",");
  const processes: Array<ChildProcess | undefined> = [];
  const logs: string[] = ports.map(() => "");

  const dirOf = (i: number) => path.join(root, `node${i + 1}`);
  const socketOf = (i: number) => path.join(dirOf(i), "mysqld.sock");

  const start = (i: number, clusterAddress: string, bootstrap: boolean): ChildProcess => {
    const p = ports[i];
    const dir = dirOf(i);
    const args = [
      "--no-defaults",
      `--user=${RUN_AS}`,
      `--datadir=${path.join(dir, "data")}`,
      `--socket=${socketOf(i)}`,
      `--pid-file=${path.join(dir, "mysqld.pid")}`,
      `--port=${p.sql}`,
      "--bind-address=127.0.0.1",
      "--skip-name-resolve",
      "--wsrep_on=ON",
      `--wsrep_provider=${PROVIDER}`,
      `--wsrep_cluster_address=${clusterAddress}`,
      "--wsrep_cluster_name=bia_test",
      `--wsrep_node_name=node${i + 1}`,
      "--wsrep_node_address=127.0.0.1",
      `--wsrep_provider_options=gmcast.listen_addr=tcp://127.0.0.1:${p.gmcast};ist.recv_addr=127.0.0.1:${p.ist};gcache.size=64M;evs.keepalive_period=PT0.5S;evs.suspect_timeout=PT2S;evs.inactive_timeout=PT3S`,
      "--wsrep_sst_method=rsync",
      `--wsrep_sst_receive_address=127.0.0.1:${p.sst}`,
      "--binlog_format=ROW",
      "--default_storage_engine=InnoDB",
      "--innodb_autoinc_lock_mode=2",
      "--innodb_buffer_pool_size=64M",
      "--innodb_log_file_size=32M",
      // A test cluster: losing the last second of commits on a power cut is acceptable here.
      "--innodb_flush_log_at_trx_commit=2",
      "--performance_schema=OFF",
      "--max_connections=300",
      "--character-set-server=utf8mb4",
      "--collation-server=utf8mb4_unicode_ci",
    ];
    if (bootstrap) args.push("--wsrep-new-cluster");
    const child = spawn(MARIADBD, args, { stdio: ["ignore", "pipe", "pipe"] });
    const keep = (d: Buffer) => {
      logs[i] += d.toString();
      if (logs[i].length > 400_000) logs[i] = logs[i].slice(-200_000);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    processes[i] = child;
    return child;
  };

  const state = async (i: number): Promise<Record<string, string>> => {
    const conn = await mysql.createConnection({ socketPath: socketOf(i), user: "root", connectTimeout: 2000 });
    try {
      const [rows] = await conn.query("SHOW STATUS WHERE Variable_name IN ('wsrep_local_state_comment', 'wsrep_cluster_size', 'wsrep_ready')");
      return Object.fromEntries((rows as Array<{ Variable_name: string; Value: string }>).map((r) => [r.Variable_name, r.Value]));
    } finally {
      await conn.end();
    }
  };

  const waitSynced = async (i: number, clusterSize: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let last = "not started";
    for (;;) {
      const child = processes[i];
      if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`galera node${i + 1} exited (${last}):\n${logs[i].slice(-4000)}`);
      try {
        const s = await state(i);
        last = JSON.stringify(s);
        if (s.wsrep_local_state_comment === "Synced" && Number(s.wsrep_cluster_size) >= clusterSize && s.wsrep_ready === "ON") return;
      } catch (err) {
        last = (err as Error).message;
      }
      if (Date.now() > deadline) throw new Error(`galera node${i + 1} did not reach Synced in ${timeoutMs / 1000} s (${last}):\n${logs[i].slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const prepareDir = (i: number, install: boolean) => {
    fs.mkdirSync(path.join(dirOf(i), "data"), { recursive: true });
    spawnSync("chown", ["-R", `${RUN_AS}:${RUN_AS}`, dirOf(i)]);
    if (!install) return;
    const installed = spawnSync(
      INSTALL_DB,
      ["--no-defaults", `--user=${RUN_AS}`, `--datadir=${path.join(dirOf(i), "data")}`, "--auth-root-authentication-method=normal", "--skip-test-db"],
      {
        encoding: "utf8",
      },
    );
    if (installed.status !== 0) throw new Error(`mariadb-install-db failed:\n${installed.stdout}\n${installed.stderr}`);
  };

  const killAll = async () => {
    for (const child of processes) {
      if (child && child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((r) => child.once("exit", r));
        child.kill("SIGKILL");
        await gone;
      }
    }
  };

  try {
    prepareDir(0, true);
    start(0, "gcomm://", true);
    await waitSynced(0, 1, 60_000);
    // Root from loopback over TCP, as the app and the tests connect; replicated to the joiners by their state transfer.
    const admin = await mysql.createConnection({ socketPath: socketOf(0), user: "root" });
    await admin.query("CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'");
    await admin.query("GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION");
    await admin.end();
    for (let i = 1; i < size; i++) {
      prepareDir(i, false);
      start(i, `gcomm://${everyone}`, false);
      await waitSynced(i, i + 1, 120_000);
    }
  } catch (err) {
    await killAll();
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }

  const nodes: GaleraNode[] = ports.map((p, i) => ({
    index: i,
    port: p.sql,
    url: `mariadb://root@127.0.0.1:${p.sql}/`,
    running: () => {
      const child = processes[i];
      return !!child && child.exitCode === null && child.signalCode === null;
    },
    kill: async () => {
      const child = processes[i];
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await gone;
    },
    restart: async () => {
      const before = logs[i].length;
      start(i, `gcomm://${everyone}`, false);
      await waitSynced(i, size, 120_000);
      const since = logs[i].slice(before);
      const transfer = /IST received|Receiving IST/i.test(since)
        ? "IST"
        : /SST (received|succeeded)|Proceeding with SST|State transfer required/i.test(since)
          ? "SST"
          : "unknown";
      return { transfer };
    },
    log: () => logs[i],
  }));

  return {
    nodes,
    describe: async () => {
      const parts: string[] = [];
      for (let i = 0; i < size; i++) {
        try {
          parts.push(`node${i + 1}: ${(await state(i)).wsrep_local_state_comment}`);
        } catch {
          parts.push(`node${i + 1}: down`);
        }
      }
      return parts.join(", ");
    },
    waitForReplication: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = new Set<string>();
        for (let i = 0; i < size; i++) {
          if (!nodes[i].running()) continue;
          const conn = await mysql.createConnection({ socketPath: socketOf(i), user: "root" });
          try {
            const [rows] = await conn.query("SHOW STATUS LIKE 'wsrep_last_committed'");
            seen.add((rows as Array<{ Value: string }>)[0]?.Value ?? "?");
          } finally {
            await conn.end();
          }
        }
        if (seen.size === 1) return;
        if (Date.now() > deadline) throw new Error(`the nodes did not converge: ${[...seen].join(", ")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: async () => {
      await killAll();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
