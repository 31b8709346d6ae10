import { measureFirstLoadJs } from "./support/first-load-js";
(async () => { await measureFirstLoadJs(process.argv[2], ["/en", "/en?type=perimeter&postalCode=8001&perimeter=50", "/en/consultants/5329", "/en/consultants/5329/questionnaire", "/en/consultants", "/en/companies", "/en/companies/42", "/en/for-consultants", "/en/about-us"]); })();
