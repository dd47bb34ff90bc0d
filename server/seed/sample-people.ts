/**
 * The people of the sample content: faculty, non-teaching staff and alumni with testimonials,
 * all fictional, each with a portrait in content/samples/portraits/ (drawn with the hair given
 * here by scripts/make-sample-assets.ts). The faculty and staff sit on the sample committees.
 */

/** The portrait's hair style, so that the drawn placeholder suits the person. */
export type Hair = "short" | "long";

type Person = {
  name: string;
  hair: Hair;
  designation: string;
  designationMr: string;
  qualification: string;
  qualificationMr: string;
  experience: string;
  experienceMr: string;
  dateOfJoining: string;
  email: string;
  mobile: string;
};

export const sampleFaculty: (Person & { department: "bpharm" | "dpharm" })[] = [
  {
    department: "bpharm",
    name: "Dr. Anjali S. Deshmukh",
    hair: "long",
    designation: "Principal",
    designationMr: "प्राचार्य",
    qualification: "M.Pharm (Pharmaceutics), Ph.D. (Pharmaceutical Sciences)",
    qualificationMr: "एम.फार्म (फार्मास्युटिक्स), पीएच.डी. (फार्मास्युटिकल सायन्सेस)",
    experience: "21 years",
    experienceMr: "२१ वर्षे",
    dateOfJoining: "2011-06-15",
    email: "principal@godavari-pharmacy.example",
    mobile: "+91 90110 45201",
  },
  {
    department: "bpharm",
    name: "Dr. Shubhangi R. Bhosale",
    hair: "long",
    designation: "Professor",
    designationMr: "प्राध्यापक",
    qualification: "M.Pharm (Pharmacology), Ph.D.",
    qualificationMr: "एम.फार्म (फार्माकोलॉजी), पीएच.डी.",
    experience: "18 years",
    experienceMr: "१८ वर्षे",
    dateOfJoining: "2012-07-02",
    email: "shubhangi.bhosale@godavari-pharmacy.example",
    mobile: "+91 94220 61873",
  },
  {
    department: "bpharm",
    name: "Dr. Vinayak M. Kulkarni",
    hair: "short",
    designation: "Associate Professor",
    designationMr: "सहयोगी प्राध्यापक",
    qualification: "M.Pharm (Pharmaceutical Chemistry), Ph.D.",
    qualificationMr: "एम.फार्म (फार्मास्युटिकल केमिस्ट्री), पीएच.डी.",
    experience: "15 years",
    experienceMr: "१५ वर्षे",
    dateOfJoining: "2013-08-01",
    email: "vinayak.kulkarni@godavari-pharmacy.example",
    mobile: "+91 94035 22816",
  },
  {
    department: "bpharm",
    name: "Mr. Rahul B. Pawar",
    hair: "short",
    designation: "Assistant Professor",
    designationMr: "सहायक प्राध्यापक",
    qualification: "M.Pharm (Pharmaceutics)",
    qualificationMr: "एम.फार्म (फार्मास्युटिक्स)",
    experience: "10 years",
    experienceMr: "१० वर्षे",
    dateOfJoining: "2015-07-01",
    email: "rahul.pawar@godavari-pharmacy.example",
    mobile: "+91 94221 37810",
  },
  {
    department: "bpharm",
    name: "Mrs. Manisha K. Patil",
    hair: "long",
    designation: "Assistant Professor",
    designationMr: "सहायक प्राध्यापक",
    qualification: "M.Pharm (Pharmacognosy)",
    qualificationMr: "एम.फार्म (फार्माकग्नोसी)",
    experience: "8 years",
    experienceMr: "८ वर्षे",
    dateOfJoining: "2017-06-19",
    email: "manisha.patil@godavari-pharmacy.example",
    mobile: "+91 97665 18342",
  },
  {
    department: "bpharm",
    name: "Mr. Sandeep R. Jadhav",
    hair: "short",
    designation: "Assistant Professor",
    designationMr: "सहायक प्राध्यापक",
    qualification: "M.Pharm (Pharmacology)",
    qualificationMr: "एम.फार्म (फार्माकोलॉजी)",
    experience: "7 years",
    experienceMr: "७ वर्षे",
    dateOfJoining: "2018-07-09",
    email: "sandeep.jadhav@godavari-pharmacy.example",
    mobile: "+91 98509 74153",
  },
  {
    department: "bpharm",
    name: "Ms. Snehal R. Kulkarni",
    hair: "long",
    designation: "Assistant Professor",
    designationMr: "सहायक प्राध्यापक",
    qualification: "M.Pharm (Pharmaceutical Quality Assurance)",
    qualificationMr: "एम.फार्म (फार्मास्युटिकल क्वालिटी ॲश्युरन्स)",
    experience: "5 years",
    experienceMr: "५ वर्षे",
    dateOfJoining: "2020-08-17",
    email: "snehal.kulkarni@godavari-pharmacy.example",
    mobile: "+91 95610 28437",
  },
  {
    department: "dpharm",
    name: "Mr. Nilesh D. Shinde",
    hair: "short",
    designation: "Lecturer",
    designationMr: "अधिव्याख्याता",
    qualification: "M.Pharm (Pharmaceutics)",
    qualificationMr: "एम.फार्म (फार्मास्युटिक्स)",
    experience: "12 years",
    experienceMr: "१२ वर्षे",
    dateOfJoining: "2013-06-24",
    email: "nilesh.shinde@godavari-pharmacy.example",
    mobile: "+91 98900 61427",
  },
  {
    department: "dpharm",
    name: "Mrs. Priya N. Shinde",
    hair: "long",
    designation: "Lecturer",
    designationMr: "अधिव्याख्याता",
    qualification: "B.Pharm, M.Pharm (Pharmacology)",
    qualificationMr: "बी.फार्म, एम.फार्म (फार्माकोलॉजी)",
    experience: "9 years",
    experienceMr: "९ वर्षे",
    dateOfJoining: "2016-07-04",
    email: "priya.shinde@godavari-pharmacy.example",
    mobile: "+91 96237 40518",
  },
  {
    department: "dpharm",
    name: "Mrs. Vaishali D. Sonawane",
    hair: "long",
    designation: "Lecturer",
    designationMr: "अधिव्याख्याता",
    qualification: "M.Pharm (Pharmaceutical Chemistry)",
    qualificationMr: "एम.फार्म (फार्मास्युटिकल केमिस्ट्री)",
    experience: "4 years",
    experienceMr: "४ वर्षे",
    dateOfJoining: "2021-08-02",
    email: "vaishali.sonawane@godavari-pharmacy.example",
    mobile: "+91 95455 30871",
  },
];

export const sampleStaff: Person[] = [
  {
    name: "Mr. Ganesh T. Wagh",
    hair: "short",
    designation: "Office Superintendent",
    designationMr: "कार्यालय अधीक्षक",
    qualification: "B.Com",
    qualificationMr: "बी.कॉम",
    experience: "16 years",
    experienceMr: "१६ वर्षे",
    dateOfJoining: "2010-01-04",
    email: "office@godavari-pharmacy.example",
    mobile: "+91 90110 45202",
  },
  {
    name: "Mrs. Sunita P. Khairnar",
    hair: "long",
    designation: "Librarian",
    designationMr: "ग्रंथपाल",
    qualification: "M.Lib.I.Sc.",
    qualificationMr: "एम.लिब.आय.एससी.",
    experience: "12 years",
    experienceMr: "१२ वर्षे",
    dateOfJoining: "2013-07-15",
    email: "library@godavari-pharmacy.example",
    mobile: "+91 97302 84519",
  },
  {
    name: "Mr. Kiran S. Sonawane",
    hair: "short",
    designation: "Accountant",
    designationMr: "लेखापाल",
    qualification: "M.Com",
    qualificationMr: "एम.कॉम",
    experience: "9 years",
    experienceMr: "९ वर्षे",
    dateOfJoining: "2016-04-01",
    email: "accounts@godavari-pharmacy.example",
    mobile: "+91 98225 63047",
  },
  {
    name: "Mr. Vishal D. Ahire",
    hair: "short",
    designation: "Laboratory Assistant",
    designationMr: "प्रयोगशाळा सहायक",
    qualification: "D.Pharm",
    qualificationMr: "डी.फार्म",
    experience: "8 years",
    experienceMr: "८ वर्षे",
    dateOfJoining: "2017-06-12",
    email: "vishal.ahire@godavari-pharmacy.example",
    mobile: "+91 96045 71238",
  },
  {
    name: "Ms. Jyoti R. Gavit",
    hair: "long",
    designation: "Laboratory Assistant",
    designationMr: "प्रयोगशाळा सहायक",
    qualification: "B.Sc. (Chemistry)",
    qualificationMr: "बी.एससी. (रसायनशास्त्र)",
    experience: "4 years",
    experienceMr: "४ वर्षे",
    dateOfJoining: "2021-07-19",
    email: "jyoti.gavit@godavari-pharmacy.example",
    mobile: "+91 93718 20564",
  },
  {
    name: "Mr. Bhausaheb N. Sangale",
    hair: "short",
    designation: "Peon",
    designationMr: "शिपाई",
    qualification: "S.S.C.",
    qualificationMr: "एस.एस.सी. (दहावी)",
    experience: "14 years",
    experienceMr: "१४ वर्षे",
    dateOfJoining: "2011-11-07",
    email: "bhausaheb.sangale@godavari-pharmacy.example",
    mobile: "+91 90498 36152",
  },
];

export const sampleTestimonials: { name: string; hair: Hair; batch: string; batchMr: string; quote: string; quoteMr: string; isActive: boolean }[] = [
  {
    name: "Pooja Sawant",
    hair: "long",
    batch: "B.Pharm 2016 · Hospital Pharmacist, Nashik",
    batchMr: "बी.फार्म २०१६ · रुग्णालयातील फार्मासिस्ट, नाशिक",
    quote:
      "The hospital training in our final year gave me the confidence to work in a busy hospital pharmacy from my first day. Our teachers always had time for our questions.",
    quoteMr:
      "अंतिम वर्षातील रुग्णालयातील प्रशिक्षणामुळे पहिल्या दिवसापासूनच गर्दीच्या रुग्णालयातील औषधालयात काम करण्याचा आत्मविश्वास मिळाला. आमच्या शंकांसाठी आमच्या शिक्षकांकडे नेहमीच वेळ असायचा.",
    isActive: true,
  },
  {
    name: "Akshay Borse",
    hair: "short",
    batch: "D.Pharm 2018 · Owner, a community pharmacy in Sinnar",
    batchMr: "डी.फार्म २०१८ · सिन्नरमधील औषध दुकानाचे मालक",
    quote:
      "I came from a village school and was nervous about science in English. The faculty explained every topic patiently, and today I run my own medical store.",
    quoteMr:
      "मी गावातल्या शाळेतून आलो होतो आणि इंग्रजीतून विज्ञान शिकण्याची मला भीती वाटत होती. अध्यापकांनी प्रत्येक विषय संयमाने समजावून सांगितला आणि आज मी माझे स्वतःचे मेडिकल स्टोअर चालवतो.",
    isActive: true,
  },
  {
    name: "Neha Wagh",
    hair: "long",
    batch: "B.Pharm 2014 · Formulation Scientist, Pune",
    batchMr: "बी.फार्म २०१४ · फॉर्म्युलेशन शास्त्रज्ञ, पुणे",
    quote:
      "The practical work in the Pharmaceutics Laboratory and the research project in final year set me on the path to M.Pharm and a career in formulation research.",
    quoteMr:
      "फार्मास्युटिक्स प्रयोगशाळेतील प्रात्यक्षिकांमुळे आणि अंतिम वर्षातील संशोधन प्रकल्पामुळे मी एम.फार्म आणि फॉर्म्युलेशन संशोधनातील कारकिर्दीकडे वळले.",
    isActive: true,
  },
  {
    name: "Sagar Kadam",
    hair: "short",
    batch: "B.Pharm 2019 · Medical Representative",
    batchMr: "बी.फार्म २०१९ · वैद्यकीय प्रतिनिधी",
    quote:
      "Good teachers, a helpful library and a campus close to home. The placement cell helped me prepare for interviews.",
    quoteMr: "चांगले शिक्षक, उपयुक्त ग्रंथालय आणि घराजवळचे महाविद्यालय. नोकरी मार्गदर्शन कक्षाने मला मुलाखतींची तयारी करायला मदत केली.",
    isActive: false,
  },
];

/** Everyone with a portrait, in the order the portraits were drawn (which picks each one's colours). */
export const samplePeople = [...sampleFaculty, ...sampleStaff, ...sampleTestimonials];
