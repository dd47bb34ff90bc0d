import { grievanceNames } from "../../../../common/grievance-names";
import type { GrievanceCategory, GrievanceCommittee, GrievanceStatus } from "../../../../common/grievance.schema";
import { GRIEVANCE_WORKING_DAYS } from "../../../../common/working-days";
import { localDigits } from "../../format";
import type { Catalog } from "../catalog";
import { namesByKey, type grievance as english } from "../en/grievance";

const days = localDigits("mr", String(GRIEVANCE_WORKING_DAYS));

/**
 * The grievance form, its answer and the status page in Marathi. One word per idea: तक्रार (a
 * grievance), स्थिती (its status), मुदत (its due date), समिती (the committee); a committee's name
 * slotted into a sentence takes its case ending joined to it ({committee}कडे: समितीकडे).
 */
export const grievance: Catalog<typeof english> = {
  ...namesByKey<"grievance.category", GrievanceCategory>("grievance.category", grievanceNames.mr.category),
  ...namesByKey<"grievance.status", GrievanceStatus>("grievance.status", grievanceNames.mr.status),
  ...namesByKey<"grievance.committee", GrievanceCommittee>("grievance.committee", grievanceNames.mr.committee),
  "grievance.title": "तक्रार नोंदवा",
  "grievance.description": `{college} येथील विद्यार्थी व पालक प्रवेश, शुल्क, शिष्यवृत्ती, परीक्षा, रॅगिंग, छळ किंवा भेदभावाविषयी ऑनलाइन तक्रार नोंदवू शकतात. समिती ${days} कामकाजाच्या दिवसांत उत्तर देते.`,
  "grievance.intro": `प्रवेश, शुल्क, शिष्यवृत्ती, परीक्षा किंवा अध्यापनाविषयी काही अडचण आहे? रॅगिंग, छळ किंवा भेदभाव सहन करावा लागला? इथे महाविद्यालयाला कळवा. समिती ${days} कामकाजाच्या दिवसांत निर्णय आपल्याला कळवेल.`,
  "grievance.formTitle": "आपली तक्रार",
  "grievance.formNote": "* खूण असलेले सर्व रकाने भरणे आवश्यक आहे. मराठी किंवा इंग्रजीत लिहा.",
  "grievance.detailsTitle": "आपली माहिती",
  "grievance.detailsText": "समितीला आपल्याला उत्तर देता यावे आणि गरज पडल्यास फोन करता यावा, यासाठी ही माहिती हवी.",
  "grievance.aboutTitle": "काय घडले",
  "grievance.aboutText": "काय घडले, कधी व कुठे घडले, आणि त्यात कोण सहभागी होते ते लिहा.",
  "grievance.chooseCategory": "एक निवडा",
  "grievance.categoryHint":
    "रॅगिंगची तक्रार रॅगिंगविरोधी समितीकडे, लैंगिक छळाची तक्रार अंतर्गत तक्रार समितीकडे, आणि इतर सर्व तक्रारी विद्यार्थी तक्रार निवारण समितीकडे जातात.",
  "grievance.subjectHint": "थोडक्यात, उदा. शिष्यवृत्ती जमा झाली नाही",
  "grievance.descriptionHint": "किमान २० अक्षरे. तारखा, ठिकाणे आणि नावे लिहिल्यास समितीला मदत होते.",
  "grievance.referenceHint": "आपला अर्ज क्रमांक (GIP-…) किंवा नावनोंदणी क्रमांक, असल्यास",
  "grievance.optional": "ऐच्छिक",
  "grievance.mobileHint": "१० अंक, उदा. 98765 43210",
  "grievance.submit": "तक्रार पाठवा",
  "grievance.submitting": "पाठवत आहोत...",
  "grievance.fieldsNeedAttention":
    "{count, select, १ {एका रकान्याकडे लक्ष द्या.} other {{count} रकान्यांकडे लक्ष द्या.}} कृपया खालील सूचना तपासा.",
  "grievance.correctIssues": "कृपया पुढील चुका दुरुस्त करा:",
  "grievance.networkFailure": "सर्व्हरशी संपर्क होऊ शकला नाही. कृपया इंटरनेट जोडणी तपासून पुन्हा प्रयत्न करा.",
  "grievance.unexpectedFailure": "अनपेक्षित अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  "grievance.guideLabel": "तक्रार नोंदवण्याविषयी",
  "grievance.confidentialTitle": "गोपनीयता",
  "grievance.confidentialText":
    "आपण लिहिलेली माहिती फक्त तक्रार समिती व महाविद्यालयाचे प्रशासक वाचू शकतात. ती संकेतस्थळावर कधीही दिसत नाही, आणि तक्रार केल्याबद्दल कोणावरही कारवाई केली जाणार नाही.",
  "grievance.nextTitle": "पुढे काय होईल",
  "grievance.step1": "आपल्याला लगेच तक्रार क्रमांक आणि तक्रारीच्या स्थितीच्या पानाची खाजगी लिंक मिळेल.",
  "grievance.step2": "समिती आपल्या तक्रारीची गोपनीयपणे चौकशी करेल आणि गरज पडल्यास आपल्याला सुनावणीसाठी बोलावेल.",
  "grievance.step3": `तक्रार मिळाल्याच्या दिवसानंतरच्या ${days} कामकाजाच्या दिवसांत (सोमवार ते शनिवार) समिती निर्णय देईल; तो स्थितीच्या पानावर दिसेल.`,
  "grievance.byEmail": "तक्रार क्रमांक, लिंक आणि समितीने आपल्यासाठी लिहिलेली प्रत्येक नोंद आम्ही ईमेलनेही पाठवू.",
  "grievance.urgentTitle": "तातडीच्या वेळी",
  "grievance.urgentText": "आत्ता रॅगिंग होत असल्यास राष्ट्रीय रॅगिंगविरोधी हेल्पलाइनवर फोन करा (टोल-फ्री, दिवसाचे २४ तास):",
  "grievance.officeText": "किंवा महाविद्यालयाच्या कार्यालयाला फोन करा:",
  "grievance.filedTitle": "तक्रार मिळाली",
  // Every committee's name ends in समिती, so the ending joins it: समितीकडे.
  "grievance.filedText": "आपली तक्रार {committee}कडे पोहोचली आहे.",
  "grievance.numberLabel": "आपला तक्रार क्रमांक",
  "grievance.numberText": "फोन करताना किंवा लिहिताना हा क्रमांक सांगा.",
  "grievance.dueLabel": "निर्णयाची मुदत",
  "grievance.linkLabel": "तक्रारीच्या स्थितीचे खाजगी पान",
  "grievance.linkText":
    "ही लिंक जपून ठेवा: बुकमार्क करा किंवा सुरक्षित ठिकाणी लिहून ठेवा. तक्रारीची प्रगती ऑनलाइन पाहण्याचा हाच एक मार्ग आहे. ही लिंक ज्याच्याकडे असेल त्याला तक्रारीची स्थिती दिसते, म्हणून ती कोणालाही देऊ नका.",
  "grievance.openStatus": "स्थितीचे पान उघडा",
  "grievance.helplineTitle": "राष्ट्रीय रॅगिंगविरोधी हेल्पलाइन",
  "grievance.helplineText": "टोल-फ्री, दिवसाचे २४ तास. धोका वाटत असल्यास लगेच फोन करा; आपली तक्रार समितीकडेही पोहोचली आहे.",
  "grievance.statusTitle": "तक्रार {number}",
  "grievance.statusDescription": "तक्रारीची स्थिती आणि समितीची उत्तरे.",
  "grievance.statusIntro": `समितीच्या निर्णयाची मुदत {date} आहे: तक्रार मिळाल्याच्या दिवसानंतरचे ${days} कामकाजाचे दिवस (सोमवार ते शनिवार).`,
  "grievance.statusDecidedIntro": "समितीने या तक्रारीवर निर्णय दिला आहे.",
  "grievance.number": "तक्रार क्रमांक",
  "grievance.detailsHeading": "तक्रारीचा तपशील",
  "grievance.categoryLabel": "तक्रारीचा प्रकार",
  "grievance.subjectLabel": "विषय",
  "grievance.receivedAt": "तक्रार मिळाल्याची वेळ",
  "grievance.currentStatus": "स्थिती",
  "grievance.hearingTime": "सुनावणीची वेळ",
  "grievance.hearingPlace": "सुनावणीचे ठिकाण",
  "grievance.historyTitle": "आतापर्यंतच्या नोंदी",
  "grievance.overdueText": `${days} कामकाजाच्या दिवसांत समितीने उत्तर दिलेले नाही. कृपया तक्रार क्रमांक सांगून महाविद्यालयाच्या कार्यालयाला फोन करा किंवा लिहा.`,
  "grievance.contactTitle": "तक्रारीविषयी काही प्रश्न आहेत?",
  "grievance.contactText": "तक्रार क्रमांक सांगून महाविद्यालयाच्या कार्यालयाला फोन करा किंवा लिहा.",
  "grievance.newGrievance": "आणखी एक तक्रार नोंदवा",
};
