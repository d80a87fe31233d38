import { BRAND_IMAGE_URL_PREFIX } from "../../../common/brand";
import { UPLOADED_IMAGE_NAME } from "./stored-images";

/** Whether a settings value points at one of this shop's uploaded brand images. */
export function isUploadedBrandImage(value: string): boolean {
  return value.startsWith(BRAND_IMAGE_URL_PREFIX) && UPLOADED_IMAGE_NAME.test(value.slice(BRAND_IMAGE_URL_PREFIX.length));
}
