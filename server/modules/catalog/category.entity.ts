import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { CreatedAt, TextColumn, UpdatedAt } from "../../db/columns";

/** A storefront group of products; products point at it by category_id. */
@Entity("categories")
export class Category {
  /** A uuid for categories made by admins; the migration keeps the seed's product ids for the two it creates. */
  @PrimaryColumn({ type: "varchar", length: 36 })
  id: string;

  @Index("uq_categories_name", { unique: true })
  @TextColumn(100)
  name: string;

  @Column({ type: "int", name: "sort_order", default: 0 })
  sortOrder: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
