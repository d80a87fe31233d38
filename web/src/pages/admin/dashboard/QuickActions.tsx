import { Button, Card, Heading, SimpleGrid } from "@chakra-ui/react";
import { LuPackage, LuPlus, LuSettings, LuShoppingCart } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";

export function QuickActions({ onAddStock }: { onAddStock: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("dashboard.quick.title")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="3">
          <Button colorPalette="teal" onClick={onAddStock}>
            <LuPlus /> {t("dashboard.quick.addStock")}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/accounts">
              <LuPackage /> {t("dashboard.quick.manageAccounts")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/orders">
              <LuShoppingCart /> {t("dashboard.quick.viewOrders")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/settings">
              <LuSettings /> {t("dashboard.quick.siteSettings")}
            </RouterLink>
          </Button>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
