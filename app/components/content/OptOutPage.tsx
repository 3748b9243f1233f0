import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OptOutActionData, OptOutJurisdiction, OptOutStatus } from "~/models/privacy-optout";
import type { PageCopy } from "~/copy/page-copy";
import { ContentPage } from "./ContentPage";
import { OptOutPanel } from "./OptOutPanel";

/**
 * An opt-out page (/cpa/california, /cpa/nevada): the paragraph that says which law gives the right, the control
 * that uses it, then the page's own explanations. Both routes share the opt-out loader and action, so the status
 * and the answer to a post are read here rather than in each route.
 */
export function OptOutPage({
  page,
  jurisdiction,
  optOutLabel,
  intro,
  children,
}: {
  page: PageCopy;
  jurisdiction: OptOutJurisdiction;
  optOutLabel: string;
  intro: string;
  children: ReactNode;
}) {
  const status = useLoaderData<OptOutStatus>();
  const result = useActionData<OptOutActionData>();
  return (
    <ContentPage page={page}>
      <p>{intro}</p>
      <OptOutPanel jurisdiction={jurisdiction} status={status} result={result} optOutLabel={optOutLabel} />
      {children}
    </ContentPage>
  );
}
