/**
 * Every catalog, by language and namespace. Only server code imports this (messages.server.ts),
 * so a page ships just the namespaces its routes load, in its own language.
 */
import { academics as enAcademics } from "./en/academics";
import { about as enAbout } from "./en/about";
import { admissions as enAdmissions } from "./en/admissions";
import { apply as enApply } from "./en/apply";
import { campus as enCampus } from "./en/campus";
import { documents as enDocuments } from "./en/documents";
import { frame as enFrame } from "./en/frame";
import { grievance as enGrievance } from "./en/grievance";
import { home as enHome } from "./en/home";
import { nav as enNav } from "./en/nav";
import { people as enPeople } from "./en/people";
import { privacy as enPrivacy } from "./en/privacy";
import { records as enRecords } from "./en/records";
import { search as enSearch } from "./en/search";
import { validation as enValidation } from "./en/validation";
import { academics as mrAcademics } from "./mr/academics";
import { about as mrAbout } from "./mr/about";
import { admissions as mrAdmissions } from "./mr/admissions";
import { apply as mrApply } from "./mr/apply";
import { campus as mrCampus } from "./mr/campus";
import { documents as mrDocuments } from "./mr/documents";
import { frame as mrFrame } from "./mr/frame";
import { grievance as mrGrievance } from "./mr/grievance";
import { home as mrHome } from "./mr/home";
import { nav as mrNav } from "./mr/nav";
import { people as mrPeople } from "./mr/people";
import { privacy as mrPrivacy } from "./mr/privacy";
import { records as mrRecords } from "./mr/records";
import { search as mrSearch } from "./mr/search";
import { validation as mrValidation } from "./mr/validation";

export const catalogs = {
  en: {
    frame: enFrame,
    nav: enNav,
    validation: enValidation,
    apply: enApply,
    home: enHome,
    records: enRecords,
    admissions: enAdmissions,
    academics: enAcademics,
    about: enAbout,
    people: enPeople,
    documents: enDocuments,
    campus: enCampus,
    grievance: enGrievance,
    privacy: enPrivacy,
    search: enSearch,
  },
  mr: {
    frame: mrFrame,
    nav: mrNav,
    validation: mrValidation,
    apply: mrApply,
    home: mrHome,
    records: mrRecords,
    admissions: mrAdmissions,
    academics: mrAcademics,
    about: mrAbout,
    people: mrPeople,
    documents: mrDocuments,
    campus: mrCampus,
    grievance: mrGrievance,
    privacy: mrPrivacy,
    search: mrSearch,
  },
} satisfies Record<string, Record<string, Readonly<Record<string, string>>>>;

export type Namespace = keyof (typeof catalogs)["en"];
type EnglishCatalogs = (typeof catalogs)["en"];
/** Namespaces keyed by their English text: the menu and the validation messages (useEnglishKeyed). */
export const englishKeyedNamespaces = ["nav", "validation"] as const satisfies readonly Namespace[];
type EnglishKeyedNamespace = (typeof englishKeyedNamespaces)[number];
/** Namespaces with keys of their own (useT). */
type KeyedNamespace = Exclude<Namespace, EnglishKeyedNamespace>;
/** Every key of the keyed namespaces. */
export type MessageKey = { [N in KeyedNamespace]: keyof EnglishCatalogs[N] & string }[KeyedNamespace];
