import path from "node:path";
import { expect } from "chai";
import { ConfigError, loadConfig } from "../../server/config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).to.be.instanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration from the environment", () => {
  it("runs on documented defaults with an empty environment: SQLite under ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config).to.deep.include({
      port: 3000,
      host: "0.0.0.0",
      production: true,
      publicBaseUrl: "http://localhost:3000",
      dataDir: path.resolve("data"),
      database: { kind: "sqlite", file: path.resolve("data", "bia.sqlite") },
      cookieSecure: false,
      trustProxy: false,
      mailFrom: null,
      webDistDir: path.resolve("web/dist"),
      logLevel: "info",
    });
    expect(config.encryptionKey).to.equal(undefined);
    expect(config.jwtSecret).to.equal(undefined);
    expect(config.smtp).to.equal(undefined);
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ PORT: "  ", DATABASE_URL: "", LOG_LEVEL: "" })).to.deep.include({ port: 3000, logLevel: "info", database: loadConfig({}).database });
  });

  it("derives the public address from PORT and keeps the SQLite file inside DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/var/lib/bia" });
    expect(config.publicBaseUrl).to.equal("http://localhost:8080");
    expect(config.database).to.deep.equal({ kind: "sqlite", file: "/var/lib/bia/bia.sqlite" });
  });

  it("strips trailing slashes from PUBLIC_BASE_URL and makes the session cookie Secure on https", () => {
    const config = loadConfig({ PUBLIC_BASE_URL: "https://shop.example.com//" });
    expect(config.publicBaseUrl).to.equal("https://shop.example.com");
    expect(config.cookieSecure).to.equal(true);
    expect(loadConfig({ PUBLIC_BASE_URL: "https://shop.example.com", SESSION_COOKIE_SECURE: "false" }).cookieSecure).to.equal(false);
  });

  it("runs in production unless NODE_ENV names another mode", () => {
    expect(loadConfig({}).production).to.equal(true);
    expect(loadConfig({ NODE_ENV: "production" }).production).to.equal(true);
    expect(loadConfig({ NODE_ENV: "test" }).production).to.equal(false);
    expect(loadConfig({ NODE_ENV: "development" }).production).to.equal(false);
  });

  describe("DATABASE_URL", () => {
    it("selects MySQL 8 for mysql:// with a pool of 10 by default", () => {
      expect(loadConfig({ DATABASE_URL: "mysql://bia:secret@db:3306/bia" }).database).to.deep.equal({
        kind: "mysql",
        url: "mysql://bia:secret@db:3306/bia",
        poolSize: 10,
      });
    });

    it("selects MariaDB for mariadb:// and reads DATABASE_POOL_SIZE", () => {
      expect(loadConfig({ DATABASE_URL: "mariadb://root@127.0.0.1:3306/bia", DATABASE_POOL_SIZE: "25" }).database).to.deep.equal({
        kind: "mariadb",
        url: "mariadb://root@127.0.0.1:3306/bia",
        poolSize: 25,
      });
    });

    for (const url of ["postgres://u@h/db", "sqlite:///tmp/x.sqlite", "MYSQL//host/db", "db.example.com:3306"]) {
      it(`refuses ${url}`, () => {
        expect(problemsOf({ DATABASE_URL: url })).to.deep.equal(["DATABASE_URL must start with mysql:// or mariadb:// (or be unset for SQLite)"]);
      });
    }

    it("refuses a pool size outside 1 to 500", () => {
      expect(problemsOf({ DATABASE_URL: "mysql://h/db", DATABASE_POOL_SIZE: "0" })).to.deep.equal([
        'DATABASE_POOL_SIZE must be a whole number from 1 to 500 (got "0")',
      ]);
    });
  });

  it("accepts ENCRYPTION_KEY as 64 hex characters or as base64 of 32 bytes, to the same key", () => {
    const key = Buffer.from("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff", "hex");
    expect(loadConfig({ ENCRYPTION_KEY: key.toString("hex") }).encryptionKey).to.deep.equal(key);
    expect(loadConfig({ ENCRYPTION_KEY: key.toString("base64") }).encryptionKey).to.deep.equal(key);
  });

  it("reads TRUST_PROXY as off, a hop count or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "FALSE" }).trustProxy).to.equal(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).to.equal(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).to.equal(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).trustProxy).to.deep.equal(["loopback", "10.0.0.0/8", "::1"]);
  });

  it("refuses TRUST_PROXY=true, which would let any caller choose its address, and addresses it cannot read", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).to.throw(ConfigError, /TRUST_PROXY=true would believe X-Forwarded-For from anyone.*e\.g\. 1/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).to.throw(ConfigError, /not understood: "10\.0\.0\.0\/99"/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).to.throw(ConfigError, /TRUST_PROXY/);
  });

  it("configures SMTP only when SMTP_HOST is set, with port 587 and no implicit TLS by default", () => {
    expect(loadConfig({ SMTP_USER: "ignored" }).smtp).to.equal(undefined);
    expect(loadConfig({ SMTP_HOST: "mail.example.com", SMTP_USER: "shop", SMTP_PASS: "pw" }).smtp).to.deep.equal({
      host: "mail.example.com",
      port: 587,
      secure: false,
      user: "shop",
      pass: "pw",
    });
    expect(loadConfig({ SMTP_HOST: "mail.example.com", SMTP_PORT: "465", SMTP_SECURE: "yes" }).smtp).to.include({ port: 465, secure: true });
  });

  it("reports every bad value at once, each naming its variable, in one ConfigError", () => {
    const problems = problemsOf({
      PORT: "http",
      PUBLIC_BASE_URL: "ftp://shop.example.com",
      DATABASE_URL: "postgres://db/bia",
      ENCRYPTION_KEY: "too-short",
      JWT_SECRET: "short",
      SESSION_COOKIE_SECURE: "maybe",
      SMTP_HOST: "mail.example.com",
      SMTP_PORT: "70000",
      SMTP_SECURE: "sometimes",
      LOG_LEVEL: "verbose",
    });
    expect(problems).to.have.members([
      'PORT must be a whole number from 0 to 65535 (got "http")',
      'PUBLIC_BASE_URL must be an http(s) URL (got "ftp://shop.example.com")',
      "DATABASE_URL must start with mysql:// or mariadb:// (or be unset for SQLite)",
      "ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex characters",
      "JWT_SECRET must be at least 32 characters",
      'SESSION_COOKIE_SECURE must be true or false (got "maybe")',
      'SMTP_PORT must be a whole number from 1 to 65535 (got "70000")',
      'SMTP_SECURE must be true or false (got "sometimes")',
      'LOG_LEVEL must be debug, info, warn or error (got "verbose")',
    ]);
  });

  it("puts every problem on its own line of the error message", () => {
    try {
      loadConfig({ PORT: "-1", LOG_LEVEL: "loud" });
      expect.fail("expected a ConfigError");
    } catch (err) {
      expect((err as Error).message).to.equal(
        'Invalid configuration:\n  - PORT must be a whole number from 0 to 65535 (got "-1")\n  - LOG_LEVEL must be debug, info, warn or error (got "loud")',
      );
    }
  });
});
