import { jsonLdText } from "~/shared";

/** One structured-data block (decision 009); builders live in app/models, one per page type. */
export function JsonLd({ data }: { data: object }) {
  // jsonLdText escapes "<", so no upstream text can close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
