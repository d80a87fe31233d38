import { useQuery } from "@apollo/client/react";
import { Heading, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery } from "./catalogue/catalogue-documents";
import { CategoriesTab } from "./catalogue/CategoriesTab";
import { CouponsTab } from "./catalogue/CouponsTab";
import { ProductsTab } from "./catalogue/ProductsTab";
import { useTranslation } from "react-i18next";

/** /admin/catalogue: products (with tiers and delivery), categories and coupons with their usage. */
export default function CataloguePage() {
  const { t } = useTranslation("admin");
  const { data, loading, error } = useQuery(AdminCatalogueQuery);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("catalogue.title")}
      </Heading>
      {loading && !data ? (
        <Spinner />
      ) : !data ? (
        <Text color="fg.error">{errorMessage(error, t("catalogue.loadError"))}</Text>
      ) : (
        <Tabs.Root defaultValue="products" variant="line" colorPalette="teal" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="products" flexShrink="0">
              {t("catalogue.tabs.products")}
            </Tabs.Trigger>
            <Tabs.Trigger value="categories" flexShrink="0">
              {t("catalogue.tabs.categories")}
            </Tabs.Trigger>
            <Tabs.Trigger value="coupons" flexShrink="0">
              {t("catalogue.tabs.coupons")}
            </Tabs.Trigger>
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
