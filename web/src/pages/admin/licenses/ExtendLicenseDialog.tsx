import { expiryProblem } from "../../../../../common/license-expiry";
import { useMutation } from "@apollo/client/react";
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Form } from "@/components/Form";
import { TextField } from "@/components/TextField";
import { announceError, announceResult, licenseMessage } from "./announce-result";
import { endOfLocalDay, ExtendLicenseMutation } from "./admin-license-documents";
import { useTranslation } from "react-i18next";

interface Props {
  licenseKey: string | null;
  /** The licence's expiry now (ISO), so a date that would shorten it is refused before the round trip. */
  currentExpiry?: string;
  onClose: () => void;
}

/** Extend with a new expiry date; the server also switches the licence back on. */
export function ExtendLicenseDialog({ licenseKey, currentExpiry, onClose }: Props) {
  const { t } = useTranslation("admin");
  const [date, setDate] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [extend, { loading }] = useMutation(ExtendLicenseMutation, { refetchQueries: ["AdminLicenses"] });

  async function submit() {
    const newExpiresAt = endOfLocalDay(date);
    if (!newExpiresAt) {
      setProblem(t("licenses.selectNewExpiry"));
      return;
    }
    const tooEarly = expiryProblem(new Date(newExpiresAt), new Date(), currentExpiry ? new Date(currentExpiry) : undefined);
    if (tooEarly) {
      setProblem(licenseMessage(tooEarly, t));
      return;
    }
    try {
      const { data } = await extend({ variables: { licenseKey, newExpiresAt } });
      if (announceResult(data?.extendLicense, t("licenses.extendFailed"), t)) close();
    } catch (err) {
      announceError(err, t("licenses.extendFailed"));
    }
  }

  function close() {
    setDate("");
    setProblem(null);
    onClose();
  }

  return (
    <Dialog.Root open={licenseKey !== null} onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t("licenses.extendTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3" fontFamily="mono">
                  {licenseKey}
                </Text>
                <TextField label={t("licenses.newExpiry")} type="date" value={date} onChange={setDate} error={problem ?? undefined} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading}>
                  {t("licenses.extend")}
                </Button>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
