import { HStack, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCircleCheck } from "react-icons/lu";

const FEATURES = ["bulk", "scheduling", "accounts", "progress", "desktop", "licence"] as const;

export function FeatureList() {
  const { t } = useTranslation("tools");
  return (
    <List.Root gap="2" variant="plain">
      {FEATURES.map((key) => (
        <List.Item key={key}>
          <HStack gap="2" align="flex-start">
            <List.Indicator asChild color="teal.fg" mt="1">
              <LuCircleCheck />
            </List.Indicator>
            <Text>{t(`storytag.features.${key}`)}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
