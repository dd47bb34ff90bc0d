/**
 * A Marathi case ending or postposition joins the noun it follows ("फार्मसीची", not "फार्मसी ची").
 * A message cannot inflect a name it slots in, so a placeholder is either followed by an ending
 * written on to it ("{college}ची", where the name ends as the ending needs) or by a word of its
 * own that carries the ending ("{label} या रकान्यात", "{phone} या क्रमांकावर") — never by a loose one.
 */
const endings = [
  "चे", "ची", "च्या", "चा", "ला", "ना", "ने", "नी", "साठी", "मध्ये", "मधील", "मधून", "त", "ात", "तील", "तून",
  "वर", "वरून", "वरील", "कडे", "कडून", "पासून", "पर्यंत", "बद्दल", "विषयी", "शी", "सोबत", "नंतर", "पूर्वी", "द्वारे", "करिता",
];
const looseEnding = new RegExp(`\\{[^}]+\\} (${endings.join("|")})(?=[\\s.,;:!?)"]|$)`, "u");

/** The texts among `texts` in which a placeholder is followed by a loose case ending. */
export const withLooseCaseEndings = (texts: Iterable<string>): string[] => [...texts].filter((text) => looseEnding.test(text));
