import { HStack, Icon, Image, Text } from "@chakra-ui/react";
import { LuStore } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useSiteData } from "@/site/useSiteData";

/**
 * The site's logo (or a default icon) and name, linking home. The logo never shrinks under the
 * next item; the name always shows (the shop's own brand), truncated when a phone's row is short.
 */
export function SiteLogo() {
  const { settings } = useSiteData();
  const { t } = useTranslation();
  const name = settings.siteName.trim() || "BIA";
  return (
    <RouterLink to="/" aria-label={t("logo.home", { name })} style={{ minWidth: "2rem", flex: "1 1 0", maxWidth: "max-content" }}>
      <HStack gap="2" minW="0">
        {settings.logoUrl ? (
          <Image src={settings.logoUrl} alt="" boxSize="8" objectFit="contain" flexShrink="0" />
        ) : (
          <Icon boxSize="7" color="teal.solid" flexShrink="0">
            <LuStore />
          </Icon>
        )}
        {/* Truncated rather than overlapped: on a phone the header shares one row with the greeting. */}
        <Text fontWeight="bold" fontSize={{ base: "lg", sm: "xl" }} truncate>
          {name}
        </Text>
      </HStack>
    </RouterLink>
  );
}
