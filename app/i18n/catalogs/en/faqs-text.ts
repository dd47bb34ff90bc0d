import { faqs } from "../../../../content/faqs";
import { englishKeyed } from "../english-keyed";

/** The questions and answers of the FAQs page (content/faqs.ts), the college's phone and email as ICU placeholders. */
export const faqsText = englishKeyed(faqs({ phone: "{phone}", email: "{email}" }).flatMap((faq) => [faq.question, faq.answer]));
