import { Box, Button, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuShoppingBasket } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useCart } from "./useCart";

/**
 * The header's way to the cart: an icon with the number of lines, named "Cart, N items" for a
 * screen reader (on a phone only once it holds something); a change of the count (an add here or in another tab) is announced politely,
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
      {/* On a phone an empty cart leaves the header's room to the sign-in buttons. */}
      <Button
        asChild
        variant="ghost"
        size={{ base: "xs", sm: "sm" }}
        px={{ base: "1", sm: "2" }}
        gap="1"
        minW="0"
        flexShrink="0"
        display={{ base: count > 0 ? "inline-flex" : "none", sm: "inline-flex" }}
      >
        <RouterLink to="/cart" aria-label={t("header.cartLabel", { count })} data-testid="header-cart">
          <LuShoppingBasket />
          {count > 0 && (
            <Box as="span" aria-hidden fontWeight="bold" color="teal.fg">
              {count}
            </Box>
          )}
        </RouterLink>
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
