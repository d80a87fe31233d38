/** An uploaded image's file name (product pictures, brand images): a random uuid and the type read from its bytes. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
