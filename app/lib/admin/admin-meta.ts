import type { MetaDescriptor } from "react-router";

/** The browser title of an admin screen; search engines are asked to keep the back office out. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin Panel` }, { name: "robots", content: "noindex" }];
}
