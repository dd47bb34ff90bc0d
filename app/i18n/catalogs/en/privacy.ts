/** The privacy notice's page, the summary beside each form's submit button, and the privacy request desk's public pages. */
export const privacy = {
  "privacy.askTitle": "Ask about your data",
  "privacy.askText": "Ask for a copy of your data, its correction or its erasure. The college answers within {days} days.",
  "privacy.askButton": "Make a privacy request",
  "privacy.summary.application": "The college uses these details only to consider your application and to contact you about admission.",
  "privacy.summary.grievance": "Only the committee and the administrators read these details, and only to look into your grievance.",
  "privacy.summary.request": "The college uses these details only to find your records and answer your request.",
  "privacy.summary.link": "How we keep your data, and your rights",
} as const;
