/** The admission and fee contacts' names and roles in Marathi, keyed by their English text (see ../en/contacts.ts). */
export const contactsText: Readonly<Record<string, string>> = {
  "Mr. Rahul B. Pawar":
    "श्री. राहुल बी. पवार",
  "Admission In-charge, B.Pharm":
    "प्रवेश प्रभारी, बी.फार्म",
  "Mrs. Priya N. Shinde":
    "सौ. प्रिया एन. शिंदे",
  "Admission In-charge, D.Pharm":
    "प्रवेश प्रभारी, डी.फार्म",
  "Mr. Ganesh T. Wagh":
    "श्री. गणेश टी. वाघ",
  "Office Superintendent (documents and scholarships)":
    "कार्यालय अधीक्षक (कागदपत्रे व शिष्यवृत्ती)",
  "Mr. Sunil M. Kulkarni":
    "श्री. सुनील एम. कुलकर्णी",
  "Accountant (fee payment and receipts)":
    "लेखापाल (शुल्क भरणा व पावत्या)",
  "Office Superintendent (scholarship and freeship)":
    "कार्यालय अधीक्षक (शिष्यवृत्ती व फ्रीशिप)",
  "Dr. Anjali S. Deshmukh":
    "डॉ. अंजली एस. देशमुख",
  "Principal (fee concessions and grievances)":
    "प्राचार्य (शुल्क सवलत व तक्रारी)",
};
