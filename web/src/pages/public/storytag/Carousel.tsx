import { Box, HStack, IconButton, Image } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";

export const CAROUSEL_INTERVAL_MS = 5000;

export interface Slide {
  src: string;
  alt: string;
}

/** Advances every 5 s; previous, next and a dot per slide move it by hand (and restart the timer). */
export function Carousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const { t } = useTranslation("tools");
  const go = (to: number) => setIndex((to + slides.length) % slides.length);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [index, slides.length]);

  return (
    <Box
      as="section"
      aria-roledescription={t("carousel.role")}
      aria-label={t("carousel.label")}
      position="relative"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
    >
      <Box aspectRatio={16 / 9} bg="bg.muted">
        {slides.map((s, i) => (
          <Image
            key={s.src}
            src={s.src}
            alt={s.alt}
            aria-roledescription={t("carousel.slide")}
            aria-label={t("carousel.position", { n: i + 1, total: slides.length })}
            hidden={i !== index}
            w="full"
            h="full"
            objectFit="cover"
          />
        ))}
      </Box>
      <IconButton
        aria-label={t("carousel.previous")}
        position="absolute"
        left="2"
        top="50%"
        transform="translateY(-50%)"
        rounded="full"
        size="sm"
        variant="surface"
        onClick={() => go(index - 1)}
      >
        <LuChevronLeft />
      </IconButton>
      <IconButton
        aria-label={t("carousel.next")}
        position="absolute"
        right="2"
        top="50%"
        transform="translateY(-50%)"
        rounded="full"
        size="sm"
        variant="surface"
        onClick={() => go(index + 1)}
      >
        <LuChevronRight />
      </IconButton>
      <HStack position="absolute" bottom="3" left="0" right="0" justify="center" gap="1">
        {slides.map((s, i) => (
          <Box
            as="button"
            key={s.src}
            aria-label={t("carousel.goTo", { n: i + 1 })}
            aria-current={i === index}
            onClick={() => go(i)}
            w="6"
            h="6"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
          >
            <Box w={i === index ? "4" : "2.5"} h="2.5" rounded="full" bg="white" opacity={i === index ? 1 : 0.6} transition="all 0.2s" />
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
