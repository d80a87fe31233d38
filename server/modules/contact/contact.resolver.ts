import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { submitContactMessage } from "./contact.service";
import { ContactMessageInputType } from "./contact.types";

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, { description: "Stores a contact-form message for the admins. Open to everyone; rate limited per IP." })
  async submitContactMessage(@Arg("input", () => ContactMessageInputType) input: ContactMessageInputType, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await submitContactMessage(ctx, input);
    return true;
  }
}
