import { expect } from "chai";
import {
  ALL_COOKIES,
  CONSENT_COOKIE,
  cookieAssignment,
  cookieNamesIn,
  cookiesToClearOnReject,
  cookieValue,
  consentFor,
  ESSENTIAL_ONLY,
  fitsInCookie,
  parseConsent,
  parsePreferences,
  PREFERENCES_COOKIE,
} from "../../web/src/lib/cookies";

describe("client cookie helpers (pure parts of web/src/lib/cookies)", () => {
  describe("consent value", () => {
    it("reads only the two choices the spec stores; anything else means no choice yet", () => {
      expect(parseConsent("accepted")).to.equal("accepted");
      expect(parseConsent("rejected")).to.equal("rejected");
      for (const value of [null, "", "Accepted", " accepted", "true", "yes", "1"]) expect(parseConsent(value), String(value)).to.equal(null);
    });

    it("treats choosing essential cookies only as a rejection, and any extra category as acceptance", () => {
      expect(consentFor(ESSENTIAL_ONLY)).to.equal("rejected");
      expect(consentFor(ALL_COOKIES)).to.equal("accepted");
      expect(consentFor({ ...ESSENTIAL_ONLY, functional: true })).to.equal("accepted");
      expect(consentFor({ ...ESSENTIAL_ONLY, analytics: true })).to.equal("accepted");
      expect(consentFor({ ...ESSENTIAL_ONLY, marketing: true })).to.equal("accepted");
    });
  });

  describe("stored preferences", () => {
    it("reads the categories saved as JSON, essential always on", () => {
      const saved = JSON.stringify({ essential: true, functional: true, analytics: false, marketing: true });
      expect(parsePreferences(saved, "accepted")).to.deep.equal({ essential: true, functional: true, analytics: false, marketing: true });
      expect(parsePreferences(JSON.stringify({ essential: false }), "accepted")).to.deep.equal(ESSENTIAL_ONLY);
    });

    it("falls back to what the consent implies when nothing readable is stored", () => {
      for (const value of [null, "", "{not json", "null", "[]", "true", '"all"', "42"]) {
        expect(parsePreferences(value, "accepted"), String(value)).to.deep.equal(ALL_COOKIES);
        expect(parsePreferences(value, "rejected"), String(value)).to.deep.equal(ESSENTIAL_ONLY);
        expect(parsePreferences(value, null), String(value)).to.deep.equal(ESSENTIAL_ONLY);
      }
    });

    it("turns a category on only for a literal true, so a tampered value cannot opt a visitor in", () => {
      const tampered = JSON.stringify({ functional: "yes", analytics: 1, marketing: "false" });
      expect(parsePreferences(tampered, "accepted")).to.deep.equal(ESSENTIAL_ONLY);
    });

    it("round-trips what saving writes", () => {
      const choice = { essential: true as const, functional: false, analytics: true, marketing: false };
      expect(parsePreferences(JSON.stringify(choice), consentFor(choice))).to.deep.equal(choice);
    });
  });

  describe("rejecting", () => {
    it("clears every cookie except cookie_consent and currentUser, as the spec says", () => {
      const names = [CONSENT_COOKIE, "currentUser", PREFERENCES_COOKIE, "appTheme", "_ga", "sidebar"];
      expect(cookiesToClearOnReject(names)).to.deep.equal([PREFERENCES_COOKIE, "appTheme", "_ga", "sidebar"]);
      expect(cookiesToClearOnReject([])).to.deep.equal([]);
    });
  });

  describe("document.cookie strings", () => {
    const jar = "cookie_consent=accepted; currentUser=%7B%22id%22%3A1%7D; a=1; ab=2; token=x=y; empty=";

    it("finds a value by its exact name and decodes it", () => {
      expect(cookieValue(jar, "cookie_consent")).to.equal("accepted");
      expect(cookieValue(jar, "currentUser")).to.equal('{"id":1}');
      expect(cookieValue(jar, "a")).to.equal("1");
      expect(cookieValue(jar, "ab")).to.equal("2");
      expect(cookieValue(jar, "b")).to.equal(null);
      expect(cookieValue(jar, "token")).to.equal("x=y");
      expect(cookieValue(jar, "empty")).to.equal("");
      expect(cookieValue("", "a")).to.equal(null);
    });

    it("lists the names, also without the space browsers put after each semicolon", () => {
      expect(cookieNamesIn(jar)).to.deep.equal(["cookie_consent", "currentUser", "a", "ab", "token", "empty"]);
      expect(cookieNamesIn("a=1;b=2")).to.deep.equal(["a", "b"]);
      expect(cookieNamesIn("")).to.deep.equal([]);
      expect(cookieNamesIn("flag")).to.deep.equal(["flag"]);
    });

    it("keeps a malformed escape set by another script as raw text instead of failing", () => {
      expect(cookieValue("broken=%E0%A4%A; ok=1", "broken")).to.equal("%E0%A4%A");
      expect(cookieNamesIn("%E0%A4%A=1; ok=1")).to.deep.equal(["%E0%A4%A", "ok"]);
    });

    it("writes an encoded assignment that expires after the given days, for the whole site", () => {
      const now = Date.UTC(2026, 0, 1, 12, 0, 0);
      expect(cookieAssignment("cookie_consent", "accepted", 365, now)).to.equal(
        "cookie_consent=accepted; expires=Fri, 01 Jan 2027 12:00:00 GMT; path=/; SameSite=Lax",
      );
      const written = cookieAssignment(PREFERENCES_COOKIE, '{"a":"b; c=d"}', 30, now);
      expect(written).to.match(/expires=Sat, 31 Jan 2026 12:00:00 GMT/);
      expect(cookieValue(written.split("; expires")[0], PREFERENCES_COOKIE)).to.equal('{"a":"b; c=d"}');
    });

    it("keeps values of up to 4000 characters in a cookie and sends longer ones to local storage", () => {
      expect(fitsInCookie("x".repeat(4000))).to.equal(true);
      expect(fitsInCookie("x".repeat(4001))).to.equal(false);
      expect(fitsInCookie("")).to.equal(true);
    });
  });
});
