import { Box, Code, DataList, Heading, Image, Link, List, Separator, Stack, Table, Text } from "@chakra-ui/react";
import { Children, createContext, isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Markdown, { type Components, type ExtraProps } from "react-markdown";
import { Link as RouterLink } from "react-router-dom";
import { isClientRoute, markdownOptions } from "./markdown-rules";

type HastNode = NonNullable<ExtraProps["node"]> | { type: string; value?: string; children?: unknown[] };

/** The text of a syntax-tree node (a table's column heading, as a card's label). */
function textOf(node: HastNode | undefined): string {
  if (!node) return "";
  if ("value" in node && typeof node.value === "string") return node.value;
  return ((("children" in node && node.children) || []) as HastNode[]).map(textOf).join("");
}

/** The column headings of a table node: thead > tr > th. */
function columnHeadings(table: ExtraProps["node"]): string[] {
  const children = (table?.children ?? []) as HastNode[];
  const head = children.find((c) => "tagName" in c && c.tagName === "thead") as ExtraProps["node"];
  const row = (head?.children ?? []).find((c) => "tagName" in c && c.tagName === "tr") as ExtraProps["node"];
  return ((row?.children ?? []) as HastNode[]).filter((c) => "tagName" in c && c.tagName === "th").map(textOf);
}

/** Set while a table's rows render as cards: the column headings that label each cell. */
const CardColumns = createContext<string[] | null>(null);

const headingSize = { 1: "2xl", 2: "xl", 3: "lg", 4: "md", 5: "sm", 6: "xs" } as const;

function heading(sourceLevel: number, offset: number) {
  const level = Math.min(6, sourceLevel + offset) as 1 | 2 | 3 | 4 | 5 | 6;
  return function MarkdownHeading({ children }: { children?: ReactNode }) {
    return (
      <Heading as={`h${level}`} size={headingSize[level]} mt={level === 1 ? 0 : 4}>
        {children}
      </Heading>
    );
  };
}

function CodeBlock({ node, children }: { children?: ReactNode } & ExtraProps) {
  const { t } = useTranslation("tools");
  const code = node?.children.find((c) => c.type === "element" && c.tagName === "code");
  const classes = code?.type === "element" ? code.properties.className : undefined;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((c) => c.startsWith("language-"))
    ?.slice("language-".length);
  // The <code> inside is rendered here, so that the inline `code` component only ever styles inline code.
  const inner = Children.toArray(children).find(isValidElement) as ReactElement<{ children?: ReactNode }> | undefined;
  return (
    <Box
      as="pre"
      bg="bg.muted"
      borderRadius="md"
      p="3"
      overflowX="auto"
      fontSize="sm"
      tabIndex={0}
      aria-label={language ? t("apiDocs.exampleIn", { language }) : t("apiDocs.example")}
    >
      <code>{inner?.props.children ?? children}</code>
    </Box>
  );
}

function MarkdownTable({ node, children, stackOnPhone }: { children?: ReactNode; stackOnPhone: boolean } & ExtraProps) {
  return (
    <>
      {stackOnPhone && (
        <CardColumns.Provider value={columnHeadings(node)}>
          <Stack as="ul" gap="2" listStyleType="none" hideFrom="md" data-testid="stacked-table">
            {children}
          </Stack>
        </CardColumns.Provider>
      )}
      {/* Focusable, so that a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} hideBelow={stackOnPhone ? "md" : undefined}>
        <Table.Root size="sm" css={{ "& td:last-of-type": { minWidth: "16rem" } }}>
          {children}
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

function TableHead({ children }: { children?: ReactNode }) {
  return useContext(CardColumns) ? null : <Table.Header>{children}</Table.Header>;
}

function TableBody({ children }: { children?: ReactNode }) {
  return useContext(CardColumns) ? <>{children}</> : <Table.Body>{children}</Table.Body>;
}

/** A row: a table row, or (phone cards) one card with each cell under its column's heading. */
function TableRow({ children }: { children?: ReactNode }) {
  const columns = useContext(CardColumns);
  if (!columns) return <Table.Row>{children}</Table.Row>;
  const cells = Children.toArray(children).filter(isValidElement) as ReactElement<{ children?: ReactNode }>[];
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <DataList.Root orientation="vertical" size="sm" gap="2">
        {cells.map((cell, c) => (
          <DataList.Item key={c}>
            <DataList.ItemLabel>{columns[c] ?? ""}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{cell.props.children}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  // No href: the address was refused (javascript: and the like, see markdown-rules): the text stays.
  if (!href) return <>{children}</>;
  return isClientRoute(href) ? (
    <Link asChild colorPalette="teal" textDecoration="underline">
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  ) : (
    <Link href={href} colorPalette="teal" textDecoration="underline" overflowWrap="anywhere">
      {children}
    </Link>
  );
}

function components(headingOffset: number, stackTablesOnPhone: boolean): Components {
  return {
    h1: heading(1, headingOffset),
    h2: heading(2, headingOffset),
    h3: heading(3, headingOffset),
    h4: heading(4, headingOffset),
    h5: heading(5, headingOffset),
    h6: heading(6, headingOffset),
    p: ({ children }) => <Text>{children}</Text>,
    ul: ({ children }) => (
      <List.Root as="ul" ps="5" gap="1">
        {children}
      </List.Root>
    ),
    ol: ({ children, start }) => (
      <List.Root as="ol" ps="5" gap="1" {...{ start }}>
        {children}
      </List.Root>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    // Long identifiers and addresses wrap instead of pushing the page wider than a phone.
    code: ({ children }) => (
      <Code display="inline" whiteSpace="normal" overflowWrap="anywhere" css={{ boxDecorationBreak: "clone", WebkitBoxDecorationBreak: "clone" }}>
        {children}
      </Code>
    ),
    pre: CodeBlock,
    a: MarkdownLink,
    img: ({ src, alt }) => (typeof src === "string" && src ? <Image src={src} alt={alt ?? ""} maxW="full" loading="lazy" /> : <>{alt}</>),
    blockquote: ({ children }) => (
      <Box as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4" color="fg.muted">
        {children}
      </Box>
    ),
    hr: () => <Separator />,
    table: ({ node, children }) => (
      <MarkdownTable node={node} stackOnPhone={stackTablesOnPhone}>
        {children}
      </MarkdownTable>
    ),
    thead: TableHead,
    tbody: TableBody,
    tr: TableRow,
    th: ({ children }) => <Table.ColumnHeader>{children}</Table.ColumnHeader>,
    td: ({ children }) => <Table.Cell verticalAlign="top">{children}</Table.Cell>,
  };
}

/**
 * A Markdown text (a product description, a page text, docs/api.md) rendered with the site's
 * components by react-markdown under the site's rules (markdown-rules.ts): no HTML is injected
 * and only web, mail and same-site links become links, same-site pages through the router.
 * `headingOffset` moves the text's headings down under the page's own (1: `#` becomes h2);
 * `stackTablesOnPhone` shows each table row as a card below md width (prose tables such as the
 * privacy policy's); other tables scroll sideways in a focusable frame.
 */
export function MarkdownText({
  source,
  headingOffset = 0,
  stackTablesOnPhone = false,
}: {
  source: string;
  headingOffset?: number;
  stackTablesOnPhone?: boolean;
}) {
  const mapped = useMemo(() => components(headingOffset, stackTablesOnPhone), [headingOffset, stackTablesOnPhone]);
  return (
    <Markdown {...markdownOptions} components={mapped}>
      {source}
    </Markdown>
  );
}

export default MarkdownText;
