import { Box, Text } from "@chakra-ui/react";

/** The seller's announcement above the header (Settings → Brand), in the accent colour; nothing when there is none. */
export function AnnouncementBar({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Box bg="teal.solid" color="teal.contrast" px="3" py="1.5" textAlign="center" data-testid="announcement-bar">
      <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
        {text}
      </Text>
    </Box>
  );
}
