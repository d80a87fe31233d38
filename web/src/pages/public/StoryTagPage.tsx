import { Badge, Card, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useSoftwareArchiveInfo } from "@/lib/software-archive";
import { Carousel, type Slide } from "./storytag/Carousel";
import { DownloadButton, DownloadFacts } from "./storytag/DownloadFacts";
import { FeatureList } from "./storytag/FeatureList";
import PurchaseSoftwareButton from "./storytag/PurchaseSoftwareButton";

const SLIDES: Slide[] = [
  { src: "/storytag/slide-1.svg", alt: "Tag stories in bulk" },
  { src: "/storytag/slide-2.svg", alt: "Smart scheduling" },
  { src: "/storytag/slide-3.svg", alt: "Multi-account" },
  { src: "/storytag/slide-4.svg", alt: "Live progress" },
  { src: "/storytag/slide-5.svg", alt: "Licence built in" },
];

export default function StoryTagPage() {
  const { info } = useSoftwareArchiveInfo();
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <HStack gap="3">
            <Heading as="h1" size="3xl">
              StoryTag
            </Heading>
            <Badge colorPalette="teal" size="lg">
              Pro
            </Badge>
          </HStack>
          <Text color="fg.muted">The story tagging tool for desktop.</Text>
        </Stack>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="start">
          <Carousel slides={SLIDES} />
          <Card.Root variant="elevated">
            <Card.Body gap="5">
              <Heading as="h2" size="lg">
                Features
              </Heading>
              <FeatureList />
              <HStack align="baseline" gap="2">
                <Text fontSize="3xl" fontWeight="bold">
                  $15
                </Text>
                <Text color="fg.muted">per 30 days</Text>
              </HStack>
              <Stack direction={{ base: "column", sm: "row" }} gap="3">
                <PurchaseSoftwareButton />
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
