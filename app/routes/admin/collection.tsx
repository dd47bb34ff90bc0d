import { useLocation } from "react-router";
import { screenAt } from "../../components/admin/admin-screens";
import { CollectionScreen, type CollectionScreenParts } from "../../components/admin/collection-screen";
import { eventScreen } from "../../components/admin/collection-screens/events";
import { holidayScreen } from "../../components/admin/collection-screens/holidays";
import { noticeScreen } from "../../components/admin/collection-screens/notices";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/collection";

/** What a collection's screen adds to the generic one, by the collection's name, where it adds anything. */
const screenParts: Readonly<Record<string, CollectionScreenParts>> = {
  notices: noticeScreen,
  holidays: holidayScreen,
  events: eventScreen,
};

/** The browser's title is the screen's heading: the collection's title ("Event Management"), which may be longer than its name in the menu ("Events"). */
export const meta: Route.MetaFunction = ({ location }) => {
  const screen = screenAt(location.pathname);
  return adminMeta(screen?.collection?.labels.title ?? screen?.label ?? "Admin Panel");
};

/** Every screen that names a collection in adminScreens: the generic screen, with the collection's own parts. */
export default function CollectionManagement() {
  const { pathname } = useLocation();
  const screen = screenAt(pathname);
  if (!screen?.collection) throw new Error(`${pathname} names no collection`);
  const { collection, description = "" } = screen;
  // One screen per collection: moving to another collection's screen starts afresh, without this one's filters or form.
  return <CollectionScreen key={collection.name} collection={collection} description={description} parts={screenParts[collection.name]} />;
}
