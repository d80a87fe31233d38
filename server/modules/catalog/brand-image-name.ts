import { BRAND_IMAGE_URL_PREFIX } from "../../../common/brand";

/** An uploaded brand image's file name: a random uuid and the detected type. */
export const BRAND_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** Whether a settings value points at one of this shop's uploaded brand images. */
export function isUploadedBrandImage(value: string): boolean {
  return value.startsWith(BRAND_IMAGE_URL_PREFIX) && BRAND_IMAGE_NAME.test(value.slice(BRAND_IMAGE_URL_PREFIX.length));
}
