import { Box, IconButton, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuShoppingBasket } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useCart } from "./useCart";

/**
 * The header's way to the cart: an icon with the number of lines, named "Cart, N items" for a
 * screen reader; a change of the count (an add here or in another tab) is announced politely,
 * the count on first paint is not.
 */
export function CartHeaderLink() {
  const { count } = useCart();
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const shown = useRef(count);
  useEffect(() => {
    if (shown.current === count) return;
    shown.current = count;
    setAnnouncement(t("header.cartCount", { count }));
  }, [count, t]);
  return (
    <>
      <IconButton asChild variant="ghost" size={{ base: "xs", sm: "sm" }} position="relative" flexShrink="0">
        <RouterLink to="/cart" aria-label={t("header.cartLabel", { count })} data-testid="header-cart">
          <LuShoppingBasket />
          {count > 0 && (
            <Box
              as="span"
              aria-hidden
              position="absolute"
              top="-1"
              insetEnd="-1"
              minW="4"
              h="4"
              px="1"
              borderRadius="full"
              bg="teal.solid"
              color="teal.contrast"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="4"
              textAlign="center"
            >
              {count}
            </Box>
          )}
        </RouterLink>
      </IconButton>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
