import { useQuery } from "@apollo/client/react";
import { Alert, Badge, Card, Container, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
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
  const { user } = useCurrentUser();
  // The price an admin configured on the software product: the one the server charges.
  const priceCents = useQuery(StoryTagPriceQuery).data?.softwareProduct.pricePerAccountCents;
  const slides: Slide[] = SLIDES.map((key, i) => ({ src: `/storytag/slide-${i + 1}.svg`, alt: t(`storytag.slides.${key}`) }));
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        {/* The seller sees that this page is the new shop's sample, and where to replace or remove it. */}
        {user?.role === "admin" && (
          <Alert.Root status="info" data-testid="storytag-sample">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("storytag.sampleTitle")}</Alert.Title>
              <Alert.Description>
                {t("storytag.sampleText")}{" "}
                <Link asChild fontWeight="semibold">
                  <RouterLink to="/admin/settings">{t("storytag.sampleLink")}</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
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
              {/* Without an uploaded archive the buyer is told plainly that they buy a key, not a download. */}
              {info === null && (
                <Text fontSize="sm" borderLeftWidth="3px" borderColor="orange.solid" ps="3" data-testid="storytag-no-download">
                  {t("storytag.noArchive")}
                </Text>
              )}
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
