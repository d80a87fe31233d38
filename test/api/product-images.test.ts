import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

describe("product images", () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  const upload = (client: HttpClient, body: Buffer, type = "image/png", id = "main_insta_product") =>
    client.request("POST", `/api/admin/products/${id}/image`, body, { "content-type": type });

  it("stores an admin's image under DATA_DIR, points the product at it and serves it as an image only", async () => {
    const res = await upload(admin, PNG);
    expect(res.status).to.equal(200);
    const { image } = await res.json();
    expect(image).to.match(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    expect((await server.client().ok(`{ product { image } }`)).product.image).to.equal(image);
    const served = await fetch(server.url + image);
    expect(served.status).to.equal(200);
    expect(served.headers.get("content-type")).to.equal("image/png");
    expect(served.headers.get("x-content-type-options")).to.equal("nosniff");
    expect(served.headers.get("content-security-policy")).to.contain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).to.equal(true);

    const again = await (await upload(admin, PNG)).json();
    expect((await fetch(server.url + image)).status, "the replaced image is removed").to.equal(404);
    expect((await fetch(server.url + again.image)).status).to.equal(200);
  });

  it("refuses a file that is not a PNG, JPEG, WebP or GIF by its bytes, whatever its content type says", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(admin, svg, "image/png");
    expect(res.status).to.equal(400);
    expect((await res.json()).error.message).to.equal("The image must be a PNG, JPEG, WebP or GIF file.");
  });

  it("refuses images above 2 MB, unknown products, customers and visitors", async () => {
    expect((await upload(admin, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).status).to.equal(413);
    expect((await upload(admin, PNG, "image/png", "no-such-product")).status).to.equal(404);
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await upload(customer, PNG)).status).to.equal(403);
    expect((await upload(server.client(), PNG)).status).to.equal(401);
  });

  it("serves nothing but uploaded image names", async () => {
    for (const p of ["/uploads/products/..%2F..%2Fbia.sqlite", "/uploads/products/x.png", "/uploads/products/00000000-0000-0000-0000-000000000000.svg"]) {
      const res = await fetch(server.url + p);
      expect(res.headers.get("content-type") ?? "", p).not.to.contain("image/");
    }
  });
});
