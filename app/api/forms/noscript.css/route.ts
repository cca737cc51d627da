import { captchaEnabled } from "@/lib/server/captcha";
import { captchaSettings } from "@/lib/server/forms/config";
import { GET_ONLY_ROUTE } from "@/lib/server/security/refusals";

// Loaded only from a <noscript> on the form pages: when captcha is enforced, a form cannot be
// sent without JavaScript, so this reveals the notice that says so and gives the firm's e-mail
// address and phone numbers. Read per request: one build serves any configuration.
export const dynamic = "force-dynamic";

export function GET() {
  return new Response(
    captchaEnabled(captchaSettings) ? ".form-needs-script{display:block}\n" : "",
    {
      headers: { "content-type": "text/css; charset=utf-8", "cache-control": "no-store" },
    },
  );
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
