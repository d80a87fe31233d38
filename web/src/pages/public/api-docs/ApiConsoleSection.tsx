import { Box, Button, Card, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { lazy, Suspense, useState } from "react";

const ApiConsole = lazy(() => import("./ApiConsole"));

/** The console (GraphiQL with its editor) is a large download, so it loads on request. */
export function ApiConsoleSection() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("tools");
  return (
    <Card.Root as="section" aria-labelledby="api-console-heading">
      <Card.Header>
        <Card.Title as="h2" id="api-console-heading">
          {t("apiDocs.tryTitle")}
        </Card.Title>
        <Card.Description>{t("apiDocs.tryText")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {open ? (
          <Suspense
            fallback={
              <Text role="status">
                <Spinner size="sm" me="2" />
                {t("apiDocs.loadingConsole")}
              </Text>
            }
          >
            <Box height={{ base: "80vh", md: "70vh" }} minH="480px" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="api-console">
              <ApiConsole />
            </Box>
          </Suspense>
        ) : (
          <Button colorPalette="teal" alignSelf="flex-start" onClick={() => setOpen(true)}>
            {t("apiDocs.openConsole")}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
