// `npm run build`: Next's production build into NEXT_DIST_DIR (.next), stamped with the sources it was
// made from (scripts/build-stamp.ts), so that `npm start` serves it without building again.
import { buildAndStamp } from "./build-stamp";

if (!buildAndStamp(process.cwd(), process.env.NEXT_DIST_DIR || ".next", process.env)) process.exit(1);
