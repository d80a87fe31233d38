import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listContentTranslations, pageTexts, saveContentTranslations } from "./content-translations";
import { ContentTranslationInput, ContentTranslationType, PageTextType } from "./content-translations.types";

@Resolver()
export class ContentTranslationsResolver {
  @Query(() => [PageTextType], {
    description:
      "The admin's texts of a page (home, terms, privacy, disclaimer) in the reader's language, else English. A field not listed has no such text: the page shows its own.",
  })
  async pageTexts(@Arg("page", () => String) page: string, @Ctx() { ctx }: GqlContext): Promise<PageTextType[]> {
    return (await pageTexts(ctx, page)).map(PageTextType.from);
  }

  @Authorized("ADMIN")
  @Query(() => [ContentTranslationType], {
    description:
      "Admin: the other languages' versions of a product's (subjectType product), a category's (category), a variant's (variant, its name), the site settings' (site, main_settings) or a page's (page, home/terms/privacy/disclaimer) texts.",
  })
  async contentTranslations(
    @Arg("subjectType", () => String) subjectType: string,
    @Arg("subjectId", () => String) subjectId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ContentTranslationType[]> {
    return (await listContentTranslations(ctx, subjectType, subjectId)).map(ContentTranslationType.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => [ContentTranslationType], {
    description: "Admin: writes one language's version of some fields (empty removes it; audited); answers the subject's translations.",
  })
  async saveContentTranslations(
    @Arg("input", () => ContentTranslationInput) input: ContentTranslationInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ContentTranslationType[]> {
    return (await saveContentTranslations(ctx, input)).map(ContentTranslationType.from);
  }
}
