/**
 * The words every page starts with on a fresh install: what each public page said before its words
 * became records, in English (from content/) and Marathi (from the translation catalogs), copied
 * here so the seed stays as it is when those files lose their prose. Stored once per key at the
 * first start (server/resources/college-pages/college-pages.service.ts, installPages); from then on the
 * editor changes them on the Pages screen. Words found wrong after installs have stored them are
 * corrected here and listed, as they were, in corrected-first-words.ts.
 *
 * Bodies are Markdown: paragraphs separated by a blank line, `- ` lists, `1. ` numbered lists,
 * `**bold**`, links. A figure the site settings hold is a placeholder (`{phone}`, `{email}`,
 * `{academicYear}`, `{intakeDPharm}`, `{intakeBPharm}`, the privacy officer's and periods), so it is never typed twice.
 *
 * How each page lays out its sections. Generally: a first section without a heading is the
 * introduction under the page's title; "label: value" facts are a list of `**Label:** value`
 * items; a run of cards (awards, questions, contacts, years) is a section per card and comes last
 * unless said otherwise, so the editor can add or remove cards.
 *
 * - `home`: title = the hero's heading ("Welcome to" and the college's name). 1 the hero's
 *   sentence; 2–5 the four cards under the hero (heading, text); 6–9 the four departments (name,
 *   description); 10 the alumni testimonials' heading and introduction; 11 the mission card and
 *   12 the vision card (heading = the card's title; the "Our Mission" / "Our Vision" labels are
 *   the design's).
 * - `institute-at-glance`: 1 introduction; 2–7 the six fact cards (heading = the label, body = the
 *   figure in bold as its first paragraph, then the description); 8 (no heading) the call to apply
 *   at the foot, under the admissions heading of the settings.
 * - `principals-message`, `presidents-message`, `secretarys-message`: 1 who writes (heading = the
 *   name, body = the title such as "Principal, Godavari Institute of Pharmacy", image = the photo;
 *   shown in the card beside the message and under it as its signature); 2 (no heading) the message.
 * - `principal`: 1 the profile card (heading = the name, body = the facts — qualification,
 *   experience, specialisation, email — image = the photo); 2 "About the Principal": the biography.
 * - `academics-overview`: 1 introduction; 2 "How we teach"; 3–6 the departments beside it (name,
 *   description). The programme cards are drawn from the programmes and settings.
 * - `d-pharm`, `b-pharm`: 1 the line under the title (duration · seats · affiliation); 2 "About the
 *   programme"; 3 "Programme facts" (facts); 4… a year each (heading = the year, body = its
 *   subjects as a list), under the design's heading "Subjects by year". The syllabus is the
 *   document's.
 * - `academic-calendar`: 1 introduction; 2 the box that leads to the syllabi. The PDFs are documents.
 * - `admissions`: 1 introduction; 2 (no heading) how admission works, shown after the year's
 *   sentence (open or closed, the seats: the settings'), ending with the programmes admitting as a
 *   list; 3 beside the campus video (shown when the settings name a video); 4 above the contacts
 *   (their heading and calling hours); 5… a contact each (heading = the name, body = the role, then
 *   a list of the phone and email links).
 * - `admissions-process`: 1 introduction; 2–9 the steps, a section each, numbered in order; the
 *   last section the documents to bring (a note, then the list). The page's help contacts are those
 *   of `admissions`.
 * - `refund-policy`: 1 introduction; then a section per rule.
 * - `course-fees-fra`: 1 introduction; 2 beside the fee structure's download; 3 above the fee
 *   contacts; 4… a contact each, as on `admissions`.
 * - `course-fees-fca`: 1 introduction (when classes are held); 2 (no heading) the three fact cards
 *   (facts); 3 "About the course", ending with who awards it; 4 the modules (numbered list); 5
 *   where fellows work (list).
 * - `library`: 1 introduction; 2 opening hours (facts: days and hours, then a note); 3 the
 *   collection (facts); 4 services (list); 5 rules (numbered list).
 * - `awards`: 1 introduction; 2… an award each (heading = the award, body = "year · awarded by",
 *   then the description).
 * - `faqs`: 1 introduction; 2… a question each (heading = the question, body = the answer).
 * - `mandatory-disclosure`: 1 introduction; 2 (no heading) the paragraphs above the document.
 * - `privacy`: 1 introduction; then a section per part of the notice. The privacy officer's
 *   contacts and the privacy periods are the settings' placeholders (`{privacyOfficerName}`, …).
 */
import type { PageKey, PageSection, PageUpdate } from "../../../common/page.schema";

/** A section from its heading and body, each as English and Marathi. */
function section({
  heading,
  body,
  image = "",
}: {
  heading: readonly [string, string];
  body: readonly [string, string];
  image?: string;
}): PageSection {
  return { heading: heading[0], headingMr: heading[1], body: body[0], bodyMr: body[1], image };
}

/** Markdown blocks (paragraphs, lists) one after another. */
const markdown = (...blocks: string[]) => blocks.join("\n\n");
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");
const numbered = (...items: string[]) => items.map((item, index) => `${index + 1}. ${item}`).join("\n");
/** "Label: value" lines: `- **Label:** value`. */
const facts = (...pairs: (readonly [string, string])[]) => list(...pairs.map(([label, value]) => `**${label}:** ${value}`));

export const initialPages: { readonly [Key in PageKey]: PageUpdate } = {
  home: {
    title: "Welcome to Godavari Institute of Pharmacy",
    titleMr: "आपले स्वागत आहे गोदावरी इन्स्टिट्यूट ऑफ फार्मसी",
    sections: [
      // The hero's sentence under the title.
      section({
        heading: ["", ""],
        body: [
          "Shaping healthcare through quality pharmacy education and research.",
          "दर्जेदार औषधनिर्माणशास्त्र शिक्षण व संशोधनातून आरोग्यसेवेची जडणघडण.",
        ],
      }),
      // The four cards under the hero.
      section({
        heading: ["Quality Education", "दर्जेदार शिक्षण"],
        body: [
          "Experienced faculty, modern laboratories and a PCI-approved curriculum that blends theory with hands-on practice.",
          "अनुभवी अध्यापक, आधुनिक प्रयोगशाळा आणि सिद्धांताला प्रत्यक्ष प्रात्यक्षिकांची जोड देणारा, फार्मसी कौन्सिल ऑफ इंडियाने (PCI) मान्य केलेला पाठ्यक्रम.",
        ],
      }),
      section({
        heading: ["Diverse Community", "विविधतेने नटलेला परिवार"],
        body: [
          "Students from villages, towns and cities across Maharashtra learn together in a safe and inclusive campus.",
          "महाराष्ट्रातील गावे, तालुके आणि शहरांतून आलेले विद्यार्थी सुरक्षित व सर्वांना सामावून घेणाऱ्या परिसरात एकत्र शिकतात.",
        ],
      }),
      section({
        heading: ["Comprehensive Programs", "सर्वांगीण अभ्यासक्रम"],
        body: [
          "Diploma and degree programmes in pharmacy, supported by industrial training, hospital visits and placement guidance.",
          "औद्योगिक प्रशिक्षण, रुग्णालय भेटी आणि नोकरीविषयक मार्गदर्शनाची जोड असलेले फार्मसीचे पदविका व पदवी अभ्यासक्रम.",
        ],
      }),
      section({
        heading: ["Excellence in Achievement", "यशाची परंपरा"],
        body: [
          "Consistent university results, award-winning student projects and alumni serving in industry, hospitals and their own pharmacies.",
          "विद्यापीठ परीक्षांचे सातत्यपूर्ण निकाल, पुरस्कारप्राप्त विद्यार्थी प्रकल्प, आणि उद्योग, रुग्णालये व स्वतःच्या औषध दुकानांतून सेवा देणारे माजी विद्यार्थी.",
        ],
      }),
      // The four departments.
      section({
        heading: ["Pharmaceutics", "फार्मास्युटिक्स (औषधनिर्माण तंत्र)"],
        body: [
          "The science of drug formulation and delivery systems, from tablets and syrups to novel dosage forms.",
          "गोळ्या व सिरपपासून नव्या औषध-स्वरूपांपर्यंत, औषधांची रचना आणि ती शरीरात पोहोचवण्याच्या पद्धतींचे शास्त्र.",
        ],
      }),
      section({
        heading: ["Pharmaceutical Quality Assurance", "औषध गुणवत्ता हमी"],
        body: [
          "Ensuring the quality and safety of pharmaceutical products through testing, validation and good practices.",
          "चाचण्या, प्रमाणीकरण आणि उत्तम कार्यपद्धतींद्वारे औषधांची गुणवत्ता व सुरक्षितता सुनिश्चित करणे.",
        ],
      }),
      section({
        heading: ["Pharmaceutical Chemistry", "फार्मास्युटिकल केमिस्ट्री (औषधी रसायनशास्त्र)"],
        body: [
          "The research and development of new drugs, from molecular design and synthesis to analysis.",
          "रेणूंची रचना व संश्लेषणापासून विश्लेषणापर्यंत, नव्या औषधांचे संशोधन आणि विकास.",
        ],
      }),
      section({
        heading: ["Pharmacognosy", "फार्माकोग्नोसी (औषधी वनस्पतीशास्त्र)"],
        body: [
          "The study of medicinal plants and natural products as sources of safe and effective medicines.",
          "सुरक्षित व परिणामकारक औषधांचे स्रोत म्हणून औषधी वनस्पती आणि नैसर्गिक पदार्थांचा अभ्यास.",
        ],
      }),
      // Above the alumni testimonials.
      section({
        heading: ["What Our Alumni Say", "आमचे माजी विद्यार्थी काय म्हणतात"],
        body: [
          "Our graduates work in pharmaceutical companies, hospitals, research laboratories and community pharmacies across the state. Here, in their own words, is what their years at the college meant to them.",
          "आमचे पदवीधर राज्यभरातील औषध कंपन्या, रुग्णालये, संशोधन प्रयोगशाळा आणि औषध दुकानांमध्ये काम करतात. महाविद्यालयातील वर्षांचा त्यांच्यासाठी काय अर्थ होता, हे त्यांच्याच शब्दांत.",
        ],
      }),
      // The mission card.
      section({
        heading: ["Empowering Future Pharmacists", "भावी फार्मासिस्टना सक्षम करणे"],
        body: [
          "To provide a dynamic learning environment that develops competence, leadership and ethical responsibility in every student, so that they serve society as skilled and caring pharmacy professionals.",
          "प्रत्येक विद्यार्थ्यामध्ये क्षमता, नेतृत्व आणि नैतिक जबाबदारी विकसित करणारे सजीव शैक्षणिक वातावरण देणे, जेणेकरून ते कुशल व संवेदनशील फार्मसी व्यावसायिक म्हणून समाजाची सेवा करतील.",
        ],
      }),
      // The vision card.
      section({
        heading: ["A Centre of Excellence", "उत्कृष्टतेचे केंद्र"],
        body: [
          "To become a centre of excellence in pharmaceutical education, research and innovation that brings quality healthcare knowledge from our rural roots to the wider world.",
          "आपल्या ग्रामीण मुळांपासून दर्जेदार आरोग्यविषयक ज्ञान व्यापक जगापर्यंत पोहोचवणारे, औषधनिर्माणशास्त्र शिक्षण, संशोधन व नवोपक्रमाचे उत्कृष्टता केंद्र बनणे.",
        ],
      }),
    ],
  },
  "institute-at-glance": {
    title: "Institute at a Glance",
    titleMr: "संस्था एका दृष्टिक्षेपात",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Godavari Institute of Pharmacy, run by Godavari Gramin Shikshan Prasarak Mandal, has been training pharmacists for the villages and towns around Sinnar since 2009-2010.",
          "गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ संचलित गोदावरी इन्स्टिट्यूट ऑफ फार्मसी २००९-२०१० पासून सिन्नर परिसरातील गावे व शहरांसाठी फार्मासिस्ट घडवत आहे.",
        ],
      }),
      // The six fact cards.
      section({
        heading: ["Established", "स्थापना"],
        body: [
          markdown(
            "**2009-2010**",
            "Founded by Godavari Gramin Shikshan Prasarak Mandal's to bring professional pharmacy education to the rural students of Sinnar taluka and the surrounding villages.",
          ),
          markdown(
            "**२००९-२०१०**",
            "सिन्नर तालुका व आसपासच्या गावांतील ग्रामीण विद्यार्थ्यांपर्यंत व्यावसायिक फार्मसी शिक्षण पोहोचवण्यासाठी गोदावरी ग्रामीण शिक्षण प्रसारक मंडळाने या संस्थेची स्थापना केली.",
          ),
        ],
      }),
      section({
        heading: ["Courses", "अभ्यासक्रम"],
        body: [
          markdown(
            "**D.Pharm & B.Pharm**",
            "A two-year Diploma in Pharmacy with a sanctioned intake of {intakeDPharm} students, and a four-year Bachelor of Pharmacy with a sanctioned intake of {intakeBPharm} students.",
          ),
          markdown(
            "**डी.फार्म व बी.फार्म**",
            "दोन वर्षांचा औषधनिर्माणशास्त्र पदविका अभ्यासक्रम (मंजूर प्रवेशक्षमता {intakeDPharm} विद्यार्थी) आणि चार वर्षांचा औषधनिर्माणशास्त्र पदवी अभ्यासक्रम (मंजूर प्रवेशक्षमता {intakeBPharm} विद्यार्थी).",
          ),
        ],
      }),
      section({
        heading: ["Affiliation", "संलग्नता"],
        body: [
          markdown(
            "**DBATU & MSBTE**",
            "Affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere & MSBTE, Mumbai. Approved by AICTE, New Delhi & Pharmacy Council of India, New Delhi.",
          ),
          markdown(
            "**DBATU व MSBTE**",
            "डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे व MSBTE, मुंबई यांच्याशी संलग्न. अखिल भारतीय तंत्रशिक्षण परिषद (AICTE), नवी दिल्ली व फार्मसी कौन्सिल ऑफ इंडिया, नवी दिल्ली यांची मान्यता.",
          ),
        ],
      }),
      section({
        heading: ["Campus", "परिसर"],
        body: [
          markdown(
            "**2.5 Acres**",
            "A green, peaceful campus with classrooms, laboratories, a medicinal plant garden, a seminar hall and playgrounds, away from city noise.",
          ),
          markdown(
            "**२.५ एकर**",
            "शहराच्या गोंगाटापासून दूर, वर्गखोल्या, प्रयोगशाळा, औषधी वनस्पती उद्यान, चर्चासत्र सभागृह आणि क्रीडांगणे असलेला हिरवागार, शांत परिसर.",
          ),
        ],
      }),
      section({
        heading: ["Library", "ग्रंथालय"],
        body: [
          markdown(
            "**5,000+ Books**",
            "Textbooks, reference books, national and international journals, and e-resources with a quiet reading hall for students.",
          ),
          markdown("**५,०००+ पुस्तके**", "पाठ्यपुस्तके, संदर्भग्रंथ, राष्ट्रीय व आंतरराष्ट्रीय नियतकालिके आणि ई-साधने, विद्यार्थ्यांसाठी शांत वाचन कक्षासह."),
        ],
      }),
      section({
        heading: ["Laboratories", "प्रयोगशाळा"],
        body: [
          markdown(
            "**12 Labs**",
            "Well-equipped laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy, analysis and a model pharmacy.",
          ),
          markdown(
            "**१२ प्रयोगशाळा**",
            "फार्मास्युटिक्स, फार्मास्युटिकल केमिस्ट्री, फार्माकोलॉजी, फार्माकोग्नोसी, विश्लेषण आणि आदर्श औषधालय (मॉडेल फार्मसी) यांसाठी सुसज्ज प्रयोगशाळा.",
          ),
        ],
      }),
      // The call to apply at the foot of the page.
      section({
        heading: ["", ""],
        body: [
          // The invitation is a link to the apply form: it shows only while admissions are open.
          markdown("Read the messages of our leadership.", "[Start your application](/apply-now) for D.Pharm or B.Pharm today."),
          markdown("आमच्या नेतृत्वाचे संदेश वाचा.", "डी.फार्म किंवा बी.फार्मसाठी आजच [अर्ज सुरू करा](/apply-now)."),
        ],
      }),
    ],
  },
  "principals-message": {
    title: "Principal's Message",
    titleMr: "प्राचार्यांचा संदेश",
    sections: [
      // Who writes: name, title, photo.
      section({
        heading: ["Dr. Anjali S. Deshmukh", "डॉ. अंजली एस. देशमुख"],
        body: ["Principal, Godavari Institute of Pharmacy", "प्राचार्य, गोदावरी इन्स्टिट्यूट ऑफ फार्मसी"],
      }),
      // The message.
      section({
        heading: ["", ""],
        body: [
          markdown(
            "Dear students and parents, welcome to Godavari Institute of Pharmacy. When our first batch walked into a single rented building in 2009-2010, most of them were the first in their families to study beyond the 12th standard. Today our students work in pharmaceutical plants, hospitals and community pharmacies across Maharashtra, and many of them run their own medical stores in the very villages they come from. That journey, from a farming family to a trusted healthcare professional, is what we are here for.",
            "Pharmacy is a profession of responsibility. A pharmacist is often the last person a patient meets before taking a medicine, and sometimes the only one a villager can reach at night. So we teach more than the syllabus: we insist on accuracy in the laboratory, honesty in records, and kindness at the counter. Our faculty members know each student by name, and our doors are open for any difficulty, academic or personal.",
            "Our laboratories, library and medicinal plant garden are used from morning to evening. Students attend industrial visits, health camps in nearby villages, seminars with practising pharmacists and training in hospitals. We also help every eligible student with scholarships so that no one has to leave because of fees.",
            "I invite you to visit our campus, meet our teachers and see our students at work. Come with curiosity and commitment; we will give you the knowledge, the discipline and the confidence to serve society as a pharmacist.",
          ),
          markdown(
            "प्रिय विद्यार्थी आणि पालकहो, गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये आपले स्वागत आहे. २००९-२०१० मध्ये आमची पहिली तुकडी एका भाड्याच्या इमारतीत आली, तेव्हा त्यांपैकी बहुतेक जण आपल्या कुटुंबात बारावीच्या पुढे शिकणारे पहिलेच होते. आज आमचे विद्यार्थी महाराष्ट्रभरातील औषध कारखाने, रुग्णालये आणि औषधालयांमध्ये काम करतात, आणि त्यांपैकी अनेक जण ज्या गावांतून आले त्याच गावांत स्वतःची औषध दुकाने चालवतात. शेतकरी कुटुंबापासून विश्वासू आरोग्य व्यावसायिकापर्यंतचा हा प्रवास घडवणे, हेच आमचे काम आहे.",
            "फार्मसी हा जबाबदारीचा व्यवसाय आहे. औषध घेण्यापूर्वी रुग्ण ज्याला शेवटी भेटतो, तो बहुधा फार्मासिस्टच असतो, आणि कधी कधी रात्री गावकऱ्याला भेटू शकणारा तोच एकमेव असतो. म्हणून आम्ही पाठ्यक्रमापेक्षा अधिक शिकवतो: प्रयोगशाळेत अचूकता, नोंदींमध्ये प्रामाणिकपणा आणि काउंटरवर आपुलकी यांचा आम्ही आग्रह धरतो. आमचे अध्यापक प्रत्येक विद्यार्थ्याला नावाने ओळखतात, आणि अभ्यासाची असो वा वैयक्तिक, कोणत्याही अडचणीसाठी आमची दारे उघडी असतात.",
            "आमच्या प्रयोगशाळा, ग्रंथालय आणि औषधी वनस्पती उद्यान सकाळपासून संध्याकाळपर्यंत वापरात असतात. विद्यार्थी औद्योगिक भेटी, जवळच्या गावांतील आरोग्य शिबिरे, कार्यरत फार्मासिस्टसोबतची चर्चासत्रे आणि रुग्णालयांतील प्रशिक्षणात सहभागी होतात. शुल्कामुळे कोणालाही शिक्षण सोडावे लागू नये म्हणून आम्ही प्रत्येक पात्र विद्यार्थ्याला शिष्यवृत्तीसाठी मदत करतो.",
            "आमचा परिसर पाहण्यासाठी, आमच्या शिक्षकांना भेटण्यासाठी आणि आमच्या विद्यार्थ्यांना काम करताना पाहण्यासाठी मी आपल्याला आमंत्रित करते. जिज्ञासा आणि निष्ठा घेऊन या; फार्मासिस्ट म्हणून समाजाची सेवा करण्यासाठी लागणारे ज्ञान, शिस्त आणि आत्मविश्वास आम्ही आपल्याला देऊ.",
          ),
        ],
      }),
    ],
  },
  "presidents-message": {
    title: "President's Message",
    titleMr: "अध्यक्षांचा संदेश",
    sections: [
      // Who writes: name, title, photo.
      section({
        heading: ["Shri. Vasantrao B. Jadhav", "श्री. वसंतराव बी. जाधव"],
        body: ["President, Godavari Gramin Shikshan Prasarak Mandal", "अध्यक्ष, गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ"],
      }),
      // The message.
      section({
        heading: ["", ""],
        body: [
          markdown(
            "Our Mandal was started by a group of farmers, teachers and social workers of Ambewadi who believed that a village child deserves the same opportunities as a child in the city. We began with schools, and in 2009 we took the bold step of starting a pharmacy college here, on land given by the people of this village.",
            "Many people told us that professional education cannot succeed in a rural area. Our students have proved them wrong. Year after year they clear their examinations with good results, find jobs in industry and hospitals, and return to serve their own communities. Every time an old student tells me that their medical store is now supporting their whole family, I know the effort was worth it.",
            "The management is committed to keeping fees within the approved limits, investing in laboratories and books, and appointing qualified, caring teachers. We are especially proud that nearly half of our students are girls, and we will keep working to make the campus safe and welcoming for every one of them.",
            "To every parent considering our college: trust us with your child, and we will treat their future as our own responsibility.",
          ),
          markdown(
            "गावातील मुलालाही शहरातील मुलाइतक्याच संधी मिळायला हव्यात, असा विश्वास असलेल्या आंबेवाडीतील शेतकरी, शिक्षक आणि सामाजिक कार्यकर्त्यांनी आमचे मंडळ सुरू केले. आम्ही शाळांपासून सुरुवात केली, आणि २००९ मध्ये या गावातील लोकांनी दिलेल्या जमिनीवर फार्मसी महाविद्यालय सुरू करण्याचे धाडसी पाऊल उचलले.",
            "ग्रामीण भागात व्यावसायिक शिक्षण यशस्वी होऊ शकत नाही, असे अनेकांनी आम्हाला सांगितले. आमच्या विद्यार्थ्यांनी ते खोटे ठरवले आहे. वर्षानुवर्षे ते चांगल्या निकालांसह परीक्षा उत्तीर्ण होतात, उद्योग व रुग्णालयांमध्ये नोकऱ्या मिळवतात, आणि आपल्या समाजाच्या सेवेसाठी परत येतात. एखादा माजी विद्यार्थी आपले औषध दुकान आता संपूर्ण कुटुंबाचा आधार बनल्याचे सांगतो, तेव्हा प्रत्येक वेळी हे प्रयत्न सार्थकी लागल्याची खात्री पटते.",
            "शुल्क मान्य मर्यादेत ठेवणे, प्रयोगशाळा व पुस्तकांमध्ये गुंतवणूक करणे आणि पात्र, काळजी घेणारे शिक्षक नेमणे याला व्यवस्थापन बांधील आहे. आमच्या विद्यार्थ्यांपैकी जवळपास निम्म्या मुली आहेत याचा आम्हाला विशेष अभिमान आहे, आणि परिसर प्रत्येकीसाठी सुरक्षित व आपलासा राहावा यासाठी आम्ही काम करत राहू.",
            "आमच्या महाविद्यालयाचा विचार करणाऱ्या प्रत्येक पालकाला: आपल्या पाल्याची जबाबदारी आमच्यावर विश्वासाने सोपवा; त्याचे भविष्य आम्ही आमची स्वतःची जबाबदारी मानू.",
          ),
        ],
      }),
    ],
  },
  "secretarys-message": {
    title: "Secretary's Message",
    titleMr: "सचिवांचा संदेश",
    sections: [
      // Who writes: name, title, photo.
      section({
        heading: ["Shri. Prakash D. Shinde", "श्री. प्रकाश डी. शिंदे"],
        body: ["Secretary, Godavari Gramin Shikshan Prasarak Mandal", "सचिव, गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ"],
      }),
      // The message.
      section({
        heading: ["", ""],
        body: [
          markdown(
            "It gives me great pleasure to welcome you to Godavari Institute of Pharmacy. Since its beginning, the college has grown from one classroom and two laboratories to a full campus with twelve laboratories, a well-stocked library, a seminar hall and hostels for boys and girls.",
            "As Secretary, my daily concern is that our students lack nothing they need to learn well: instruments that work, chemicals in stock, buses that run on time, clean hostels and a library that stays open late during examinations. We review these facilities every term with the Principal and the student representatives, and we act on their suggestions.",
            "We also believe that a college must stay close to its surroundings. Our students and staff organise health awareness camps, blood donation drives and tree plantation in the villages around Sinnar, and local pharmacists and industries help us by offering training and jobs to our students.",
            "I thank the parents, alumni, well-wishers and regulatory bodies for their continued trust, and I assure every student that the management stands behind them in their effort to become a competent and ethical pharmacist.",
          ),
          markdown(
            "गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये आपले स्वागत करताना मला अतिशय आनंद होत आहे. सुरुवातीपासून महाविद्यालय एक वर्गखोली आणि दोन प्रयोगशाळांपासून बारा प्रयोगशाळा, समृद्ध ग्रंथालय, चर्चासत्र सभागृह आणि मुला-मुलींसाठी वसतिगृहे असलेल्या पूर्ण परिसरापर्यंत वाढले आहे.",
            "सचिव म्हणून माझी रोजची काळजी हीच असते की चांगल्या शिक्षणासाठी आमच्या विद्यार्थ्यांना कशाचीही कमतरता भासू नये: चालू स्थितीतील उपकरणे, साठ्यात असलेली रसायने, वेळेवर धावणाऱ्या बसेस, स्वच्छ वसतिगृहे आणि परीक्षेच्या काळात उशिरापर्यंत उघडे राहणारे ग्रंथालय. प्रत्येक सत्रात आम्ही प्राचार्य व विद्यार्थी प्रतिनिधींसोबत या सुविधांचा आढावा घेतो आणि त्यांच्या सूचनांवर कृती करतो.",
            "महाविद्यालयाने आपल्या परिसराशी जवळचे नाते ठेवले पाहिजे, असेही आम्ही मानतो. आमचे विद्यार्थी व कर्मचारी सिन्नरच्या आसपासच्या गावांमध्ये आरोग्य जनजागृती शिबिरे, रक्तदान मोहिमा आणि वृक्षारोपण आयोजित करतात, आणि स्थानिक फार्मासिस्ट व उद्योग आमच्या विद्यार्थ्यांना प्रशिक्षण व नोकऱ्या देऊन आम्हाला साथ देतात.",
            "पालक, माजी विद्यार्थी, हितचिंतक आणि नियामक संस्थांनी दाखवलेल्या सततच्या विश्वासाबद्दल मी त्यांचे आभार मानतो, आणि सक्षम व नीतिमान फार्मासिस्ट बनण्याच्या प्रत्येक विद्यार्थ्याच्या प्रयत्नात व्यवस्थापन त्याच्या पाठीशी उभे आहे, अशी ग्वाही देतो.",
          ),
        ],
      }),
    ],
  },
  principal: {
    title: "Principal",
    titleMr: "प्राचार्य",
    sections: [
      // The profile card: name, facts, photo.
      section({
        heading: ["Dr. Anjali S. Deshmukh", "डॉ. अंजली एस. देशमुख"],
        body: [
          markdown(
            facts(
              ["Qualification", "M.Pharm (Pharmaceutics), Ph.D. (Pharmaceutical Sciences)"],
              ["Experience", "21 years in teaching and research, 11 years as Principal"],
              ["Specialisation", "Novel drug delivery systems and herbal formulations"],
              ["Email", "[principal@godavari-pharmacy.example](mailto:principal@godavari-pharmacy.example)"],
            ),
          ),
          markdown(
            facts(
              ["शैक्षणिक पात्रता", "एम.फार्म (फार्मास्युटिक्स), पीएच.डी. (औषधनिर्माणशास्त्र)"],
              ["अनुभव", "अध्यापन व संशोधनाचा २१ वर्षांचा अनुभव, त्यापैकी ११ वर्षे प्राचार्य म्हणून"],
              ["विशेष अभ्यासक्षेत्र", "नवीन औषध वितरण प्रणाली आणि वनौषधी सूत्रीकरण"],
              ["ईमेल", "[principal@godavari-pharmacy.example](mailto:principal@godavari-pharmacy.example)"],
            ),
          ),
        ],
      }),
      section({
        heading: ["About the Principal", "प्राचार्यांविषयी"],
        body: [
          markdown(
            "Dr. Anjali S. Deshmukh grew up in a farming family near Sinnar and studied pharmacy in Nashik and Aurangabad before completing her doctorate on sustained-release herbal formulations. She joined the institute as a senior faculty member in its early years and has led it as Principal since 2015.",
            "She has guided more than 40 M.Pharm and B.Pharm research projects, published research papers in national and international journals, and serves on academic bodies for curriculum and examinations. Under her leadership the institute has expanded its laboratories, started its community health outreach programme and built strong links with local industry and hospitals.",
          ),
          markdown(
            "डॉ. अंजली एस. देशमुख यांचे बालपण सिन्नरजवळील शेतकरी कुटुंबात गेले. नाशिक व औरंगाबाद येथे फार्मसीचे शिक्षण घेतल्यानंतर त्यांनी दीर्घकाळ परिणाम देणाऱ्या वनौषधी सूत्रीकरणांवर डॉक्टरेट पूर्ण केली. संस्थेच्या सुरुवातीच्या वर्षांत त्या ज्येष्ठ अध्यापक म्हणून रुजू झाल्या आणि २०१५ पासून प्राचार्य म्हणून संस्थेचे नेतृत्व करत आहेत.",
            "त्यांनी एम.फार्म व बी.फार्मच्या ४० हून अधिक संशोधन प्रकल्पांना मार्गदर्शन केले आहे, राष्ट्रीय व आंतरराष्ट्रीय नियतकालिकांत संशोधन निबंध प्रसिद्ध केले आहेत, आणि पाठ्यक्रम व परीक्षांविषयक शैक्षणिक मंडळांवर त्या काम करतात. त्यांच्या नेतृत्वाखाली संस्थेने प्रयोगशाळांचा विस्तार केला, सामुदायिक आरोग्य उपक्रम सुरू केला, आणि स्थानिक उद्योग व रुग्णालयांशी घट्ट नाते जोडले.",
          ),
        ],
      }),
    ],
  },
  "academics-overview": {
    title: "Academics Overview",
    titleMr: "शैक्षणिक आढावा",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Godavari Institute of Pharmacy offers two programmes approved by the Pharmacy Council of India: the two-year Diploma in Pharmacy (D.Pharm), affiliated to MSBTE, Mumbai, and the four-year Bachelor of Pharmacy (B.Pharm), affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere. The sanctioned intake is {intakeDPharm} students a year for D.Pharm and {intakeBPharm} for B.Pharm.",
          "गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये फार्मसी कौन्सिल ऑफ इंडियाने मान्यता दिलेले दोन अभ्यासक्रम आहेत: MSBTE, मुंबईशी संलग्न दोन वर्षांचा औषधनिर्माणशास्त्र पदविका (डी.फार्म) अभ्यासक्रम, आणि डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे यांच्याशी संलग्न चार वर्षांचा औषधनिर्माणशास्त्र पदवी (बी.फार्म) अभ्यासक्रम. डी.फार्मची मंजूर प्रवेशक्षमता दरवर्षी {intakeDPharm} विद्यार्थी, तर बी.फार्मची {intakeBPharm} विद्यार्थी आहे.",
        ],
      }),
      section({
        heading: ["How we teach", "आम्ही कसे शिकवतो"],
        body: [
          markdown(
            "Teaching follows the academic calendar of the board and the university. Lectures are supported by tutorials, regular practicals in twelve laboratories, and continuous assessment through unit tests, assignments and viva voce. Every student is assigned a faculty mentor who follows their attendance, progress and well-being throughout the course.",
            "Learning extends beyond the classroom: students go on industrial visits to pharmaceutical units, train in hospital and community pharmacies, grow and study medicinal plants in the college garden, take part in seminars, poster competitions and research projects, and serve villages through health awareness camps.",
            "The departments of Pharmaceutics, Pharmaceutical Quality Assurance, Pharmaceutical Chemistry and Pharmacognosy, together with Pharmacology and Pharmacy Practice, work together so that graduates leave with sound science, practical skill and a strong sense of professional ethics.",
          ),
          markdown(
            "अध्यापन मंडळाच्या व विद्यापीठाच्या शैक्षणिक दिनदर्शिकेनुसार चालते. व्याख्यानांना ट्युटोरियल्स, बारा प्रयोगशाळांमधील नियमित प्रात्यक्षिके आणि घटक चाचण्या, स्वाध्याय व तोंडी परीक्षांद्वारे सतत मूल्यमापनाची जोड असते. प्रत्येक विद्यार्थ्याला एक अध्यापक मार्गदर्शक म्हणून दिला जातो, जो संपूर्ण अभ्यासक्रमात त्याची उपस्थिती, प्रगती आणि स्वास्थ्य यांवर लक्ष ठेवतो.",
            "शिक्षण वर्गापुरते मर्यादित नाही: विद्यार्थी औषध कारखान्यांना औद्योगिक भेटी देतात, रुग्णालयातील व सामुदायिक औषधालयांत प्रशिक्षण घेतात, महाविद्यालयाच्या उद्यानात औषधी वनस्पती वाढवतात व त्यांचा अभ्यास करतात, चर्चासत्रे, पोस्टर स्पर्धा व संशोधन प्रकल्पांत सहभागी होतात, आणि आरोग्य जनजागृती शिबिरांमधून गावांची सेवा करतात.",
            "फार्मास्युटिक्स, औषध गुणवत्ता हमी, फार्मास्युटिकल केमिस्ट्री आणि फार्माकोग्नोसी हे विभाग फार्माकोलॉजी व फार्मसी प्रॅक्टिससह एकत्र काम करतात, जेणेकरून पदवीधर भक्कम शास्त्रीय पाया, प्रात्यक्षिक कौशल्य आणि व्यावसायिक नीतिमत्तेची ठाम जाण घेऊन बाहेर पडतात.",
          ),
        ],
      }),
      // The departments beside it.
      section({
        heading: ["Pharmaceutics", "फार्मास्युटिक्स (औषधनिर्माण तंत्र)"],
        body: [
          "The science of drug formulation and delivery systems, from tablets and syrups to novel dosage forms.",
          "गोळ्या व सिरपपासून नव्या औषध-स्वरूपांपर्यंत, औषधांची रचना आणि ती शरीरात पोहोचवण्याच्या पद्धतींचे शास्त्र.",
        ],
      }),
      section({
        heading: ["Pharmaceutical Quality Assurance", "औषध गुणवत्ता हमी"],
        body: [
          "Ensuring the quality and safety of pharmaceutical products through testing, validation and good practices.",
          "चाचण्या, प्रमाणीकरण आणि उत्तम कार्यपद्धतींद्वारे औषधांची गुणवत्ता व सुरक्षितता सुनिश्चित करणे.",
        ],
      }),
      section({
        heading: ["Pharmaceutical Chemistry", "फार्मास्युटिकल केमिस्ट्री (औषधी रसायनशास्त्र)"],
        body: [
          "The research and development of new drugs, from molecular design and synthesis to analysis.",
          "रेणूंची रचना व संश्लेषणापासून विश्लेषणापर्यंत, नव्या औषधांचे संशोधन आणि विकास.",
        ],
      }),
      section({
        heading: ["Pharmacognosy", "फार्माकोग्नोसी (औषधी वनस्पतीशास्त्र)"],
        body: [
          "The study of medicinal plants and natural products as sources of safe and effective medicines.",
          "सुरक्षित व परिणामकारक औषधांचे स्रोत म्हणून औषधी वनस्पती आणि नैसर्गिक पदार्थांचा अभ्यास.",
        ],
      }),
    ],
  },
  "d-pharm": {
    title: "D.Pharm — Diploma in Pharmacy",
    titleMr: "डी.फार्म — औषधनिर्माणशास्त्र पदविका",
    sections: [
      // The line under the title.
      section({
        heading: ["", ""],
        body: [
          "2 Years · {intakeDPharm} seats · Maharashtra State Board of Technical Education (MSBTE), Mumbai",
          "२ वर्षे · {intakeDPharm} जागा · महाराष्ट्र राज्य तंत्रशिक्षण मंडळ (MSBTE), मुंबई",
        ],
      }),
      section({
        heading: ["About the programme", "अभ्यासक्रमाविषयी"],
        body: [
          "The Diploma in Pharmacy is a two-year programme that prepares students to work as registered pharmacists in community pharmacies, hospitals and the pharmaceutical trade. Following the Pharmacy Council of India's Education Regulations, it combines classroom teaching with practicals in well-equipped laboratories, a hospital and community pharmacy training period, and the skills needed to dispense medicines safely and counsel patients. After D.Pharm, students can register with the State Pharmacy Council, open their own medical store, or join B.Pharm directly in the second year.",
          "औषधनिर्माणशास्त्र पदविका हा दोन वर्षांचा अभ्यासक्रम विद्यार्थ्यांना सामुदायिक औषधालये, रुग्णालये आणि औषध व्यापारात नोंदणीकृत फार्मासिस्ट म्हणून काम करण्यासाठी तयार करतो. फार्मसी कौन्सिल ऑफ इंडियाच्या शैक्षणिक नियमांनुसार त्यात वर्गातील अध्यापनासोबत सुसज्ज प्रयोगशाळांतील प्रात्यक्षिके, रुग्णालय व सामुदायिक औषधालयातील प्रशिक्षण कालावधी, आणि औषधे सुरक्षितपणे देण्याची व रुग्णांना समुपदेशन करण्याची कौशल्ये यांचा समावेश आहे. डी.फार्मनंतर विद्यार्थी राज्य फार्मसी परिषदेकडे नोंदणी करू शकतात, स्वतःचे औषध दुकान सुरू करू शकतात, किंवा थेट बी.फार्मच्या दुसऱ्या वर्षात प्रवेश घेऊ शकतात.",
        ],
      }),
      section({
        heading: ["Programme facts", "अभ्यासक्रम एका दृष्टिक्षेपात"],
        body: [
          markdown(
            facts(
              ["Duration", "2 Years"],
              ["Intake", "{intakeDPharm} seats per year"],
              ["Eligibility", "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics (PCB/PCM)"],
              [
                "Admission",
                "Centralised Admission Process (CAP) of the Directorate of Technical Education, Maharashtra, on merit of 12th-standard marks; no entrance examination",
              ],
              ["Affiliation", "Maharashtra State Board of Technical Education (MSBTE), Mumbai"],
            ),
          ),
          markdown(
            facts(
              ["कालावधी", "२ वर्षे"],
              ["प्रवेशक्षमता", "दरवर्षी {intakeDPharm} जागा"],
              ["पात्रता", "भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित (PCB/PCM) या विषयांसह बारावी (HSC) उत्तीर्ण"],
              ["प्रवेश", "तंत्रशिक्षण संचालनालय, महाराष्ट्र यांची केंद्रीभूत प्रवेश प्रक्रिया (CAP), बारावीच्या गुणांच्या आधारे; प्रवेश परीक्षा नाही"],
              ["संलग्नता", "महाराष्ट्र राज्य तंत्रशिक्षण मंडळ (MSBTE), मुंबई"],
            ),
          ),
        ],
      }),
      // The subjects, a section per year.
      section({
        heading: ["First Year", "प्रथम वर्ष"],
        body: [
          markdown(list("Pharmaceutics", "Pharmaceutical Chemistry", "Pharmacognosy", "Human Anatomy and Physiology", "Social Pharmacy")),
          markdown(
            list(
              "फार्मास्युटिक्स (औषधनिर्माण तंत्र)",
              "फार्मास्युटिकल केमिस्ट्री (औषधी रसायनशास्त्र)",
              "फार्माकोग्नोसी (औषधी वनस्पतीशास्त्र)",
              "मानवी शरीररचना व शरीरक्रियाशास्त्र",
              "सामाजिक फार्मसी",
            ),
          ),
        ],
      }),
      section({
        heading: ["Second Year", "द्वितीय वर्ष"],
        body: [
          markdown(
            list(
              "Pharmacology",
              "Community Pharmacy and Management",
              "Biochemistry and Clinical Pathology",
              "Pharmacotherapeutics",
              "Hospital and Clinical Pharmacy",
              "Pharmacy Law and Ethics",
            ),
          ),
          markdown(
            list(
              "फार्माकोलॉजी (औषधशास्त्र)",
              "सामुदायिक फार्मसी व व्यवस्थापन",
              "जैवरसायनशास्त्र व क्लिनिकल पॅथॉलॉजी",
              "फार्माकोथेरप्युटिक्स (औषधोपचारशास्त्र)",
              "रुग्णालय व क्लिनिकल फार्मसी",
              "फार्मसी कायदा व नीतिशास्त्र",
            ),
          ),
        ],
      }),
    ],
  },
  "b-pharm": {
    title: "B.Pharm — Bachelor of Pharmacy",
    titleMr: "बी.फार्म — औषधनिर्माणशास्त्र पदवी",
    sections: [
      // The line under the title.
      section({
        heading: ["", ""],
        body: [
          "4 Years (8 Semesters) · {intakeBPharm} seats · Dr. Babasaheb Ambedkar Technological University, Lonere",
          "४ वर्षे (८ सत्रे) · {intakeBPharm} जागा · डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे",
        ],
      }),
      section({
        heading: ["About the programme", "अभ्यासक्रमाविषयी"],
        body: [
          "The Bachelor of Pharmacy is a four-year, eight-semester degree that builds a strong foundation in the science of medicines: how they are discovered, designed, manufactured, tested, regulated and used. Students learn in dedicated laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy and analysis, complete industrial training and a final-year project, and choose electives in the last semester. Graduates go on to careers in pharmaceutical manufacturing, quality control and assurance, clinical research, regulatory affairs, hospital pharmacy and marketing, or to M.Pharm and MBA programmes.",
          "औषधनिर्माणशास्त्र पदवी हा चार वर्षांचा, आठ सत्रांचा अभ्यासक्रम औषधांच्या शास्त्राचा भक्कम पाया घालतो: औषधांचा शोध, रचना, निर्मिती, चाचणी, नियमन आणि वापर कसा होतो. विद्यार्थी फार्मास्युटिक्स, फार्मास्युटिकल केमिस्ट्री, फार्माकोलॉजी, फार्माकोग्नोसी व विश्लेषणाच्या स्वतंत्र प्रयोगशाळांमध्ये शिकतात, औद्योगिक प्रशिक्षण व अंतिम वर्षाचा प्रकल्प पूर्ण करतात, आणि शेवटच्या सत्रात ऐच्छिक विषय निवडतात. पदवीधर औषधनिर्मिती, गुणवत्ता नियंत्रण व हमी, क्लिनिकल संशोधन, नियामक कामकाज, रुग्णालय फार्मसी व विपणन या क्षेत्रांत कारकीर्द घडवतात, किंवा एम.फार्म व एमबीए अभ्यासक्रमांकडे वळतात.",
        ],
      }),
      section({
        heading: ["Programme facts", "अभ्यासक्रम एका दृष्टिक्षेपात"],
        body: [
          markdown(
            facts(
              ["Duration", "4 Years (8 Semesters)"],
              ["Intake", "{intakeBPharm} seats per year"],
              [
                "Eligibility",
                "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics, with at least 50% aggregate marks (45% for reserved categories)",
              ],
              ["Admission", "MHT-CET / NEET score, through the Centralised Admission Process (CAP) of the State CET Cell, Maharashtra"],
              ["Affiliation", "Dr. Babasaheb Ambedkar Technological University, Lonere"],
            ),
          ),
          markdown(
            facts(
              ["कालावधी", "४ वर्षे (८ सत्रे)"],
              ["प्रवेशक्षमता", "दरवर्षी {intakeBPharm} जागा"],
              [
                "पात्रता",
                "भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी (HSC) उत्तीर्ण, किमान ५०% एकूण गुण (राखीव प्रवर्गासाठी ४५%)",
              ],
              ["प्रवेश", "MHT-CET / NEET गुण, राज्य सामाईक प्रवेश परीक्षा कक्ष, महाराष्ट्र यांच्या केंद्रीभूत प्रवेश प्रक्रियेद्वारे (CAP)"],
              ["संलग्नता", "डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे"],
            ),
          ),
        ],
      }),
      // The subjects, a section per year.
      section({
        heading: ["First Year (Semesters I & II)", "प्रथम वर्ष (सत्र I व II)"],
        body: [
          markdown(
            list(
              "Human Anatomy and Physiology I & II",
              "Pharmaceutical Analysis I",
              "Pharmaceutics I",
              "Pharmaceutical Inorganic Chemistry",
              "Communication Skills",
              "Remedial Biology / Remedial Mathematics",
              "Pharmaceutical Organic Chemistry I",
              "Biochemistry",
              "Pathophysiology",
              "Computer Applications in Pharmacy",
              "Environmental Sciences",
            ),
          ),
          markdown(
            list(
              "मानवी शरीररचना व शरीरक्रियाशास्त्र I व II",
              "फार्मास्युटिकल ॲनालिसिस I",
              "फार्मास्युटिक्स I",
              "फार्मास्युटिकल इनऑरगॅनिक केमिस्ट्री",
              "संवाद कौशल्ये",
              "उपचारात्मक जीवशास्त्र / उपचारात्मक गणित",
              "फार्मास्युटिकल ऑरगॅनिक केमिस्ट्री I",
              "जैवरसायनशास्त्र",
              "पॅथोफिजिओलॉजी (रोगक्रियाशास्त्र)",
              "फार्मसीमधील संगणक उपयोजन",
              "पर्यावरणशास्त्र",
            ),
          ),
        ],
      }),
      section({
        heading: ["Second Year (Semesters III & IV)", "द्वितीय वर्ष (सत्र III व IV)"],
        body: [
          markdown(
            list(
              "Pharmaceutical Organic Chemistry II & III",
              "Physical Pharmaceutics I & II",
              "Pharmaceutical Microbiology",
              "Pharmaceutical Engineering",
              "Medicinal Chemistry I",
              "Pharmacology I",
              "Pharmacognosy and Phytochemistry I",
            ),
          ),
          markdown(
            list(
              "फार्मास्युटिकल ऑरगॅनिक केमिस्ट्री II व III",
              "फिजिकल फार्मास्युटिक्स I व II",
              "फार्मास्युटिकल मायक्रोबायोलॉजी (सूक्ष्मजीवशास्त्र)",
              "फार्मास्युटिकल इंजिनिअरिंग",
              "मेडिसिनल केमिस्ट्री I",
              "फार्माकोलॉजी I",
              "फार्माकोग्नोसी व फायटोकेमिस्ट्री I",
            ),
          ),
        ],
      }),
      section({
        heading: ["Third Year (Semesters V & VI)", "तृतीय वर्ष (सत्र V व VI)"],
        body: [
          markdown(
            list(
              "Medicinal Chemistry II & III",
              "Industrial Pharmacy I",
              "Pharmacology II & III",
              "Pharmacognosy and Phytochemistry II",
              "Pharmaceutical Jurisprudence",
              "Herbal Drug Technology",
              "Biopharmaceutics and Pharmacokinetics",
              "Pharmaceutical Biotechnology",
              "Quality Assurance",
            ),
          ),
          markdown(
            list(
              "मेडिसिनल केमिस्ट्री II व III",
              "इंडस्ट्रियल फार्मसी I",
              "फार्माकोलॉजी II व III",
              "फार्माकोग्नोसी व फायटोकेमिस्ट्री II",
              "फार्मास्युटिकल ज्युरिसप्रुडन्स (औषध कायदे)",
              "हर्बल ड्रग टेक्नॉलॉजी (वनौषधी तंत्रज्ञान)",
              "बायोफार्मास्युटिक्स व फार्माकोकायनेटिक्स",
              "फार्मास्युटिकल बायोटेक्नॉलॉजी",
              "गुणवत्ता हमी",
            ),
          ),
        ],
      }),
      section({
        heading: ["Final Year (Semesters VII & VIII)", "अंतिम वर्ष (सत्र VII व VIII)"],
        body: [
          markdown(
            list(
              "Instrumental Methods of Analysis",
              "Industrial Pharmacy II",
              "Pharmacy Practice",
              "Novel Drug Delivery Systems",
              "Practice School",
              "Biostatistics and Research Methodology",
              "Social and Preventive Pharmacy",
              "Electives (e.g. Pharmacovigilance, Pharmaceutical Regulatory Science, Pharma Marketing Management, Cosmetic Science)",
              "Project Work",
            ),
          ),
          markdown(
            list(
              "उपकरणाधारित विश्लेषण पद्धती",
              "इंडस्ट्रियल फार्मसी II",
              "फार्मसी प्रॅक्टिस",
              "नवीन औषध वितरण प्रणाली",
              "प्रॅक्टिस स्कूल",
              "जैवसांख्यिकी व संशोधन पद्धती",
              "सामाजिक व प्रतिबंधात्मक फार्मसी",
              "ऐच्छिक विषय (उदा. फार्माकोव्हिजिलन्स, औषध नियामक शास्त्र, फार्मा विपणन व्यवस्थापन, सौंदर्यप्रसाधन शास्त्र)",
              "प्रकल्प कार्य",
            ),
          ),
        ],
      }),
    ],
  },
  "academic-calendar": {
    title: "Academic Calendar",
    titleMr: "शैक्षणिक दिनदर्शिका",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Term dates, examinations and holidays for the current academic year, as published by the university and the board, together with our weekly class timetable.",
          "विद्यापीठ व मंडळाने प्रसिद्ध केलेल्या चालू शैक्षणिक वर्षातील सत्रांच्या तारखा, परीक्षा व सुट्ट्या, आणि आमचे आठवड्याचे वर्ग वेळापत्रक.",
        ],
      }),
      // The box that leads to the syllabi.
      section({
        heading: ["Looking for a syllabus?", "पाठ्यक्रम हवा आहे?"],
        body: [
          "Each programme page has its syllabus to read, download and share.",
          "प्रत्येक अभ्यासक्रमाच्या पानावर त्याचा पाठ्यक्रम वाचता, डाउनलोड करता आणि पाठवता येतो.",
        ],
      }),
    ],
  },
  admissions: {
    title: "Admissions",
    titleMr: "प्रवेश",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Everything a family needs to join us: seats, codes for the CAP option form, a look at the campus, and people to call.",
          "प्रवेशासाठी कुटुंबाला लागणारी सर्व माहिती: जागा, CAP पसंतीक्रम अर्जासाठीचे कोड, परिसराची झलक आणि संपर्कासाठी व्यक्ती.",
        ],
      }),
      // How admission works, after the year's sentence (open or closed, the seats), and the programmes admitting.
      section({
        heading: ["", ""],
        body: [
          markdown(
            "Admission to B.Pharm is through MHT-CET / NEET and the Centralised Admission Process (CAP) of the State CET Cell; admission to D.Pharm is on merit of 12th-standard marks through the CAP of the Directorate of Technical Education, Maharashtra.",
            "While filling in your CAP option form, use our college code 5791 and choice code 579182210.",
            "You may also [register your interest with us through the online application form](/apply-now), and our admissions office will call you to guide you through every round.",
            list("D.Pharm (Diploma in Pharmacy)", "B.Pharm (Bachelor of Pharmacy)"),
          ),
          markdown(
            "बी.फार्मचा प्रवेश MHT-CET / NEET आणि राज्य सामाईक प्रवेश परीक्षा कक्षाच्या केंद्रीभूत प्रवेश प्रक्रियेद्वारे (CAP) होतो; डी.फार्मचा प्रवेश बारावीच्या गुणांच्या आधारे, तंत्रशिक्षण संचालनालय, महाराष्ट्र यांच्या CAP प्रक्रियेद्वारे होतो.",
            "CAP पसंतीक्रम अर्ज भरताना आमचा महाविद्यालय कोड 5791 आणि चॉइस कोड 579182210 वापरा.",
            "[ऑनलाइन अर्जाद्वारे](/apply-now) आपण आमच्याकडे नावनोंदणीही करू शकता; आमचे प्रवेश कार्यालय आपल्याला फोन करून प्रत्येक फेरीत मार्गदर्शन करेल.",
            list("डी.फार्म (औषधनिर्माणशास्त्र पदविका)", "बी.फार्म (औषधनिर्माणशास्त्र पदवी)"),
          ),
        ],
      }),
      // Beside the campus video (shown when the settings name one).
      section({
        heading: ["See the campus", "परिसर पाहा"],
        body: [
          "Walk through our classrooms, laboratories, library and medicinal plant garden, and hear from our students.",
          "आमच्या वर्गखोल्या, प्रयोगशाळा, ग्रंथालय आणि औषधी वनस्पती उद्यान पाहा, आणि आमच्या विद्यार्थ्यांकडून ऐका.",
        ],
      }),
      // Above the contacts.
      section({
        heading: ["Admission contacts", "प्रवेशासाठी संपर्क"],
        body: ["Call between 10:00 AM and 5:00 PM, Monday to Saturday.", "सोमवार ते शनिवार, सकाळी १० ते सायंकाळी ५ या वेळेत फोन करा."],
      }),
      // The admission contacts, a section each.
      section({
        heading: ["Mr. Rahul B. Pawar", "श्री. राहुल बी. पवार"],
        body: [
          markdown(
            "Admission In-charge, B.Pharm",
            list(
              "[+91 94221 37810](tel:+919422137810)",
              "[admissions@godavari-pharmacy.example](mailto:admissions@godavari-pharmacy.example)",
            ),
          ),
          markdown(
            "प्रवेश प्रभारी, बी.फार्म",
            list(
              "[+91 94221 37810](tel:+919422137810)",
              "[admissions@godavari-pharmacy.example](mailto:admissions@godavari-pharmacy.example)",
            ),
          ),
        ],
      }),
      section({
        heading: ["Mrs. Priya N. Shinde", "सौ. प्रिया एन. शिंदे"],
        body: [
          markdown(
            "Admission In-charge, D.Pharm",
            list(
              "[+91 96237 40518](tel:+919623740518)",
              "[dpharm.admissions@godavari-pharmacy.example](mailto:dpharm.admissions@godavari-pharmacy.example)",
            ),
          ),
          markdown(
            "प्रवेश प्रभारी, डी.फार्म",
            list(
              "[+91 96237 40518](tel:+919623740518)",
              "[dpharm.admissions@godavari-pharmacy.example](mailto:dpharm.admissions@godavari-pharmacy.example)",
            ),
          ),
        ],
      }),
      section({
        heading: ["Mr. Ganesh T. Wagh", "श्री. गणेश टी. वाघ"],
        body: [
          markdown(
            "Office Superintendent (documents and scholarships)",
            list("[02551 274 310](tel:02551274310)", "[{email}](mailto:{email})"),
          ),
          markdown("कार्यालय अधीक्षक (कागदपत्रे व शिष्यवृत्ती)", list("[02551 274 310](tel:02551274310)", "[{email}](mailto:{email})")),
        ],
      }),
    ],
  },
  "admissions-process": {
    title: "Admission Process",
    titleMr: "प्रवेश प्रक्रिया",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Admission {academicYear}, step by step. Use college code 5791 and choice code 579182210 in your CAP option form.",
          "प्रवेश {academicYear}, टप्प्याटप्प्याने. CAP पसंतीक्रम अर्जात महाविद्यालय कोड 5791 आणि चॉइस कोड 579182210 वापरा.",
        ],
      }),
      // The steps, a section each, numbered in order.
      section({
        heading: ["Check your eligibility", "आपली पात्रता तपासा"],
        body: [
          "D.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics. B.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics, at least 50% aggregate (45% for reserved categories), and a valid MHT-CET or NEET score.",
          "डी.फार्म: भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी (१०+२) उत्तीर्ण. बी.फार्म: भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी उत्तीर्ण, किमान ५०% एकूण गुण (राखीव प्रवर्गासाठी ४५%), आणि MHT-CET किंवा NEET या परीक्षेतील वैध गुण.",
        ],
      }),
      section({
        heading: ["Apply online with the college", "महाविद्यालयाकडे ऑनलाइन अर्ज करा"],
        body: [
          // A link to the apply form: the step shows only while admissions are open.
          "Fill in the [Apply Now form](/apply-now) on this website with your 10th and 12th details. It is free, and our admissions office will contact you to answer your questions and help with the next steps.",
          'या संकेतस्थळावरील ["आता अर्ज करा" हा अर्ज](/apply-now) दहावी व बारावीच्या माहितीसह भरा. तो विनामूल्य आहे; आमचे प्रवेश कार्यालय आपल्या प्रश्नांची उत्तरे देण्यासाठी आणि पुढील टप्प्यांत मदत करण्यासाठी आपल्याशी संपर्क साधेल.',
        ],
      }),
      section({
        heading: ["Register for the Centralised Admission Process (CAP)", "केंद्रीभूत प्रवेश प्रक्रियेसाठी (CAP) नोंदणी करा"],
        body: [
          "Register on the official CAP portal of the State CET Cell (B.Pharm) or the Directorate of Technical Education (D.Pharm) within the published dates, pay the registration fee and upload your documents.",
          "जाहीर केलेल्या तारखांमध्ये राज्य सामाईक प्रवेश परीक्षा कक्षाच्या (बी.फार्म) किंवा तंत्रशिक्षण संचालनालयाच्या (डी.फार्म) अधिकृत CAP पोर्टलवर नोंदणी करा, नोंदणी शुल्क भरा आणि कागदपत्रे अपलोड करा.",
        ],
      }),
      section({
        heading: ["Verify documents at a facilitation centre", "सुविधा केंद्रावर कागदपत्रांची पडताळणी करा"],
        body: [
          "Get your documents verified online or at a Scrutiny / Facilitation Centre and confirm your application. Check your name in the provisional and final merit lists and raise grievances, if any, within the given time.",
          "कागदपत्रांची पडताळणी ऑनलाइन किंवा छाननी / सुविधा केंद्रावर करून घ्या आणि अर्ज निश्चित करा. तात्पुरत्या व अंतिम गुणवत्ता यादीत आपले नाव तपासा आणि काही हरकत असल्यास दिलेल्या मुदतीत नोंदवा.",
        ],
      }),
      section({
        heading: ["Fill in the option form", "पसंतीक्रम अर्ज (ऑप्शन फॉर्म) भरा"],
        body: [
          "In each CAP round, enter Godavari Institute of Pharmacy in your option form using choice code 579182210 (college code 5791). Place it high in your preferences if you want to study with us.",
          "प्रत्येक CAP फेरीत, चॉइस कोड 579182210 (महाविद्यालय कोड 5791) वापरून आपल्या पसंतीक्रम अर्जात गोदावरी इन्स्टिट्यूट ऑफ फार्मसीचे नाव भरा. आमच्याकडे शिकायचे असल्यास ते पसंतीक्रमात वर ठेवा.",
        ],
      }),
      section({
        heading: ["Accept the seat allotment", "मिळालेली जागा स्वीकारा"],
        body: [
          "When a seat is allotted, accept it on the portal (freeze, or float/slide for later rounds as per the rules) and pay the seat acceptance fee online before the deadline.",
          "जागा मिळाल्यावर ती पोर्टलवर स्वीकारा (नियमांनुसार फ्रीझ करा, किंवा पुढील फेऱ्यांसाठी फ्लोट/स्लाइड निवडा) आणि मुदतीपूर्वी जागा स्वीकृती शुल्क ऑनलाइन भरा.",
        ],
      }),
      section({
        heading: ["Report to the college", "महाविद्यालयात हजर व्हा"],
        body: [
          "Report to the college office with your allotment letter, original documents and photocopies within the reporting period. Our staff will verify your documents and complete your admission.",
          "प्रवेशासाठी दिलेल्या मुदतीत जागावाटप पत्र, मूळ कागदपत्रे आणि छायाप्रतींसह महाविद्यालयाच्या कार्यालयात हजर व्हा. आमचे कर्मचारी कागदपत्रे तपासून आपला प्रवेश पूर्ण करतील.",
        ],
      }),
      section({
        heading: ["Pay fees and apply for scholarship", "शुल्क भरा आणि शिष्यवृत्तीसाठी अर्ज करा"],
        body: [
          "Pay the FRA-approved fees (instalments on request) and, if eligible, apply for a scholarship or freeship on the MahaDBT portal with the help of our scholarship desk. You will then receive your identity card and timetable.",
          "शुल्क नियामक प्राधिकरणाने (FRA) मान्य केलेले शुल्क भरा (विनंतीनुसार हप्त्यांमध्ये) आणि पात्र असल्यास आमच्या शिष्यवृत्ती विभागाच्या मदतीने महाडीबीटी पोर्टलवर शिष्यवृत्ती किंवा फ्रीशिपसाठी अर्ज करा. त्यानंतर आपल्याला ओळखपत्र आणि वेळापत्रक मिळेल.",
        ],
      }),
      // The documents to bring.
      section({
        heading: ["Documents to bring", "सोबत आणायची कागदपत्रे"],
        body: [
          markdown(
            "Originals and two attested photocopies of each.",
            list(
              "CAP allotment letter and seat acceptance receipt (for CAP admissions)",
              "MHT-CET / NEET score card (for B.Pharm)",
              "SSC (10th) mark sheet and passing certificate",
              "HSC (12th) mark sheet and passing certificate",
              "School / College Leaving Certificate (Transfer Certificate)",
              "Nationality certificate or domicile certificate",
              "Caste certificate (for reserved categories)",
              "Caste validity certificate (for reserved categories)",
              "Non-creamy-layer certificate valid for the current year (for OBC, VJ/NT, SBC, SEBC)",
              "EWS certificate (if applicable)",
              "Income certificate of parents (for scholarship / freeship)",
              "Gap certificate / affidavit (if there is a gap in education)",
              "Migration certificate (for students from other boards)",
              "Aadhaar card and a bank passbook linked to Aadhaar",
              "Six recent passport-size photographs",
            ),
          ),
          markdown(
            "प्रत्येकाची मूळ प्रत आणि दोन साक्षांकित छायाप्रती.",
            list(
              "CAP जागावाटप पत्र आणि जागा स्वीकृतीची पावती (CAP प्रक्रियेद्वारे प्रवेशासाठी)",
              "MHT-CET / NEET गुणपत्रक (बी.फार्मसाठी)",
              "दहावीचे (SSC) गुणपत्रक व उत्तीर्ण प्रमाणपत्र",
              "बारावीचे (HSC) गुणपत्रक व उत्तीर्ण प्रमाणपत्र",
              "शाळा / महाविद्यालय सोडल्याचा दाखला (ट्रान्सफर सर्टिफिकेट)",
              "राष्ट्रीयत्वाचे प्रमाणपत्र किंवा अधिवास प्रमाणपत्र",
              "जातीचे प्रमाणपत्र (राखीव प्रवर्गासाठी)",
              "जात वैधता प्रमाणपत्र (राखीव प्रवर्गासाठी)",
              "चालू वर्षासाठी वैध नॉन-क्रिमीलेयर प्रमाणपत्र (OBC, VJ/NT, SBC, SEBC प्रवर्गांसाठी)",
              "EWS प्रमाणपत्र (लागू असल्यास)",
              "पालकांचे उत्पन्न प्रमाणपत्र (शिष्यवृत्ती / फ्रीशिपसाठी)",
              "गॅप प्रमाणपत्र / प्रतिज्ञापत्र (शिक्षणात खंड असल्यास)",
              "स्थलांतर प्रमाणपत्र (इतर मंडळांतून आलेल्या विद्यार्थ्यांसाठी)",
              "आधार कार्ड आणि आधारशी जोडलेले बँक पासबुक",
              "पासपोर्ट आकाराची सहा अलीकडील छायाचित्रे",
            ),
          ),
        ],
      }),
    ],
  },
  "refund-policy": {
    title: "Fee Refund Policy",
    titleMr: "शुल्क परतावा धोरण",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Godavari Institute of Pharmacy refunds fees as the All India Council for Technical Education (AICTE) and the University Grants Commission (UGC) require of every college. This policy applies to every student admitted to D.Pharm or B.Pharm, through the Centralised Admission Process (CAP) or to an institute-level seat. Where a rule of the Government of Maharashtra or the Fees Regulating Authority gives a student more, that rule applies.",
          "अखिल भारतीय तंत्रशिक्षण परिषद (AICTE) आणि विद्यापीठ अनुदान आयोग (UGC) यांनी प्रत्येक महाविद्यालयासाठी घालून दिलेल्या नियमांनुसार गोदावरी इन्स्टिट्यूट ऑफ फार्मसी शुल्क परत करते. केंद्रीभूत प्रवेश प्रक्रियेतून (CAP) किंवा संस्थास्तरावरील जागेवर डी.फार्म किंवा बी.फार्मला प्रवेश घेतलेल्या प्रत्येक विद्यार्थ्याला हे धोरण लागू आहे. महाराष्ट्र शासनाचा किंवा शुल्क नियामक प्राधिकरणाचा एखादा नियम विद्यार्थ्याला यापेक्षा अधिक लाभ देत असेल, तर तो नियम लागू होतो.",
        ],
      }),
      // The rules, a section each.
      section({
        heading: ["If you withdraw before the course starts", "अभ्यासक्रम सुरू होण्यापूर्वी प्रवेश रद्द केल्यास"],
        body: [
          "If you cancel your admission before the academic session begins, the college refunds **all the fees you have paid**, less a processing fee of **at most ₹1,000**. No other amount is deducted.",
          "शैक्षणिक सत्र सुरू होण्यापूर्वी आपण प्रवेश रद्द केल्यास, आपण भरलेले **संपूर्ण शुल्क** महाविद्यालय परत करते; त्यातून फक्त **जास्तीत जास्त ₹१,०००** इतके प्रक्रिया शुल्क वजा केले जाते. याशिवाय इतर कोणतीही रक्कम कापली जात नाही.",
        ],
      }),
      section({
        heading: ["If you withdraw after the course has started", "अभ्यासक्रम सुरू झाल्यानंतर प्रवेश रद्द केल्यास"],
        body: [
          markdown(
            "If you cancel after the session has begun, and the seat you leave is filled by another candidate by the last date of admission, the college refunds your fees **pro rata**: it keeps only the fee for the months from the start of the session to the date of your application (part of a month counts as a month) and refunds the rest, together with the hostel and mess charges for the months you will not stay.",
            "If the seat remains vacant after the last date of admission, the tuition and development fees of the current year are not refunded; the caution deposit and any fee paid in advance for later years are refunded in full.",
          ),
          markdown(
            "सत्र सुरू झाल्यानंतर आपण प्रवेश रद्द केला आणि आपली रिकामी झालेली जागा प्रवेशाच्या अंतिम तारखेपर्यंत दुसऱ्या उमेदवाराने घेतली, तर महाविद्यालय आपले शुल्क **प्रमाणशीर पद्धतीने** परत करते: सत्र सुरू झाल्यापासून आपल्या अर्जाच्या तारखेपर्यंतच्या महिन्यांचेच शुल्क (महिन्याचा काही भागही पूर्ण महिना धरला जातो) ठेवून उरलेली रक्कम परत केली जाते, आणि ज्या महिन्यांत आपण राहणार नाही त्यांचे वसतिगृह व खानावळीचे शुल्कही परत मिळते.",
            "प्रवेशाच्या अंतिम तारखेनंतरही जागा रिकामी राहिल्यास चालू वर्षाचे शिक्षण शुल्क व विकास शुल्क परत मिळत नाही; मात्र अनामत रक्कम आणि पुढील वर्षांसाठी आगाऊ भरलेले शुल्क पूर्ण परत केले जाते.",
          ),
        ],
      }),
      section({
        heading: ["When the refund is paid", "परतावा कधी मिळतो"],
        body: [
          "The college pays the refund **within 15 days** of receiving your written application, into the bank account of the student or parent named in it. Refunds are not paid in cash.",
          "आपला लेखी अर्ज मिळाल्यापासून **१५ दिवसांच्या आत** महाविद्यालय परताव्याची रक्कम अर्जात नमूद केलेल्या विद्यार्थ्याच्या किंवा पालकाच्या बँक खात्यात जमा करते. परतावा रोखीने दिला जात नाही.",
        ],
      }),
      section({
        heading: ["Your original certificates", "आपली मूळ प्रमाणपत्रे"],
        body: [
          "The college **does not keep any original certificate** of a student. Originals are checked at admission and handed back the same day; the office keeps only attested photocopies. If you cancel your admission, any document you have left with the office is returned to you at once, and nothing is charged for returning it.",
          "महाविद्यालय कोणत्याही विद्यार्थ्याचे **एकही मूळ प्रमाणपत्र स्वतःकडे ठेवत नाही**. प्रवेशाच्या वेळी मूळ प्रमाणपत्रे तपासून त्याच दिवशी परत दिली जातात; कार्यालयात फक्त साक्षांकित छायाप्रती ठेवल्या जातात. प्रवेश रद्द केल्यास कार्यालयाकडे दिलेली आपली कोणतीही कागदपत्रे आपल्याला लगेच परत दिली जातात, आणि त्यासाठी कोणतेही शुल्क घेतले जात नाही.",
        ],
      }),
      section({
        heading: ["How to apply for a refund", "परताव्यासाठी अर्ज कसा करावा"],
        body: [
          markdown(
            "Give the college office an application for cancellation of admission and refund, signed by the student and a parent, with the fee receipts and a cancelled cheque or a copy of the bank passbook. Students admitted through CAP must also cancel their admission on the CAP portal of the State CET Cell (B.Pharm) or the Directorate of Technical Education (D.Pharm).",
            "For help, call {phone} or write to {email}, 10:00 AM to 5:00 PM, Monday to Saturday. If the refund has not reached you within 15 days, write to the Principal or raise a grievance with the college's Grievance Redressal Committee.",
          ),
          markdown(
            "प्रवेश रद्द करून शुल्क परत मिळण्यासाठी विद्यार्थी व पालक दोघांच्या सहीचा अर्ज शुल्काच्या पावत्या आणि रद्द केलेला धनादेश किंवा बँक पासबुकची प्रत यांसह महाविद्यालयाच्या कार्यालयात द्या. CAP प्रक्रियेद्वारे प्रवेश घेतलेल्या विद्यार्थ्यांनी राज्य सामाईक प्रवेश परीक्षा कक्षाच्या (बी.फार्म) किंवा तंत्रशिक्षण संचालनालयाच्या (डी.फार्म) CAP पोर्टलवरही प्रवेश रद्द करावा.",
            "मदतीसाठी सोमवार ते शनिवार, सकाळी १० ते सायंकाळी ५ या वेळेत {phone} या क्रमांकावर फोन करा किंवा {email} येथे लिहा. १५ दिवसांत परतावा न मिळाल्यास प्राचार्यांना लिहा किंवा महाविद्यालयाच्या तक्रार निवारण समितीकडे तक्रार नोंदवा.",
          ),
        ],
      }),
    ],
  },
  "course-fees-fra": {
    title: "Fee Structure (FRA Approved)",
    titleMr: "शुल्करचना (शुल्क नियामक प्राधिकरण मान्य)",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "The tuition and development fees of the college are approved every year by the Fees Regulating Authority (FRA), Maharashtra. The college does not charge any capitation fee or any amount beyond the approved structure.",
          "महाविद्यालयाचे शिक्षण शुल्क व विकास शुल्क दरवर्षी महाराष्ट्र शुल्क नियामक प्राधिकरण (FRA) मान्य करते. महाविद्यालय कोणतेही कॅपिटेशन शुल्क किंवा मान्य शुल्करचनेपेक्षा जास्त रक्कम घेत नाही.",
        ],
      }),
      // Beside the fee structure's download.
      section({
        heading: ["Fee structure PDF", "शुल्करचनेची PDF"],
        body: [
          "Download the fee structure PDF below for the current academic year. For instalments, scholarship and freeship adjustments, or receipts, please contact the accounts section.",
          "चालू शैक्षणिक वर्षाच्या शुल्करचनेची PDF खाली डाउनलोड करा. हप्ते, शिष्यवृत्ती व फ्रीशिपनुसार समायोजन किंवा पावत्यांसाठी कृपया लेखा विभागाशी संपर्क साधा.",
        ],
      }),
      // Above the fee contacts.
      section({
        heading: ["Questions about fees?", "शुल्काबाबत प्रश्न आहेत?"],
        body: ["Call or write to the right person directly.", "संबंधित व्यक्तीला थेट फोन करा किंवा ईमेल लिहा."],
      }),
      // The fee contacts, a section each.
      section({
        heading: ["Mr. Sunil M. Kulkarni", "श्री. सुनील एम. कुलकर्णी"],
        body: [
          markdown(
            "Accountant (fee payment and receipts)",
            list("[+91 98604 27153](tel:+919860427153)", "[accounts@godavari-pharmacy.example](mailto:accounts@godavari-pharmacy.example)"),
          ),
          markdown(
            "लेखापाल (शुल्क भरणा व पावत्या)",
            list("[+91 98604 27153](tel:+919860427153)", "[accounts@godavari-pharmacy.example](mailto:accounts@godavari-pharmacy.example)"),
          ),
        ],
      }),
      section({
        heading: ["Mr. Ganesh T. Wagh", "श्री. गणेश टी. वाघ"],
        body: [
          markdown(
            "Office Superintendent (scholarship and freeship)",
            list(
              "[02551 274 310](tel:02551274310)",
              "[scholarship@godavari-pharmacy.example](mailto:scholarship@godavari-pharmacy.example)",
            ),
          ),
          markdown(
            "कार्यालय अधीक्षक (शिष्यवृत्ती व फ्रीशिप)",
            list(
              "[02551 274 310](tel:02551274310)",
              "[scholarship@godavari-pharmacy.example](mailto:scholarship@godavari-pharmacy.example)",
            ),
          ),
        ],
      }),
      section({
        heading: ["Dr. Anjali S. Deshmukh", "डॉ. अंजली एस. देशमुख"],
        body: [
          markdown(
            "Principal (fee concessions and grievances)",
            list("[{phone}](tel:{phone})", "[principal@godavari-pharmacy.example](mailto:principal@godavari-pharmacy.example)"),
          ),
          markdown(
            "प्राचार्य (शुल्क सवलत व तक्रारी)",
            list("[{phone}](tel:{phone})", "[principal@godavari-pharmacy.example](mailto:principal@godavari-pharmacy.example)"),
          ),
        ],
      }),
    ],
  },
  "course-fees-fca": {
    title: "Fellowship in Clinical Administration (FCA)",
    titleMr: "क्लिनिकल प्रशासन फेलोशिप (FCA)",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Classes are held on weekends and two weekday evenings so that working graduates can attend.",
          "नोकरी करणाऱ्या पदवीधरांनाही उपस्थित राहता यावे म्हणून वर्ग शनिवार-रविवारी आणि आठवड्यातील दोन सायंकाळी होतात.",
        ],
      }),
      // The three fact cards.
      section({
        heading: ["", ""],
        body: [
          markdown(
            facts(
              ["Duration", "2 Years"],
              ["Intake", "30 seats"],
              ["Eligibility", "Graduation in any stream from a recognised university"],
            ),
          ),
          markdown(facts(["कालावधी", "२ वर्षे"], ["प्रवेशक्षमता", "३० जागा"], ["पात्रता", "मान्यताप्राप्त विद्यापीठातून कोणत्याही शाखेतील पदवी"])),
        ],
      }),
      section({
        heading: ["About the course", "अभ्यासक्रमाविषयी"],
        body: [
          markdown(
            "The Fellowship in Clinical Administration is a two-year course for graduates who want to work on the management side of healthcare: running hospital pharmacies, clinics, diagnostic centres and medicine stores efficiently and within the law. It is open to graduates of any stream, so commerce, arts and science graduates from the region can enter the healthcare sector without a pharmacy degree.",
            "Teaching is done by the institute's pharmacy faculty together with visiting hospital administrators and practising pharmacists. Each fellow spends a supervised internship period in a hospital or healthcare organisation in the second year and completes a small project on a real administrative problem, such as inventory control of medicines or patient-record management.",
            "**Awarded by:** The institute (a fellowship certificate of the institute; not a university degree)",
          ),
          markdown(
            "क्लिनिकल प्रशासन फेलोशिप हा आरोग्यसेवेच्या व्यवस्थापन क्षेत्रात काम करू इच्छिणाऱ्या पदवीधरांसाठी दोन वर्षांचा अभ्यासक्रम आहे: रुग्णालयातील औषधालये, दवाखाने, रोगनिदान केंद्रे आणि औषध दुकाने कार्यक्षमपणे व कायद्याच्या चौकटीत चालवणे. तो कोणत्याही शाखेच्या पदवीधरांसाठी खुला आहे, त्यामुळे परिसरातील वाणिज्य, कला व विज्ञान शाखेचे पदवीधर फार्मसीची पदवी नसतानाही आरोग्य क्षेत्रात येऊ शकतात.",
            "संस्थेचे फार्मसी अध्यापक, अतिथी रुग्णालय प्रशासक आणि कार्यरत फार्मासिस्ट मिळून अध्यापन करतात. दुसऱ्या वर्षी प्रत्येक फेलो रुग्णालयात किंवा आरोग्य संस्थेत मार्गदर्शनाखाली इंटर्नशिप करतो आणि औषधांचे साठा नियंत्रण किंवा रुग्णांच्या नोंदींचे व्यवस्थापन यांसारख्या प्रत्यक्ष प्रशासकीय प्रश्नावर छोटा प्रकल्प पूर्ण करतो.",
            "**प्रमाणपत्र देणारी संस्था:** संस्था (संस्थेचे फेलोशिप प्रमाणपत्र; विद्यापीठाची पदवी नव्हे)",
          ),
        ],
      }),
      section({
        heading: ["What you will study", "आपण काय शिकाल"],
        body: [
          markdown(
            numbered(
              "Fundamentals of Healthcare Systems in India",
              "Basics of Pharmacology and Medicine Use for Administrators",
              "Hospital and Pharmacy Store Management",
              "Drug Laws, Licensing and Regulatory Compliance",
              "Medical Records, Health Insurance and Billing",
              "Inventory, Procurement and Cold-Chain Management",
              "Quality, Patient Safety and Infection Control",
              "Communication, Leadership and Computer Skills",
              "Internship and Project Work",
            ),
          ),
          markdown(
            numbered(
              "भारतातील आरोग्यव्यवस्थेची मूलतत्त्वे",
              "प्रशासकांसाठी औषधशास्त्र व औषधवापराची मूलतत्त्वे",
              "रुग्णालय व औषध भांडार व्यवस्थापन",
              "औषध कायदे, परवाने आणि नियमांचे पालन",
              "वैद्यकीय नोंदी, आरोग्य विमा आणि देयके",
              "साठा, खरेदी आणि शीतसाखळी व्यवस्थापन",
              "गुणवत्ता, रुग्ण सुरक्षितता आणि संसर्ग नियंत्रण",
              "संवाद, नेतृत्व आणि संगणक कौशल्ये",
              "इंटर्नशिप आणि प्रकल्प कार्य",
            ),
          ),
        ],
      }),
      section({
        heading: ["Where fellows work", "फेलो कुठे काम करतात"],
        body: [
          markdown(
            list(
              "Hospital and clinic administration",
              "Pharmacy store and warehouse management",
              "Health insurance and TPA desks",
              "Medical records and billing",
              "Procurement in healthcare organisations",
            ),
          ),
          markdown(
            list(
              "रुग्णालय व दवाखाना प्रशासन",
              "औषध दुकान व गोदाम व्यवस्थापन",
              "आरोग्य विमा व TPA विभाग",
              "वैद्यकीय नोंदी व देयके",
              "आरोग्य संस्थांमधील खरेदी",
            ),
          ),
        ],
      }),
    ],
  },
  library: {
    title: "Library",
    titleMr: "ग्रंथालय",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "The college library is the academic heart of the campus: a quiet, well-lit space where students prepare for examinations, read journals and work on their projects. Its collection covers every subject of the D.Pharm and B.Pharm curricula, along with reference books for GPAT and competitive examinations.",
          "महाविद्यालयाचे ग्रंथालय हे परिसराचे शैक्षणिक हृदय आहे: शांत, उजेडाने भरलेली जागा, जिथे विद्यार्थी परीक्षांची तयारी करतात, नियतकालिके वाचतात आणि आपल्या प्रकल्पांवर काम करतात. त्याच्या संग्रहात डी.फार्म व बी.फार्मच्या पाठ्यक्रमांतील प्रत्येक विषयाची पुस्तके, तसेच GPAT व स्पर्धा परीक्षांसाठीचे संदर्भग्रंथ आहेत.",
        ],
      }),
      section({
        heading: ["Opening hours", "उघडण्याची वेळ"],
        body: [
          markdown(
            facts(["Monday - Friday", "8:00 AM - 8:00 PM"], ["Saturday", "9:00 AM - 5:00 PM"], ["Sunday", "Closed"]),
            "Reading hours are extended during examinations.",
          ),
          markdown(
            facts(["सोमवार - शुक्रवार", "सकाळी ८:०० - रात्री ८:००"], ["शनिवार", "सकाळी ९:०० - सायंकाळी ५:००"], ["रविवार", "बंद"]),
            "परीक्षांच्या काळात वाचनाची वेळ वाढवली जाते.",
          ),
        ],
      }),
      section({
        heading: ["The collection", "ग्रंथसंग्रह"],
        body: [
          markdown(
            facts(
              ["Books", "5,000+"],
              ["Titles", "1,400+"],
              ["National and international journals", "24"],
              ["Magazines and newspapers", "12"],
              ["E-resources", "Online journal and e-book access"],
              ["Reading hall", "80 seats"],
              ["Previous question papers", "Board and university papers, last 10 years"],
              ["Project and dissertation reports", "Bound copies of final-year projects"],
            ),
          ),
          markdown(
            facts(
              ["पुस्तके", "५,०००+"],
              ["शीर्षके", "१,४००+"],
              ["राष्ट्रीय व आंतरराष्ट्रीय नियतकालिके", "२४"],
              ["मासिके व वर्तमानपत्रे", "१२"],
              ["ई-साधने", "ऑनलाइन नियतकालिके व ई-पुस्तकांची सुविधा"],
              ["वाचन कक्ष", "८० आसने"],
              ["मागील प्रश्नपत्रिका", "मंडळ व विद्यापीठाच्या गेल्या १० वर्षांच्या प्रश्नपत्रिका"],
              ["प्रकल्प व प्रबंध अहवाल", "अंतिम वर्षाच्या प्रकल्पांच्या बांधीव प्रती"],
            ),
          ),
        ],
      }),
      section({
        heading: ["Services", "सेवा"],
        body: [
          markdown(
            list(
              "Book lending for students and staff",
              "Reference section for standard textbooks, pharmacopoeias and formularies",
              "Book bank for economically weaker and scholarship students",
              "Computers with internet access for e-journals and online learning",
              "Newspaper clipping service on healthcare and pharmacy news",
              "Photocopying and printing at nominal rates",
              "Extended reading hours during examinations",
            ),
          ),
          markdown(
            list(
              "विद्यार्थी व कर्मचाऱ्यांसाठी पुस्तके देवघेव",
              "प्रमाणित पाठ्यपुस्तके, फार्माकोपिया व फॉर्म्युलरींसाठी संदर्भ विभाग",
              "आर्थिकदृष्ट्या दुर्बल व शिष्यवृत्तीधारक विद्यार्थ्यांसाठी बुक बँक",
              "ई-नियतकालिके व ऑनलाइन शिक्षणासाठी इंटरनेटसह संगणक",
              "आरोग्यसेवा व फार्मसीविषयक बातम्यांच्या कात्रणांची सेवा",
              "माफक दरात छायाप्रती व छपाई",
              "परीक्षांच्या काळात वाचनाची वाढीव वेळ",
            ),
          ),
        ],
      }),
      section({
        heading: ["Library rules", "ग्रंथालयाचे नियम"],
        body: [
          markdown(
            numbered(
              "Carry your college identity card and show it on entering the library.",
              "Maintain silence; keep mobile phones switched off or on silent mode.",
              "Students may borrow up to two books at a time for fourteen days.",
              "Reference books, journals and pharmacopoeias are for reading in the library only.",
              "A fine is charged for each day a book is returned late.",
              "Lost or damaged books must be replaced or paid for.",
              "Personal bags and belongings are to be kept at the property counter.",
              "Food and drinks are not allowed inside the reading hall.",
            ),
          ),
          markdown(
            numbered(
              "महाविद्यालयाचे ओळखपत्र सोबत ठेवा आणि ग्रंथालयात प्रवेश करताना दाखवा.",
              "शांतता राखा; मोबाइल फोन बंद किंवा सायलेंट मोडवर ठेवा.",
              "विद्यार्थी एका वेळी जास्तीत जास्त दोन पुस्तके चौदा दिवसांसाठी घेऊ शकतात.",
              "संदर्भग्रंथ, नियतकालिके व फार्माकोपिया फक्त ग्रंथालयातच वाचण्यासाठी आहेत.",
              "पुस्तक उशिरा परत केल्यास प्रत्येक दिवसासाठी दंड आकारला जातो.",
              "हरवलेली किंवा खराब झालेली पुस्तके बदलून द्यावी लागतात किंवा त्यांची किंमत भरावी लागते.",
              "वैयक्तिक पिशव्या व सामान साहित्य काउंटरवर ठेवावे.",
              "वाचन कक्षात खाद्यपदार्थ व पेये आणण्यास मनाई आहे.",
            ),
          ),
        ],
      }),
    ],
  },
  awards: {
    title: "Awards and Recognition",
    titleMr: "पुरस्कार व गौरव",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Recognition earned by our students, teachers and campus for teaching, research and service to the villages around us.",
          "अध्यापन, संशोधन आणि आसपासच्या गावांच्या सेवेसाठी आमचे विद्यार्थी, शिक्षक आणि परिसर यांना मिळालेला गौरव.",
        ],
      }),
      // The awards, a section each.
      section({
        heading: ["Best Rural Pharmacy Institute", "सर्वोत्कृष्ट ग्रामीण फार्मसी संस्था"],
        body: [
          markdown(
            "2024 · Sahyadri Pharmacy Educators' Forum",
            "Recognised for bringing professional pharmacy education within reach of students from farming families of Sinnar taluka, with more than half of each batch being first-generation graduates.",
          ),
          markdown(
            "२०२४ · सह्याद्री फार्मसी शिक्षक मंच",
            "सिन्नर तालुक्यातील शेतकरी कुटुंबांतील विद्यार्थ्यांपर्यंत व्यावसायिक फार्मसी शिक्षण पोहोचवल्याबद्दल गौरव; प्रत्येक तुकडीतील निम्म्याहून अधिक विद्यार्थी आपल्या कुटुंबातील पहिले पदवीधर आहेत.",
          ),
        ],
      }),
      section({
        heading: ["Green Campus Award", "हरित परिसर पुरस्कार"],
        body: [
          markdown(
            "2023 · Godavari Valley Environment Trust",
            "Awarded for the college's medicinal plant garden of over 150 species, rain-water harvesting and solar-powered laboratories, maintained with the help of the Pharmacognosy department and NSS volunteers.",
          ),
          markdown(
            "२०२३ · गोदावरी खोरे पर्यावरण न्यास",
            "फार्माकोग्नोसी विभाग व NSS स्वयंसेवकांच्या मदतीने जपलेले १५० हून अधिक प्रजातींचे औषधी वनस्पती उद्यान, पावसाच्या पाण्याचे संकलन आणि सौरऊर्जेवर चालणाऱ्या प्रयोगशाळांसाठी दिलेला पुरस्कार.",
          ),
        ],
      }),
      section({
        heading: ["Excellence in Community Health Outreach", "सामुदायिक आरोग्य सेवेतील उत्कृष्टता"],
        body: [
          markdown(
            "2023 · Nashik Rural Health Volunteers' Network",
            "For free health-check and medicine-awareness camps in twelve villages, where students and faculty screened more than 2,000 people for blood pressure, blood sugar and anaemia and counselled them on the safe use of medicines.",
          ),
          markdown(
            "२०२३ · नाशिक ग्रामीण आरोग्य स्वयंसेवक नेटवर्क",
            "बारा गावांमध्ये घेतलेल्या मोफत आरोग्य तपासणी व औषध जनजागृती शिबिरांसाठी; त्यात विद्यार्थी व अध्यापकांनी २,००० हून अधिक लोकांची रक्तदाब, रक्तशर्करा व रक्तक्षय तपासणी केली आणि औषधांच्या सुरक्षित वापराबद्दल समुपदेशन केले.",
          ),
        ],
      }),
      section({
        heading: ["Best Poster Presentation (Team Award)", "सर्वोत्कृष्ट पोस्टर सादरीकरण (सांघिक पुरस्कार)"],
        body: [
          markdown(
            "2022 · State-Level Pharma Research Convention, Pune",
            "Final-year B.Pharm students won first prize for their poster on a herbal gel formulation developed from locally grown plants, guided by the Pharmaceutics and Pharmacognosy departments.",
          ),
          markdown(
            "२०२२ · राज्यस्तरीय फार्मा संशोधन परिषद, पुणे",
            "फार्मास्युटिक्स व फार्माकोग्नोसी विभागांच्या मार्गदर्शनाखाली, स्थानिक वनस्पतींपासून विकसित केलेल्या वनौषधी जेलच्या सूत्रीकरणावरील पोस्टरसाठी बी.फार्मच्या अंतिम वर्षाच्या विद्यार्थ्यांनी प्रथम पारितोषिक पटकावले.",
          ),
        ],
      }),
      section({
        heading: ["100% Result Award, D.Pharm", "१००% निकाल पुरस्कार, डी.फार्म"],
        body: [
          markdown(
            "2021-2022 · Deccan Technical Education Council",
            "Given to the D.Pharm programme for a pass result of 100% in the final-year board examination, with three students placed in the regional merit list.",
          ),
          markdown(
            "२०२१-२०२२ · दख्खन तंत्रशिक्षण परिषद",
            "अंतिम वर्षाच्या मंडळ परीक्षेत १००% निकाल लावल्याबद्दल आणि तीन विद्यार्थी विभागीय गुणवत्ता यादीत झळकल्याबद्दल डी.फार्म अभ्यासक्रमाला दिलेला पुरस्कार.",
          ),
        ],
      }),
      section({
        heading: ["Outstanding Principal of the Year", "वर्षातील उत्कृष्ट प्राचार्य"],
        body: [
          markdown(
            "2020 · Maharashtra Pharmacy Teachers' Guild",
            "Conferred on our Principal, Dr. Anjali S. Deshmukh, for leading the institute's laboratories, library and student support services to steady growth and for continuing online teaching throughout the pandemic.",
          ),
          markdown(
            "२०२० · महाराष्ट्र फार्मसी शिक्षक संघ",
            "संस्थेच्या प्रयोगशाळा, ग्रंथालय व विद्यार्थी सहाय्य सेवांची स्थिर वाढ घडवून आणल्याबद्दल आणि महामारीच्या काळात ऑनलाइन अध्यापन अखंड सुरू ठेवल्याबद्दल आमच्या प्राचार्य डॉ. अंजली एस. देशमुख यांना प्रदान.",
          ),
        ],
      }),
    ],
  },
  faqs: {
    title: "Frequently Asked Questions",
    titleMr: "नेहमी विचारले जाणारे प्रश्न",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Straight answers to what students and parents ask us most about admission, fees, scholarships and life on campus. Tap a question to read its answer.",
          "प्रवेश, शुल्क, शिष्यवृत्ती आणि महाविद्यालयीन जीवनाबद्दल विद्यार्थी व पालक आम्हाला सर्वाधिक विचारतात त्या प्रश्नांची थेट उत्तरे. उत्तर वाचण्यासाठी प्रश्नावर टॅप करा.",
        ],
      }),
      // The questions, a section each.
      section({
        heading: ["Who is eligible for admission to D.Pharm and B.Pharm?", "डी.फार्म व बी.फार्मच्या प्रवेशासाठी कोण पात्र आहे?"],
        body: [
          "For D.Pharm you must have passed 10+2 (HSC) with Physics and Chemistry along with Biology or Mathematics (PCB/PCM). For B.Pharm you must have passed 10+2 with Physics and Chemistry and Biology or Mathematics with at least 50% aggregate marks (45% for candidates of reserved categories from Maharashtra), and you must have a valid MHT-CET or NEET score. Students who have completed D.Pharm may also apply for direct second-year admission to B.Pharm as per the rules of the State CET Cell.",
          "डी.फार्मसाठी भौतिकशास्त्र व रसायनशास्त्रासह जीवशास्त्र किंवा गणित (PCB/PCM) घेऊन बारावी (HSC) उत्तीर्ण असणे आवश्यक आहे. बी.फार्मसाठी भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित घेऊन किमान ५०% एकूण गुणांसह (महाराष्ट्रातील राखीव प्रवर्गातील उमेदवारांसाठी ४५%) बारावी उत्तीर्ण असणे, आणि MHT-CET किंवा NEET या परीक्षेतील वैध गुण असणे आवश्यक आहे. डी.फार्म पूर्ण केलेले विद्यार्थी राज्य सामाईक प्रवेश परीक्षा कक्षाच्या नियमांनुसार बी.फार्मच्या थेट दुसऱ्या वर्षासाठीही अर्ज करू शकतात.",
        ],
      }),
      section({
        heading: ["Is MHT-CET or NEET compulsory for admission?", "प्रवेशासाठी MHT-CET किंवा NEET आवश्यक आहे का?"],
        body: [
          "For B.Pharm, yes: admission through the Centralised Admission Process (CAP) is given on the basis of your MHT-CET (PCB or PCM group) or NEET score, so please appear for one of these examinations and register for CAP on the State CET Cell portal. For D.Pharm, no entrance examination is needed; the merit list is prepared from your 12th-standard marks. Our admissions office helps students fill in CAP forms and choose option forms free of charge.",
          "बी.फार्मसाठी हो: केंद्रीभूत प्रवेश प्रक्रियेतून (CAP) प्रवेश आपल्या MHT-CET (PCB किंवा PCM गट) किंवा NEET गुणांच्या आधारे मिळतो, म्हणून यांपैकी एक परीक्षा द्या आणि राज्य सामाईक प्रवेश परीक्षा कक्षाच्या पोर्टलवर CAP फेऱ्यांसाठी नोंदणी करा. डी.फार्मसाठी प्रवेश परीक्षा लागत नाही; गुणवत्ता यादी बारावीच्या गुणांवरून तयार होते. आमचे प्रवेश कार्यालय विद्यार्थ्यांना CAP अर्ज व पसंतीक्रम अर्ज भरण्यास विनामूल्य मदत करते.",
        ],
      }),
      section({
        heading: ["What are the fees, and where can I see the fee structure?", "शुल्क किती आहे, आणि शुल्करचना कुठे पाहता येईल?"],
        body: [
          "Tuition and development fees for each course are fixed every year by the Fees Regulating Authority (FRA), Maharashtra, and the college charges only the approved amount. The current fee structure can be downloaded from the Course Fees → FRA page. Fees can be paid in instalments on request; please speak to the accounts section before the last date of payment.",
          'प्रत्येक अभ्यासक्रमाचे शिक्षण शुल्क व विकास शुल्क दरवर्षी महाराष्ट्र शुल्क नियामक प्राधिकरण (FRA) ठरवते, आणि महाविद्यालय फक्त मान्य रक्कमच घेते. चालू शुल्करचना "अभ्यासक्रम शुल्क → FRA" या पानावरून डाउनलोड करता येते. विनंतीनुसार शुल्क हप्त्यांमध्ये भरता येते; कृपया शुल्क भरण्याच्या अंतिम तारखेपूर्वी लेखा विभागाशी बोला.',
        ],
      }),
      section({
        heading: ["Which scholarships and fee concessions are available?", "कोणत्या शिष्यवृत्ती व शुल्क सवलती उपलब्ध आहेत?"],
        body: [
          "Eligible students receive Government of India post-matric scholarships and Government of Maharashtra scholarships and freeships (for SC, ST, OBC, VJNT, SBC and EWS categories, and the Rajarshi Shahu Maharaj scholarship for economically weaker students) through the MahaDBT portal. Girl students of eligible categories can also get fee reimbursement as per state rules. Our scholarship desk helps you with the online application, income and caste certificates, and renewal every year.",
          "पात्र विद्यार्थ्यांना महाडीबीटी पोर्टलद्वारे भारत सरकारची मॅट्रिकोत्तर शिष्यवृत्ती आणि महाराष्ट्र शासनाच्या शिष्यवृत्ती व फ्रीशिप मिळतात (SC, ST, OBC, VJNT, SBC व EWS प्रवर्गांसाठी, तसेच आर्थिकदृष्ट्या दुर्बल विद्यार्थ्यांसाठी राजर्षी शाहू महाराज शिष्यवृत्ती). पात्र प्रवर्गातील विद्यार्थिनींना राज्याच्या नियमांनुसार शुल्क प्रतिपूर्तीही मिळू शकते. ऑनलाइन अर्ज, उत्पन्न व जातीची प्रमाणपत्रे आणि दरवर्षीचे नूतनीकरण यासाठी आमचा शिष्यवृत्ती विभाग मदत करतो.",
        ],
      }),
      section({
        heading: ["Is hostel accommodation available?", "वसतिगृहाची सोय आहे का?"],
        body: [
          "Yes. Separate hostels for boys and girls are available within walking distance of the college, each with a resident rector, CCTV at the entrance, a reading room, clean drinking water and a mess serving home-style vegetarian meals. Seats are limited and are allotted on a first-come basis after admission is confirmed; please contact the office early if you need a hostel room.",
          "हो. महाविद्यालयापासून चालत जाण्याच्या अंतरावर मुला-मुलींसाठी स्वतंत्र वसतिगृहे आहेत; प्रत्येकात निवासी रेक्टर, प्रवेशद्वारावर CCTV, अभ्यासिका, स्वच्छ पिण्याचे पाणी आणि घरगुती शाकाहारी जेवण देणारी खानावळ आहे. जागा मर्यादित असून प्रवेश निश्चित झाल्यानंतर प्रथम येणाऱ्यास प्राधान्य या तत्त्वावर दिल्या जातात; वसतिगृहात खोली हवी असल्यास कृपया लवकर कार्यालयाशी संपर्क साधा.",
        ],
      }),
      section({
        heading: ["Which documents do I need at the time of admission?", "प्रवेशाच्या वेळी कोणती कागदपत्रे लागतात?"],
        body: [
          "Bring the originals and two sets of attested photocopies of: the CAP allotment letter (if admitted through CAP), MHT-CET/NEET score card (for B.Pharm), 10th and 12th mark sheets, School Leaving Certificate, nationality or domicile certificate, caste certificate, caste validity and non-creamy-layer certificate (if applicable), income certificate (for scholarships), Aadhaar card, gap certificate (if any) and six passport-size photographs. The full list is on the Admission Process page.",
          'पुढील कागदपत्रांच्या मूळ प्रती आणि साक्षांकित छायाप्रतींचे दोन संच आणा: CAP जागावाटप पत्र (CAP प्रक्रियेद्वारे प्रवेश असल्यास), MHT-CET/NEET गुणपत्रक (बी.फार्मसाठी), दहावी व बारावीची गुणपत्रके, शाळा सोडल्याचा दाखला, राष्ट्रीयत्व किंवा अधिवास प्रमाणपत्र, जातीचे प्रमाणपत्र, जात वैधता व नॉन-क्रिमीलेयर प्रमाणपत्र (लागू असल्यास), उत्पन्न प्रमाणपत्र (शिष्यवृत्तीसाठी), आधार कार्ड, गॅप प्रमाणपत्र (असल्यास) आणि पासपोर्ट आकाराची सहा छायाचित्रे. संपूर्ण यादी "प्रवेश प्रक्रिया" या पानावर आहे.',
        ],
      }),
      section({
        heading: [
          "What support does the college give for placements and higher studies?",
          "नोकरी व उच्च शिक्षणासाठी महाविद्यालय कोणती मदत करते?",
        ],
        body: [
          "The Training & Placement Cell arranges industrial training, hospital visits, aptitude and interview workshops, and campus drives with pharmaceutical manufacturers, hospital pharmacies, retail pharmacy chains and marketing companies. Faculty members also guide students for GPAT, M.Pharm admissions and for registering with the State Pharmacy Council to start their own medical store after D.Pharm or B.Pharm.",
          "प्रशिक्षण व नोकरी मार्गदर्शन कक्ष औद्योगिक प्रशिक्षण, रुग्णालय भेटी, अभियोग्यता व मुलाखत कार्यशाळा, आणि औषध उत्पादक, रुग्णालयातील औषधालये, औषध विक्री साखळ्या व विपणन कंपन्यांसोबत कॅम्पस मुलाखती आयोजित करतो. डी.फार्म किंवा बी.फार्मनंतर GPAT, एम.फार्म प्रवेश आणि स्वतःचे औषध दुकान सुरू करण्यासाठी राज्य फार्मसी परिषदेकडे नोंदणी यासाठीही अध्यापक मार्गदर्शन करतात.",
        ],
      }),
      section({
        heading: ["Is there transport from nearby villages and Sinnar?", "जवळची गावे आणि सिन्नरहून वाहतुकीची सोय आहे का?"],
        body: [
          "Yes. College buses run every day on fixed routes from Sinnar and the surrounding villages, timed to college hours. Ambewadi is also connected by State Transport (ST) buses, and students can apply for the concessional ST student pass with a bonafide certificate from the college office. For route and pick-up details, call {phone} or email {email}.",
          "हो. सिन्नर व आसपासच्या गावांतून ठरलेल्या मार्गांवर महाविद्यालयाच्या बसेस रोज महाविद्यालयाच्या वेळेनुसार धावतात. आंबेवाडीला एसटी बसेसही जातात, आणि महाविद्यालयाच्या कार्यालयातून बोनाफाईड प्रमाणपत्र घेऊन विद्यार्थी सवलतीच्या एसटी पाससाठी अर्ज करू शकतात. मार्ग व थांब्यांच्या माहितीसाठी {phone} या क्रमांकावर फोन करा किंवा {email} या पत्त्यावर ईमेल लिहा.",
        ],
      }),
    ],
  },
  "mandatory-disclosure": {
    title: "Mandatory Disclosure",
    titleMr: "अनिवार्य प्रकटीकरण",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Every institution approved by the All India Council for Technical Education (AICTE) and the Pharmacy Council of India (PCI) must make certain information about itself available to the public. This mandatory disclosure helps students, parents and the public make an informed choice before taking admission.",
          "अखिल भारतीय तंत्रशिक्षण परिषद (AICTE) व फार्मसी कौन्सिल ऑफ इंडिया (PCI) यांची मान्यता असलेल्या प्रत्येक संस्थेने स्वतःविषयीची ठरावीक माहिती सर्वांसाठी उपलब्ध करणे बंधनकारक आहे. प्रवेश घेण्यापूर्वी विद्यार्थी, पालक व सर्वसामान्यांना माहितीपूर्ण निर्णय घेता यावा, यासाठी हे अनिवार्य प्रकटीकरण आहे.",
        ],
      }),
      // Above the document.
      section({
        heading: ["", ""],
        body: [
          markdown(
            "The document below is the Standard Information Format (SIF) of Godavari Institute of Pharmacy. It lists the trust and management, the approval and affiliation status of each programme, sanctioned intake, faculty and their qualifications, laboratories and equipment, library resources, land and built-up area, the fee structure approved by the Fees Regulating Authority, and student welfare arrangements such as committees, scholarships and grievance redressal.",
            "The information is updated every academic year. If you find anything that is unclear or appears out of date, please write to {email}.",
          ),
          markdown(
            "खालील कागदपत्र गोदावरी इन्स्टिट्यूट ऑफ फार्मसीचे स्टँडर्ड इन्फॉर्मेशन फॉरमॅट (SIF) आहे. त्यात संस्था व व्यवस्थापन, प्रत्येक अभ्यासक्रमाची मान्यता व संलग्नता, मंजूर प्रवेशक्षमता, अध्यापक व त्यांची पात्रता, प्रयोगशाळा व उपकरणे, ग्रंथालयातील साधने, जमीन व बांधकाम क्षेत्र, शुल्क नियामक प्राधिकरणाने मान्य केलेली शुल्करचना, आणि समित्या, शिष्यवृत्ती व तक्रार निवारण यांसारख्या विद्यार्थी कल्याणाच्या व्यवस्था यांची माहिती आहे.",
            "ही माहिती दर शैक्षणिक वर्षी अद्ययावत केली जाते. यातील काही अस्पष्ट किंवा जुने वाटल्यास कृपया {email} येथे लिहा.",
          ),
        ],
      }),
    ],
  },
  privacy: {
    title: "Privacy Notice",
    titleMr: "गोपनीयता सूचना",
    sections: [
      // The introduction under the title.
      section({
        heading: ["", ""],
        body: [
          "Godavari Institute of Pharmacy collects personal data only to admit students and to answer their grievances and requests. This notice says in plain words what we collect, why, who sees it, how long we keep it and what you may ask of us, as the Digital Personal Data Protection Act, 2023 requires.",
          "गोदावरी इन्स्टिट्यूट ऑफ फार्मसी विद्यार्थ्यांना प्रवेश देणे आणि त्यांच्या तक्रारींना व विनंत्यांना उत्तर देणे, एवढ्यासाठीच वैयक्तिक माहिती घेते. आम्ही कोणती माहिती घेतो, ती कशासाठी, ती कोण पाहू शकते, ती किती काळ ठेवतो आणि आपण आमच्याकडे काय मागू शकता, हे डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, २०२३ या कायद्यानुसार या सूचनेत सोप्या शब्दांत सांगितले आहे.",
        ],
      }),
      section({
        heading: ["What we collect and why", "आम्ही कोणती माहिती घेतो आणि कशासाठी"],
        body: [
          markdown(
            list(
              "**The application form:** the applicant's full name, email address, mobile number, education, 10th and 12th marks and passing years, and the names of the school and college. We use them to consider the application, to prepare the merit list and to contact the applicant about admission.",
              "**The grievance form:** the complainant's name, email address and mobile number, and what they write about the grievance. We use them to look into the grievance and to tell the complainant what has been done.",
              "**The privacy request form:** the name, email address and mobile number of the person asking, and what they ask. We use them to find their records and to answer them.",
            ),
            "We do not sell personal data, we do not use it for advertising, and we ask for nothing these purposes do not need.",
          ),
          markdown(
            list(
              "**प्रवेश अर्ज:** अर्जदाराचे पूर्ण नाव, ईमेल पत्ता, मोबाइल क्रमांक, शिक्षण, दहावी व बारावीचे गुण आणि उत्तीर्ण झाल्याची वर्षे, तसेच शाळेचे व महाविद्यालयाचे नाव. अर्जाचा विचार करणे, गुणवत्ता यादी तयार करणे आणि प्रवेशाबाबत अर्जदाराशी संपर्क साधणे, यासाठी ही माहिती वापरली जाते.",
              "**तक्रार अर्ज:** तक्रारदाराचे नाव, ईमेल पत्ता, मोबाइल क्रमांक आणि तक्रारीबद्दल आपण लिहिलेली माहिती. तक्रारीची चौकशी करणे आणि काय कार्यवाही झाली ते तक्रारदाराला कळवणे, यासाठी ही माहिती वापरली जाते.",
              "**वैयक्तिक माहितीविषयी विनंती:** विनंती करणाऱ्या व्यक्तीचे नाव, ईमेल पत्ता, मोबाइल क्रमांक आणि तिने काय मागितले आहे ते. त्या व्यक्तीच्या नोंदी शोधणे आणि तिला उत्तर देणे, यासाठी ही माहिती वापरली जाते.",
            ),
            "आम्ही वैयक्तिक माहिती विकत नाही, जाहिरातींसाठी वापरत नाही, आणि या कामांसाठी आवश्यक नसलेली कोणतीही माहिती मागत नाही.",
          ),
        ],
      }),
      section({
        heading: ["Applicants under 18", "१८ वर्षांखालील अर्जदार"],
        body: [
          "Many applicants are younger than 18. A parent or guardian should read this notice with them and fill in the form with them; by sending it, the parent or guardian agrees to the use of the data this notice describes.",
          "अनेक अर्जदारांचे वय १८ वर्षांपेक्षा कमी असते. पालकांनी ही सूचना त्यांच्यासोबत वाचावी आणि अर्जही त्यांच्यासोबत भरावा; अर्ज पाठवून पालक या सूचनेत सांगितलेल्या माहितीच्या वापराला संमती देतात.",
        ],
      }),
      section({
        heading: ["Who sees it", "ही माहिती कोण पाहू शकते"],
        body: [
          markdown(
            "Only the college staff whose work needs it: the admissions office sees applications, the grievance committees and the administrators see grievances, and the privacy officer and the administrators see privacy requests. Whenever a member of staff opens one person's data, the site records who opened it and when.",
            "We give personal data to no one else, unless a law or a government authority requires it.",
          ),
          markdown(
            "ज्या कर्मचाऱ्यांच्या कामासाठी ती आवश्यक आहे, तेच ही माहिती पाहू शकतात: प्रवेश अर्ज प्रवेश कार्यालय पाहते, तक्रारी तक्रार समित्या व प्रशासक पाहतात, आणि वैयक्तिक माहितीविषयीच्या विनंत्या गोपनीयता अधिकारी व प्रशासक पाहतात. एखाद्या व्यक्तीची माहिती कर्मचाऱ्याने उघडली की ती कोणी व केव्हा उघडली, याची नोंद संकेतस्थळ ठेवते.",
            "कायद्याने किंवा शासकीय प्राधिकरणाने मागितल्याशिवाय आम्ही ही माहिती इतर कोणालाही देत नाही.",
          ),
        ],
      }),
      section({
        heading: ["How long we keep it", "माहिती किती काळ ठेवली जाते"],
        body: [
          "An application is kept for {retentionMonths} months after it is sent, and a grievance or privacy request for {retentionMonths} months after it is decided. Then the site itself erases the name, email address, mobile number, the names of the school and college and what was written, and keeps only the number, the dates, the programme and the outcome, for the college's statistics.",
          "प्रवेश अर्ज पाठवल्यापासून {retentionMonths} महिने, आणि तक्रार किंवा वैयक्तिक माहितीविषयीची विनंती निकाली निघाल्यापासून {retentionMonths} महिने ठेवली जाते. त्यानंतर संकेतस्थळ स्वतःच नाव, ईमेल पत्ता, मोबाइल क्रमांक, शाळेचे व महाविद्यालयाचे नाव आणि लिहिलेली माहिती पुसून टाकते; महाविद्यालयाच्या आकडेवारीसाठी फक्त क्रमांक, तारखा, अभ्यासक्रम आणि निर्णय ठेवले जातात.",
        ],
      }),
      section({
        heading: ["Your rights", "आपले अधिकार"],
        body: [
          list(
            "**To see your data:** ask for a copy of what the college holds about you.",
            "**To correct it:** ask us to correct or complete what is wrong or out of date.",
            "**To erase it:** ask us to erase data that is no longer needed, or withdraw the consent you gave; withdrawing does not undo what was done before.",
            "**To nominate someone:** name a person who may use these rights for you if you die or cannot act yourself.",
            "**To complain:** tell us if you are unhappy with how your data was handled.",
          ),
          list(
            "**माहिती पाहण्याचा अधिकार:** महाविद्यालयाकडे आपली कोणती माहिती आहे, याची प्रत मागू शकता.",
            "**दुरुस्तीचा अधिकार:** चुकीची किंवा जुनी माहिती दुरुस्त किंवा पूर्ण करण्यास सांगू शकता.",
            "**माहिती पुसून टाकण्याचा अधिकार:** गरज संपलेली माहिती पुसून टाकण्यास सांगू शकता, किंवा दिलेली संमती मागे घेऊ शकता; संमती मागे घेतल्याने त्यापूर्वी झालेला वापर रद्द होत नाही.",
            "**नामनिर्देशनाचा अधिकार:** आपल्या मृत्यूनंतर किंवा आपण असमर्थ असताना आपल्यातर्फे हे अधिकार वापरणारी व्यक्ती नेमू शकता.",
            "**तक्रारीचा अधिकार:** आपली माहिती ज्या प्रकारे हाताळली गेली, त्याबद्दल आमच्याकडे तक्रार करू शकता.",
          ),
        ],
      }),
      section({
        heading: ["How to use your rights", "हे अधिकार कसे वापरावेत"],
        body: [
          "Fill in the [privacy request form](/privacy/request), or write to the privacy officer. You get a request number and a link where you can follow your request. We answer within **{privacyResponseDays} days** of receiving it. To protect you, we may ask you to confirm that the request is yours, and we act only on records that carry your email address or that we have confirmed are yours.",
          "[वैयक्तिक माहितीविषयी विनंती अर्ज](/privacy/request) भरा, किंवा गोपनीयता अधिकाऱ्यांना लिहा. आपल्याला विनंती क्रमांक आणि विनंतीची स्थिती पाहण्याची लिंक मिळते. विनंती मिळाल्यापासून **{privacyResponseDays} दिवसांत** आम्ही उत्तर देतो. आपल्या सुरक्षिततेसाठी, विनंती आपणच केली आहे याची खात्री आम्ही करून घेऊ शकतो, आणि आपला ईमेल पत्ता असलेल्या किंवा आपल्याच असल्याची खात्री झालेल्या नोंदींवरच कार्यवाही करतो.",
        ],
      }),
      section({
        heading: ["The privacy officer", "गोपनीयता अधिकारी"],
        body: [
          markdown(
            "{privacyOfficerName}, Godavari Institute of Pharmacy",
            list("**Email:** [{privacyOfficerEmail}](mailto:{privacyOfficerEmail})", "**Phone:** [{privacyOfficerPhone}](tel:{privacyOfficerPhone})"),
          ),
          markdown(
            "{privacyOfficerName}, गोदावरी इन्स्टिट्यूट ऑफ फार्मसी",
            list("**ईमेल:** [{privacyOfficerEmail}](mailto:{privacyOfficerEmail})", "**फोन:** [{privacyOfficerPhone}](tel:{privacyOfficerPhone})"),
          ),
        ],
      }),
      section({
        heading: ["If our answer does not satisfy you", "आमच्या उत्तराने समाधान न झाल्यास"],
        body: [
          "After asking the college first, you may complain to the Data Protection Board of India.",
          "आधी महाविद्यालयाकडे विनंती केल्यानंतर आपण भारतीय डेटा संरक्षण मंडळाकडे तक्रार करू शकता.",
        ],
      }),
    ],
  },
};
