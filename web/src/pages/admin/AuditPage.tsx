import { AuditDetails } from "./audit/AuditDetails";
import { useQuery } from "@apollo/client/react";
import { Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTableFrame } from "@/components/DataTableFrame";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

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
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(AuditLogQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.auditLog;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Audit Log
      </Heading>
      <DataTableFrame
        columns={[{ header: "When" }, { header: "Who" }, { header: "Action" }, { header: "Entity" }, { header: "Details" }]}
        total={result?.total}
        error={error && errorMessage(error, "Could not load the audit log.")}
        loading={!error}
        emptyText="No admin changes recorded yet."
        testId="audit-table"
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: "entries" }}
      >
        {result?.items.map((a) => (
          <Table.Row key={a.id}>
            <Table.Cell whiteSpace="nowrap">{new Date(a.createdAt).toLocaleString()}</Table.Cell>
            <Table.Cell>{a.actorEmail ?? (a.actorId ? a.actorId : "System")}</Table.Cell>
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
            <Table.Cell maxW="md">
              {a.details && <AuditDetails details={a.details} />}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
    </Stack>
  );
}
