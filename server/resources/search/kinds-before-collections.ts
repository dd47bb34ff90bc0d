import { committeePath } from "../../../common/committee.resource";
import type { CollegeEvent } from "../../../common/event.schema";
import type { PersonRecord } from "../../../common/person.schema";
import type { SearchDocument } from "../../platform/search/search-document";
import type { WholeKind } from "../../platform/search/search.service";
import type { CommitteesService } from "../committees/committees.service";
import type { EventsService } from "../events/events.service";
import type { FacultyService } from "../faculty/faculty.service";
import type { NewsService } from "../news/news.service";
import type { StaffService } from "../staff/staff.service";

/*
 * The kinds the search finds that are not collections yet (news, events, faculty, staff,
 * committees), indexed whole after any change of theirs, each by its own service. Each goes once
 * its kind is a collection: its declaration then says the same with `search` (a rank on each
 * field below, and the collection's kind, title and path), and the collection's indexer keeps
 * each record's entry. The documents made here are what those declarations must make.
 */

/** Where a news item leads: the page it links to, else the home page, which lists the news. */
const pageOfNews = (link: string) => (/^\/(?![/\\])/.test(link) && !/^\/(?:api|files|uploads)\//.test(link) ? link : "/");

export const newsToSearch = ({ news }: { news: NewsService }): WholeKind => ({
  kind: "news",
  changedBy: ["news"],
  documents: async () =>
    (await news.listNews({ includeExpired: true })).map(
      (item): SearchDocument => ({
        kind: "news",
        key: item._id,
        title: { en: item.title, mr: item.titleMr },
        texts: [],
        path: pageOfNews(item.path),
        expiresOn: item.expiryDate,
      }),
    ),
});

export const eventsToSearch = ({ events }: { events: EventsService }): WholeKind => ({
  kind: "event",
  changedBy: ["event"],
  documents: async () =>
    (await events.listEvents()).map(
      (event: CollegeEvent): SearchDocument => ({
        kind: "event",
        key: event._id,
        title: { en: event.title, mr: event.titleMr },
        texts: [{ rank: "body", en: event.description, mr: event.descriptionMr }],
        path: "/events",
      }),
    ),
});

/** A person: the name titles the result, the designation is a heading, what else the public page shows of them body text. */
const personDocument = (kind: "faculty" | "staff", path: (person: PersonRecord) => string) => (person: PersonRecord): SearchDocument => ({
  kind,
  key: person._id,
  title: { en: person.name },
  texts: [
    { rank: "heading", en: person.designation, mr: person.designationMr },
    { rank: "body", en: person.qualification },
    { rank: "body", en: person.experience, mr: person.experienceMr },
  ],
  path: path(person),
});

export const facultyToSearch = ({ faculty }: { faculty: FacultyService }): WholeKind => ({
  kind: "faculty",
  changedBy: ["faculty"],
  documents: async () => (await faculty.listFaculty()).map(personDocument("faculty", (person) => `/management/faculty/details/${person.id}`)),
});

export const staffToSearch = ({ staff }: { staff: StaffService }): WholeKind => ({
  kind: "staff",
  changedBy: ["staff"],
  documents: async () => (await staff.listStaff()).map(personDocument("staff", () => "/management/non-teaching-staff")),
});

export const committeesToSearch = ({ committees }: { committees: CommitteesService }): WholeKind => ({
  kind: "committee",
  changedBy: ["committee"],
  documents: async () =>
    (await committees.listCommittees()).map(
      (committee): SearchDocument => ({
        kind: "committee",
        key: committee._id,
        title: { en: committee.name, mr: committee.nameMr },
        texts: [
          { rank: "heading", en: committee.shortName },
          { rank: "body", en: committee.description, mr: committee.descriptionMr },
          // The members' names, designations and seats, as the committee's page lists them.
          ...committee.members.map((member) => ({
            rank: "body" as const,
            en: `${member.name}, ${member.designation}, ${member.position}`,
            mr: `${member.name}, ${member.designationMr || member.designation}, ${member.positionMr || member.position}`,
          })),
        ],
        path: committeePath(committee.slug),
      }),
    ),
});
