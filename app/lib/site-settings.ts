import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../common/settings.collection";
import { localDigits } from "../i18n/format";
import { useLocale, useMenuText, useT } from "../i18n/i18n";
import { inLocale, type Locale } from "../i18n/locale";

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

/**
 * The settings' figures as a page in `locale` writes them: the academic year ("2026-2027",
 * "२०२६-२०२७") and the seats, one figure when both programmes admit the same number ("60"),
 * else both ("D.Pharm 60 · B.Pharm 40"). `programme` names a programme in the page's language.
 */
export function settingsFigures(settings: SiteSettings, locale: Locale, programme: (english: string) => string) {
  const digits = (figure: number | string) => localDigits(locale, String(figure));
  const { academicYear, intakeDPharm, intakeBPharm } = settings;
  const seatsEach = intakeDPharm === intakeBPharm;
  return {
    academicYear: digits(academicYear),
    seatsEach,
    seats: seatsEach ? digits(intakeDPharm) : `${programme("D.Pharm")} ${digits(intakeDPharm)} · ${programme("B.Pharm")} ${digits(intakeBPharm)}`,
  };
}

/** The same for a component, in the page's language. */
export function useSettingsFigures() {
  return settingsFigures(useSiteSettings(), useLocale(), useMenuText());
}

/** "Admissions Open 2026-2027", or that the year's admissions are closed, in the page's language. */
export function useAdmissionsHeading(): string {
  const { admissionsOpen } = useSiteSettings();
  const { academicYear } = useSettingsFigures();
  const t = useT();
  return t(admissionsOpen ? "frame.admissionsOpen" : "frame.admissionsClosed", { year: academicYear });
}

/** The college's address in the page's language (the English one where no Marathi one is saved). */
export function useAddress(): string {
  const { address, addressMr } = useSiteSettings();
  return inLocale(useLocale(), address, addressMr);
}
