import { Box, Button, Card, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";

const ApiConsole = lazy(() => import("./ApiConsole"));

/** The console (GraphiQL with its editor) is a large download, so it loads on request. */
export function ApiConsoleSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="api-console-heading">
      <Card.Header>
        <Card.Title as="h2" id="api-console-heading">
          Try the API
        </Card.Title>
        <Card.Description>An interactive GraphQL console with the schema&apos;s documentation, served by this shop.</Card.Description>
      </Card.Header>
      <Card.Body>
        {open ? (
          <Suspense
            fallback={
              <Text role="status">
                <Spinner size="sm" me="2" />
                Loading the console...
              </Text>
            }
          >
            <Box height={{ base: "80vh", md: "70vh" }} minH="480px" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="api-console">
              <ApiConsole />
            </Box>
          </Suspense>
        ) : (
          <Button colorPalette="teal" alignSelf="flex-start" onClick={() => setOpen(true)}>
            Open the API Console
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
