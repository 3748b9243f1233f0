import type { MetaFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageMeta } from "~/components/layout/meta";
import { POLICIES_UPDATED } from "~/models/company-contact";
import type { PageCopy } from "~/models/page-copy";
import { Prose } from "./Prose";

/** The meta function of a page whose title and description never depend on its data. */
export function staticPageMeta(page: PageCopy): MetaFunction {
  return (args) => pageMeta(args, { title: page.title, description: page.description });
}

/**
 * The frame of a content page (about, policies, forms): long-form text under its one h1. Policies pass `dated`
 * so each shows the same "Last updated" line, the date of the last change to any of them.
 */
export function ContentPage({ page, dated = false, children }: { page: PageCopy; dated?: boolean; children: ReactNode }) {
  return (
    <Prose>
      <h1>{page.heading ?? page.title}</h1>
      {dated ? <p>Last updated {POLICIES_UPDATED}.</p> : null}
      {children}
    </Prose>
  );
}
