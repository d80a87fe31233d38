import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

/**
 * The key that signs sandbox webhooks: configured, or generated once into the data directory.
 * Only this server knows it, so a sandbox webhook cannot be forged from outside. Read from the
 * file on each use rather than cached in the module: sandbox checkouts are rare, and a cache
 * would outlive the app instance (and its data directory) that wrote the file.
 */
export function sandboxPaymentKey(config: Config): string {
  if (config.payments.sandboxKey) return config.payments.sandboxKey;
  const file = path.join(config.dataDir, "sandbox-payment.key");
  let key: string;
  if (fs.existsSync(file)) {
    key = fs.readFileSync(file, "utf8").trim();
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    key = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, key + "\n", { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      key = fs.readFileSync(file, "utf8").trim();
    }
  }
  return key;
}
