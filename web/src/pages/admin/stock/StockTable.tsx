import { Box } from "@chakra-ui/react";
import { memo, useEffect, useRef } from "react";
import { LuPencil, LuTrash2 } from "react-icons/lu";

export interface StockRow {
  id: number;
  username: string;
  password: string;
  email: string;
  emailPassword: string;
}

interface StockTableProps {
  rows: StockRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
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
  "& td.mono": { fontFamily: "mono" },
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

const Row = memo(function Row({ row, checked, onToggle, onEdit, onDelete }: { row: StockRow; checked: boolean } & Pick<StockTableProps, "onToggle" | "onEdit" | "onDelete">) {
  return (
    <tr aria-selected={checked}>
      <td>
        <input type="checkbox" checked={checked} onChange={() => onToggle(row.id)} aria-label={`Select ${row.username}`} />
      </td>
      <td>{row.email}</td>
      <td className="mono">{row.emailPassword}</td>
      <td>{row.username}</td>
      <td className="mono">{row.password}</td>
      <td>
        <div className="actions">
          <button type="button" className="icon-button" aria-label={`Edit ${row.username}`} title="Edit" onClick={() => onEdit(row)}>
            <LuPencil />
          </button>
          <button type="button" className="icon-button danger" aria-label={`Delete ${row.username}`} title="Delete" onClick={() => onDelete(row)}>
            <LuTrash2 />
          </button>
        </div>
      </td>
    </tr>
  );
});

function SelectAll({ rows, selected, onToggleAll }: Pick<StockTableProps, "rows" | "selected" | "onToggleAll">) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" checked={all} onChange={(e) => onToggleAll(e.target.checked)} aria-label="Select all accounts on this page" />;
}

export function StockTable({ rows, selected, onToggle, onToggleAll, onEdit, onDelete }: StockTableProps) {
  return (
    <Box overflow="auto" maxH="70vh" borderWidth="1px" rounded="md">
      <Box as="table" css={tableCss} data-testid="stock-table">
        <thead>
          <tr>
            <th scope="col" style={{ width: "1%" }}>
              <SelectAll rows={rows} selected={selected} onToggleAll={onToggleAll} />
            </th>
            <th scope="col">Email</th>
            <th scope="col">Email Pass</th>
            <th scope="col">Username</th>
            <th scope="col">Password</th>
            <th scope="col" style={{ textAlign: "end" }}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} checked={selected.has(row.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
