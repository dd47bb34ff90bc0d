/**
 * A Marathi case ending or postposition joins the noun it follows ("फार्मसीची", not "फार्मसी ची").
 * A message cannot inflect a name it slots in, so a placeholder is either followed by an ending
 * written on to it ("{college}ची", where the name ends as the ending needs) or by a word of its
 * own that carries the ending ("{label} या रकान्यात", "{phone} या क्रमांकावर") — never by a loose one.
 * The same holds after what stays in Latin letters: an abbreviation ("NEET या परीक्षेतील", "CAP
 * प्रक्रियेद्वारे"), a number or an address ("… या पत्त्यावर").
 */
const endings = [
  "चे", "ची", "च्या", "चा", "ला", "ना", "ने", "नी", "साठी", "मध्ये", "मधील", "मधून", "त", "ात", "तील", "तून",
  "वर", "वरून", "वरील", "कडे", "कडून", "पासून", "पर्यंत", "बद्दल", "विषयी", "शी", "सोबत", "नंतर", "पूर्वी", "द्वारे", "करिता",
  // An ending with a possessive on it: "{year}साठीचा" is as loose as "{year}साठी".
  ...["साठी", "पर्यंत", "पासून", "वर", "नंतर", "पूर्वी"].flatMap((ending) => ["चा", "ची", "चे", "च्या"].map((possessive) => ending + possessive)),
];
/** A placeholder, or a word in Latin letters or digits (its last character one), then a loose ending. */
const looseEnding = new RegExp(`(\\{[^}]+\\}|[A-Za-z0-9@._+/-]*[A-Za-z0-9]) (${endings.join("|")})(?=[\\s.,;:!?)"]|$)`, "u");

/** The texts among `texts` in which a placeholder or a Latin word is followed by a loose case ending. */
export const withLooseCaseEndings = (texts: Iterable<string>): string[] => [...texts].filter((text) => looseEnding.test(text));
