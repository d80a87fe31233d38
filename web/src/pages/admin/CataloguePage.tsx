import { useQuery } from "@apollo/client/react";
import { Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { PageTabs } from "@/components/PageTabs";
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
        <PageTabs
          tabs={[
            { value: "products", label: t("catalogue.tabs.products"), content: <ProductsTab data={data} /> },
            { value: "categories", label: t("catalogue.tabs.categories"), content: <CategoriesTab data={data} /> },
            { value: "coupons", label: t("catalogue.tabs.coupons"), content: <CouponsTab data={data} /> },
          ]}
        />
      )}
    </Stack>
  );
}
