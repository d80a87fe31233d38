import { expect } from "chai";
import fc from "fast-check";
import { generateLicenseKey, parseLicenseKey } from "../../server/modules/licenses/license-key";

// The spec's texts and format, stated here rather than read from the implementation.
const INVALID_FORMAT = "Invalid license key format";
const EMPTY_KEY = "Please enter a license key";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** The spec's rule, written character by character so that it shares nothing with the parser's regex. */
function isWellFormed(key: string): boolean {
  if (key.length !== 19) return false;
  return [...key].every((c, i) => (i % 5 === 4 ? c === "-" : ALPHABET.includes(c)));
}

const keyChar = fc.constantFrom(...ALPHABET.split(""));
const group = fc.array(keyChar, { minLength: 4, maxLength: 4 }).map((cs) => cs.join(""));
const wellFormedKey = fc.tuple(group, group, group, group).map((gs) => gs.join("-"));

describe("licence keys", () => {
  describe("generation", () => {
    it("makes 16 uppercase letters or digits in four hyphen-separated groups", () => {
      for (let i = 0; i < 1000; i++) expect(generateLicenseKey()).to.match(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    });

    it("makes 10,000 distinct keys in a row", () => {
      const keys = new Set(Array.from({ length: 10_000 }, () => generateLicenseKey()));
      expect(keys.size).to.equal(10_000);
    });

    it("uses every letter and digit of the alphabet", () => {
      const seen = new Set(Array.from({ length: 2000 }, () => generateLicenseKey().replaceAll("-", "")).join(""));
      expect([...seen].sort().join("")).to.equal([...ALPHABET].sort().join(""));
    });

    it("draws each character from the random source it is given", () => {
      let n = 0;
      expect(generateLicenseKey(() => n++ % 36)).to.equal("ABCD-EFGH-IJKL-MNOP");
    });
  });

  describe("format check", () => {
    it("accepts every well-formed key, also with surrounding whitespace, and returns it trimmed", () => {
      fc.assert(
        fc.property(wellFormedKey, fc.constantFrom("", " ", "\t", "\n", "  "), fc.constantFrom("", " ", "\r\n"), (key, before, after) => {
          expect(parseLicenseKey(before + key + after)).to.deep.equal({ ok: true, key });
        }),
      );
    });

    it("agrees with the spec's format on arbitrary strings, including near-keys", () => {
      const nearKey = fc.stringMatching(/^[A-Z0-9a-z -]{15,22}$/);
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 30 }), nearKey, wellFormedKey), (s) => {
          const result = parseLicenseKey(s);
          const trimmed = s.trim();
          if (trimmed === "") expect(result).to.deep.equal({ ok: false, message: EMPTY_KEY });
          else if (isWellFormed(trimmed)) expect(result).to.deep.equal({ ok: true, key: trimmed });
          else expect(result).to.deep.equal({ ok: false, message: INVALID_FORMAT });
        }),
      );
    });

    it("refuses a well-formed key with one character changed to something outside the alphabet", () => {
      fc.assert(
        fc.property(wellFormedKey, fc.integer({ min: 0, max: 18 }), fc.constantFrom("a", "z", "-", "_", " ", "É", "0x", ""), (key, at, replacement) => {
          const mutated = key.slice(0, at) + replacement + key.slice(at + 1);
          if (mutated === key) return;
          expect(parseLicenseKey(mutated)).to.deep.equal({ ok: false, message: INVALID_FORMAT });
        }),
      );
    });

    it("refuses lowercase, missing hyphens, wrong group lengths and extra groups", () => {
      for (const bad of [
        "abcd-efgh-ijkl-mnop",
        "ABCDEFGHIJKLMNOP",
        "ABC-DEFGH-IJKL-MNOP",
        "ABCD-EFGH-IJKL-MNOP-QRST",
        "ABCD-EFGH-IJKL",
        "ABCD EFGH IJKL MNOP",
      ]) {
        expect(parseLicenseKey(bad), bad).to.deep.equal({ ok: false, message: INVALID_FORMAT });
      }
    });

    it("asks for a key when the input is empty, blank or not a string", () => {
      for (const empty of ["", "   ", undefined, null, 42, {}]) {
        expect(parseLicenseKey(empty)).to.deep.equal({ ok: false, message: EMPTY_KEY });
      }
    });
  });
});
