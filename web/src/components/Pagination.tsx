import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

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

export function Pagination({ page, pageSize, total, onPageChange, itemLabel }: PaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = pageCount(total, pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "center" }} gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t("pagination.showing", { from, to, total, items: itemLabel ?? t("pagination.items") })}
      </Text>
      {pages > 1 && (
        <HStack as="nav" aria-label={t("pagination.label")} gap="2" justify="flex-end">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t("pagination.previous")}
          </Button>
          <Text fontSize="sm" whiteSpace="nowrap">
            {t("pagination.page", { page, pages })}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t("pagination.next")}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
