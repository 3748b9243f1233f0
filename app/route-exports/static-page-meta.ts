import type { MetaFunction } from "@remix-run/react";
import type { PageCopy } from "~/copy/page-copy";
import { pageMeta } from "./meta";

/** The meta function of a page whose title and description never depend on its data. */
export function staticPageMeta(page: PageCopy): MetaFunction {
  return (args) => pageMeta(args, { title: page.title, description: page.description });
}
