import { heroTitle } from "../../../../content/about";

/** The home page's hero and its latest news. */
export const home = {
  "home.admissionsOpen": "Admissions Open {year}",
  "home.admissionsClosed": "Admissions {year} closed",
  "home.welcome": heroTitle.lead,
  "home.applyNow": "Apply Now",
  "home.aboutUs": "About Us",
  "home.established": "Established",
  "home.programmes": "Programmes",
  "home.seatsEach": "Seats each",
  "home.seats": "Seats",
  "home.latestNews": "Latest News",
  "home.noNews": "No latest news available.",
  "home.new": "New",
  "home.posted": "Posted {date}",
  "home.opensInNewTab": " (opens in a new tab)",
} as const;
