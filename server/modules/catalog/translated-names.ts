import { In } from "typeorm";
import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { ContentTranslation } from "./content-translation.entity";

/** The kinds of content a translation belongs to (content-translations.ts lists their fields). */
type SubjectType = "product" | "site" | "category" | "variant" | "page";

/** Each subject's translated fields in one language: subjectId → field → value. One query; none for English. */
export async function translationsOf(
  ctx: RequestContext,
  subjectType: SubjectType,
  subjectIds: string[],
  language: Language,
): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (language === "en" || subjectIds.length === 0) return out;
  const rows = await ctx.manager.getRepository(ContentTranslation).find({
    where: { subjectType, subjectId: In([...new Set(subjectIds)]), language },
    select: { subjectId: true, field: true, value: true },
  });
  for (const row of rows) {
    const fields = out.get(row.subjectId) ?? {};
    fields[row.field] = row.value;
    out.set(row.subjectId, fields);
  }
  return out;
}
