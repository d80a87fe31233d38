import { expect } from "chai";
import { DomainError } from "../../server/errors";
import { checkChangedPassword, checkName, checkNewPassword, checkRegistration } from "../../server/modules/auth/auth.validation";
import { adminSetupProblems, changePasswordError, nameError, registrationProblems, resetPasswordError, type RegistrationValues } from "../../common/auth-rules";

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
  { name: "Ann\nLee" },
  { name: "Ann\u001b[31mRed" },
  { name: "Ann\u202eLee" },
  { name: "Ann\u0085Lee" },
  { name: "  Ann Lee\t\n" },
];

describe("client form rules (common/auth-rules)", () => {
  describe("registration", () => {
    it("accepts a complete, valid form", () => {
      expect(registrationProblems(valid)).to.deep.equal({});
    });

    it("names every problem at once, each on its field, the e-mail's format included", () => {
      expect(
        registrationProblems({ name: " ", email: "bad", password: "12345", confirmPassword: "nope", acceptTerms: false, acceptPrivacy: false }),
      ).to.deep.equal({
        name: "Name cannot be empty.",
        email: "Please enter a valid email address.",
        password: "Password must be at least 6 characters long.",
        confirmPassword: "Passwords do not match.",
        acceptTerms: "You must accept the Terms of Service to continue.",
        acceptPrivacy: "You must accept the Privacy Policy to continue.",
      });
      expect(registrationProblems({ ...valid, email: " " })).to.deep.equal({ email: "Please enter your email address." });
      expect(registrationProblems({ ...valid, name: nameOf(101) })).to.deep.equal({ name: "Name must be at most 100 characters long." });
    });

    it("counts password and name length in characters, not UTF-16 units", () => {
      expect(registrationProblems({ ...valid, password: "😀😀😀😀😀", confirmPassword: "😀😀😀😀😀" })).to.deep.equal({
        password: "Password must be at least 6 characters long.",
      });
      expect(registrationProblems({ ...valid, name: "😀".repeat(100) })).to.deep.equal({});
    });

    it("refuses an address longer than 254 characters, which SMTP cannot deliver to", () => {
      expect(longLocal).to.have.length(255);
      expect(registrationProblems({ ...valid, email: longLocal.slice(1) })).to.deep.equal({});
      expect(registrationProblems({ ...valid, email: longLocal })).to.deep.equal({ email: "Please enter a valid email address." });
    });

    it("accepts exactly the forms the server accepts, and names the server's message on a field", () => {
      const differences: string[] = [];
      for (const change of registrationCases) {
        const values = { ...valid, ...change };
        const client = Object.values(registrationProblems(values));
        const server = serverMessage(() => checkRegistration(values));
        const agrees = server === null ? client.length === 0 : server === "Please fill all fields." ? client.length > 0 : client.includes(server);
        if (!agrees) differences.push(`${JSON.stringify(change)}: client ${client.join(" / ")}, server ${server}`);
      }
      expect(differences).to.deep.equal([]);
    });

    it("applies the same rules to the first admin's setup form, which has no consent boxes", () => {
      const { acceptTerms: _t, acceptPrivacy: _p, ...setup } = valid;
      expect(adminSetupProblems(setup)).to.deep.equal({});
      expect(adminSetupProblems({ ...setup, password: "12345", confirmPassword: "12345" })).to.deep.equal({
        password: "Password must be at least 6 characters long.",
      });
      expect(adminSetupProblems({ ...setup, email: "admin@" })).to.deep.equal({ email: "Please enter a valid email address." });
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
