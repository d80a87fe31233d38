import type { TFunction } from "i18next";

/** The admin namespace's `t` as helpers outside components take it (from `useTranslation("admin")`). */
export type AdminT = TFunction<"admin">;
