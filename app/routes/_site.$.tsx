/** Every unmatched path (vanity paths already redirected by the root loader) is a 404 inside the site shell. */
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
