/**
 * Devanagari digits ० to ९ are U+0966 to U+096F, in order. Marathi pages write figures in them,
 * and a Marathi keyboard types them; forms and the API read either kind. A fixed substitution,
 * so no Intl object is built for it while a page loads.
 */
const DEVANAGARI_ZERO = 0x0966;

/** "2021-2022" → "२०२१-२०२२". */
export const devanagariDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));

/** "९८७६५ ४३२१०" → "98765 43210". */
export const westernDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
