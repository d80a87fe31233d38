import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { useServerWithAdmin } from "../helpers/admin-server";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";

const CATEGORIES = `{ categories { id name sortOrder } }`;
const CREATE = `mutation($name: String!, $sortOrder: Int!) { createCategory(input: { name: $name, sortOrder: $sortOrder }) { id } }`;
const RENAME = `mutation($id: ID!, $name: String!, $sortOrder: Int!) { updateCategory(id: $id, input: { name: $name, sortOrder: $sortOrder }) { id name sortOrder } }`;
const DELETE = `mutation($id: ID!, $to: ID, $none: Boolean) { deleteCategory(id: $id, moveProductsTo: $to, leaveProductsWithoutCategory: $none) }`;
const PRODUCTS = `{ adminProducts { id categoryId } }`;
const TRANSLATE = `mutation($id: String!, $name: String!) {
  saveContentTranslations(input: { subjectType: "category", subjectId: $id, language: "ru", fields: [{ field: "name", value: $name }] }) { value }
}`;
const REORDER = `mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id name sortOrder } }`;

interface Category {
  id: string;
  name: string;
  sortOrder: number;
}

describe("admin catalogue: renaming and reordering categories", () => {
  const { server, admin } = useServerWithAdmin();
  const list = async (): Promise<Category[]> => (await server().client().ok(CATEGORIES)).categories;

  it("renames a category in place, keeping its place, and refuses a name another category has", async () => {
    const { createCategory } = await admin().ok(CREATE, { name: "Mail", sortOrder: 5 });
    const { updateCategory } = await admin().ok(RENAME, { id: createCategory.id, name: "  E-mail accounts ", sortOrder: 5 });
    expect(updateCategory).to.deep.equal({ id: createCategory.id, name: "E-mail accounts", sortOrder: 5 });
    expect((await list()).find((c) => c.id === createCategory.id)?.name).to.equal("E-mail accounts");
    const clash = await admin().gql(RENAME, { id: createCategory.id, name: "Software", sortOrder: 5 });
    expect(clash.errors?.[0].message).to.equal("A category with this name already exists.");
    const empty = await admin().gql(RENAME, { id: createCategory.id, name: "   ", sortOrder: 5 });
    expect(empty.errors?.[0].message).to.equal("Category name cannot be empty.");
    expect((await list()).find((c) => c.id === createCategory.id)?.name).to.equal("E-mail accounts");
  });

  it("puts every category in the given order at once, as the storefront lists them, and audits it", async () => {
    const before = await list();
    expect(before.length).to.be.at.least(3);
    const reversed = before.map((c) => c.id).reverse();
    const { reorderCategories } = await admin().ok(REORDER, { ids: reversed });
    expect(reorderCategories.map((c: Category) => c.id)).to.deep.equal(reversed);
    expect(reorderCategories.map((c: Category) => c.sortOrder)).to.deep.equal(reversed.map((_, i) => i));
    expect((await list()).map((c) => c.id)).to.deep.equal(reversed);
    const audit = await server().app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "category.reorder" });
    expect(JSON.parse(audit.details!)).to.deep.equal({ order: reversed });
  });

  it("refuses an order that leaves out, repeats or invents a category, and changes nothing", async () => {
    const before = await list();
    const ids = before.map((c) => c.id);
    const attempts = [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), "00000000-0000-0000-0000-000000000000"]];
    for (const attempt of attempts) {
      const refused = await admin().gql(REORDER, { ids: attempt });
      expect(refused.errors?.[0].extensions?.code).to.equal("BAD_USER_INPUT");
    }
    expect((await admin().gql(REORDER, { ids: [...ids, ids[0]] })).errors?.[0].message).to.equal("Each category can appear only once in the new order.");
    expect((await admin().gql(REORDER, { ids: ids.slice(1) })).errors?.[0].message).to.equal(
      "The new order must list every category exactly once; reload the page and try again.",
    );
    expect(await list()).to.deep.equal(before);
  });

  it("refuses to delete a category with products until told where they go, then moves them there (or to no category) and audits it", async () => {
    const { createCategory: from } = await admin().ok(CREATE, { name: "Old shelf", sortOrder: 20 });
    const { createCategory: to } = await admin().ok(CREATE, { name: "New shelf", sortOrder: 21 });
    const a = await createProductAsAdmin(admin(), { name: "Shelf A", slug: "shelf-a", categoryId: from.id });
    const b = await createProductAsAdmin(admin(), { name: "Shelf B", slug: "shelf-b", categoryId: from.id });
    const categoryOf = async (id: string) =>
      ((await admin().ok(PRODUCTS)).adminProducts as Array<{ id: string; categoryId: string | null }>).find((p) => p.id === id)?.categoryId;

    const refused = await admin().gql(DELETE, { id: from.id });
    expect(refused.errors?.[0].extensions?.code).to.equal("CATEGORY_HAS_PRODUCTS");
    expect(refused.errors?.[0].message).to.equal("This category still has products: choose a category to move them to, or leave them without a category.");
    expect((await admin().gql(DELETE, { id: from.id, to: from.id })).errors?.[0].message).to.equal("Choose another category to move the products to.");
    expect((await admin().gql(DELETE, { id: from.id, to: to.id, none: true })).errors?.[0].extensions?.code).to.equal("BAD_USER_INPUT");
    expect((await admin().gql(DELETE, { id: from.id, to: "00000000-0000-0000-0000-000000000000" })).errors?.[0].message).to.equal("Unknown category.");
    expect((await list()).some((c) => c.id === from.id)).to.equal(true);
    expect(await categoryOf(a.id)).to.equal(from.id);

    await admin().ok(TRANSLATE, { id: from.id, name: "Старая полка" });
    await admin().ok(TRANSLATE, { id: to.id, name: "Новая полка" });
    const russian = server().client();
    russian.setCookie("lang", "ru");
    const named = (await russian.ok(`{ categories { id name } }`)).categories as Category[];
    // The storefront reads a category's name in the reader's language.
    expect(named.filter((c) => [from.id, to.id].includes(c.id)).map((c) => c.name)).to.deep.equal(["Старая полка", "Новая полка"]);
    expect((await admin().ok(DELETE, { id: from.id, to: to.id })).deleteCategory).to.equal(true);
    expect((await list()).some((c) => c.id === from.id)).to.equal(false);
    expect([await categoryOf(a.id), await categoryOf(b.id)]).to.deep.equal([to.id, to.id]);
    const audit = await server().app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "category.delete", entityId: from.id });
    expect(JSON.parse(audit.details!)).to.deep.equal({ name: "Old shelf", products: 2, movedTo: to.id });
    // Its translated name went with it.
    expect((await admin().gql(`{ contentTranslations(subjectType: "category", subjectId: "${from.id}") { value } }`)).errors?.[0].message).to.equal(
      "Category not found.",
    );

    expect((await admin().gql(DELETE, { id: to.id })).errors?.[0].extensions?.code).to.equal("CATEGORY_HAS_PRODUCTS");
    await admin().ok(DELETE, { id: to.id, none: true });
    expect([await categoryOf(a.id), await categoryOf(b.id)]).to.deep.equal([null, null]);
  });

  it("deletes an empty category without asking where its products go", async () => {
    const { createCategory } = await admin().ok(CREATE, { name: "Empty shelf", sortOrder: 30 });
    expect((await admin().ok(DELETE, { id: createCategory.id })).deleteCategory).to.equal(true);
    expect((await list()).some((c) => c.id === createCategory.id)).to.equal(false);
  });

  it("lets only admins rename or reorder", async () => {
    const before = await list();
    const customer = signIn(server().app, server().client(), await createCustomer(server().app));
    expect((await customer.gql(REORDER, { ids: before.map((c) => c.id).reverse() })).errors?.[0].extensions?.code).to.equal("FORBIDDEN");
    expect((await customer.gql(RENAME, { id: before[0].id, name: "Hacked", sortOrder: 0 })).errors?.[0].extensions?.code).to.equal("FORBIDDEN");
    expect(await list()).to.deep.equal(before);
  });
});
