/** The library and awards pages: headings and states. */
export const campus = {
  "library.description":
    "The library of {college}: 5,000+ books, journals and e-resources. Open Monday to Friday 8:00 AM - 8:00 PM and Saturday 9:00 AM - 5:00 PM.",
  "library.noImages": "No images available",
  "library.photos": "Library photographs",
  "library.photo": "Library photograph {number}",
  "awards.description": "Awards and recognition received by {college}, its students and its staff.",
} as const;
