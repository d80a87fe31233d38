import { expect } from "chai";
import { requestLanguage } from "../../server/http/request-language";
import { formatDay, formatMoney, interpolate, mailLanguage, mailText, PLURAL_SUFFIX } from "../../server/modules/mail/mail-text";
import en from "../../server/modules/mail/locales/en.json" with { type: "json" };
import ru from "../../server/modules/mail/locales/ru.json" with { type: "json" };
import zh from "../../server/modules/mail/locales/zh.json" with { type: "json" };

/** A catalogue's keys, plural forms aside (each language has the forms its grammar needs). */
const keysOf = (catalog: Record<string, Record<string, string>>) =>
  Object.entries(catalog).flatMap(([group, texts]) =>
    Object.keys(texts)
      .filter((k) => !PLURAL_SUFFIX.test(k))
      .map((k) => `${group}.${k}`),
  );
const placeholders = (text: string) =>
  text
    .split("{{")
    .slice(1)
    .map((part) => part.slice(0, part.indexOf("}}")))
    .sort();

describe("e-mail texts in three languages", () => {
  it("Russian and Chinese have every English key, no other, and the same placeholders", () => {
    const english = keysOf(en);
    expect(english.length).to.be.greaterThan(40);
    for (const [name, catalog] of [
      ["ru", ru],
      ["zh", zh],
    ] as const) {
      expect(keysOf(catalog), name).to.deep.equal(english);
      for (const key of english) {
        const [group, k] = key.split(".");
        const theirs = (catalog as Record<string, Record<string, string>>)[group][k];
        const ours = (en as Record<string, Record<string, string>>)[group][k];
        expect(placeholders(theirs), `${name} ${key}`).to.deep.equal(placeholders(ours));
        expect(theirs, `${name} ${key} is translated`).not.to.equal(key === "common.signature" ? "" : ours);
      }
    }
  });

  it("takes the plural form of a count in each language", () => {
    const subject = (language: "en" | "ru" | "zh", n: number) => mailText(language, "lowStock.subject", { site: "S", left: String(n), product: "P", count: n });
    expect([1, 2, 5].map((n) => subject("en", n))).to.deep.equal([
      "S: low stock — 1 account left of P",
      "S: low stock — 2 accounts left of P",
      "S: low stock — 5 accounts left of P",
    ]);
    expect([1, 3, 5, 21].map((n) => subject("ru", n))).to.deep.equal([
      "S: мало товара — остался 1 аккаунт P",
      "S: мало товара — осталось 3 аккаунта P",
      "S: мало товара — осталось 5 аккаунтов P",
      "S: мало товара — остался 21 аккаунт P",
    ]);
    expect(subject("zh", 1)).to.equal(subject("zh", 5).replace("5", "1"));
  });

  it("interpolates by scanning: values as given, unknown or unclosed placeholders left as written", () => {
    expect(interpolate("Hello {{name}}, {{ name }}!", { name: "<b>Eve</b> {{site}}" })).to.equal("Hello <b>Eve</b> {{site}}, <b>Eve</b> {{site}}!");
    expect(interpolate("{{missing}} and {{open", { other: 1 })).to.equal("{{missing}} and {{open");
    expect(interpolate("no placeholders", {})).to.equal("no placeholders");
    const long = "{{".repeat(50_000);
    expect(interpolate(long, {})).to.equal(long);
  });

  it("keeps the English texts word for word and writes the others in their language", () => {
    expect(mailText("en", "receipt.total", { total: formatMoney(123_450, "en") })).to.equal("Total paid from your balance: $1234.50");
    expect(mailText("ru", "receipt.total", { total: formatMoney(123_450, "ru") })).to.equal("Списано с баланса: 1234,50\u00a0$");
    expect(mailText("zh", "receipt.total", { total: formatMoney(5, "zh") })).to.equal("从余额支付的总额：US$0.05");
    const day = new Date("2026-11-30T23:30:00Z");
    expect(formatDay(day, "en")).to.equal("2026-11-30");
    expect(formatDay(day, "ru")).to.equal("30 ноября 2026 г.");
    expect(formatDay(day, "zh")).to.equal("2026年11月30日");
  });

  it("writes to anyone without a known profile language in English", () => {
    expect(mailLanguage("ru")).to.equal("ru");
    for (const other of [undefined, null, "", "de", "RU"]) expect(mailLanguage(other)).to.equal("en");
  });
});

describe("the request's language", () => {
  it("is the lang cookie, else the profile, else Accept-Language, else English", () => {
    expect(requestLanguage({ lang: "zh" }, "ru", "ru-RU")).to.equal("zh");
    expect(requestLanguage({ lang: "fr" }, "ru", "zh-CN")).to.equal("ru");
    expect(requestLanguage({}, "xx", "zh-CN,en;q=0.5")).to.equal("zh");
    expect(requestLanguage(undefined, undefined, "de-DE")).to.equal("en");
    expect(requestLanguage({ lang: ["ru"] }, undefined, undefined)).to.equal("en");
  });
});
