/** The home page's prose in Marathi, keyed by their English text (see ../en/home-text.ts). */
export const homeText: Readonly<Record<string, string>> = {
  "Quality Education":
    "दर्जेदार शिक्षण",
  "Experienced faculty, modern laboratories and a PCI-approved curriculum that blends theory with hands-on practice.":
    "अनुभवी अध्यापक, आधुनिक प्रयोगशाळा आणि सिद्धांताला प्रत्यक्ष प्रात्यक्षिकांची जोड देणारा, फार्मसी कौन्सिल ऑफ इंडियाने (PCI) मान्य केलेला अभ्यासक्रम.",
  "Diverse Community":
    "विविधतेने नटलेला परिवार",
  "Students from villages, towns and cities across Maharashtra learn together in a safe and inclusive campus.":
    "महाराष्ट्रातील गावे, तालुके आणि शहरांतून आलेले विद्यार्थी सुरक्षित व सर्वांना सामावून घेणाऱ्या परिसरात एकत्र शिकतात.",
  "Comprehensive Programs":
    "सर्वांगीण अभ्यासक्रम",
  "Diploma and degree programmes in pharmacy, supported by industrial training, hospital visits and placement guidance.":
    "औद्योगिक प्रशिक्षण, रुग्णालय भेटी आणि नोकरीविषयक मार्गदर्शनाची जोड असलेले फार्मसीचे पदविका व पदवी अभ्यासक्रम.",
  "Excellence in Achievement":
    "यशाची परंपरा",
  "Consistent university results, award-winning student projects and alumni serving in industry, hospitals and their own pharmacies.":
    "विद्यापीठ परीक्षांचे सातत्यपूर्ण निकाल, पुरस्कारप्राप्त विद्यार्थी प्रकल्प, आणि उद्योग, रुग्णालये व स्वतःच्या औषध दुकानांतून सेवा देणारे माजी विद्यार्थी.",
  "Pharmaceutics":
    "फार्मास्युटिक्स (औषधनिर्माण तंत्र)",
  "The science of drug formulation and delivery systems, from tablets and syrups to novel dosage forms.":
    "गोळ्या व सिरपपासून नव्या औषध-स्वरूपांपर्यंत, औषधांची रचना आणि ती शरीरात पोहोचवण्याच्या पद्धतींचे शास्त्र.",
  "Pharmaceutical Quality Assurance":
    "औषध गुणवत्ता हमी",
  "Ensuring the quality and safety of pharmaceutical products through testing, validation and good practices.":
    "चाचण्या, प्रमाणीकरण आणि उत्तम कार्यपद्धतींद्वारे औषधांची गुणवत्ता व सुरक्षितता सुनिश्चित करणे.",
  "Pharmaceutical Chemistry":
    "फार्मास्युटिकल केमिस्ट्री (औषधी रसायनशास्त्र)",
  "The research and development of new drugs, from molecular design and synthesis to analysis.":
    "रेणूंची रचना व संश्लेषणापासून विश्लेषणापर्यंत, नव्या औषधांचे संशोधन आणि विकास.",
  "Pharmacognosy":
    "फार्माकोग्नोसी (औषधी वनस्पतीशास्त्र)",
  "The study of medicinal plants and natural products as sources of safe and effective medicines.":
    "सुरक्षित व परिणामकारक औषधांचे स्रोत म्हणून औषधी वनस्पती आणि नैसर्गिक पदार्थांचा अभ्यास.",
  "Our Mission":
    "आमचे ध्येय",
  "Empowering Future Pharmacists":
    "भावी फार्मासिस्टना सक्षम करणे",
  "To provide a dynamic learning environment that develops competence, leadership and ethical responsibility in every student, so that they serve society as skilled and caring pharmacy professionals.":
    "प्रत्येक विद्यार्थ्यामध्ये क्षमता, नेतृत्व आणि नैतिक जबाबदारी विकसित करणारे सजीव शैक्षणिक वातावरण देणे, जेणेकरून ते कुशल व संवेदनशील फार्मसी व्यावसायिक म्हणून समाजाची सेवा करतील.",
  "Our Vision":
    "आमची दृष्टी",
  "A Centre of Excellence":
    "उत्कृष्टतेचे केंद्र",
  "To become a centre of excellence in pharmaceutical education, research and innovation that brings quality healthcare knowledge from our rural roots to the wider world.":
    "आपल्या ग्रामीण मुळांपासून दर्जेदार आरोग्यविषयक ज्ञान व्यापक जगापर्यंत पोहोचवणारे, औषधनिर्माणशास्त्र शिक्षण, संशोधन व नवोपक्रमाचे उत्कृष्टता केंद्र बनणे.",
  "What Our Alumni Say":
    "आमचे माजी विद्यार्थी काय म्हणतात",
  "Our graduates work in pharmaceutical companies, hospitals, research laboratories and community pharmacies across the state. Here, in their own words, is what their years at the college meant to them.":
    "आमचे पदवीधर राज्यभरातील औषध कंपन्या, रुग्णालये, संशोधन प्रयोगशाळा आणि औषध दुकानांमध्ये काम करतात. महाविद्यालयातील वर्षांचा त्यांच्यासाठी काय अर्थ होता, हे त्यांच्याच शब्दांत.",
};
