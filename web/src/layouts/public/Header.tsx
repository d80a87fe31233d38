import { Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { displayName, panelPath, useCurrentUser } from "@/auth/useCurrentUser";
import { ThemeToggle } from "@/components/ThemeToggle";
import { SiteLogo } from "./SiteLogo";

export function Header() {
  const { user } = useCurrentUser();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: "3", md: "6" }} py="3" align="center" gap={{ base: "2", md: "4" }} wrap="wrap">
        <SiteLogo />
        <Button asChild variant="ghost" size="sm" fontWeight="semibold" letterSpacing="wide">
          <RouterLink to="/bia-tools">B.I.A-TOOLS</RouterLink>
        </Button>
        <HStack gap="2" ms="auto">
          <ThemeToggle />
          {user ? (
            <>
              <Text fontSize="sm" truncate maxW={{ base: "40", md: "xs" }}>
                Welcome, {displayName(user)}!
              </Text>
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to={panelPath(user)}>My Panel</RouterLink>
              </Button>
            </>
          ) : (
            <>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/auth/login">Login</RouterLink>
              </Button>
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to="/auth/register">Register</RouterLink>
              </Button>
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
