import crypto from "node:crypto";
import Module, { createRequire } from "node:module";
import { createHash } from "@apollo/utils.createhash";
import { expect } from "chai";
import { hashApolloQueriesWithoutRequire } from "../../server/graphql/apollo-query-hash";

describe("Apollo's operation hash without a require per request", () => {
  it("hands @apollo/utils.createhash node:crypto itself, and its digests stay SHA-256", () => {
    expect(hashApolloQueriesWithoutRequire()).to.equal(true);
    const require = createRequire(import.meta.url);
    const mod = require.cache[require.resolve("@apollo/utils.createhash")]!;
    // Its own require, not the loader's: the one that goes through the resolve hooks per call.
    expect(Object.hasOwn(mod, "require")).to.equal(true);
    expect(mod.require).to.not.equal(Module.prototype.require);
    expect(mod.require("crypto")).to.equal(crypto);
    // Any other module still loads the usual way.
    expect(mod.require("@apollo/utils.isnodelike")).to.have.property("isNodeLike", true);
    expect(createHash("sha256").update("abc").digest("hex")).to.equal("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
