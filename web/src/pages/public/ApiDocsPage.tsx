import { Button, Container, Flex, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuKeyRound } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import apiDoc from "../../../../docs/api.md?raw";
import { MarkdownText } from "@/components/markdown/MarkdownText";
import { ApiConsoleSection } from "./api-docs/ApiConsoleSection";
import { DEVELOPER_SETTINGS_PATH } from "@/pages/customer/settings/DeveloperSettings";

/** /api-docs: the repository's docs/api.md, the schema download and a local GraphiQL console. */
export default function ApiDocsPage() {
  const { t } = useTranslation("tools");
  return (
    <>
      <Container maxW="5xl" pt={{ base: "6", md: "10" }} pb="4">
        <Stack gap="4">
          <MarkdownText source={apiDoc} />
          <Flex gap="3" wrap="wrap" mt="4">
            <Button asChild variant="outline">
              <a href="/schema.graphql" download="schema.graphql">
                <LuDownload /> {t("apiDocs.downloadSchema")}
              </a>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={DEVELOPER_SETTINGS_PATH}>
                <LuKeyRound /> {t("apiDocs.manageTokens")}
              </RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Container>
      {/* The console gets the page's full width: in the docs column its editor was some 350 px wide. */}
      <Container maxW="full" px={{ base: "4", md: "8" }} pb={{ base: "6", md: "10" }}>
        <ApiConsoleSection />
      </Container>
    </>
  );
}
