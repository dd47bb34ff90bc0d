/** The apply form's checks in Marathi, keyed by their English text (see ../en/validation.ts). */
export const validation: Readonly<Record<string, string>> = {
  "{label} is required": "{label} भरणे आवश्यक आहे",
  "{label} must be at most {max} characters": "{label} या रकान्यात जास्तीत जास्त {max} अक्षरे असावीत",
  "{label} must be at least {min} characters": "{label} या रकान्यात किमान {min} अक्षरे असावीत",
  "{label} contains a character that is not allowed": "{label} या रकान्यात न चालणारे अक्षरचिन्ह आहे",
  "{label} must be text": "{label} या रकान्यात मजकूर असावा",
  "{label} must be a valid email address": "{label} हा योग्य ईमेल पत्ता असावा",
  "{label} must be a number": "{label} या रकान्यात संख्या असावी",
  "{label} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9":
    "{label} हा ६, ७, ८ किंवा ९ ने सुरू होणारा १० अंकी भारतीय मोबाइल क्रमांक असावा",
  "{label} must be between 0 and 100": "{label} ० ते १०० दरम्यान असावेत",
  "{label} can have at most two decimals": "{label} या रकान्यात दशांश चिन्हानंतर जास्तीत जास्त दोन अंक असावेत",
  "{label} must be a whole year, like 2023": "{label} पूर्ण वर्ष असावे, उदा. २०२३",
  "{label} must be {year} or later": "{label} हे {year} किंवा त्यानंतरचे वर्ष असावे",
  "{label} cannot be later than {year}": "{label} हे {year} या वर्षानंतरचे असू शकत नाही",
  "{later} must be later than the {earlier}": "{later} हे {earlier} यापेक्षा नंतरचे असावे",
  "Admissions for {year} are closed.": "{year} या वर्षाचे प्रवेश बंद झाले आहेत.",
  "Full name": "पूर्ण नाव",
  Email: "ईमेल",
  "Mobile number": "मोबाइल क्रमांक",
  Programme: "अभ्यासक्रम",
  Education: "शिक्षण",
  "10th percentage": "दहावीचे टक्के",
  "10th passing year": "दहावी उत्तीर्ण वर्ष",
  "10th school name": "दहावीच्या शाळेचे नाव",
  "12th percentage": "बारावीचे टक्के",
  "12th passing year": "बारावी उत्तीर्ण वर्ष",
  "12th college name": "बारावीच्या महाविद्यालयाचे नाव",
  Category: "तक्रारीचा प्रकार",
  Subject: "विषय",
  Description: "तक्रारीचे वर्णन",
  "Application or enrolment number": "अर्ज क्रमांक किंवा नावनोंदणी क्रमांक",
  Details: "विनंतीचा तपशील",
  "Application or grievance number": "अर्ज क्रमांक किंवा तक्रार क्रमांक",
  "Programme must be D.Pharm (dpharm) or B.Pharm (bpharm)": "अभ्यासक्रम डी.फार्म किंवा बी.फार्म यापैकी एक असावा",
  "Send the application as a set of fields": "अर्ज सर्व रकान्यांसह पाठवा",
  "Application submitted successfully! The admissions office will contact you by phone or email soon.":
    "अर्ज यशस्वीरीत्या सादर झाला! प्रवेश कार्यालय लवकरच फोन किंवा ईमेलद्वारे आपल्याशी संपर्क साधेल.",
  "An application with this name and email is already registered for this academic year. A brother or sister may apply with the same email under their own name.":
    "या नावाने व या ईमेल पत्त्याने या शैक्षणिक वर्षासाठी आधीच अर्ज नोंदवलेला आहे. भाऊ किंवा बहीण हाच ईमेल पत्ता वापरून स्वतःच्या नावाने अर्ज करू शकतात.",
  "Too many applications from this network. Please try again in an hour.":
    "या नेटवर्कवरून खूप अर्ज आले आहेत. कृपया एका तासाने पुन्हा प्रयत्न करा.",
  "Category is required": "तक्रारीचा प्रकार निवडा",
  "Email must be a valid email address": "योग्य ईमेल पत्ता लिहा",
  "Category must be one of the listed categories": "तक्रारीचा प्रकार यादीतूनच निवडा",
  "Send the grievance as a set of fields": "तक्रार सर्व रकान्यांसह पाठवा",
  "Your grievance has been received. Keep your grievance number and the link to its status page.":
    "आपली तक्रार मिळाली आहे. तक्रार क्रमांक आणि तक्रारीच्या स्थितीच्या पानाची लिंक जपून ठेवा.",
  "Too many grievances from this network. Please try again in an hour.":
    "या नेटवर्कवरून खूप तक्रारी आल्या आहेत. कृपया एका तासाने पुन्हा प्रयत्न करा.",
  "Request is required": "विनंतीचा प्रकार निवडा",
  "Request must be one of the listed requests": "विनंतीचा प्रकार यादीतूनच निवडा",
  "Send the request as a set of fields": "विनंती सर्व रकान्यांसह पाठवा",
  "Your request has been received. Keep your request number and the link to its status page.":
    "आपली विनंती मिळाली आहे. विनंती क्रमांक आणि विनंतीच्या स्थितीच्या पानाची लिंक जपून ठेवा.",
  "Too many requests from this network. Please try again in an hour.":
    "या नेटवर्कवरून खूप विनंत्या आल्या आहेत. कृपया एका तासाने पुन्हा प्रयत्न करा.",
};
