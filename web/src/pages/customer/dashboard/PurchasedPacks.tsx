import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card, Flex, Heading, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Pagination } from "@/components/Pagination";
import { PageLoading } from "@/components/PageLoading";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { SearchInput } from "@/pages/admin/shared/SearchInput";
import { AccountPack } from "./AccountPack";

const PACKS_PER_PAGE = 5;

export const MyAccountPacksQuery = graphql(`
  query MyAccountPacks($limit: Int!, $offset: Int!, $search: String, $productId: ID) {
    myOrders(limit: $limit, offset: $offset, orderType: "account", search: $search, productId: $productId) {
      total
      items {
        ...OrderSummaryFields
        accounts {
          ...OrderAccountFields
        }
      }
    }
  }
`);

const MyAccountProductsQuery = graphql(`
  query MyAccountProducts {
    myAccountProducts {
      productId
      name
      orders
    }
  }
`);

/** The product filter: shown once the buyer has bought more than one product. */
function ProductFilter({ value, onChange }: { value: string; onChange: (productId: string) => void }) {
  const { data } = useQuery(MyAccountProductsQuery, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation("customer");
  const products = data?.myAccountProducts ?? [];
  if (products.length < 2 && !value) return null;
  return (
    <NativeSelect.Root size="md" maxW={{ base: "full", md: "xs" }}>
      <NativeSelect.Field aria-label={t("packs.productFilter")} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t("packs.allProducts")}</option>
        {products.map((p) => (
          <option key={p.productId} value={p.productId}>
            {t("packs.productOption", { name: p.name, count: p.orders })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * My Accounts' packs, newest first, five to a page: each folded to its title line but the newest
 * (and the one just bought), with a search over ids, products and delivered usernames and e-mails.
 */
export function PurchasedPacks({ newOrderId }: { newOrderId?: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [productId, setProductId] = useState("");
  const term = useDebouncedValue(search.trim());
  const filtered = Boolean(term || productId);
  const { data, loading, error } = useQuery(MyAccountPacksQuery, {
    variables: { limit: PACKS_PER_PAGE, offset: (page - 1) * PACKS_PER_PAGE, search: term || null, productId: productId || null },
    fetchPolicy: "cache-and-network",
  });
  // A pack the buyer opened or closed keeps that state; the others follow the rule above.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  useEffect(() => setPage(1), [term, productId]);
  const packs = data?.myOrders;
  const { t } = useTranslation("customer");
  const newestId = page === 1 && !filtered ? packs?.items[0]?.id : undefined;
  const openByDefault = (id: string) => id === newOrderId || id === newestId || (filtered && packs?.items.length === 1);

  return (
    <Stack as="section" gap="4" aria-labelledby="packs-heading">
      <Heading as="h2" size="lg" id="packs-heading">
        {t("packs.title")}
        {packs && packs.total > 0 && !filtered && " "}
        {packs && packs.total > 0 && !filtered && (
          <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted" ms="2">
            {t("packs.count", { count: packs.total })}
          </Text>
        )}
      </Heading>
      {(filtered || (packs?.total ?? 0) > 1) && (
        <Flex gap="3" wrap="wrap" role="search" aria-label={t("packs.searchRegion")}>
          <SearchInput value={search} onChange={setSearch} placeholder={t("packs.searchPlaceholder")} label={t("packs.searchLabel")} />
          <ProductFilter value={productId} onChange={setProductId} />
        </Flex>
      )}
      {error && !packs && <Text color="fg.error">{errorMessage(error, t("packs.loadFailed"))}</Text>}
      {loading && !packs && <PageLoading />}
      {packs && packs.total === 0 && !filtered && (
        <Card.Root variant="subtle">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{t("packs.none")}</Text>
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to="/">{t("packs.browse")}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {packs && packs.total === 0 && filtered && <Text color="fg.muted">{t("packs.noMatch")}</Text>}
      {packs && filtered && packs.total > 0 && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t("packs.matching", { count: packs.total })}
        </Text>
      )}
      {packs?.items.map((pack) => (
        <AccountPack
          key={pack.id}
          pack={pack}
          highlighted={pack.id === newOrderId}
          open={toggled[pack.id] ?? openByDefault(pack.id)}
          onOpenChange={(open) => setToggled((s) => ({ ...s, [pack.id]: open }))}
        />
      ))}
      {packs && <Pagination page={page} pageSize={PACKS_PER_PAGE} total={packs.total} onPageChange={setPage} itemLabel={t("packs.itemLabel")} />}
    </Stack>
  );
}
