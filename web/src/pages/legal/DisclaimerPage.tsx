import { Box, Collapsible, Container, HStack, Icon, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuTriangleAlert } from "react-icons/lu";
import { LegalDocument } from "./content/LegalDocument";
import { LegalMarkdown } from "./content/LegalMarkdown";
import { useLegalText } from "./content/useLegalText";

export default function DisclaimerPage() {
  const { t } = useTranslation("legal");
  const { text, loading, updated } = useLegalText("disclaimer");
  const notice = text("notice");
  const body = text("body");
  return (
    <Container maxW="4xl" py="10">
      <LegalDocument title={t("disclaimer.title")} updated={updated}>
        <Collapsible.Root>
          <Box borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l2">
            <Collapsible.Trigger asChild>
              <HStack as="button" w="full" px="4" py="3" justify="space-between" cursor="pointer" textAlign="start">
                <HStack gap="2">
                  <Icon color="fg.error">
                    <LuTriangleAlert />
                  </Icon>
                  <Text fontWeight="semibold">{t("disclaimer.noticeTitle")}</Text>
                </HStack>
                <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: "rotate(180deg)" }}>
                  <LuChevronDown />
                </Collapsible.Indicator>
              </HStack>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box px="4" pb="4">
                <LegalMarkdown source={notice.value} language={notice.language} loading={loading} />
              </Box>
            </Collapsible.Content>
          </Box>
        </Collapsible.Root>
        <LegalMarkdown source={body.value} language={body.language} loading={loading} />
      </LegalDocument>
    </Container>
  );
}
