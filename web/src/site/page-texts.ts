import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";

export const PageTextsQuery = graphql(`
  query PageTexts($page: String!) {
    pageTexts(page: $page) {
      field
      value
      language
      updatedAt
    }
  }
`);

/** The pages whose texts an admin may override (server: content-translations.ts PAGE_FIELDS). */
export type EditablePage = "home" | "terms" | "privacy" | "disclaimer";

export interface PageOverride {
  value: string;
  /** The language the admin wrote it in: the reader's, or English when theirs has none. */
  language: string;
  updatedAt: string;
}

/**
 * The admin's overrides of one page's texts in the reader's language (English where theirs has
 * none), by field. A field without one keeps the text the client ships, in the reader's language.
 */
export function usePageTexts(page: EditablePage): { overrides: Map<string, PageOverride>; loading: boolean } {
  const { data, loading } = useQuery(PageTextsQuery, { variables: { page } });
  const overrides = new Map<string, PageOverride>(
    (data?.pageTexts ?? []).map((t) => [t.field, { value: t.value, language: t.language, updatedAt: String(t.updatedAt) }]),
  );
  return { overrides, loading: loading && !data };
}

/** `{{site}}` in a page text (the shipped ones use it too) becomes the shop's name; split/join, no pattern. */
export const withSiteName = (text: string, site: string) => text.split("{{site}}").join(site);
