import { expect } from "chai";
import { languageOfTag, pickLanguage } from "../../common/languages";

describe("languages: choosing the reader's language", () => {
  it("maps language tags to the shop's languages", () => {
    expect(languageOfTag("ru-RU")).to.equal("ru");
    expect(languageOfTag("zh-CN")).to.equal("zh");
    expect(languageOfTag("zh-Hans-CN")).to.equal("zh");
    expect(languageOfTag("zh-TW")).to.equal(undefined);
    expect(languageOfTag("zh-Hant")).to.equal(undefined);
    expect(languageOfTag("EN-gb")).to.equal("en");
    expect(languageOfTag("de")).to.equal(undefined);
  });

  it("picks by quality value, then by order, and falls back to English", () => {
    expect(pickLanguage("de-DE,de;q=0.9,ru;q=0.8,en;q=0.7")).to.equal("ru");
    expect(pickLanguage("en;q=0.5, zh-CN;q=0.9")).to.equal("zh");
    expect(pickLanguage("ru, zh")).to.equal("ru");
    expect(pickLanguage("fr-FR,de")).to.equal("en");
    expect(pickLanguage("ru;q=0")).to.equal("en");
    expect(pickLanguage("")).to.equal("en");
    expect(pickLanguage(undefined)).to.equal("en");
    expect(pickLanguage(["de", "zh-CN", "en"])).to.equal("zh");
  });

  it("reads only the first 512 characters of a huge header", () => {
    const huge = "de;q=0.1,".repeat(100_000) + "ru";
    // "ru" sits past the first 512 characters, so it is never read.
    expect(pickLanguage(huge)).to.equal("en");
    expect(pickLanguage("de;q=0.1,ru")).to.equal("ru");
  });
});
