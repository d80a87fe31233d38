import { Box, Collapsible, Container, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { LuChevronDown, LuTriangleAlert } from "react-icons/lu";
import { useSiteData } from "@/site/useSiteData";
import { LegalDocument } from "./content/LegalDocument";
import { LegalSection } from "./content/LegalSection";

export default function DisclaimerPage() {
  const { settings } = useSiteData();
  const site = settings.siteName.trim() || "BIA";
  return (
    <Container maxW="4xl" py="10">
      <LegalDocument title="Disclaimer" updated="January 1, 2026">
        <Collapsible.Root>
          <Box borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l2">
            <Collapsible.Trigger asChild>
              <HStack as="button" w="full" px="4" py="3" justify="space-between" cursor="pointer" textAlign="start">
                <HStack gap="2">
                  <Icon color="fg.error">
                    <LuTriangleAlert />
                  </Icon>
                  <Text fontWeight="semibold">Critical Disclaimer (click to expand)</Text>
                </HStack>
                <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: "rotate(180deg)" }}>
                  <LuChevronDown />
                </Collapsible.Indicator>
              </HStack>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="3" px="4" pb="4">
                <Text>
                  {site} sells digital goods as they are. We are not affiliated with, endorsed by or sponsored by any social-media platform whose accounts may
                  be sold here. Using purchased accounts may break the terms of those platforms, which can suspend them at any time; that risk is entirely
                  yours.
                </Text>
                <Text>
                  You alone are responsible for how you use what you buy and for obeying the laws of your country. We refuse any responsibility for misuse,
                  including spam, fraud or impersonation, and will close accounts involved in it.
                </Text>
              </Stack>
            </Collapsible.Content>
          </Box>
        </Collapsible.Root>
        <LegalSection title="No Warranties">
          <Text>
            Goods and software are provided "as is", without any warranty of availability, fitness for a purpose or uninterrupted service, to the extent
            permitted by law.
          </Text>
        </LegalSection>
        <LegalSection title="Third-Party Services">
          <Text>
            Payments are handled by a third-party payment provider, and links may lead to sites we do not control. Their terms and privacy policies apply to
            your use of them.
          </Text>
        </LegalSection>
        <LegalSection title="Information on This Site">
          <Text>Descriptions and prices are given in good faith and may change. All purchases are final, except where the law requires otherwise.</Text>
        </LegalSection>
      </LegalDocument>
    </Container>
  );
}
