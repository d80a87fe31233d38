import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Pagination } from "@/components/Pagination";
import { PageLoading } from "@/components/PageLoading";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AccountPack } from "./AccountPack";

const PACKS_PER_PAGE = 5;

export const MyAccountPacksQuery = graphql(`
  query MyAccountPacks($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset, orderType: "account") {
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

export function PurchasedPacks({ newOrderId }: { newOrderId?: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(MyAccountPacksQuery, {
    variables: { limit: PACKS_PER_PAGE, offset: (page - 1) * PACKS_PER_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const packs = data?.myOrders;
  const { t } = useTranslation("customer");

  return (
    <Stack as="section" gap="4" aria-labelledby="packs-heading">
      <Heading as="h2" size="lg" id="packs-heading">
        {t("packs.title")}
      </Heading>
      {error && !packs && <Text color="fg.error">{errorMessage(error, t("packs.loadFailed"))}</Text>}
      {loading && !packs && <PageLoading />}
      {packs && packs.total === 0 && (
        <Card.Root variant="subtle">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{t("packs.none")}</Text>
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to="/">{t("packs.browse")}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {packs?.items.map((pack) => (
        <AccountPack key={pack.id} pack={pack} highlighted={pack.id === newOrderId} />
      ))}
      {packs && <Pagination page={page} pageSize={PACKS_PER_PAGE} total={packs.total} onPageChange={setPage} itemLabel={t("packs.itemLabel")} />}
    </Stack>
  );
}
