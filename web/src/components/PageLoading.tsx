import { Center, Spinner } from "@chakra-ui/react";

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  return (
    <Center py="16" role="status" aria-label="Loading page">
      <Spinner size="lg" color="teal.solid" />
    </Center>
  );
}
