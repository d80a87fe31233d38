import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { StockAccount } from "./stock-account.entity";
import type { StockPage } from "./stock.service";

@ObjectType("StockAccount", { description: "An available stock account as the admin sees it: passwords decrypted." })
export class StockAccountType {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String) password: string;
  @Field(() => String) email: string;
  @Field(() => String) emailPassword: string;
  @Field(() => ID, { description: "The product whose pool the line is in." }) productId: string;
  @Field(() => Date) createdAt: Date;

  static from(a: StockAccount): StockAccountType {
    return Object.assign(new StockAccountType(), {
      id: a.id,
      username: a.username,
      password: a.password,
      email: a.email,
      emailPassword: a.emailPassword,
      productId: a.productId,
      createdAt: a.createdAt,
    });
  }
}

@ObjectType("StockAccountPage")
export class StockAccountPageType {
  @Field(() => [StockAccountType], { description: "This page, oldest id first." }) items: StockAccountType[];
  @Field(() => Int, { description: "Matching available accounts, at most 100000 (see totalCapped)." }) total: number;
  @Field(() => Boolean, { description: "True when more than 100000 match: the list stops there; narrow the search." }) totalCapped: boolean;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;

  static from(p: StockPage): StockAccountPageType {
    return Object.assign(new StockAccountPageType(), { ...p, items: p.items.map(StockAccountType.from) });
  }
}

@InputType("StockAccountInput")
export class StockAccountInput {
  @Field(() => String) username: string;
  @Field(() => String) password: string;
  @Field(() => String) email: string;
  @Field(() => String) emailPassword: string;
}

@ObjectType("StockUploadResult", { description: "What one uploaded chunk did." })
export class StockUploadResultType {
  @Field(() => Int) added: number;
  @Field(() => Int, { description: "Lines that are not exactly username:password:email:emailpass." }) skippedInvalid: number;
  @Field(() => Int, { description: "Lines whose username is already in stock or repeats within the chunk." }) skippedDuplicates: number;
}
