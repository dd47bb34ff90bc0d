import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "../i18n/i18n";
import { APPLY_PATH } from "../lib/site-navigation";
import { useSiteSettings } from "../lib/site-settings";

/**
 * A button to the apply form, shown only while the settings say admissions are open: a family
 * invited to a form that then says admissions are closed has been misled.
 */
export function ApplyLink({ className, children }: { className: string; children: ReactNode }) {
  const { admissionsOpen } = useSiteSettings();
  const localePath = useLocalePath();
  if (!admissionsOpen) return null;
  return (
    <Link to={localePath(APPLY_PATH)} className={className}>
      {children}
    </Link>
  );
}
