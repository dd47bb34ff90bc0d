import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../common/settings.schema";
import { useLocale, useT } from "../i18n/i18n";
import { inLocale } from "../i18n/locale";

type RootData = { settings: SiteSettings } | undefined;

/**
 * The site settings (academic year, seats, phone, …), read once per request by the root loader
 * from the settings service, so every component shows what the clerk saved last.
 */
export function useSiteSettings(): SiteSettings {
  const root = useRouteLoaderData("root") as RootData;
  if (!root) throw new Error("The site settings are read by the root loader; this component was rendered outside it");
  return root.settings;
}

/** The same settings for a page's meta function, from the root match. */
export function settingsFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteSettings {
  const root = matches.find((match) => match?.id === "root")?.data as RootData;
  if (!root) throw new Error("The root loader's data is missing");
  return root.settings;
}

/** "Admissions Open 2026-2027", or that the year's admissions are closed, in the page's language. */
export function useAdmissionsHeading(): string {
  const { academicYear, admissionsOpen } = useSiteSettings();
  const t = useT();
  return t(admissionsOpen ? "frame.admissionsOpen" : "frame.admissionsClosed", { year: academicYear });
}

/** The college's address in the page's language (the English one where no Marathi one is saved). */
export function useAddress(): string {
  const { address, addressMr } = useSiteSettings();
  return inLocale(useLocale(), address, addressMr);
}
