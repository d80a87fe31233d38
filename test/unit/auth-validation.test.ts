import { expect } from "chai";
import { checkChangedPassword, checkName, checkNewPassword, checkRegistration, type RegistrationFields } from "../../server/modules/auth/auth.validation";
import { isValidEmail, normalizeEmail } from "../../server/modules/auth/email-address";
import { domainErrorOf } from "../helpers/domain-errors";

const valid: RegistrationFields = {
  name: "Ann",
  email: "ann@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  acceptTerms: true,
  acceptPrivacy: true,
};

function messageOf(check: () => unknown): string {
  const err = domainErrorOf(check);
  expect(err.code).to.equal("BAD_USER_INPUT");
  return err.message;
}

describe("auth input rules", () => {
  describe("registration", () => {
    it("asks to fill all fields when any text field is blank after trimming", () => {
      for (const field of ["name", "email", "password", "confirmPassword"] as const) {
        expect(
          messageOf(() => checkRegistration({ ...valid, [field]: "   " })),
          field,
        ).to.equal("Please fill all fields.");
      }
    });

    it("checks in the spec's order: length, match, terms, privacy, e-mail format", () => {
      const everythingWrong = { name: "A", email: "bad", password: "12345", confirmPassword: "x", acceptTerms: false, acceptPrivacy: false };
      expect(messageOf(() => checkRegistration(everythingWrong))).to.equal("Password must be at least 6 characters long.");
      expect(messageOf(() => checkRegistration({ ...everythingWrong, password: "123456" }))).to.equal("Passwords do not match.");
      const matching = { ...everythingWrong, password: "123456", confirmPassword: "123456" };
      expect(messageOf(() => checkRegistration(matching))).to.equal("You must accept the Terms of Service to continue.");
      expect(messageOf(() => checkRegistration({ ...matching, acceptTerms: true }))).to.equal("You must accept the Privacy Policy to continue.");
      expect(messageOf(() => checkRegistration({ ...matching, acceptTerms: true, acceptPrivacy: true }))).to.equal("Please enter a valid email address.");
    });

    it("counts password length in characters, not bytes", () => {
      expect(messageOf(() => checkRegistration({ ...valid, password: "ééééé", confirmPassword: "ééééé" }))).to.equal(
        "Password must be at least 6 characters long.",
      );
      expect(checkRegistration({ ...valid, password: "🔑🔑🔑🔑🔑🔑", confirmPassword: "🔑🔑🔑🔑🔑🔑" }).password).to.equal("🔑🔑🔑🔑🔑🔑");
    });

    it("returns the trimmed name and the trimmed, lower-cased e-mail", () => {
      expect(checkRegistration({ ...valid, name: "  Ann Lee ", email: "  Ann.Lee@Example.COM " })).to.deep.equal({
        name: "Ann Lee",
        email: "ann.lee@example.com",
        password: "secret1",
      });
    });

    it("refuses a name longer than 100 characters", () => {
      expect(messageOf(() => checkRegistration({ ...valid, name: "x".repeat(101) }))).to.equal("Name must be at most 100 characters long.");
    });
  });

  describe("e-mail addresses", () => {
    it("accepts ordinary addresses and refuses ones a person mistyped", () => {
      for (const ok of ["a@b.co", "first.last+tag@sub.example.org"]) expect(isValidEmail(ok), ok).to.equal(true);
      for (const bad of ["plain", "a@b", "a@@b.co", "a b@c.de", "a@b..co", "@b.co", `${"x".repeat(250)}@b.co`]) {
        expect(isValidEmail(bad), bad).to.equal(false);
      }
    });

    it("normalizes by trimming and lower-casing", () => {
      expect(normalizeEmail("  Mixed@Case.ORG\t")).to.equal("mixed@case.org");
      expect(normalizeEmail(undefined)).to.equal("");
    });
  });

  describe("new passwords", () => {
    it("reset form: both fields, then match, then length", () => {
      expect(messageOf(() => checkNewPassword("", "abcdef"))).to.equal("Please fill both password fields.");
      expect(messageOf(() => checkNewPassword("abc", "abd"))).to.equal("Passwords do not match.");
      expect(messageOf(() => checkNewPassword("abc", "abc"))).to.equal("Password must be at least 6 characters long.");
      expect(() => checkNewPassword("abcdef", "abcdef")).not.to.throw();
    });

    it("settings form: its own wording for blank and mismatched fields", () => {
      expect(messageOf(() => checkChangedPassword("abcdef", " "))).to.equal("Please fill new password fields.");
      expect(messageOf(() => checkChangedPassword("abcdef", "abcdeg"))).to.equal("New passwords do not match.");
      expect(messageOf(() => checkChangedPassword("abc", "abc"))).to.equal("Password must be at least 6 characters long.");
    });
  });

  it("refuses an empty profile name and trims a valid one", () => {
    expect(messageOf(() => checkName("  "))).to.equal("Name cannot be empty.");
    expect(checkName("  Bo ")).to.equal("Bo");
  });
});
