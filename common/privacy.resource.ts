import { pagePaths } from "./page.schema";

/** The privacy notice's page (also under /mr): the `privacy` page record's words. */
export const privacyNoticePath = pagePaths.privacy;

/** The public form where anyone asks to see, correct or erase their personal data (also under /mr). */
export const privacyRequestFormPath = "/privacy/request";
