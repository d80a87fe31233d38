import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { invoiceLogoPath } from "./invoice-html";
import { getInvoiceSettings, type SellerIdentity, updateInvoiceSettings } from "./invoice-settings";

@ObjectType("InvoiceSettings", { description: "Who issues the shop's invoices, and the time zone their times are shown in." })
export class InvoiceSettingsObject {
  @Field(() => String, { description: "The seller's legal name (empty: the shop's name is printed)." })
  legalName: string;

  @Field(() => String, { description: "The seller's address, one line per line." })
  address: string;

  @Field(() => String, { description: "The seller's tax id (VAT, INN, …), printed as given." })
  taxId: string;

  @Field(() => String, { description: "How a buyer reaches the seller: an e-mail, a phone, a website." })
  contact: string;

  @Field(() => String, { description: 'The IANA time zone invoices show times in, e.g. "Europe/Moscow" (default "UTC").' })
  timeZone: string;

  @Field(() => String, { nullable: true, description: "Where the invoices' logo is served (POST /api/admin/invoice-logo uploads it); null without one." })
  logoUrl: string | null;

  static from(s: SellerIdentity): InvoiceSettingsObject {
    return Object.assign(new InvoiceSettingsObject(), {
      legalName: s.legalName,
      address: s.address,
      taxId: s.taxId,
      contact: s.contact,
      timeZone: s.timeZone,
      logoUrl: s.logo ? invoiceLogoPath(s.logo.version) : null,
    });
  }
}

@InputType()
export class InvoiceSettingsInput {
  @Field(() => String, { description: "At most 200 characters." })
  legalName: string;

  @Field(() => String, { description: "At most 500 characters; line breaks kept." })
  address: string;

  @Field(() => String, { description: "At most 64 characters." })
  taxId: string;

  @Field(() => String, { description: "At most 200 characters." })
  contact: string;

  @Field(() => String, { description: "An IANA time zone the server knows." })
  timeZone: string;
}

@Resolver()
export class InvoiceSettingsResolver {
  @Authorized("ADMIN")
  @Query(() => InvoiceSettingsObject, { description: "Admin: the seller's identity and the time zone the invoices print." })
  async invoiceSettings(@Ctx() { ctx }: GqlContext): Promise<InvoiceSettingsObject> {
    return InvoiceSettingsObject.from(await getInvoiceSettings(ctx));
  }

  @Authorized("ADMIN")
  @Mutation(() => InvoiceSettingsObject, {
    description: "Admin: saves the seller's identity and time zone; every invoice shown from now on prints them (numbers already given stay).",
  })
  async updateInvoiceSettings(
    @Arg("input", () => InvoiceSettingsInput) input: InvoiceSettingsInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<InvoiceSettingsObject> {
    return InvoiceSettingsObject.from(await updateInvoiceSettings(ctx, input));
  }
}
