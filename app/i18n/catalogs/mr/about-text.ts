/** The prose of the institute-at-a-glance, leadership message and principal pages in Marathi, keyed by their English text (see ../en/about-text.ts). */
export const aboutText: Readonly<Record<string, string>> = {
  "Established":
    "स्थापना",
  "2009-2010":
    "२००९-२०१०",
  "Founded by Godavari Gramin Shikshan Prasarak Mandal's to bring professional pharmacy education to the rural students of Sinnar taluka and the surrounding villages.":
    "सिन्नर तालुका व आसपासच्या गावांतील ग्रामीण विद्यार्थ्यांपर्यंत व्यावसायिक फार्मसी शिक्षण पोहोचवण्यासाठी गोदावरी ग्रामीण शिक्षण प्रसारक मंडळाने स्थापना केली.",
  "Courses":
    "अभ्यासक्रम",
  "D.Pharm & B.Pharm":
    "डी.फार्म व बी.फार्म",
  "A two-year Diploma in Pharmacy and a four-year Bachelor of Pharmacy, each with a sanctioned intake of 60 students.":
    "दोन वर्षांचा औषधनिर्माणशास्त्र पदविका आणि चार वर्षांचा औषधनिर्माणशास्त्र पदवी अभ्यासक्रम, प्रत्येकाची मंजूर प्रवेशक्षमता ६० विद्यार्थी.",
  "Affiliation":
    "संलग्नता",
  "DBATU & MSBTE":
    "DBATU व MSBTE",
  "Affiliated to Dr. Babasaheb Ambedkar Technological University, Lonere & MSBTE, Mumbai. Approved by AICTE, New Delhi & Pharmacy Council of India, New Delhi.":
    "डॉ. बाबासाहेब आंबेडकर तंत्रशास्त्र विद्यापीठ, लोणेरे व MSBTE, मुंबई यांच्याशी संलग्न. अखिल भारतीय तंत्रशिक्षण परिषद (AICTE), नवी दिल्ली व फार्मसी कौन्सिल ऑफ इंडिया, नवी दिल्ली यांची मान्यता.",
  "Campus":
    "परिसर",
  "2.5 Acres":
    "२.५ एकर",
  "A green, peaceful campus with classrooms, laboratories, a medicinal plant garden, a seminar hall and playgrounds, away from city noise.":
    "शहराच्या गोंगाटापासून दूर, वर्गखोल्या, प्रयोगशाळा, औषधी वनस्पती उद्यान, चर्चासत्र सभागृह आणि क्रीडांगणे असलेला हिरवागार, शांत परिसर.",
  "Library":
    "ग्रंथालय",
  "5,000+ Books":
    "५,०००+ पुस्तके",
  "Textbooks, reference books, national and international journals, and e-resources with a quiet reading hall for students.":
    "पाठ्यपुस्तके, संदर्भग्रंथ, राष्ट्रीय व आंतरराष्ट्रीय नियतकालिके आणि ई-साधने, विद्यार्थ्यांसाठी शांत वाचन कक्षासह.",
  "Laboratories":
    "प्रयोगशाळा",
  "12 Labs":
    "१२ प्रयोगशाळा",
  "Well-equipped laboratories for pharmaceutics, pharmaceutical chemistry, pharmacology, pharmacognosy, analysis and a model pharmacy.":
    "फार्मास्युटिक्स, फार्मास्युटिकल केमिस्ट्री, फार्माकोलॉजी, फार्माकोग्नोसी, विश्लेषण आणि आदर्श औषधालय (मॉडेल फार्मसी) यांसाठी सुसज्ज प्रयोगशाळा.",
  "Dr. Anjali S. Deshmukh":
    "डॉ. अंजली एस. देशमुख",
  "Principal, Godavari Institute of Pharmacy":
    "प्राचार्य, गोदावरी इन्स्टिट्यूट ऑफ फार्मसी",
  "Dear students and parents, welcome to Godavari Institute of Pharmacy. When our first batch walked into a single rented building in 2009-2010, most of them were the first in their families to study beyond the 12th standard. Today our students work in pharmaceutical plants, hospitals and community pharmacies across Maharashtra, and many of them run their own medical stores in the very villages they come from. That journey, from a farming family to a trusted healthcare professional, is what we are here for.":
    "प्रिय विद्यार्थी आणि पालकहो, गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये आपले स्वागत आहे. २००९-२०१० मध्ये आमची पहिली तुकडी एका भाड्याच्या इमारतीत आली, तेव्हा त्यांपैकी बहुतेक जण आपल्या कुटुंबात बारावीच्या पुढे शिकणारे पहिलेच होते. आज आमचे विद्यार्थी महाराष्ट्रभरातील औषध कारखाने, रुग्णालये आणि औषधालयांमध्ये काम करतात, आणि त्यांपैकी अनेक जण ज्या गावांतून आले त्याच गावांत स्वतःची औषध दुकाने चालवतात. शेतकरी कुटुंबापासून विश्वासू आरोग्य व्यावसायिकापर्यंतचा हा प्रवास घडवणे, हेच आमचे काम आहे.",
  "Pharmacy is a profession of responsibility. A pharmacist is often the last person a patient meets before taking a medicine, and sometimes the only one a villager can reach at night. So we teach more than the syllabus: we insist on accuracy in the laboratory, honesty in records, and kindness at the counter. Our faculty members know each student by name, and our doors are open for any difficulty, academic or personal.":
    "फार्मसी हा जबाबदारीचा व्यवसाय आहे. औषध घेण्यापूर्वी रुग्ण ज्याला शेवटी भेटतो, तो बहुधा फार्मासिस्टच असतो, आणि कधी कधी रात्री गावकऱ्याला भेटू शकणारा तोच एकमेव असतो. म्हणून आम्ही अभ्यासक्रमापेक्षा अधिक शिकवतो: प्रयोगशाळेत अचूकता, नोंदींमध्ये प्रामाणिकपणा आणि काउंटरवर आपुलकी यांचा आम्ही आग्रह धरतो. आमचे अध्यापक प्रत्येक विद्यार्थ्याला नावाने ओळखतात, आणि अभ्यासाची असो वा वैयक्तिक, कोणत्याही अडचणीसाठी आमची दारे उघडी असतात.",
  "Our laboratories, library and medicinal plant garden are used from morning to evening. Students attend industrial visits, health camps in nearby villages, seminars with practising pharmacists and training in hospitals. We also help every eligible student with scholarships so that no one has to leave because of fees.":
    "आमच्या प्रयोगशाळा, ग्रंथालय आणि औषधी वनस्पती उद्यान सकाळपासून संध्याकाळपर्यंत वापरात असतात. विद्यार्थी औद्योगिक भेटी, जवळच्या गावांतील आरोग्य शिबिरे, कार्यरत फार्मासिस्टसोबतची चर्चासत्रे आणि रुग्णालयांतील प्रशिक्षणात सहभागी होतात. शुल्कामुळे कोणालाही शिक्षण सोडावे लागू नये म्हणून आम्ही प्रत्येक पात्र विद्यार्थ्याला शिष्यवृत्तीसाठी मदत करतो.",
  "I invite you to visit our campus, meet our teachers and see our students at work. Come with curiosity and commitment; we will give you the knowledge, the discipline and the confidence to serve society as a pharmacist.":
    "आमचा परिसर पाहण्यासाठी, आमच्या शिक्षकांना भेटण्यासाठी आणि आमच्या विद्यार्थ्यांना काम करताना पाहण्यासाठी मी आपल्याला आमंत्रित करते. जिज्ञासा आणि निष्ठा घेऊन या; फार्मासिस्ट म्हणून समाजाची सेवा करण्यासाठी लागणारे ज्ञान, शिस्त आणि आत्मविश्वास आम्ही तुम्हाला देऊ.",
  "Shri. Vasantrao B. Jadhav":
    "श्री. वसंतराव बी. जाधव",
  "President, Godavari Gramin Shikshan Prasarak Mandal":
    "अध्यक्ष, गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ",
  "Our Mandal was started by a group of farmers, teachers and social workers of Ambewadi who believed that a village child deserves the same opportunities as a child in the city. We began with schools, and in 2009 we took the bold step of starting a pharmacy college here, on land given by the people of this village.":
    "गावातील मुलालाही शहरातील मुलाइतक्याच संधी मिळायला हव्यात, असा विश्वास असलेल्या आंबेवाडीतील शेतकरी, शिक्षक आणि सामाजिक कार्यकर्त्यांनी आमचे मंडळ सुरू केले. आम्ही शाळांपासून सुरुवात केली, आणि २००९ मध्ये या गावातील लोकांनी दिलेल्या जमिनीवर फार्मसी महाविद्यालय सुरू करण्याचे धाडसी पाऊल उचलले.",
  "Many people told us that professional education cannot succeed in a rural area. Our students have proved them wrong. Year after year they clear their examinations with good results, find jobs in industry and hospitals, and return to serve their own communities. Every time an old student tells me that their medical store is now supporting their whole family, I know the effort was worth it.":
    "ग्रामीण भागात व्यावसायिक शिक्षण यशस्वी होऊ शकत नाही, असे अनेकांनी आम्हाला सांगितले. आमच्या विद्यार्थ्यांनी ते खोटे ठरवले आहे. वर्षानुवर्षे ते चांगल्या निकालांसह परीक्षा उत्तीर्ण होतात, उद्योग व रुग्णालयांमध्ये नोकऱ्या मिळवतात, आणि आपल्या समाजाच्या सेवेसाठी परत येतात. एखादा माजी विद्यार्थी आपले औषध दुकान आता संपूर्ण कुटुंबाचा आधार बनल्याचे सांगतो, तेव्हा प्रत्येक वेळी हे प्रयत्न सार्थकी लागल्याची खात्री पटते.",
  "The management is committed to keeping fees within the approved limits, investing in laboratories and books, and appointing qualified, caring teachers. We are especially proud that nearly half of our students are girls, and we will keep working to make the campus safe and welcoming for every one of them.":
    "शुल्क मान्य मर्यादेत ठेवणे, प्रयोगशाळा व पुस्तकांमध्ये गुंतवणूक करणे आणि पात्र, काळजी घेणारे शिक्षक नेमणे याला व्यवस्थापन बांधील आहे. आमच्या विद्यार्थ्यांपैकी जवळपास निम्म्या मुली आहेत याचा आम्हाला विशेष अभिमान आहे, आणि परिसर प्रत्येकीसाठी सुरक्षित व आपलासा राहावा यासाठी आम्ही काम करत राहू.",
  "To every parent considering our college: trust us with your child, and we will treat their future as our own responsibility.":
    "आमच्या महाविद्यालयाचा विचार करणाऱ्या प्रत्येक पालकाला: आपल्या पाल्याची जबाबदारी आमच्यावर विश्वासाने सोपवा; त्याचे भविष्य आम्ही आमची स्वतःची जबाबदारी मानू.",
  "Shri. Prakash D. Shinde":
    "श्री. प्रकाश डी. शिंदे",
  "Secretary, Godavari Gramin Shikshan Prasarak Mandal":
    "सचिव, गोदावरी ग्रामीण शिक्षण प्रसारक मंडळ",
  "It gives me great pleasure to welcome you to Godavari Institute of Pharmacy. Since its beginning, the college has grown from one classroom and two laboratories to a full campus with twelve laboratories, a well-stocked library, a seminar hall and hostels for boys and girls.":
    "गोदावरी इन्स्टिट्यूट ऑफ फार्मसीमध्ये आपले स्वागत करताना मला अतिशय आनंद होत आहे. सुरुवातीपासून महाविद्यालय एक वर्गखोली आणि दोन प्रयोगशाळांपासून बारा प्रयोगशाळा, समृद्ध ग्रंथालय, चर्चासत्र सभागृह आणि मुला-मुलींसाठी वसतिगृहे असलेल्या पूर्ण परिसरापर्यंत वाढले आहे.",
  "As Secretary, my daily concern is that our students lack nothing they need to learn well: instruments that work, chemicals in stock, buses that run on time, clean hostels and a library that stays open late during examinations. We review these facilities every term with the Principal and the student representatives, and we act on their suggestions.":
    "सचिव म्हणून माझी रोजची काळजी हीच असते की चांगल्या शिक्षणासाठी आमच्या विद्यार्थ्यांना कशाचीही कमतरता भासू नये: चालू स्थितीतील उपकरणे, साठ्यात असलेली रसायने, वेळेवर धावणाऱ्या बसेस, स्वच्छ वसतिगृहे आणि परीक्षेच्या काळात उशिरापर्यंत उघडे राहणारे ग्रंथालय. प्रत्येक सत्रात आम्ही प्राचार्य व विद्यार्थी प्रतिनिधींसोबत या सुविधांचा आढावा घेतो आणि त्यांच्या सूचनांवर कृती करतो.",
  "We also believe that a college must stay close to its surroundings. Our students and staff organise health awareness camps, blood donation drives and tree plantation in the villages around Sinnar, and local pharmacists and industries help us by offering training and jobs to our students.":
    "महाविद्यालयाने आपल्या परिसराशी जवळचे नाते ठेवले पाहिजे, असेही आम्ही मानतो. आमचे विद्यार्थी व कर्मचारी सिन्नरच्या आसपासच्या गावांमध्ये आरोग्य जनजागृती शिबिरे, रक्तदान मोहिमा आणि वृक्षारोपण आयोजित करतात, आणि स्थानिक फार्मासिस्ट व उद्योग आमच्या विद्यार्थ्यांना प्रशिक्षण व नोकऱ्या देऊन आम्हाला साथ देतात.",
  "I thank the parents, alumni, well-wishers and regulatory bodies for their continued trust, and I assure every student that the management stands behind them in their effort to become a competent and ethical pharmacist.":
    "पालक, माजी विद्यार्थी, हितचिंतक आणि नियामक संस्थांनी दाखवलेल्या सततच्या विश्वासाबद्दल मी त्यांचे आभार मानतो, आणि सक्षम व नीतिमान फार्मासिस्ट बनण्याच्या प्रत्येक विद्यार्थ्याच्या प्रयत्नात व्यवस्थापन त्याच्या पाठीशी उभे आहे, अशी ग्वाही देतो.",
  "M.Pharm (Pharmaceutics), Ph.D. (Pharmaceutical Sciences)":
    "एम.फार्म (फार्मास्युटिक्स), पीएच.डी. (औषधनिर्माणशास्त्र)",
  "21 years in teaching and research, 11 years as Principal":
    "अध्यापन व संशोधनाचा २१ वर्षांचा अनुभव, त्यापैकी ११ वर्षे प्राचार्य म्हणून",
  "Novel drug delivery systems and herbal formulations":
    "नवीन औषध वितरण प्रणाली आणि वनौषधी सूत्रीकरण",
  "Dr. Anjali S. Deshmukh grew up in a farming family near Sinnar and studied pharmacy in Nashik and Aurangabad before completing her doctorate on sustained-release herbal formulations. She joined the institute as a senior faculty member in its early years and has led it as Principal since 2015.":
    "डॉ. अंजली एस. देशमुख यांचे बालपण सिन्नरजवळील शेतकरी कुटुंबात गेले. नाशिक व औरंगाबाद येथे फार्मसीचे शिक्षण घेतल्यानंतर त्यांनी दीर्घकाळ परिणाम देणाऱ्या वनौषधी सूत्रीकरणांवर डॉक्टरेट पूर्ण केली. संस्थेच्या सुरुवातीच्या वर्षांत त्या ज्येष्ठ अध्यापक म्हणून रुजू झाल्या आणि २०१५ पासून प्राचार्य म्हणून संस्थेचे नेतृत्व करत आहेत.",
  "She has guided more than 40 M.Pharm and B.Pharm research projects, published research papers in national and international journals, and serves on academic bodies for curriculum and examinations. Under her leadership the institute has expanded its laboratories, started its community health outreach programme and built strong links with local industry and hospitals.":
    "त्यांनी एम.फार्म व बी.फार्मच्या ४० हून अधिक संशोधन प्रकल्पांना मार्गदर्शन केले आहे, राष्ट्रीय व आंतरराष्ट्रीय नियतकालिकांत संशोधन निबंध प्रसिद्ध केले आहेत, आणि अभ्यासक्रम व परीक्षांविषयक शैक्षणिक मंडळांवर त्या काम करतात. त्यांच्या नेतृत्वाखाली संस्थेने प्रयोगशाळांचा विस्तार केला, सामुदायिक आरोग्य उपक्रम सुरू केला, आणि स्थानिक उद्योग व रुग्णालयांशी घट्ट नाते जोडले.",
};
