import type { Catalog } from "../catalog";
import type { about as english } from "../en/about";

export const about: Catalog<typeof english> = {
  "glance.description":
    "{college} एका दृष्टिक्षेपात: स्थापना {established}, डी.फार्म व बी.फार्म, २.५ एकरांचा परिसर, ५,०००+ पुस्तकांचे ग्रंथालय आणि १२ प्रयोगशाळा.",
  "glance.trust": "गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ",
  "glance.intro": "{trust} संचलित {college} {established} पासून सिन्नर परिसरातील गावे व शहरांसाठी फार्मासिस्ट घडवत आहे.",
  "glance.cta": "आमच्या नेतृत्वाचे संदेश वाचा, किंवा डी.फार्म वा बी.फार्मसाठी आजच अर्ज सुरू करा.",
  "glance.applyNow": "आता अर्ज करा",
  "message.description": "{name}, {title} यांचा {heading}: {start}",
  "message.others": "इतर संदेश",
  "message.alsoRead": "हेही वाचा",
  "principal.description": "{name}, {college} च्या प्राचार्य: {qualification}; {experience}.",
  "principal.qualification": "शैक्षणिक पात्रता",
  "principal.experience": "अनुभव",
  "principal.specialisation": "विशेष अभ्यासक्षेत्र",
  "principal.email": "ईमेल",
  "principal.ofCollege": "प्राचार्य, {college}",
  "principal.about": "प्राचार्यांविषयी",
  "principal.readMessage": "प्राचार्यांचा संदेश वाचा",
  "principal.meetFaculty": "आमच्या अध्यापकांची ओळख",
};
