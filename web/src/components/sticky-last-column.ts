import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * For a `Table.Root`'s `css`: the last column (the row's actions, or its status) stays in view
 * while a wide table scrolls sideways, and its shadow is the cue that more columns lie behind.
 */
export const stickyLastColumn: SystemStyleObject = {
  "& tr > :last-child": {
    position: "sticky",
    insetInlineEnd: 0,
    zIndex: 1,
    bg: "bg.panel",
    boxShadow: "-8px 0 8px -8px rgba(0, 0, 0, 0.35)",
  },
};
