import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { LogoGrid } from "~/components/newsroom/LogoGrid";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { logoAssets } from "~/models/newsroom";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Valuvo Logos",
    description: "Download official Valuvo logos in full color, white and black, and the Valuvo app icon.",
  });

export async function loader() {
  const logos = await settle(getServices().newsroom.getNewsroomFolder("logos"));
  return { logos: logos.ok ? ok(logoAssets(logos.data)) : logos };
}

export default function ValuvoLogos() {
  const { logos } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage
      title="Valuvo Logos"
      intro="Official Valuvo artwork for articles and partner pages. Please do not alter, recolor or crop the logos."
    >
      {logos.ok ? <LogoGrid logos={logos.data} /> : <AreaMessage message={logos.message} />}
    </NewsroomPage>
  );
}
