import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { waitFor } from "../../scripts/lib/processes.mjs";

describe("waiting for a server a topology starts", () => {
  it("fails at once when the server's process has died, rather than at the end of its wait", async () => {
    // A port nothing answers on: taken and released again.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port } = probe.address() as { port: number };
    probe.close();
    const child = spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
    await once(child, "exit");

    const started = Date.now();
    await expect(waitFor(`http://127.0.0.1:${port}/health`, 60_000, { child })).rejects.toThrow(/exited \(code 3/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
