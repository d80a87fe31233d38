import { Box } from "@chakra-ui/react";

/** On every page while the payment sandbox is on, so nobody mistakes test top-ups for real money. */
export function TestModeBanner() {
  return (
    <Box role="note" bg="orange.solid" color="orange.contrast" textAlign="center" fontSize="sm" fontWeight="semibold" py="1.5" px="4">
      Test mode: payments are simulated
    </Box>
  );
}
