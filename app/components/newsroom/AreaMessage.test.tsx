// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { failed, ok, timedOut } from "~/models/result";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { theme } from "~/styles/theme";
import { AreaResult } from "./AreaMessage";

const show = (result: Parameters<typeof AreaResult<string>>[0]["result"]) =>
  render(
    <ThemeProvider theme={theme}>
      <AreaResult result={result}>{(data) => <p>{data}</p>}</AreaResult>
    </ThemeProvider>,
  );

describe("AreaResult", () => {
  it("shows the area's data", () => {
    show(ok("three press releases"));
    expect(screen.getByText("three press releases")).toBeTruthy();
  });

  it("shows SPEC §8's message where the area failed", () => {
    show(failed(UPSTREAM_MESSAGES.newsroom, 500));
    expect(screen.getByText(UPSTREAM_MESSAGES.newsroom)).toBeTruthy();
  });

  it("shows nothing where the area's upstream timed out (decision 030)", () => {
    const { container } = show(timedOut(UPSTREAM_MESSAGES.newsroom));
    expect(screen.queryByText(UPSTREAM_MESSAGES.newsroom)).toBeNull();
    expect(container.textContent).toBe("");
  });
});
