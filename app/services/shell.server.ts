/** Data every site shell needs before the header renders. */
export type ShellData = { year: number };

export async function loadShell(_request: Request): Promise<ShellData> {
  return { year: new Date().getFullYear() };
}
