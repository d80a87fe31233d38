import { Button, Card, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail } from "@common/auth-rules";
import { BrowserCheckStatus } from "@/components/BrowserCheckStatus";
import { LabelledField } from "@/components/LabelledField";
import type { GuestOrderFieldsFragment } from "@/gql/graphql";
import { i18n } from "@/i18n";
import { errorCode, errorMessage } from "@/lib/graphql-errors";
import { useBrowserCheck } from "@/lib/proof-of-work/useBrowserCheck";
import { FindMyOrderQuery, RequestOrderLinksMutation } from "./guest-order-documents";
import { GuestOrderView } from "./GuestOrderView";

const NUMBER_MAX = 64;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

/** The order by number, e-mail and password; one answer whichever part is wrong. */
function FindByNumber() {
  const { t } = useTranslation("public");
  const client = useApolloClient();
  const check = useBrowserCheck("ORDER_LOOKUP");
  const [number, setNumber] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [order, setOrder] = useState<GuestOrderFieldsFragment | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!number.trim() || !email.trim() || !password) {
      setProblem(t("findOrder.fillAll"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await check.run(async (challengeSolution) => {
        const result = await client.query({
          query: FindMyOrderQuery,
          variables: { number: number.trim(), email: email.trim(), password, challengeSolution },
          fetchPolicy: "no-cache",
        });
        if (result.error) throw result.error;
        return result;
      });
      setOrder(data?.findMyOrder ?? null);
    } catch (err) {
      setOrder(null);
      setProblem(errorCode(err) === "NOT_FOUND" ? t("findOrder.notFound") : errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (order)
    return (
      <Stack gap="4">
        <GuestOrderView order={order} />
        <Button variant="outline" alignSelf="flex-start" onClick={() => setOrder(null)}>
          {t("findOrder.another")}
        </Button>
      </Stack>
    );
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="find-by-number">
          <Stack gap="4">
            <Heading as="h2" size="lg" id="find-by-number">
              {t("findOrder.byNumberTitle")}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t("findOrder.byNumberIntro")}
            </Text>
            <LabelledField label={t("findOrder.number")} required>
              <Input value={number} maxLength={NUMBER_MAX} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
            </LabelledField>
            <LabelledField label={t("guestCheckout.email")} required>
              <Input type="email" autoComplete="email" value={email} maxLength={EMAIL_MAX} onChange={(e) => setEmail(e.target.value)} />
            </LabelledField>
            <LabelledField label={t("findOrder.password")} required>
              <Input type="password" autoComplete="current-password" value={password} maxLength={PASSWORD_MAX} onChange={(e) => setPassword(e.target.value)} />
            </LabelledField>
            <BrowserCheckStatus checking={check.checking} progress={check.progress} />
            {problem && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {problem}
              </Text>
            )}
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={busy}>
              {t("findOrder.show")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** "Send me a link to all my orders": the same answer whether or not the address bought here. */
function SendLinks() {
  const { t } = useTranslation("public");
  const check = useBrowserCheck("ORDER_LOOKUP");
  const [request, { loading }] = useMutation(RequestOrderLinksMutation);
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setProblem(t("guestCheckout.emailInvalid"));
      return;
    }
    setProblem(null);
    try {
      await check.run((challengeSolution) => request({ variables: { email: email.trim(), language: i18n.resolvedLanguage ?? "en", challengeSolution } }));
      setSent(true);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="send-links">
          <Stack gap="4">
            <Heading as="h2" size="lg" id="send-links">
              {t("findOrder.linksTitle")}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t("findOrder.linksIntro")}
            </Text>
            <LabelledField label={t("guestCheckout.email")} required error={problem ?? undefined}>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                maxLength={EMAIL_MAX}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setSent(false);
                }}
              />
            </LabelledField>
            <BrowserCheckStatus checking={check.checking} progress={check.progress} />
            <Text role="status" fontSize="sm" color="fg.success" data-testid="links-sent">
              {sent ? t("findOrder.linksSent") : ""}
            </Text>
            <Button type="submit" variant="outline" colorPalette="teal" alignSelf="flex-start" loading={loading || check.checking}>
              {t("findOrder.sendLinks")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /orders/find — Find my order: by its number, e-mail and password, or a one-time link to every order of an e-mail. */
export default function FindOrderPage() {
  const { t } = useTranslation("public");
  return (
    <Stack maxW="3xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap="6">
      <Heading as="h1" size="2xl">
        {t("findOrder.title")}
      </Heading>
      <FindByNumber />
      <SendLinks />
    </Stack>
  );
}
