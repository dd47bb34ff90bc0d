import { FIRST_PASSING_YEAR } from "../../../../common/admission.schema";
import { institution } from "../../../../content/institution";
import { localDigits } from "../../format";
import type { Catalog } from "../catalog";
import type { apply as english } from "../en/apply";

export const apply: Catalog<typeof english> = {
  "apply.intro":
    "{year} या शैक्षणिक वर्षातील डी.फार्म किंवा बी.फार्म प्रवेशासाठी आपली नोंदणी करा. आपली माहिती व गुण भरा; आमचे प्रवेश कार्यालय आपल्याशी संपर्क साधून प्रत्येक टप्प्यावर मदत करेल.",
  "apply.description":
    "{college} येथे {year} या शैक्षणिक वर्षातील डी.फार्म किंवा बी.फार्म प्रवेशासाठी ऑनलाइन अर्ज करा. विनामूल्य, तीन मिनिटांत; आमचे प्रवेश कार्यालय आपल्याला फोन करेल.",
  "apply.closedText":
    "पुढील प्रवेश फेरीबरोबर ऑनलाइन अर्ज पुन्हा सुरू होईल. प्रवेशाविषयी प्रश्नांसाठी खालील प्रवेश कार्यालयाला फोन करा किंवा लिहा; CAP फेऱ्या कशा होतात हे प्रवेश प्रक्रियेच्या पानावर दिले आहे.",
  "apply.closedLink": "प्रवेश प्रक्रिया वाचा",
  "apply.formTitle": "अर्ज",
  "apply.formNote": "* खूण असलेला प्रत्येक रकाना भरणे आवश्यक आहे. अर्ज भरायला साधारण तीन मिनिटे लागतात.",
  "apply.fieldsNeedAttention":
    "{count, select, १ {एका रकान्याकडे लक्ष द्या.} other {{count} रकान्यांकडे लक्ष द्या.}} कृपया खालील सूचना तपासा.",
  "apply.detailsTitle": "आपली माहिती",
  "apply.detailsText": "आपल्या अर्जाविषयी आपल्याला फोन करण्यासाठी किंवा लिहिण्यासाठी आम्ही ही माहिती वापरू.",
  "apply.tenthTitle": "इयत्ता दहावी (एसएससी)",
  "apply.tenthText": "आपल्या दहावीच्या गुणपत्रिकेवरून.",
  "apply.twelfthTitle": "इयत्ता बारावी (एचएससी)",
  "apply.twelfthText": "आपल्या बारावीच्या गुणपत्रिकेवरून.",
  "apply.nameHint": "बारावीच्या गुणपत्रिकेवर लिहिल्याप्रमाणे",
  "apply.mobileHint": "१० अंक, उदा. 98765 43210",
  "apply.programmeHint": "आपल्याला ज्या अभ्यासक्रमात प्रवेश हवा तो; नंतरही ठरवू शकता",
  "apply.educationHint": "आपले सर्वात अलीकडचे शिक्षण, उदा. बारावी विज्ञान (PCB)",
  "apply.percentageHint": "० ते १००, दशांशानंतर जास्तीत जास्त दोन अंक",
  "apply.yearHint": `${localDigits("mr", String(FIRST_PASSING_YEAR))} ते {year} दरम्यान`,
  "apply.notDecided": "अजून ठरवले नाही",
  "apply.free": "येथे अर्ज करणे विनामूल्य आहे. हा अर्ज CAP नोंदणीची जागा घेत नाही.",
  "apply.anotherTitle": "दुसऱ्या विद्यार्थ्यासाठी अर्ज",
  "apply.anotherText": "आपला अर्ज आम्हाला मिळाला आहे. खालील अर्ज पुन्हा रिकामा केला आहे; तो फक्त दुसऱ्या विद्यार्थ्यासाठीच भरा.",
  "apply.submitting": "पाठवत आहोत...",
  "apply.receivedDescription": "तुमचा अर्ज क्रमांक, पावती आणि पुढे काय होईल.",
  "apply.receivedTitle": "अर्ज मिळाला",
  "apply.receivedIntro": "धन्यवाद, {name}. {year} साठीचा आपला अर्ज आमच्या प्रवेश कार्यालयात पोहोचला आहे.",
  "apply.receivedAt": "अर्ज मिळाल्याची वेळ",
  "apply.programme": "अभ्यासक्रम",
  "apply.officeTitle": "प्रवेश कार्यालयाशी संपर्क साधा",
  "apply.officeHours": "सोमवार ते शनिवार, सकाळी १०:०० ते सायंकाळी ५:००.",
  "apply.submit": "अर्ज सादर करा",
  "apply.thanks": "अर्ज केल्याबद्दल धन्यवाद!",
  "apply.correctIssues": "कृपया पुढील चुका दुरुस्त करा:",
  "apply.networkFailure": "सर्व्हरशी संपर्क होऊ शकला नाही. कृपया इंटरनेट जोडणी तपासून पुन्हा प्रयत्न करा.",
  "apply.unexpectedFailure": "अनपेक्षित अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  "apply.serverFailure": "आपला अर्ज सादर करताना अडचण आली.",
  "apply.duplicateTitle": "हा ईमेल पत्ता आधीच नोंदवलेला आहे",
  "apply.duplicateText":
    "या ईमेल पत्त्याने आधीच एक अर्ज सादर झाला आहे. नवीन अर्ज करायचा असल्यास दुसरा ईमेल पत्ता वापरा; ही चूक वाटत असल्यास किंवा आधीचा अर्ज दुरुस्त करायचा असल्यास प्रवेश कार्यालयाशी संपर्क साधा.",
  "apply.duplicateHelpHeading": "आपण काय करू शकता",
  "apply.duplicateHelp1": "आपण भरलेल्या ईमेल पत्त्याचे स्पेलिंग तपासा.",
  "apply.duplicateHelp2": "आपण आधी अर्ज केला असल्यास पुन्हा अर्ज करण्याची गरज नाही: आपला अर्ज प्रवेश कार्यालयाकडे आहे.",
  "apply.duplicateHelp3": "नवीन अर्जासाठी आपलाच दुसरा ईमेल पत्ता (उदा. पालकांचा ईमेल) वापरा.",
  "apply.duplicateHelp4": `प्रवेश कार्यालयाला {phone} किंवा ${institution.landline} वर फोन करा (सकाळी १० ते सायंकाळी ५, सोमवार ते शनिवार).`,
  "apply.duplicateHelp5": `अर्ज दुरुस्त करण्यासाठी आपले नाव व मोबाइल क्रमांक लिहून ${institution.admissionsEmail} वर ईमेल करा.`,
  "apply.numberLabel": "आपला अर्ज क्रमांक",
  "apply.numberText":
    "आम्हाला फोन करताना किंवा लिहिताना हा क्रमांक सांगा. आपली पावती छापून किंवा फोनमध्ये जपून ठेवा आणि प्रवेशासाठी महाविद्यालयात येताना कागदपत्रांसोबत घेऊन या.",
  "apply.downloadReceipt": "पावती डाउनलोड करा",
  "apply.ownPage": "ही पोचपावती स्वतंत्र पानावर उघडा",
  "apply.guideLabel": "आपल्या अर्जाविषयी",
  "apply.nextTitle": "पुढे काय होईल",
  "apply.step1Title": "आम्ही आपल्याला फोन करू",
  "apply.step1Text": "प्रवेश कार्यालय काही कामकाजाच्या दिवसांत आपल्याला फोन किंवा ईमेल करेल.",
  "apply.step2Title": "CAP प्रक्रियेत आम्ही मार्गदर्शन करू",
  "apply.step2Text": `CAP फेऱ्यांसाठी नोंदणी करा आणि चॉइस कोड ${institution.choiceCode} वापरून आमचे महाविद्यालय निवडा.`,
  "apply.step3Title": "आपण महाविद्यालयात हजर व्हा",
  "apply.step3Text": "जागा निश्चित करण्यासाठी पावती, CAP जागावाटप पत्र आणि कागदपत्रे घेऊन या.",
  "apply.processLink": "संपूर्ण प्रवेश प्रक्रिया वाचा →",
  "apply.needHelp": "मदत हवी आहे?",
};
