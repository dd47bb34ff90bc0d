/**
 * The notices a new site with sample content starts with: one of each kind the college posts, an
 * important one with the sample timetable's PDF, one past its last day (off the board, its page
 * kept), and one without Marathi words (the Marathi board shows the English). Their days are
 * counted back from the day the samples are added. All fictional.
 */
import type { NoticeCategory } from "../../common/notice.collection";

export type SampleNotice = {
  title: string;
  titleMr?: string;
  body: string;
  bodyMr?: string;
  category: NoticeCategory;
  /** An address to open; `timetable` is the sample timetable's PDF, uploaded as the clerk would. */
  file?: string | "timetable";
  pinned?: boolean;
  /** Published this many days before the samples are added. */
  daysAgo: number;
  /** Its last day on the board, in days from the day the samples are added (negative: already past). */
  expiresInDays?: number;
};

export const sampleNotices: readonly SampleNotice[] = [
  {
    title: "Summer examination timetable for D.Pharm and B.Pharm",
    titleMr: "डी.फार्म व बी.फार्म उन्हाळी परीक्षेचे वेळापत्रक",
    body:
      "The theory examinations of both programmes begin in the second week of May. Collect your hall ticket from the office at least three days before your first paper.\n\n" +
      "- Bring your hall ticket and college identity card to every paper.\n- Be in the examination hall 30 minutes before the paper begins.\n- Mobile phones are not allowed in the hall.",
    bodyMr:
      "दोन्ही अभ्यासक्रमांच्या लेखी परीक्षा मे महिन्याच्या दुसऱ्या आठवड्यात सुरू होतील. पहिल्या पेपरच्या किमान तीन दिवस आधी कार्यालयातून आपले प्रवेशपत्र घ्या.\n\n" +
      "- प्रत्येक पेपरला प्रवेशपत्र व महाविद्यालयाचे ओळखपत्र सोबत आणा.\n- पेपर सुरू होण्याच्या ३० मिनिटे आधी परीक्षा दालनात उपस्थित राहा.\n- परीक्षा दालनात मोबाइल फोन नेण्यास परवानगी नाही.",
    category: "examination",
    file: "timetable",
    pinned: true,
    daysAgo: 2,
  },
  {
    title: "MahaDBT scholarship and freeship applications are open",
    titleMr: "महाडीबीटी शिष्यवृत्ती व फ्रीशिप अर्ज सुरू",
    body:
      "Students of every year may apply for the government scholarship or freeship on the MahaDBT portal. Apply early: incomplete forms are sent back.\n\n" +
      "Keep ready your **caste certificate**, **income certificate**, last year's marksheet and your Aadhaar-linked bank account details. The scholarship desk in the office helps with the form from 10 am to 4 pm.",
    bodyMr:
      "सर्व वर्षांचे विद्यार्थी महाडीबीटी पोर्टलवर शासकीय शिष्यवृत्ती किंवा फ्रीशिपसाठी अर्ज करू शकतात. लवकर अर्ज करा: अपूर्ण अर्ज परत पाठवले जातात.\n\n" +
      "**जातीचा दाखला**, **उत्पन्नाचा दाखला**, मागील वर्षाचे गुणपत्रक आणि आधारशी जोडलेल्या बँक खात्याचा तपशील तयार ठेवा. कार्यालयातील शिष्यवृत्ती कक्ष सकाळी १० ते दुपारी ४ या वेळेत अर्ज भरण्यास मदत करतो.",
    category: "scholarship",
    file: "https://mahadbt.maharashtra.gov.in/",
    daysAgo: 5,
  },
  {
    title: "College closed for the Diwali vacation",
    titleMr: "दिवाळीच्या सुट्टीनिमित्त महाविद्यालय बंद",
    body: "The college and its office remain closed for the Diwali vacation. Regular classes resume on the Monday after Bhaubeej. The library issues books for the vacation until the last working day.",
    bodyMr: "दिवाळीच्या सुट्टीनिमित्त महाविद्यालय व कार्यालय बंद राहील. भाऊबीजेनंतरच्या सोमवारपासून नियमित तासिका सुरू होतील. सुट्टीसाठी ग्रंथालय शेवटच्या कामकाजाच्या दिवसापर्यंत पुस्तके देईल.",
    category: "holiday",
    daysAgo: 12,
  },
  {
    title: "Anti-ragging undertaking from every student and parent",
    titleMr: "प्रत्येक विद्यार्थी व पालकाचे रॅगिंगविरोधी हमीपत्र",
    body:
      "Every student and one parent must submit the anti-ragging undertaking online before the start of classes, and hand in its printed copy at the office. The members of the Anti-Ragging Committee and the national helpline are on the committee's page.",
    bodyMr:
      "वर्ग सुरू होण्यापूर्वी प्रत्येक विद्यार्थ्याने व एका पालकाने रॅगिंगविरोधी हमीपत्र ऑनलाइन भरावे आणि त्याची छापील प्रत कार्यालयात जमा करावी. समितीच्या पानावर रॅगिंगविरोधी समितीचे सदस्य व राष्ट्रीय हेल्पलाइनचा क्रमांक दिले आहेत.",
    category: "general",
    file: "/committees/anti-ragging",
    daysAgo: 20,
  },
  {
    // No Marathi words: the Marathi board shows the English.
    title: "Guest lecture on pharmacovigilance for final-year students",
    body: "A hospital pharmacist from Nashik speaks on reporting adverse drug reactions, in the seminar hall at 11 am. Attendance is compulsory for Final Year B.Pharm and Second Year D.Pharm.",
    category: "academic",
    daysAgo: 30,
  },
  {
    title: "Last date for the D.Pharm examination form",
    titleMr: "डी.फार्म परीक्षा अर्जाची अंतिम तारीख",
    body: "Submit the examination form with its fee at the office. Late forms are accepted only with the board's late fee.",
    bodyMr: "परीक्षा अर्ज शुल्कासह कार्यालयात जमा करा. उशिरा आलेले अर्ज मंडळाच्या विलंब शुल्कासहच स्वीकारले जातील.",
    category: "examination",
    daysAgo: 40,
    // Already past its last day: off the board, its own page kept.
    expiresInDays: -10,
  },
];
