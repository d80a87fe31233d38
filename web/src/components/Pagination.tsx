import { Button, HStack, Stack, Text } from "@chakra-ui/react";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Plural noun in 'Showing X to Y of N accounts'. */
  itemLabel?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pagination({ page, pageSize, total, onPageChange, itemLabel = "items" }: PaginationProps) {
  if (total === 0) return null;
  const pages = pageCount(total, pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "center" }} gap="3">
      <Text fontSize="sm" color="fg.muted">
        Showing {from} to {to} of {total} {itemLabel}
      </Text>
      {pages > 1 && (
        <HStack as="nav" aria-label="Pagination" gap="2" justify="flex-end">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" whiteSpace="nowrap">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
