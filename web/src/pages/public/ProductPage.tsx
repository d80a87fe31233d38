import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router-dom";
import { ProductPurchaseCard } from "./product/ProductPurchaseCard";
import { ProductPageQuery } from "./product/storefront-documents";

/** /products/:slug — one product of the catalogue with its purchase card. */
export default function ProductPage() {
  const { slug = "" } = useParams();
  const { data, loading, error } = useQuery(ProductPageQuery, { variables: { slug } });
  const { t } = useTranslation("public");
  return (
    <Stack maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap="6">
      {loading && !data ? (
        <Spinner alignSelf="center" />
      ) : data ? (
        <ProductPurchaseCard key={data.product.id} product={data.product} />
      ) : (
        <Text color="fg.muted">{error?.message === "Product not found." ? t("product.notFound") : t("product.loadFailed")}</Text>
      )}
    </Stack>
  );
}
