import { Field, InputType, ObjectType } from "type-graphql";
import type { ContentTranslation } from "./content-translation.entity";
import type { PageText } from "./content-translations";

@ObjectType("ContentTranslation", { description: "Admin: one field of a product or of the site settings written in one language other than English." })
export class ContentTranslationType {
  @Field(() => String, { description: "product, category, variant, site or page." }) subjectType: string;
  @Field(() => String, {
    description: "The product's, category's or (non-default) variant's id, main_settings for the site settings, or the page: home, terms, privacy, disclaimer.",
  })
  subjectId: string;
  @Field(() => String, {
    description:
      "product: name, description; category: name; variant: name; site: tagline, description; page home: {card}Title, {card}Text; terms, privacy: body; disclaimer: notice, body.",
  })
  field: string;
  @Field(() => String, { description: "ru or zh (en too for pages)." }) language: string;
  @Field(() => String) value: string;

  static from(t: ContentTranslation): ContentTranslationType {
    return Object.assign(new ContentTranslationType(), {
      subjectType: t.subjectType,
      subjectId: t.subjectId,
      field: t.field,
      language: t.language,
      value: t.value,
    });
  }
}

@InputType("ContentFieldInput")
export class ContentFieldInput {
  @Field(() => String) field: string;
  @Field(() => String, { description: "Empty removes this language's version, so the field shows the English text." }) value: string;
}

@InputType("ContentTranslationInput", { description: "Admin: one language's version of some fields of a product or of the site settings." })
export class ContentTranslationInput {
  @Field(() => String, { description: "product, category, variant, site or page." }) subjectType: string;
  @Field(() => String, {
    description: "The product's, category's or (non-default) variant's id, main_settings for the site settings, or the page: home, terms, privacy, disclaimer.",
  })
  subjectId: string;
  @Field(() => String, { description: "ru or zh; en too for pages, whose English text ships with the client." }) language: string;
  @Field(() => [ContentFieldInput]) fields: ContentFieldInput[];
}

@ObjectType("PageText", { description: "An admin-written text of a page in the reader's language (or English when that language has none)." })
export class PageTextType {
  @Field(() => String, { description: "home: {card}Title, {card}Text; terms, privacy: body (Markdown); disclaimer: notice, body (Markdown)." })
  field: string;
  @Field(() => String) value: string;
  @Field(() => String, { description: "The language the value is written in." }) language: string;
  @Field(() => Date) updatedAt: Date;

  static from(t: PageText): PageTextType {
    return Object.assign(new PageTextType(), t);
  }
}
