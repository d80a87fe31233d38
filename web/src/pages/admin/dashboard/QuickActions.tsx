import { Button, Card, Heading, SimpleGrid } from "@chakra-ui/react";
import { LuPackage, LuPlus, LuSettings, LuShoppingCart } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export function QuickActions({ onAddStock }: { onAddStock: () => void }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Quick Actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="3">
          <Button colorPalette="teal" onClick={onAddStock}>
            <LuPlus /> Add Stock
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/accounts">
              <LuPackage /> Manage Accounts
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/orders">
              <LuShoppingCart /> View Orders
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/settings">
              <LuSettings /> Site Settings
            </RouterLink>
          </Button>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
