import { useQuery } from "@apollo/client/react";
import { Badge, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { graphql } from "@/gql";
import { formatPrice } from "@/i18n/format";
import { useSoftwareArchiveInfo } from "@/lib/software-archive";
import { Carousel, type Slide } from "./storytag/Carousel";
import { DownloadButton, DownloadFacts } from "./storytag/DownloadFacts";
import { FeatureList } from "./storytag/FeatureList";
import PurchaseSoftwareButton from "./storytag/PurchaseSoftwareButton";

const SLIDES = ["bulk", "scheduling", "multiAccount", "progress", "licence"] as const;

const StoryTagPriceQuery = graphql(`
  query StoryTagPrice {
    softwareProduct {
      id
      pricePerAccountCents
    }
  }
`);

export default function StoryTagPage() {
  const { info } = useSoftwareArchiveInfo();
  const { t } = useTranslation("tools");
  // The price an admin configured on the software product: the one the server charges.
  const priceCents = useQuery(StoryTagPriceQuery).data?.softwareProduct.pricePerAccountCents;
  const slides: Slide[] = SLIDES.map((key, i) => ({ src: `/storytag/slide-${i + 1}.svg`, alt: t(`storytag.slides.${key}`) }));
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <HStack gap="3">
            <Heading as="h1" size="3xl">
              {t("storytag.name")}
            </Heading>
            <Badge colorPalette="teal" size="lg">
              {t("pro")}
            </Badge>
          </HStack>
          <Text color="fg.muted">{t("storytag.tagline")}</Text>
        </Stack>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="start">
          <Carousel slides={slides} />
          <Card.Root variant="elevated">
            <Card.Body gap="5">
              <Heading as="h2" size="lg">
                {t("storytag.features.title")}
              </Heading>
              <FeatureList />
              <HStack align="baseline" gap="2">
                <Skeleton loading={priceCents === undefined} minW={priceCents === undefined ? "16" : undefined}>
                  <Text fontSize="3xl" fontWeight="bold" data-testid="storytag-price">
                    {priceCents === undefined ? "" : formatPrice(priceCents)}
                  </Text>
                </Skeleton>
                <Text color="fg.muted">{t("storytag.per30Days")}</Text>
              </HStack>
              <Stack direction={{ base: "column", sm: "row" }} gap="3">
                <PurchaseSoftwareButton priceCents={priceCents} />
                <DownloadButton info={info} />
              </Stack>
              <DownloadFacts info={info} />
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    </Container>
  );
}
