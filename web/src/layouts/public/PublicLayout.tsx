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
      <Box as="main" flex="1" w="full">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
