/**
 * The seven committees of the college with today's members: a new site starts with
 * them, in this order, so its Committees menu and pages look as they always have. From then on
 * they are records the clerk edits. All names, numbers and addresses are fictional.
 */
import type { CommitteeMember } from "../../common/committee.collection";

/** As the API takes it: a member without a contact or email shows N/A on the page. */
type SampleCommittee = {
  slug: string;
  name: string;
  nameMr?: string;
  shortName?: string;
  description?: string;
  descriptionMr?: string;
  members?: readonly (Omit<CommitteeMember, "contact" | "email"> & Partial<Pick<CommitteeMember, "contact" | "email">>)[];
};

export const sampleCommittees: readonly SampleCommittee[] = [
  {
    slug: "training-&-placement",
    shortName: "Training & Placement",
    name: "Training & Placement Cell",
    nameMr: "प्रशिक्षण व नोकरी मार्गदर्शन कक्ष",
    descriptionMr:
      "प्रशिक्षण व नोकरी मार्गदर्शन कक्ष विद्यार्थ्यांना नोकरीच्या जगासाठी तयार करतो आणि त्यांची नियोक्त्यांशी गाठ घालून देतो. नाशिक–सिन्नर पट्ट्यातील औषध कारखान्यांना औद्योगिक भेटी, बी.फार्मच्या विद्यार्थ्यांसाठी कारखान्यातील प्रशिक्षण, डी.फार्मच्या विद्यार्थ्यांसाठी रुग्णालय व सामुदायिक औषधालयातील प्रशिक्षण, अभियोग्यता व मुलाखत कार्यशाळा, आणि औषध उत्पादक, रुग्णालयातील औषधालये, औषध विक्री साखळ्या व वैद्यकीय प्रतिनिधी संघांसोबत कॅम्पस मुलाखती हा कक्ष आयोजित करतो. एम.फार्म, GPAT परीक्षेची तयारी किंवा स्वतःचा फार्मसी व्यवसाय करू इच्छिणाऱ्या विद्यार्थ्यांनाही कक्ष मार्गदर्शन करतो.",
    description:
      "The Training & Placement Cell prepares students for the world of work and connects them with employers. It arranges industrial visits to pharmaceutical units in the Nashik–Sinnar belt, in-plant training for B.Pharm students, hospital and community-pharmacy training for D.Pharm students, aptitude and interview workshops, and campus drives with manufacturers, hospital pharmacies, retail chains and medical-representative teams. The cell also guides students who wish to pursue M.Pharm, GPAT preparation or their own pharmacy business.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        designationMr: "प्राचार्य",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Rahul B. Pawar",
        designation: "Assistant Professor, Pharmaceutics",
        designationMr: "सहायक प्राध्यापक, फार्मास्युटिक्स",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 94221 37810",
        email: "tpo@godavari-pharmacy.example",
      },
      {
        name: "Ms. Snehal R. Kulkarni",
        designation: "Assistant Professor, Pharmaceutical Quality Assurance",
        designationMr: "सहायक प्राध्यापक, फार्मास्युटिकल क्वालिटी ॲश्युरन्स",
        position: "Member",
        positionMr: "सदस्य",
        email: "snehal.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mr. Nilesh D. Shinde",
        designation: "Lecturer, D.Pharm",
        designationMr: "अधिव्याख्याता, डी.फार्म",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 98900 61427",
      },
      {
        name: "Mr. Sachin V. Gaikwad",
        designation: "Production Manager, fictional partner unit, Sinnar MIDC",
        designationMr: "उत्पादन व्यवस्थापक, काल्पनिक सहयोगी कारखाना, सिन्नर एमआयडीसी",
        position: "External Member",
        positionMr: "बाह्य सदस्य",
      },
      {
        name: "Ms. Pooja A. Jadhav",
        designation: "Student, Final Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म अंतिम वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
      {
        name: "Mr. Omkar S. Bhosale",
        designation: "Student, Second Year D.Pharm",
        designationMr: "विद्यार्थी, डी.फार्म द्वितीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "student-grievance",
    shortName: "Student Grievance",
    name: "Student Grievance Redressal Committee",
    nameMr: "विद्यार्थी तक्रार निवारण समिती",
    descriptionMr:
      "अभ्यास, परीक्षा, शुल्क, वसतिगृह, वाहतूक किंवा संस्थेच्या कोणत्याही सेवेबद्दल तक्रार मांडण्याचा न्याय्य व गोपनीय मार्ग विद्यार्थी तक्रार निवारण समिती प्रत्येक विद्यार्थ्याला देते. तक्रार लेखी, ग्रंथालयाजवळील सूचना पेटीतून किंवा ईमेलने देता येते. समिती प्रत्येक तक्रारीची पोच देते, विद्यार्थ्याचे व संबंधित कर्मचाऱ्यांचे म्हणणे ऐकून घेते, आणि साधारणपणे पंधरा कामकाजाच्या दिवसांत आपला निर्णय लेखी कळवते.",
    description:
      "The Student Grievance Redressal Committee gives every student a fair and confidential way to raise a complaint about academics, examinations, fees, hostel, transport or any service of the institute. Grievances may be submitted in writing, through the suggestion box near the library, or by email. The committee acknowledges each grievance, hears the student and the concerned staff, and communicates its decision in writing, normally within fifteen working days.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        designationMr: "प्राचार्य",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Dr. Vinayak M. Kulkarni",
        designation: "Associate Professor, Pharmaceutical Chemistry",
        designationMr: "सहयोगी प्राध्यापक, फार्मास्युटिकल केमिस्ट्री",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 94035 22816",
        email: "grievance@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        designationMr: "सहायक प्राध्यापक, फार्माकग्नोसी",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 97665 18342",
      },
      {
        name: "Mr. Ganesh T. Wagh",
        designation: "Office Superintendent",
        designationMr: "कार्यालय अधीक्षक",
        position: "Member",
        positionMr: "सदस्य",
        email: "office@godavari-pharmacy.example",
      },
      {
        name: "Ms. Rutuja P. Deshmukh",
        designation: "Student, Third Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म तृतीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
      {
        name: "Mr. Aniket S. Pawar",
        designation: "Student, First Year D.Pharm",
        designationMr: "विद्यार्थी, डी.फार्म प्रथम वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "anti-ragging",
    shortName: "Anti-Ragging",
    name: "Anti-Ragging Committee",
    nameMr: "रॅगिंगविरोधी समिती",
    descriptionMr:
      "UGC व AICTE यांच्या रॅगिंग प्रतिबंधक नियमांनुसार रॅगिंगविरोधी समिती महाविद्यालयाचा परिसर, वसतिगृह आणि महाविद्यालयाची बस कोणत्याही प्रकारच्या रॅगिंगपासून मुक्त ठेवते. प्रत्येक शैक्षणिक वर्षाच्या सुरुवातीला समिती जनजागृती सत्रे घेते, विद्यार्थी व पालकांकडून रॅगिंगविरोधी हमीपत्रे घेते, रॅगिंगविरोधी पथकामार्फत अचानक फेऱ्या घेते, आणि प्रत्येक तक्रारीवर तात्काळ कारवाई करते. रॅगिंग होत असल्यास किंवा दिसल्यास कोणताही विद्यार्थी समितीच्या सदस्याशी थेट संपर्क साधू शकतो किंवा राष्ट्रीय रॅगिंगविरोधी हेल्पलाइनवर फोन करू शकतो; तक्रारदाराचे नाव गोपनीय ठेवले जाते.",
    description:
      "The Anti-Ragging Committee keeps the campus, hostel and college bus free from ragging in any form, in line with the UGC and AICTE regulations on curbing the menace of ragging. It conducts awareness sessions at the start of each academic year, collects anti-ragging undertakings from students and parents, runs surprise rounds through the Anti-Ragging Squad, and acts immediately on every complaint. Any student who faces or witnesses ragging may contact a committee member directly or call the national anti-ragging helpline; the identity of the complainant is kept confidential.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        designationMr: "प्राचार्य",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Sandeep R. Jadhav",
        designation: "Assistant Professor, Pharmacology",
        designationMr: "सहायक प्राध्यापक, फार्माकोलॉजी",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 98509 74153",
        email: "antiragging@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Priya N. Shinde",
        designation: "Lecturer, D.Pharm",
        designationMr: "अधिव्याख्याता, डी.फार्म",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 96237 40518",
      },
      {
        name: "Mr. Balasaheb K. Sangale",
        designation: "Police Patil, Ambewadi (local administration representative)",
        designationMr: "पोलीस पाटील, आंबेवाडी (स्थानिक प्रशासनाचे प्रतिनिधी)",
        position: "External Member",
        positionMr: "बाह्य सदस्य",
      },
      {
        name: "Mr. Dattatray V. Kale",
        designation: "Parent Representative",
        designationMr: "पालक प्रतिनिधी",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 99229 81604",
      },
      {
        name: "Mr. Yogesh H. Deshmukh",
        designation: "Hostel Rector (Boys)",
        designationMr: "गृहपाल (मुलांचे वसतिगृह)",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 90281 53726",
      },
      {
        name: "Ms. Shruti M. Pawar",
        designation: "Student, Second Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म द्वितीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
      {
        name: "Mr. Tejas D. Shinde",
        designation: "Student, Final Year B.Pharm",
        designationMr: "विद्यार्थी, बी.फार्म अंतिम वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "anti-descrimination-cell",
    shortName: "Anti-Discrimination Cell",
    name: "Anti-Discrimination Cell",
    nameMr: "भेदभावविरोधी कक्ष",
    descriptionMr:
      "जात, धर्म, प्रदेश, भाषा, लिंग, अपंगत्व किंवा आर्थिक परिस्थितीच्या कारणावरून कोणत्याही विद्यार्थ्याला किंवा कर्मचाऱ्याला अन्याय्य वागणूक मिळू नये, याची काळजी भेदभावविरोधी कक्ष घेतो. प्रवेश, परीक्षा व वसतिगृहातील कार्यपद्धती न्याय्य आहेत का हे कक्ष तपासतो, भेदभावाच्या तक्रारी गोपनीयपणे स्वीकारतो, प्राचार्यांना सुधारणात्मक कारवाई सुचवतो, आणि विद्यार्थी व कर्मचाऱ्यांसाठी समता व संविधानिक मूल्यांवर सत्रे आयोजित करतो.",
    description:
      "The Anti-Discrimination Cell makes sure that no student or staff member is treated unfairly on the grounds of caste, religion, region, language, gender, disability or economic background. It reviews admission, examination and hostel practices for fairness, receives complaints of discrimination in confidence, recommends corrective action to the Principal, and organises sessions on equality and constitutional values for students and staff.",
    members: [
      {
        name: "Dr. Vinayak M. Kulkarni",
        designation: "Associate Professor, Pharmaceutical Chemistry",
        designationMr: "सहयोगी प्राध्यापक, फार्मास्युटिकल केमिस्ट्री",
        position: "Chairperson",
        positionMr: "अध्यक्ष",
        contact: "+91 94035 22816",
        email: "vinayak.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        designationMr: "सहायक प्राध्यापक, फार्माकग्नोसी",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 97665 18342",
        email: "manisha.patil@godavari-pharmacy.example",
      },
      {
        name: "Mr. Amol J. Gaikwad",
        designation: "Assistant Professor, Pharmaceutics",
        designationMr: "सहायक प्राध्यापक, फार्मास्युटिक्स",
        position: "Member",
        positionMr: "सदस्य",
        email: "amol.gaikwad@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Sunita P. Khairnar",
        designation: "Librarian",
        designationMr: "ग्रंथपाल",
        position: "Member",
        positionMr: "सदस्य",
      },
      {
        name: "Ms. Komal R. Ahire",
        designation: "Student, Third Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म तृतीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "sc-st-cell",
    shortName: "SC/ST Cell",
    name: "SC/ST Cell",
    nameMr: "अनुसूचित जाती / जमाती कक्ष",
    descriptionMr:
      "अनुसूचित जाती व अनुसूचित जमातीच्या विद्यार्थ्यांच्या कल्याणाची काळजी अनुसूचित जाती / जमाती कक्ष घेतो. महाडीबीटी पोर्टलवर शासकीय शिष्यवृत्ती व फ्रीशिपसाठी अर्ज करण्यास कक्ष मदत करतो, जात वैधता व उत्पन्न प्रमाणपत्रांबाबत मार्गदर्शन करतो, प्रवेशात आरक्षण धोरणाची अंमलबजावणी होते का यावर लक्ष ठेवतो, आणि छळ किंवा दुर्लक्षाची कोणतीही तक्रार ऐकून घेतो. जास्त मदतीची गरज असलेल्या विद्यार्थ्यांसाठी कक्ष जादा वर्ग व करिअर मार्गदर्शनही आयोजित करतो.",
    description:
      "The SC/ST Cell looks after the welfare of students belonging to the Scheduled Castes and Scheduled Tribes. It helps students apply for government scholarships and freeships on the MahaDBT portal, guides them on caste-validity and income certificates, monitors the implementation of reservation policy in admissions, and hears any complaint of harassment or neglect. The cell also arranges remedial coaching and career guidance for students who need extra support.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        designationMr: "प्राचार्य",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Prashant L. Bhalerao",
        designation: "Assistant Professor, Pharmacology",
        designationMr: "सहायक प्राध्यापक, फार्माकोलॉजी",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 98811 26490",
        email: "scstcell@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Vaishali D. Sonawane",
        designation: "Lecturer, D.Pharm",
        designationMr: "अधिव्याख्याता, डी.फार्म",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 95455 30871",
      },
      {
        name: "Mr. Ganesh T. Wagh",
        designation: "Office Superintendent (Scholarship Section)",
        designationMr: "कार्यालय अधीक्षक (शिष्यवृत्ती विभाग)",
        position: "Member",
        positionMr: "सदस्य",
        email: "scholarship@godavari-pharmacy.example",
      },
      {
        name: "Mr. Rohit K. Jadhav",
        designation: "Student, Second Year B.Pharm",
        designationMr: "विद्यार्थी, बी.फार्म द्वितीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थी प्रतिनिधी",
      },
      {
        name: "Ms. Aarti S. Gavit",
        designation: "Student, First Year D.Pharm",
        designationMr: "विद्यार्थिनी, डी.फार्म प्रथम वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "gender-sensitization",
    shortName: "Gender Sensitization",
    name: "Gender Sensitization Committee",
    nameMr: "लिंगभाव संवेदनशीलता समिती",
    descriptionMr:
      "महिला व पुरुष समान प्रतिष्ठेने व सुरक्षिततेने शिकू आणि काम करू शकतील असा परिसर घडवण्यासाठी लिंगभाव संवेदनशीलता समिती काम करते. स्त्री-पुरुष समानता, मासिक पाळीतील स्वच्छता व आरोग्य या विषयांवर समिती व्याख्याने, पोस्टर स्पर्धा व पथनाट्ये आयोजित करते, परिसर व वसतिगृहाचे वार्षिक सुरक्षा परीक्षण करते, आणि आसपासच्या गावांतील मुलींना व्यावसायिक शिक्षण घेण्यास व ते पूर्ण करण्यास प्रोत्साहन देते.",
    description:
      "The Gender Sensitization Committee works towards a campus where women and men study and work with equal dignity and safety. It organises talks, poster competitions and street plays on gender equality, menstrual hygiene and health, conducts a yearly safety audit of the campus and hostel, and encourages girl students from surrounding villages to take up and continue professional education.",
    members: [
      {
        name: "Mrs. Priya N. Shinde",
        designation: "Lecturer, D.Pharm",
        designationMr: "अधिव्याख्याता, डी.फार्म",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 96237 40518",
        email: "priya.shinde@godavari-pharmacy.example",
      },
      {
        name: "Ms. Snehal R. Kulkarni",
        designation: "Assistant Professor, Pharmaceutical Quality Assurance",
        designationMr: "सहायक प्राध्यापक, फार्मास्युटिकल क्वालिटी ॲश्युरन्स",
        position: "Convener",
        positionMr: "निमंत्रक",
        contact: "+91 97300 84215",
        email: "snehal.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mr. Sandeep R. Jadhav",
        designation: "Assistant Professor, Pharmacology",
        designationMr: "सहायक प्राध्यापक, फार्माकोलॉजी",
        position: "Member",
        positionMr: "सदस्य",
      },
      {
        name: "Mrs. Lata B. Deshmukh",
        designation: "Hostel Rector (Girls)",
        designationMr: "गृहपाल (मुलींचे वसतिगृह)",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 90490 17362",
      },
      {
        name: "Dr. Meena V. Patil",
        designation: "Medical Officer, fictional Primary Health Centre, Ambewadi",
        designationMr: "वैद्यकीय अधिकारी, काल्पनिक प्राथमिक आरोग्य केंद्र, आंबेवाडी",
        position: "External Member",
        positionMr: "बाह्य सदस्य",
      },
      {
        name: "Ms. Pooja A. Jadhav",
        designation: "Student, Final Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म अंतिम वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
      {
        name: "Mr. Akash N. Kulkarni",
        designation: "Student, Second Year D.Pharm",
        designationMr: "विद्यार्थी, डी.फार्म द्वितीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थी प्रतिनिधी",
      },
    ],
  },
  {
    slug: "anti-harassment",
    shortName: "Anti-Harassment",
    name: "Anti-Sexual Harassment Committee (Internal Complaints Committee)",
    nameMr: "लैंगिक छळ प्रतिबंधक समिती (अंतर्गत तक्रार समिती)",
    descriptionMr:
      "कामाच्या ठिकाणी महिलांचा लैंगिक छळ (प्रतिबंध, मनाई व निवारण) अधिनियम, २०१३ आणि संबंधित AICTE मार्गदर्शक सूचनांनुसार अंतर्गत तक्रार समिती विद्यार्थिनी व महिला कर्मचाऱ्यांचा लैंगिक छळ रोखते व तक्रारींचे निवारण करते. समितीचे अध्यक्षपद ज्येष्ठ महिला अध्यापकाकडे असते आणि महिला संघटनेतील एक बाहेरील सदस्य समितीत असतो. कायद्याने दिलेल्या मुदतीत लेखी तक्रारी स्वीकारल्या जातात, त्यांची चौकशी काटेकोर गोपनीयतेने होते, आणि दोन्ही बाजूंना न्याय देऊन निर्णय घेतला जातो; पुढे येणाऱ्या कोणत्याही तक्रारदाराला किंवा साक्षीदाराला त्रास दिला जात नाही.",
    description:
      "The Internal Complaints Committee prevents and redresses sexual harassment of women students and staff, as required by the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 and the related AICTE guidelines. It is headed by a senior woman faculty member and includes an external member from a women's organisation. Complaints are received in writing within the period allowed by law, inquired into in strict confidence, and decided with fairness to both parties; no complainant or witness is victimised for coming forward.",
    members: [
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        designationMr: "सहायक प्राध्यापक, फार्माकग्नोसी",
        position: "Chairperson",
        positionMr: "अध्यक्षा",
        contact: "+91 97665 18342",
        email: "icc@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Vaishali D. Sonawane",
        designation: "Lecturer, D.Pharm",
        designationMr: "अधिव्याख्याता, डी.फार्म",
        position: "Member Secretary",
        positionMr: "सदस्य सचिव",
        contact: "+91 95455 30871",
        email: "vaishali.sonawane@godavari-pharmacy.example",
      },
      {
        name: "Adv. Sharda G. Thorat",
        designation: "Advocate and member of a fictional women's self-help federation, Sinnar",
        designationMr: "वकील व सिन्नर येथील काल्पनिक महिला बचत गट महासंघाच्या सदस्या",
        position: "External Member",
        positionMr: "बाह्य सदस्य",
      },
      {
        name: "Mr. Rahul B. Pawar",
        designation: "Assistant Professor, Pharmaceutics",
        designationMr: "सहायक प्राध्यापक, फार्मास्युटिक्स",
        position: "Member",
        positionMr: "सदस्य",
        contact: "+91 94221 37810",
      },
      {
        name: "Mrs. Sunita P. Khairnar",
        designation: "Librarian",
        designationMr: "ग्रंथपाल",
        position: "Member",
        positionMr: "सदस्य",
      },
      {
        name: "Ms. Rutuja P. Deshmukh",
        designation: "Student, Third Year B.Pharm",
        designationMr: "विद्यार्थिनी, बी.फार्म तृतीय वर्ष",
        position: "Student Representative",
        positionMr: "विद्यार्थिनी प्रतिनिधी",
      },
    ],
  },
];
