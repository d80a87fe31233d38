import { expect } from "chai";
import { MAX_IF_NONE_MATCH_LENGTH, matchesIfNoneMatch } from "../../server/http/if-none-match";

describe("If-None-Match (conditional GET of the public keys)", () => {
  const etag = '"abc"';

  it("matches the tag alone, in a list, weak or strong, and *", () => {
    expect(matchesIfNoneMatch('"abc"', etag)).to.equal(true);
    expect(matchesIfNoneMatch('"x", "abc"', etag)).to.equal(true);
    expect(matchesIfNoneMatch('W/"abc"', etag)).to.equal(true);
    expect(matchesIfNoneMatch(" *", etag)).to.equal(true);
  });

  it("does not match another tag, a missing header or a tag without its quotes", () => {
    expect(matchesIfNoneMatch('"abd"', etag)).to.equal(false);
    expect(matchesIfNoneMatch(undefined, etag)).to.equal(false);
    expect(matchesIfNoneMatch("", etag)).to.equal(false);
    expect(matchesIfNoneMatch("abc", etag)).to.equal(false);
  });

  it("does not read a header past its length limit, even one that names the tag", () => {
    const long = `${'"x", '.repeat(MAX_IF_NONE_MATCH_LENGTH)}"abc"`;
    expect(matchesIfNoneMatch(long, etag)).to.equal(false);
  });
});
