import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("TotpEnrolment", { description: "Scan the QR code (or type the secret) into an authenticator app, then confirm with a code." })
export class TotpEnrolmentType {
  @Field(() => String) secret: string;
  @Field(() => String) otpauthUrl: string;
  @Field(() => String, { description: "PNG data: URL of the otpauth link." }) qrCodeDataUrl: string;
}

@ObjectType("TotpRecoveryCodes")
export class TotpRecoveryCodesType {
  @Field(() => [String], { description: "Ten single-use codes for signing in without the app; shown only now." }) recoveryCodes: string[];
}

@ObjectType("TwoFactorStatus")
export class TwoFactorStatusType {
  @Field(() => Boolean) enabled: boolean;
  @Field(() => Int) unusedRecoveryCodes: number;
}
