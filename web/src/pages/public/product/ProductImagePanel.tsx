import { Box, Image } from "@chakra-ui/react";
import { LuPackage } from "react-icons/lu";

/**
 * The left (on a phone: top) panel of a purchase card: the product's uploaded image, or a
 * package icon when it has none. Used by the home page's card and the product page's card.
 */
export function ProductImagePanel({ image, name, imageMaxH }: { image: string | null | undefined; name: string; imageMaxH?: Record<string, string> }) {
  return (
    <Box
      flexShrink="0"
      w={{ base: "full", md: "72" }}
      minH={{ base: "40", md: "auto" }}
      bg="teal.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {image ? (
        <Image src={image} alt={name} objectFit="cover" w="full" h="full" maxH={imageMaxH} />
      ) : (
        <Box color="teal.fg" fontSize="7xl" aria-hidden>
          <LuPackage />
        </Box>
      )}
    </Box>
  );
}
