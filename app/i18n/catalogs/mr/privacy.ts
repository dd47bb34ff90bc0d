import type { Catalog } from "../catalog";
import type { privacy as english } from "../en/privacy";

/** The privacy notice's page, the summary beside each form's submit button, and the privacy request desk's public pages. */
export const privacy: Catalog<typeof english> = {
  "privacy.askTitle": "आपल्या माहितीविषयी विचारा",
  "privacy.askText": "आपल्या माहितीची प्रत, तिची दुरुस्ती किंवा ती पुसून टाकण्याची विनंती करा. महाविद्यालय {days} दिवसांत उत्तर देते.",
  "privacy.askButton": "वैयक्तिक माहितीविषयी विनंती करा",
  "privacy.summary.application": "आपल्या अर्जाचा विचार करणे आणि प्रवेशाबाबत आपल्याशी संपर्क साधणे, एवढ्यासाठीच महाविद्यालय ही माहिती वापरते.",
  "privacy.summary.grievance": "ही माहिती फक्त तक्रार समिती व प्रशासक वाचू शकतात, आणि तीही फक्त आपल्या तक्रारीच्या चौकशीसाठी.",
  "privacy.summary.request": "आपल्या नोंदी शोधणे आणि आपल्या विनंतीला उत्तर देणे, एवढ्यासाठीच महाविद्यालय ही माहिती वापरते.",
  "privacy.summary.link": "आपली माहिती कशी जपली जाते आणि आपले अधिकार",
};
