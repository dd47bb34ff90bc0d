import type { Catalog } from "../catalog";
import type { about as english } from "../en/about";

export const about: Catalog<typeof english> = {
  "glance.description":
    "{college} एका दृष्टिक्षेपात: स्थापना {established}, डी.फार्म व बी.फार्म, २.५ एकरांचा परिसर, ५,०००+ पुस्तकांचे ग्रंथालय आणि १२ प्रयोगशाळा.",
  "glance.applyNow": "आता अर्ज करा",
  "message.description": "{name}, {title} यांचा {heading}: {start}",
  "message.others": "इतर संदेश",
  "message.alsoRead": "हेही वाचा",
  "principal.description": "{name}, {college}च्या प्राचार्य: {qualification}; {experience}.",
  "principal.ofCollege": "प्राचार्य, {college}",
  "principal.readMessage": "प्राचार्यांचा संदेश वाचा",
  "principal.meetFaculty": "आमच्या अध्यापकांची ओळख",
};
