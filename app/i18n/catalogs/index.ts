/**
 * Every catalog, by language and namespace. Only server code imports this (messages.server.ts),
 * so a page ships just the namespaces its routes load, in its own language.
 */
import { academics as enAcademics } from "./en/academics";
import { academicsText as enAcademicsText } from "./en/academics-text";
import { about as enAbout } from "./en/about";
import { aboutText as enAboutText } from "./en/about-text";
import { admissions as enAdmissions } from "./en/admissions";
import { admissionsText as enAdmissionsText } from "./en/admissions-text";
import { apply as enApply } from "./en/apply";
import { campus as enCampus } from "./en/campus";
import { campusText as enCampusText } from "./en/campus-text";
import { contactsText as enContactsText } from "./en/contacts";
import { documents as enDocuments } from "./en/documents";
import { faqsText as enFaqsText } from "./en/faqs-text";
import { frame as enFrame } from "./en/frame";
import { home as enHome } from "./en/home";
import { homeText as enHomeText } from "./en/home-text";
import { nav as enNav } from "./en/nav";
import { people as enPeople } from "./en/people";
import { records as enRecords } from "./en/records";
import { validation as enValidation } from "./en/validation";
import { academics as mrAcademics } from "./mr/academics";
import { academicsText as mrAcademicsText } from "./mr/academics-text";
import { about as mrAbout } from "./mr/about";
import { aboutText as mrAboutText } from "./mr/about-text";
import { admissions as mrAdmissions } from "./mr/admissions";
import { admissionsText as mrAdmissionsText } from "./mr/admissions-text";
import { apply as mrApply } from "./mr/apply";
import { campus as mrCampus } from "./mr/campus";
import { campusText as mrCampusText } from "./mr/campus-text";
import { contactsText as mrContactsText } from "./mr/contacts";
import { documents as mrDocuments } from "./mr/documents";
import { faqsText as mrFaqsText } from "./mr/faqs-text";
import { frame as mrFrame } from "./mr/frame";
import { home as mrHome } from "./mr/home";
import { homeText as mrHomeText } from "./mr/home-text";
import { nav as mrNav } from "./mr/nav";
import { people as mrPeople } from "./mr/people";
import { records as mrRecords } from "./mr/records";
import { validation as mrValidation } from "./mr/validation";

export const catalogs = {
  en: {
    frame: enFrame,
    nav: enNav,
    validation: enValidation,
    apply: enApply,
    home: enHome,
    homeText: enHomeText,
    records: enRecords,
    admissions: enAdmissions,
    admissionsText: enAdmissionsText,
    contactsText: enContactsText,
    academics: enAcademics,
    academicsText: enAcademicsText,
    about: enAbout,
    aboutText: enAboutText,
    people: enPeople,
    documents: enDocuments,
    faqsText: enFaqsText,
    campus: enCampus,
    campusText: enCampusText,
  },
  mr: {
    frame: mrFrame,
    nav: mrNav,
    validation: mrValidation,
    apply: mrApply,
    home: mrHome,
    homeText: mrHomeText,
    records: mrRecords,
    admissions: mrAdmissions,
    admissionsText: mrAdmissionsText,
    contactsText: mrContactsText,
    academics: mrAcademics,
    academicsText: mrAcademicsText,
    about: mrAbout,
    aboutText: mrAboutText,
    people: mrPeople,
    documents: mrDocuments,
    faqsText: mrFaqsText,
    campus: mrCampus,
    campusText: mrCampusText,
  },
} satisfies Record<string, Record<string, Readonly<Record<string, string>>>>;

export type Namespace = keyof (typeof catalogs)["en"];
type EnglishCatalogs = (typeof catalogs)["en"];
/** Namespaces keyed by their English text: the menu, the validation messages and the prose of content/ (useEnglishKeyed). */
export const englishKeyedNamespaces = [
  "nav",
  "validation",
  "homeText",
  "admissionsText",
  "contactsText",
  "academicsText",
  "aboutText",
  "faqsText",
  "campusText",
] as const satisfies readonly Namespace[];
type EnglishKeyedNamespace = (typeof englishKeyedNamespaces)[number];
/** Namespaces with keys of their own (useT). */
type KeyedNamespace = Exclude<Namespace, EnglishKeyedNamespace>;
/** Every key of the keyed namespaces. */
export type MessageKey = { [N in KeyedNamespace]: keyof EnglishCatalogs[N] & string }[KeyedNamespace];
