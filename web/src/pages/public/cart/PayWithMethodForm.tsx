import { Box, Button, Flex, Input, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail } from "@common/auth-rules";
import { Link as RouterLink } from "react-router-dom";
import { withReturnTo } from "@/auth/return-to";
import { BrowserCheckStatus } from "@/components/BrowserCheckStatus";
import { LabelledField } from "@/components/LabelledField";
import { formatMoney } from "@/i18n/format";
import { PaymentMethodsForPurchaseQuery, paymentOf } from "../product/pay-difference";
import type { PayRequest } from "./usePayForCart";

export interface PayWithMethodFormProps {
  /** A guest gives an e-mail (and may set an order password); a member pays what the balance lacks. */
  guest: boolean;
  /** What the method is to take: the whole order for a guest, the shortfall for a member. */
  amountCents: number;
  disabled: boolean;
  loading: boolean;
  checking: boolean;
  progress: number;
  /** A field's problem from the server ("email", "orderPassword"). */
  fieldProblem: { field: string; message: string } | null;
  /** The form's own problem (a refusal that names no line). */
  problem: string | null;
  onPay: (request: PayRequest) => void;
  returnTo: string;
}

const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;
const PASSWORD_MIN = 6;

/**
 * Paying for the cart through one of the shop's payment methods: a guest's checkout (e-mail,
 * an optional order password, the method) or a member's "pay the difference".
 */
export function PayWithMethodForm(props: PayWithMethodFormProps) {
  const { guest, amountCents, disabled, loading, fieldProblem, problem, onPay, returnTo } = props;
  const { t } = useTranslation("public");
  const methodsQuery = useQuery(PaymentMethodsForPurchaseQuery, { fetchPolicy: "cache-and-network" });
  const methods = (methodsQuery.data?.paymentMethods ?? []).filter((m) => paymentOf(m, amountCents));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [localProblem, setLocalProblem] = useState<{ field: string; message: string } | null>(null);
  const methodId = chosen && methods.some((m) => m.id === chosen) ? chosen : (methods[0]?.id ?? null);
  const shownProblem = localProblem ?? fieldProblem;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!methodId) return;
    if (guest) {
      const trimmed = email.trim();
      if (!isValidEmail(trimmed)) {
        setLocalProblem({ field: "email", message: t("guestCheckout.emailInvalid") });
        return;
      }
      if (password && password.length < PASSWORD_MIN) {
        setLocalProblem({ field: "orderPassword", message: t("guestCheckout.passwordShort", { count: PASSWORD_MIN }) });
        return;
      }
      setLocalProblem(null);
      onPay({ payWith: methodId, guest: { email: trimmed, orderPassword: password } });
    } else {
      onPay({ payWith: methodId, guest: null });
    }
  }

  const chosenPayment = methods.find((m) => m.id === methodId);
  const payCents = chosenPayment ? paymentOf(chosenPayment, amountCents)!.amountCents : amountCents;

  return (
    <form onSubmit={submit} noValidate aria-label={guest ? t("guestCheckout.formLabel") : t("guestCheckout.payDifferenceLabel")}>
      <Stack gap="4">
        {guest ? (
          <>
            <Box>
              <LabelledField
                label={t("guestCheckout.email")}
                required
                error={shownProblem?.field === "email" ? shownProblem.message : undefined}
                helperText={t("guestCheckout.emailHelp")}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  maxLength={EMAIL_MAX}
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setLocalProblem(null);
                  }}
                />
              </LabelledField>
              <Text fontSize="sm" mt="1">
                {t("guestCheckout.member")}{" "}
                <Link asChild colorPalette="teal" color="colorPalette.fg">
                  <RouterLink to={withReturnTo("/auth/login", returnTo)}>{t("cart.signIn")}</RouterLink>
                </Link>
              </Text>
            </Box>
            <LabelledField
              label={t("guestCheckout.orderPassword")}
              error={shownProblem?.field === "orderPassword" ? shownProblem.message : undefined}
              helperText={t("guestCheckout.orderPasswordHelp")}
            >
              <Input
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setLocalProblem(null);
                }}
              />
            </LabelledField>
          </>
        ) : (
          <Text fontSize="sm">{t("guestCheckout.payDifferenceIntro", { amount: formatMoney(amountCents) })}</Text>
        )}
        {methodsQuery.loading && !methodsQuery.data ? null : methods.length === 0 ? (
          <Text fontSize="sm" color="fg.error">
            {t("guestCheckout.noMethods")}
          </Text>
        ) : (
          <LabelledField label={t("guestCheckout.method")}>
            <NativeSelect.Root disabled={loading}>
              <NativeSelect.Field value={methodId ?? ""} onChange={(e) => setChosen(e.currentTarget.value)}>
                {methods.map((m) => {
                  const p = paymentOf(m, amountCents)!;
                  return (
                    <option key={m.id} value={m.id}>
                      {`${m.name} — ${formatMoney(p.amountCents)}`}
                      {p.feeCents > 0 ? ` (${t("guestCheckout.fee", { fee: formatMoney(p.feeCents) })})` : ""}
                    </option>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
        )}
        <BrowserCheckStatus checking={props.checking} progress={props.progress} />
        {problem && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        )}
        <Flex direction="column" gap="2">
          <Button type="submit" colorPalette="teal" size="lg" loading={loading} disabled={disabled || !methodId}>
            {t("guestCheckout.pay", { amount: formatMoney(payCents) })}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t("guestCheckout.held")}
          </Text>
        </Flex>
      </Stack>
    </form>
  );
}
