import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { addBlocklistEntry, listBlocklistEntries, removeBlocklistEntry } from "./blocklist.service";
import { issueChallenge } from "./challenge.service";
import { BlocklistEntryInputType, BlocklistEntryType, BlocklistKindValue, ChallengeSceneValue, ProofOfWorkChallengeType, sceneOf } from "./abuse.types";

@Resolver()
export class ProofOfWorkResolver {
  @Query(() => ProofOfWorkChallengeType, {
    description:
      "A fresh proof-of-work challenge for a public action. Ask for one when that action answers CHALLENGE_REQUIRED (or CHALLENGE_INVALID), solve it and send the action again with `challengeSolution`.",
  })
  proofOfWorkChallenge(@Arg("scene", () => ChallengeSceneValue) scene: ChallengeSceneValue, @Ctx() { ctx }: GqlContext): ProofOfWorkChallengeType {
    return Object.assign(new ProofOfWorkChallengeType(), issueChallenge(ctx, sceneOf(scene)));
  }
}

@Resolver()
export class AdminBlocklistResolver {
  @Authorized("ADMIN")
  @Query(() => [BlocklistEntryType], { description: "Admin: the blocked e-mails and domains, or the blocked client addresses and ranges, by value." })
  async blocklistEntries(@Arg("kind", () => BlocklistKindValue) kind: BlocklistKindValue, @Ctx() { ctx }: GqlContext): Promise<BlocklistEntryType[]> {
    return (await listBlocklistEntries(ctx, kind)).map(BlocklistEntryType.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => BlocklistEntryType, { description: "Admin: blocks an e-mail, an @domain, a client address or a CIDR range (audited)." })
  async addBlocklistEntry(
    @Arg("input", () => BlocklistEntryInputType) input: BlocklistEntryInputType,
    @Ctx() { ctx }: GqlContext,
  ): Promise<BlocklistEntryType> {
    return BlocklistEntryType.from(await addBlocklistEntry(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, { description: "Admin: removes a blocklist entry (audited)." })
  async removeBlocklistEntry(@Arg("id", () => Int) id: number, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await removeBlocklistEntry(ctx, id);
    return true;
  }
}
