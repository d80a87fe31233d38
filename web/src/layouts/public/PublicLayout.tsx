import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { PageLoading } from "@/components/PageLoading";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      {/* At least a window high: the footer never shows under a loading page, to be pushed away when it arrives. */}
      <Box as="main" flex="1" w="full" minH="100vh">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
