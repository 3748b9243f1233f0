import type { MetaFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageMeta } from "~/shared";
import { pageHeading } from "~/models/page-copy";
import type { PageCopy } from "~/models/page-copy";
import { Prose } from "./Prose";

/** The meta function of a page whose title and description never depend on its data. */
export function staticPageMeta(page: PageCopy): MetaFunction {
  return (args) => pageMeta(args, { title: page.title, description: page.description });
}

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
