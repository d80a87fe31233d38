import { Field, ID, Int, ObjectType } from "type-graphql";
import type { DownloadLink } from "./download-links";
import type { ListedVersion } from "./software-versions";

@ObjectType("SoftwareVersion", { description: "One uploaded version of a licence product's software." })
export class SoftwareVersionObject {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => String, { description: "As the admin wrote it, e.g. 2.4.1 (at most 32 letters, digits, dots, plus or minus signs)." }) version: string;
  @Field(() => String, { description: "Release notes, plain text (no Markdown); may be empty." }) notes: string;
  @Field(() => String, { description: "The name the download is saved under." }) fileName: string;
  @Field(() => Int) sizeBytes: number;
  @Field(() => String, { description: "SHA-256 of the file, lowercase hex." }) sha256: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Boolean, { description: "The product's newest upload." }) latest: boolean;

  static from({ version: v, latest }: ListedVersion): SoftwareVersionObject {
    return Object.assign(new SoftwareVersionObject(), {
      id: v.id,
      productId: v.productId,
      version: v.version,
      notes: v.notes,
      fileName: v.fileName,
      sizeBytes: v.sizeBytes,
      sha256: v.sha256,
      createdAt: v.createdAt,
      latest,
    });
  }
}

@ObjectType("DownloadLink", { description: "A signed link to one version for one licence; it works until expiresAt (10 minutes)." })
export class DownloadLinkObject {
  @Field(() => String, { description: "A path on this shop: /api/downloads/<versionId>?licence=…&expires=…&sig=…" }) url: string;
  @Field(() => Date) expiresAt: Date;

  static from(link: DownloadLink): DownloadLinkObject {
    return Object.assign(new DownloadLinkObject(), link);
  }
}
