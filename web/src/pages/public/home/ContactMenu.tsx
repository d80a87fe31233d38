import { Box, Button, IconButton, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { FaTelegramPlane, FaWhatsapp } from "react-icons/fa";
import { LuMessageCircle, LuX } from "react-icons/lu";
import type { SiteSettings } from "@/site/useSiteData";

const MOBILE_QUERY = "(max-width: 768px)";

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return mobile;
}

/** Floating messaging links: open on hover on desktop, toggled by a tap at 768 px and below (and by keyboard everywhere). */
export function ContactMenu({ settings }: { settings: SiteSettings }) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("public");
  const links = [
    settings.contactTelegramUrl && { href: settings.contactTelegramUrl, label: "Telegram", icon: <FaTelegramPlane />, palette: "blue" },
    settings.contactWhatsappUrl && { href: settings.contactWhatsappUrl, label: "WhatsApp", icon: <FaWhatsapp />, palette: "green" },
  ].filter(Boolean) as Array<{ href: string; label: string; icon: React.ReactNode; palette: string }>;
  if (!links.length) return null;

  return (
    <Box
      position="fixed"
      right={{ base: "4", md: "6" }}
      bottom={{ base: "4", md: "6" }}
      zIndex="docked"
      onMouseEnter={mobile ? undefined : () => setOpen(true)}
      onMouseLeave={mobile ? undefined : () => setOpen(false)}
    >
      <Stack align="flex-end" gap="2">
        {open && (
          <Stack id="contact-menu-links" gap="2" align="flex-end">
            {links.map((l) => (
              <Button key={l.label} asChild size="sm" colorPalette={l.palette} shadow="md" rounded="full">
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.icon} {l.label}
                </a>
              </Button>
            ))}
          </Stack>
        )}
        <IconButton
          aria-label={open ? t("contactMenu.close") : t("contactMenu.open")}
          aria-expanded={open}
          aria-controls="contact-menu-links"
          colorPalette="teal"
          rounded="full"
          size="xl"
          shadow="lg"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <LuX /> : <LuMessageCircle />}
        </IconButton>
      </Stack>
    </Box>
  );
}
