import { Badge, Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowRight, LuTags } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { usesSeedBrand } from "../../../../common/brand";
import { useSiteData } from "@/site/useSiteData";

export default function BiaToolsPage() {
  const { t } = useTranslation("tools");
  const { settings, brandTexts } = useSiteData();
  // The seed's title while the shop has the seed's name; the seller's label, else the shop's name, after a rename.
  const label = brandTexts.find((x) => x.field === "toolsLabel")?.value.trim();
  const title = label || (usesSeedBrand(settings.siteName) ? t("biaTools.title") : t("biaTools.shopTitle", { name: settings.siteName.trim() }));
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="fg.muted">{t("biaTools.intro")}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          <Card.Root variant="elevated">
            <Card.Body gap="4">
              <Box color="teal.fg" fontSize="4xl" aria-hidden>
                <LuTags />
              </Box>
              <Stack gap="1">
                <Badge alignSelf="flex-start" colorPalette="teal">
                  {t("pro")}
                </Badge>
                <Card.Title as="h2">{t("biaTools.storytagTitle")}</Card.Title>
              </Stack>
              <Card.Description>{t("biaTools.storytagText")}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="teal">
                <RouterLink to="/story-tag">
                  {t("biaTools.learnMore")} <LuArrowRight />
                </RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
