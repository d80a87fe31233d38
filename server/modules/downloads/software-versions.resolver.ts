import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { createDownloadLink, licenseDownloads } from "./entitled-downloads";
import { deleteSoftwareVersion, listSoftwareVersions, updateSoftwareVersionNotes } from "./software-versions";
import { DownloadLinkObject, SoftwareVersionObject } from "./software-versions.types";

/** A licence product's versions in the back office; uploads go through PUT /api/admin/products/:id/versions. */
@Authorized("ADMIN")
@Resolver()
export class SoftwareVersionsAdminResolver {
  @Query(() => [SoftwareVersionObject], { description: "A licence product's software versions, newest (the latest) first." })
  async softwareVersions(@Arg("productId", () => ID) productId: string, @Ctx() { ctx }: GqlContext): Promise<SoftwareVersionObject[]> {
    return (await listSoftwareVersions(ctx, productId)).map(SoftwareVersionObject.from);
  }

  @Mutation(() => SoftwareVersionObject, { description: "Replaces a version's release notes (plain text, at most 4000 characters)." })
  async updateSoftwareVersionNotes(
    @Arg("id", () => ID) id: string,
    @Arg("notes", () => String) notes: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<SoftwareVersionObject> {
    return SoftwareVersionObject.from(await updateSoftwareVersionNotes(ctx, id, notes));
  }

  @Mutation(() => Boolean, { description: "Deletes a version and its file; the version before it becomes the latest." })
  async deleteSoftwareVersion(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return deleteSoftwareVersion(ctx, id);
  }
}

/** What a holder of a valid licence downloads. */
@Resolver()
export class LicenseDownloadsResolver {
  @Authorized()
  @Query(() => [SoftwareVersionObject], {
    description:
      "The versions one of the caller's licences entitles to, newest (the latest) first; refused (LICENSE_NOT_VALID) unless the licence is active and not expired.",
  })
  async licenseDownloads(@Arg("licenseId", () => ID) licenseId: string, @Ctx() { ctx }: GqlContext): Promise<SoftwareVersionObject[]> {
    return (await licenseDownloads(ctx, licenseId)).map(SoftwareVersionObject.from);
  }

  @Authorized()
  @Mutation(() => DownloadLinkObject, { description: "A signed link to one version for one of the caller's valid licences, working for 10 minutes." })
  async createDownloadLink(
    @Arg("licenseId", () => ID) licenseId: string,
    @Arg("versionId", () => ID) versionId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<DownloadLinkObject> {
    return DownloadLinkObject.from(await createDownloadLink(ctx, licenseId, versionId));
  }
}
