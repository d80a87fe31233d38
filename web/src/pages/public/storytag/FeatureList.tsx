import { HStack, List, Text } from "@chakra-ui/react";
import { LuCircleCheck } from "react-icons/lu";

const FEATURES = [
  "Tag stories in bulk from a queue",
  "Smart scheduling that spreads work over the day",
  "Several accounts side by side",
  "Live progress and a log of every tag",
  "Runs on your own computer (Windows and macOS)",
  "Licence checked online, renewed every 30 days",
];

export function FeatureList() {
  return (
    <List.Root gap="2" variant="plain">
      {FEATURES.map((f) => (
        <List.Item key={f}>
          <HStack gap="2" align="flex-start">
            <List.Indicator asChild color="teal.fg" mt="1">
              <LuCircleCheck />
            </List.Indicator>
            <Text>{f}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
