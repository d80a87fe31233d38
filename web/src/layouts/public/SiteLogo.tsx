import { HStack, Icon, Image, Text } from "@chakra-ui/react";
import { LuStore } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useSiteData } from "@/site/useSiteData";

/** The site's logo (or a default icon) and name, linking home. */
export function SiteLogo() {
  const { settings } = useSiteData();
  const name = settings.siteName.trim() || "BIA";
  return (
    <RouterLink to="/" aria-label={`${name} home`}>
      <HStack gap="2">
        {settings.logoUrl ? (
          <Image src={settings.logoUrl} alt="" boxSize="8" objectFit="contain" />
        ) : (
          <Icon boxSize="7" color="teal.solid">
            <LuStore />
          </Icon>
        )}
        <Text fontWeight="bold" fontSize="xl" whiteSpace="nowrap">
          {name}
        </Text>
      </HStack>
    </RouterLink>
  );
}
