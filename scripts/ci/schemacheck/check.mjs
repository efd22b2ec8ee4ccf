// Validates auditor JSON reports against schema/report.schema.json with
// Ajv (JSON Schema draft 2020-12, strict mode): an independent check of the
// schema the Go types generate and of the reports the tool writes.
//
//   npm ci && node check.mjs REPORT.json...
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(join(here, "../../../schema/report.schema.json"), "utf8"));
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validate = ajv.compile(schema);

let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (validate(report)) {
    console.log(`ok   ${file}`);
    continue;
  }
  failed++;
  console.log(`FAIL ${file}: ${validate.errors.length} error(s)`);
  for (const e of validate.errors.slice(0, 20)) {
    console.log(`  ${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
  }
}
if (process.argv.length < 3) {
  console.error("usage: node check.mjs REPORT.json...");
  process.exit(2);
}
process.exit(failed ? 1 : 0);
