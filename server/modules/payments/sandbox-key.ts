import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

const cache = new Map<string, string>();

/**
 * The key that signs sandbox webhooks: configured, or generated once into the data directory.
 * Only this server knows it, so a sandbox webhook cannot be forged from outside.
 */
export function sandboxPaymentKey(config: Config): string {
  if (config.payments.sandboxKey) return config.payments.sandboxKey;
  const file = path.join(config.dataDir, "sandbox-payment.key");
  const known = cache.get(file);
  if (known) return known;
  let key: string;
  if (fs.existsSync(file)) {
    key = fs.readFileSync(file, "utf8").trim();
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    key = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, key + "\n", { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      key = fs.readFileSync(file, "utf8").trim();
    }
  }
  cache.set(file, key);
  return key;
}
