import { EncryptedTransformer } from "./columns";
import type { KeyedDataSource } from "./data-source";
import { isEncryptedUnder } from "./secret-box";

const BATCH = 500;

export interface ReencryptResult {
  table: string;
  column: string;
  rewritten: number;
}

/**
 * Rewrites every encrypted value that is not under the current key, in small transactions.
 * Each UPDATE only applies if the value is still the one read (a concurrent write wins), so a
 * running shop loses nothing; a second pass picks up rows written meanwhile under the old key.
 */
export async function reencryptAll(ds: KeyedDataSource, passes = 2): Promise<ReencryptResult[]> {
  const box = ds.secrets;
  const keyId = box.currentId;
  if (!keyId) throw new Error("no current encryption key");
  const results = new Map<string, ReencryptResult>();
  const q = (name: string) => ds.driver.escape(name);
  for (let pass = 0; pass < passes; pass++) {
    for (const meta of ds.entityMetadatas) {
      const columns = meta.columns.filter((c) => c.transformer instanceof EncryptedTransformer);
      if (!columns.length || meta.primaryColumns.length !== 1) continue;
      const pk = meta.primaryColumns[0].databaseName;
      for (const column of columns) {
        const key = `${meta.tableName}.${column.databaseName}`;
        const result = results.get(key) ?? { table: meta.tableName, column: column.databaseName, rewritten: 0 };
        results.set(key, result);
        let after: string | number | null = null;
        for (;;) {
          const rows: Array<{ pk: string | number; value: string }> = await ds.query(
            `SELECT ${q(pk)} AS pk, ${q(column.databaseName)} AS value FROM ${q(meta.tableName)}
              WHERE ${q(column.databaseName)} IS NOT NULL AND ${q(column.databaseName)} NOT LIKE ?
              ${after === null ? "" : `AND ${q(pk)} > ?`} ORDER BY ${q(pk)} LIMIT ${BATCH}`,
            after === null ? [`v1.${keyId}.%`] : [`v1.${keyId}.%`, after],
          );
          if (!rows.length) break;
          await ds.transaction(async (em) => {
            for (const row of rows) {
              if (isEncryptedUnder(row.value, keyId)) continue;
              const fresh = box.encrypt(box.decrypt(row.value));
              const res = await em.queryRunner!.query(
                `UPDATE ${q(meta.tableName)} SET ${q(column.databaseName)} = ? WHERE ${q(pk)} = ? AND ${q(column.databaseName)} = ?`,
                [fresh, row.pk, row.value],
                true,
              );
              if (res.affected) result.rewritten += 1;
            }
          });
          after = rows[rows.length - 1].pk;
        }
      }
    }
  }
  return [...results.values()];
}
