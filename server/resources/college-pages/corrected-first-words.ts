import type { PageKey } from "../../../common/page.schema";
import { initialPages } from "./initial-pages";

/** A text of a section that an earlier version stored as a page's first words, and what it says now. */
export type FirstWordsCorrection = { key: PageKey; field: "body" | "bodyMr"; was: string; now: string };

const corrected = (key: PageKey, section: number, field: FirstWordsCorrection["field"], was: string): FirstWordsCorrection => ({
  key,
  field,
  was,
  now: initialPages[key].sections[section]![field],
});

/**
 * First words that were wrong when an earlier version stored them (initial-pages.ts now says them
 * right). A start never rewrites what an editor wrote, but a section whose text is still exactly the
 * wrong first words was never anyone's choice, so the start corrects that text and nothing else
 * (installPages): a page the editor has changed keeps their words, however close to these.
 */
export const firstWordsCorrections: readonly FirstWordsCorrection[] = [
  // Both programmes were given D.Pharm's intake.
  corrected(
    "institute-at-glance",
    2,
    "body",
    "**D.Pharm & B.Pharm**\n\nA two-year Diploma in Pharmacy and a four-year Bachelor of Pharmacy, each with a sanctioned intake of {intakeDPharm} students.",
  ),
  corrected(
    "institute-at-glance",
    2,
    "bodyMr",
    "**डी.फार्म व बी.फार्म**\n\nदोन वर्षांचा औषधनिर्माणशास्त्र पदविका आणि चार वर्षांचा औषधनिर्माणशास्त्र पदवी अभ्यासक्रम, प्रत्येकाची मंजूर प्रवेशक्षमता {intakeDPharm} विद्यार्थी.",
  ),
  corrected(
    "academics-overview",
    0,
    "body",
    "Godavari Institute of Pharmacy offers two programmes approved by the Pharmacy Council of India: the two-year Diploma in Pharmacy (D.Pharm), affiliated to MSBTE, Mumbai, and the four-year Bachelor of Pharmacy (B.Pharm), affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere. Each programme has a sanctioned intake of {intakeDPharm} students per year.",
  ),
  corrected(
    "academics-overview",
    0,
    "bodyMr",
    "गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये फार्मसी कौन्सिल ऑफ इंडियाने मान्यता दिलेले दोन अभ्यासक्रम आहेत: MSBTE, मुंबईशी संलग्न दोन वर्षांचा औषधनिर्माणशास्त्र पदविका (डी.फार्म) अभ्यासक्रम, आणि डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे यांच्याशी संलग्न चार वर्षांचा औषधनिर्माणशास्त्र पदवी (बी.फार्म) अभ्यासक्रम. प्रत्येक अभ्यासक्रमाची मंजूर प्रवेशक्षमता दरवर्षी {intakeDPharm} विद्यार्थी आहे.",
  ),
];
