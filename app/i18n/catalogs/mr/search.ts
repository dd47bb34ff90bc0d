import type { Catalog } from "../catalog";
import type { search as english } from "../en/search";

export const search: Catalog<typeof english> = {
  "search.title": "शोध",
  "search.titleFor": "“{query}”: शोध",
  "search.description": "{college}ची पाने, सूचना, बातम्या, कार्यक्रम, अध्यापक, शिक्षकेतर कर्मचारी, समित्या आणि कागदपत्रे इंग्रजी किंवा मराठीत शोधा.",
  "search.intro": "एक-दोन शब्द लिहा: शुल्क, अर्ज, सूचना, अध्यापकांचे नाव. इंग्रजी आणि मराठी दोन्ही शब्द चालतात.",
  "search.form": "नवा शोध",
  "search.label": "शोधायचे शब्द",
  "search.button": "शोधा",
  "search.tooShort": "शोधण्यासाठी किमान २ अक्षरे लिहा.",
  "search.tooLong": "शोधण्यासाठी जास्तीत जास्त १०० अक्षरे लिहा.",
  "search.count": "{count} परिणाम: “{query}”",
  "search.shown": "सर्वांत जुळणारे {shown} परिणाम दाखवले आहेत. शोध नेमका करण्यासाठी आणखी एखादा शब्द लिहा.",
  "search.results": "परिणाम",
  "search.none": "हे सर्व शब्द असलेले काहीही संकेतस्थळावर सापडले नाही: “{query}”.",
  "search.tryAgain": "कमी शब्द, दुसरे स्पेलिंग किंवा तोच शब्द दुसऱ्या भाषेत लिहून पाहा. नाहीतर यांपैकी एका पानापासून सुरुवात करा:",
  "search.suggestions": "पालक व विद्यार्थी सर्वाधिक पाहतात ती पाने",
  "search.failed": "आत्ता शोध घेता आला नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  "search.kind.page": "पान",
  "search.kind.news": "बातमी",
  "search.kind.notice": "सूचना",
  "search.kind.event": "कार्यक्रम",
  "search.kind.faculty": "अध्यापक",
  "search.kind.staff": "शिक्षकेतर कर्मचारी",
  "search.kind.committee": "समिती",
  "search.kind.document": "कागदपत्र (PDF)",
};
