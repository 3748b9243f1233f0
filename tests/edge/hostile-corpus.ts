// Several hundred hostile requests, sent as raw bytes (no HTTP client would send most of them): odd paths, methods,
// hosts, headers, cookies, bodies, ids and query strings, and what no answer to them may hold. Sent straight at a site
// instance by tests/edge/one-door.test.ts.
import { connect } from "node:net";

export const MARKERS = ['<script>alert("vx1")</script>', '"><img src=x onerror=vx2>', "<svg/onload=vx3>"];
const [SCRIPT, IMG, SVG] = MARKERS as [string, string, string];
const enc = encodeURIComponent;

export type Raw = { name: string; bytes: Buffer; mayDrop?: boolean };
export type Answer = { status: number | null; head: string; body: string };

/** The corpus addressed to the server listening on `port` of 127.0.0.1, and the means to send it. */
export function hostileCorpus(port: number) {
  const PORT = port;
  const HOST = `localhost:${PORT}`;

  function raw(name: string, lines: string[], body: Buffer | string = "", mayDrop = false): Raw {
    const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
    return { name, bytes: Buffer.concat([head, typeof body === "string" ? Buffer.from(body) : body]), mayDrop };
  }

  function get(path: string, headers: string[] = [], method = "GET"): Raw {
    return raw(`${method} ${path.slice(0, 90)}`, [
      `${method} ${path} HTTP/1.1`,
      `Host: ${HOST}`,
      ...headers,
      "Connection: close",
    ]);
  }

  function send(
    method: string,
    path: string,
    contentType: string | null,
    body: string | Buffer,
    extra: string[] = [],
  ): Raw {
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${HOST}`,
      "Connection: close",
      `Content-Length: ${bytes.length}`,
      ...extra,
    ];
    if (contentType) lines.push(`Content-Type: ${contentType}`);
    return raw(`${method} ${path} ${contentType ?? "(no type)"} ${bytes.length}B`, lines, bytes);
  }

  function chunked(path: string, contentType: string, totalBytes: number): Raw {
    const chunk = Buffer.alloc(4096, "a");
    const parts: Buffer[] = [];
    for (let sent = 0; sent < totalBytes; sent += chunk.length)
      parts.push(Buffer.from("1000\r\n"), chunk, Buffer.from("\r\n"));
    parts.push(Buffer.from("0\r\n\r\n"));
    const lines = [
      `POST ${path} HTTP/1.1`,
      `Host: ${HOST}`,
      "Connection: close",
      "Transfer-Encoding: chunked",
      `Content-Type: ${contentType}`,
    ];
    // The server may answer 413 and close before taking everything: a reset while sending is part of the answer.
    return { ...raw(`POST ${path} chunked ${totalBytes}B`, lines, Buffer.concat(parts)), mayDrop: false };
  }

  /** Sends the bytes, reads until the server closes (or 10 s), and decodes a chunked body. */
  function exchange(request: Raw): Promise<Answer> {
    return new Promise((resolve) => {
      const socket = connect(PORT, "127.0.0.1");
      const received: Buffer[] = [];
      const done = () => {
        const all = Buffer.concat(received).toString("latin1");
        const split = all.indexOf("\r\n\r\n");
        const head = split === -1 ? all : all.slice(0, split);
        let body = split === -1 ? "" : all.slice(split + 4);
        if (/^transfer-encoding:\s*chunked/im.test(head)) body = dechunk(body);
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
        resolve({
          status: status ? Number(status[1]) : null,
          head,
          body: Buffer.from(body, "latin1").toString("utf8"),
        });
      };
      socket.setTimeout(10_000, () => socket.destroy());
      socket.on("data", (data) => received.push(data));
      socket.on("error", () => undefined);
      socket.on("close", done);
      socket.write(request.bytes, () => undefined);
    });
  }

  function dechunk(body: string): string {
    let out = "";
    let at = 0;
    for (;;) {
      const eol = body.indexOf("\r\n", at);
      if (eol === -1) return out;
      const size = parseInt(body.slice(at, eol), 16);
      if (!size) return out;
      out += body.slice(eol + 2, eol + 2 + size);
      at = eol + 2 + size + 2;
    }
  }

  function corpus(): Raw[] {
    const requests: Raw[] = [];
    const pages = [
      "/",
      "/local/saint-petersburg-fl",
      "/local/saint-petersburg-fl/restaurants",
      "/search",
      "/deals",
      "/coupon-codes",
      "/coupon-codes/browse",
      "/newsroom/press-releases",
      "/careers/search",
      "/pizza",
      "/cpa/nevada",
      "/api/search-suggestions",
      "/api/location-suggestions",
      "/api/favorites",
      "/api/location",
    ];

    // Paths: protocol-relative, traversal, bad escapes, NUL, unicode, huge, files that must not be served.
    const paths = [
      "//",
      "///",
      "//evil.example/x",
      "/\\evil.example",
      "/\\\\evil.example/",
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/build/..%2f..%2fserver.mjs",
      "/build/%2e%2e/%2e%2e/package.json",
      "/.env",
      "/.git/config",
      "/package.json",
      "/server.mjs",
      "/node_modules/react/package.json",
      "/local/%ZZ",
      "/%",
      "/%%",
      "/%00",
      "/local/%00",
      "/local/saint-petersburg-fl/%00x",
      "/%C0%AE%C0%AE/",
      "/%E0%A4%A",
      "/local/%F0%9F%98%80",
      "/lok%C3%A1l/%C3%B1",
      "/%EF%BF%BF",
      "/%ED%A0%80",
      `/local/${enc(SCRIPT)}`,
      `/local/saint-petersburg-fl/${enc(IMG)}`,
      `/${enc(SVG)}`,
      "/local/saint-petersburg-fl/x-99999999999999999999999",
      "/local/saint-petersburg-fl/%E0%A4%A",
      "/local/saint-petersburg-fl/restaurants/extra/segments",
      "/local/saint-petersburg-fl/tonys-pizza-1?store=abc&geo=1,2",
      "/newsroom/press-releases/..%2F..%2Fetc%2Fpasswd",
      `/careers/search?q=${enc(SCRIPT)}&team=%00`,
      "/local/-",
      "/local/--",
      "/local/a-",
      `/local/${"a-".repeat(2000)}fl`,
      `/${"x".repeat(7000)}`,
      `/${"x".repeat(9000)}`,
      `/${"%2F".repeat(2500)}`,
      "/api",
      "/api/",
      "/api/../",
      "/api/nope",
      `/api/analytics/${enc(SCRIPT)}`,
      "/api/analytics/__proto__",
      "/__manifest",
      "/__manifest?version=x&p=%2F",
      `/__manifest?p=${enc(SCRIPT)}`,
      "/_root.data",
      "/root.data",
      "/local/saint-petersburg-fl.data",
      `/search.data?term=${enc(SCRIPT)}`,
      "/favicon.ico/..",
      "/favicon.ico%00",
      "/build/",
      "/build/nope.js",
      "/Local/saint-petersburg-fl",
      "/LOCAL",
      "/local/SAINT-PETERSBURG-FL",
    ];
    for (const path of paths) requests.push(get(path));
    requests.push(
      raw("raw unicode bytes in the path", [`GET /lokál/ñ HTTP/1.1`, `Host: ${HOST}`, "Connection: close"]),
    );
    requests.push(
      raw("raw NUL in the path", [`GET /a\u0000b HTTP/1.1`, `Host: ${HOST}`, "Connection: close"], "", true),
    );
    requests.push(
      raw("absolute-form target", [`GET http://evil.example/x HTTP/1.1`, `Host: ${HOST}`, "Connection: close"]),
    );
    requests.push(raw("asterisk target", [`OPTIONS * HTTP/1.1`, `Host: ${HOST}`, "Connection: close"]));
    requests.push(raw("HTTP/1.0 without Host", [`GET / HTTP/1.0`]));
    requests.push(raw("HTTP/0.9", [`GET /`], "", true));
    requests.push(raw("HTTP/2 preface", ["PRI * HTTP/2.0", "", "SM"], "", true));

    // Query strings with markup, duplicates, bad escapes and odd names on every page.
    const queries = [
      `?term=${enc(SCRIPT)}`,
      `?q=${enc(IMG)}`,
      `?offer=${enc(SVG)}&redeem=1`,
      "?term=%E0%A4%A",
      "?term=a&term=b&term=c",
      "?__proto__[polluted]=1&constructor[prototype][x]=1",
      "?_data=root",
      `?_data=${enc(SCRIPT)}`,
      "?index",
      "?q=%00%00",
      `?ids=${enc("[1,2")}`,
      `?ids=${enc(JSON.stringify([SCRIPT]))}`,
      `?location=${enc(SCRIPT)}`,
      `?store=${enc(IMG)}&geo=1,2`,
      "?&&&==&",
      `?term=${"y".repeat(6000)}`,
    ];
    for (const page of pages) for (const query of queries) requests.push(get(`${page}${query}`));

    // Methods: odd, unknown, and known-but-not-served, on pages, actions and resource routes.
    const methods = [
      "TRACE",
      "TRACK",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "PROPFIND",
      "MKCOL",
      "LOCK",
      "SEARCH",
      "FOO",
      "get",
      "G3T",
    ];
    const methodTargets = [
      "/",
      "/api/location",
      "/api/analytics/offerClick",
      "/cpa/nevada",
      "/request-envelope",
      "/api/search-suggestions?term=pizza",
      "/local/saint-petersburg-fl",
    ];
    for (const method of methods) for (const target of methodTargets) requests.push(get(target, [], method));
    requests.push(raw("CONNECT", [`CONNECT evil.example:443 HTTP/1.1`, `Host: evil.example:443`], "", true));
    for (const target of methodTargets) requests.push(send("POST", target, "text/plain", "x"));

    // Hosts: malformed, absent, huge, duplicated; forwarded headers from an untrusted client.
    const hosts = [
      "",
      "bad host",
      "a:99999",
      "a:-1",
      "evil.example:abc",
      `${SCRIPT}`,
      "h".repeat(300),
      "[::1",
      "[::1]:99999",
      "localhost:0",
      "host/../x",
      "user@evil.example",
      "evil.example\\x",
      "a..b",
      "%41",
      "localhost:3000:1",
    ];
    for (const host of hosts) {
      requests.push(raw(`Host ${host.slice(0, 40)}`, ["GET / HTTP/1.1", `Host: ${host}`, "Connection: close"]));
    }
    requests.push(raw("no Host", ["GET / HTTP/1.1", "Connection: close"]));
    requests.push(raw("two Hosts", ["GET / HTTP/1.1", `Host: ${HOST}`, "Host: evil.example", "Connection: close"]));
    requests.push(raw("huge Host", ["GET / HTTP/1.1", `Host: ${"h".repeat(12_000)}`, "Connection: close"]));
    for (const forwarded of [
      `X-Forwarded-Host: ${SCRIPT}`,
      "X-Forwarded-Host: a:99999",
      "X-Forwarded-Proto: javascript",
      "X-Forwarded-Proto: a b",
      `X-Forwarded-For: ${SCRIPT}`,
      "X-Forwarded-For: 999.999.999.999",
      "X-Forwarded-For: ,,,",
      `Referer: ${SCRIPT}`,
      `User-Agent: ${SCRIPT}`,
      "Accept: */*;q=x",
      "Accept-Encoding: gzip;q=-1, br;q=999",
      "Range: bytes=0-1,2-3,4-5",
      "If-None-Match: " + '"x",'.repeat(500),
      "Content-Type: multipart/form-data",
    ]) {
      requests.push(get("/", [forwarded]));
      requests.push(get("/api/search-suggestions?term=pizza", [forwarded]));
    }

    // Header floods: many small headers (allowed), past Node's 16 KB limit (431), and invalid header bytes.
    requests.push(
      get(
        "/",
        Array.from({ length: 300 }, (_, i) => `X-Flood-${i}: ${"v".repeat(20)}`),
      ),
    );
    requests.push(
      get(
        "/",
        Array.from({ length: 1000 }, (_, i) => `X-Flood-${i}: ${"v".repeat(20)}`),
      ),
    );
    requests.push(get("/", [`X-Big: ${"v".repeat(20_000)}`]));
    requests.push(
      raw("header without colon", ["GET / HTTP/1.1", `Host: ${HOST}`, "Broken header", "Connection: close"]),
    );
    requests.push(
      raw("header with NUL", ["GET / HTTP/1.1", `Host: ${HOST}`, "X-A: a\u0000b", "Connection: close"], "", true),
    );

    // Cookies: malformed, huge, duplicated location cookies, markup in every cookie the site reads.
    const geo = (value: object | string) =>
      `vp_local_geo=${enc(typeof value === "string" ? value : JSON.stringify(value))}`;
    const cookies = [
      geo("%E0%A4%A"),
      geo({ city: SCRIPT, state: "FL", zip: "33701", coords: { lat: 27.7, lng: -82.6 } }),
      geo({ city: "Tampa", state: IMG, zip: "<z>", coords: { lat: 1e308, lng: "x" } }),
      geo("[]"),
      geo("null"),
      geo({ __proto__: { x: 1 } }),
      `${geo({ city: "Tampa", state: "FL", zip: "33602", coords: { lat: 27.9, lng: -82.4 } })}; ${geo("x")}`,
      `${geo("x")}; ${geo({ city: "Tampa", state: "FL", zip: "33602", coords: { lat: 27.9, lng: -82.4 } })}`,
      "=;;;==; ;",
      `vp_notice=${enc(SCRIPT)}`,
      "vp_notice=no-match; vp_notice=x",
      "vp_dns=2; vp_dns=1",
      `${"a".repeat(4000)}=1`,
      `vp_local_geo=${"%".repeat(3000)}`,
      Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join("; "),
      `vp_local_geo="${SCRIPT}"`,
    ];
    for (const cookie of cookies) {
      for (const path of [
        "/",
        "/local/saint-petersburg-fl",
        "/api/favorites?ids=%5B1%2C2%5D",
        "/search?term=pizza",
        "/api/search-suggestions?term=pizza",
        "/cpa/nevada",
      ]) {
        requests.push(get(path, [`Cookie: ${cookie}`]));
      }
    }
    requests.push(get("/", [`Cookie: vp_local_geo=${"a".repeat(17_000)}`]));

    // Bodies: wrong types, missing boundaries, markup, oversized with and without a length, malformed lengths.
    const bodyTargets = [
      "/api/location",
      "/api/analytics/offerClick",
      "/cpa/nevada",
      "/cpa/california",
      "/request-envelope",
      "/remove-address",
    ];
    for (const target of bodyTargets) {
      requests.push(send("POST", target, "application/json", JSON.stringify({ q: SCRIPT })));
      requests.push(send("POST", target, "application/json", "{not json"));
      requests.push(send("POST", target, "text/plain", SCRIPT));
      requests.push(
        send("POST", target, "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=q\r\n\r\n1\r\n--x--"),
      );
      requests.push(send("POST", target, "multipart/form-data; boundary=zz", "garbage without parts"));
      requests.push(
        send(
          "POST",
          target,
          "application/x-www-form-urlencoded",
          `q=${enc(SCRIPT)}&returnTo=${enc("//evil.example")}&intent=${enc(IMG)}&jurisdiction=NV&intent=opt-out`,
        ),
      );
      requests.push(send("POST", target, "application/x-www-form-urlencoded", "%E0%A4%A=%ZZ&&=="));
      requests.push(send("POST", target, "application/x-www-form-urlencoded", `q=${"a".repeat(20_000)}`));
      requests.push(send("POST", target, null, "q=1"));
      requests.push(send("POST", target, "application/x-www-form-urlencoded", Buffer.from([0xff, 0xfe, 0x00, 0x3c])));
      requests.push(chunked(target, "application/x-www-form-urlencoded", 64 * 1024));
      requests.push(
        raw(
          `${target} bad Content-Length`,
          [`POST ${target} HTTP/1.1`, `Host: ${HOST}`, "Content-Length: abc", "Connection: close"],
          "q=1",
        ),
      );
      requests.push(
        raw(
          `${target} negative Content-Length`,
          [`POST ${target} HTTP/1.1`, `Host: ${HOST}`, "Content-Length: -1", "Connection: close"],
          "q=1",
        ),
      );
      requests.push(
        raw(
          `${target} both lengths`,
          [
            `POST ${target} HTTP/1.1`,
            `Host: ${HOST}`,
            "Content-Length: 3",
            "Transfer-Encoding: chunked",
            "Connection: close",
          ],
          "3\r\nq=1\r\n0\r\n\r\n",
        ),
      );
      requests.push(
        raw(
          `${target} huge declared`,
          [
            `POST ${target} HTTP/1.1`,
            `Host: ${HOST}`,
            "Content-Length: 104857600",
            "Content-Type: application/x-www-form-urlencoded",
            "Connection: close",
          ],
          "q=1",
        ),
      );
    }

    // Ids in paths and parameters, with markup and absurd values.
    const ids = [enc(SCRIPT), enc(IMG), "0", "-1", "1e999", "9".repeat(40), "%00", "..%2f", enc("' OR 1=1 --"), "NaN"];
    for (const id of ids) {
      for (const path of [
        `/local/saint-petersburg-fl/x-${id}`,
        `/newsroom/press-releases/${id}`,
        `/coupon-codes/${id}`,
        `/coupon-codes/browse/${id}`,
        `/local/saint-petersburg-fl?offer=${id}`,
        `/deals?deal=${id}`,
        `/api/favorites?ids=[${id}]`,
      ]) {
        requests.push(get(path));
      }
    }
    return requests;
  }

  async function runAll(requests: Raw[], concurrency: number): Promise<Answer[]> {
    const answers: Answer[] = new Array(requests.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests.length) {
          const index = next++;
          answers[index] = await exchange(requests[index]!);
        }
      }),
    );
    return answers;
  }

  return { requests: corpus(), exchange, runAll };
}

/**
 * A stack frame, the server's own directory, or Remix's last-resort answer to an error it could not place. (Remix's
 * own 405 for a POST to a page without an action serializes its message, naming the route id, into the page's
 * context, beside a "SanitizedError" placeholder: route ids are public in every page's manifest, so neither counts.)
 */
const INTERNAL = new RegExp(
  [
    String.raw`\n\s+at [^\n]+:\d+:\d+`,
    process.cwd().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
    String.raw`\{"message":"Unexpected Server Error"\}`,
  ].join("|"),
);

/** What is wrong with each answer: a 5xx, no answer, a marker echoed raw, an internal detail, a page not the site's. */
export function problemsIn(requests: Raw[], answers: Answer[]): string[] {
  const problems: string[] = [];
  answers.forEach((answer, i) => {
    const sent = requests[i]!;
    if (answer.status === null) {
      if (!sent.mayDrop) problems.push(`${sent.name}: no answer`);
      return;
    }
    if (answer.status >= 500) problems.push(`${sent.name}: ${answer.status}`);
    const text = `${answer.head}\n${answer.body}`;
    for (const marker of MARKERS) if (text.includes(marker)) problems.push(`${sent.name}: echoed ${marker}`);
    if (INTERNAL.test(answer.body)) problems.push(`${sent.name}: internal detail in the body`);
    // A page is the site's own (its error page or the small refusal page), never a framework's bare one.
    // (A compressed body, asked for by an Accept-Encoding of the corpus, is not read here.)
    const html = /^content-type:\s*text\/html/im.test(answer.head) && !/^content-encoding:/im.test(answer.head);
    if (html && answer.body !== "") {
      if (!answer.body.startsWith("<!DOCTYPE html>") || answer.body.includes("<pre>"))
        problems.push(`${sent.name}: ${answer.status} is not the site's page`);
    }
  });
  return problems;
}
