import { Spinner, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useLiteQuery } from "@/graphql/lite-client";
import { useSiteData } from "@/site/useSiteData";
import { ContactMenu } from "./home/ContactMenu";
import { HeroSection } from "./home/HeroSection";
import { PurchaseCard } from "./home/PurchaseCard";
import { useAvailableStock } from "./home/stock-count";
import { WhyChooseUs } from "./home/WhyChooseUs";
import { StorefrontQuery } from "./product/storefront-documents";

// Only a shop with several listed products shows the catalogue: the one-product home keeps its size.
const Storefront = lazy(() => import("./home/Storefront").then((m) => ({ default: m.Storefront })));

/** A shop with one listed product keeps the seed's home page (its purchase card); with more, the catalogue takes its place. */
export default function HomePage() {
  const { settings, product, homeTexts } = useSiteData();
  const { count } = useAvailableStock();
  const storefront = useLiteQuery(StorefrontQuery, { variables: { sort: "featured" } });
  const catalogue = storefront.data && storefront.data.products.length > 1 ? storefront.data : null;
  const loading = storefront.loading && !storefront.data;
  return (
    <>
      <HeroSection settings={settings} available={count} />
      {/*
        Until the products are known, only a spinner fills the window below the hero: what comes
        after it (the reasons, the footer) stays out of sight instead of being pushed down when
        the card or the catalogue arrives (a layout shift of 0.29 on a phone).
      */}
      <Stack maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap={{ base: "10", md: "16" }} minH={loading ? "100vh" : undefined}>
        {loading ? (
          <Spinner alignSelf="center" />
        ) : catalogue ? (
          <Suspense fallback={<Spinner alignSelf="center" />}>
            <Storefront initial={catalogue} />
          </Suspense>
        ) : (
          <PurchaseCard product={product} available={count} />
        )}
        {!loading && <WhyChooseUs overrides={homeTexts} />}
      </Stack>
      <ContactMenu settings={settings} />
    </>
  );
}
