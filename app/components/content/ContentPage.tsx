import type { ReactNode } from "react";
import { pageHeading } from "~/copy/page-copy";
import type { PageCopy } from "~/copy/page-copy";
import { Prose } from "./Prose";

/** The frame of a content page (about, policies, forms): long-form text under its one h1 and, for a policy, its date. */
export function ContentPage({ page, children }: { page: PageCopy; children: ReactNode }) {
  return (
    <Prose>
      <h1>{pageHeading(page)}</h1>
      {page.updated ? <p>Last updated {page.updated}.</p> : null}
      {children}
    </Prose>
  );
}
