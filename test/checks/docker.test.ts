import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { parseDocument } from "yaml";
import { configVariables } from "../../server/config";

const root = path.resolve(import.meta.dirname, "../..");
const dockerfile = fs.readFileSync(path.join(root, "docker/Dockerfile"), "utf8");
const ignored = fs
  .readFileSync(path.join(root, ".dockerignore"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

/** Instructions with their continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

function loadCompose(): any {
  const doc = parseDocument(fs.readFileSync(path.join(root, "docker/compose.yml"), "utf8"));
  expect(doc.errors.map(String), "docker/compose.yml does not parse").to.deep.equal([]);
  return doc.toJS();
}

describe("Docker files", () => {
  it("the image copies only paths that exist in the repository and are not excluded by .dockerignore", () => {
    const sources = instructions
      .filter((l) => /^COPY\s/i.test(l) && !/--from=/i.test(l))
      .flatMap((l) =>
        l
          .split(/\s+/)
          .slice(1, -1)
          .filter((a) => !a.startsWith("--")),
      );
    expect(sources).not.to.be.empty;
    for (const source of sources) {
      expect(fs.existsSync(path.join(root, source)), `${source} does not exist`).to.equal(true);
      expect(ignored, `${source} is excluded by .dockerignore`).not.to.include(source);
    }
  });

  it("the runtime stage is Node 24, runs as a non-root user in production mode and checks /healthz", () => {
    const lastFrom = instructions.findLastIndex((l) => /^FROM /.test(l));
    const lastStage = instructions.slice(lastFrom).join("\n");
    expect(dockerfile).to.match(/^ARG NODE_IMAGE=node:24-/m);
    expect(lastStage).to.match(/^USER node$/m);
    expect(lastStage).to.match(/NODE_ENV=production/);
    expect(lastStage).to.match(/^EXPOSE 3000$/m);
    expect(lastStage).to.match(/^HEALTHCHECK .*\/healthz/m);
    expect(instructions.filter((l) => /^FROM /.test(l)).length, "multi-stage").to.be.greaterThan(1);
  });

  it("compose runs the app on MariaDB 11 with a volume, and starts it once the database is healthy", () => {
    const { services, volumes } = loadCompose();
    expect(services.db.image).to.equal("mariadb:11");
    expect(services.db.healthcheck.test).to.be.an("array").that.is.not.empty;
    const dbVolume = services.db.volumes.find((v: string) => v.endsWith(":/var/lib/mysql"));
    expect(dbVolume, "the database keeps its data in a volume").to.be.a("string");
    expect(volumes).to.have.property(dbVolume.split(":")[0]);
    expect(services.app.depends_on.db.condition).to.equal("service_healthy");
    expect(services.app.build.dockerfile).to.equal("docker/Dockerfile");
  });

  it("compose passes the app only variables the server knows, including the required secrets", () => {
    const env = Object.keys(loadCompose().services.app.environment);
    const known = new Set(configVariables.map((v) => v.env));
    expect(
      env.filter((name) => !known.has(name)),
      "unknown to server/config.ts",
    ).to.deep.equal([]);
    expect(env).to.include.members(["DATABASE_URL", "JWT_SECRET", "ENCRYPTION_KEY", "PUBLIC_BASE_URL"]);
  });
});
