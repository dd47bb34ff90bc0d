import { instituteAtGlance, leadershipMessages, principalProfile } from "../../../../content/about";
import { englishKeyed } from "../english-keyed";

/** The prose of the institute-at-a-glance, leadership message and principal pages, from content/. */
export const aboutText = englishKeyed([
  ...instituteAtGlance.flatMap((fact) => [fact.label, fact.value, fact.description]),
  ...leadershipMessages.flatMap((message) => [message.name, message.title, ...message.paragraphs]),
  principalProfile.qualification,
  principalProfile.experience,
  principalProfile.specialisation,
  ...principalProfile.bio,
]);
