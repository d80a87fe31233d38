import { AuditDetails } from "./audit/AuditDetails";
import { useQuery } from "@apollo/client/react";
import { Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTableFrame } from "@/components/DataTableFrame";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/i18n/format";

const PAGE_SIZE = 50;

const AuditLogQuery = graphql(`
  query AuditLog($limit: Int!, $offset: Int!) {
    auditLog(limit: $limit, offset: $offset) {
      total
      items {
        id
        action
        actorEmail
        actorId
        entityType
        entityId
        details
        createdAt
      }
    }
  }
`);

export default function AuditPage() {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(AuditLogQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.auditLog;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("audit.title")}
      </Heading>
      <DataTableFrame
        columns={[
          { header: t("audit.when") },
          { header: t("audit.who") },
          { header: t("audit.action") },
          { header: t("audit.entity") },
          { header: t("customers.details") },
        ]}
        total={result?.total}
        error={error && errorMessage(error, t("audit.loadError"))}
        loading={!error}
        emptyText={t("audit.empty")}
        testId="audit-table"
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("audit.itemLabel") }}
      >
        {result?.items.map((a) => (
          <Table.Row key={a.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(a.createdAt)}</Table.Cell>
            <Table.Cell>{a.actorEmail ?? (a.actorId ? a.actorId : t("dashboard.recent.system"))}</Table.Cell>
            <Table.Cell>
              <Code size="sm">{a.action}</Code>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {a.entityType}
              {a.entityId && (
                <Text as="span" color="fg.muted" fontFamily="mono" fontSize="xs">
                  {" "}
                  {a.entityId.slice(0, 12)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell maxW="md">{a.details && <AuditDetails details={a.details} />}</Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
    </Stack>
  );
}
