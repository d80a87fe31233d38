import { Card, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageLoading } from "@/components/PageLoading";
import { Pagination, type PaginationProps } from "@/components/Pagination";
import { stickyLastColumn } from "@/components/sticky-last-column";

export interface DataTableColumn {
  header: string;
  /** Numbers and actions line up on the right. */
  alignEnd?: boolean;
}

interface DataTableFrameProps {
  columns: DataTableColumn[];
  /** Undefined until the first page has arrived. */
  total: number | undefined;
  /** Already-formatted message of a failed load; shown only while there is no page to show. */
  error?: string;
  /** Whether to show the spinner while there is no page to show. */
  loading: boolean;
  emptyText: string;
  /** Admin lists put the empty message in an outlined card; the others show it as plain text. */
  emptyInCard?: boolean;
  interactive?: boolean;
  testId?: string;
  pagination: Omit<PaginationProps, "total">;
  /** The `Table.Row`s of the current page. */
  children: ReactNode;
  /**
   * The same rows as cards (a `PhoneCard` each) for phone widths: when given, the table shows
   * from `md` up and these below it, so nothing hides behind a sideways scroll.
   */
  phoneCards?: ReactNode;
}

/** A paged list page's body: error, spinner, empty message or the table in a card, then the pagination. */
export function DataTableFrame({
  columns,
  total,
  error,
  loading,
  emptyText,
  emptyInCard,
  interactive,
  testId,
  pagination,
  children,
  phoneCards,
}: DataTableFrameProps) {
  const empty = <Text color="fg.muted">{emptyText}</Text>;
  return (
    <>
      {error && total === undefined && <Text color="fg.error">{error}</Text>}
      {loading && total === undefined && <PageLoading />}
      {total === 0 &&
        (emptyInCard ? (
          <Card.Root variant="outline">
            <Card.Body textAlign="center" py="10">
              {empty}
            </Card.Body>
          </Card.Root>
        ) : (
          empty
        ))}
      {total !== undefined && total > 0 && (
        <Card.Root variant="outline" hideBelow={phoneCards ? "md" : undefined}>
          <Card.Body p="0">
            <Table.ScrollArea>
              <Table.Root size="sm" interactive={interactive} data-testid={testId} css={stickyLastColumn}>
                <Table.Header>
                  <Table.Row>
                    {columns.map((c) => (
                      <Table.ColumnHeader key={c.header} textAlign={c.alignEnd ? "end" : undefined}>
                        {c.header}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>{children}</Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>
      )}
      {total !== undefined && total > 0 && phoneCards && (
        <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" data-testid={testId && `${testId}-cards`}>
          {phoneCards}
        </Stack>
      )}
      {total !== undefined && <Pagination {...pagination} total={total} />}
    </>
  );
}
