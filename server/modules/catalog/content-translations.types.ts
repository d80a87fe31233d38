import { Field, InputType, ObjectType } from "type-graphql";
import type { ContentTranslation } from "./content-translation.entity";

@ObjectType("ContentTranslation", { description: "Admin: one field of a product or of the site settings written in one language other than English." })
export class ContentTranslationType {
  @Field(() => String, { description: "product or site." }) subjectType: string;
  @Field(() => String, { description: "The product's id, or main_settings for the site settings." }) subjectId: string;
  @Field(() => String, { description: "product: name, description; site: tagline, description." }) field: string;
  @Field(() => String, { description: "ru or zh." }) language: string;
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
  @Field(() => String, { description: "product or site." }) subjectType: string;
  @Field(() => String, { description: "The product's id, or main_settings for the site settings." }) subjectId: string;
  @Field(() => String, { description: "ru or zh." }) language: string;
  @Field(() => [ContentFieldInput]) fields: ContentFieldInput[];
}
