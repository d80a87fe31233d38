import { Box, Card, Flex, Heading, HStack, Image, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useDeferredValue, useState } from "react";
import { LuPackage } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { StorefrontQuery as StorefrontResult } from "@/gql/graphql";
import { useLiteQuery } from "@/graphql/lite-client";
import { formatMoney } from "@/i18n/format";
import { StockBadge } from "../product/StockBadge";
import { StorefrontQuery } from "../product/storefront-documents";

type Listed = StorefrontResult["products"][number];

const SORTS = ["featured", "price_asc", "price_desc", "name"] as const;

function ProductCard({ product }: { product: Listed }) {
  const hasTiers = product.fromPriceCents < product.pricePerAccountCents;
  const { t } = useTranslation("public");
  return (
    <Card.Root asChild variant="elevated" overflow="hidden" _hover={{ shadow: "lg" }}>
      <RouterLink to={`/products/${product.slug}`} data-testid="product-card">
        <Box h="32" bg="teal.subtle" display="flex" alignItems="center" justifyContent="center">
          {product.image ? (
            <Image src={product.image} alt="" objectFit="cover" w="full" h="full" />
          ) : (
            <Box color="teal.fg" fontSize="5xl" aria-hidden>
              <LuPackage />
            </Box>
          )}
        </Box>
        <Card.Body gap="2">
          {product.category && (
            <Text fontSize="xs" color="teal.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
              {product.category}
            </Text>
          )}
          <Card.Title as="h3">{product.name}</Card.Title>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <HStack gap="1" align="baseline">
              {hasTiers && (
                <Text color="fg.muted" fontSize="sm">
                  {t("storefront.from")}
                </Text>
              )}
              <Text fontSize="xl" fontWeight="bold">
                {formatMoney(product.fromPriceCents)}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {product.deliveryKind === "LICENSE" ? t("storefront.perLicence") : t("storefront.each")}
              </Text>
            </HStack>
            <StockBadge available={product.availableStock} />
          </Flex>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** The catalogue on the home page of a shop with more than one listed product: search, category filter, sort and cards. */
export function Storefront({ initial }: { initial: StorefrontResult }) {
  const [search, setSearch] = useState("");
  const { t } = useTranslation("public");
  const [categoryId, setCategoryId] = useState("");
  const [sort, setSort] = useState("featured");
  const deferredSearch = useDeferredValue(search.trim());
  const filtered = deferredSearch !== "" || categoryId !== "" || sort !== "featured";
  const { data, loading } = useLiteQuery(StorefrontQuery, {
    variables: { search: deferredSearch || null, categoryId: categoryId || null, sort },
    skip: !filtered,
  });
  const products = filtered ? (data?.products ?? []) : initial.products;
  return (
    <Stack gap="6" id="buy">
      <Heading as="h2" size="2xl">
        {t("storefront.products")}
      </Heading>
      <Stack direction={{ base: "column", md: "row" }} gap="3">
        <Input
          placeholder={t("storefront.searchPlaceholder")}
          aria-label={t("storefront.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <NativeSelect.Root maxW={{ md: "60" }}>
          <NativeSelect.Field aria-label={t("storefront.category")} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{t("storefront.allCategories")}</option>
            {initial.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ md: "60" }}>
          <NativeSelect.Field aria-label={t("storefront.sort")} value={sort} onChange={(e) => setSort(e.target.value)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`storefront.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {filtered && loading && !data ? (
        <Spinner alignSelf="center" />
      ) : products.length === 0 ? (
        <Text color="fg.muted">{t("storefront.noMatch")}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
