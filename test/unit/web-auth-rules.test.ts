import { expect } from "chai";
import { DomainError } from "../../server/errors";
import { checkChangedPassword, checkName, checkNewPassword, checkRegistration } from "../../server/modules/auth/auth.validation";
import {
  adminSetupError,
  changePasswordError,
  nameError,
  registrationError,
  resetPasswordError,
  type RegistrationValues,
} from "../../web/src/auth/auth-rules";

const valid: RegistrationValues = {
  name: "Ann",
  email: "ann@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  acceptTerms: true,
  acceptPrivacy: true,
};

/** The server's message for a check, or null when it passes. */
function serverMessage(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return err.message;
  }
}

const longLocal = `${"a".repeat(243)}@example.com`;
const nameOf = (n: number) => "n".repeat(n);

/** Inputs around every rule's edge, for comparing the client with the server. */
const registrationCases: Array<Partial<RegistrationValues>> = [
  {},
  { name: "" },
  { name: "   " },
  { email: " \t" },
  { password: "", confirmPassword: "" },
  { confirmPassword: "  " },
  { password: "12345", confirmPassword: "12345" },
  { password: "123456", confirmPassword: "123456" },
  { password: "      ", confirmPassword: "      " },
  { password: "😀😀😀😀😀", confirmPassword: "😀😀😀😀😀" },
  { password: "😀😀😀😀😀😀", confirmPassword: "😀😀😀😀😀😀" },
  { password: "secret1", confirmPassword: "secret2" },
  { password: "short", confirmPassword: "other" },
  { acceptTerms: false },
  { acceptPrivacy: false },
  { acceptTerms: false, acceptPrivacy: false },
  { acceptTerms: false, email: "not-an-email" },
  { email: "not-an-email" },
  { email: "ann@localhost" },
  { email: "ann@@example.com" },
  { email: "ann @example.com" },
  { email: "ann@example." },
  { email: "ann@.example.com" },
  { email: "  ANN@Example.COM  " },
  { email: "a@b.co" },
  { email: longLocal },
  { email: `a${longLocal}` },
  { name: nameOf(100) },
  { name: nameOf(101) },
  { name: `  ${nameOf(100)}  ` },
  { name: "😀".repeat(100) },
  { name: "😀".repeat(101) },
  { name: nameOf(101), email: "bad" },
];

describe("client form rules (web/src/auth/auth-rules)", () => {
  describe("registration", () => {
    it("accepts a complete, valid form", () => {
      expect(registrationError(valid)).to.equal(null);
    });

    it("answers with the spec's messages in the spec's order", () => {
      expect(registrationError({ ...valid, name: " " })).to.equal("Please fill all fields.");
      expect(registrationError({ ...valid, password: "12345", confirmPassword: "nope" })).to.equal("Password must be at least 6 characters long.");
      expect(registrationError({ ...valid, confirmPassword: "secret2", acceptTerms: false })).to.equal("Passwords do not match.");
      expect(registrationError({ ...valid, acceptTerms: false, acceptPrivacy: false })).to.equal("You must accept the Terms of Service to continue.");
      expect(registrationError({ ...valid, acceptPrivacy: false, email: "bad" })).to.equal("You must accept the Privacy Policy to continue.");
      expect(registrationError({ ...valid, email: "bad", name: nameOf(101) })).to.equal("Please enter a valid email address.");
      expect(registrationError({ ...valid, name: nameOf(101) })).to.equal("Name must be at most 100 characters long.");
    });

    it("counts password and name length in characters, not UTF-16 units", () => {
      expect(registrationError({ ...valid, password: "😀😀😀😀😀", confirmPassword: "😀😀😀😀😀" })).to.equal("Password must be at least 6 characters long.");
      expect(registrationError({ ...valid, name: "😀".repeat(100) })).to.equal(null);
    });

    it("refuses an address longer than 254 characters, which SMTP cannot deliver to", () => {
      expect(longLocal).to.have.length(255);
      expect(registrationError({ ...valid, email: longLocal.slice(1) })).to.equal(null);
      expect(registrationError({ ...valid, email: longLocal })).to.equal("Please enter a valid email address.");
    });

    it("gives the same answer as the server for every edge case", () => {
      const differences: string[] = [];
      for (const change of registrationCases) {
        const values = { ...valid, ...change };
        const client = registrationError(values);
        const server = serverMessage(() => checkRegistration(values));
        if (client !== server) differences.push(`${JSON.stringify(change)}: client ${client}, server ${server}`);
      }
      expect(differences).to.deep.equal([]);
    });

    it("applies the same rules to the first admin's setup form, which has no consent boxes", () => {
      const { acceptTerms: _t, acceptPrivacy: _p, ...setup } = valid;
      expect(adminSetupError(setup)).to.equal(null);
      expect(adminSetupError({ ...setup, password: "12345", confirmPassword: "12345" })).to.equal("Password must be at least 6 characters long.");
      expect(adminSetupError({ ...setup, email: "admin@" })).to.equal("Please enter a valid email address.");
    });
  });

  describe("settings: name", () => {
    it("refuses an empty or blank name and one above 100 characters, and gives the server's answer", () => {
      expect(nameError("")).to.equal("Name cannot be empty.");
      expect(nameError(" \t ")).to.equal("Name cannot be empty.");
      expect(nameError(nameOf(101))).to.equal("Name must be at most 100 characters long.");
      for (const name of ["", "  ", "Ann", nameOf(100), ` ${nameOf(100)} `, nameOf(101), "😀".repeat(101)]) {
        expect(nameError(name), name).to.equal(serverMessage(() => checkName(name)));
      }
    });
  });

  describe("password forms", () => {
    const pairs: Array<[string, string]> = [
      ["", ""],
      ["secret1", ""],
      ["  ", "  "],
      ["secret1", "secret2"],
      ["12345", "12345"],
      ["12345", "54321"],
      ["123456", "123456"],
      ["😀😀😀😀😀", "😀😀😀😀😀"],
    ];

    it("settings: asks for both new fields, then a match, then the length, in the settings page's words", () => {
      expect(changePasswordError("", "secret1")).to.equal("Please fill new password fields.");
      expect(changePasswordError("12345", "54321")).to.equal("New passwords do not match.");
      expect(changePasswordError("12345", "12345")).to.equal("Password must be at least 6 characters long.");
      expect(changePasswordError("secret1", "secret1")).to.equal(null);
      for (const [a, b] of pairs) expect(changePasswordError(a, b), `${a}/${b}`).to.equal(serverMessage(() => checkChangedPassword(a, b)));
    });

    it("reset: asks for both fields, then a match, then the length", () => {
      expect(resetPasswordError("secret1", " ")).to.equal("Please fill both password fields.");
      expect(resetPasswordError("12345", "54321")).to.equal("Passwords do not match.");
      expect(resetPasswordError("12345", "12345")).to.equal("Password must be at least 6 characters long.");
      for (const [a, b] of pairs) expect(resetPasswordError(a, b), `${a}/${b}`).to.equal(serverMessage(() => checkNewPassword(a, b)));
    });
  });
});
