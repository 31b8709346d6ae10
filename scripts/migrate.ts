// `npm run db:migrate`: applies the migrations to DATABASE_URL.
import { migrate } from "@/lib/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set");
  process.exit(1);
}
migrate(url)
  .then(({ applied }) => console.log(applied.length ? `applied: ${applied.join(", ")}` : "nothing to apply"))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
