import type { Config } from "@react-router/dev/config";
import app from "../../react-router.config";

// The floor: React Router's own cost. The app's rendering mode and future flags
// (so the only difference is the app's code); build output goes to the
// gitignored bench/results/.
export default {
  ssr: app.ssr,
  future: app.future,
  buildDirectory: "../results/floor-build",
} satisfies Config;
