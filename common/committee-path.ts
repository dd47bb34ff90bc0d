// Apart from the committees' collection, so the menu links to them without shipping its validators.

/** The address of a committee's page: "/committees/anti-ragging". */
export const committeePath = (slugOfCommittee: string) => `/committees/${slugOfCommittee}`;

/** The name a committee goes by in the menu and in the links between committees. */
export const menuNameOf = (committee: { name: string; shortName?: string }) => committee.shortName || committee.name;
