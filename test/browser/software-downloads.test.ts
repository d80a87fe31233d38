import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { SoftwareVersion } from "../../server/modules/downloads/software-version.entity";
import { openTab, screenshot } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createCustomer, signIn } from "../helpers/fixtures";
import { openAdminTab, toast } from "./admin-session";

/* Entitled downloads (#34 item 6) in the browser, at 375 px: the admin's Versions section and the buyer's Downloads list. */

const PHONE = { width: 375, height: 812 };
const BUY = `mutation($key: String!) { purchaseSoftwareLicense(idempotencyKey: $key) { ... on SoftwarePurchase { license { id } } } }`;
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

describe("software downloads (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("an admin uploads two versions of StoryTag at 375 px; a buyer with a licence downloads the latest, byte for byte", async () => {
    const older = Buffer.concat([Buffer.from("StoryTag 4.0.0 "), crypto.randomBytes(2048)]);
    const newer = Buffer.concat([Buffer.from("StoryTag 4.1.0 "), crypto.randomBytes(5000)]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "versions-"));
    const olderFile = path.join(dir, "storytag-4.0.0.zip");
    const newerFile = path.join(dir, "storytag 4.1.0.zip");
    fs.writeFileSync(olderFile, older);
    fs.writeFileSync(newerFile, newer);

    const { page, context } = await openAdminTab(browser(), server(), PHONE);
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Edit StoryTag" }).click();
    const versions = page.getByRole("dialog", { name: "Edit Product" }).getByRole("region", { name: "Versions" });
    await versions.getByText("No versions uploaded yet.").waitFor();
    for (const [file, version, notes] of [
      [olderFile, "4.0.0", ""],
      [newerFile, "4.1.0", "Faster tagging.\nFixes the export."],
    ]) {
      await versions.getByLabel("File", { exact: true }).setInputFiles(file);
      await versions.getByLabel("Version", { exact: true }).fill(version);
      await versions.getByLabel("Release notes", { exact: true }).fill(notes);
      await versions.getByRole("button", { name: "Upload version" }).click();
      await toast(page, `Version ${version} uploaded`);
    }
    const rows = versions.getByTestId("product-version");
    await rows.first().getByText("latest").waitFor();
    expect(await rows.count()).to.equal(2);
    expect(await rows.first().textContent())
      .to.contain("4.1.0")
      .and.contain(sha256(newer))
      .and.contain("storytag-4.1.0.zip");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
    await screenshot(page, "software-versions-admin-375");
    await context.close();
    const stored = await server().app.db.manager.getRepository(SoftwareVersion).findOneByOrFail({ version: "4.1.0" });
    expect([stored.sizeBytes, stored.sha256, stored.notes]).to.deep.equal([newer.length, sha256(newer), "Faster tagging.\nFixes the export."]);

    const buyer = await createCustomer(server().app, { balanceCents: 10_000 });
    await signIn(server().app, server().client(), buyer).ok(BUY, { key: "browser-downloads-1" });
    const shop = await openTab(browser(), server(), { as: buyer, viewport: PHONE });
    await shop.page.goto("/customer/dashboard");
    const downloads = shop.page.getByTestId("license-card").getByRole("region", { name: "Downloads" });
    const latest = downloads.getByTestId("license-download").first();
    await latest.getByText("latest").waitFor();
    await latest.getByText("Faster tagging.").waitFor();
    expect(await shop.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
    await screenshot(shop.page, "software-downloads-buyer-375");

    const [download] = await Promise.all([shop.page.waitForEvent("download"), latest.getByRole("button", { name: "Download StoryTag 4.1.0" }).click()]);
    expect(download.suggestedFilename()).to.equal("storytag-4.1.0.zip");
    const saved = fs.readFileSync((await download.path())!);
    expect(sha256(saved)).to.equal(sha256(newer));
    await shop.context.close();
  });
});
