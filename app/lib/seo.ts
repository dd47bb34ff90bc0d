import type { MetaDescriptor } from "react-router";
import { institution } from "../../content/institution";

type PageMeta = {
  title: string;
  description: string;
  /** The page's own path, for its canonical address. */
  path: string;
  /** The site's absolute address, from the root loader. */
  publicUrl: string | undefined;
  image?: string;
};

/** Title, description, canonical link and share-preview tags for one page. */
export function pageMeta({ title, description, path, publicUrl, image }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${institution.collegeName} — ${institution.courses}` : `${title} | ${institution.collegeName}`;
  const base = publicUrl ?? "";
  const url = `${base}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: institution.collegeName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${base}${image ?? "/og-image.png"}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  return tags;
}

/** The site address the root loader provides to every page's meta function. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl;
}
