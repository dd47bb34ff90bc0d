import { admissionContacts, feeContacts } from "../../../../content/admissions";
import { englishKeyed } from "../english-keyed";

// The contacts' names and roles do not depend on the settings the lists take (only phones and emails do).
const contacts = [...admissionContacts({ phone: "", email: "" }), ...feeContacts({ phone: "", email: "" })];

/** The names and roles of the admission and fee contacts (content/admissions.ts), on every page that lists them. */
export const contactsText = englishKeyed([...new Set(contacts.flatMap((contact) => [contact.name, contact.role]))]);
