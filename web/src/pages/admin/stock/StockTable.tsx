import { Box } from "@chakra-ui/react";
import { memo, useEffect, useRef } from "react";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import type { AdminT } from "../shared/admin-t";
import { useTranslation } from "react-i18next";

export interface StockRow {
  id: number;
  username: string;
  password: string;
  email: string;
  emailPassword: string;
  productId: string;
}

interface StockTableProps {
  rows: StockRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
  /** Set when the page lists every product's stock: each line's product name by id, shown in a Product column. */
  productNames?: ReadonlyMap<string, string>;
}

/*
 * A page holds up to 1000 rows, so rows are plain elements styled once from the table
 * (no component styles per cell) and memoised, so that ticking one box re-renders one row.
 */
const tableCss = {
  width: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": { px: "3", py: "2", textAlign: "start", borderBottomWidth: "1px", borderColor: "border.muted", whiteSpace: "nowrap" },
  "& th": { fontWeight: "semibold", color: "fg.muted", bg: "bg.muted", position: "sticky", top: 0, zIndex: 1 },
  // The actions stay in view while the credentials scroll sideways (phones); the shadow is the cue.
  "& td:last-child": { position: "sticky", insetInlineEnd: 0, bg: "bg", boxShadow: "-8px 0 8px -8px rgba(0, 0, 0, 0.35)" },
  "& th:last-child": { insetInlineEnd: 0, zIndex: 2, boxShadow: "-8px 0 8px -8px rgba(0, 0, 0, 0.35)" },
  "& td.mono, & .mono": { fontFamily: "mono" },
  // Phones: one "Account" cell with every field stacked (the seed's order), instead of columns that scroll out of sight.
  "& .wide": { display: { base: "none", md: "table-cell" } },
  "& .stacked": { display: { base: "table-cell", md: "none" }, whiteSpace: "normal", wordBreak: "break-all" },
  "& .stacked .key": { color: "fg.muted", fontSize: "xs", fontFamily: "body", marginInlineEnd: "1" },
  "& tbody tr:hover": { bg: "bg.subtle" },
  "& input[type=checkbox]": { width: "4", height: "4", accentColor: "var(--chakra-colors-teal-solid)", cursor: "pointer" },
  "& .actions": { display: "flex", gap: "1", justifyContent: "flex-end" },
  "& .icon-button": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    w: "8",
    h: "8",
    rounded: "md",
    cursor: "pointer",
    color: "fg.muted",
    _hover: { bg: "bg.muted", color: "fg" },
    _focusVisible: { outline: "2px solid", outlineColor: "teal.solid" },
  },
  "& .icon-button.danger": { color: "red.fg" },
} as const;

const Row = memo(function Row({
  row,
  checked,
  onToggle,
  onEdit,
  onDelete,
  productName,
  t,
}: { row: StockRow; checked: boolean; productName: string | undefined; t: AdminT } & Pick<StockTableProps, "onToggle" | "onEdit" | "onDelete">) {
  return (
    <tr aria-selected={checked}>
      <td>
        <input type="checkbox" checked={checked} onChange={() => onToggle(row.id)} aria-label={t("stock.table.select", { name: row.username })} />
      </td>
      <td className="wide">{row.email}</td>
      <td className="wide mono">{row.emailPassword}</td>
      <td className="wide">{row.username}</td>
      <td className="wide mono">{row.password}</td>
      {productName !== undefined && <td className="wide">{productName}</td>}
      <td className="stacked">
        <div>
          <span className="key">{t("common.email")}</span>
          {row.email}
        </div>
        <div className="mono">
          <span className="key">{t("common.emailPass")}</span>
          {row.emailPassword}
        </div>
        <div>
          <span className="key">{t("common.username")}</span>
          {row.username}
        </div>
        <div className="mono">
          <span className="key">{t("common.password")}</span>
          {row.password}
        </div>
        {productName !== undefined && (
          <div>
            <span className="key">{t("orders.product")}</span>
            {productName}
          </div>
        )}
      </td>
      <td>
        <div className="actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t("common.editNamed", { name: row.username })}
            title={t("common.edit")}
            onClick={() => onEdit(row)}
          >
            <LuPencil />
          </button>
          <button
            type="button"
            className="icon-button danger"
            aria-label={t("common.deleteNamed", { name: row.username })}
            title={t("common.delete")}
            onClick={() => onDelete(row)}
          >
            <LuTrash2 />
          </button>
        </div>
      </td>
    </tr>
  );
});

function SelectAll({ rows, selected, onToggleAll, t }: Pick<StockTableProps, "rows" | "selected" | "onToggleAll"> & { t: AdminT }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" checked={all} onChange={(e) => onToggleAll(e.target.checked)} aria-label={t("stock.table.selectAll")} />;
}

export function StockTable({ rows, selected, onToggle, onToggleAll, onEdit, onDelete, productNames }: StockTableProps) {
  const { t } = useTranslation("admin");
  return (
    <Box overflow="auto" maxH="70vh" borderWidth="1px" rounded="md">
      <Box as="table" css={tableCss} data-testid="stock-table">
        <thead>
          <tr>
            <th scope="col" style={{ width: "1%" }}>
              <SelectAll rows={rows} selected={selected} onToggleAll={onToggleAll} t={t} />
            </th>
            <th scope="col" className="wide">
              {t("common.email")}
            </th>
            <th scope="col" className="wide">
              {t("common.emailPass")}
            </th>
            <th scope="col" className="wide">
              {t("common.username")}
            </th>
            <th scope="col" className="wide">
              {t("common.password")}
            </th>
            {productNames && (
              <th scope="col" className="wide">
                {t("orders.product")}
              </th>
            )}
            <th scope="col" className="stacked">
              {t("stock.table.account")}
            </th>
            <th scope="col" style={{ textAlign: "end" }}>
              {t("common.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row
              key={row.id}
              row={row}
              checked={selected.has(row.id)}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
              productName={productNames ? (productNames.get(row.productId) ?? row.productId) : undefined}
              t={t}
            />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
