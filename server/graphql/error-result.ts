import { Field, InterfaceType, registerEnumType } from "type-graphql";
import { ERROR_CODES, type ErrorCode } from "../../common/error-codes";

/** The one list of codes (common/error-codes.ts) as the schema's ErrorCode enum. */
const ErrorCodeEnum = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as { [K in ErrorCode]: K };
registerEnumType(ErrorCodeEnum, { name: "ErrorCode", description: "Every stable error code: ErrorResult.errorCode and GraphQL's extensions.code." });

/**
 * Expected failures of consumer-facing mutations are data, not exceptions (Vendure's ErrorResult):
 * a mutation returns a union such as `Order | InsufficientBalanceError`, and each error type
 * implements this interface with a stable `errorCode` and the spec's message.
 */
@InterfaceType("ErrorResult")
export abstract class ErrorResult {
  @Field(() => ErrorCodeEnum, { description: "Stable machine-readable code, e.g. INSUFFICIENT_BALANCE." })
  errorCode: ErrorCode;

  @Field(() => String, { description: "The message to show a person." })
  message: string;
}
