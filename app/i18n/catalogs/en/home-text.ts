import { alumniIntro, heroFeatures, mission, vision } from "../../../../content/about";
import { departments } from "../../../../content/programmes";
import { englishKeyed } from "../english-keyed";

/** The home page's prose from content/: the hero's cards, the departments, mission and vision, the alumni intro. */
export const homeText = englishKeyed([
  ...heroFeatures.flatMap((card) => [card.title, card.text]),
  ...departments.flatMap((department) => [department.name, department.description]),
  ...[mission, vision].flatMap((statement) => [statement.heading, statement.title, statement.text]),
  alumniIntro.heading,
  alumniIntro.text,
]);
