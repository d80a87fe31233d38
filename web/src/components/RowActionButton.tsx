import { IconButton, type IconButtonProps } from "@chakra-ui/react";

export interface RowActionButtonProps extends Omit<IconButtonProps, "aria-label" | "title" | "variant" | "colorPalette"> {
  /** The action as a tooltip says it ("Edit"). */
  label: string;
  /** The action with the row's name, for screen readers ("Edit alice@example.com"). */
  namedLabel: string;
  /** Red, for a delete. */
  destructive?: boolean;
}

/** An icon action of a table or list row (view, edit, move, delete): ghost, with a tooltip and a named label. */
export function RowActionButton({ label, namedLabel, destructive, size = "sm", ...rest }: RowActionButtonProps) {
  return <IconButton size={size} variant="ghost" colorPalette={destructive ? "red" : undefined} aria-label={namedLabel} title={label} {...rest} />;
}
