import type { Catalog } from "../catalog";
import type { home as english } from "../en/home";

export const home: Catalog<typeof english> = {
  "home.admissionsOpen": "प्रवेश सुरू {year}",
  "home.admissionsClosed": "प्रवेश {year} बंद",
  "home.welcome": "आपले स्वागत आहे",
  "home.applyNow": "आता अर्ज करा",
  "home.aboutUs": "आमच्याविषयी",
  "home.established": "स्थापना",
  "home.programmes": "अभ्यासक्रम",
  "home.seatsEach": "प्रत्येकी जागा",
  "home.seats": "जागा",
  "home.latestNews": "ताज्या बातम्या",
  "home.noNews": "सध्या कोणतीही ताजी बातमी नाही.",
  "home.new": "नवीन",
  "home.posted": "प्रसिद्धी {date}",
  "home.opensInNewTab": " (नव्या टॅबमध्ये उघडते)",
};
