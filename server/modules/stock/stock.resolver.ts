import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ACCOUNT_PRODUCT_ID } from "../catalog";
import type { GqlContext } from "../../graphql/gql-context";
import {
  countAvailableStock,
  deleteAllStockAccounts,
  deleteStockAccounts,
  listStockAccounts,
  STOCK_PAGE_SIZE,
  updateStockAccount,
  uploadStockChunk,
} from "./stock.service";
import { StockAccountInput, StockAccountPageType, StockAccountType, StockUploadResultType } from "./stock.types";

@Resolver()
export class StockResolver {
  @Query(() => Int, { description: "How many stock accounts of a product (every product when none is given) are available to buy." })
  async availableStockCount(@Arg("productId", () => ID, { nullable: true }) productId: string | null, @Ctx() { ctx }: GqlContext): Promise<number> {
    return countAvailableStock(ctx, productId);
  }

  @Authorized("ADMIN")
  @Query(() => StockAccountPageType, {
    description: "Admin: available stock accounts, id ascending, a page at a time. `search` matches part of the username or e-mail, ignoring case.",
  })
  async stockAccounts(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("productId", () => ID, { nullable: true, description: "One product's pool; every product when omitted." }) productId: string | null,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Arg("pageSize", () => Int, { defaultValue: STOCK_PAGE_SIZE }) pageSize: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<StockAccountPageType> {
    return StockAccountPageType.from(await listStockAccounts(ctx, { search, productId, page, pageSize }));
  }

  @Authorized("ADMIN")
  @Mutation(() => StockAccountType, { description: "Admin: edits an available account ('Username and password cannot be empty.')." })
  async updateStockAccount(
    @Arg("id", () => Int) id: number,
    @Arg("input", () => StockAccountInput) input: StockAccountInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<StockAccountType> {
    return StockAccountType.from(await updateStockAccount(ctx, id, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => Int, { description: "Admin: deletes up to 500 available accounts by id; returns how many were deleted (sold ones never are)." })
  async deleteStockAccounts(@Arg("ids", () => [Int]) ids: number[], @Ctx() { ctx }: GqlContext): Promise<number> {
    return deleteStockAccounts(ctx, ids);
  }

  @Authorized("ADMIN")
  @Mutation(() => Int, {
    description: "Admin: deletes every available account of one product (of all when omitted), in batches of 1000 on the server; returns the count.",
  })
  async deleteAllStockAccounts(@Arg("productId", () => ID, { nullable: true }) productId: string | null, @Ctx() { ctx }: GqlContext): Promise<number> {
    return deleteAllStockAccounts(ctx, productId);
  }

  @Authorized("ADMIN")
  @Mutation(() => StockUploadResultType, {
    description:
      "Admin: adds one chunk (at most 1000) of username:password:email:emailpass lines in one transaction — all or nothing. " +
      "With skipExistingUsernames (default), usernames already in the product's stock or repeated in the chunk are skipped.",
  })
  async uploadStockChunk(
    @Arg("lines", () => [String]) lines: string[],
    @Arg("skipExistingUsernames", () => Boolean, { defaultValue: true }) skipExistingUsernames: boolean,
    @Arg("productId", () => ID, {
      defaultValue: ACCOUNT_PRODUCT_ID,
      description: "The stock product whose pool gets the lines; duplicates are judged within it.",
    })
    productId: string,
    @Arg("variantId", () => ID, {
      nullable: true,
      description: "One of the product's variants whose pool gets the lines; left out: the product's default variant.",
    })
    variantId: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<StockUploadResultType> {
    return Object.assign(new StockUploadResultType(), await uploadStockChunk(ctx, lines, { productId, variantId, skipExistingUsernames }));
  }
}
