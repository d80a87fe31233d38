import { Stack } from "@chakra-ui/react";
import { useSiteData } from "@/site/useSiteData";
import { ContactMenu } from "./home/ContactMenu";
import { HeroSection } from "./home/HeroSection";
import { PurchaseCard } from "./home/PurchaseCard";
import { useAvailableStock } from "./home/stock-count";
import { WhyChooseUs } from "./home/WhyChooseUs";

export default function HomePage() {
  const { settings, product } = useSiteData();
  const { count } = useAvailableStock();
  return (
    <>
      <HeroSection settings={settings} available={count} />
      <Stack maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap={{ base: "10", md: "16" }}>
        <PurchaseCard product={product} available={count} />
        <WhyChooseUs />
      </Stack>
      <ContactMenu settings={settings} />
    </>
  );
}
