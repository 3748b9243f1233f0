import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { OptOutActionData, OptOutJurisdiction, OptOutStatus } from "~/models/privacy-optout";
import { ConfirmationBox, ErrorSummaryBox, SubmitButton } from "./FormParts";

/**
 * The opt-out control of /cpa/california and /cpa/nevada. The page's own answer (after a post) wins over the
 * loader's reading of the cookie: without JavaScript the loader runs on the same request, before the browser has
 * stored the cookie the action just set.
 */
export function OptOutPanel({
  jurisdiction,
  status,
  result,
  optOutLabel,
}: {
  jurisdiction: OptOutJurisdiction;
  status: OptOutStatus;
  result: OptOutActionData | undefined;
  optOutLabel: string;
}) {
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const optedOut = result?.ok ? result.intent === "opt-out" : status.optedOut;

  // Announce the outcome of the visitor's own click, not the state found on arrival.
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  return (
    <ConfirmationBox aria-labelledby="opt-out-status">
      {result && !result.ok ? (
        <ErrorSummaryBox role="alert">
          <p>{result.message}</p>
        </ErrorSummaryBox>
      ) : null}
      {optedOut ? (
        <>
          <h2 id="opt-out-status" ref={headingRef} tabIndex={-1}>
            You have opted out on this browser
          </h2>
          <p>
            We saved your choice in a cookie named <code>vp_dns</code> that lasts one year. While it is present, we do
            not sell or share personal information collected from this browser, and no usage event from it reaches our
            analytics service: our pages send none, and our server discards any that arrive. If you clear your cookies
            or use another browser or device, make this choice again there.
          </p>
        </>
      ) : (
        <>
          <h2 id="opt-out-status" ref={headingRef} tabIndex={-1}>
            {result?.ok && result.intent === "opt-in" ? "Your opt-out has been withdrawn" : "Make your choice"}
          </h2>
          <p>
            Press the button below to opt out. No account, name or e-mail address is needed: we record the choice in a
            cookie on this browser for one year, and from then on the pages you load and the offers you open or print on
            it are not reported to our analytics service.
          </p>
        </>
      )}
      {status.globalPrivacyControl ? (
        <p>
          Your browser also sends the Global Privacy Control signal. We treat it as a valid opt-out request for as long
          as your browser sends it, whatever you choose here: no usage event from this browser reaches our analytics
          service.
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="jurisdiction" value={jurisdiction} />
        {optedOut ? (
          <SubmitButton
            type="submit"
            name="intent"
            value="opt-in"
            $secondary
            disabled={navigation.state === "submitting"}
          >
            Withdraw my opt-out
          </SubmitButton>
        ) : (
          <SubmitButton type="submit" name="intent" value="opt-out" disabled={navigation.state === "submitting"}>
            {optOutLabel}
          </SubmitButton>
        )}
      </Form>
    </ConfirmationBox>
  );
}
