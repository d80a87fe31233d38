import { graphql } from "@/gql";
import { useLiteQuery } from "@/graphql/lite-client";
import type { SiteDataQuery as SiteDataResult } from "@/gql/graphql";

export const SiteDataQuery = graphql(`
  query SiteData {
    siteSettings {
      ...SiteSettingsFields
      sessionTimeoutMinutes
    }
    product {
      id
      productType
      name
      description
      pricePerAccountCents
      minPurchaseQuantity
      maxPurchaseQuantity
      image
      category
      # The home card's "Option" picker (a product with more than its default variant).
      variants {
        id
        name
        priceCents
        licenseDays
        isDefault
        availableStock
      }
    }
    paymentTestMode
    # The admin's texts of the home page's four cards in the reader's language (usually none).
    homeTexts: pageTexts(page: "home") {
      field
      value
      language
    }
    # The seller's brand texts (tools link label, announcement, hero, footer) in the reader's language.
    brandTexts: pageTexts(page: "brand") {
      field
      value
      language
    }
  }
`);

export type SiteSettings = SiteDataResult["siteSettings"];
export type Product = SiteDataResult["product"];
export type HomeText = SiteDataResult["homeTexts"][number];

/** Used when the server cannot be reached, as the spec asks ('Data Load Error', then defaults). */
export const DEFAULT_SETTINGS: SiteSettings = {
  id: "main_settings",
  siteName: "BIA",
  siteTagline: "Digital Account Marketplace",
  siteDescription: null,
  logoUrl: null,
  faviconUrl: null,
  contactTelegramUrl: null,
  contactWhatsappUrl: null,
  accentColor: null,
  heroImageUrl: null,
  toolsLinkShown: true,
  toolsLinkUrl: null,
  sessionTimeoutMinutes: 30,
};

export const DEFAULT_PRODUCT: Product = {
  id: "main_insta_product",
  productType: "account",
  name: "Digital Accounts",
  description: null,
  pricePerAccountCents: 50,
  minPurchaseQuantity: 10,
  maxPurchaseQuantity: null,
  image: null,
  category: "Digital Accounts",
  variants: [],
};

const NO_HOME_TEXTS: HomeText[] = [];

export interface SiteData {
  settings: SiteSettings;
  product: Product;
  /** The sandbox takes top-ups: every page says so. */
  testMode: boolean;
  /** The admin's overrides of the home cards' texts (field → text); none means the shipped texts. */
  homeTexts: HomeText[];
  /** The seller's brand texts (field → text in the reader's language); none means the defaults. */
  brandTexts: HomeText[];
  loading: boolean;
  failed: boolean;
}

/** Site settings and the main product, loaded once by the shell and read from the lite cache after (refetched with `refetchLite(["SiteData"])`). */
export function useSiteData(): SiteData {
  const { data, loading, error } = useLiteQuery(SiteDataQuery);
  return {
    settings: data?.siteSettings ?? DEFAULT_SETTINGS,
    product: data?.product ?? DEFAULT_PRODUCT,
    testMode: data?.paymentTestMode ?? false,
    homeTexts: data?.homeTexts ?? NO_HOME_TEXTS,
    brandTexts: data?.brandTexts ?? NO_HOME_TEXTS,
    loading: loading && data === undefined,
    failed: Boolean(error) && data === undefined,
  };
}
