/**
 * The illustrations of the sample content, each shown wherever it fits: in the image sections and
 * on the sample events. What each shows (its kind of scene, colours, caption and the seed of its
 * details) is what scripts/make-sample-assets.ts draws into content/samples/pictures/.
 */
export const pictures = {
  mainBuilding: { kind: "campus", palette: "amber", title: "Main building", seed: 11 },
  entrance: { kind: "campus", palette: "teal", title: "Campus entrance", seed: 12 },
  courtyard: { kind: "campus", palette: "slate", title: "Central courtyard", seed: 13 },
  herbalGarden: { kind: "gallery", palette: "emerald", title: "Medicinal plant garden", seed: 14 },
  pharmaceuticsLab: { kind: "lab", palette: "teal", title: "Pharmaceutics Laboratory", seed: 21 },
  chemistryLab: { kind: "lab", palette: "indigo", title: "Pharmaceutical Chemistry Laboratory", seed: 22 },
  pharmacognosyLab: { kind: "lab", palette: "emerald", title: "Pharmacognosy Laboratory", seed: 23 },
  readingHall: { kind: "library", palette: "amber", title: "Reading hall", seed: 31 },
  referenceSection: { kind: "library", palette: "slate", title: "Reference section", seed: 32 },
  digitalLibrary: { kind: "library", palette: "indigo", title: "Digital library", seed: 33 },
  pharmacistsDay: { kind: "event", palette: "rose", title: "World Pharmacists Day", seed: 41 },
  healthCamp: { kind: "event", palette: "teal", title: "Health check-up camp", seed: 42 },
  gathering: { kind: "event", palette: "indigo", title: "Annual social gathering", seed: 43 },
  industrialVisit: { kind: "event", palette: "slate", title: "Industrial visit", seed: 44 },
} as const;
export type PictureName = keyof typeof pictures;
