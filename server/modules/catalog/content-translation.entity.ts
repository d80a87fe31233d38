import { Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { LongTextColumn, TextColumn, UpdatedAt } from "../../db/columns";

/**
 * One admin-written version of one field of shop content in one language other than English
 * (English stays in the content's own row). A missing row falls back to English.
 */
@Entity("content_translations")
@Index("uq_content_translations_subject_field_language", ["subjectType", "subjectId", "field", "language"], { unique: true })
export class ContentTranslation {
  @PrimaryGeneratedColumn()
  id: number;

  /** product or site (see content-translations.ts). */
  @TextColumn(32, { name: "subject_type" })
  subjectType: string;

  @TextColumn(64, { name: "subject_id" })
  subjectId: string;

  @TextColumn(32)
  field: string;

  @TextColumn(8)
  language: string;

  @LongTextColumn()
  value: string;

  @UpdatedAt()
  updatedAt: Date;
}
