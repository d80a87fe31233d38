import { useQuery } from "@apollo/client/react";
import { Heading, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery } from "./catalogue/catalogue-documents";
import { CategoriesTab } from "./catalogue/CategoriesTab";
import { CouponsTab } from "./catalogue/CouponsTab";
import { ProductsTab } from "./catalogue/ProductsTab";

/** /admin/catalogue: products (with tiers and delivery), categories and coupons with their usage. */
export default function CataloguePage() {
  const { data, loading, error } = useQuery(AdminCatalogueQuery);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Catalogue
      </Heading>
      {loading && !data ? (
        <Spinner />
      ) : !data ? (
        <Text color="fg.error">{errorMessage(error, "Could not load the catalogue.")}</Text>
      ) : (
        <Tabs.Root defaultValue="products" variant="line" colorPalette="teal" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="products">Products</Tabs.Trigger>
            <Tabs.Trigger value="categories">Categories</Tabs.Trigger>
            <Tabs.Trigger value="coupons">Coupons</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="products">
            <ProductsTab data={data} />
          </Tabs.Content>
          <Tabs.Content value="categories">
            <CategoriesTab data={data} />
          </Tabs.Content>
          <Tabs.Content value="coupons">
            <CouponsTab data={data} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
