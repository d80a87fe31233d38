import { Box, Code, HStack, Link, Stack, Text } from "@chakra-ui/react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/CopyButton";

export interface PaymentAddress {
  address: string;
  amount: string;
  currency: string;
  qrText: string;
}

/** A wallet address or payment URI is short; anything longer is not drawn (and never reaches the encoder). */
const MAX_QR_TEXT = 512;
const QR_SIZE_PX = 192;

/** The QR code as an SVG data URL, drawn here in the browser: no outside service sees the address. */
async function qrDataUrl(text: string): Promise<string | null> {
  if (!text || text.length > MAX_QR_TEXT) return null;
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Where to send a crypto payment (epusdt, BTCPay…): the QR code a wallet scans, and beside it the
 * address and the exact amount, each copyable, which are also the code's text alternative.
 * Loaded on its own (React.lazy) so the QR encoder is fetched only by a buyer who needs it.
 */
export default function PaymentAddressPanel({ address, paymentUrl }: { address: PaymentAddress; paymentUrl: string | null }) {
  const { t } = useTranslation("customer");
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    qrDataUrl(address.qrText).then(
      (url) => current && setQr(url),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [address.qrText]);

  return (
    <Stack gap="4" data-testid="payment-address">
      <Text>{t("paymentAddress.intro", { amount: address.amount, currency: address.currency })}</Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "center", sm: "flex-start" }}>
        <Box flexShrink={0} w={`${QR_SIZE_PX}px`} h={`${QR_SIZE_PX}px`} bg="white" borderWidth="1px" borderRadius="md" overflow="hidden">
          {qr && <img src={qr} width={QR_SIZE_PX} height={QR_SIZE_PX} alt={t("paymentAddress.qrAlt", { address: address.address })} data-testid="payment-qr" />}
        </Box>
        <Stack as="dl" gap="3" minW="0" w="full">
          <Stack gap="1">
            <Text as="dt" fontSize="sm" fontWeight="medium">
              {t("paymentAddress.address")}
            </Text>
            <Text as="dd" m="0">
              <Code wordBreak="break-all" whiteSpace="normal" data-testid="payment-address-text">
                {address.address}
              </Code>
            </Text>
            <CopyButton text={address.address} label={t("paymentAddress.copyAddress")} alignSelf="flex-start" />
          </Stack>
          <Stack gap="1">
            <Text as="dt" fontSize="sm" fontWeight="medium">
              {t("paymentAddress.amount")}
            </Text>
            <Text as="dd" m="0">
              <Code data-testid="payment-amount-text">{`${address.amount} ${address.currency}`}</Code>
            </Text>
            <CopyButton text={address.amount} label={t("paymentAddress.copyAmount")} alignSelf="flex-start" />
          </Stack>
        </Stack>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t("paymentAddress.exactAmount")}
      </Text>
      {paymentUrl && (
        <HStack>
          <Link href={paymentUrl} colorPalette="teal" textDecoration="underline">
            {t("paymentAddress.openPage")}
          </Link>
        </HStack>
      )}
    </Stack>
  );
}
