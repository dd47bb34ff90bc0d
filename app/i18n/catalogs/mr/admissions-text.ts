/** The prose of the admissions, admission process, fee structure and FCA pages in Marathi, keyed by their English text (see ../en/admissions-text.ts). */
export const admissionsText: Readonly<Record<string, string>> = {
  "D.Pharm (Diploma in Pharmacy)":
    "डी.फार्म (औषधनिर्माणशास्त्र पदविका)",
  "B.Pharm (Bachelor of Pharmacy)":
    "बी.फार्म (औषधनिर्माणशास्त्र पदवी)",
  "Check your eligibility":
    "आपली पात्रता तपासा",
  "D.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics. B.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics, at least 50% aggregate (45% for reserved categories), and a valid MHT-CET or NEET score.":
    "डी.फार्म: भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी (१०+२) उत्तीर्ण. बी.फार्म: भौतिकशास्त्र, रसायनशास्त्र आणि जीवशास्त्र किंवा गणित या विषयांसह बारावी उत्तीर्ण, किमान ५०% एकूण गुण (राखीव प्रवर्गासाठी ४५%), आणि MHT-CET किंवा NEET चा वैध गुण.",
  "Apply online with the college":
    "महाविद्यालयाकडे ऑनलाइन अर्ज करा",
  "Fill in the Apply Now form on this website with your 10th and 12th details. It is free, and our admissions office will contact you to answer your questions and help with the next steps.":
    "या संकेतस्थळावरील \"आता अर्ज करा\" हा अर्ज दहावी व बारावीच्या माहितीसह भरा. तो विनामूल्य आहे; आमचे प्रवेश कार्यालय तुमच्या प्रश्नांची उत्तरे देण्यासाठी आणि पुढील टप्प्यांत मदत करण्यासाठी तुमच्याशी संपर्क साधेल.",
  "Register for the Centralised Admission Process (CAP)":
    "केंद्रीभूत प्रवेश प्रक्रियेसाठी (CAP) नोंदणी करा",
  "Register on the official CAP portal of the State CET Cell (B.Pharm) or the Directorate of Technical Education (D.Pharm) within the published dates, pay the registration fee and upload your documents.":
    "जाहीर केलेल्या तारखांमध्ये राज्य सामाईक प्रवेश परीक्षा कक्षाच्या (बी.फार्म) किंवा तंत्रशिक्षण संचालनालयाच्या (डी.फार्म) अधिकृत CAP पोर्टलवर नोंदणी करा, नोंदणी शुल्क भरा आणि कागदपत्रे अपलोड करा.",
  "Verify documents at a facilitation centre":
    "सुविधा केंद्रावर कागदपत्रांची पडताळणी करा",
  "Get your documents verified online or at a Scrutiny / Facilitation Centre and confirm your application. Check your name in the provisional and final merit lists and raise grievances, if any, within the given time.":
    "कागदपत्रांची पडताळणी ऑनलाइन किंवा छाननी / सुविधा केंद्रावर करून घ्या आणि अर्ज निश्चित करा. तात्पुरत्या व अंतिम गुणवत्ता यादीत आपले नाव तपासा आणि काही हरकत असल्यास दिलेल्या मुदतीत नोंदवा.",
  "Fill in the option form":
    "पसंतीक्रम अर्ज (ऑप्शन फॉर्म) भरा",
  "In each CAP round, enter Godavari Institute of Pharmacy in your option form using choice code 579182210 (college code 5791). Place it high in your preferences if you want to study with us.":
    "प्रत्येक CAP फेरीत, चॉइस कोड 579182210 (महाविद्यालय कोड 5791) वापरून आपल्या पसंतीक्रम अर्जात गोदावरी इन्स्टिट्यूट ऑफ फार्मसीचे नाव भरा. आमच्याकडे शिकायचे असल्यास ते पसंतीक्रमात वर ठेवा.",
  "Accept the seat allotment":
    "मिळालेली जागा स्वीकारा",
  "When a seat is allotted, accept it on the portal (freeze, or float/slide for later rounds as per the rules) and pay the seat acceptance fee online before the deadline.":
    "जागा मिळाल्यावर ती पोर्टलवर स्वीकारा (नियमांनुसार फ्रीझ करा, किंवा पुढील फेऱ्यांसाठी फ्लोट/स्लाइड निवडा) आणि मुदतीपूर्वी जागा स्वीकृती शुल्क ऑनलाइन भरा.",
  "Report to the college":
    "महाविद्यालयात हजर व्हा",
  "Report to the college office with your allotment letter, original documents and photocopies within the reporting period. Our staff will verify your documents and complete your admission.":
    "प्रवेशासाठी दिलेल्या मुदतीत जागावाटप पत्र, मूळ कागदपत्रे आणि छायाप्रतींसह महाविद्यालयाच्या कार्यालयात हजर व्हा. आमचे कर्मचारी कागदपत्रे तपासून तुमचा प्रवेश पूर्ण करतील.",
  "Pay fees and apply for scholarship":
    "शुल्क भरा आणि शिष्यवृत्तीसाठी अर्ज करा",
  "Pay the FRA-approved fees (instalments on request) and, if eligible, apply for a scholarship or freeship on the MahaDBT portal with the help of our scholarship desk. You will then receive your identity card and timetable.":
    "शुल्क नियामक प्राधिकरणाने (FRA) मान्य केलेले शुल्क भरा (विनंतीनुसार हप्त्यांमध्ये) आणि पात्र असल्यास आमच्या शिष्यवृत्ती विभागाच्या मदतीने महाडीबीटी पोर्टलवर शिष्यवृत्ती किंवा फ्रीशिपसाठी अर्ज करा. त्यानंतर तुम्हाला ओळखपत्र आणि वेळापत्रक मिळेल.",
  "CAP allotment letter and seat acceptance receipt (for CAP admissions)":
    "CAP जागावाटप पत्र आणि जागा स्वीकृतीची पावती (CAP द्वारे प्रवेशासाठी)",
  "MHT-CET / NEET score card (for B.Pharm)":
    "MHT-CET / NEET गुणपत्रक (बी.फार्मसाठी)",
  "SSC (10th) mark sheet and passing certificate":
    "दहावीचे (SSC) गुणपत्रक व उत्तीर्ण प्रमाणपत्र",
  "HSC (12th) mark sheet and passing certificate":
    "बारावीचे (HSC) गुणपत्रक व उत्तीर्ण प्रमाणपत्र",
  "School / College Leaving Certificate (Transfer Certificate)":
    "शाळा / महाविद्यालय सोडल्याचा दाखला (ट्रान्सफर सर्टिफिकेट)",
  "Nationality certificate or domicile certificate":
    "राष्ट्रीयत्वाचे प्रमाणपत्र किंवा अधिवास प्रमाणपत्र",
  "Caste certificate (for reserved categories)":
    "जातीचे प्रमाणपत्र (राखीव प्रवर्गासाठी)",
  "Caste validity certificate (for reserved categories)":
    "जात वैधता प्रमाणपत्र (राखीव प्रवर्गासाठी)",
  "Non-creamy-layer certificate valid for the current year (for OBC, VJ/NT, SBC, SEBC)":
    "चालू वर्षासाठी वैध नॉन-क्रिमीलेयर प्रमाणपत्र (OBC, VJ/NT, SBC, SEBC साठी)",
  "EWS certificate (if applicable)":
    "EWS प्रमाणपत्र (लागू असल्यास)",
  "Income certificate of parents (for scholarship / freeship)":
    "पालकांचे उत्पन्न प्रमाणपत्र (शिष्यवृत्ती / फ्रीशिपसाठी)",
  "Gap certificate / affidavit (if there is a gap in education)":
    "गॅप प्रमाणपत्र / प्रतिज्ञापत्र (शिक्षणात खंड असल्यास)",
  "Migration certificate (for students from other boards)":
    "स्थलांतर प्रमाणपत्र (इतर मंडळांतून आलेल्या विद्यार्थ्यांसाठी)",
  "Aadhaar card and a bank passbook linked to Aadhaar":
    "आधार कार्ड आणि आधारशी जोडलेले बँक पासबुक",
  "Six recent passport-size photographs":
    "पासपोर्ट आकाराची सहा अलीकडील छायाचित्रे",
  "The tuition and development fees of the college are approved every year by the Fees Regulating Authority (FRA), Maharashtra. The college does not charge any capitation fee or any amount beyond the approved structure.":
    "महाविद्यालयाचे शिक्षण शुल्क व विकास शुल्क दरवर्षी महाराष्ट्र शुल्क नियामक प्राधिकरण (FRA) मान्य करते. महाविद्यालय कोणतेही कॅपिटेशन शुल्क किंवा मान्य शुल्करचनेपेक्षा जास्त रक्कम घेत नाही.",
  "Download the fee structure PDF below for the current academic year. For instalments, scholarship and freeship adjustments, or receipts, please contact the accounts section.":
    "चालू शैक्षणिक वर्षाच्या शुल्करचनेची PDF खाली डाउनलोड करा. हप्ते, शिष्यवृत्ती व फ्रीशिपनुसार समायोजन किंवा पावत्यांसाठी कृपया लेखा विभागाशी संपर्क साधा.",
  "Fellowship in Clinical Administration":
    "क्लिनिकल प्रशासन फेलोशिप",
  "2 Years":
    "२ वर्षे",
  "Graduation in any stream from a recognised university":
    "मान्यताप्राप्त विद्यापीठातून कोणत्याही शाखेतील पदवी",
  "The institute (a fellowship certificate of the institute; not a university degree)":
    "संस्था (संस्थेचे फेलोशिप प्रमाणपत्र; विद्यापीठाची पदवी नव्हे)",
  "Classes are held on weekends and two weekday evenings so that working graduates can attend.":
    "नोकरी करणाऱ्या पदवीधरांनाही उपस्थित राहता यावे म्हणून वर्ग शनिवार-रविवारी आणि आठवड्यातील दोन सायंकाळी होतात.",
  "The Fellowship in Clinical Administration is a two-year course for graduates who want to work on the management side of healthcare: running hospital pharmacies, clinics, diagnostic centres and medicine stores efficiently and within the law. It is open to graduates of any stream, so commerce, arts and science graduates from the region can enter the healthcare sector without a pharmacy degree.":
    "क्लिनिकल प्रशासन फेलोशिप हा आरोग्यसेवेच्या व्यवस्थापन क्षेत्रात काम करू इच्छिणाऱ्या पदवीधरांसाठी दोन वर्षांचा अभ्यासक्रम आहे: रुग्णालयातील औषधालये, दवाखाने, रोगनिदान केंद्रे आणि औषध दुकाने कार्यक्षमपणे व कायद्याच्या चौकटीत चालवणे. तो कोणत्याही शाखेच्या पदवीधरांसाठी खुला आहे, त्यामुळे परिसरातील वाणिज्य, कला व विज्ञान शाखेचे पदवीधर फार्मसीची पदवी नसतानाही आरोग्य क्षेत्रात येऊ शकतात.",
  "Teaching is done by the institute's pharmacy faculty together with visiting hospital administrators and practising pharmacists. Each fellow spends a supervised internship period in a hospital or healthcare organisation in the second year and completes a small project on a real administrative problem, such as inventory control of medicines or patient-record management.":
    "संस्थेचे फार्मसी अध्यापक, अतिथी रुग्णालय प्रशासक आणि कार्यरत फार्मासिस्ट मिळून अध्यापन करतात. दुसऱ्या वर्षी प्रत्येक फेलो रुग्णालयात किंवा आरोग्य संस्थेत मार्गदर्शनाखाली इंटर्नशिप करतो आणि औषधांचे साठा नियंत्रण किंवा रुग्णांच्या नोंदींचे व्यवस्थापन यांसारख्या प्रत्यक्ष प्रशासकीय प्रश्नावर छोटा प्रकल्प पूर्ण करतो.",
  "Fundamentals of Healthcare Systems in India":
    "भारतातील आरोग्यव्यवस्थेची मूलतत्त्वे",
  "Basics of Pharmacology and Medicine Use for Administrators":
    "प्रशासकांसाठी औषधशास्त्र व औषधवापराची मूलतत्त्वे",
  "Hospital and Pharmacy Store Management":
    "रुग्णालय व औषध भांडार व्यवस्थापन",
  "Drug Laws, Licensing and Regulatory Compliance":
    "औषध कायदे, परवाने आणि नियमांचे पालन",
  "Medical Records, Health Insurance and Billing":
    "वैद्यकीय नोंदी, आरोग्य विमा आणि देयके",
  "Inventory, Procurement and Cold-Chain Management":
    "साठा, खरेदी आणि शीतसाखळी व्यवस्थापन",
  "Quality, Patient Safety and Infection Control":
    "गुणवत्ता, रुग्ण सुरक्षितता आणि संसर्ग नियंत्रण",
  "Communication, Leadership and Computer Skills":
    "संवाद, नेतृत्व आणि संगणक कौशल्ये",
  "Internship and Project Work":
    "इंटर्नशिप आणि प्रकल्प कार्य",
  "Hospital and clinic administration":
    "रुग्णालय व दवाखाना प्रशासन",
  "Pharmacy store and warehouse management":
    "औषध दुकान व गोदाम व्यवस्थापन",
  "Health insurance and TPA desks":
    "आरोग्य विमा व TPA विभाग",
  "Medical records and billing":
    "वैद्यकीय नोंदी व देयके",
  "Procurement in healthcare organisations":
    "आरोग्य संस्थांमधील खरेदी",
};
