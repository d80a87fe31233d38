import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

/** The most rows one page of a back-office list may hold. */
export const MAX_PAGE_SIZE = 200;

export interface PageWindow {
  limit: number;
  offset: number;
}

/** A caller's limit and offset made whole and safe: 1 to `max` rows, from row 0 on. */
export function pageWindow(limit: number, offset: number, max = MAX_PAGE_SIZE): PageWindow {
  return { limit: Math.min(Math.max(1, Math.floor(limit)), max), offset: Math.max(0, Math.floor(offset)) };
}

/**
 * One page of an ordered query with the total number of matching rows. The total comes from a
 * window function in the same query, so a page costs one query; past the last page there is no
 * row to carry it, and only then is it counted separately.
 */
export async function pageWithTotal<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, window: PageWindow): Promise<{ items: T[]; total: number }> {
  const counting = query.clone();
  const { entities, raw } = await query
    .addSelect("COUNT(*) OVER ()", "total_count")
    .offset(window.offset)
    .limit(window.limit)
    .getRawAndEntities<{ total_count: number | string }>();
  const total = raw.length > 0 ? Number(raw[0].total_count) : await counting.getCount();
  return { items: entities, total };
}
