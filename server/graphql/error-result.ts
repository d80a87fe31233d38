import { Field, InterfaceType } from "type-graphql";

/**
 * Expected failures of consumer-facing mutations are data, not exceptions (Vendure's ErrorResult):
 * a mutation returns a union such as `Order | InsufficientBalanceError`, and each error type
 * implements this interface with a stable `errorCode` and the spec's message.
 */
@InterfaceType("ErrorResult")
export abstract class ErrorResult {
  @Field(() => String, { description: "Stable machine-readable code, e.g. INSUFFICIENT_BALANCE." })
  errorCode: string;

  @Field(() => String, { description: "The message to show a person." })
  message: string;
}
