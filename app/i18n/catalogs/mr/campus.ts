import type { Catalog } from "../catalog";
import type { campus as english } from "../en/campus";

export const campus: Catalog<typeof english> = {
  "library.description":
    "{college} चे ग्रंथालय: ५,०००+ पुस्तके, नियतकालिके आणि ई-साधने. सोमवार ते शुक्रवार सकाळी ८ ते रात्री ८ आणि शनिवारी सकाळी ९ ते सायंकाळी ५ उघडे.",
  "library.noImages": "अद्याप छायाचित्रे उपलब्ध नाहीत",
  "library.photos": "ग्रंथालयाची छायाचित्रे",
  "library.photo": "ग्रंथालयाचे छायाचित्र {number}",
  "library.hours": "उघडण्याची वेळ",
  "library.extended": "परीक्षांच्या काळात वाचनाची वेळ वाढवली जाते.",
  "library.collection": "ग्रंथसंग्रह",
  "library.services": "सेवा",
  "library.rules": "ग्रंथालयाचे नियम",
  "awards.description": "{college}, तिचे विद्यार्थी आणि कर्मचाऱ्यांना मिळालेले पुरस्कार व गौरव.",
  "awards.intro": "अध्यापन, संशोधन आणि आसपासच्या गावांच्या सेवेसाठी आमचे विद्यार्थी, शिक्षक आणि परिसर यांना मिळालेला गौरव.",
};
