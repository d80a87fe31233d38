/**
 * The same-statements floor (issue 32: "≤ 2× the same statements in raw SQL"): the statements one
 * real run of the shop sent to the database driver, recorded, then replayed over the bare driver.
 *
 * - record(fn): every statement the drivers (better-sqlite3, mysql2) run while fn does — SQL text,
 *   parameters, transaction statements (BEGIN/COMMIT are statements like any other), the
 *   connection each ran on, and what it answered (rows, changes, insert id). The hook sits on the
 *   driver's own prototypes (Statement.run/get/all/iterate, Database.exec, Connection.query), so
 *   TypeORM's runner, the shop's direct SQLite path and its read connection are all seen.
 * - plan(first, second, phases): two recordings of the same work compared: every word of a
 *   parameter (UUID, e-mail, token, number of the order, hash…) that occurs in the second but
 *   nowhere in the first is a per-run value; the others are the work's constants.
 * - a replayer (sqliteReplayer, mysqlReplayer) runs the second recording again, one connection of
 *   its own per connection the shop used, SQLite statements kept prepared, with a Remap per run:
 *   each per-run value gets a fresh value of the same shape, timestamps move to now, and a value
 *   the recording READ (a stock line's id, an insert id, any changed column of a row) and used
 *   later is replaced by what the replay's own read returned. Each replayed write must change as
 *   many rows as the recorded one did, or the run counts a mismatch: the replay takes real
 *   available stock, as the shop does (reads finding another number of rows are counted apart).
 */
import crypto from "node:crypto";
import Sqlite from "better-sqlite3";
import mysqlCore from "mysql2";
import mysql from "mysql2/promise";

export interface RecordedStatement {
  /** The connection it ran on, numbered in order of first use. */
  conn: number;
  sql: string;
  params: unknown[];
  /** better-sqlite3's mode (run/get/all/iterate/exec), or "query" on mysql2. */
  mode: string;
  /** Rows read (get: its one row, or none). */
  rows?: unknown[];
  /** Rows a write changed, and its insert id. */
  changes?: number;
  insertId?: number | bigint;
}

export interface Recording {
  startedAt: number;
  /** The statements of each phase (e.g. the hold, the paid notification, the fan-out). */
  phases: RecordedStatement[][];
}

type SqliteStatementProto = Record<string, (...args: unknown[]) => unknown>;

let active: { statements: RecordedStatement[]; conns: Map<object, number> } | undefined;

function connNo(handle: object): number {
  const conns = active!.conns;
  let n = conns.get(handle);
  if (n === undefined) conns.set(handle, (n = conns.size));
  return n;
}

const sqliteProto = (() => {
  const db = new Sqlite(":memory:");
  const proto = Object.getPrototypeOf(db.prepare("SELECT 1")) as SqliteStatementProto;
  db.close();
  return proto;
})();

function installSqliteHooks(): () => void {
  const originals: Record<string, (...args: unknown[]) => unknown> = {};
  for (const mode of ["run", "get", "all", "iterate"] as const) {
    const original = (originals[mode] = sqliteProto[mode]);
    sqliteProto[mode] = function (this: { source: string; database: object }, ...args: unknown[]) {
      if (!active) return original.apply(this, args);
      const entry: RecordedStatement = { conn: connNo(this.database), sql: this.source, params: args, mode };
      active.statements.push(entry);
      const result = original.apply(this, args);
      if (mode === "run") {
        const r = result as Sqlite.RunResult;
        entry.changes = r.changes;
        entry.insertId = r.lastInsertRowid;
      } else if (mode === "get") entry.rows = result === undefined ? [] : [result];
      else if (mode === "all") entry.rows = result as unknown[];
      return result;
    };
  }
  const dbProto = Sqlite.prototype as unknown as SqliteStatementProto;
  const exec = dbProto.exec;
  dbProto.exec = function (this: object, sql: unknown) {
    if (active) active.statements.push({ conn: connNo(this), sql: String(sql), params: [], mode: "exec" });
    return exec.call(this, sql);
  };
  return () => {
    Object.assign(sqliteProto, originals);
    dbProto.exec = exec;
  };
}

function installMysqlHooks(): () => void {
  let proto = (mysqlCore as unknown as { Connection: { prototype: object } }).Connection.prototype;
  while (!Object.prototype.hasOwnProperty.call(proto, "query")) proto = Object.getPrototypeOf(proto);
  const owner = proto as Record<string, (...args: unknown[]) => unknown>;
  const query = owner.query;
  owner.query = function (this: object, sql: unknown, values: unknown, cb: unknown) {
    if (!active || typeof cb !== "function") return query.call(this, sql, values, cb);
    const text = typeof sql === "string" ? sql : (sql as { sql: string }).sql;
    const entry: RecordedStatement = { conn: connNo(this), sql: text, params: Array.isArray(values) ? values : [], mode: "query" };
    active.statements.push(entry);
    return query.call(this, sql, values, (err: unknown, result: unknown, fields: unknown) => {
      if (Array.isArray(result)) entry.rows = result;
      else if (result && typeof result === "object" && "affectedRows" in result) {
        entry.changes = (result as { affectedRows: number }).affectedRows;
        entry.insertId = (result as unknown as { insertId: number }).insertId;
      }
      (cb as (...a: unknown[]) => void)(err, result, fields);
    });
  };
  return () => void (owner.query = query);
}

/** Records the statements of each phase (one function per phase, run in order). */
export async function record(phases: Array<() => Promise<unknown>>): Promise<Recording> {
  if (active) throw new Error("record: already recording");
  const uninstall = [installSqliteHooks(), installMysqlHooks()];
  const recording: Recording = { startedAt: Date.now(), phases: [] };
  active = { statements: [], conns: new Map() };
  try {
    for (const phase of phases) {
      active.statements = [];
      await phase();
      recording.phases.push(active.statements);
    }
  } finally {
    active = undefined;
    for (const u of uninstall) u();
  }
  return recording;
}

const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[A-Za-z0-9_-]{8,}/gi;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})([ T])(\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z?)$/;

function tokensOf(value: unknown, into: Set<string>): void {
  if (typeof value === "string") for (const m of value.matchAll(TOKEN)) into.add(m[0]);
  else if (typeof value === "number" || typeof value === "bigint") into.add(String(value));
  else if (Array.isArray(value)) for (const v of value) tokensOf(v, into);
  else if (value && typeof value === "object" && !(value instanceof Date) && !Buffer.isBuffer(value)) for (const v of Object.values(value)) tokensOf(v, into);
}

export interface ReplayPlan {
  recording: Recording;
  /** The per-run words of the parameters, longest first, as one pattern. */
  variable: RegExp | null;
  variableCount: number;
  statements: number;
}

/** second is replayed; the words of its parameters absent from first (another run of the same work) are per-run values. */
export function plan(first: Recording, second: Recording): ReplayPlan {
  const seen = new Set<string>();
  for (const s of first.phases.flat()) {
    tokensOf(s.params, seen);
    tokensOf(s.rows, seen);
  }
  const mine = new Set<string>();
  for (const s of second.phases.flat()) for (const p of s.params) if (typeof p === "string" && !TIMESTAMP.test(p)) tokensOf(p, mine);
  const variable = [...mine].filter((t) => !seen.has(t) && !/^\d+$/.test(t)).sort((a, b) => b.length - a.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    recording: second,
    variable: variable.length ? new RegExp(variable.map(escape).join("|"), "g") : null,
    variableCount: variable.length,
    statements: second.phases.reduce((n, p) => n + p.length, 0),
  };
}

const randomHex = (upper: boolean) => {
  const c = "0123456789abcdef"[crypto.randomInt(16)];
  return upper ? c.toUpperCase() : c;
};

/** A fresh value of the same shape: hex stays hex (same case), digits digits, letters letters; an e-mail keeps its domain and prefix. */
function freshLike(token: string): string {
  const at = token.indexOf("@");
  if (at > 0) {
    const local = token.slice(0, at);
    const cut = local.lastIndexOf("-") + 1;
    return `${local.slice(0, cut)}${freshLike(local.slice(cut) || "x")}${token.slice(at)}`;
  }
  const hexy = /^[0-9a-f-]+$/i.test(token);
  let out = "";
  for (const ch of token) {
    if (/[0-9]/.test(ch)) out += hexy ? randomHex(false) : String(crypto.randomInt(10));
    else if (/[a-f]/.test(ch) && hexy) out += randomHex(false);
    else if (/[A-F]/.test(ch) && hexy) out += randomHex(true);
    else if (/[a-z]/.test(ch)) out += String.fromCharCode(97 + crypto.randomInt(26));
    else if (/[A-Z]/.test(ch)) out += String.fromCharCode(65 + crypto.randomInt(26));
    else out += ch;
  }
  return out === token ? freshLike(token) : out;
}

/** The substitutions of one replayed run: fresh per-run values, values read back, the clock. */
export class Remap {
  private readonly fresh = new Map<string, string>();
  private readonly read = new Map<unknown, unknown>();
  private readonly shiftMs: number;
  /** Writes that changed another number of rows than the recorded ones did: the replay did not do the same work. */
  mismatches: string[] = [];
  /** Reads that found another number of rows (the dispatcher's background reads race the checkout's commits). */
  readMismatches: string[] = [];

  constructor(private readonly p: ReplayPlan) {
    this.shiftMs = Date.now() - p.recording.startedAt;
  }

  param(v: unknown): unknown {
    if (this.read.has(v)) return this.read.get(v);
    if (v instanceof Date) return new Date(v.getTime() + this.shiftMs);
    if (typeof v !== "string") return v;
    const t = TIMESTAMP.exec(v);
    if (t) {
      const moved = new Date(new Date(`${t[1]}T${t[3]}${t[4] ?? ""}Z`).getTime() + this.shiftMs).toISOString();
      const fraction = t[4] ? moved.slice(19, 19 + t[4].length) : "";
      return `${moved.slice(0, 10)}${t[2]}${moved.slice(11, 19)}${fraction}${t[5]}`;
    }
    if (!this.p.variable) return v;
    return v.replace(this.p.variable, (token) => {
      let f = this.fresh.get(token);
      if (!f) this.fresh.set(token, (f = freshLike(token)));
      return f;
    });
  }

  /** After a replayed statement: what it read is carried forward, and it must have touched as many rows as the recorded one. */
  answered(recorded: RecordedStatement, rows: unknown[] | undefined, changes: number | undefined, insertId: unknown): void {
    if (recorded.rows) {
      if (!rows || rows.length !== recorded.rows.length) {
        this.readMismatches.push(`${recorded.sql.slice(0, 80)}: read ${rows?.length} rows, recorded ${recorded.rows.length}`);
        return;
      }
      recorded.rows.forEach((was, i) => this.carry(was, rows[i]));
    } else if (recorded.changes !== undefined && changes !== recorded.changes) {
      // An upsert answers 1 for an insert and 2 for an update on MySQL: either is its one row.
      const upsert = /ON (DUPLICATE KEY|CONFLICT)/i.test(recorded.sql);
      if (!(upsert && recorded.changes > 0 && (changes ?? 0) > 0))
        this.mismatches.push(`${recorded.sql.slice(0, 80)}: changed ${changes} rows, recorded ${recorded.changes}`);
    }
    if (recorded.insertId !== undefined && recorded.changes && insertId !== undefined && insertId !== recorded.insertId) {
      this.read.set(recorded.insertId, insertId);
      this.read.set(Number(recorded.insertId), typeof insertId === "bigint" ? Number(insertId) : insertId);
    }
  }

  private carry(was: unknown, now: unknown): void {
    if (!was || !now || typeof was !== "object" || typeof now !== "object") return;
    for (const [column, value] of Object.entries(was as Record<string, unknown>)) {
      const mine = (now as Record<string, unknown>)[column];
      if (value === mine || value instanceof Date || value === null) continue;
      // Numbers only from id columns: a count read back must not turn every equal number into another.
      if (typeof value === "number" || typeof value === "bigint") {
        if (/(^|_)id$/i.test(column)) this.read.set(value, mine);
      } else if (typeof value === "string" && value.length >= 8 && !TIMESTAMP.test(value)) this.read.set(value, mine);
    }
  }
}

export interface Replayer {
  /** Replays phase `phase` of the plan's recording under `remap`. */
  replay(remap: Remap, phase: number): Promise<void>;
  close(): Promise<void>;
}

/** better-sqlite3 connections to the shop's file, one per connection the recording used, statements kept prepared. */
export function sqliteReplayer(file: string, p: ReplayPlan): Replayer {
  const conns: Sqlite.Database[] = [];
  const prepared = new Map<string, Sqlite.Statement>();
  const connOf = (n: number) => {
    if (!conns[n]) {
      const db = new Sqlite(file);
      db.pragma("journal_mode = WAL");
      db.pragma("busy_timeout = 5000");
      db.pragma("synchronous = NORMAL");
      db.pragma("foreign_keys = ON");
      conns[n] = db;
    }
    return conns[n];
  };
  return {
    replay: async (remap, phase) => {
      for (const s of p.recording.phases[phase]) {
        const db = connOf(s.conn);
        if (s.mode === "exec") {
          db.exec(s.sql);
          continue;
        }
        const key = `${s.conn}\u0000${s.sql}`;
        let st = prepared.get(key);
        if (!st) prepared.set(key, (st = db.prepare(s.sql)));
        const params = s.params.map((v) => remap.param(v));
        if (s.mode === "run") {
          const r = st.run(...params);
          remap.answered(s, undefined, r.changes, r.lastInsertRowid);
        } else if (s.mode === "get") {
          const row = st.get(...params);
          remap.answered(s, row === undefined ? [] : [row], undefined, undefined);
        } else remap.answered(s, st.all(...params), undefined, undefined);
      }
    },
    close: async () => conns.forEach((c) => c?.close()),
  };
}

/** mysql2 connections of a pool of their own, one held per connection the recording used, the same text protocol the shop's TypeORM speaks. */
export function mysqlReplayer(url: string, p: ReplayPlan): Replayer {
  const conns = new Set(p.recording.phases.flat().map((s) => s.conn)).size;
  const pool = mysql.createPool({
    uri: url.replace(/^mariadb:/, "mysql:"),
    connectionLimit: conns,
    trace: false,
    timezone: "Z",
    supportBigNumbers: true,
    charset: "utf8mb4_unicode_ci",
  });
  const held: Array<Promise<mysql.PoolConnection>> = [];
  const connOf = (n: number) => (held[n] ??= pool.getConnection());
  return {
    replay: async (remap, phase) => {
      for (const s of p.recording.phases[phase]) {
        const conn = await connOf(s.conn);
        const [result] = await conn.query(
          s.sql,
          s.params.map((v) => remap.param(v)),
        );
        if (Array.isArray(result)) remap.answered(s, result, undefined, undefined);
        else {
          const ok = result as mysql.ResultSetHeader;
          remap.answered(s, undefined, ok.affectedRows, ok.insertId);
        }
      }
    },
    close: async () => {
      for (const c of held) (await c).release();
      await pool.end();
    },
  };
}
