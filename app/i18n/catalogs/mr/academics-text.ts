/** The prose of the programme pages and the academics overview in Marathi, keyed by their English text (see ../en/academics-text.ts). */
export const academicsText: Readonly<Record<string, string>> = {
  "Godavari Institute of Pharmacy offers two programmes approved by the Pharmacy Council of India: the two-year Diploma in Pharmacy (D.Pharm), affiliated to MSBTE, Mumbai, and the four-year Bachelor of Pharmacy (B.Pharm), affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere. Each programme has a sanctioned intake of 60 students per year.":
    "गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये फार्मसी कौन्सिल ऑफ इंडियाने मान्यता दिलेले दोन अभ्यासक्रम आहेत: MSBTE, मुंबईशी संलग्न दोन वर्षांचा औषधनिर्माणशास्त्र पदविका (डी.फार्म) अभ्यासक्रम, आणि डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे यांच्याशी संलग्न चार वर्षांचा औषधनिर्माणशास्त्र पदवी (बी.फार्म) अभ्यासक्रम. प्रत्येक अभ्यासक्रमाची मंजूर प्रवेशक्षमता दरवर्षी ६० विद्यार्थी आहे.",
  "Teaching follows the academic calendar of the board and the university. Lectures are supported by tutorials, regular practicals in twelve laboratories, and continuous assessment through unit tests, assignments and viva voce. Every student is assigned a faculty mentor who follows their attendance, progress and well-being throughout the course.":
    "अध्यापन मंडळाच्या व विद्यापीठाच्या शैक्षणिक दिनदर्शिकेनुसार चालते. व्याख्यानांना ट्युटोरियल्स, बारा प्रयोगशाळांमधील नियमित प्रात्यक्षिके आणि घटक चाचण्या, स्वाध्याय व तोंडी परीक्षांद्वारे सतत मूल्यमापनाची जोड असते. प्रत्येक विद्यार्थ्याला एक अध्यापक मार्गदर्शक म्हणून दिला जातो, जो संपूर्ण अभ्यासक्रमात त्याची उपस्थिती, प्रगती आणि स्वास्थ्य यांवर लक्ष ठेवतो.",
  "Learning extends beyond the classroom: students go on industrial visits to pharmaceutical units, train in hospital and community pharmacies, grow and study medicinal plants in the college garden, take part in seminars, poster competitions and research projects, and serve villages through health awareness camps.":
    "शिक्षण वर्गापुरते मर्यादित नाही: विद्यार्थी औषध कारखान्यांना औद्योगिक भेटी देतात, रुग्णालयातील व सामुदायिक औषधालयांत प्रशिक्षण घेतात, महाविद्यालयाच्या उद्यानात औषधी वनस्पती वाढवतात व त्यांचा अभ्यास करतात, चर्चासत्रे, पोस्टर स्पर्धा व संशोधन प्रकल्पांत सहभागी होतात, आणि आरोग्य जनजागृती शिबिरांमधून गावांची सेवा करतात.",
  "The departments of Pharmaceutics, Pharmaceutical Quality Assurance, Pharmaceutical Chemistry and Pharmacognosy, together with Pharmacology and Pharmacy Practice, work together so that graduates leave with sound science, practical skill and a strong sense of professional ethics.":
    "फार्मास्युटिक्स, औषध गुणवत्ता हमी, फार्मास्युटिकल केमिस्ट्री आणि फार्माकोग्नोसी हे विभाग फार्माकोलॉजी व फार्मसी प्रॅक्टिससह एकत्र काम करतात, जेणेकरून पदवीधर भक्कम शास्त्रीय पाया, प्रात्यक्षिक कौशल्य आणि व्यावसायिक नीतिमत्तेची ठाम जाण घेऊन बाहेर पडतात.",
  "Diploma in Pharmacy":
    "औषधनिर्माणशास्त्र पदविका",
  "2 Years":
    "२ वर्षे",
  "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics (PCB/PCM)":
    "भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित (PCB/PCM) या विषयांसह बारावी (HSC) उत्तीर्ण",
  "Centralised Admission Process (CAP) of the Directorate of Technical Education, Maharashtra, on merit of 12th-standard marks; no entrance examination":
    "तंत्रशिक्षण संचालनालय, महाराष्ट्र यांची केंद्रीभूत प्रवेश प्रक्रिया (CAP), बारावीच्या गुणांच्या आधारे; प्रवेश परीक्षा नाही",
  "Maharashtra State Board of Technical Education (MSBTE), Mumbai":
    "महाराष्ट्र राज्य तंत्रशिक्षण मंडळ (MSBTE), मुंबई",
  "The Diploma in Pharmacy is a two-year programme that prepares students to work as registered pharmacists in community pharmacies, hospitals and the pharmaceutical trade. Following the Pharmacy Council of India's Education Regulations, it combines classroom teaching with practicals in well-equipped laboratories, a hospital and community pharmacy training period, and the skills needed to dispense medicines safely and counsel patients. After D.Pharm, students can register with the State Pharmacy Council, open their own medical store, or join B.Pharm directly in the second year.":
    "औषधनिर्माणशास्त्र पदविका हा दोन वर्षांचा अभ्यासक्रम विद्यार्थ्यांना सामुदायिक औषधालये, रुग्णालये आणि औषध व्यापारात नोंदणीकृत फार्मासिस्ट म्हणून काम करण्यासाठी तयार करतो. फार्मसी कौन्सिल ऑफ इंडियाच्या शैक्षणिक नियमांनुसार त्यात वर्गातील अध्यापनासोबत सुसज्ज प्रयोगशाळांतील प्रात्यक्षिके, रुग्णालय व सामुदायिक औषधालयातील प्रशिक्षण कालावधी, आणि औषधे सुरक्षितपणे देण्याची व रुग्णांना समुपदेशन करण्याची कौशल्ये यांचा समावेश आहे. डी.फार्मनंतर विद्यार्थी राज्य फार्मसी परिषदेकडे नोंदणी करू शकतात, स्वतःचे औषध दुकान सुरू करू शकतात, किंवा थेट बी.फार्मच्या दुसऱ्या वर्षात प्रवेश घेऊ शकतात.",
  "First Year":
    "प्रथम वर्ष",
  "Pharmaceutics":
    "फार्मास्युटिक्स (औषधनिर्माण तंत्र)",
  "Pharmaceutical Chemistry":
    "फार्मास्युटिकल केमिस्ट्री (औषधी रसायनशास्त्र)",
  "Pharmacognosy":
    "फार्माकोग्नोसी (औषधी वनस्पतीशास्त्र)",
  "Human Anatomy and Physiology":
    "मानवी शरीररचना व शरीरक्रियाशास्त्र",
  "Social Pharmacy":
    "सामाजिक फार्मसी",
  "Second Year":
    "द्वितीय वर्ष",
  "Pharmacology":
    "फार्माकोलॉजी (औषधशास्त्र)",
  "Community Pharmacy and Management":
    "सामुदायिक फार्मसी व व्यवस्थापन",
  "Biochemistry and Clinical Pathology":
    "जैवरसायनशास्त्र व क्लिनिकल पॅथॉलॉजी",
  "Pharmacotherapeutics":
    "फार्माकोथेरप्युटिक्स (औषधोपचारशास्त्र)",
  "Hospital and Clinical Pharmacy":
    "रुग्णालय व क्लिनिकल फार्मसी",
  "Pharmacy Law and Ethics":
    "फार्मसी कायदा व नीतिशास्त्र",
  "Bachelor of Pharmacy":
    "औषधनिर्माणशास्त्र पदवी",
  "4 Years (8 Semesters)":
    "४ वर्षे (८ सत्रे)",
  "10+2 (HSC) with Physics, Chemistry and Biology or Mathematics, with at least 50% aggregate marks (45% for reserved categories)":
    "भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी (HSC) उत्तीर्ण, किमान ५०% एकूण गुण (राखीव प्रवर्गासाठी ४५%)",
  "MHT-CET / NEET score, through the Centralised Admission Process (CAP) of the State CET Cell, Maharashtra":
    "MHT-CET / NEET गुण, राज्य सामाईक प्रवेश परीक्षा कक्ष, महाराष्ट्र यांच्या केंद्रीभूत प्रवेश प्रक्रियेद्वारे (CAP)",
  "Dr. Babasaheb Ambedkar Technological University, Lonere":
    "डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे",
  "The Bachelor of Pharmacy is a four-year, eight-semester degree that builds a strong foundation in the science of medicines: how they are discovered, designed, manufactured, tested, regulated and used. Students learn in dedicated laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy and analysis, complete industrial training and a final-year project, and choose electives in the last semester. Graduates go on to careers in pharmaceutical manufacturing, quality control and assurance, clinical research, regulatory affairs, hospital pharmacy and marketing, or to M.Pharm and MBA programmes.":
    "औषधनिर्माणशास्त्र पदवी हा चार वर्षांचा, आठ सत्रांचा अभ्यासक्रम औषधांच्या शास्त्राचा भक्कम पाया घालतो: औषधांचा शोध, रचना, निर्मिती, चाचणी, नियमन आणि वापर कसा होतो. विद्यार्थी फार्मास्युटिक्स, फार्मास्युटिकल केमिस्ट्री, फार्माकोलॉजी, फार्माकोग्नोसी व विश्लेषणाच्या स्वतंत्र प्रयोगशाळांमध्ये शिकतात, औद्योगिक प्रशिक्षण व अंतिम वर्षाचा प्रकल्प पूर्ण करतात, आणि शेवटच्या सत्रात ऐच्छिक विषय निवडतात. पदवीधर औषधनिर्मिती, गुणवत्ता नियंत्रण व हमी, क्लिनिकल संशोधन, नियामक कामकाज, रुग्णालय फार्मसी व विपणन या क्षेत्रांत कारकीर्द घडवतात, किंवा एम.फार्म व एमबीए अभ्यासक्रमांकडे वळतात.",
  "First Year (Semesters I & II)":
    "प्रथम वर्ष (सत्र I व II)",
  "Human Anatomy and Physiology I & II":
    "मानवी शरीररचना व शरीरक्रियाशास्त्र I व II",
  "Pharmaceutical Analysis I":
    "फार्मास्युटिकल ॲनालिसिस I",
  "Pharmaceutics I":
    "फार्मास्युटिक्स I",
  "Pharmaceutical Inorganic Chemistry":
    "फार्मास्युटिकल इनऑरगॅनिक केमिस्ट्री",
  "Communication Skills":
    "संवाद कौशल्ये",
  "Remedial Biology / Remedial Mathematics":
    "उपचारात्मक जीवशास्त्र / उपचारात्मक गणित",
  "Pharmaceutical Organic Chemistry I":
    "फार्मास्युटिकल ऑरगॅनिक केमिस्ट्री I",
  "Biochemistry":
    "जैवरसायनशास्त्र",
  "Pathophysiology":
    "पॅथोफिजिओलॉजी (रोगक्रियाशास्त्र)",
  "Computer Applications in Pharmacy":
    "फार्मसीमधील संगणक उपयोजन",
  "Environmental Sciences":
    "पर्यावरणशास्त्र",
  "Second Year (Semesters III & IV)":
    "द्वितीय वर्ष (सत्र III व IV)",
  "Pharmaceutical Organic Chemistry II & III":
    "फार्मास्युटिकल ऑरगॅनिक केमिस्ट्री II व III",
  "Physical Pharmaceutics I & II":
    "फिजिकल फार्मास्युटिक्स I व II",
  "Pharmaceutical Microbiology":
    "फार्मास्युटिकल मायक्रोबायोलॉजी (सूक्ष्मजीवशास्त्र)",
  "Pharmaceutical Engineering":
    "फार्मास्युटिकल इंजिनिअरिंग",
  "Medicinal Chemistry I":
    "मेडिसिनल केमिस्ट्री I",
  "Pharmacology I":
    "फार्माकोलॉजी I",
  "Pharmacognosy and Phytochemistry I":
    "फार्माकोग्नोसी व फायटोकेमिस्ट्री I",
  "Third Year (Semesters V & VI)":
    "तृतीय वर्ष (सत्र V व VI)",
  "Medicinal Chemistry II & III":
    "मेडिसिनल केमिस्ट्री II व III",
  "Industrial Pharmacy I":
    "इंडस्ट्रियल फार्मसी I",
  "Pharmacology II & III":
    "फार्माकोलॉजी II व III",
  "Pharmacognosy and Phytochemistry II":
    "फार्माकोग्नोसी व फायटोकेमिस्ट्री II",
  "Pharmaceutical Jurisprudence":
    "फार्मास्युटिकल ज्युरिसप्रुडन्स (औषध कायदे)",
  "Herbal Drug Technology":
    "हर्बल ड्रग टेक्नॉलॉजी (वनौषधी तंत्रज्ञान)",
  "Biopharmaceutics and Pharmacokinetics":
    "बायोफार्मास्युटिक्स व फार्माकोकायनेटिक्स",
  "Pharmaceutical Biotechnology":
    "फार्मास्युटिकल बायोटेक्नॉलॉजी",
  "Quality Assurance":
    "गुणवत्ता हमी",
  "Final Year (Semesters VII & VIII)":
    "अंतिम वर्ष (सत्र VII व VIII)",
  "Instrumental Methods of Analysis":
    "उपकरणाधारित विश्लेषण पद्धती",
  "Industrial Pharmacy II":
    "इंडस्ट्रियल फार्मसी II",
  "Pharmacy Practice":
    "फार्मसी प्रॅक्टिस",
  "Novel Drug Delivery Systems":
    "नवीन औषध वितरण प्रणाली",
  "Practice School":
    "प्रॅक्टिस स्कूल",
  "Biostatistics and Research Methodology":
    "जैवसांख्यिकी व संशोधन पद्धती",
  "Social and Preventive Pharmacy":
    "सामाजिक व प्रतिबंधात्मक फार्मसी",
  "Electives (e.g. Pharmacovigilance, Pharmaceutical Regulatory Science, Pharma Marketing Management, Cosmetic Science)":
    "ऐच्छिक विषय (उदा. फार्माकोव्हिजिलन्स, औषध नियामक शास्त्र, फार्मा विपणन व्यवस्थापन, सौंदर्यप्रसाधन शास्त्र)",
  "Project Work":
    "प्रकल्प कार्य",
};
