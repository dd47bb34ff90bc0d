import type { AppLoadContext } from "react-router";
import { recordIn } from "../../common/collection";
import { imageCollection, type ImageSection } from "../../common/image.collection";
import type { Locale } from "../i18n/locale";

/** The images of a section, newest first, each caption in the page's language (the clerk's Marathi caption on a Marathi page, where there is one). */
export async function sectionImages(context: AppLoadContext, section: ImageSection, locale: Locale) {
  const images = await context.services.images.listPublic({ section });
  return images.map((image) => recordIn(locale, imageCollection, image));
}
