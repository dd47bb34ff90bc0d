/**
 * The fee structure's documents: fixed addresses of the site, not words of the college (the fee
 * page's words are its record, `course-fees-fra`).
 */
export const feeStructure = {
  /** Served at /api/pdfdownload/{pdfFile}. */
  pdfFile: "FRA_Fee_Structure.pdf",
  /** Direct static link used if the download route fails. */
  fallbackPdfFile: "fra-fee-structure.pdf",
} as const;
