/** The prose of the library and awards pages in Marathi, keyed by their English text (see ../en/campus-text.ts). */
export const campusText: Readonly<Record<string, string>> = {
  "12":
    "१२",
  "24":
    "२४",
  "The college library is the academic heart of the campus: a quiet, well-lit space where students prepare for examinations, read journals and work on their projects. Its collection covers every subject of the D.Pharm and B.Pharm curricula, along with reference books for GPAT and competitive examinations.":
    "महाविद्यालयाचे ग्रंथालय हे परिसराचे शैक्षणिक हृदय आहे: शांत, उजेडाने भरलेली जागा, जिथे विद्यार्थी परीक्षांची तयारी करतात, नियतकालिके वाचतात आणि आपल्या प्रकल्पांवर काम करतात. त्याच्या संग्रहात डी.फार्म व बी.फार्मच्या अभ्यासक्रमातील प्रत्येक विषयाची पुस्तके, तसेच GPAT व स्पर्धा परीक्षांसाठीचे संदर्भग्रंथ आहेत.",
  "Monday - Friday":
    "सोमवार - शुक्रवार",
  "8:00 AM - 8:00 PM":
    "सकाळी ८:०० - रात्री ८:००",
  "Saturday":
    "शनिवार",
  "9:00 AM - 5:00 PM":
    "सकाळी ९:०० - सायंकाळी ५:००",
  "Sunday":
    "रविवार",
  "Closed":
    "बंद",
  "Books":
    "पुस्तके",
  "5,000+":
    "५,०००+",
  "Titles":
    "शीर्षके",
  "1,400+":
    "१,४००+",
  "National and international journals":
    "राष्ट्रीय व आंतरराष्ट्रीय नियतकालिके",
  "Magazines and newspapers":
    "मासिके व वर्तमानपत्रे",
  "E-resources":
    "ई-साधने",
  "Online journal and e-book access":
    "ऑनलाइन नियतकालिके व ई-पुस्तकांची सुविधा",
  "Reading hall":
    "वाचन कक्ष",
  "80 seats":
    "८० आसने",
  "Previous question papers":
    "मागील प्रश्नपत्रिका",
  "Board and university papers, last 10 years":
    "मंडळ व विद्यापीठाच्या गेल्या १० वर्षांच्या प्रश्नपत्रिका",
  "Project and dissertation reports":
    "प्रकल्प व प्रबंध अहवाल",
  "Bound copies of final-year projects":
    "अंतिम वर्षाच्या प्रकल्पांच्या बांधीव प्रती",
  "Book lending for students and staff":
    "विद्यार्थी व कर्मचाऱ्यांसाठी पुस्तके देवघेव",
  "Reference section for standard textbooks, pharmacopoeias and formularies":
    "प्रमाणित पाठ्यपुस्तके, फार्माकोपिया व फॉर्म्युलरींसाठी संदर्भ विभाग",
  "Book bank for economically weaker and scholarship students":
    "आर्थिकदृष्ट्या दुर्बल व शिष्यवृत्तीधारक विद्यार्थ्यांसाठी बुक बँक",
  "Computers with internet access for e-journals and online learning":
    "ई-नियतकालिके व ऑनलाइन शिक्षणासाठी इंटरनेटसह संगणक",
  "Newspaper clipping service on healthcare and pharmacy news":
    "आरोग्यसेवा व फार्मसीविषयक बातम्यांच्या कात्रणांची सेवा",
  "Photocopying and printing at nominal rates":
    "माफक दरात छायाप्रती व छपाई",
  "Extended reading hours during examinations":
    "परीक्षांच्या काळात वाचनाची वाढीव वेळ",
  "Carry your college identity card and show it on entering the library.":
    "महाविद्यालयाचे ओळखपत्र सोबत ठेवा आणि ग्रंथालयात प्रवेश करताना दाखवा.",
  "Maintain silence; keep mobile phones switched off or on silent mode.":
    "शांतता राखा; मोबाइल फोन बंद किंवा सायलेंट मोडवर ठेवा.",
  "Students may borrow up to two books at a time for fourteen days.":
    "विद्यार्थी एका वेळी जास्तीत जास्त दोन पुस्तके चौदा दिवसांसाठी घेऊ शकतात.",
  "Reference books, journals and pharmacopoeias are for reading in the library only.":
    "संदर्भग्रंथ, नियतकालिके व फार्माकोपिया फक्त ग्रंथालयातच वाचण्यासाठी आहेत.",
  "A fine is charged for each day a book is returned late.":
    "पुस्तक उशिरा परत केल्यास प्रत्येक दिवसासाठी दंड आकारला जातो.",
  "Lost or damaged books must be replaced or paid for.":
    "हरवलेली किंवा खराब झालेली पुस्तके बदलून द्यावी लागतात किंवा त्यांची किंमत भरावी लागते.",
  "Personal bags and belongings are to be kept at the property counter.":
    "वैयक्तिक पिशव्या व सामान साहित्य काउंटरवर ठेवावे.",
  "Food and drinks are not allowed inside the reading hall.":
    "वाचन कक्षात खाद्यपदार्थ व पेये आणण्यास मनाई आहे.",
  "Best Rural Pharmacy Institute":
    "सर्वोत्कृष्ट ग्रामीण फार्मसी संस्था",
  "Sahyadri Pharmacy Educators' Forum":
    "सह्याद्री फार्मसी शिक्षक मंच",
  "Recognised for bringing professional pharmacy education within reach of students from farming families of Sinnar taluka, with more than half of each batch being first-generation graduates.":
    "सिन्नर तालुक्यातील शेतकरी कुटुंबांतील विद्यार्थ्यांपर्यंत व्यावसायिक फार्मसी शिक्षण पोहोचवल्याबद्दल गौरव; प्रत्येक तुकडीतील निम्म्याहून अधिक विद्यार्थी आपल्या कुटुंबातील पहिले पदवीधर आहेत.",
  "Green Campus Award":
    "हरित परिसर पुरस्कार",
  "Godavari Valley Environment Trust":
    "गोदावरी खोरे पर्यावरण न्यास",
  "Awarded for the college's medicinal plant garden of over 150 species, rain-water harvesting and solar-powered laboratories, maintained with the help of the Pharmacognosy department and NSS volunteers.":
    "फार्माकोग्नोसी विभाग व NSS स्वयंसेवकांच्या मदतीने जपलेले १५० हून अधिक प्रजातींचे औषधी वनस्पती उद्यान, पावसाच्या पाण्याचे संकलन आणि सौरऊर्जेवर चालणाऱ्या प्रयोगशाळांसाठी दिलेला पुरस्कार.",
  "Excellence in Community Health Outreach":
    "सामुदायिक आरोग्य सेवेतील उत्कृष्टता",
  "Nashik Rural Health Volunteers' Network":
    "नाशिक ग्रामीण आरोग्य स्वयंसेवक नेटवर्क",
  "For free health-check and medicine-awareness camps in twelve villages, where students and faculty screened more than 2,000 people for blood pressure, blood sugar and anaemia and counselled them on the safe use of medicines.":
    "बारा गावांमध्ये घेतलेल्या मोफत आरोग्य तपासणी व औषध जनजागृती शिबिरांसाठी; त्यात विद्यार्थी व अध्यापकांनी २,००० हून अधिक लोकांची रक्तदाब, रक्तशर्करा व रक्तक्षय तपासणी केली आणि औषधांच्या सुरक्षित वापराबद्दल समुपदेशन केले.",
  "Best Poster Presentation (Team Award)":
    "सर्वोत्कृष्ट पोस्टर सादरीकरण (सांघिक पुरस्कार)",
  "State-Level Pharma Research Convention, Pune":
    "राज्यस्तरीय फार्मा संशोधन परिषद, पुणे",
  "Final-year B.Pharm students won first prize for their poster on a herbal gel formulation developed from locally grown plants, guided by the Pharmaceutics and Pharmacognosy departments.":
    "फार्मास्युटिक्स व फार्माकोग्नोसी विभागांच्या मार्गदर्शनाखाली, स्थानिक वनस्पतींपासून विकसित केलेल्या वनौषधी जेलच्या सूत्रीकरणावरील पोस्टरसाठी बी.फार्मच्या अंतिम वर्षाच्या विद्यार्थ्यांनी प्रथम पारितोषिक पटकावले.",
  "100% Result Award, D.Pharm":
    "१००% निकाल पुरस्कार, डी.फार्म",
  "Deccan Technical Education Council":
    "दख्खन तंत्रशिक्षण परिषद",
  "Given to the D.Pharm programme for a pass result of 100% in the final-year board examination, with three students placed in the regional merit list.":
    "अंतिम वर्षाच्या मंडळ परीक्षेत १००% निकाल लावल्याबद्दल आणि तीन विद्यार्थी विभागीय गुणवत्ता यादीत झळकल्याबद्दल डी.फार्म अभ्यासक्रमाला दिलेला पुरस्कार.",
  "Outstanding Principal of the Year":
    "वर्षातील उत्कृष्ट प्राचार्य",
  "Maharashtra Pharmacy Teachers' Guild":
    "महाराष्ट्र फार्मसी शिक्षक संघ",
  "Conferred on our Principal, Dr. Anjali S. Deshmukh, for leading the institute's laboratories, library and student support services to steady growth and for continuing online teaching throughout the pandemic.":
    "संस्थेच्या प्रयोगशाळा, ग्रंथालय व विद्यार्थी सहाय्य सेवांची स्थिर वाढ घडवून आणल्याबद्दल आणि महामारीच्या काळात ऑनलाइन अध्यापन अखंड सुरू ठेवल्याबद्दल आमच्या प्राचार्य डॉ. अंजली एस. देशमुख यांना प्रदान.",
};
