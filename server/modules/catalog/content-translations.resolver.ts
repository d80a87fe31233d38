import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listContentTranslations, saveContentTranslations } from "./content-translations";
import { ContentTranslationInput, ContentTranslationType } from "./content-translations.types";

@Resolver()
export class ContentTranslationsResolver {
  @Authorized("ADMIN")
  @Query(() => [ContentTranslationType], {
    description: "Admin: the Russian and Chinese versions of a product's (subjectType product) or the site settings' (site, main_settings) texts.",
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
